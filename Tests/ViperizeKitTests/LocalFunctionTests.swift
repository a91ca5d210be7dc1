import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// A function declared inside a method is a closure the method names: navigation and data code
/// in its body are handed over where they stand, as in a closure's, and the view keeps the rest.
/// Shape from GoMap's upload screen (`func processResult(_ error: Error?)` inside
/// `performCommit()`), written anew.
@Suite struct LocalFunctionTests {
  static let source = """
    import UIKit

    final class UploadViewController: UIViewController {
        @IBOutlet weak var spinner: UIActivityIndicatorView!
        @IBOutlet weak var errorLabel: UILabel!
        var uploader: Uploader!

        func send() {
            spinner.startAnimating()

            func finish(_ failed: Bool) {
                spinner.stopAnimating()
                if failed {
                    performSegue(withIdentifier: "loginSegue", sender: self)
                    return
                }
                dismiss(animated: true)
                let count = UserDefaults.standard.integer(forKey: "uploadCount")
                UserDefaults.standard.set(count + 1, forKey: "uploadCount")
            }

            func show<Value>(_ value: Value) {
                errorLabel.text = "\\(value)"
                dismiss(animated: true)
            }

            show(0)
            uploader.upload { (failed: Bool) in
                finish(failed)
            }
        }
    }

    final class Uploader {
        func upload(_ completion: @escaping (Bool) -> Void) { completion(false) }
    }

    """

  @Test func navigationAndDataInALocalFunctionAreHandedOverInIt() throws {
    let (plan, files) = try TaskCallbackTests.convert(Self.source, path: "UploadViewController.swift", className: "UploadViewController", moduleName: "Upload")
    let view = TaskCallbackTests.file(files, "View/UploadViewController.swift")
    // The function stays where the method declares it; its UI stays, its route and its write
    // leave through `output` in the order they ran.
    #expect(view.contains("""
              func finish(_ failed: Bool) {
                  spinner.stopAnimating()
                  if failed {
                      self.output.showLoginSegue()
                      return
                  }
                  self.output.close()
                  self.output.saveUploadCount()
              }
      """), "\(view)")
    let router = TaskCallbackTests.file(files, "Router/UploadRouter.swift")
    #expect(router.contains("transitionHandler?.performSegue(withIdentifier: \"loginSegue\", sender: viewController)"))
    // A run reading a setting to write it back is named after its write, not its read.
    let interactor = TaskCallbackTests.file(files, "Interactor/UploadInteractor.swift")
    #expect(interactor.contains("""
          func saveUploadCount() {
              let count = UserDefaults.standard.integer(forKey: "uploadCount")
              UserDefaults.standard.set(count + 1, forKey: "uploadCount")
          }
      """), "\(interactor)")
    // A generic local function's parameter types only its callers tell: it is left as it is.
    #expect(view.contains("            errorLabel.text = \"\\(value)\"\n            dismiss(animated: true)\n"))
    #expect(plan.diagnostics.allSatisfy { $0.severity != .error })
    try KeptCompletionTests.expectTypechecks(files, label: "local-function")
  }

  /// A type that displays something (`MessageDisplay.shared.flash(…)`, a display link) serves the
  /// screen, not its data: no service, so its calls stay in the view.
  @Test func aDisplayingTypeIsNoService() throws {
    #expect(!ServiceNames.isCandidate("MessageDisplay"))
    #expect(!ServiceNames.isCandidate("DisplayLink"))
    #expect(ServiceNames.isCandidate("MessageStore"))
  }
}
