/// Renders a run of tokens as a type with canonical spacing: `NSArray<NSString *> *`, `id<Foo>`,
/// `void (^)(NSData *)`, whatever the original spacing was.
enum ObjCTypeText {
  static func render(_ file: ObjCTokenizedFile, _ indices: [Int]) -> String {
    var result = ""
    var previous = ""
    for index in indices {
      let text = file.text(index)
      if !previous.isEmpty && needsSpace(between: previous, and: text) { result += " " }
      result += text
      previous = text
    }
    return result
  }

  static func render(_ file: ObjCTokenizedFile, from first: Int, through last: Int) -> String {
    first <= last ? render(file, Array(first...last)) : ""
  }

  private static func isWord(_ text: String) -> Bool {
    guard let first = text.utf8.first else { return false }
    return first.isIdentifierContinuation
  }

  private static func needsSpace(between previous: String, and next: String) -> Bool {
    if isWord(previous) && isWord(next) { return true }
    if next == "*" { return !(previous == "*" || previous == "(" || previous == "^" || previous == "<") }
    if previous == "," { return true }
    if previous == ">" || previous == "*" { return isWord(next) }
    if isWord(previous) && next == "(" { return true }
    return false
  }
}
