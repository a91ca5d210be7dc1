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
  static func typedController(_ body: String) -> String {
    controller(body) + """

    struct Order {}

    final class OrdersService {
        func archiveDelivered() async {}
        func archive(_ order: Order) async throws {}
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
}
