import Testing
import ViperizeCore
@testable import ViperizeKit

/// Shared services (`SharedServiceRule`): a service the controller holds, set only while it is
/// created, stays in the view, and the Assembly passes the same object to the layers whose code
/// uses it; one that other code or a method may replace later is not shared.
@Suite struct SharedServiceTests {
  static func convert(_ body: String) throws -> (plan: ModulePlan, files: [String: String]) {
    try CallbackSplitTests.convert(ScopeCheckTests.swiftController(body))
  }

  static let initializer = """
      init(store: OrderStore) {
          self.store = store
          super.init(nibName: nil, bundle: nil)
      }
  """

  @Test func aServiceSetInInitIsPassedByTheAssemblyAndItsCallsLeave() throws {
    let (plan, files) = try Self.convert("""
        let store: OrderStore
    \(Self.initializer)
        func archive(_ order: Order) {
            store.archive(order)
            tableView.reloadData()
        }
    """)
    #expect(plan.splits.count == 1)
    #expect(ScopeCheckTests.layer(plan, "store") == "view")
    let assembly = CallbackSplitTests.file(files, "OrdersAssembly.swift")
    #expect(assembly.contains("interactor.store = viewController.store"))
    let interactor = CallbackSplitTests.file(files, "OrdersInteractor.swift")
    #expect(interactor.contains("var store: OrderStore!"))
    #expect(interactor.contains("store.archive(order)"))
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("    let store: OrderStore\n"))
  }

  @Test func aPrivateServiceBecomesReadableNotSettable() throws {
    let (plan, files) = try Self.convert("""
        private var store: OrderStore
    \(Self.initializer)
        func archive(_ order: Order) {
            store.archive(order)
            tableView.reloadData()
        }
    """)
    #expect(plan.injections.contains { $0.fromView && $0.propertyName == "store" })
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("private(set) var store: OrderStore"))
    #expect(ScopeCheckTests.diagnostics(plan).contains("its setter stays private"))
  }

  @Test func anOptionalServiceStaysOptionalInTheLayer() throws {
    let (_, files) = try Self.convert("""
        private let store: OrderStore?
        init(store: OrderStore?) {
            self.store = store
            super.init(nibName: nil, bundle: nil)
        }
        func archive(_ order: Order) {
            store?.archive(order)
            tableView.reloadData()
        }
    """)
    #expect(CallbackSplitTests.file(files, "OrdersInteractor.swift").contains("var store: OrderStore?\n"))
  }

  @Test func aServiceOtherCodeOrAMethodMayReplaceIsNotShared() throws {
    // Other code may set a non-private `var` after the module was assembled; a method replaces
    // the second one: a copy in the interactor would keep the old object.
    let (plan, _) = try Self.convert("""
        var store: OrderStore!
        private var backupStore: OrderBackupStore
        init(backupStore: OrderBackupStore) {
            self.backupStore = backupStore
            super.init(nibName: nil, bundle: nil)
        }
        func archive(_ order: Order) { store.archive(order); tableView.reloadData() }
        func switchBackup(to other: OrderBackupStore) { backupStore = other }
        func backUp(_ order: Order) { backupStore.save(order); tableView.reloadData() }
    """)
    #expect(plan.injections.isEmpty)
    #expect(plan.splits.isEmpty)
  }
}
