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
      if character.isWordCharacter {
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

extension String {
  /// `hasSuffix` for an ASCII `suffix`, by bytes: no grapheme breaking, which names of ASCII
  /// letters (types, selectors) do not need.
  @inlinable public func hasASCIISuffix(_ suffix: String) -> Bool {
    SourceWords.endsWith(utf8, suffix) { $0 == $1 }
  }
}

extension SourceWords {
  /// Whether `bytes` end with `suffix` (ASCII), each byte compared by `equal(byte, suffixByte)`:
  /// on the contiguous storage native strings have, else byte by byte.
  @inlinable public static func endsWith<Bytes: BidirectionalCollection<UInt8>>(
    _ bytes: Bytes, _ suffix: String, _ equal: (UInt8, UInt8) -> Bool
  ) -> Bool {
    let fast = bytes.withContiguousStorageIfAvailable { name in
      suffix.utf8.withContiguousStorageIfAvailable { tail -> Bool in
        guard name.count >= tail.count else { return false }
        let offset = name.count - tail.count
        for index in 0..<tail.count where !equal(name[offset + index], tail[index]) { return false }
        return true
      }
    }
    if let fast = fast, let result = fast { return result }
    var position = bytes.endIndex
    for byte in suffix.utf8.reversed() {
      guard position > bytes.startIndex else { return false }
      position = bytes.index(before: position)
      if !equal(bytes[position], byte) { return false }
    }
    return true
  }
}

extension Character {
  /// A letter or digit of any script, or `_`: what a name is made of. ASCII (most source) by its
  /// byte, other characters by their Unicode properties, which cost a table lookup each.
  @inlinable public var isWordCharacter: Bool {
    if let ascii = asciiValue { return SourceWords.isASCIIWordByte(ascii) }
    return isLetter || isNumber
  }

  /// An upper-case letter: ASCII by its byte, others by their Unicode properties.
  @inlinable public var isUpperCaseLetter: Bool {
    if let ascii = asciiValue { return ascii >= 0x41 && ascii <= 0x5A }
    return isUppercase
  }
}
