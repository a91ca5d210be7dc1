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

  /// An alert shown in one branch does not make the screen presented in the other UI: presenting
  /// a local that holds a screen (by its construction or its written type) navigates, presenting
  /// the alert stays in the view.
  @Test func anAlertInOneBranchLeavesTheScreenInTheOtherToTheRouter() throws {
    let (_, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        var hasCameraAccess = false

        func scanTapped() {
            if hasCameraAccess {
                let scanner = UINavigationController(rootViewController: UIViewController())
                scanner.modalPresentationStyle = .formSheet
                present(scanner, animated: true)
            } else {
                let alert = UIAlertController(title: "No camera", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
            }
        }
    """))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("            present(alert, animated: true)\n"), "\(view)")
    #expect(!view.contains("present(scanner"), "\(view)")
    #expect(CallbackSplitTests.file(files, "Router/OrdersRouter.swift").contains("present(scanner, animated: true)"))

    let (_, objcFiles) = try ObjCCallbackSplitTests.convert(ObjCCallbackSplitTests.controller("""
    - (void)scanTapped:(BOOL)granted
    {
        if (granted) {
            UINavigationController *scanner = [[UINavigationController alloc] initWithRootViewController:[[UIViewController alloc] init]];
            [self presentViewController:scanner animated:YES completion:nil];
        } else {
            UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"No camera" message:nil preferredStyle:UIAlertControllerStyleAlert];
            [self presentViewController:alert animated:YES completion:nil];
        }
    }
    """))
    let objcView = ObjCCallbackSplitTests.file(objcFiles, "View/TRListViewController.m")
    #expect(objcView.contains("[self presentViewController:alert animated:YES completion:nil];"), "\(objcView)")
    #expect(!objcView.contains("presentViewController:scanner"), "\(objcView)")
  }

  /// A share sheet hands the content to another app's screen: the router shows it (labels.md,
  /// "cross-module effects are router"); the view builds it from what it shows.
  @Test func aShareSheetIsShownByTheRouter() throws {
    let (_, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func shareTapped(_ sender: UIBarButtonItem) {
            let activity = UIActivityViewController(activityItems: orders.map { "\\($0)" }, applicationActivities: nil)
            present(activity, animated: true)
        }
    """))
    #expect(CallbackSplitTests.file(files, "Router/OrdersRouter.swift").contains("present(activity, animated: true)"))
    #expect(!CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("present(activity"))
  }

  /// The screen on top of the controller's navigation is a `UIViewController`: UIKit's
  /// `navigationController?.topViewController`, bound, tells the type the route takes.
  @Test func theTopScreenOfTheNavigationIsAControllerTheRouterTakes() throws {
    let (_, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func closeTop() {
            guard let topController = navigationController?.topViewController else { return }
            topController.dismiss(animated: true)
            tableView.reloadData()
        }
    """))
    let router = CallbackSplitTests.file(files, "Router/OrdersRouter.swift")
    #expect(router.contains("(_ topController: UIViewController) {\n        topController.dismiss(animated: true)"), "\(router)")
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("guard let topController = navigationController?.topViewController else { return }"))
    try KeptCompletionTests.expectTypechecks(files.merging(["Support/Orders.swift": "struct Order {}\nfinal class OrdersClient {}\n"]) { $1 }, label: "top-screen")
  }

  /// A local that may hold the alert (declared with a type an alert also is) is no screen:
  /// presenting it stays with the view.
  @Test func aLocalThatMayHoldTheAlertIsNoScreen() throws {
    let (plan, _) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func showError() {
            var shown: UIViewController = UIAlertController(title: "Oops", message: nil, preferredStyle: .alert)
            present(shown, animated: true)
        }

        func showEditor(_ ok: Bool) {
            var next: UIViewController = EditorViewController()
            if !ok {
                next = UIAlertController(title: "No", message: nil, preferredStyle: .alert)
            }
            present(next, animated: true)
        }
    """))
    #expect(ScopeCheckTests.layer(plan, "showError()") == "view")
    #expect(ScopeCheckTests.layer(plan, "showEditor(_:)") == "view")
  }
}

