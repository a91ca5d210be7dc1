/// Adds ANSI colours to a unified diff, line by line, the way `git diff` does: file headers bold,
/// hunk headers cyan, removed lines red, added lines green.
public enum DiffColorizer {
  static let bold = "\u{1B}[1m"
  static let red = "\u{1B}[31m"
  static let green = "\u{1B}[32m"
  static let cyan = "\u{1B}[36m"
  static let reset = "\u{1B}[0m"

  public static func colorize(_ diff: String) -> String {
    var result = ""
    result.reserveCapacity(diff.utf8.count + diff.utf8.count / 8)
    var inHeader = false
    // Split on bytes: a `\r\n` inside a line is one Character, which a Character split would miss.
    let lines = diff.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    for line in lines.dropLast(diff.utf8.last == UInt8(ascii: "\n") ? 1 : 0) {
      let color: String?
      if line.hasPrefix("diff --git ") {
        inHeader = true
        color = bold
      } else if line.hasPrefix("@@") {
        inHeader = false
        color = cyan
      } else if inHeader {
        color = bold
      } else if line.hasPrefix("-") {
        color = red
      } else if line.hasPrefix("+") {
        color = green
      } else {
        color = nil
      }
      result += color.map { $0 + line + reset } ?? line
      result += "\n"
    }
    return result
  }
}
