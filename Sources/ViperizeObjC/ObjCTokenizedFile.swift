import ViperizeCore

/// A lexed file: its code tokens, its trivia (comments, directives) and the bracket pairs.
/// Immutable, and a class so that the many parsers holding it share one reference.
///
/// The parsers work on `code` only; `trivia` is consulted for leading comments and `#if` regions.
/// `partner[i]` is the index of the bracket matching `code[i]` (`(`/`[`/`{` and back), or -1.
public final class ObjCTokenizedFile: Sendable {
  public let source: SourceFile
  public let code: [ObjCToken]
  public let trivia: [ObjCToken]
  /// 32-bit, like the token offsets: half the memory to walk.
  public let partner: [Int32]
  /// Line and column of byte offsets, without a search over all lines.
  let lines: ObjCLineIndex

  public init(source: SourceFile) {
    self.source = source
    (code, trivia) = ObjCLexer().split(source.bytes)
    partner = Self.pairBrackets(code, source.bytes)
    lines = ObjCLineIndex(source)
  }

  public var bytes: [UInt8] { source.bytes }

  /// The source text of code token `index`.
  public func text(_ index: Int) -> String {
    guard index >= 0 && index < code.count else { return "" }
    return source.slice(code[index].range)
  }

  /// Whether code token `index` spells `word`, compared byte by byte without allocating.
  @inline(__always)
  public func isText(_ index: Int, _ word: StaticString) -> Bool {
    guard index >= 0 && index < code.count else { return false }
    let token = code[index]
    let count = word.utf8CodeUnitCount
    guard token.end - token.start == count else { return false }
    guard word.hasPointerRepresentation else {
      return word.withUTF8Buffer { buffer in source.bytes[token.range].elementsEqual(buffer) }
    }
    let letters = word.utf8Start
    var offset = 0
    while offset < count {
      if source.bytes[token.start + offset] != letters[offset] { return false }
      offset += 1
    }
    return true
  }

  /// The byte of one-byte punctuation token `index` (`;`, `[`, `:` …), or 0 for any other token:
  /// `punctuation(i) == UInt8(ascii: ";")` is `isText(i, ";")` without the string.
  @inline(__always)
  public func punctuation(_ index: Int) -> UInt8 {
    guard index >= 0 && index < code.count else { return 0 }
    let token = code[index]
    guard token.kind == .punctuation && token.end - token.start == 1 else { return 0 }
    return source.bytes[token.start]
  }

  @inline(__always)
  public func kind(_ index: Int) -> ObjCTokenKind? {
    index >= 0 && index < code.count ? code[index].kind : nil
  }

  @inline(__always)
  public func isIdentifier(_ index: Int) -> Bool { kind(index) == .identifier }

  /// First byte of code token `index`, or 0 outside the file.
  @inline(__always)
  public func firstByte(_ index: Int) -> UInt8 {
    guard index >= 0 && index < code.count else { return 0 }
    return source.bytes[code[index].start]
  }

  /// The source text from the start of token `first` to the end of token `last` (inclusive).
  public func text(from first: Int, through last: Int) -> String {
    guard first <= last, first >= 0, last < code.count else { return "" }
    return source.slice(code[first].start..<code[last].end)
  }

  /// The matching bracket of `index` when it lies before `limit`, else nil.
  public func closing(of index: Int, before limit: Int) -> Int? {
    guard index >= 0 && index < partner.count else { return nil }
    let other = Int(partner[index])
    return other > index && other < limit ? other : nil
  }

  /// The matching opening bracket of the closer at `index`, else nil.
  public func opening(of index: Int) -> Int? {
    guard index >= 0 && index < partner.count else { return nil }
    let other = Int(partner[index])
    return other >= 0 && other < index ? other : nil
  }

  /// Whether token `index` is the first code token on its line (only whitespace or comments before).
  public func startsLine(_ index: Int) -> Bool {
    guard index >= 0 && index < code.count else { return false }
    if index == 0 { return true }
    return lines.line(of: code[index - 1].start) != lines.line(of: code[index].start)
  }

  public func span(_ range: Range<Int>, file: Int) -> SourceSpan {
    SourceSpan(file: file, start: range.lowerBound, end: range.upperBound, in: source)
  }

  /// Pairs brackets with a stack; a closer without its opener on the stack top pops down to its
  /// opener when one is open, and is left unpaired otherwise.
  private static func pairBrackets(_ code: [ObjCToken], _ bytes: [UInt8]) -> [Int32] {
    var partner = [Int32](repeating: -1, count: code.count)
    var stack: [Int] = []
    // Open `(`, `[`, `{` on the stack, by kind.
    var openCount = (parens: 0, brackets: 0, braces: 0)
    for (index, token) in code.enumerated()
    where token.kind == .punctuation && token.end - token.start == 1 {
      let byte = bytes[token.start]
      switch byte {
      case UInt8(ascii: "("): openCount.parens += 1
      case UInt8(ascii: "["): openCount.brackets += 1
      case UInt8(ascii: "{"): openCount.braces += 1
      default: break
      }
      let opener: UInt8
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        stack.append(index)
        continue
      case UInt8(ascii: ")"):
        guard openCount.parens > 0 else { continue }
        opener = UInt8(ascii: "(")
      case UInt8(ascii: "]"):
        guard openCount.brackets > 0 else { continue }
        opener = UInt8(ascii: "[")
      case UInt8(ascii: "}"):
        guard openCount.braces > 0 else { continue }
        opener = UInt8(ascii: "{")
      default:
        continue
      }
      while let top = stack.popLast() {
        let topByte = bytes[code[top].start]
        switch topByte {
        case UInt8(ascii: "("): openCount.parens -= 1
        case UInt8(ascii: "["): openCount.brackets -= 1
        default: openCount.braces -= 1
        }
        if topByte == opener {
          partner[top] = Int32(index)
          partner[index] = Int32(top)
          break
        }
      }
    }
    return partner
  }
}
