import ViperizeCore

/// One type declaration a file makes, found by `DeclarationScanner` without parsing.
public struct ScannedDeclaration: Sendable, Equatable {
  public enum Kind: String, Sendable {
    /// Swift `class Name: Superclass`.
    case swiftClass
    /// Swift `extension Name`.
    case swiftExtension
    /// Objective-C `@interface Name : Superclass`.
    case objcInterface
    /// Objective-C `@implementation Name`.
    case objcImplementation
    /// Objective-C `@interface Name (Category)`, `@interface Name ()` or `@implementation Name (Category)`.
    case objcCategory
  }

  public var kind: Kind
  public var name: String
  /// The first inherited type (`class`, `@interface`); for Swift it may be a protocol.
  public var superclass: String?
  public var line: Int
  public var column: Int
}

/// Finds the class, extension, `@interface`, `@implementation` and category declarations of a
/// file with a byte scan of each line's first words: no syntax tree, so scanning a whole app
/// costs about as much as reading it.
///
/// ```swift
/// @objc(AGFoo) final class FooViewController: UIViewController, UITableViewDelegate {   // swiftClass
/// extension FooViewController: UISearchBarDelegate {                                   // swiftExtension
/// ```
/// ```objc
/// @interface FooViewController : UIViewController <UITableViewDelegate>                // objcInterface
/// @interface FooViewController (Table)                                                 // objcCategory
/// @implementation FooViewController                                                    // objcImplementation
/// ```
/// Declarations inside `//` and `/* */` comments are skipped; one inside a string literal or a
/// nested type is found too, and the frontend, which parses, has the last word.
public enum DeclarationScanner {
  /// Swift modifiers that may precede `class` or `extension`.
  static let swiftModifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "final", "package", "nonisolated", "indirect",
  ]

  public static func scan(_ bytes: [UInt8], language: SourceLanguage) -> [ScannedDeclaration] {
    var found: [ScannedDeclaration] = []
    var commentDepth = 0
    var lineStart = 0
    var line = 1
    let count = bytes.count
    while lineStart < count {
      var lineEnd = lineStart
      while lineEnd < count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
      var index = lineStart
      // Leave any block comment the line starts in.
      while commentDepth > 0 && index < lineEnd {
        if bytes[index] == 0x2A && index + 1 < lineEnd && bytes[index + 1] == 0x2F {
          commentDepth -= 1
          index += 2
        } else if language == .swift && bytes[index] == 0x2F && index + 1 < lineEnd && bytes[index + 1] == 0x2A {
          commentDepth += 1
          index += 2
        } else {
          index += 1
        }
      }
      if commentDepth == 0 {
        while index < lineEnd && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
        let start = index
        if let declaration = language == .swift
          ? swiftDeclaration(bytes, from: index, to: lineEnd) : objcDeclaration(bytes, from: index, to: lineEnd)
        {
          found.append(ScannedDeclaration(
            kind: declaration.kind, name: declaration.name, superclass: declaration.superclass, line: line,
            column: start - lineStart + 1))
        }
        commentDepth = blockCommentDepth(bytes, from: start, to: lineEnd, swift: language == .swift)
      }
      lineStart = lineEnd + 1
      line += 1
    }
    return found
  }

  /// The block-comment depth at the end of a line that starts outside any comment; `//` ends the
  /// scan and string literals are skipped (on this line).
  private static func blockCommentDepth(_ bytes: [UInt8], from: Int, to end: Int, swift: Bool) -> Int {
    var depth = 0
    var index = from
    var inString = false
    while index < end {
      let byte = bytes[index]
      let next: UInt8 = index + 1 < end ? bytes[index + 1] : 0
      if depth > 0 {
        if byte == 0x2A && next == 0x2F { depth -= 1; index += 2; continue }
        if swift && byte == 0x2F && next == 0x2A { depth += 1; index += 2; continue }
      } else if inString {
        if byte == 0x5C { index += 2; continue }
        if byte == 0x22 { inString = false }
      } else if byte == 0x22 {
        inString = true
      } else if byte == 0x2F && next == 0x2F {
        return 0
      } else if byte == 0x2F && next == 0x2A {
        depth = 1
        index += 2
        continue
      }
      index += 1
    }
    return depth
  }

  private typealias Found = (kind: ScannedDeclaration.Kind, name: String, superclass: String?)

  /// `[@attribute…] [modifiers…] class Name[<…>] [: First, …]` or `… extension Name`.
  private static func swiftDeclaration(_ bytes: [UInt8], from start: Int, to end: Int) -> Found? {
    var reader = ByteWordReader(bytes: bytes, index: start, end: end)
    while true {
      reader.skipSpaces()
      if reader.peek == 0x40 {  // @attribute, with an optional (argument)
        reader.index += 1
        _ = reader.word(allowDots: true)
        reader.skipSpaces()
        if reader.peek == 0x28 && !reader.skipParenthesized() { return nil }
        continue
      }
      guard let word = reader.word(allowDots: false) else { return nil }
      if swiftModifiers.contains(word) {
        if reader.peek == 0x28 && !reader.skipParenthesized() { return nil }  // private(set)
        continue
      }
      guard word == "class" || word == "extension" else { return nil }
      reader.skipSpaces()
      guard let name = reader.word(allowDots: word == "extension") else { return nil }
      if word == "extension" { return (.swiftExtension, name, nil) }
      if ["func", "var", "let", "subscript", "init", "deinit", "protocol"].contains(name) { return nil }
      reader.skipSpaces()
      if reader.peek == 0x3C && !reader.skipAngleBrackets() { return nil }
      reader.skipSpaces()
      guard reader.peek == 0x3A else { return (.swiftClass, name, nil) }
      reader.index += 1
      reader.skipSpaces()
      return (.swiftClass, name, reader.word(allowDots: true))
    }
  }

  /// `@interface Name : Super`, `@interface Name (Cat)`, `@implementation Name [(Cat)]`.
  private static func objcDeclaration(_ bytes: [UInt8], from start: Int, to end: Int) -> Found? {
    var reader = ByteWordReader(bytes: bytes, index: start, end: end)
    guard reader.peek == 0x40 else { return nil }
    reader.index += 1
    guard let keyword = reader.word(allowDots: false), keyword == "interface" || keyword == "implementation" else {
      return nil
    }
    reader.skipSpaces()
    guard let name = reader.word(allowDots: false) else { return nil }
    reader.skipSpaces()
    if reader.peek == 0x3C && !reader.skipAngleBrackets() { return nil }  // lightweight generics
    reader.skipSpaces()
    if reader.peek == 0x28 { return (.objcCategory, name, nil) }
    if keyword == "implementation" { return (.objcImplementation, name, nil) }
    guard reader.peek == 0x3A else { return (.objcInterface, name, nil) }
    reader.index += 1
    reader.skipSpaces()
    return (.objcInterface, name, reader.word(allowDots: false))
  }
}
