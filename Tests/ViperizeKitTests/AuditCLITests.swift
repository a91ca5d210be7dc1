import Foundation
import Testing

/// `viperize audit` on an app laid out from our fixtures: discovery, failures, ranking, the four
/// formats, the JSON schema, `.viperize.yml` thresholds, and determinism across `--jobs`.
@Suite struct AuditCLITests {
  /// Fixtures copied under `App/<fixture>/`, plus an extension file named without `+`, a model
  /// file (not a controller) and a controller that does not parse.
  static let fixtures = [
    "swift-trip-list-combined", "swift-data-viewdidload", "swift-pure-ui", "objc-cityguide-main-menu", "objc-login-form",
  ]

  static func app() throws -> CLISandbox {
    let sandbox = try CLISandbox()
    for fixture in fixtures {
      let input = CLIRunner.fixtures.appendingPathComponent(fixture).appendingPathComponent("input")
      for name in try FileManager.default.contentsOfDirectory(atPath: input.path) {
        try sandbox.write("App/\(fixture)/\(name)", data: try Data(contentsOf: input.appendingPathComponent(name)))
      }
    }
    try sandbox.write(
      "App/swift-data-viewdidload/NotesViewControllerSearchHandler.swift",
      "extension NotesViewController {\n    func clearSearch() {\n        title = nil\n    }\n}\n")
    try sandbox.write("App/Model/Trip.swift", "struct Trip {\n    var name: String\n}\n")
    try sandbox.write("App/Broken/BrokenViewController.swift", "import UIKit\nclass BrokenViewController: UIViewController {\n    func f( {\n}\n")
    return sandbox
  }

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func jsonMatchesTheSchemaAndFindsEveryController() throws {
    let sandbox = try Self.app()
    let result = try sandbox.run(["audit", "App", "--format", "json"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let document = try Self.json(result.stdout)
    let schemaURL = CLIRunner.repositoryRoot.appendingPathComponent("docs/audit-schema.json")
    let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
    let problems = JSONSchemaSubset(root: schema).validate(document)
    #expect(problems.isEmpty, "\(problems.prefix(10))")
    let controllers = try #require(document["controllers"] as? [[String: Any]])
    #expect(Set(controllers.compactMap { $0["name"] as? String }) == [
      "TripListViewController", "NotesViewController", "CommentComposerViewController", "CGMainMenuViewController",
      "LFLoginViewController",
    ])
    func companions(_ name: String) -> [String] {
      controllers.first { $0["name"] as? String == name }?["companions"] as? [String] ?? []
    }
    #expect(companions("TripListViewController") == ["App/swift-trip-list-combined/TripListViewController+Table.swift"])
    #expect(companions("NotesViewController") == ["App/swift-data-viewdidload/NotesViewControllerSearchHandler.swift"])
    #expect(companions("CGMainMenuViewController") == ["App/objc-cityguide-main-menu/CGMainMenuViewController.h"])
    // Ranked: massive first, then by score, descending; ranks 1…n.
    #expect(controllers.map { $0["rank"] as? Int } == Array(1...controllers.count).map(Optional.some))
    let keys = controllers.map { (($0["massive"] as? Bool) == true ? 1 : 0, $0["score"] as? Int ?? 0) }
    #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 >= $1 }, "\(keys)")
    // The broken controller is a failure with its location; the model file is not mentioned.
    let failures = try #require(document["failures"] as? [[String: Any]])
    #expect(failures.map { $0["name"] as? String } == ["BrokenViewController"])
    #expect(result.stderr.contains("App/Broken/BrokenViewController.swift:3:"))
    #expect(result.stderr.contains(": error: "))
    #expect(!result.stderr.contains("Trip.swift") && !result.stdout.contains("Model/Trip.swift"))
  }

  @Test func htmlIsSelfContainedWithOneChartPerControllerInRankOrder() throws {
    let sandbox = try Self.app()
    let html = try sandbox.run(["audit", "App", "--format", "html"])
    let json = try sandbox.run(["audit", "App", "--format", "json"])
    #expect(html.status == 0)
    let page = html.stdout
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.hasSuffix("</html>\n"))
    for external in ["http://", "https://", "<script", "<link", "src=", "url(", "@import"] {
      #expect(!page.contains(external), "the page refers to something outside it: \(external)")
    }
    let names = try #require(try Self.json(json.stdout)["controllers"] as? [[String: Any]]).compactMap { $0["name"] as? String }
    #expect(page.components(separatedBy: "<svg").count - 1 == names.count)
    #expect(page.components(separatedBy: "</svg>").count - 1 == names.count)
    // Section headings follow the ranking.
    let headings = page.components(separatedBy: "<h2").dropFirst().compactMap { chunk -> String? in
      guard let dot = chunk.range(of: ". ") else { return nil }
      return String(chunk[dot.upperBound...].prefix { $0 != " " && $0 != "<" })
    }
    #expect(Array(headings.prefix(names.count)) == names)
  }

  @Test func xcodeFormatWarnsOncePerMassiveController() throws {
    let sandbox = try Self.app()
    let xcode = try sandbox.run(["audit", "App", "--format", "xcode"])
    let document = try Self.json(try sandbox.run(["audit", "App", "--format", "json"]).stdout)
    let massive = (document["controllers"] as? [[String: Any]] ?? []).filter { $0["massive"] as? Bool == true }
    let lines = xcode.stdout.split(separator: "\n")
    #expect(!massive.isEmpty)
    #expect(lines.count == massive.count)
    for line in lines {
      #expect(line.contains(": warning: ") && line.hasSuffix("[viperize.massive-controller]"), "\(line)")
      #expect(line.split(separator: ":").count >= 4)
    }
  }

  @Test func textTableListsEveryControllerAndTheThresholds() throws {
    let sandbox = try Self.app()
    let result = try sandbox.run(["audit", "App"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("viperize audit: 5 controllers in 11 source files; 1 massive"))
    for name in ["TripListViewController", "NotesViewController", "LFLoginViewController"] { #expect(result.stdout.contains(name)) }
    #expect(result.stdout.contains("more than 18.5 methods, 15 stored properties (props) or 375 instructions"))
    #expect(result.stderr.hasSuffix("5 controllers, 1 massive, 1 could not be read or parsed\n"), "\(result.stderr)")
  }

  @Test func thresholdsComeFromTheConfigFile() throws {
    let sandbox = try Self.app()
    try sandbox.write(
      "App/.viperize.yml", "module-prefix: AG\naudit:\n  max-methods: 5\n  max-attributes: 1000\n  max-instructions: 100000\n")
    let strict = try Self.json(try sandbox.run(["audit", "App", "--format", "json"]).stdout)
    #expect((strict["controllers"] as? [[String: Any]] ?? []).allSatisfy { ($0["module"] as? String)?.hasPrefix("AG") == true })
    let thresholds = try #require(strict["thresholds"] as? [String: Any])
    #expect(thresholds["maxMethods"] as? Double == 5)
    let controllers = strict["controllers"] as? [[String: Any]] ?? []
    #expect(controllers.allSatisfy { ($0["exceeds"] as? [String] ?? []).allSatisfy { $0 == "methods" } })
    try sandbox.write("App/.viperize.yml", "audit:\n  max-methods: 1000\n  max-attributes: 1000\n  max-instructions: 100000\n")
    #expect(try sandbox.run(["audit", "App", "--format", "xcode"]).stdout.isEmpty)
    try sandbox.write("App/.viperize.yml", "audit:\n  max-lines: 3\n")
    let bad = try sandbox.run(["audit", "App"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains(".viperize.yml:2: error: unknown key 'max-lines' in 'audit'"))
  }

  @Test func outputIsTheSameWhateverTheNumberOfJobs() throws {
    let sandbox = try Self.app()
    let one = try sandbox.run(["audit", "App", "--format", "json", "--jobs", "1"])
    let two = try sandbox.run(["audit", "App", "--format", "json", "--jobs", "2"])
    #expect(one.stdout == two.stdout)
    #expect(one.stderr == two.stderr)
  }

  @Test func aMissingPathIsAnInputError() throws {
    let sandbox = try CLISandbox()
    let result = try sandbox.run(["audit", "Nope"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("Nope: error: no such file"))
  }

  @Test func noProgressLineWhenStderrIsNotATerminal() throws {
    let sandbox = try Self.app()
    let result = try sandbox.run(["audit", "App"])
    #expect(!result.stderr.contains("\r"))
    #expect(!result.stderr.contains("audit 1/"))
  }
}
