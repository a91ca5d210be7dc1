import ViperizeCore

/// Widens byte ranges to what moves with a declaration or statement: the comments directly
/// above it and, when nothing else shares them, its whole lines.
///
/// `#pragma mark` and other directives are never taken along here: they belong to the file's
/// scaffolding (a pragma heading a single method is added by `ObjCSectionPragmas`).
struct ObjCSpanBuilder {
  let file: ObjCTokenizedFile
  let fileIndex: Int

  /// `SourceSpan(file:start:end:in:)`, its lines and column taken from the file's line index
  /// rather than from two searches over all lines.
  func span(_ start: Int, _ end: Int) -> SourceSpan {
    let end = max(start, end)
    var span = SourceSpan(file: fileIndex, start: start, end: end, in: Self.noLines)
    let begin = file.lines.location(of: start)
    span.startLine = begin.line
    span.startColumn = begin.column
    span.endLine = file.lines.line(of: max(start, end - 1))
    return span
  }

  /// A file of one line, so that `SourceSpan.init` has no lines to search.
  private static let noLines = SourceFile(path: "", text: "")

  /// The start of the comments directly above `offset` (no blank line between), or `offset`.
  func leadingCommentStart(before offset: Int) -> Int {
    let trivia = file.trivia
    var low = 0
    var high = trivia.count
    while low < high {
      let mid = (low + high) / 2
      if trivia[mid].end <= offset { low = mid + 1 } else { high = mid }
    }
    var start = offset
    var candidate = low - 1
    while candidate >= 0 {
      let comment = trivia[candidate]
      guard comment.kind.isComment, onlyWhitespace(comment.end, start, maxNewlines: 1),
        onlyWhitespace(lineStart(of: comment.start), comment.start, maxNewlines: 0)
      else { break }
      start = comment.start
      candidate -= 1
    }
    return start
  }

  /// The start of the line of `offset` when only spaces precede it there, else `offset`.
  func startOfLineIfAlone(_ offset: Int) -> Int {
    let begin = lineStart(of: offset)
    return onlyWhitespace(begin, offset, maxNewlines: 0) ? begin : offset
  }

  /// Past the newline ending the line of `end` when only spaces, block comments closed on that
  /// line (`[task resume]; /* fire */`) or a `//` comment follow it there.
  func endOfLineIfAlone(_ end: Int) -> Int {
    let bytes = file.bytes
    let star = UInt8(ascii: "*")
    var index = end
    while true {
      while index < bytes.count && bytes[index].isHorizontalSpace { index += 1 }
      guard index + 1 < bytes.count, bytes[index] == .slash, bytes[index + 1] == star else { break }
      var close = index + 2
      while close + 1 < bytes.count, bytes[close] != .newline, !(bytes[close] == star && bytes[close + 1] == .slash) { close += 1 }
      guard close + 1 < bytes.count, bytes[close] == star else { return end }
      index = close + 2
    }
    if index + 1 < bytes.count && bytes[index] == .slash && bytes[index + 1] == .slash {
      while index < bytes.count && bytes[index] != .newline { index += 1 }
    }
    if index >= bytes.count { return bytes.count }
    return bytes[index] == .newline ? index + 1 : end
  }

  /// Leading comments plus whole lines: what moves with a statement.
  func extendedSpan(_ start: Int, _ end: Int) -> SourceSpan {
    span(startOfLineIfAlone(leadingCommentStart(before: start)), endOfLineIfAlone(end))
  }

  /// The offset just after the newline before `offset` (a short walk back, not a line search).
  private func lineStart(of offset: Int) -> Int {
    let bytes = file.bytes
    var index = min(offset, bytes.count)
    while index > 0 && bytes[index - 1] != .newline { index -= 1 }
    return index
  }

  private func onlyWhitespace(_ from: Int, _ to: Int, maxNewlines: Int) -> Bool {
    guard from <= to else { return false }
    var newlines = 0
    for offset in from..<to {
      let byte = file.bytes[offset]
      if byte == .newline {
        newlines += 1
        if newlines > maxNewlines { return false }
      } else if !byte.isHorizontalSpace {
        return false
      }
    }
    return true
  }
}
