import ViperizeCore

/// Prints changes as a unified diff that `git apply` and `patch -p1` accept.
///
/// New files are diffed against `/dev/null`; paths carry the `a/` and `b/` prefixes.
public enum UnifiedDiffPrinter {
  /// `--- /dev/null` / `+++ b/path` / one hunk adding every line.
  public static func newFile(path: String, contents: String) -> String {
    let lines = splitLines(contents)
    var text = "diff --git a/\(path) b/\(path)\nnew file mode 100644\n--- /dev/null\n+++ b/\(path)\n"
    guard !lines.isEmpty else { return text }
    text += "@@ -0,0 +1\(lines.count == 1 ? "" : ",\(lines.count)") @@\n"
    for line in lines { text += "+" + line + "\n" }
    if !contents.hasSuffix("\n") { text += "\\ No newline at end of file\n" }
    return text
  }

  /// The whole module as one patch, files in path order.
  public static func module(_ files: [GeneratedFile], under directory: String) -> String {
    let prefix = directory.isEmpty || directory == "." ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
    return files.sorted { $0.path < $1.path }
      .map { newFile(path: normalize(prefix + $0.path), contents: $0.contents) }.joined()
  }

  static func splitLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }

  private static func normalize(_ path: String) -> String {
    var result = path
    while result.hasPrefix("./") { result.removeFirst(2) }
    return result
  }
}
