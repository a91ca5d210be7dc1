import Testing
import ViperizeCore
import ViperizeSwift

@testable import ViperizeKit

/// `async`/`await` data calls keep their asynchrony: the chain view → presenter → interactor is
/// awaited (and `throws` where errors escape), and a `do` body or a `Task { }` closure is split in
/// place (issue 3).
@Suite struct AsyncSplitTests {
  static func controller(_ body: String) -> String {
    """
    import UIKit

    final class OrdersViewController: UIViewController {
        @IBOutlet weak var tableView: UITableView!
        var orders: [Order] = []
        private var ordersService = OrdersService()

    \(body)
    }

    """
  }

  /// The controller with the service and model it uses declared, for the type-checker.
  static func typedController(_ body: String, extra: String = "", declarations: String = "") -> String {
    controller(body) + """

    struct Order {}
    \(declarations)
    final class OrdersService {
        func archiveDelivered() async {}
        func archive(_ order: Order) async throws {}
    \(extra)
    }

    """
  }

  @Test func doBodyIsSplitAndTheCatchClausesStayInTheView() throws {
    let (plan, files) = try CallbackSplitTests.convert(Self.controller("""
        func reload() async {
            do {
                let all = try await ordersService.fetchOrders()
                orders = all
            } catch {
                tableView.isHidden = true
            }
        }
    """))
    let split = try #require(plan.splits.values.first)
    #expect(split.flow == .dataReading)
    #expect(split.blockPath == [BlockStep(statement: 0)])
    #expect(split.event.isAsync && split.event.throwsErrors)
    #expect(split.load?.name == "loadOrders")
    #expect(split.load?.isAsync == true && split.load?.throwsErrors == true)
    #expect(split.loaded?.isAsync == false)
    // `all` says nothing; the data call names the methods, the assigned property types the value.
    #expect(split.loaded?.name == "didLoadOrders")
    #expect(split.display?.parameters == [PlannedParameter(name: "all", type: .written("[Order]"))])

    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("""
            do {
                try await output.reload()
            } catch {
                tableView.isHidden = true
            }
    """))
    #expect(view.contains("    func showOrders(_ all: [Order]) {\n        orders = all\n    }"))
    #expect(CallbackSplitTests.file(files, "View/OrdersViewOutput.swift").contains("@MainActor func reload() async throws\n"))
    #expect(CallbackSplitTests.file(files, "Presenter/OrdersPresenter.swift").contains("""
        @MainActor func reload() async throws {
            try await interactor.loadOrders()
        }
    """))
    #expect(CallbackSplitTests.file(files, "Interactor/OrdersInteractor.swift").contains("""
        @MainActor func loadOrders() async throws {
            let all = try await ordersService.fetchOrders()
            output?.didLoadOrders(all)
        }
    """))
  }

  @Test func taskClosureIsSplitInPlace() throws {
    let (plan, files) = try CallbackSplitTests.convert(Self.controller("""
        func archive() {
            tableView.alpha = 0.5
            Task {
                await ordersService.archiveDelivered()
                tableView.alpha = 1
            }
        }
    """))
    let split = try #require(plan.splits.values.first)
    #expect(split.blockPath == [BlockStep(statement: 1)])
    // Not a reading verb: the call keeps its name. Nothing throws.
    #expect(split.load?.name == "archiveDelivered")
    #expect(split.load?.isAsync == true && split.load?.throwsErrors == false)
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    // In a closure the view names `self` (an escaping closure other than `Task`'s must).
    #expect(view.contains("        Task {\n            await self.output.archive()\n            tableView.alpha = 1\n        }"))
  }

  @Test func caughtTryDoesNotMakeTheEventThrow() throws {
    let (plan, _) = try CallbackSplitTests.convert(Self.controller("""
        func refresh() async {
            let count = (try? await ordersService.unreadCount()) ?? 0
            tableView.tag = count
        }
    """))
    let split = try #require(plan.splits.values.first)
    #expect(split.blockPath.isEmpty)
    #expect(split.event.isAsync && !split.event.throwsErrors)
  }

  /// A weakly capturing `Task` is not split, but its awaited data call is handed over where it
  /// stands, through the same weak receiver: the call awaits the interactor's, and the view's
  /// next statement runs after it as before.
  @Test func weaklyCapturingTaskIsNotEnteredButItsAwaitedCallIsHandedOver() throws {
    let (plan, files) = try CallbackSplitTests.convert(Self.typedController("""
        func archive() {
            Task { [weak self] in
                await self?.ordersService.archiveDelivered()
                self?.tableView.alpha = 1
            }
        }
    """))
    #expect(plan.splits.isEmpty)
    let call = try #require(plan.inPlaceCalls.values.joined().first)
    #expect(call.method.isAsync && !call.method.throwsErrors)
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("            await self?.output.archiveDelivered()\n            self?.tableView.alpha = 1\n"), "\(view)")
    let interactor = CallbackSplitTests.file(files, "Interactor/OrdersInteractor.swift")
    #expect(interactor.contains("    @MainActor func archiveDelivered() async {\n        await self.ordersService.archiveDelivered()\n    }"), "\(interactor)")
    try KeptCompletionTests.expectTypechecks(files, label: "weak-task-await")
  }

  /// Statements that await or throw are handed over to a method that does the same, called with
  /// the same marks where they stood: the error still reaches the view's `catch`.
  @Test func anAwaitedThrowingRunIsHandedOverInPlace() throws {
    let (plan, files) = try CallbackSplitTests.convert(Self.typedController("""
        func archive(_ order: Order) {
            Task { [weak self] in
                do {
                    try await self?.ordersService.archive(order)
                    self?.tableView.alpha = 1
                } catch {
                    self?.tableView.isHidden = true
                }
            }
        }
    """))
    let call = try #require(plan.inPlaceCalls.values.joined().first)
    #expect(call.method.isAsync && call.method.throwsErrors)
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("                try await self?.output.archive(order)\n                self?.tableView.alpha = 1\n"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "await-throw-run")
  }

  /// A local declared with an awaited, throwing call is that call's value (`let data = try
  /// await URLSession.shared.data(from: url)`), typed by what URLSession's async loads return,
  /// on a session only: the load is split, its result displayed before the awaited event
  /// returns (in a `Task`'s `do` body too, where `tableView.reloadData()` still runs after it).
  @Test func anAwaitedSessionLoadDeclaringALocalIsAQueryOrASplit() throws {
    let (plan, files) = try CallbackSplitTests.convert(Self.typedController("""
        func load(_ url: URL) {
            Task {
                do {
                    let data = try await URLSession.shared.data(from: url)
                    tableView.isHidden = data.0.isEmpty
                    tableView.reloadData()
                } catch {
                    tableView.isHidden = true
                }
            }
        }

        func reload(_ url: URL) async throws {
            let response = try await URLSession.shared.data(for: URLRequest(url: url))
            tableView.isHidden = response.0.isEmpty
        }

        func cached(_ key: String) async throws {
            let data = try await ordersService.data(for: key)
            tableView.isHidden = data.isEmpty
        }
    """, extra: "    func data(for key: String) async throws -> Data { Data() }"))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("                try await self.output.load(url)\n                tableView.reloadData()\n"), "\(view)")
    #expect(view.contains("    func showData(_ data: (Data, URLResponse)) {\n        tableView.isHidden = data.0.isEmpty\n"), "\(view)")
    let interactor = CallbackSplitTests.file(files, "Interactor/OrdersInteractor.swift")
    #expect(interactor.contains("let data = try await URLSession.shared.data(from: url)"), "\(interactor)")
    let reload = try #require(plan.model.members.first { $0.name == "reload(_:)" })
    #expect(plan.splits[reload.id]?.loaded?.parameters == [PlannedParameter(name: "response", type: .written("(Data, URLResponse)"))])
    // An app's own `data(for:)` is no session load: its value's type is not told.
    let cached = try #require(plan.model.members.first { $0.name == "cached(_:)" })
    #expect(plan.splits[cached.id] == nil)
    try KeptCompletionTests.expectTypechecks(files, label: "session-load")
  }

  /// The review's counter-examples to awaiting in-place calls: view state read after the code
  /// suspends (the view would pass it before), a weak `self` checked again after a suspension,
  /// a value returned through `self?.output` (optional), a nonisolated member (off the main
  /// actor), and typed or rethrown errors (the new methods would throw `any Error`).
  @Test func awaitingCodeThatMustStayInTheView() throws {
    let (plan, files) = try CallbackSplitTests.convert(Self.typedController("""
        var draft = Order()

        func refresh() async {
            tableView.alpha = 0.5
            orders = (try? await ordersService.fetch()) ?? orders
            tableView.alpha = 1
        }

        func archiveLater() {
            Task { [weak self] in
                await self?.ordersService.archiveDelivered()
                self?.ordersService.clearCache()
                self?.tableView.alpha = 1
            }
        }

        func archiveDraft() {
            Task {
                do {
                    try await ordersService.archive(draft)
                    ordersService.markClean(draft)
                    tableView.alpha = 1
                } catch {
                    tableView.isHidden = true
                }
            }
        }

        func countLater() {
            Task { [weak self] in
                let count: Int = await self?.ordersService.count() ?? 0
                self?.tableView.tag = count + 1
            }
        }

        nonisolated func compactInBackground() async {
            await ordersService.archiveDelivered()
            ordersService.clearCache()
            await MainActor.run { self.tableView.alpha = 1 }
        }

        func archiveTyped(_ order: Order) async throws(ArchiveError) {
            tableView.alpha = 0.5
            do { try await ordersService.archive(order) } catch { throw ArchiveError.failed }
            try ordersService.commit()
            tableView.alpha = 1
        }
    """, extra: """
        func fetch() async throws -> [Order] { [] }
        func clearCache() {}
        func markClean(_ order: Order) {}
        func count() async -> Int { 0 }
        func commit() throws(ArchiveError) {}
    """, declarations: "enum ArchiveError: Error { case failed }\n"))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(!view.contains("orders = await output") && !view.contains("orders = try await output"), "\(view)")
    #expect(view.contains("            await self?.ordersService.archiveDelivered()\n            self?.output.clearCache()\n"), "\(view)")
    #expect(view.contains("try await ordersService.archive(draft)\n                self.output.markClean(self.draft)\n"), "\(view)")
    #expect(!view.contains("let count = self?.output"), "\(view)")
    #expect(view.contains("        await ordersService.archiveDelivered()\n        ordersService.clearCache()\n"), "\(view)")
    #expect(!view.contains("await output.compactInBackground()"), "\(view)")
    #expect(view.contains("        try ordersService.commit()\n"), "\(view)")
    #expect(plan.refusals.values.contains { $0.reason == .offMainActor })
    try KeptCompletionTests.expectTypechecks(files, label: "await-stays")
  }

  /// A capture list in moved code naming a stored property (`{ [ordersService] in … }`) would
  /// capture the interactor's, which the Assembly injects as `OrdersService!` (an optional
  /// there): such code stays with the view.
  @Test func aCaptureListNamingAPropertyStaysWithTheView() throws {
    let (_, files) = try CallbackSplitTests.convert(Self.typedController("""
        func archiveAll() {
            Task {
                tableView.alpha = 0.5
                await Task.detached { [ordersService] in
                    await ordersService.archiveDelivered()
                }.value
                tableView.alpha = 1
            }
        }
    """))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("            await Task.detached { [ordersService] in\n"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "capture-list")
  }

  /// `let service = self.ordersService` copies a property the Assembly injects into the
  /// interactor as `OrdersService!`: there the copy would be an `OrdersService?`. The copy stays
  /// with the view, and a member of the property (`ordersService.name`) is a plain value anywhere.
  @Test func aCopyOfAnInjectedPropertyStaysWithTheView() throws {
    let (_, files) = try CallbackSplitTests.convert(Self.typedController("""
        func archiveAll() async {
            let service = self.ordersService
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<2 {
                    group.addTask { await service.archiveDelivered() }
                }
            }
            tableView.alpha = 1
        }
    """))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("        let service = self.ordersService\n"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "injected-copy")
  }

  /// `for await` suspends and `async let` may only be declared where code can await: neither
  /// moves into a method that does not.
  @Test func forAwaitAndAsyncLetAwait() throws {
    let (_, files) = try CallbackSplitTests.convert(Self.typedController("""
        func watch() async {
            tableView.alpha = 0.5
            async let first: Int = ordersService.count()
            tableView.alpha = 1
            tableView.tag = await first
        }
    """, extra: """
        func count() async -> Int { 0 }
    """))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(!view.contains("async let first: Int = output."), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "async-let")
  }

  @Test func displayThatAwaitsIsRefused() throws {
    let (plan, _) = try CallbackSplitTests.convert(Self.controller("""
        func reload() async {
            let all = await ordersService.fetchOrders()
            await animateIn(all)
        }

        func animateIn(_ orders: [Order]) async {
            tableView.alpha = 1
        }
    """))
    #expect(plan.splits.isEmpty)
    #expect(plan.diagnostics.contains { $0.message.contains("awaits or throws while displaying") })
  }

  @Test func helperTheControllerReassignsIsStateNotConfiguration() throws {
    let (plan, _) = try CallbackSplitTests.convert(Self.controller("""
        func useStaging() {
            ordersService = OrdersService(staging: true)
        }

        func reload() async {
            let all = await ordersService.fetchOrders()
            orders = all
        }
    """))
    let service = try #require(plan.model.members.first { $0.name == "ordersService" })
    #expect(plan.classified.layer(of: service.id) == .view)
    #expect(plan.splits.isEmpty)
    #expect(plan.diagnostics.contains { $0.message.contains("with view code ('ordersService', line 13)") })
  }

  @Test func earlyReturnInMovedCodeKeepsTheRestOfTheViewCodeFromRunningAnyway() throws {
    let (plan, _) = try CallbackSplitTests.convert(Self.controller("""
        func reload() {
            Task {
                guard let all = try? await ordersService.fetchOrders() else { return }
                orders = all
                tableView.alpha = 1
            }
        }
    """))
    #expect(plan.splits.isEmpty)
    #expect(plan.diagnostics.contains { $0.message.contains("line 10 returns early, and line 12 would then run anyway") })
  }

  @Test func closureParametersTravelAsEventParameters() throws {
    let (plan, files) = try CallbackSplitTests.convert(Self.controller("""
        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(forName: .ordersChanged, object: nil, queue: .main) { note in
                let all = ordersService.cachedOrders(for: note)
                orders = all
            }
        }
    """))
    let split = try #require(plan.splits.values.first)
    #expect(split.event.parameters.map(\.name) == ["note"])
    #expect(split.load?.name == "cachedOrders")
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("{ note in\n            self.output.viewIsReady(note)\n        }"))
  }
  /// A run whose read the next statement turns into the value it assigns through closures a call
  /// takes (`plans = products.map { Plan(product: $0) }`) returns that value: the closures run as
  /// it is computed and move with it. Not when a closure reaches the view (`self.plan(for:)`).
  @Test func aValueComputedThroughClosuresItsCallsTakeIsReturned() throws {
    let (_, files) = try TaskCallbackTests.convert("""
      import UIKit

      struct Plan { var price: Double; init(product: Product) { price = 1 } }
      final class Product {}
      final class StoreManager {
          static let shared = StoreManager()
          func products(for ids: [String]) async throws -> [Product] { [] }
      }

      final class PageViewController: UIViewController {
          @IBOutlet weak var titleLabel: UILabel!
          var plans: [Plan] = []
          var others: [Plan] = []

          func loadPlans() async {
              do {
                  let products = try await StoreManager.shared.products(for: ["monthly"])
                  plans = products.map { Plan(product: $0) }.sorted { $0.price < $1.price }
                  titleLabel.isHidden = plans.isEmpty
              } catch {
                  titleLabel.isHidden = true
              }
          }

          func loadOthers() async {
              do {
                  let products = try await StoreManager.shared.products(for: ["yearly"])
                  others = products.map { self.plan(for: $0) }
                  titleLabel.isHidden = others.isEmpty
              } catch {
                  titleLabel.isHidden = true
              }
          }

          private func plan(for product: Product) -> Plan {
              titleLabel.text = "plan"
              return Plan(product: product)
          }
      }

      """, path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("plans = try await output.plansOnLoadPlans()"), "\(view)")
    #expect(TaskCallbackTests.file(files, "Interactor/PageInteractor.swift").contains(
      "return products.map { Plan(product: $0) }.sorted { $0.price < $1.price }"))
    #expect(view.contains("others = products.map { self.plan(for: $0) }"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "closure value")
  }
}
