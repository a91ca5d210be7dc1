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
public struct ObjCToken: Sendable, Equatable {
  public var kind: ObjCTokenKind
  public var start: Int
  public var end: Int

  public init(kind: ObjCTokenKind, start: Int, end: Int) {
    self.kind = kind
    self.start = start
    self.end = end
  }

  public var range: Range<Int> { start..<end }
}
