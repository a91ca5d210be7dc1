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
    """))
    let (plan, files) = (result.plan, result.files)
    let leave = try #require(plan.model.members.first { $0.name == "leave()" })
    #expect(plan.classified.members[leave.id].layer == .view)
    let router = KeptCompletionTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("let shown: UIViewController = viewController"), "\(router)")
    #expect(!router.contains("current"), "\(router)")
  }
}
