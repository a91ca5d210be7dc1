import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// Defects found by a second set of controllers written in the shapes of public apps: code that
/// did not compile once split.
@Suite struct ProbeTwoDefectTests {
  /// The presenter keeps the decision `if let url = URL(string: path)`: the branch's route takes
  /// the name the condition binds. It used to read an undeclared `url`.
  @Test func aRouteTakesTheNameItsDecisionBinds() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func openItem(_ path: String) {
            titleLabel.text = path
            if let url = URL(string: path) {
                performSegue(withIdentifier: "web", sender: url)
            } else {
                performSegue(withIdentifier: "showItem", sender: path)
            }
        }
    """), path: "PageViewController.swift")
    let split = try #require(plan.splits.values.first)
    #expect(split.flow == .navigationDecision)
    let presenter = TaskCallbackTests.file(files, "Presenter/PagePresenter.swift")
    #expect(presenter.contains("        if let url = URL(string: path) {\n            router.showPath(url)\n"), "\(presenter)")
    #expect(TaskCallbackTests.file(files, "Router/PageRouter.swift").contains(
      "func showPath(_ url: URL) {\n        transitionHandler?.performSegue(withIdentifier: \"web\", sender: url)"))
    try KeptCompletionTests.expectTypechecks(files, label: "decision binding")
  }

  /// A name bound by the condition whose type the source does not state cannot be handed over:
  /// the decision is not split, and the branch's navigation is handed over in place.
  @Test func anUntypedConditionBindingKeepsTheDecisionInTheView() throws {
    let (plan, _) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func openItem(_ item: Item) {
            titleLabel.text = item.name
            if let link = item.link {
                present(SFSafariViewController(url: link), animated: true)
            } else {
                performSegue(withIdentifier: "showItem", sender: item)
            }
        }
    """), path: "PageViewController.swift")
    #expect(plan.splits.isEmpty)
    #expect(plan.refusals.values.contains { $0.reason == .untypedValue })
  }
}
