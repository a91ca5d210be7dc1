import SwiftSyntax

extension SyntaxProtocol {
  /// The node's text without the leading trivia of its first token and the trailing trivia of
  /// its last: what swift-syntax's `trimmedDescription` gives, read from the node's own text
  /// instead of from a copy of the node rebuilt without that trivia (the rebuild cost the Swift
  /// frontend a twelfth of its time on a 4,000-line controller; see docs/benchmarks.md).
  var trimmedText: String {
    let text = description
    let utf8 = text.utf8
    let leading = leadingTriviaLength.utf8Length
    let trailing = trailingTriviaLength.utf8Length
    guard leading + trailing < utf8.count else { return "" }
    let start = utf8.index(utf8.startIndex, offsetBy: leading)
    let end = utf8.index(utf8.endIndex, offsetBy: -trailing)
    return String(decoding: utf8[start..<end], as: UTF8.self)
  }
}
