/// Identifier-like words of source text, for the emitters' name checks (which imports a file
/// needs, which file-scope declarations its code uses): letters, digits and `_`, not starting
/// with a digit. String contents are included: good enough for a name check.
public enum SourceWords {
  /// The words of `text`, in order: on bytes for ASCII text, by characters otherwise (letters and
  /// digits of any script).
  public static func identifiers(in text: String) -> [String] {
    text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiIdentifiers(in: text) : characterIdentifiers(in: text)
  }

  static func characterIdentifiers(in text: String) -> [String] {
    var result: [String] = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if !current.isEmpty, current.first?.isNumber == false { result.append(current) }
        current = ""
      }
    }
    if !current.isEmpty, current.first?.isNumber == false { result.append(current) }
    return result
  }

  /// `identifiers(in:)` of ASCII text, on bytes (one byte, one character).
  static func asciiIdentifiers(in text: String) -> [String] {
    var result: [String] = []
    let utf8 = Array(text.utf8)
    var start = 0
    while start < utf8.count {
      guard isASCIIWordByte(utf8[start]) else {
        start += 1
        continue
      }
      var end = start
      while end < utf8.count && isASCIIWordByte(utf8[end]) { end += 1 }
      if !isDigit(utf8[start]) { result.append(String(decoding: utf8[start..<end], as: UTF8.self)) }
      start = end
    }
    return result
  }

  /// An ASCII letter, digit or `_`.
  public static func isASCIIWordByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
