import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// A Swift local holding `self` (`guard let strongSelf = self`, `if let strongSelf = self`, `let
/// controller = self`) is read as `self`, as the Objective-C frontend reads `weakSelf`: what the
/// code does to the controller through it is split like what it does through `self`.
@Suite struct SelfAliasTests {
  /// Navigation through a strong alias in a weakly holding callback moves to the router; the
  /// view calls `output` through the alias, where the code stood.
  @Test func navigationThroughAGuardedAliasMoves() throws {
    let (_, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        func reload() {
            URLSession.shared.dataTask(with: pageURL!) { [weak self] (data: Data?, response: URLResponse?, error: Error?) in
                guard let strongSelf = self else { return }
                DispatchQueue.main.async {
                    strongSelf.titleLabel.text = "Done"
                    strongSelf.navigationController?.popViewController(animated: true)
                }
            }.resume()
        }
    """))
    let router = KeptCompletionTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("self.transitionHandler?.navigationController?.popViewController(animated: true)"), "\(router)")
    #expect(!router.contains("strongSelf"), "\(router)")
    let view = KeptCompletionTests.file(files, "View/PageViewController.swift")
    #expect(!view.contains("popViewController"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "self-alias-guard")
  }

  /// `if let strongSelf = self { … }` around nested callbacks, as in a save's completion: the
  /// dismissal through the alias is the router's, and the view calls `output` through the alias
  /// where it stood, as it would through `self`.
  @Test func aliasBoundByIfReachesNestedClosures() throws {
    let (_, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        func save(_ hudCompletion: @escaping (@escaping () -> Void) -> Void) {
            URLSession.shared.dataTask(with: pageURL!) { [weak self] (data: Data?, response: URLResponse?, error: Error?) in
                if let strongSelf = self {
                    if error == nil {
                        DispatchQueue.main.async {
                            hudCompletion({
                                print("saved")
                                strongSelf.presentingViewController?.dismiss(animated: true, completion: nil)
                            })
                        }
                    } else {
                        strongSelf.titleLabel.text = "Failed"
                    }
                }
            }.resume()
        }
    """))
    let router = KeptCompletionTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("self.transitionHandler?.presentingViewController?.dismiss(animated: true, completion: nil)"), "\(router)")
    let view = KeptCompletionTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("print(\"saved\")\n" + String(repeating: " ", count: 28) + "strongSelf.output.close()"), "\(view)")
    #expect(!view.contains("presentingViewController"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "self-alias-if")
  }

  /// A `var` may later hold another controller, and a typed constant may be read as a protocol:
  /// neither is an alias. The `var`'s code stays in the view; the constant is `self` handed on,
  /// which the router binds to the view controller, as before.
  @Test func aVarOrATypedConstantIsNoAlias() throws {
    let result = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        func leave() {
            var current: UIViewController = self
            current = current.presentingViewController ?? current
            current.dismiss(animated: true)
        }

        func back() {
            let shown: UIViewController = self
            shown.navigationController?.popViewController(animated: true)
        }

        func leaveLater() {
            DispatchQueue.main.async { [weak self] in
                guard let shown: UIViewController = self else { return }
                self?.titleLabel.text = nil
                shown.dismiss(animated: true)
            }
        }
    """))
    let (plan, files) = (result.plan, result.files)
    let leave = try #require(plan.model.members.first { $0.name == "leave()" })
    #expect(plan.classified.members[leave.id].layer == .view)
    let router = KeptCompletionTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("let shown: UIViewController = viewController"), "\(router)")
    #expect(!router.contains("current"), "\(router)")
    // A typed binding is no alias either (review: `shown.output.close()` did not compile).
    let view = KeptCompletionTests.file(files, "View/PageViewController.swift")
    #expect(!view.contains("shown.output"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "self-alias-typed")
  }

  /// A method's `let controller = self` stays in the view with the view code through it; the
  /// navigation split off to the router reads `self` there, which the retarget addresses through
  /// `transitionHandler` (helper review: it read `controller.transitionHandler?`, undefined there).
  @Test func aSplitOffRouteReadsSelfForTheAliasTheViewKeeps() throws {
    let (_, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        func close() {
            let controller = self
            controller.titleLabel.text = "Bye"
            controller.dismiss(animated: true)
        }

        func closeLater() {
            let selfRef = self
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                selfRef.titleLabel.text = "Bye"
                selfRef.dismiss(animated: true)
            }
        }
    """))
    let router = KeptCompletionTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("        self.transitionHandler?.dismiss(animated: true)\n"), "\(router)")
    #expect(!router.contains("controller"), "\(router)")
    // An alias named like `self` is one too (review: `selfRef.transitionHandler?` in the router).
    #expect(!router.contains("selfRef"), "\(router)")
    let view = KeptCompletionTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("        let controller = self\n        controller.titleLabel.text = \"Bye\"\n        output.close()\n"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "self-alias-split")
  }

  /// Moved whole to the router, a closure that held the controller weakly and handed it on
  /// (`sender: self`) holds it as weakly there, through the router's weak `self`: the controller
  /// bound before the closure would be held by an observer's block for as long as it is kept.
  @Test func aWeakClosureMovedWholeHandsTheControllerOnWeakly() throws {
    let (_, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        var token: NSObjectProtocol?

        func observeLogin() {
            token = NotificationCenter.default.addObserver(forName: Notification.Name("login"), object: nil, queue: .main) { [weak self] _ in
                self?.performSegue(withIdentifier: "home", sender: self)
            }
        }
    """))
    let router = KeptCompletionTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("self?.transitionHandler?.performSegue(withIdentifier: \"home\", sender: self?.transitionHandler)"), "\(router)")
    #expect(!router.contains("guard let viewController"), "\(router)")
    try KeptCompletionTests.expectTypechecks(files, label: "weak-sender")
  }

  /// Handed over in place from such a closure, the code runs in a router method, where `self` is
  /// no optional: it hands on the view controller the method binds (review: it read
  /// `self?.transitionHandler` there too).
  @Test func codeHandedOverFromAWeakClosureHandsTheBoundControllerOn() throws {
    let (_, files) = try TaskCallbackTests.convert("""
      import UIKit

      final class DetailViewController: UIViewController {
          weak var owner: PageViewController?
      }

      final class PageViewController: UIViewController {
          @IBOutlet weak var titleLabel: UILabel!

          func openDetail() {
              DispatchQueue.main.async { [weak self] in
                  self?.titleLabel.text = nil
                  let detail = DetailViewController()
                  detail.owner = self
                  self?.present(detail, animated: true)
              }
          }
      }

      """, path: "PageViewController.swift", className: "PageViewController")
    let router = KeptCompletionTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("detail.owner = viewController"), "\(router)")
    #expect(!router.contains("self?."), "\(router)")
    try KeptCompletionTests.expectTypechecks(files, label: "weak-in-place-sender")
  }
}
