/// Recognises a local variable declaration at a statement start.
///
/// `NSArray *quarters = …`, `UIStoryboard *sb;`, `__weak typeof(self) weakSelf = self`,
/// `NSInteger index = …`, `void (^done)(void) = …`, `for (NSString *name in names)`.
/// Not: `quarters = …`, `[self foo]`, `return x;`.
struct ObjCLocalDeclarationMatcher {
  let file: ObjCTokenizedFile

  struct Match {
    /// The declared name's token.
    var nameToken: Int
    /// Tokens of the type (not names read by the code).
    var typeTokens: [Int]
  }

  static let qualifiers: Set<String> = [
    "const", "static", "__block", "__weak", "__strong", "__unsafe_unretained", "__autoreleasing",
    "volatile", "unsigned", "signed", "struct", "enum", "union", "long", "short", "register",
    "extern", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "nullable", "nonnull", "__kindof",
    "int", "char", "double", "float",
  ]

  /// Words that start statements but never a declaration.
  static let statementKeywords: Set<String> = [
    "return", "if", "else", "for", "while", "do", "switch", "case", "default", "break",
    "continue", "goto", "sizeof", "self", "super", "in",
  ]

  static let qualifierWords = ObjCWordSet(qualifiers)
  static let statementKeywordWords = ObjCWordSet(statementKeywords)

  func match(at start: Int, limit: Int) -> Match? { scan(at: start, limit: limit).match }

  /// The match at `start`, and the furthest token the scan compared with `limit`: a scan with any
  /// limit at or past `extent` gives the same answer.
  func scan(at start: Int, limit: Int) -> (match: Match?, extent: Int) {
    var scan = Scan(file: file, limit: limit, extent: start)
    let match = scan.match(at: start)
    return (match, scan.extent)
  }

  /// One scan, remembering the furthest token it compared with `limit`.
  private struct Scan {
    let file: ObjCTokenizedFile
    let limit: Int
    var extent: Int

    mutating func within(_ index: Int) -> Bool {
      if index > extent { extent = index }
      return index <= limit
    }

    mutating func match(at start: Int) -> Match? {
      var index = start
      var typeTokens: [Int] = []
      while within(index) && file.isIdentifier(index) && isKeyword(index, qualifiers) && !isName(index + 1) {
        typeTokens.append(index)
        index += 1
      }
      guard within(index), file.isIdentifier(index) else { return nil }
      if isKeyword(index, statementKeywords) { return nil }
      if file.isText(index, "typeof") || file.isText(index, "__typeof") || file.isText(index, "__typeof__") {
        guard let close = closing(of: index + 1) else { return nil }
        typeTokens += Array(index...close)
        index = close + 1
      } else if !(typeTokens.last.map { file.isText($0, "int") || file.isText($0, "long") } ?? false)
        || !isName(index)
      {
        typeTokens.append(index)
        index += 1
      }
      if file.isText(index, "<"), let close = closingAngle(from: index) {
        typeTokens += Array(index...close)
        index = close + 1
      }
      while within(index) {
        if file.isText(index, "*") || (file.isIdentifier(index) && isKeyword(index, qualifiers)) {
          typeTokens.append(index)
          index += 1
        } else {
          break
        }
      }
      // Block variable: `void (^name)(…)`.
      if file.isText(index, "("), file.isText(index + 1, "^"), file.isIdentifier(index + 2),
        file.isText(index + 3, ")")
      {
        extent = max(extent, index + 3)
        return Match(nameToken: index + 2, typeTokens: typeTokens + [index, index + 1, index + 3])
      }
      guard isName(index), !typeTokens.isEmpty else { return nil }
      return Match(nameToken: index, typeTokens: typeTokens)
    }

    /// Whether `index` is an identifier followed by what may follow a declared name.
    private mutating func isName(_ index: Int) -> Bool {
      guard within(index), file.isIdentifier(index), !isKeyword(index, statementKeywords) else { return false }
      let next = index + 1
      return file.isText(next, "=") || file.isText(next, ";") || file.isText(next, ",")
        || file.isText(next, "[") || file.isText(next, "in") || file.isText(next, ")")
    }

    /// `file.closing(of: open, before: limit + 1)`, noting the partner it compares.
    private mutating func closing(of open: Int) -> Int? {
      guard open >= 0, open < file.partner.count, Int(file.partner[open]) > open else { return nil }
      let close = Int(file.partner[open])
      return within(close) ? close : nil
    }

    private mutating func closingAngle(from open: Int) -> Int? {
      var depth = 0
      var index = open
      while index <= open + 64 && within(index) {
        if file.isText(index, "<") { depth += 1 }
        if file.isText(index, ">") { depth -= 1 }
        if file.isText(index, ">>") { depth -= 2 }
        if depth <= 0 { return index }
        if file.isText(index, ";") || file.isText(index, "=") { return nil }
        index += 1
      }
      return nil
    }

    private var qualifiers: ObjCWordSet { ObjCLocalDeclarationMatcher.qualifierWords }
    private var statementKeywords: ObjCWordSet { ObjCLocalDeclarationMatcher.statementKeywordWords }

    private func isKeyword(_ index: Int, _ words: ObjCWordSet) -> Bool { words.contains(index, in: file) }
  }
}
