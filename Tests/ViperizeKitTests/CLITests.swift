import Foundation
import Testing

/// The CLI end to end: writing, overwrite refusal and `--force`, `--in-place`, colour, the plan
/// summary, inline `// viperize:` overrides, help and completion scripts.
@Suite struct CLITests {
  static let fixture = "swift-lazy-helper"
  static let moduleFolder = "out/PhotoDetail"

  @Test func convertWritesTheModuleAndRefusesToOverwriteWithoutForce() throws {
    let sandbox = try CLISandbox()
    let inputs = try sandbox.copyFixtureInputs(Self.fixture)
    let first = try sandbox.run(["convert"] + inputs + ["--output", "out"])
    #expect(first.status == 0, "stderr: \(first.stderr)")
    #expect(first.stderr.contains("viperize: PhotoDetailViewController → PhotoDetail: wrote"))
    let presenter = "\(Self.moduleFolder)/Presenter/PhotoDetailPresenter.swift"
    #expect(sandbox.exists(presenter))

    try sandbox.write(presenter, "// edited by hand\n")
    let before = sandbox.snapshot()
    let second = try sandbox.run(["convert"] + inputs + ["--output", "out"])
    #expect(second.status == 1)
    #expect(second.stderr.contains("error: refusing to overwrite existing files (use --force): out/PhotoDetail/"))
    #expect(sandbox.snapshot() == before, "a refused run wrote something")

    let forced = try sandbox.run(["convert"] + inputs + ["--output", "out", "--force"])
    #expect(forced.status == 0, "stderr: \(forced.stderr)")
    #expect(sandbox.read(presenter) != "// edited by hand\n")
    #expect(!(try FileManager.default.contentsOfDirectory(atPath: sandbox.url.appendingPathComponent("\(Self.moduleFolder)/Presenter").path))
      .contains { $0.hasPrefix(".viperize-") }, "temporary files left behind")
  }

  @Test func inPlaceReplacesTheControllerAndWritesTheRestUnderOutput() throws {
    let sandbox = try CLISandbox()
    let inputs = try sandbox.copyFixtureInputs(Self.fixture)
    let original = sandbox.read(inputs[0])
    let preview = try sandbox.run(["convert"] + inputs + ["--output", "out", "--in-place", "--dry-run"])
    #expect(preview.status == 0, "stderr: \(preview.stderr)")
    #expect(preview.stdout.contains("--- a/\(inputs[0])\n+++ b/\(inputs[0])\n@@ -"))
    #expect(!preview.stdout.contains("View/PhotoDetailViewController.swift\n"), "the view file goes in place, not under out/")
    #expect(sandbox.read(inputs[0]) == original, "a dry run changed the input")

    let result = try sandbox.run(["convert"] + inputs + ["--output", "out", "--in-place"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("replacing 1 original"))
    let replaced = sandbox.read(inputs[0]) ?? ""
    #expect(replaced != original && replaced.contains("output"))
    #expect(!sandbox.exists("\(Self.moduleFolder)/View/PhotoDetailViewController.swift"))
    #expect(sandbox.exists("\(Self.moduleFolder)/Presenter/PhotoDetailPresenter.swift"))
  }

  @Test func dryRunIsPlainWhenPipedAndColouredOnlyWhenAsked() throws {
    let sandbox = try CLISandbox()
    let inputs = try sandbox.copyFixtureInputs(Self.fixture)
    let plain = try sandbox.run(["convert"] + inputs + ["--dry-run"])
    #expect(plain.status == 0)
    #expect(!plain.stdout.contains("\u{1B}["))
    #expect(plain.stdout.hasPrefix("diff --git a/PhotoDetail/"))
    let always = try sandbox.run(["convert"] + inputs + ["--dry-run", "--color", "always"], environment: ["NO_COLOR": "1"])
    #expect(always.stdout.contains("\u{1B}[32m+"), "--color always wins over NO_COLOR")
    let never = try sandbox.run(["convert"] + inputs + ["--dry-run", "--color", "never"])
    #expect(!never.stdout.contains("\u{1B}["))
    #expect(sandbox.snapshot().keys.sorted() == inputs)
  }

  /// On a terminal (a pseudo-terminal from `script`), `auto` colours unless `NO_COLOR` is set.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script") && isLinux))
  func noColorIsRespectedOnATerminal() throws {
    let sandbox = try CLISandbox()
    let inputs = try sandbox.copyFixtureInputs(Self.fixture)
    guard let binary = CLIRunner.binary else { throw CLIMissingBinary() }
    let command = ([binary.path, "convert"] + inputs + ["--dry-run"]).joined(separator: " ")
    let script = URL(fileURLWithPath: "/usr/bin/script")
    let coloured = try CLIRunner.runProcess(script, ["-qec", command, "/dev/null"], in: sandbox.url)
    #expect(coloured.stdout.contains("\u{1B}[32m+"), "a terminal gets colour: \(coloured.stdout.prefix(200))")
    let noColor = try CLIRunner.runProcess(script, ["-qec", command, "/dev/null"], in: sandbox.url, environment: ["NO_COLOR": "1"])
    #expect(noColor.stdout.contains("+++ b/PhotoDetail/"))
    #expect(!noColor.stdout.contains("\u{1B}["), "NO_COLOR must switch colour off")
  }

  @Test func planTextEndsWithASummaryLineOnStderr() throws {
    let sandbox = try CLISandbox()
    let inputs = try sandbox.copyFixtureInputs(Self.fixture)
    for format in ["text", "json", "xcode"] {
      let result = try sandbox.run(["plan"] + inputs + ["--format", format])
      #expect(result.status == 0)
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.last?.hasPrefix("viperize: PhotoDetailViewController → PhotoDetail: plan of") == true, "\(format): \(result.stderr)")
    }
  }

  static let steeredController = """
    import UIKit

    class NotesViewController: UIViewController {
        @IBOutlet weak var tableView: UITableView!
        var context: NSManagedObjectContext!

        override func viewDidLoad() {
            super.viewDidLoad()
            refresh()
            loadNotes()
        }

        // viperize: interactor
        func refresh() {
            print("refreshing")
        }

        // viperize: keep
        func loadNotes() {
            let request = NSFetchRequest<Note>(entityName: "Note")
            _ = try? context.fetch(request)
        }
    }

    """

  /// `// viperize: interactor` moves a member without signals; `// viperize: keep` keeps a
  /// data-access member in the view, which it would otherwise leave.
  @Test func planTextIsATableGroupedByLayerWithLineEvidence() throws {
    let sandbox = try CLISandbox()
    let inputs = try sandbox.copyFixtureInputs(Self.fixture)
    let result = try sandbox.run(["plan"] + inputs)
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let headings = lines.filter { $0.first?.isUppercase == true && $0.hasSuffix(")") && !$0.contains("→") }
    #expect(headings.first?.hasPrefix("VIEW (") == true, "\(headings)")
    #expect(headings.contains { $0.hasPrefix("ASSEMBLY (") })
    #expect(lines.contains { $0.hasPrefix("  imageCache ") && $0.contains("→ view") && $0.contains("(line 20)") && !$0.contains("PhotoDetailViewController.swift") })
    // Aligned: the LINES column starts at the same offset in every member row.
    let pattern = try NSRegularExpression(pattern: "^  \\S+ +([0-9]+-[0-9]+) ")
    let offsets = lines.compactMap { line -> Int? in
      let match = pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
      return match.map { $0.range(at: 1).location }
    }
    #expect(offsets.count == 7 && Set(offsets).count == 1, "\(offsets)")
  }

  @Test func inlineOverridesSteerTheClassification() throws {
    let sandbox = try CLISandbox()
    try sandbox.write("NotesViewController.swift", Self.steeredController)
    try sandbox.write(
      "Unsteered/NotesViewController.swift", Self.steeredController.replacingOccurrences(of: "// viperize: ", with: "// "))
    let steered = try sandbox.run(["plan", "NotesViewController.swift", "--format", "json"])
    let unsteered = try sandbox.run(["plan", "Unsteered/NotesViewController.swift", "--format", "json"])
    #expect(steered.status == 0 && unsteered.status == 0, "stderr: \(steered.stderr) \(unsteered.stderr)")
    let with = try CLIPlanJSON.members(steered.stdout)
    let without = try CLIPlanJSON.members(unsteered.stdout)
    #expect(without["refresh()"] == "view")
    #expect(with["refresh()"] == "interactor")
    #expect(without["loadNotes()"] == "interactor")
    // `keep` pins the member to the view; the classifier still reports its data-access part
    // (layer "mixed", left in the view unchanged).
    #expect(["view", "mixed"].contains(with["loadNotes()"] ?? ""), "loadNotes(): \(with["loadNotes()"] ?? "-")")

    let dryRun = try sandbox.run(["convert", "NotesViewController.swift", "--in-place", "--dry-run"])
    #expect(dryRun.status == 0, "stderr: \(dryRun.stderr)")
    let removed = dryRun.stdout.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
    #expect(!removed.contains { $0.contains("context.fetch") }, "kept code left the view:\n\(dryRun.stdout)")
  }

  @Test func helpShowsExamplesAndExitCodes() throws {
    let sandbox = try CLISandbox()
    let result = try sandbox.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Examples:"))
    #expect(result.stdout.contains("Exit codes: 0 success"))
    let convertHelp = try sandbox.run(["convert", "--help"])
    #expect(convertHelp.stdout.contains("--in-place") && convertHelp.stdout.contains("--patch"))
  }

  @Test(arguments: ["bash", "zsh", "fish"]) func completionScriptsAreGenerated(_ shell: String) throws {
    let sandbox = try CLISandbox()
    let result = try sandbox.run(["--generate-completion-script", shell])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("viperize"))
    #expect(result.stdout.contains("convert"))
  }
}

#if os(Linux)
let isLinux = true
#else
let isLinux = false
#endif
