/// Reads identifiers and skips spaces and brackets within one line of bytes.
struct ByteWordReader {
  var bytes: [UInt8]
  var index: Int
  var end: Int

  var peek: UInt8? { index < end ? bytes[index] : nil }

  mutating func skipSpaces() {
    while index < end && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
  }

  /// An identifier (letters, digits, `_`, `$`, non-ASCII; `.` too when `allowDots`), or nil.
  mutating func word(allowDots: Bool) -> String? {
    let start = index
    while index < end {
      let byte = bytes[index]
      let isWord = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
        || byte == 0x5F || byte == 0x24 || byte >= 0x80 || (allowDots && byte == 0x2E && index > start)
      guard isWord else { break }
      index += 1
    }
    guard index > start, !(bytes[start] >= 0x30 && bytes[start] <= 0x39) else { return nil }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  mutating func skipParenthesized() -> Bool { skipBalanced(open: 0x28, close: 0x29) }
  mutating func skipAngleBrackets() -> Bool { skipBalanced(open: 0x3C, close: 0x3E) }

  /// Skips from an opening bracket to its partner on this line; false when the line ends first.
  private mutating func skipBalanced(open: UInt8, close: UInt8) -> Bool {
    var depth = 0
    while index < end {
      if bytes[index] == open { depth += 1 }
      if bytes[index] == close {
        depth -= 1
        if depth == 0 {
          index += 1
          return true
        }
      }
      index += 1
    }
    return false
  }
}
