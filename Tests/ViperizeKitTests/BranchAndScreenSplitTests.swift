import Testing
import ViperizeCore

@testable import ViperizeKit

/// Issue 14: a screen built for navigation moves with it when nothing in between needs the view;
/// the one branch of an `if` holding code to move is split, and the view keeps the `if`.
@Suite struct BranchAndScreenSplitTests {
  @Test func aScreenConfiguredByTheViewInBetweenIsBuiltByTheViewAndHandedOver() throws {
    let source = ScopeCheckTests.swiftController("""
        func editTapped() {
            let editor = OrderEditorViewController()
            editor.preferredContentSize = tableView.contentSize
            navigationController?.pushViewController(editor, animated: true)
        }
    """)
    let (plan, files) = try CallbackSplitTests.convert(source)
    let split = try #require(plan.splits.values.first)
    #expect(split.flow == .navigation)
    #expect(split.routes.first?.method.parameters.map(\.name) == ["editor"])
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("editor.preferredContentSize = tableView.contentSize"))
  }

  /// Moved, the `return` would leave only the method it moved to: the `guard` stays in the view,
  /// its data read made a query (`InPlaceCall`).
  @Test func aBranchThatReturnsFromTheMemberKeepsItsReturnInTheView() throws {
    let source = ScopeCheckTests.swiftController("""
        func refresh() {
            if tableView.isEditing {
                guard ordersClient.isReady() else { return }
            }
            tableView.reloadData()
        }
    """)
    let (plan, files) = try CallbackSplitTests.convert(source)
    #expect(plan.splits.isEmpty)
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("guard output.isReady() else { return }"))
  }

  /// A `guard`'s `else` body is a branch: its data call is handed over in place and its `return`
  /// stays in the view, with the guard (before, the member was refused: the moved code returned).
  @Test func aGuardElseThatReturnsKeepsItsReturnInTheViewAndHandsOverItsCode() throws {
    let source = ScopeCheckTests.swiftController("""
        func refresh() {
            if tableView.isEditing {
                guard ordersClient.isReady() else {
                    ordersClient.reload()
                    return
                }
            }
            tableView.reloadData()
        }
    """)
    let (plan, files) = try CallbackSplitTests.convert(source)
    #expect(plan.splits.isEmpty)
    #expect(ScopeCheckTests.diagnostics(plan).isEmpty)
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("""
                    guard output.isReady() else {
                        output.reload()
                        return
                    }
        """))
  }

  @Test func theBranchSplitKeepsTheIfInTheView() throws {
    let source = ScopeCheckTests.swiftController("""
        func refresh() {
            if tableView.isEditing {
                tableView.isHidden = true
            } else {
                ordersClient.reload(limit: 10)
            }
        }
    """)
    let (plan, files) = try CallbackSplitTests.convert(source)
    let split = try #require(plan.splits.values.first)
    #expect(split.blockPath == [BlockStep(statement: 0, branch: 1)])
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("if tableView.isEditing {\n            tableView.isHidden = true\n        } else {\n            output.refresh()\n        }"))
  }
}
