/// Splits Objective-C source bytes into tokens in one linear pass, without regular expressions.
///
/// Tolerant by design: every byte ends up in exactly one token or in whitespace, unterminated
/// comments run to the end of the file, unterminated string and character literals to the end of
/// their line, and a byte that starts no token becomes an `unknown` token. It never fails.
public struct ObjCLexer: Sendable {
  /// The source, read without bounds checks: every index is tested against `count` first.
  private typealias Bytes = UnsafeBufferPointer<UInt8>

  public init() {}

  /// All tokens (code and trivia) in source order.
  public func tokenize(_ bytes: [UInt8]) -> [ObjCToken] {
    var tokens: [ObjCToken] = []
    tokens.reserveCapacity(bytes.count / 4)
    bytes.withUnsafeBufferPointer { bytes in scan(bytes) { tokens.append($0) } }
    return tokens
  }

  /// The code tokens and the trivia tokens, each in source order.
  func split(_ bytes: [UInt8]) -> (code: [ObjCToken], trivia: [ObjCToken]) {
    var code: [ObjCToken] = []
    var trivia: [ObjCToken] = []
    code.reserveCapacity(bytes.count / 5)
    bytes.withUnsafeBufferPointer { bytes in
      scan(bytes) { token in
        if token.kind.isTrivia { trivia.append(token) } else { code.append(token) }
      }
    }
    return (code, trivia)
  }

  /// Hands every token to `emit`, in source order.
  @inline(__always)
  private func scan(_ bytes: Bytes, _ emit: (ObjCToken) -> Void) {
    let isPunctuation = Self.isPunctuation
    let count = bytes.count
    var index = 0
    var atLineStart = true
    while index < count {
      let byte = bytes[index]
      if byte == .newline {
        atLineStart = true
        index += 1
        continue
      }
      if byte.isHorizontalSpace {
        index += 1
        continue
      }
      let start = index
      let kind: ObjCTokenKind
      // Names first: the most common token, and no other token starts with their first bytes.
      if byte.isIdentifierStart {
        index = endOfIdentifier(bytes, from: index)
        kind = .identifier
      } else if byte == .hash && atLineStart {
        index = endOfDirective(bytes, from: index)
        kind = .preprocessor
      } else if byte == .slash && peek(bytes, index + 1) == .slash {
        index = endOfLine(bytes, from: index)
        kind = .lineComment
      } else if byte == .slash && peek(bytes, index + 1) == .star {
        index = endOfBlockComment(bytes, from: index + 2)
        kind = .blockComment
      } else if byte == .quote {
        index = endOfQuoted(bytes, from: index + 1, closing: .quote)
        kind = .stringLiteral
      } else if byte == .apostrophe {
        index = endOfQuoted(bytes, from: index + 1, closing: .apostrophe)
        kind = .charLiteral
      } else if byte == .at {
        let next = peek(bytes, index + 1)
        if next == .quote {
          index = endOfQuoted(bytes, from: index + 2, closing: .quote)
          kind = .stringLiteral
        } else if next.isIdentifierStart {
          index = endOfIdentifier(bytes, from: index + 1)
          kind = .atKeyword
        } else {
          index += 1
          kind = .punctuation
        }
      } else if byte.isDigit || (byte == .dot && peek(bytes, index + 1).isDigit) {
        index = endOfNumber(bytes, from: index)
        kind = .number
      } else if isPunctuation[Int(byte)] {
        let length = punctuationLength(bytes, at: index)
        index += length
        kind = .punctuation
      } else {
        index += 1
        kind = .unknown
      }
      emit(ObjCToken(kind: kind, start: start, end: index))
      atLineStart = false
      // A directive or line comment stops before its newline; the loop sees the newline next.
    }
  }

  private func peek(_ bytes: Bytes, _ index: Int) -> UInt8 {
    index < bytes.count ? bytes[index] : 0
  }

  private func endOfLine(_ bytes: Bytes, from start: Int) -> Int {
    var index = start
    while index < bytes.count && bytes[index] != .newline { index += 1 }
    return index
  }

  /// A directive line ends at a newline not preceded by `\`; block comments inside it are skipped.
  private func endOfDirective(_ bytes: Bytes, from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == .newline {
        var back = index - 1
        if back >= start && bytes[back] == .carriageReturn { back -= 1 }
        if back >= start && bytes[back] == .backslash {
          index += 1
          continue
        }
        return index
      }
      if byte == .slash && peek(bytes, index + 1) == .star {
        index = endOfBlockComment(bytes, from: index + 2)
        continue
      }
      if byte == .slash && peek(bytes, index + 1) == .slash { return endOfLine(bytes, from: index) }
      index += 1
    }
    return index
  }

  private func endOfBlockComment(_ bytes: Bytes, from start: Int) -> Int {
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == .star && bytes[index + 1] == .slash { return index + 2 }
      index += 1
    }
    return bytes.count
  }

  /// The end of a string or character literal: after the closing quote, or at the newline.
  private func endOfQuoted(_ bytes: Bytes, from start: Int, closing: UInt8) -> Int {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == .backslash {
        index += 2
        continue
      }
      if byte == closing { return index + 1 }
      if byte == .newline { return index }
      index += 1
    }
    return bytes.count
  }

  private func endOfIdentifier(_ bytes: Bytes, from start: Int) -> Int {
    var index = start
    while index < bytes.count && bytes[index].isIdentifierContinuation { index += 1 }
    return index
  }

  private func endOfNumber(_ bytes: Bytes, from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte.isIdentifierContinuation || byte == .dot {
        index += 1
      } else if (byte == .plus || byte == .minus) && index > start
        && [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[index - 1])
      {
        index += 1
      } else {
        break
      }
    }
    return index
  }

  /// The length of the longest operator at `index`, a punctuation byte.
  private func punctuationLength(_ bytes: Bytes, at index: Int) -> Int {
    let first = bytes[index]
    let second = peek(bytes, index + 1)
    let third = peek(bytes, index + 2)
    if first == .dot && second == .dot && third == .dot { return 3 }
    if (first == .less || first == .greater) && second == first && third == .equals { return 3 }
    return Self.isTwoByteOperator(first, second) ? 2 : 1
  }

  /// Indexed by byte: whether it is punctuation.
  private static let isPunctuation: [Bool] = {
    var table = [Bool](repeating: false, count: 256)
    for byte in "{}[]();:,.?~!+-*/%^&|=<>\\".utf8 { table[Int(byte)] = true }
    return table
  }()

  /// `->`, `++`, `--`, `<<`, `>>`, `<=`, `>=`, `==`, `!=`, `&&`, `||`, `+=`, `-=`, `*=`, `/=`,
  /// `%=`, `&=`, `|=`, `^=`, `::`.
  private static func isTwoByteOperator(_ first: UInt8, _ second: UInt8) -> Bool {
    switch (first, second) {
    case (.minus, .greater), (.plus, .plus), (.minus, .minus), (.less, .less), (.greater, .greater),
      (.colon, .colon), (.ampersand, .ampersand), (.bar, .bar):
      return true
    case (_, .equals):
      switch first {
      case .less, .greater, .equals, .exclamation, .plus, .minus, .star, .slash, .percent, .ampersand,
        .bar, .caret:
        return true
      default:
        return false
      }
    default:
      return false
    }
  }
}

extension UInt8 {
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let hash = UInt8(ascii: "#")
  static let slash = UInt8(ascii: "/")
  static let backslash = UInt8(ascii: "\\")
  static let star = UInt8(ascii: "*")
  static let quote = UInt8(ascii: "\"")
  static let apostrophe = UInt8(ascii: "'")
  static let at = UInt8(ascii: "@")
  static let dot = UInt8(ascii: ".")
  static let plus = UInt8(ascii: "+")
  static let minus = UInt8(ascii: "-")
  static let less = UInt8(ascii: "<")
  static let greater = UInt8(ascii: ">")
  static let equals = UInt8(ascii: "=")
  static let underscore = UInt8(ascii: "_")
  static let colon = UInt8(ascii: ":")
  static let ampersand = UInt8(ascii: "&")
  static let bar = UInt8(ascii: "|")
  static let exclamation = UInt8(ascii: "!")
  static let percent = UInt8(ascii: "%")
  static let caret = UInt8(ascii: "^")

  var isHorizontalSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0D || self == 0x0B || self == 0x0C }
  var isDigit: Bool { self >= 0x30 && self <= 0x39 }
  var isUppercase: Bool { self >= 0x41 && self <= 0x5A }
  var isLowercase: Bool { self >= 0x61 && self <= 0x7A }
  /// Letters, `_`, `$`, and any non-ASCII byte (UTF-8 identifiers are taken whole).
  var isIdentifierStart: Bool {
    isUppercase || isLowercase || self == .underscore || self == UInt8(ascii: "$") || self >= 0x80
  }
  var isIdentifierContinuation: Bool { isIdentifierStart || isDigit }
}
