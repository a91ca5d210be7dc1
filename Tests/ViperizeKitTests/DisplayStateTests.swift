import Testing
import ViperizeCore
@testable import ViperizeKit

/// Display state (`DisplayStateRule`): the presenter holds what the screen shows, the view keeps
/// a forwarding property; helpers and data-source callbacks computing from it follow it, unless
/// the generated code could not compile or would change behaviour.
@Suite struct DisplayStateTests {
  static func convert(_ body: String) throws -> (plan: ModulePlan, files: [String: String]) {
    try CallbackSplitTests.convert(ScopeCheckTests.swiftController(body))
  }

  static func layer(_ plan: ModulePlan, _ name: String) -> String { ScopeCheckTests.layer(plan, name) }

  @Test func stateTheScreenAssignsMovesAndTheViewForwardsIt() throws {
    let (plan, files) = try Self.convert("""
        private var showsArchived = false
        func toggle() { showsArchived.toggle(); showsArchived = !showsArchived }
    """)
    #expect(Self.layer(plan, "showsArchived") == "presenter")
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("private var showsArchived: Bool {\n        get { output.showsArchived }\n        set { output.showsArchived = newValue }\n    }"))
    #expect(CallbackSplitTests.file(files, "OrdersViewOutput.swift").contains("var showsArchived: Bool { get set }"))
    #expect(CallbackSplitTests.file(files, "OrdersPresenter.swift").contains("var showsArchived = false"))
  }

  @Test func stateOnlyAPresenterHelperUsesStillKeepsItsViewProperty() throws {
    // Other code may set `count` on the controller: the view keeps the property.
    let (plan, files) = try Self.convert("""
        var count = 0
        func bump() { count += 1 }
    """)
    #expect(Self.layer(plan, "count") == "presenter")
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("var count: Int {"))
  }

  @Test func constantsHandlesSeveralNamesAndGeneratedNamesStay() throws {
    let (plan, _) = try Self.convert("""
        private var cellID = "Cell"
        var timer: Timer?
        var first = 0, second = 0
        var router = 0
        func tick() { timer = nil; first = 1; second = 2; router = 3 }
    """)
    for name in ["cellID", "timer", "first", "router"] { #expect(Self.layer(plan, name) == "view", "\(name)") }
  }

  @Test func aCallbackTheStateAnswersForwardsAndOneItCannotStays() throws {
    let (plan, files) = try Self.convert("""
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            return orders.count
        }
        func tableView(_: UITableView, titleForHeaderInSection _: Int) -> String? {
            orders.isEmpty ? nil : "Orders"
        }
        func reload() { orders = [] }
    """)
    #expect(Self.layer(plan, "tableView(_:numberOfRowsInSection:)") == "presenter")
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift")
      .contains("return output.tableView(tableView, numberOfRowsInSection: section)"))
    // Unnamed parameters cannot be forwarded by name.
    #expect(Self.layer(plan, "tableView(_:titleForHeaderInSection:)") == "view")
  }

  @Test func helpersTheOtherLayersCallOrThatTheProtocolCannotDeclareStay() throws {
    let (plan, _) = try Self.convert("""
        func firstOrder() -> Order? { orders.first }
        func openFirst() { navigationController?.pushViewController(UIViewController(), animated: firstOrder() != nil) }
        func lastOrders(max: Int = 5) -> [Order] { Array(orders.suffix(max)) }
        func reload() { orders = lastOrders() }
    """)
    #expect(Self.layer(plan, "firstOrder()") == "view")
    #expect(Self.layer(plan, "lastOrders(max:)") == "view")
  }

  /// A caller with UI code of its own stays in the view, however it splits: the helper may move,
  /// and the view's code calls it through `output`.
  @Test func aHelperAMixedViewMemberCallsFollowsTheState() throws {
    let (plan, files) = try Self.convert("""
        func isEmpty(_ section: Int) -> Bool { orders.isEmpty || section > 0 }
        func remove(at section: Int) {
            ordersClient.remove(section)
            if isEmpty(section) {
                tableView.reloadData()
            }
        }
    """)
    #expect(Self.layer(plan, "isEmpty(_:)") == "presenter")
    #expect(Self.layer(plan, "remove(at:)") == "mixed")
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("if output.isEmpty(section) {"))
  }

  /// Router code never calls a presenter method: a neutral statement calling one does not join it.
  @Test func navigationCodeDoesNotCallAPresenterHelper() throws {
    let (plan, files) = try Self.convert("""
        func order(at row: Int) -> Order? { orders.indices.contains(row) ? orders[row] : nil }
        func openRow(_ row: Int) {
            tableView.reloadData()
            let order = order(at: row)
            navigationController?.pushViewController(OrderViewController(order: order), animated: true)
        }
    """)
    #expect(Self.layer(plan, "order(at:)") == "presenter")
    #expect(!CallbackSplitTests.file(files, "Router/OrdersRouter.swift").contains("order(at:"))
  }

  @Test func aSharedInstanceIsNotDisplayState() throws {
    // The frontend types `Order.current` as an `Order` (a shared instance); it is not the
    // screen's own value, as `Order.shared` is not.
    let (plan, _) = try Self.convert("""
        var current = Order.current
        var shared = Order.shared
        func reset() { current = Order(); shared = Order() }
    """)
    #expect(Self.layer(plan, "current") == "view")
    #expect(Self.layer(plan, "shared") == "view")
  }
}
