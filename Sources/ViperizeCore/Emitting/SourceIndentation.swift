/// Indentation of original code, shared by the emitters of every language.
public enum SourceIndentation {
  /// Leading blanks of the line holding `offset`.
  public static func indentation(ofLineAt offset: Int, in file: SourceFile) -> String {
    var index = file.lineStarts[file.line(of: offset) - 1]
    var result = ""
    while index < file.bytes.count, file.bytes[index] == UInt8(ascii: " ") || file.bytes[index] == UInt8(ascii: "\t") {
      result.append(Character(Unicode.Scalar(file.bytes[index])))
      index += 1
    }
    return result
  }

  /// Replaces the `from` prefix of every line by `to` (lines not starting with it are kept).
  public static func reindent(_ text: String, from: String, to: String) -> String {
    guard from != to else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      if line.hasPrefix(from) { return to + line.dropFirst(from.count) }
      return String(line)
    }.joined(separator: "\n")
  }

  /// Original bytes of each range with the `edits` that start inside it applied, re-indented so
  /// the range's first line sits at `indent`; each piece ends with a newline.
  public static func movedText(_ ranges: [Range<Int>], edits: [TextEdit], in file: SourceFile, indent: String) -> String {
    ranges.map { range -> String in
      let text = TextEdit.apply(edits.filter { range.contains($0.range.lowerBound) }, to: file.bytes[range])
      let shifted = reindent(text, from: indentation(ofLineAt: range.lowerBound, in: file), to: indent)
      return shifted.hasSuffix("\n") ? shifted : shifted + "\n"
    }.joined()
  }
}

extension PlannedMethod {
  /// `text` (whole lines) inside the `#if` of each of the method's conditions, outermost first;
  /// `text` itself without conditions. Both languages write `#if` the same way.
  public func compiledUnderConditions(_ text: String) -> String {
    guard !conditions.isEmpty else { return text }
    return conditions.map { "#if \($0)\n" }.joined() + text + String(repeating: "#endif\n", count: conditions.count)
  }
}
