import Foundation
import Testing

/// Batch `convert`: several controllers in one run are converted exactly as one run each would
/// convert them, in input order, and one controller's failure never touches another.
@Suite struct BatchConvertTests {
  /// Every fixture whose module name is its own (the three `swift-cityguide-*` share `MainMenu`;
  /// one of them stands for all).
  static var fixtures: [String] {
    GoldenTests.cases.filter { $0 != "swift-cityguide-cache" && $0 != "swift-cityguide-navigation" }
  }

  /// Copies each fixture's inputs to `App/<fixture>/`; returns each fixture's relative paths.
  static func app(_ sandbox: CLISandbox, _ names: [String] = fixtures) throws -> [[String]] {
    try names.map { fixture in
      let input = CLIRunner.fixtures.appendingPathComponent(fixture).appendingPathComponent("input")
      return try FileManager.default.contentsOfDirectory(atPath: input.path).sorted().map { name in
        try sandbox.write("App/\(fixture)/\(name)", data: try Data(contentsOf: input.appendingPathComponent(name)))
        return "App/\(fixture)/\(name)"
      }
    }
  }

  /// Relative path → contents of every file under `folder`.
  static func files(under folder: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let relative = enumerator?.nextObject() as? String {
      if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(relative).path),
        !isFolder(folder.appendingPathComponent(relative))
      {
        result[relative] = data
      }
    }
    return result
  }

  @Test func aBatchWritesWhatOneRunPerControllerWrites() throws {
    let sandbox = try CLISandbox()
    let groups = try Self.app(sandbox)
    let batch = try sandbox.run(["convert", "App", "--output", "batch", "--jobs", "2"])
    #expect(batch.status == 0, "stderr: \(batch.stderr)")
    #expect(batch.stderr.hasSuffix("viperize: converted \(groups.count), refused 0, failed 0\n"))
    for files in groups {
      let single = try sandbox.run(["convert"] + files + ["--output", "single"])
      #expect(single.status == 0, "\(files): \(single.stderr)")
    }
    let batchFiles = Self.files(under: sandbox.url.appendingPathComponent("batch"))
    let singleFiles = Self.files(under: sandbox.url.appendingPathComponent("single"))
    #expect(batchFiles.count > groups.count * 5)
    #expect(batchFiles.keys.sorted() == singleFiles.keys.sorted())
    for (path, data) in batchFiles { #expect(singleFiles[path] == data, "\(path) differs") }
  }

  @Test func dryRunPrintsEachDiffInInputOrderWhateverFinishesFirst() throws {
    let sandbox = try CLISandbox()
    let groups = try Self.app(sandbox, ["swift-trip-list-combined", "swift-lazy-helper", "objc-login-form"])
    // The biggest first: with two jobs the small ones finish before it.
    let arguments = groups.flatMap { ["--group", $0.joined(separator: ",")] }
    let batch = try sandbox.run(["convert"] + arguments + ["--dry-run", "--jobs", "2"])
    #expect(batch.status == 0, "stderr: \(batch.stderr)")
    var expected = ""
    for files in groups { expected += try sandbox.run(["convert"] + files + ["--dry-run"]).stdout }
    #expect(batch.stdout == expected)
    #expect(!sandbox.exists("TripList"))
    let summaries = batch.stderr.split(separator: "\n").filter { $0.hasPrefix("viperize: ") && $0.contains(" → ") }
    #expect(summaries.map { $0.split(separator: " ")[1] } == ["TripListViewController", "PhotoDetailViewController", "LFLoginViewController"])
  }

  @Test func oneFailureNeitherStopsNorTouchesTheOthers() throws {
    let sandbox = try CLISandbox()
    let groups = try Self.app(sandbox, ["swift-lazy-helper", "swift-pure-ui"])
    try sandbox.write("Broken/BrokenViewController.swift", "import UIKit\nclass BrokenViewController: UIViewController {\n  func f( {\n}\n")
    let result = try sandbox.run([
      "convert", "--group", groups[0].joined(separator: ","), "--group", "Broken/BrokenViewController.swift",
      "--group", groups[1].joined(separator: ","), "--output", "out", "--jobs", "2",
    ])
    #expect(result.status == 3, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("Broken/BrokenViewController.swift:3:"))
    #expect(result.stderr.hasSuffix("viperize: converted 2, refused 0, failed 1\n"))
    #expect(sandbox.exists("out/PhotoDetail/View/PhotoDetailViewController.swift"))
    #expect(sandbox.exists("out/CommentComposer/View/CommentComposerViewController.swift"))
    #expect(!sandbox.exists("out/Broken"))
  }

  @Test func twoControllersForOneModuleFolderDoNotOverwriteEachOther() throws {
    let sandbox = try CLISandbox()
    _ = try Self.app(sandbox, ["swift-cityguide-data", "swift-cityguide-navigation"])
    let result = try sandbox.run(["convert", "App", "--output", "out", "--force"])
    #expect(result.status == 3)
    #expect(result.stderr.contains("was already written for MainMenuViewController in this run"))
    #expect(result.stderr.hasSuffix("viperize: converted 1, refused 0, failed 1\n"))
    let original = try sandbox.run(["convert", "App/swift-cityguide-data/MainMenuViewController.swift", "--output", "alone"])
    #expect(original.status == 0)
    #expect(sandbox.read("out/MainMenu/Interactor/MainMenuInteractor.swift") == sandbox.read("alone/MainMenu/Interactor/MainMenuInteractor.swift"))
  }

  @Test func fromAuditConvertsTheControllersAboveTheMinimumScore() throws {
    let sandbox = try CLISandbox()
    _ = try Self.app(sandbox, ["swift-trip-list-combined", "swift-lazy-helper", "objc-login-form"])
    let audit = try sandbox.run(["audit", "App", "--format", "json"])
    try sandbox.write("audit.json", audit.stdout)
    let all = try sandbox.run(["convert", "--from-audit", "audit.json", "--dry-run"])
    #expect(all.status == 0)
    #expect(all.stderr.hasSuffix("viperize: converted 3, refused 0, failed 0\n"))
    let massive = try sandbox.run(["convert", "--from-audit", "audit.json", "--min-score", "101", "--output", "out"])
    #expect(massive.status == 0, "\(massive.stderr)")
    #expect(massive.stderr.hasSuffix("viperize: converted 1, refused 0, failed 0\n"))
    #expect(sandbox.exists("out/TripList/View/TripListViewController.swift"))
    #expect(!sandbox.exists("out/PhotoDetail"))
  }

  @Test func batchOptionsThatNameOneControllerAreRefused() throws {
    let sandbox = try CLISandbox()
    _ = try Self.app(sandbox, ["swift-lazy-helper"])
    let result = try sandbox.run(["convert", "App", "--module", "X"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("a batch takes neither"))
  }

  /// stdout is flushed before anything goes to stderr, so where both reach one place (a
  /// terminal, or here a file) the summary follows the output instead of landing inside it.
  @Test func stderrNeverOvertakesStdout() throws {
    let sandbox = try CLISandbox()
    let files = try Self.app(sandbox, ["swift-trip-list-combined"])[0]
    let binary = try #require(CLIRunner.binary)
    let log = sandbox.url.appendingPathComponent("both.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    let process = Process()
    process.executableURL = binary
    process.arguments = ["plan"] + files + ["--format", "xcode"]
    process.currentDirectoryURL = sandbox.url
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let lines = (sandbox.read("both.log") ?? "").split(separator: "\n")
    #expect(lines.count >= 2, "\(lines)")
    #expect(lines.last?.hasPrefix("viperize: TripListViewController → TripList: plan of") == true, "\(lines)")
    #expect(lines.dropLast().allSatisfy { $0.contains(" [viperize.") })
  }
}

private func isFolder(_ url: URL) -> Bool {
  var isDirectory: ObjCBool = false
  return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
}
