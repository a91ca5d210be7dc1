import Foundation
import Testing
@testable import ViperizeKit

/// The line diff behind `--dry-run --in-place` and `--patch`: minimal, `diff -u`-shaped, and
/// accepted by `git apply`.
@Suite struct DiffTests {
  static let env = URL(fileURLWithPath: "/usr/bin/env")

  @Test func editScriptOfASmallExample() {
    #expect(
      DiffAlgorithm.edits(["a", "b", "c"], ["a", "c", "d"])
        == [.keep(old: 0, new: 0), .delete(old: 1), .keep(old: 2, new: 1), .insert(new: 2)])
    #expect(DiffAlgorithm.edits([String](), []) == [])
    #expect(DiffAlgorithm.edits(["x"], []) == [.delete(old: 0)])
    #expect(DiffAlgorithm.edits([], ["x"]) == [.insert(new: 0)])
  }

  /// The number of kept lines equals the longest common subsequence (dynamic programming).
  @Test func editScriptIsMinimalAndConsistent() {
    var random = CLISeededRandom(seed: 7)
    for _ in 0..<400 {
      let a = (0..<Int.random(in: 0...25, using: &random)).map { _ in Int.random(in: 0..<4, using: &random) }
      let b = (0..<Int.random(in: 0...25, using: &random)).map { _ in Int.random(in: 0..<4, using: &random) }
      let edits = DiffAlgorithm.edits(a, b)
      var rebuilt: [Int] = []
      var kept = 0
      for edit in edits {
        switch edit {
        case .keep(let old, let new):
          #expect(a[old] == b[new])
          rebuilt.append(b[new])
          kept += 1
        case .insert(let new): rebuilt.append(b[new])
        case .delete: break
        }
      }
      #expect(rebuilt == b)
      #expect(kept == Self.lcsLength(a, b), "not minimal for \(a) → \(b)")
    }
  }

  @Test func hunkIsWhatDiffUPrints() throws {
    let old = (1...20).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 10\n", with: "line ten\nline ten and a half\n")
      .replacingOccurrences(of: "line 2\n", with: "")
    let ours = UnifiedDiffPrinter.modifiedFile(path: "f.txt", old: old, new: new)
    let theirs = try Self.diffU(old, new)
    #expect(Self.hunks(ours) == Self.hunks(theirs), "ours:\n\(ours)\ndiff -u:\n\(theirs)")
    #expect(Self.hunks(ours).filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,4 @@", "@@ -7,7 +6,8 @@"])
  }

  @Test func identicalTextsGiveNoDiff() {
    #expect(UnifiedDiffPrinter.modifiedFile(path: "f", old: "a\nb\n", new: "a\nb\n") == "")
  }

  /// Random edits of a source-like file: `git apply` reproduces the new text, and the number of
  /// changed lines equals that of minimal `diff -d -u`.
  @Test func randomPatchesApplyWithGitAndAreMinimal() throws {
    let base = try String(
      contentsOf: CLIRunner.fixtures.appendingPathComponent("swift-trip-list-combined/input/TripListViewController.swift"),
      encoding: .utf8)
    var lines = base.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.removeLast()
    var random = CLISeededRandom(seed: 42)
    let sandbox = try CLISandbox()
    for round in 0..<25 {
      var changed = lines
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        let index = Int.random(in: 0..<changed.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: changed.remove(at: index)
        case 1: changed.insert("// inserted \(round)", at: index)
        default: changed[index] = changed[index].uppercased()
        }
      }
      let old = lines.joined(separator: "\n") + "\n"
      let new = changed.joined(separator: "\n") + (round % 5 == 0 ? "" : "\n")
      let patch = UnifiedDiffPrinter.modifiedFile(path: "f.swift", old: old, new: new)
      if old == new {  // the mutations cancelled out (an empty line upper-cased)
        #expect(patch.isEmpty)
        continue
      }
      try sandbox.write("f.swift", old)
      try sandbox.write("change.patch", patch)
      let applied = try CLIRunner.runProcess(Self.env, ["git", "apply", "change.patch"], in: sandbox.url)
      #expect(applied.status == 0, "round \(round): \(applied.stderr)\n\(patch)")
      #expect(sandbox.read("f.swift") == new, "round \(round): git apply gave a different text")
      let minimal = try Self.diffU(old, new, minimal: true)
      #expect(Self.changedLineCount(patch) == Self.changedLineCount(minimal), "round \(round): not minimal")
    }
  }

  @Test func missingFinalNewlineIsMarked() {
    let patch = UnifiedDiffPrinter.modifiedFile(path: "f", old: "a\nb", new: "a\nb\n")
    #expect(patch.hasSuffix("@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"))
  }

  @Test func largeFilesDiffQuickly() {
    let old = (0..<20_000).map { "let value\($0) = \($0)" }
    var new = old
    for index in stride(from: 500, to: 20_000, by: 2_000) { new[index] = "changed" }
    let start = Date()
    let edits = DiffAlgorithm.edits(old, new)
    #expect(edits.count == 20_010)
    let unrelated = DiffAlgorithm.edits((0..<3_000).map { "a\($0)" }, (0..<3_000).map { "b\($0)" })
    #expect(unrelated.count == 6_000)
    #expect(Date().timeIntervalSince(start) < 10)
  }

  // MARK: Helpers

  static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
    var row = [Int](repeating: 0, count: b.count + 1)
    for x in a {
      var diagonal = 0
      for (j, y) in b.enumerated() {
        let saved = row[j + 1]
        row[j + 1] = x == y ? diagonal + 1 : max(row[j + 1], row[j])
        diagonal = saved
      }
    }
    return row[b.count]
  }

  /// `diff -u` (GNU diffutils) of two texts.
  static func diffU(_ old: String, _ new: String, minimal: Bool = false) throws -> String {
    let sandbox = try CLISandbox()
    try sandbox.write("old", old)
    try sandbox.write("new", new)
    return try CLIRunner.runProcess(env, ["diff", "-u"] + (minimal ? ["-d"] : []) + ["old", "new"], in: sandbox.url).stdout
  }

  /// The hunk lines of a diff, without file headers.
  static func hunks(_ diff: String) -> [String] {
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.firstIndex(where: { $0.hasPrefix("@@") }) else { return [] }
    return Array(lines[first...])
  }

  static func changedLineCount(_ diff: String) -> Int {
    hunks(diff).filter { ($0.hasPrefix("+") || $0.hasPrefix("-")) }.count
  }
}
