import Testing
import ViperizeCore
import ViperizeSwift

@testable import ViperizeKit

/// A data call whose callback updates the UI: the call goes to the interactor, the callback's body
/// comes back to the view as a display method (issue 3's completion-handler flow).
@Suite struct CallbackSplitTests {
  static func controller(_ body: String) -> String {
    """
    import UIKit

    final class OrdersViewController: UIViewController {
        @IBOutlet weak var tableView: UITableView!
        var orders: [Order] = []
        lazy var ordersClient = OrdersAPIClient()

    \(body)
    }

    """
  }

  static func convert(_ source: String) throws -> (plan: ModulePlan, files: [String: String]) {
    let model = try Viperize.parse([SourceFile(path: "OrdersViewController.swift", text: source)], className: nil)
    let classified = MemberClassifier().classify(model)
    let plan = ModulePlanner().plan(classified, moduleName: "Orders")
    let module = SwiftViperEmitter().emit(plan)
    let report = LossCheck(plan: plan, module: module).run()
    #expect(report.problems.isEmpty, "\(report.problems)")
    return (plan, Dictionary(uniqueKeysWithValues: module.files.map { ($0.path, $0.contents) }))
  }

  static func file(_ files: [String: String], _ suffix: String) -> String {
    files.first { $0.key.hasSuffix(suffix) }?.value ?? ""
  }

  @Test func weakSelfCallbackBecomesInteractorCallAndViewDisplay() throws {
    let (plan, files) = try Self.convert(Self.controller("""
        func reload() {
            tableView.alpha = 0.5
            ordersClient.fetchOrders { [weak self] (orders: [Order]) in
                guard let self = self else { return }
                self.orders = orders
                self?.tableView.reloadData()
            }
        }
    """))
    let split = try #require(plan.splits.values.first)
    #expect(split.flow == .dataCallback)
    #expect(split.event.name == "reload")
    #expect(split.load?.name == "fetchOrders")
    #expect(split.loaded?.name == "didFetchOrders")
    #expect(split.loaded?.parameters == [PlannedParameter(name: "orders", type: .written("[Order]"))])
    #expect(split.display?.name == "showFetchOrdersResult")

    let view = Self.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("        tableView.alpha = 0.5\n        output.reload()\n    }"))
    #expect(view.contains("    func showFetchOrdersResult(_ orders: [Order]) {\n        self.orders = orders\n        self.tableView.reloadData()\n    }"))
    #expect(!view.contains("guard let self"))
    #expect(!view.contains("ordersClient"))
    let interactor = Self.file(files, "Interactor/OrdersInteractor.swift")
    #expect(interactor.contains("""
            ordersClient.fetchOrders { [weak self] (orders: [Order]) in
                self?.output?.didFetchOrders(orders)
            }
    """))
    #expect(Self.file(files, "Presenter/OrdersPresenter.swift").contains("view?.showFetchOrdersResult(orders)"))
  }

  @Test func valuesTheCallbackReadsTravelWithTheCall() throws {
    let (plan, files) = try Self.convert(Self.controller("""
        func remove(at indexPath: IndexPath) {
            let order = orders[indexPath.row]
            ordersClient.cancel(order.id) { (error: Error?) in
                self.orders.removeAll { $0.id == order.id }
                self.tableView.deleteRows(at: [indexPath], with: .fade)
            }
        }
    """))
    let split = try #require(plan.splits.values.first)
    #expect(split.flow == .dataCallback)
    #expect(split.event.parameters.map(\.name) == ["order", "indexPath"])
    #expect(split.event.parameters.first?.type == .written("Order"))
    #expect(split.loaded?.parameters.map(\.name) == ["error", "order", "indexPath"])
    #expect(split.loaded?.parameters.first?.type == .written("Error?"))
    // A strong closure reports through `self.output`.
    #expect(Self.file(files, "Interactor/OrdersInteractor.swift").contains("self.output?.didCancel(error, order: order, indexPath: indexPath)"))
    #expect(!plan.diagnostics.contains { $0.id == "viperize.unresolved-type" })
  }

  @Test func strongSelfRebindingBecomesAPlainConstant() throws {
    let (_, files) = try Self.convert(Self.controller("""
        func reload() {
            ordersClient.fetchOrders { [weak self] (orders: [Order]) in
                guard let strongSelf = self else { return }
                strongSelf.tableView.reloadData()
            }
        }
    """))
    #expect(Self.file(files, "View/OrdersViewController.swift").contains("        let strongSelf = self\n        strongSelf.tableView.reloadData()\n"))
  }

  @Test func callbackWithUntypedParameterThatAlsoWritesDataIsNotSplit() throws {
    let (plan, files) = try Self.convert(Self.controller("""
        func reload() {
            ordersClient.fetchOrders { orders in
                UserDefaults.standard.set(orders.count, forKey: "count")
                self.tableView.reloadData()
            }
        }
    """))
    #expect(plan.splits.isEmpty)
    // The split would work but for the closure parameter's type: the diagnostic says how to fix it.
    #expect(plan.refusals.values.map(\.reason) == [.untypedValue])
    #expect(plan.diagnostics.contains { $0.id == "viperize.mixed-member" && $0.message.contains("the type of 'orders'") })
    #expect(Self.file(files, "View/OrdersViewController.swift").contains("ordersClient.fetchOrders { orders in"))
  }

  @Test func callbackThatAlsoWritesDataHandsItOverFromTheDisplayMethod() throws {
    let (plan, files) = try Self.convert(Self.controller("""
        func reload() {
            ordersClient.fetchOrders { [weak self] (orders: [Order]) in
                UserDefaults.standard.set(orders.count, forKey: "count")
                self?.tableView.reloadData()
                DispatchQueue.main.async {
                    self?.navigationController?.popViewController(animated: true)
                }
            }
        }
    """))
    #expect(plan.splits.values.map(\.flow) == [.dataCallback])
    #expect(plan.refusals.isEmpty)
    let view = Self.file(files, "View/OrdersViewController.swift")
    // The display method is a method of the view: it calls `output` directly, and a nested closure
    // that reached `self` weakly through the callback keeps a weak hold of its own.
    #expect(view.contains("    func showFetchOrdersResult(_ orders: [Order]) {\n        output.saveCount(orders)\n        self.tableView.reloadData()\n        DispatchQueue.main.async { [weak self] in\n            self?.output.close()\n        }\n    }\n"), "\(view)")
    #expect(Self.file(files, "Interactor/OrdersInteractor.swift").contains("    func saveCount(_ orders: [Order]) {\n        UserDefaults.standard.set(orders.count, forKey: \"count\")\n    }"))
    #expect(Self.file(files, "Interactor/OrdersInteractor.swift").contains("self?.output?.didFetchOrders(orders)"))
    #expect(Self.file(files, "Router/OrdersRouter.swift").contains("self.transitionHandler?.navigationController?.popViewController(animated: true)"))
    // The call's group names the call's evidence, not the body's.
    let group = try #require(plan.splits.values.first?.groups.first)
    #expect(group.evidence.allSatisfy { $0.api != "UserDefaults" })
  }

  @Test func callbackWhoseNavigationCannotBeHandedOverIsNotSplit() throws {
    let (plan, files) = try Self.convert(Self.controller("""
        func reload() {
            ordersClient.fetchOrders { [weak self] (orders: [Order]) in
                let detail = self?.makeDetail(orders)
                self?.navigationController?.pushViewController(detail!, animated: true)
            }
        }

        func makeDetail(_ orders: [Order]) -> UIViewController {
            tableView.reloadData()
            return UIViewController()
        }
    """))
    // The push reads `detail`, whose type the source does not write: no command, so no split.
    #expect(plan.splits.isEmpty)
    #expect(plan.refusals.values.map(\.reason) == [.mixedStatement])
    // The fetch is handed over in place; its closure, typed, stays in the view as it was.
    #expect(Self.file(files, "View/OrdersViewController.swift").contains("""
                output.fetchOrders { [weak self] (orders: [Order]) in
                    let detail = self?.makeDetail(orders)
        """))
    #expect(Self.file(files, "Interactor/OrdersInteractor.swift").contains("ordersClient.fetchOrders { orders in completion(orders) }"))
  }

  @Test func parameterBoundAgainInTheBodyIsNotHandedOver() throws {
    let (plan, files) = try Self.convert(Self.controller("""
        func reload() {
            ordersClient.fetchOrders { [weak self] (orders: [Order]?) in
                guard let self = self, let orders = orders else { return }
                self.tableView.reloadData()
                UserDefaults.standard.set(orders.count, forKey: "count")
            }
        }
    """))
    // `orders` is the unwrapped `[Order]` there, not the closure's `[Order]?`: no command, no split.
    #expect(plan.splits.isEmpty)
    #expect(Self.file(files, "View/OrdersViewController.swift").contains("guard let self = self, let orders = orders else { return }"))
  }

  @Test func multiConditionSelfGuardLosesItsSelfCondition() throws {
    let (plan, files) = try Self.convert(Self.controller("""
        func reload() {
            ordersClient.fetchOrders { [weak self] (orders: [Order]?) in
                guard let self = self, let first = orders?.first else { return }
                self.tableView.reloadData()
                print(first)
            }
        }
    """))
    #expect(plan.splits.values.map(\.flow) == [.dataCallback])
    #expect(Self.file(files, "View/OrdersViewController.swift").contains("        guard let first = orders?.first else { return }\n"))
  }

  @Test func viewStateReadThroughWeakSelfIsAParameterInTheRouter() throws {
    let (_, files) = try Self.convert(Self.controller("""
        var selectedOrder: Order?

        func reload() {
            ordersClient.fetchOrders { [weak self] (orders: [Order]) in
                self?.tableView.reloadData()
                self?.performSegue(withIdentifier: "showOrder", sender: self?.selectedOrder)
            }
        }
    """))
    let router = Self.file(files, "Router/OrdersRouter.swift")
    #expect(router.contains("performSegue(withIdentifier: \"showOrder\", sender: selectedOrder)"), "\(router)")
  }

  @Test func ownMethodNamedLikeUIKitNavigationIsTheControllers() throws {
    let (plan, _) = try Self.convert(Self.controller("""
        func show(_ order: Order, sender: Any?) {
            tableView.reloadData()
        }

        func didSelect(_ index: Int) {
            show(orders[index], sender: self)
        }
    """))
    let didSelect = try #require(plan.classified.model.members.first { $0.baseName == "didSelect" })
    #expect(plan.classified.layer(of: didSelect.id) == .view)
  }

  @Test func outletReadsAreTypedAsTheyAreWritten() throws {
    let (plan, _) = try Self.convert(Self.controller("""
        @IBOutlet weak var nameField: UITextField!
        @IBOutlet weak var syncSwitch: UISwitch?

        func saveName() {
            let name = nameField.text!
            let sync = syncSwitch?.isOn
            ordersClient.rename(to: name, sync: sync)
        }
    """))
    let split = try #require(plan.splits.values.first)
    #expect(split.event.parameters.map(\.type) == [.written("String"), .written("Bool?")])
  }

  @Test func textFieldTextDefaultedToALiteralIsAString() throws {
    let (plan, _) = try Self.convert(Self.controller("""
        @IBOutlet weak var nameField: UITextField!
        @IBOutlet weak var publicSwitch: UISwitch!

        func saveName() {
            let name = nameField.text ?? ""
            let isPublic = publicSwitch.isOn
            UserDefaults.standard.set(name, forKey: "name")
            UserDefaults.standard.set(isPublic, forKey: "public")
        }

        @IBOutlet weak var limitField: UITextField!

        func saveLimit() {
            let limit = limitField.text.flatMap { Double($0) } ?? 0
            UserDefaults.standard.set(limit, forKey: "limit")
        }
    """))
    let split = try #require(plan.splits.values.first { $0.event.parameters.contains { $0.name == "name" } })
    #expect(split.event.parameters.map(\.type) == [.written("String"), .written("Bool")])
    // `?? 0` would not tell `Int` from `Double`.
    #expect(plan.refusals.values.map(\.reason) == [.untypedValue])
  }

  @Test func oneLineCallbackIsNotSplit() throws {
    let (plan, _) = try Self.convert(Self.controller("""
        func reload() {
            ordersClient.fetchOrders { orders in self.tableView.reloadData() }
        }
    """))
    #expect(plan.splits.isEmpty)
  }

  @Test func viewStateTheDataCallReadsTravelsWithTheEvent() throws {
    let (plan, files) = try Self.convert(Self.controller("""
        func refreshTotals() {
            let total = ordersClient.total(of: self.orders)
            tableView.tag = total
        }
    """))
    let split = try #require(plan.splits.values.first)
    #expect(split.flow == .dataReading)
    #expect(split.event.parameters.map(\.name) == ["orders"])
    #expect(split.event.parameters.first?.type == .written("[Order]"))
    let view = Self.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("        output.refreshTotals(orders)\n"))
    let interactor = Self.file(files, "Interactor/OrdersInteractor.swift")
    #expect(interactor.contains("    func loadTotal(_ orders: [Order]) {\n        let total = ordersClient.total(of: orders)\n"))
  }

  @Test func viewStateTheDataCodeCallsAMethodOnStaysInTheView() throws {
    let (plan, _) = try Self.convert(Self.controller("""
        func archiveLast() {
            ordersClient.archive(orders.removeLast())
            tableView.reloadData()
        }
    """))
    #expect(plan.splits.isEmpty)
    #expect(plan.diagnostics.contains { $0.message.contains("with view code ('orders', line 9)") })
  }

  /// A callback parameter the body tests as a condition (`if updated`, `!done`, `guard granted
  /// else`, in a closure inside too) is a `Bool`, since Swift tests no other type: the display method and a kept completion
  /// take it without its type written. A parameter compared or shadowed tells nothing.
  @Test func aParameterTestedAsAConditionIsABool() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      final class SyncService {
          static let shared = SyncService()
          func refreshIfNeeded(_ name: String, completion: @escaping (Bool) -> Void) {}
          func count(_ name: String, completion: @escaping (Int) -> Void) {}
      }

      final class ShelfViewController: UIViewController {
          @IBOutlet weak var titleLabel: UILabel!

          func refresh(name: String) {
              titleLabel.text = "Refreshing"
              SyncService.shared.refreshIfNeeded(name) { [weak self] updated in
                  if updated {
                      self?.titleLabel.text = name
                  }
              }
          }

          func restore(name: String) {
              titleLabel.text = "Restoring"
              SyncService.shared.refreshIfNeeded(name) { done in
                  self.titleLabel.isHidden = !done && name.isEmpty
              }
          }

          func reload(name: String) {
              titleLabel.text = "Reloading"
              SyncService.shared.refreshIfNeeded(name) { restored in
                  DispatchQueue.main.async {
                      if restored { self.titleLabel.text = name }
                  }
              }
          }

          func countItems(name: String) {
              titleLabel.text = "Counting"
              SyncService.shared.count(name) { total in
                  self.titleLabel.isHidden = total == 0 ? true : false
              }
          }
      }

      """, path: "ShelfViewController.swift")
    let shown = plan.splits.values.compactMap(\.display).map { "\($0.name)\($0.parameters.map(\.type))" }.sorted()
    #expect(shown.count == 3 && shown.allSatisfy { $0.contains("written(\"Bool\")") }, "\(shown)")
    // `total == 0` is no test of `total` itself: its type is not told.
    #expect(plan.diagnostics.contains { $0.message.contains("the type of 'total'") }, "\(plan.diagnostics.map(\.message))")
    #expect(TaskCallbackTests.file(files, "View/ShelfViewController.swift").contains("func showRefreshIfNeededResult(_ updated: Bool"))
    try KeptCompletionTests.expectTypechecks(files, label: "tested-bool")
  }

  /// A callback parameter the body hands whole to a method of the controller takes that method's
  /// parameter type (`{ [weak self] event in self?.handle(event) }`); not a generic method's, nor
  /// when the body uses it otherwise too.
  @Test func aParameterHandedToAControllerMethodTakesItsType() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      enum ChatEvent { case typing, message(String) }

      final class ChatService {
          static let shared = ChatService()
          func subscribe(_ room: String, handler: @escaping (ChatEvent) -> Void) {}
          func latest(_ room: String, handler: @escaping (Int) -> Void) {}
      }

      final class RoomViewController: UIViewController {
          @IBOutlet weak var titleLabel: UILabel!

          func start(room: String) {
              titleLabel.text = room
              ChatService.shared.subscribe(room) { [weak self] event in
                  self?.handle(event)
              }
          }

          func refresh(room: String) {
              titleLabel.text = room
              ChatService.shared.latest(room) { count in
                  self.show(count)
              }
          }

          private func handle(_ event: ChatEvent) {
              titleLabel.text = "\\(event)"
          }

          func archive(room: String) {
              titleLabel.text = room
              ChatService.shared.latest(room) { total in
                  self.record(total)
                  self.titleLabel.isHidden = total > 3
              }
          }

          private func record(_ value: Any) {}

          func overloaded(room: String) {
              titleLabel.text = room
              ChatService.shared.latest(room) { [weak self] number in
                  self?.display(number)
              }
          }

          private func display(_ text: String) { titleLabel.text = text }
          private func display(_ number: Int) { titleLabel.text = "\\(number)" }

          func variadic(room: String) {
              titleLabel.text = room
              ChatService.shared.subscribe(room) { [weak self] many in
                  self?.collect(many)
              }
          }

          private func collect(_ events: ChatEvent...) {}

          func nested(room: String) {
              func handle(_ count: Int) { print(count) }
              titleLabel.text = room
              ChatService.shared.latest(room) { local in
                  handle(local)
              }
          }

          func guarded(room: String) {
              titleLabel.text = room
              ChatService.shared.latest(room) { [weak self] (count: Int) in
                  guard count > 0, let self = self else { return }
                  self.titleLabel.text = "\\(count)"
              }
          }

          private func show<T>(_ value: T) {
              titleLabel.text = "\\(value)"
          }
      }

      """, path: "RoomViewController.swift")
    let view = TaskCallbackTests.file(files, "View/RoomViewController.swift")
    #expect(view.contains("func showSubscribeResult(_ event: ChatEvent) {\n        self.handle(event)\n    }"), "\(view)")
    // `show<T>` tells nothing a method of another class could name; `record(_: Any)` tells less
    // than `total > 3` needs.
    #expect(plan.diagnostics.contains { $0.message.contains("the type of 'count'") }, "\(plan.diagnostics.map(\.message))")
    #expect(plan.diagnostics.contains { $0.message.contains("the type of 'total'") }, "\(plan.diagnostics.map(\.message))")
    // Nor an overloaded method (`display(_: String)` and `display(_: Int)`), a variadic
    // parameter, or a nested function hiding the controller's methods.
    for name in ["number", "many"] {
      #expect(plan.diagnostics.contains { $0.message.contains("the type of '\(name)'") }, "\(name): \(plan.diagnostics.map(\.message))")
    }
    #expect(plan.diagnostics.contains { $0.message.contains("'nested(room:)'") && $0.message.contains("not split") })
    // `guard count > 0, let self = self` binds `self` after a first condition: no display method holds it.
    #expect(!view.contains("func showLatestResult") || !view.contains("let self = self else"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "handed-parameter")
  }
  /// A callback parameter the body only assigns to properties of the controller takes their
  /// declared type (optional for an implicitly unwrapped one), in nested closures too; not when
  /// two properties disagree or the body uses the value otherwise.
  @Test func aParameterAssignedToAPropertyTakesItsType() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      struct ChatMessage { var text: String }
      final class ChatUser {}

      final class ChatAPI {
          static let shared = ChatAPI()
          func messages(in room: String, handler: @escaping ([ChatMessage], ChatUser, Int) -> Void) {}
      }

      final class RoomViewController: UIViewController {
          @IBOutlet weak var tableView: UITableView!
          var room = ""
          var messages = [ChatMessage]()
          var owner: ChatUser!
          var unread = 0
          var badge: Int?

          func load() {
              ChatAPI.shared.messages(in: room) { [weak self] messages, owner, _ in
                  DispatchQueue.main.async {
                      self?.messages = messages
                      self?.owner = owner
                      self?.tableView.reloadData()
                  }
              }
          }

          func reload() {
              ChatAPI.shared.messages(in: room) { _, _, count in
                  self.unread = count
                  self.badge = count
                  self.tableView.reloadData()
              }
          }

          func refresh() {
              ChatAPI.shared.messages(in: room) { fresh, _, _ in
                  self.messages = fresh
                  self.tableView.isHidden = fresh.isEmpty
              }
          }
      }

      """, path: "RoomViewController.swift")
    let view = TaskCallbackTests.file(files, "View/RoomViewController.swift")
    #expect(view.contains("func showMessagesResult(_ messages: [ChatMessage], owner: ChatUser?) {"), "\(view)")
    // `Int` and `Int?` are not one type; `fresh.isEmpty` needs more than a property's type tells.
    #expect(plan.diagnostics.contains { $0.message.contains("the type of 'count'") }, "\(plan.diagnostics.map(\.message))")
    #expect(plan.diagnostics.contains { $0.message.contains("the type of 'fresh'") }, "\(plan.diagnostics.map(\.message))")
    try KeptCompletionTests.expectTypechecks(files, label: "assigned-parameter")
  }
  /// A generic controller's parameter is no type another class can name: a value assigned to
  /// `var items: [Element]` is not typed by it.
  @Test func aGenericControllersParameterTypesNoHandedValue() throws {
    let (plan, _) = try TaskCallbackTests.convert("""
      import UIKit

      final class Repository<Element> {
          func fetchAll(_ completion: @escaping ([Element]) -> Void) {}
      }

      final class ListViewController<Element>: UITableViewController {
          let repository = Repository<Element>()
          var items: [Element] = []

          func reload() {
              title = "Items"
              repository.fetchAll { [weak self] items in
                  self?.items = items
              }
          }
      }

      """, path: "ListViewController.swift")
    #expect(plan.diagnostics.contains { $0.message.contains("the type of 'items'") }, "\(plan.diagnostics.map(\.message))")
  }

  /// After `guard let self else { return }` a `[weak self]` closure holds the view as a method
  /// does: a data callback there is split (its body comes back as a display method, the view
  /// reaching `self.output`), and a setting read there becomes a query. Before the guard, the
  /// weak closure's `self?.` call is handed over whole, its callback passed as a completion.
  @Test func aWeakClosureIsSplitWhereItsGuardBindsSelfAgain() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      struct Order { var total: Int }

      final class OrdersAPIClient {
          func fetchOrders(_ completion: @escaping ([Order]) -> Void) {}
      }

      final class OrdersViewController: UIViewController {
          @IBOutlet weak var tableView: UITableView!
          var orders: [Order] = []
          lazy var ordersClient = OrdersAPIClient()

          func reload() {
              DispatchQueue.main.async { [weak self] in
                  guard let self else { return }
                  self.tableView.isHidden = false
                  self.ordersClient.fetchOrders { (orders: [Order]) in
                      self.orders = orders
                      self.tableView.reloadData()
                  }
              }
          }

          func refresh() {
              DispatchQueue.main.async { [weak self] in
                  self?.ordersClient.fetchOrders { (orders: [Order]) in
                      self?.orders = orders
                  }
                  guard let self else { return }
                  self.tableView.isHidden = UserDefaults.standard.bool(forKey: "hidesOrders")
              }
          }
      }

      """, path: "OrdersViewController.swift")
    let reload = try #require(plan.model.members.first { $0.name == "reload()" })
    #expect(plan.splits[reload.id]?.flow == .dataCallback)
    let view = Self.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("""
                guard let self else { return }
                self.tableView.isHidden = false
                self.output.reload()
            }
    """), "\(view)")
    #expect(view.contains("            guard let self else { return }\n            self.tableView.isHidden = self.output.hidesOrders()\n"), "\(view)")
    #expect(view.contains("func showFetchOrdersResult"), "\(view)")
    // Before the guard: `self?.` reaches the view, and the moved call takes its callback.
    #expect(view.contains("self?.output.fetchOrdersOnRefresh { (orders: [Order]) in\n                self?.orders = orders"), "\(view)")
    let refresh = try #require(plan.model.members.first { $0.name == "refresh()" })
    #expect(plan.splits[refresh.id] == nil)
    try KeptCompletionTests.expectTypechecks(files, label: "weak-closure-guard")
  }

  /// A closure that binds `self` to a name never moves whole to the router, where `self` would be
  /// the router (helper review: `DispatchQueue.main.async { [weak self] in guard let self else {
  /// return }; self.dismiss(animated: true) }` became `guard let viewController else`): the
  /// closure stays, and the navigation after the guard is handed over from inside it. So is the
  /// navigation of a closure binding another name (`guard let strongSelf = self`), through that
  /// name (`SelfAliasTests`; it kept its code before aliases were read as `self`).
  @Test func aClosureBindingSelfStaysAndItsNavigationIsHandedOverFromInside() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      final class ProfileViewController: UIViewController {
          @IBOutlet weak var nameLabel: UILabel!

          func close() {
              nameLabel.text = "y"
              DispatchQueue.main.async { [weak self] in
                  guard let self else { return }
                  self.dismiss(animated: true)
              }
          }

          func next() {
              nameLabel.text = "y"
              DispatchQueue.main.async { [weak self] in
                  guard let strongSelf = self else { return }
                  strongSelf.performSegue(withIdentifier: "next", sender: nil)
              }
          }

          func closeLater() {
              DispatchQueue.main.async { [weak self] in
                  guard let self else { return }
                  self.dismiss(animated: true)
              }
          }
      }

      """, path: "ProfileViewController.swift")
    let view = Self.file(files, "View/ProfileViewController.swift")
    #expect(view.contains("""
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                self.output.close()
            }
    """), "\(view)")
    #expect(view.contains("guard let strongSelf = self else { return }\n            strongSelf.output.showNext()"), "\(view)")
    #expect(!Self.file(files, "Router/PageRouter.swift").contains("DispatchQueue"))
    #expect(plan.splits.isEmpty)
    // Nothing but such a closure: the member is no router method either.
    let closeLater = try #require(plan.model.members.first { $0.name == "closeLater()" })
    #expect(plan.classified.layer(of: closeLater.id) == .view)
    #expect(view.contains("    func closeLater() {\n        DispatchQueue.main.async { [weak self] in\n            guard let self else { return }\n"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "closure-binding-self")
  }
}
