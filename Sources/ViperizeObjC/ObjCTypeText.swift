/// Renders a run of tokens as a type with canonical spacing: `NSArray<NSString *> *`, `id<Foo>`,
/// `void (^)(NSData *)`, whatever the original spacing was.
enum ObjCTypeText {
  static func render(_ file: ObjCTokenizedFile, _ indices: [Int]) -> String {
    String(decoding: renderBytes(file, indices), as: UTF8.self)
  }

  static func render(_ file: ObjCTokenizedFile, from first: Int, through last: Int) -> String {
    first <= last ? render(file, Array(first...last)) : ""
  }

  /// The rendered type as UTF-8 (tokens never end inside a character, so joining their bytes
  /// decodes as joining their texts).
  static func renderBytes(
    _ file: ObjCTokenizedFile, _ indices: [Int], including: (Int) -> Bool = { _ in true }
  ) -> [UInt8] {
    let bytes = file.bytes
    var result: [UInt8] = []
    result.reserveCapacity(indices.reduce(0) { $0 + 1 + ($1 >= 0 && $1 < file.code.count ? file.code[$1].range.count : 0) })
    var previous: Range<Int>? = nil
    for index in indices where including(index) {
      let token: Range<Int>? = index >= 0 && index < file.code.count ? file.code[index].range : nil
      if let previous, let token, needsSpace(between: previous, and: token, in: bytes) {
        result.append(UInt8(ascii: " "))
      }
      if let token { result += bytes[token] }
      previous = token
    }
    return result
  }

  /// Whether a token starts with a letter, digit, `_`, `$` or a non-ASCII byte.
  private static func isWord(_ token: Range<Int>, _ bytes: [UInt8]) -> Bool {
    bytes[token.lowerBound].isIdentifierContinuation
  }

  /// Whether the token is exactly the one byte `character`.
  private static func isByte(_ token: Range<Int>, _ character: Unicode.Scalar, _ bytes: [UInt8]) -> Bool {
    token.count == 1 && bytes[token.lowerBound] == UInt8(ascii: character)
  }

  private static func needsSpace(between previous: Range<Int>, and next: Range<Int>, in bytes: [UInt8]) -> Bool {
    if isWord(previous, bytes) && isWord(next, bytes) { return true }
    if isByte(next, "*", bytes) {
      return !(isByte(previous, "*", bytes) || isByte(previous, "(", bytes) || isByte(previous, "^", bytes)
        || isByte(previous, "<", bytes))
    }
    if isByte(previous, ",", bytes) { return true }
    if isByte(previous, ">", bytes) || isByte(previous, "*", bytes) { return isWord(next, bytes) }
    if isWord(previous, bytes) && isByte(next, "(", bytes) { return true }
    return false
  }
}
