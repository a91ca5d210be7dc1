/// Names an implementation file declares for itself: other files of the module cannot see them.
///
/// `#define appendToViewQueue(x) …`, `static NSString *const kCellID = @"Cell";`,
/// `static void configure(UIView *view) { … }`, and the constants of an `enum`/`NS_ENUM` declared
/// in the `.m` → `appendToViewQueue`, `kCellID`, `configure`, and each constant.
struct ObjCFilePrivateNames {
  let file: ObjCTokenizedFile
  let syntax: ObjCFileSyntax

  func names() -> Set<String> {
    var names = Set<String>()
    for token in file.trivia where token.kind == .preprocessor {
      let text = file.source.slice(token.start..<token.end)
      let words = text.dropFirst().split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      if words.first == "define", words.count > 1 { names.insert(String(words[1])) }
    }
    for item in syntax.fileScopeItems { names.formUnion(declaredNames(in: item)) }
    return names
  }

  /// The constants of an enum, else the name the item declares (before its first `(`, `=`, `;`, `[`).
  private func declaredNames(in item: ClosedRange<Int>) -> [String] {
    var names: [String] = []
    let isEnum = item.contains { file.isText($0, "enum") || file.isText($0, "NS_ENUM") || file.isText($0, "NS_OPTIONS") }
    if isEnum, let open = item.first(where: { file.isText($0, "{") }) {
      var expectName = true
      var depth = 0
      for index in (open + 1)...item.upperBound {
        if file.isText(index, "(") { depth += 1 } else if file.isText(index, ")") { depth -= 1 }
        if file.isText(index, "}") && depth == 0 { break }
        if expectName && file.isIdentifier(index) {
          names.append(file.text(index))
          expectName = false
        } else if file.isText(index, ",") && depth == 0 {
          expectName = true
        }
      }
      return names
    }
    var last: String?
    for index in item {
      if file.isText(index, "(") || file.isText(index, "=") || file.isText(index, ";") || file.isText(index, "[")
        || file.isText(index, "{")
      {
        break
      }
      if file.isIdentifier(index) { last = file.text(index) }
    }
    return last.map { [$0] } ?? []
  }
}
