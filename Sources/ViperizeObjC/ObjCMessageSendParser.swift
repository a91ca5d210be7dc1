/// Reads a message send `[receiver piece:arg piece:arg]` starting at its `[`.
///
/// `[self.navigationController pushViewController:vc animated:YES]` → receiver tokens
/// `self.navigationController`, selector `pushViewController:animated:`, piece tokens.
/// Ternaries in arguments (`flag ? a : b`) do not start selector pieces.
struct ObjCMessageSendParser {
  let file: ObjCTokenizedFile

  struct MessageSend {
    var open: Int
    var close: Int
    var receiverFirst: Int
    var receiverLast: Int
    var selector: String
    var firstPiece: Int
  }

  /// Storage `parse` reuses from one send to the next: the piece tokens of the last send parsed.
  struct Buffers {
    var pieces: [Int] = []
    var selector: [UInt8] = []
  }

  /// Words after which `[` opens a message (elsewhere an identifier before `[` means a subscript).
  private static let keywordsBeforeExpression: Set<String> = ["return", "case", "else", "do", "in"]

  /// Whether the `[` at `index` opens a message send rather than a subscript or `@[…]` literal.
  func opensMessage(_ index: Int) -> Bool {
    guard file.isText(index, "[") else { return false }
    let previous = index - 1
    guard let kind = file.kind(previous) else { return true }
    switch kind {
    case .identifier:
      return Self.keywordsBeforeExpression.contains(file.text(previous))
    case .number, .stringLiteral, .charLiteral:
      return false
    case .punctuation:
      if file.isText(previous, ")") { return closesConditionOrCast(previous) }
      return !(file.isText(previous, "]") || file.isText(previous, "@"))
    default:
      return true
    }
  }

  /// C scalar type words a cast may consist of: `(int)[items count]`.
  private static let scalarTypeWords: Set<String> = [
    "int", "long", "short", "char", "float", "double", "unsigned", "signed", "void", "id", "instancetype",
  ]

  /// Whether the `)` at `close` ends what a statement or an expression starts after, so a `[`
  /// after it opens a message: a control statement's condition (`if (done) [self close];`,
  /// `while (…)`, `for (…)`, `switch (…)`) or a cast (`(UINavigationController *)[segue
  /// destinationViewController]`, `(NSInteger)[items count]`, `(id<Row>)[rows firstObject]`).
  /// Otherwise a parenthesised value is subscripted (`(items)[0]`, `f(x)[1]`).
  private func closesConditionOrCast(_ close: Int) -> Bool {
    guard let open = file.opening(of: close), open + 1 < close else { return false }
    if file.kind(open - 1) == .identifier, ["if", "while", "for", "switch"].contains(file.text(open - 1)) { return true }
    // A cast: a type name, its pointer, protocols or generic arguments, or a C scalar type.
    if file.kind(open - 1) == .identifier && !Self.keywordsBeforeExpression.contains(file.text(open - 1)) { return false }
    let last = close - 1
    if file.isText(last, "*") || file.isText(last, ">") { return true }
    guard (open + 1...last).allSatisfy({ file.kind($0) == .identifier }) else { return false }
    return (open + 1...last).allSatisfy { index in
      Self.scalarTypeWords.contains(file.text(index)) || file.firstByte(index).isUppercase
    }
  }

  /// The send whose `[` is at `open`; its selector pieces are left in `buffers.pieces`.
  func parse(at open: Int, limit: Int, buffers: inout Buffers) -> MessageSend? {
    guard let close = file.closing(of: open, before: limit) else { return nil }
    let receiverEnd = endOfReceiver(from: open + 1, limit: close)
    guard receiverEnd > open + 1, receiverEnd < close, file.isIdentifier(receiverEnd) else { return nil }
    buffers.pieces.removeAll(keepingCapacity: true)
    if file.isText(receiverEnd + 1, "]") {
      buffers.pieces.append(receiverEnd)
      return MessageSend(
        open: open, close: close, receiverFirst: open + 1, receiverLast: receiverEnd - 1,
        selector: file.text(receiverEnd), firstPiece: receiverEnd)
    }
    buffers.selector.removeAll(keepingCapacity: true)
    var index = receiverEnd
    var pendingQuestions = 0
    while index < close {
      let punctuation = file.punctuation(index)
      if punctuation == UInt8(ascii: "?") {
        pendingQuestions += 1
      } else if punctuation == UInt8(ascii: ":") {
        if pendingQuestions > 0 {
          pendingQuestions -= 1
        } else {
          buffers.selector.append(UInt8(ascii: ":"))
        }
      } else if file.isIdentifier(index) && file.punctuation(index + 1) == UInt8(ascii: ":") && pendingQuestions == 0 {
        buffers.pieces.append(index)
        buffers.selector += file.bytes[file.code[index].range]
        buffers.selector.append(UInt8(ascii: ":"))
        index += 2
        continue
      } else if let inner = file.closing(of: index, before: close) {
        index = inner + 1
        continue
      }
      index += 1
    }
    guard let firstPiece = buffers.pieces.first else { return nil }
    // Pieces are whole identifier tokens, so joining their bytes decodes as joining their texts.
    return MessageSend(
      open: open, close: close, receiverFirst: open + 1, receiverLast: receiverEnd - 1,
      selector: String(decoding: buffers.selector, as: UTF8.self), firstPiece: firstPiece)
  }

  /// The receiver text without `self.` and with whitespace runs collapsed.
  func receiverText(_ send: MessageSend) -> String {
    guard send.receiverFirst <= send.receiverLast, send.receiverFirst >= 0, send.receiverLast < file.code.count
    else { return "" }
    let bytes = file.bytes
    let range = file.code[send.receiverFirst].start..<file.code[send.receiverLast].end
    var receiver: String
    if !range.contains(where: { Self.isSpace(bytes[$0]) }) {
      // `self.` then an ASCII byte: the prefix is those five characters.
      let selfDot: StaticString = "self."
      let start = range.lowerBound
      if range.count > 5, bytes[start + 5] < 0x80,
        (0..<5).allSatisfy({ bytes[start + $0] == selfDot.utf8Start[$0] })
      {
        return file.source.slice((start + 5)..<range.upperBound)
      }
      receiver = file.source.slice(range)
    } else {
      var text: [UInt8] = []
      text.reserveCapacity(range.count)
      var pendingSpace = false
      for offset in range {
        let byte = bytes[offset]
        if Self.isSpace(byte) {
          pendingSpace = !text.isEmpty
          continue
        }
        if pendingSpace { text.append(0x20) }
        pendingSpace = false
        text.append(byte)
      }
      receiver = String(decoding: text, as: UTF8.self)
    }
    if receiver.hasPrefix("self.") { receiver.removeFirst(5) }
    return receiver
  }

  /// Space, newline, tab, carriage return: the whitespace `receiverText` collapses.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == .newline || byte == 0x09 || byte == .carriageReturn
  }

  /// The index just after the receiver expression that starts at `start`.
  private func endOfReceiver(from start: Int, limit: Int) -> Int {
    var index = endOfPrimary(from: start, limit: limit)
    while index < limit {
      if (file.isText(index, ".") || file.isText(index, "->")) && file.isIdentifier(index + 1) {
        index += 2
      } else if file.isText(index, "(") || file.isText(index, "[") {
        guard let inner = file.closing(of: index, before: limit) else { return index }
        index = inner + 1
      } else {
        return index
      }
    }
    return index
  }

  private func endOfPrimary(from start: Int, limit: Int) -> Int {
    guard start < limit, let kind = file.kind(start) else { return start }
    if file.isText(start, "(") || file.isText(start, "[") {
      guard let inner = file.closing(of: start, before: limit) else { return start }
      // A cast `(Foo *)x` is followed by its operand.
      if file.isText(start, "(") && file.isText(inner - 1, "*") && inner + 1 < limit {
        return endOfPrimary(from: inner + 1, limit: limit)
      }
      return inner + 1
    }
    if file.isText(start, "@") || kind == .atKeyword {
      if let inner = file.closing(of: start + 1, before: limit) { return inner + 1 }
      return start + 1
    }
    switch kind {
    case .identifier, .stringLiteral, .number, .charLiteral: return start + 1
    default: return start
    }
  }
}
