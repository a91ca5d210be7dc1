import ViperizeCore

/// Prints changes as a unified diff that `git apply` and `patch -p1` accept.
///
/// New files are diffed against `/dev/null`, replaced files against their original (Myers line
/// diff, 3 lines of context); paths carry the `a/` and `b/` prefixes.
public enum UnifiedDiffPrinter {
  /// `--- /dev/null` / `+++ b/path` / one hunk adding every line.
  public static func newFile(path: String, contents: String) -> String {
    var text = "diff --git a/\(path) b/\(path)\nnew file mode 100644\n--- /dev/null\n+++ b/\(path)\n"
    // By bytes, in one pass (splitting by characters cost more than the diff itself on large
    // files): each line, split at `\n` alone (`\r` stays in it), with `+` before and `\n` after.
    let bytes = contents.utf8
    let newline = UInt8(ascii: "\n")
    let endsWithNewline = bytes.last == newline
    let count = bytes.reduce(0) { $1 == newline ? $0 + 1 : $0 } + (endsWithNewline ? 0 : 1)
    text += "@@ -0,0 +1\(count == 1 ? "" : ",\(count)") @@\n"
    var patch: [UInt8] = []
    patch.reserveCapacity(bytes.count + count + 1)
    var atLineStart = true
    for byte in bytes {
      if atLineStart { patch.append(UInt8(ascii: "+")) }
      patch.append(byte)
      atLineStart = byte == newline
    }
    if !endsWithNewline {
      if bytes.isEmpty { patch.append(UInt8(ascii: "+")) }
      patch.append(newline)
    }
    text += String(decoding: patch, as: UTF8.self)
    if !endsWithNewline { text += "\\ No newline at end of file\n" }
    return text
  }

  /// The whole module as one patch, files in path order.
  public static func module(_ files: [GeneratedFile], under directory: String) -> String {
    let prefix = directory.isEmpty || directory == "." ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
    return files.sorted { $0.path < $1.path }
      .map { newFile(path: normalize(prefix + $0.path), contents: $0.contents) }.joined()
  }

  /// `--- a/path` / `+++ b/path` / the hunks that turn `old` into `new`; empty when they are equal.
  public static func modifiedFile(path: String, old: String, new: String, context: Int = 3) -> String {
    let oldLines = linesKeepingTerminators(old)
    let newLines = linesKeepingTerminators(new)
    let edits = DiffAlgorithm.edits(oldLines, newLines)
    let hunks = DiffHunk.hunks(edits, context: context)
    guard !hunks.isEmpty else { return "" }
    var text = "diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n"
    for hunk in hunks {
      text += hunk.header + "\n"
      for edit in hunk.edits {
        let (marker, line): (String, String)
        switch edit {
        case .keep(let index, _): (marker, line) = (" ", oldLines[index])
        case .delete(let index): (marker, line) = ("-", oldLines[index])
        case .insert(let index): (marker, line) = ("+", newLines[index])
        }
        text += marker + line
        if line.utf8.last != UInt8(ascii: "\n") { text += "\n\\ No newline at end of file\n" }
      }
    }
    return text
  }

  /// Every planned output as one patch, in the plan's order: new files and replaced originals.
  public static func changes(_ outputs: [OutputFile]) -> String {
    outputs.map { output in
      if let original = output.original {
        return modifiedFile(path: output.displayPath, old: original, new: output.contents)
      }
      return newFile(path: output.displayPath, contents: output.contents)
    }.joined()
  }

  /// Lines with their `\n` (split on bytes, so `\r\n` stays inside a line), so a last line
  /// without a newline differs from the same line with one.
  static func linesKeepingTerminators(_ text: String) -> [String] {
    var lines: [String] = []
    var current: [UInt8] = []
    for byte in text.utf8 {
      current.append(byte)
      if byte == UInt8(ascii: "\n") {
        lines.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      }
    }
    if !current.isEmpty { lines.append(String(decoding: current, as: UTF8.self)) }
    return lines
  }

  private static func normalize(_ path: String) -> String {
    var result = path
    while result.hasPrefix("./") { result.removeFirst(2) }
    return result
  }
}
