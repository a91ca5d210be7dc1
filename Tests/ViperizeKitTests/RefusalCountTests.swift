import Testing
import ViperizeCore

@testable import ViperizeKit

/// The plan counts the mixed members it leaves in the view by the reason they were not split
/// (issue 14): the summary line and each member's JSON `refusal` say it.
@Suite struct RefusalCountTests {
  @Test func refusalsAreCountedByReasonMostFrequentFirst() throws {
    let (plan, _) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func refresh() {
            tableView.rowHeight = ordersClient.rowHeight()
        }
        func reload() {
            tableView.contentOffset.y = ordersClient.savedOffset()
        }
        func showDetail() {
            ordersClient.reload()
            tableView.reloadData()
            navigationController?.pushViewController(DetailViewController(), animated: true)
        }
    """))
    let reasons = plan.refusalCounts.map { "\($0.reason.rawValue) \($0.count)" }
    #expect(reasons == ["one statement mixes layers 2"], "\(plan.diagnostics.map(\.message))")
    // Interleaved with view code, the data call and the push are handed over where they stand.
    let showDetail = plan.model.members.first { $0.name == "showDetail()" }!
    #expect(plan.refusals[showDetail.id] == nil)
    #expect(plan.inPlaceCalls[showDetail.id]?.map(\.layer) == [.interactor, .router])
    let refresh = plan.model.members.first { $0.name == "refresh()" }!
    #expect(plan.refusals[refresh.id]?.detail.hasPrefix("line 9 mixes interactor code with view code") == true)
  }
}
