import Foundation
import Testing

/// `--patch FILE`: the whole change as a patch that `git apply` accepts from the project root,
/// and that reproduces exactly what `convert` writes.
@Suite struct PatchTests {
  static let fixture = "swift-trip-list-combined"
  static let git = URL(fileURLWithPath: "/usr/bin/env")

  /// A sandbox holding the fixture's inputs in a fresh git repository.
  func repository() throws -> (CLISandbox, [String]) {
    let sandbox = try CLISandbox()
    let inputs = try sandbox.copyFixtureInputs(Self.fixture)
    let initialized = try CLIRunner.runProcess(Self.git, ["git", "init", "-q", "."], in: sandbox.url)
    #expect(initialized.status == 0, "git init: \(initialized.stderr)")
    return (sandbox, inputs)
  }

  func gitApply(_ arguments: [String], in sandbox: CLISandbox) throws -> CLIRunner.Result {
    try CLIRunner.runProcess(Self.git, ["git", "apply"] + arguments, in: sandbox.url)
  }

  @Test func patchOfANewModuleAppliesWithGitAndMatchesConvert() throws {
    let (sandbox, inputs) = try repository()
    let result = try sandbox.run(["convert"] + inputs + ["--output", "Modules", "--patch", "trip-list.patch"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("wrote patch trip-list.patch"))
    #expect(!sandbox.exists("Modules"), "--patch writes only the patch")

    let check = try gitApply(["--check", "trip-list.patch"], in: sandbox)
    #expect(check.status == 0, "git apply --check: \(check.stderr)")
    let apply = try gitApply(["trip-list.patch"], in: sandbox)
    #expect(apply.status == 0, "git apply: \(apply.stderr)")

    let reference = try CLISandbox()
    _ = try reference.copyFixtureInputs(Self.fixture)
    #expect(try reference.run(["convert"] + inputs + ["--output", "Modules"]).status == 0)
    let written = reference.snapshot().filter { $0.key.hasPrefix("Modules/") }
    let applied = sandbox.snapshot().filter { $0.key.hasPrefix("Modules/") }
    #expect(!written.isEmpty)
    #expect(applied == written, "the applied patch differs from what convert writes")
  }

  @Test func inPlacePatchRewritesTheControllerWhenApplied() throws {
    let (sandbox, inputs) = try repository()
    let result = try sandbox.run(["convert"] + inputs + ["--output", "Modules", "--in-place", "--patch", "p.diff"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let patch = sandbox.read("p.diff") ?? ""
    #expect(patch.contains("--- a/TripListViewController.swift\n+++ b/TripListViewController.swift\n"))

    let check = try gitApply(["--check", "p.diff"], in: sandbox)
    #expect(check.status == 0, "git apply --check: \(check.stderr)")
    #expect(try gitApply(["p.diff"], in: sandbox).status == 0)

    let reference = try CLISandbox()
    _ = try reference.copyFixtureInputs(Self.fixture)
    #expect(try reference.run(["convert"] + inputs + ["--output", "Modules", "--in-place"]).status == 0)
    let applied = sandbox.snapshot().filter { $0.key != "p.diff" && !$0.key.hasPrefix(".git") }
    #expect(applied == reference.snapshot(), "the applied patch differs from what --in-place writes")
  }

  @Test func patchFileIsNotOverwrittenWithoutForce() throws {
    let (sandbox, inputs) = try repository()
    try sandbox.write("p.diff", "keep me\n")
    let refused = try sandbox.run(["convert"] + inputs + ["--patch", "p.diff"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("refusing to overwrite existing files (use --force): p.diff"))
    #expect(sandbox.read("p.diff") == "keep me\n")
    let forced = try sandbox.run(["convert"] + inputs + ["--patch", "p.diff", "--force"])
    #expect(forced.status == 0)
    #expect(sandbox.read("p.diff")?.hasPrefix("diff --git ") == true)
  }
}
