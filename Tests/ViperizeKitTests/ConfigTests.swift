import Foundation
import Testing
import ViperizeCore
@testable import ViperizeKit

/// `.viperize.yml`: the YAML subset, its validation messages, discovery upwards from the first
/// input, and its effect on a run (module prefix, project signals).
@Suite struct ConfigTests {
  static let sample = """
    # Project settings for viperize
    module-prefix: "AG"   # prepended to derived module names
    style: viper
    signals:
      - {pattern: data-access, type: APIClient}
      - pattern: navigation
        receiver-suffix: 'coordinator'
      - { pattern: navigation, call: "openDeepLink" }   # a comment # with hashes
    """

  @Test func parsesTheSubset() throws {
    let config = try ConfigFile.parse(Self.sample, path: ".viperize.yml")
    #expect(config.modulePrefix == "AG")
    #expect(config.style == "viper")
    #expect(config.signals.map(\.pattern) == [.dataAccess, .navigation, .navigation])
    #expect(
      config.signals.map(\.match) == [.type("APIClient"), .anyCallOnReceiver(suffixes: ["coordinator"]), .call("openDeepLink")])
    #expect(config.signals[0].example == "- {pattern: data-access, type: APIClient}")
  }

  @Test func emptyAndMinimalFilesAreValid() throws {
    #expect(try ConfigFile.parse("", path: "c").signals.isEmpty)
    #expect(try ConfigFile.parse("signals: []\n", path: "c").signals.isEmpty)
    #expect(try ConfigFile.parse("# nothing\n\nstyle: 'viper'\r\n", path: "c").style == "viper")
  }

  @Test(arguments: [
    ("style: viper\ncolour: red\n", "c.yml:2: error: unknown key 'colour'"),
    ("style: mvp\n", "c.yml:1: error: invalid value 'mvp' for 'style' (expected viper)"),
    ("module-prefix: 12\n", "c.yml:1: error: invalid value '12' for 'module-prefix' (expected an identifier)"),
    ("signals:\n  - {pattern: teleport, call: go}\n", "c.yml:2: error: invalid value 'teleport' for 'pattern'"),
    ("signals:\n  - pattern: navigation\n    method: go\n", "c.yml:3: error: unknown key 'method'"),
    ("signals:\n  - {call: go}\n", "c.yml:2: error: signal is missing 'pattern'"),
    ("signals:\n  - {pattern: ui}\n", "c.yml:2: error: signal needs one of 'call', 'type', 'receiver-suffix'"),
    ("signals:\n  - {pattern: ui, call: a, type: B}\n", "c.yml:2: error: a signal takes one of"),
    ("style viper\n", "c.yml:1: error: expected 'key: value'"),
    ("  style: viper\n", "c.yml:1: error: unexpected indentation"),
    ("style: viper\nstyle: viper\n", "c.yml:2: error: duplicate key 'style'"),
    ("signals:\n  - {pattern: ui, call: a\n", "c.yml:2: error: unterminated '{'"),
    ("module-prefix: \"AG\n", "c.yml:1: error: unterminated string"),
    ("signals: [a, b]\n", "c.yml:1: error: unsupported YAML"),
    ("globals:\n  - {name: delay}\n", "c.yml:2: error: a globals item takes one 'function: NAME'"),
    ("globals:\n  - {function: \"a b\"}\n", "c.yml:2: error: invalid value 'a b' for 'function'"),
  ])
  func invalidFilesNameTheLine(_ text: String, _ message: String) {
    #expect {
      try ConfigFile.parse(text, path: "c.yml")
    } throws: { error in
      guard let error = error as? ViperizeError else { return false }
      return error.description.hasPrefix(message) && error.exitCode == 2
    }
  }

  @Test func isFoundInTheFirstInputsDirectoryOrAbove() throws {
    let sandbox = try CLISandbox()
    try sandbox.write("App/Screens/Notes/NotesViewController.swift", "class A {}\n")
    #expect(ConfigLocator.find(forInput: "App/Screens/Notes/NotesViewController.swift", currentDirectory: sandbox.path) == nil)
    try sandbox.write("App/.viperize.yml", "style: viper\n")
    #expect(
      ConfigLocator.find(forInput: "App/Screens/Notes/NotesViewController.swift", currentDirectory: sandbox.path)
        == "App/.viperize.yml")
    #expect(ConfigLocator.find(forInput: sandbox.path + "/App/X.swift", currentDirectory: "/nonexistent") == sandbox.path + "/App/.viperize.yml")
  }

  static let controller = """
    import UIKit

    class NotesViewController: UIViewController {
        @IBOutlet weak var tableView: UITableView!
        var coordinator: NotesCoordinator!

        override func viewDidLoad() {
            super.viewDidLoad()
            fetchNotes()
        }

        func fetchNotes() {
            APIClient.shared.notes { notes in
                print(notes.count)
            }
        }

        func showSettings() {
            coordinator.showSettings()
        }
    }

    """

  @Test func projectSignalsAndPrefixChangeThePlan() throws {
    let sandbox = try CLISandbox()
    let input = "App/Screens/Notes/NotesViewController.swift"
    try sandbox.write(input, Self.controller)
    let without = try sandbox.run(["plan", input, "--format", "json"])
    #expect(without.status == 0, "stderr: \(without.stderr)")
    #expect(try CLIPlanJSON.document(without.stdout).module == "Notes")
    let before = try CLIPlanJSON.members(without.stdout)
    #expect(before["showSettings()"] != "router")

    try sandbox.write(
      "App/.viperize.yml",
      "module-prefix: AG\nsignals:\n  - {pattern: data-access, type: APIClient}\n  - {pattern: navigation, receiver-suffix: coordinator}\n")
    let with = try sandbox.run(["plan", input, "--format", "json"])
    #expect(with.status == 0, "stderr: \(with.stderr)")
    #expect(try CLIPlanJSON.document(with.stdout).module == "AGNotes")
    let after = try CLIPlanJSON.members(with.stdout)
    #expect(after["showSettings()"] == "router")
    #expect(after["fetchNotes()"] == "interactor")

    let explicit = try sandbox.write("other.yml", "module-prefix: XY\n")
    let chosen = try sandbox.run(["plan", input, "--format", "json", "--config", explicit.path])
    #expect(try CLIPlanJSON.document(chosen.stdout).module == "XYNotes")
  }

  /// A call to a name the controller does not declare stays in the view (it may be a method another
  /// file adds to `UIViewController`) unless `globals:` says it is the app's global function.
  @Test func globalFunctionsLetCallsToThemLeaveTheView() throws {
    let sandbox = try CLISandbox()
    let input = "App/ProfileViewController.swift"
    try sandbox.write(input, """
      import UIKit

      final class ProfileViewController: UIViewController {
          func rename(_ nickname: String) {
              updateMyselfWithInfo(["nickname": nickname], completion: { _ in
                  UserDefaults.standard.set(nickname, forKey: "nickname")
              })
          }
      }

      """)
    let without = try sandbox.run(["plan", input, "--format", "json"])
    #expect(without.status == 0, "stderr: \(without.stderr)")
    #expect(try CLIPlanJSON.members(without.stdout)["rename(_:)"] != "interactor")
    // The warning says why the call stays, and how to say it is a function.
    let warned = try sandbox.run(["plan", input])
    let printed = warned.stdout + warned.stderr
    #expect(printed.contains("it calls 'updateMyselfWithInfo' (line 5), which ProfileViewController does not declare: a method another file adds to UIViewController would not be found elsewhere (list the app's global functions under 'globals:' in .viperize.yml)"), "\(printed)")
    #expect(printed.contains("('updateMyselfWithInfo', line 5, not declared in ProfileViewController; if it is the app's global function, list it under 'globals:' in .viperize.yml)"), "\(printed)")
    try sandbox.write("App/.viperize.yml", "globals:\n  - {function: updateMyselfWithInfo}\n")
    let with = try sandbox.run(["plan", input, "--format", "json"])
    #expect(with.status == 0, "stderr: \(with.stderr)")
    #expect(try CLIPlanJSON.members(with.stdout)["rename(_:)"] == "interactor", "\(with.stdout)")
    #expect(try ConfigFile.parse("globals:\n  - {function: delay}\n  - function: localized\n", path: "c").globals == ["delay", "localized"])
  }

  @Test func invalidConfigStopsTheRunWithItsLine() throws {
    let sandbox = try CLISandbox()
    try sandbox.write("NotesViewController.swift", Self.controller)
    try sandbox.write(".viperize.yml", "style: viper\ncolour: red\n")
    let before = sandbox.snapshot()
    let result = try sandbox.run(["convert", "NotesViewController.swift", "--output", "out"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(".viperize.yml:2: error: unknown key 'colour'"), "stderr: \(result.stderr)")
    #expect(sandbox.snapshot() == before)
    let missing = try sandbox.run(["plan", "NotesViewController.swift", "--config", "nope.yml"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("nope.yml: error: no such file"))
  }
}
