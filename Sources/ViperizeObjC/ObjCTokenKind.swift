/// The lexical category of one Objective-C token.
///
/// C keywords (`if`, `return`, `switch`) are `identifier`s: the parsers compare their text. Comments and
/// preprocessor lines are trivia: the lexer keeps them apart from the code tokens, with exact ranges.
public enum ObjCTokenKind: UInt8, Sendable, Equatable {
  /// A name or C keyword: `tableView`, `if`, `_imageCache`.
  case identifier
  /// `@` followed by a name: `@interface`, `@end`, `@property`, `@selector`, `@try`.
  case atKeyword
  /// `"…"` or `@"…"`, escapes included; an unterminated one ends at the end of its line.
  case stringLiteral
  /// `'a'`, `'\n'`.
  case charLiteral
  /// `42`, `0x1F`, `1.5e-3f`.
  case number
  /// Operators and delimiters: `{`, `->`, `==`, `...`, a lone `@` (boxed literal).
  case punctuation
  /// `// …` up to (not including) the newline.
  case lineComment
  /// `/* … */`, or up to the end of the file when unterminated.
  case blockComment
  /// A whole directive line starting with `#`, continuation lines included.
  case preprocessor
  /// A byte that starts no token (a stray backtick, a control character).
  case unknown

  /// Whether the token is trivia (kept apart from the code tokens).
  public var isTrivia: Bool {
    self == .lineComment || self == .blockComment || self == .preprocessor
  }

  public var isComment: Bool { self == .lineComment || self == .blockComment }
}

/// One token: its kind and its exact byte range in the file.
///
/// Offsets are stored in 32 bits (12 bytes a token, not 24): the parsers walk the token array
/// again and again, and a smaller array stays in cache.
public struct ObjCToken: Sendable, Equatable {
  public var kind: ObjCTokenKind
  private var storedStart: UInt32
  private var storedEnd: UInt32

  public init(kind: ObjCTokenKind, start: Int, end: Int) {
    self.kind = kind
    self.storedStart = UInt32(start)
    self.storedEnd = UInt32(end)
  }

  public var start: Int {
    get { Int(storedStart) }
    set { storedStart = UInt32(newValue) }
  }

  public var end: Int {
    get { Int(storedEnd) }
    set { storedEnd = UInt32(newValue) }
  }

  public var range: Range<Int> { start..<end }
}
