import Testing
import ViperizeCore

@testable import ViperizeKit

/// `prepare(for:sender:)`: branches that only configure the destination go to the router, the data
/// they hand over becomes the router method's parameters; branches that need the view stay.
@Suite struct SegueSplitTests {
  static func convert(_ prepareBody: String) throws -> (plan: ModulePlan, files: [String: String]) {
    try CallbackSplitTests.convert(CallbackSplitTests.controller("""
        var selectedOrder: Order?
        func notifyOrderShown() {}

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    \(prepareBody)
        }
    """))
  }

  @Test func destinationConfigurationBecomesRouterMethodWithTheDataAsParameters() throws {
    let (plan, files) = try Self.convert("""
            if segue.identifier == "ShowOrderDetail" {
                let detail = segue.destination as! OrderDetailViewController
                detail.order = self.selectedOrder
                detail.sender = sender
            }
    """)
    let split = try #require(plan.splits.values.first)
    #expect(split.flow == .seguePreparation)
    let route = try #require(split.routes.first?.method)
    #expect(route.name == "prepareOrderDetail")
    #expect(route.firstLabel == "for")
    #expect(route.parameters.map(\.name) == ["segue", "sender", "selectedOrder"])
    #expect(route.parameters.last?.type == .written("Order?"))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("""
            if segue.identifier == "ShowOrderDetail" {
                output.prepareOrderDetail(for: segue, sender: sender, selectedOrder: selectedOrder)
            }
    """))
    let router = CallbackSplitTests.file(files, "Router/OrdersRouter.swift")
    #expect(router.contains("func prepareOrderDetail(for segue: UIStoryboardSegue, sender: Any?, selectedOrder: Order?) {"))
    // `self.selectedOrder` reads the parameter in the router.
    #expect(router.contains("        detail.order = selectedOrder\n"))
    #expect(CallbackSplitTests.file(files, "Presenter/OrdersPresenter.swift")
      .contains("router.prepareOrderDetail(for: segue, sender: sender, selectedOrder: selectedOrder)"))
  }

  @Test func branchesThatNeedTheViewStayWithReasons() throws {
    let (plan, _) = try Self.convert("""
            switch segue.identifier {
            case "ShowForm":
                let form = segue.destination as! OrderFormViewController
                form.delegate = self
            case "ShowHelp":
                notifyOrderShown()
                segue.destination.title = "Help"
            default:
                super.prepare(for: segue, sender: sender)
            }
    """)
    #expect(plan.splits.isEmpty)
    let warning = try #require(plan.diagnostics.first { $0.id == "viperize.mixed-member" })
    #expect(warning.message.contains("hands over the view itself ('self'"))
    #expect(warning.message.contains("calls 'notifyOrderShown'"))
  }

  @Test func writesToViewStateStay() throws {
    let (plan, _) = try Self.convert("""
            if segue.identifier == "ShowOrderDetail" {
                selectedOrder = nil
                segue.destination.title = "Order"
            }
    """)
    #expect(plan.splits.isEmpty)
    #expect(plan.diagnostics.contains { $0.message.contains("changes the view's 'selectedOrder'") })
  }

  @Test func viewStateReadByPerformSegueBecomesARouterParameter() throws {
    let (plan, files) = try CallbackSplitTests.convert(CallbackSplitTests.controller("""
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            performSegue(withIdentifier: "ShowOrder", sender: self.orders[indexPath.row])
        }
    """))
    let route = try #require(plan.splits.values.first?.routes.first?.method)
    #expect(route.name == "showOrder")
    #expect(route.parameters.map(\.name) == ["indexPath", "orders"])
    #expect(route.parameters.last?.type == .written("[Order]"))
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("output.didSelectRow(at: indexPath, orders: orders)"))
    #expect(CallbackSplitTests.file(files, "Router/OrdersRouter.swift")
      .contains("transitionHandler?.performSegue(withIdentifier: \"ShowOrder\", sender: orders[indexPath.row])"))
  }

  @Test func outletsAreNotHandedToTheRouter() throws {
    let (plan, _) = try Self.convert("""
            if segue.identifier == "ShowOrderDetail" {
                segue.destination.title = tableView.description
            }
    """)
    #expect(plan.splits.isEmpty)
    #expect(plan.diagnostics.contains { $0.message.contains("uses the view's 'tableView'") })
  }

  @Test func theDestinationTheConditionBindsIsAParameterTypedByItsCast() throws {
    let (plan, files) = try Self.convert("""
            if let detail = segue.destination as? OrderDetailViewController {
                detail.order = selectedOrder
            }
            if segue.identifier == "Reorder" {
                notifyOrderShown()
            }
    """)
    let route = try #require(plan.splits.values.first?.routes.first?.method)
    // No body reads the segue: it is not passed, and the name has no `for`.
    #expect(route.name == "prepareOrderDetail")
    #expect(route.parameters.map(\.name) == ["detail", "selectedOrder"])
    #expect(route.parameters.first?.type == .written("OrderDetailViewController"))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("output.prepareOrderDetail(detail, selectedOrder: selectedOrder)"), "\(view)")
  }

  @Test func anUntypedLocalBoundOutsideTheBranchCannotFollowIt() throws {
    let (plan, _) = try Self.convert("""
            let detail = segue.destination
            if segue.identifier == "ShowOrderDetail" {
                detail.title = "Order"
            }
    """)
    #expect(plan.splits.isEmpty)
    #expect(plan.diagnostics.contains { $0.message.contains("uses 'detail', bound outside the branch") })
  }

  @Test func aNameBoundWithTwoTypesOrAssignedInTheBranchStays() throws {
    let (plan, _) = try Self.convert("""
            var caption: String = "Order"
            if let detail = segue.destination as? OrderDetailViewController {
                detail.order = selectedOrder
            }
            if let detail = segue.destination as? UINavigationController {
                detail.title = "Orders"
            }
            if segue.identifier == "Edit" {
                caption = "Edit"
                segue.destination.title = caption
            }
    """)
    // The first `detail` is the only one bound so far: its branch is routed with its type. The
    // second is bound again with another type, and the third branch assigns `caption`: both stay.
    let routes = try #require(plan.splits.values.first?.routes)
    #expect(routes.map(\.method.name) == ["prepareOrderDetail"])
    #expect(routes.first?.method.parameters.first?.type == .written("OrderDetailViewController"))
  }
}
