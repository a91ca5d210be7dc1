import Foundation
import Testing
@testable import ViperizeCore
@testable import ViperizeKit

/// A screen a route only shows is any view controller: a Swift local whose type the source does
/// not write (`let panel = ShareHelper.makePanelController(url: url)`), read by the moved code only as
/// the screen of `present`, `pushViewController`, `show` or `showDetailViewController`, is handed
/// to the router as a `UIViewController` (`StatementTagger.onlyShows`), when its name or the code
/// making it says it is a controller, and nothing says it is an alert.
@Suite struct ShownScreenTypeTests {
  static let source = """
    import UIKit

    final class SharePanel: UIViewController {
        var onDone: (() -> Void)?
    }

    enum ShareHelper {
        static func makePanelController(url: URL) -> SharePanel { SharePanel() }
        static func makeAlert(url: URL) -> UIViewController { SharePanel() }
    }

    final class ShareViewController: UIViewController {
        @IBOutlet var tableView: UITableView!

        func share(_ url: URL) {
            let panel = ShareHelper.makePanelController(url: url)
            panel.onDone = { [weak self] in
                self?.tableView.reloadData()
            }
            tableView.reloadData()
            present(panel, animated: true, completion: nil)
        }

        func open(_ url: URL) {
            let pageController = ShareHelper.makePanelController(url: url)
            tableView.isHidden = true
            navigationController?.pushViewController(pageController, animated: true)
        }

        func warn(_ url: URL) {
            let controller = ShareHelper.makeAlert(url: url)
            tableView.reloadData()
            present(controller, animated: true)
        }

        func openTitled(_ url: URL) {
            let pageController = ShareHelper.makePanelController(url: url)
            tableView.isHidden = true
            navigationController?.pushViewController(pageController, animated: pageController.isViewLoaded)
        }
    }

    """

  @Test func anUntypedScreenTheRouteOnlyShowsIsAViewController() throws {
    let (_, files) = try TaskCallbackTests.convert(Self.source, path: "ShareViewController.swift", moduleName: "Share")
    let router = TaskCallbackTests.file(files, "Router/ShareRouter.swift")
    #expect(router.contains("func showShare(_ panel: UIViewController) {\n        transitionHandler?.present(panel, animated: true, completion: nil)"))
    #expect(router.contains("func showOpen(_ pageController: UIViewController) {\n        transitionHandler?.navigationController?.pushViewController(pageController, animated: true)"))
    let view = TaskCallbackTests.file(files, "View/ShareViewController.swift")
    #expect(view.contains("        tableView.reloadData()\n        output.showShare(panel)\n"))
    #expect(view.contains("        tableView.isHidden = true\n        output.showOpen(pageController)\n"))
    try KeptCompletionTests.expectTypechecks(files, label: "shown-screen")
  }

  @Test func anUntypedAlertStaysWithTheView() throws {
    let (_, files) = try TaskCallbackTests.convert(Self.source, path: "ShareViewController.swift", moduleName: "Share")
    // Made by a call naming an alert: the view shows it itself.
    #expect(TaskCallbackTests.file(files, "View/ShareViewController.swift").contains("        tableView.reloadData()\n        present(controller, animated: true)\n"))
  }

  @Test func aScreenTheRouteAlsoReadsKeepsItsUntoldType() throws {
    let (_, files) = try TaskCallbackTests.convert(Self.source, path: "ShareViewController.swift", moduleName: "Share")
    // `pageController.isViewLoaded` reads it as more than a screen shown: its type is not told, it stays.
    #expect(TaskCallbackTests.file(files, "View/ShareViewController.swift")
      .contains("navigationController?.pushViewController(pageController, animated: pageController.isViewLoaded)"))
  }

  @Test func aValueNothingSaysIsAControllerStays() throws {
    let source = """
      import UIKit

      final class Popup {}

      enum Screens {
          static func popup() -> Popup { Popup() }
      }

      extension UIViewController {
          func present(_ popup: Popup, animated: Bool) {}
      }

      final class SaveViewController: UIViewController {
          @IBOutlet var tableView: UITableView!

          func saved() {
              let popup = Screens.popup()
              tableView.reloadData()
              present(popup, animated: true)
          }
      }

      """
    let (_, files) = try TaskCallbackTests.convert(source, path: "SaveViewController.swift", moduleName: "Save")
    // An app's own `present(_:animated:)` may take something else: the view keeps it.
    #expect(TaskCallbackTests.file(files, "View/SaveViewController.swift").contains("        tableView.reloadData()\n        present(popup, animated: true)\n"))
  }

  @Test func onlyShowsCountsEveryRead() {
    var facts = CodeFacts()
    facts.usedNames = ["panel"]
    var present = CallFact(name: "present", fullName: "present(_:animated:completion:)", receiver: nil, line: 1, column: 1)
    present.firstArgument = "panel"
    facts.calls = [present]
    #expect(StatementTagger.onlyShows("panel", in: facts))
    facts.usedNames = ["panel", "panel"]
    #expect(!StatementTagger.onlyShows("panel", in: facts))
    // An app's own `present(toast:)` is no transition.
    var toast = CallFact(name: "present", fullName: "present(_:over:)", receiver: nil, line: 1, column: 1)
    toast.firstArgument = "panel"
    facts.usedNames = ["panel"]
    facts.calls = [toast]
    #expect(!StatementTagger.onlyShows("panel", in: facts))
  }
}
