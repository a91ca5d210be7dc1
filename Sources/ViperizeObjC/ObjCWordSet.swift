/// A set of words looked up by token: a table of (first byte, length) pairs answers most
/// lookups without building the token's text or hashing it.
///
/// `ObjCWordSet(["if", "for"]).contains(token, in: file)`: `tableView` (first byte `t`, length 9)
/// is rejected by the table; `for` is looked up.
struct ObjCWordSet: Sendable {
  let words: Set<String>
  /// `shapes[first byte * 32 + min(length, 31)]`: whether a word of that first byte and length exists.
  private let shapes: [Bool]

  init(_ words: Set<String>) {
    self.words = words
    var shapes = [Bool](repeating: false, count: 256 * 32)
    for word in words {
      let utf8 = Array(word.utf8)
      if let first = utf8.first { shapes[Int(first) * 32 + min(utf8.count, 31)] = true }
    }
    self.shapes = shapes
  }

  /// Whether code token `index` of `file` spells one of the words.
  func contains(_ index: Int, in file: ObjCTokenizedFile) -> Bool {
    guard index >= 0 && index < file.code.count else { return false }
    let token = file.code[index]
    guard token.end > token.start,
      shapes[Int(file.bytes[token.start]) * 32 + min(token.end - token.start, 31)]
    else { return false }
    return words.contains(file.text(index))
  }

  func contains(_ word: String) -> Bool { words.contains(word) }
}
