/// A set of ASCII words looked up by token, byte by byte: no text is built and nothing is hashed.
/// Words are bucketed by first byte and length, so most tokens are rejected by one table read.
/// For these words, equal bytes means equal `String`s: the only ASCII characters with another
/// canonical spelling (`K`, `;`, `` ` ``) are not allowed in them.
///
/// `ObjCWordSet(["if", "for"]).contains(token, in: file)`: `tableView` (first byte `t`, length 9)
/// has no bucket; `for` is compared with the one word in its bucket.
struct ObjCWordSet: Sendable {
  /// `buckets[first byte * 32 + min(length, 31)]`: the words of that first byte and length.
  private let buckets: [[[UInt8]]]

  init(_ words: Set<String>) {
    let excluded: Set<UInt8> = [UInt8(ascii: "K"), UInt8(ascii: ";"), UInt8(ascii: "`")]
    precondition(words.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 < 0x80 && !excluded.contains($0) } })
    var buckets = [[[UInt8]]](repeating: [], count: 256 * 32)
    for word in words.sorted() {
      let utf8 = Array(word.utf8)
      buckets[Int(utf8[0]) * 32 + min(utf8.count, 31)].append(utf8)
    }
    self.buckets = buckets
  }

  /// Whether code token `index` of `file` spells one of the words.
  func contains(_ index: Int, in file: ObjCTokenizedFile) -> Bool {
    guard index >= 0 && index < file.code.count else { return false }
    let token = file.code[index]
    let bytes = file.bytes
    let length = token.end - token.start
    let bucket = buckets[Int(bytes[token.start]) * 32 + min(length, 31)]
    return bucket.contains { word in
      word.count == length && word.indices.allSatisfy { bytes[token.start + $0] == word[$0] }
    }
  }
}
