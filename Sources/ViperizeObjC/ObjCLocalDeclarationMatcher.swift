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

  func match(at start: Int, limit: Int) -> Match? {
    var index = start
    var typeTokens: [Int] = []
    while index <= limit && file.isIdentifier(index) && Self.qualifiers.contains(file.text(index))
      && !isName(index + 1, limit: limit)
    {
      typeTokens.append(index)
      index += 1
    }
    guard index <= limit, file.isIdentifier(index) else { return nil }
    let head = file.text(index)
    if Self.statementKeywords.contains(head) { return nil }
    if head == "typeof" || head == "__typeof" || head == "__typeof__" {
      guard let close = file.closing(of: index + 1, before: limit + 1) else { return nil }
      typeTokens += Array(index...close)
      index = close + 1
    } else if !(typeTokens.last.map { file.isText($0, "int") || file.isText($0, "long") } ?? false)
      || !isName(index, limit: limit)
    {
      typeTokens.append(index)
      index += 1
    }
    if file.isText(index, "<"), let close = closingAngle(from: index, limit: limit) {
      typeTokens += Array(index...close)
      index = close + 1
    }
    while index <= limit {
      if file.isText(index, "*") || (file.isIdentifier(index) && Self.qualifiers.contains(file.text(index))) {
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
      return Match(nameToken: index + 2, typeTokens: typeTokens + [index, index + 1, index + 3])
    }
    guard isName(index, limit: limit), !typeTokens.isEmpty else { return nil }
    return Match(nameToken: index, typeTokens: typeTokens)
  }

  /// Whether `index` is an identifier followed by what may follow a declared name.
  private func isName(_ index: Int, limit: Int) -> Bool {
    guard index <= limit, file.isIdentifier(index), !Self.statementKeywords.contains(file.text(index))
    else { return false }
    let next = index + 1
    return file.isText(next, "=") || file.isText(next, ";") || file.isText(next, ",")
      || file.isText(next, "[") || file.isText(next, "in") || file.isText(next, ")")
  }

  private func closingAngle(from open: Int, limit: Int) -> Int? {
    var depth = 0
    var index = open
    while index <= min(limit, open + 64) {
      if file.isText(index, "<") { depth += 1 }
      if file.isText(index, ">") { depth -= 1 }
      if file.isText(index, ">>") { depth -= 2 }
      if depth <= 0 { return index }
      if file.isText(index, ";") || file.isText(index, "=") { return nil }
      index += 1
    }
    return nil
  }
}
