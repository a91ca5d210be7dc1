import SwiftSyntax
import ViperizeCore

/// Computes the byte ranges that move with a declaration or statement: its attached comments above
/// and the rest of its last line.
///
/// ```swift
/// // Loads trips.          ← attached: starts the extended span (line start)
/// func loadTrips() { … }   ← extended span ends after this line's newline
/// ```
/// A comment separated by a blank line, or a `// MARK:` comment, is not attached: it stays where it is.
enum SwiftTriviaSpans {
  static func extendedRange(of node: some SyntaxProtocol, in file: SourceFile) -> Range<Int> {
    let contentStart = node.positionAfterSkippingLeadingTrivia.utf8Offset
    var start = contentStart
    // Walk the leading trivia backwards from the node, taking comments that touch it. Most code
    // has none above it: the trivia's pieces are read only when its text holds a comment's `/`.
    let triviaStart = node.position.utf8Offset
    if file.bytes[triviaStart..<contentStart].contains(UInt8(ascii: "/")) {
      var offset = contentStart
      var newlinesSinceComment = 0
      scan: for piece in node.leadingTrivia.pieces.reversed() {
        offset -= piece.sourceLength.utf8Length
        switch piece {
        case .spaces, .tabs:
          continue
        case .newlines(let count), .carriageReturnLineFeeds(let count):
          newlinesSinceComment += count
          if newlinesSinceComment >= 2 { break scan }
          continue
        case .lineComment(let text), .docLineComment(let text), .blockComment(let text),
          .docBlockComment(let text):
          if text.contains("MARK:") { break scan }
          start = offset
          newlinesSinceComment = 0
          continue
        default:
          break scan
        }
      }
    }
    return lineStart(of: start, in: file)..<lineEnd(after: node.endPositionBeforeTrailingTrivia.utf8Offset, in: file)
  }

  /// Start of the line holding `offset` when only blanks precede it there; else `offset`.
  static func lineStart(of offset: Int, in file: SourceFile) -> Int {
    var index = offset
    while index > 0 {
      let byte = file.bytes[index - 1]
      if byte == UInt8(ascii: "\n") { return index }
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { return offset }
      index -= 1
    }
    return 0
  }

  /// Just past the newline ending the line that holds `offset - 1`, when only blanks or a comment
  /// follow there; else `offset`.
  static func lineEnd(after offset: Int, in file: SourceFile) -> Int {
    var index = offset
    let bytes = file.bytes
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") { return index + 1 }
      if byte == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return min(index + 1, bytes.count)
      }
      // A block comment closed on this line is the line's too (`}.resume() /* fire */`).
      if byte == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*") {
        var close = index + 2
        while close + 1 < bytes.count, bytes[close] != UInt8(ascii: "\n"),
          !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/"))
        {
          close += 1
        }
        guard close + 1 < bytes.count, bytes[close] == UInt8(ascii: "*") else { return offset }
        index = close + 2
        continue
      }
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
        return offset
      }
      index += 1
    }
    return bytes.count
  }

  static func span(_ range: Range<Int>, file: Int, in source: SourceFile) -> SourceSpan {
    SourceSpan(file: file, start: range.lowerBound, end: range.upperBound, in: source)
  }

  /// The node's own span: first token through last token, no trivia.
  static func trimmedSpan(of node: some SyntaxProtocol, file: Int, in source: SourceFile) -> SourceSpan {
    SourceSpan(
      file: file, start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
      end: node.endPositionBeforeTrailingTrivia.utf8Offset, in: source)
  }
}

extension SyntaxProtocol {
  /// Byte range of the node without its leading/trailing trivia.
  var trimmedByteRange: Range<Int> {
    positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
  }
}
