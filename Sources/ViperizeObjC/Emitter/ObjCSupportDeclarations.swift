import ViperizeCore

/// File-scope declarations of the controller's files that moved code may still name.
///
/// A one-line `static NSString *const CGMenuCellIdentifier = @"CGMenuCell";` or `#define` of an
/// implementation file is copied into each generated `.m` whose code uses it; names declared at
/// file scope in the header (`typedef NS_ENUM(…) { CGMenuSectionDistricts, … }`) are reached by
/// importing the view controller's header.
struct ObjCSupportDeclarations {
  /// Declared name → its line.
  private var copied: [(name: String, line: String)] = []
  private var headerNames: Set<String> = []
  private var viewHeader: String?

  init(plan: ModulePlan) {
    let model = plan.model
    for (index, file) in model.files.enumerated() {
      let controllerRanges = model.declarations.filter { $0.span.file == index }.map(\.span.range)
      var lineNumber = 0
      for rawLine in Self.characterLines(file.bytes) {
        lineNumber += 1
        guard lineNumber <= file.lineCount else { break }
        let start = file.lineStarts[lineNumber - 1]
        if controllerRanges.contains(where: { $0.contains(start) }) { continue }
        let line = String(decoding: rawLine, as: UTF8.self)
        if file.path.hasSuffix(".h") {
          if line.hasPrefix("#import") || line.hasPrefix("#include") || line.hasPrefix("@") { continue }
          for word in Self.identifiers(in: line) where word.first?.isUppercase == true
            && !word.hasPrefix("NS") && !word.hasPrefix("UI") && word != model.name
          {
            headerNames.insert(word)
          }
        } else if line.hasPrefix("static ") && line.hasSuffix(";") && !line.contains("(") {
          let head = line.split(separator: "=").first.map(String.init) ?? line
          if let name = Self.identifiers(in: head).last { copied.append((name, line)) }
        } else if line.hasPrefix("#define ") && !line.hasSuffix("\\") {
          let words = Self.identifiers(in: line)
          if words.count >= 2 { copied.append((words[1], line)) }
        }
      }
      if file.path.hasSuffix(".h") && viewHeader == nil {
        viewHeader = ObjCViperEmitter.baseName(file.path)
      }
    }
  }

  /// Lines to put after a generated `.m`'s imports for `code`: the view header import when the
  /// code names something the header declares, then the copied constants it uses.
  func lines(for code: String) -> String {
    let words = Set(Self.identifiers(in: code))
    var text = ""
    if let viewHeader, !headerNames.isDisjoint(with: words) { text += "#import \"\(viewHeader)\"\n" }
    let used = copied.filter { words.contains($0.name) }
    if !used.isEmpty { text += "\n" + used.map { $0.line + "\n" }.joined() }
    return text
  }

  /// Identifier-like words, in order (string contents included: good enough for a name check).
  static func identifiers(in text: String) -> [String] {
    text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiIdentifiers(in: text) : characterIdentifiers(in: text)
  }

  /// `identifiers(in:)` by characters (letters and digits of any script).
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

  /// The lines of `text.split(separator: "\n", omittingEmptySubsequences: false)`, cut on bytes:
  /// at each newline that does not end a `\r\n` (one character, which is not `"\n"`).
  static func characterLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    for index in bytes.indices where bytes[index] == .newline && (index == 0 || bytes[index - 1] != .carriageReturn) {
      lines.append(bytes[start..<index])
      start = index + 1
    }
    lines.append(bytes[start...])
    return lines
  }

  /// `identifiers(in:)` of ASCII text, on bytes: letters, digits and `_` (one byte, one character).
  static func asciiIdentifiers(in text: String) -> [String] {
    var result: [String] = []
    let utf8 = Array(text.utf8)
    var start = 0
    while start < utf8.count {
      guard utf8[start].isIdentifierContinuation else {
        start += 1
        continue
      }
      var end = start
      while end < utf8.count && utf8[end].isIdentifierContinuation && utf8[end] != UInt8(ascii: "$") { end += 1 }
      if end == start {
        start += 1  // `$`: no word character
        continue
      }
      if !utf8[start].isDigit { result.append(String(decoding: utf8[start..<end], as: UTF8.self)) }
      start = end
    }
    return result
  }
}
