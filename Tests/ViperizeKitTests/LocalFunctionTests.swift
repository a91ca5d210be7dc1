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

  /// Values only the member can name do not cross: an `inout` parameter (the moved code's writes
  /// would not reach the caller), the member's generic parameter, a type the member declares, and
  /// code of a function throwing a typed error (the new methods would throw `any Error`). A
  /// variadic parameter is the array it is. Shapes from a helper's probes.
  @Test func valuesOnlyTheMemberNamesStay() throws {
    let (_, files) = try TaskCallbackTests.convert("""
      import UIKit

      enum WipeError: Error { case failed }

      final class CounterViewController: UIViewController {
          @IBOutlet weak var countLabel: UILabel!

          func record() {
              func bump(_ value: inout Int, by steps: Int...) {
                  value += steps.count
                  countLabel.text = "\\(value)"
                  UserDefaults.standard.set(value, forKey: "total")
              }
              func remember(_ steps: Int...) {
                  countLabel.text = nil
                  UserDefaults.standard.set(steps, forKey: "steps")
              }
              var total = 0
              bump(&total, by: 1, 2)
              remember(1, 2)
          }

          func show<Item: CustomStringConvertible>(_ items: [Item]) {
              func keep(_ item: Item) {
                  countLabel.text = item.description
                  UserDefaults.standard.set(item.description, forKey: "item")
              }
              items.forEach(keep)
          }

          func store() {
              struct Draft { var title: String }
              func save(_ draft: Draft) {
                  countLabel.text = draft.title
                  UserDefaults.standard.set(draft.title, forKey: "draft")
              }
              save(Draft(title: "x"))
          }

          func wipe() {
              func wipeAll() throws(WipeError) {
                  countLabel.text = nil
                  do { try FileManager.default.removeItem(atPath: "/tmp/x") } catch { throw WipeError.failed }
              }
              try? wipeAll()
          }
      }

      """, path: "CounterViewController.swift", moduleName: "Counter")
    let view = TaskCallbackTests.file(files, "View/CounterViewController.swift")
    for kept in [
      "UserDefaults.standard.set(value, forKey: \"total\")", "UserDefaults.standard.set(item.description, forKey: \"item\")",
      "UserDefaults.standard.set(draft.title, forKey: \"draft\")", "do { try FileManager.default.removeItem(atPath: \"/tmp/x\") }",
    ] {
      #expect(view.contains(kept), "\(kept)")
    }
    // A variadic parameter crosses as its array.
    #expect(view.contains("self.output.saveSteps(steps)"), "\(view)")
    #expect(TaskCallbackTests.file(files, "Interactor/CounterInteractor.swift").contains("func saveSteps(_ steps: [Int])"))
    try KeptCompletionTests.expectTypechecks(files, label: "local-function-values")
  }

  /// Code building a type the member declares in its body stays with it: the interactor would
  /// not see `Draft` (found by a helper's probe: the run moved whole and did not compile).
  @Test func codeNamingATypeTheMemberDeclaresStays() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      final class DraftViewController: UIViewController {
          @IBOutlet weak var titleLabel: UILabel!

          func keep() {
              struct Draft { var text: String }
              let handle = { (draft: Draft) in
                  UserDefaults.standard.set(draft.text, forKey: "draft")
              }
              handle(Draft(text: "x"))
              titleLabel.text = nil
          }
      }

      """, path: "DraftViewController.swift", moduleName: "Draft")
    #expect(plan.splits.isEmpty)
    #expect(plan.diagnostics.contains { $0.message.contains("the type 'Draft' the member declares in its body") })
    #expect(TaskCallbackTests.file(files, "View/DraftViewController.swift").contains("handle(Draft(text: \"x\"))"))
    try KeptCompletionTests.expectTypechecks(files, label: "local-type")
  }

  /// A type that displays something (`MessageDisplay.shared.flash(…)`, a display link) serves the
  /// screen, not its data: no service, so its calls stay in the view.
  @Test func aDisplayingTypeIsNoService() throws {
    #expect(!ServiceNames.isCandidate("MessageDisplay"))
    #expect(!ServiceNames.isCandidate("DisplayLink"))
    #expect(ServiceNames.isCandidate("MessageStore"))
    // A storage noun ending the name says what is stored: a display name's store is a store.
    #expect(ServiceNames.isCandidate("DisplayNameStore"))
  }
}

/// A setting's key kept as a member of a type of keys names the query and the command that use
/// it (`forKey: UserDefaultsConstants.scanningOnLaunch` → `scanningOnLaunch()`,
/// `saveScanningOnLaunch(_:)`), as a constant or a literal key does; before, they were named
/// after the calls (`bool()`, `set(_:)`). Shape from Open Food Facts' settings screen.
@Suite struct TypeMemberKeyTests {
  @Test func aKeyTypesMemberNamesTheQueryAndTheCommand() throws {
    let (_, files) = try TaskCallbackTests.convert("""
      import UIKit

      enum SettingKeys {
          static let scanningOnLaunch = "scanningOnLaunch"
      }

      final class SettingsViewController: UIViewController {
          @IBOutlet weak var scanSwitch: UISwitch!

          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              scanSwitch.isOn = UserDefaults.standard.bool(forKey: SettingKeys.scanningOnLaunch)
          }

          @IBAction func scanChanged(_ sender: UISwitch) {
              UserDefaults.standard.set(sender.isOn, forKey: SettingKeys.scanningOnLaunch)
          }
      }

      """, path: "SettingsViewController.swift", className: "SettingsViewController", moduleName: "Settings")
    let view = TaskCallbackTests.file(files, "View/SettingsViewController.swift")
    #expect(view.contains("scanSwitch.isOn = output.scanningOnLaunch()"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/SettingsInteractor.swift")
    #expect(interactor.contains("func saveScanningOnLaunch(_ isOn: Bool) {"), "\(interactor)")
    try KeptCompletionTests.expectTypechecks(files, label: "type-member-key")
  }
}
