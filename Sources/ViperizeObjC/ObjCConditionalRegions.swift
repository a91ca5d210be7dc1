/// The byte ranges enclosed by `#if`/`#ifdef`/`#ifndef` … `#endif` in a file, outermost included.
struct ObjCConditionalRegions {
  private(set) var regions: [Range<Int>] = []

  init(file: ObjCTokenizedFile) {
    var openings: [Int] = []
    for token in file.trivia where token.kind == .preprocessor {
      let directive = Self.directiveName(file.bytes, token)
      if directive.hasPrefix("if") {
        openings.append(token.start)
      } else if directive == "endif", let opening = openings.popLast() {
        regions.append(opening..<token.end)
      }
    }
    for opening in openings { regions.append(opening..<file.bytes.count) }
  }

  /// Whether `offset` lies inside a region that opened at or after `notBefore`.
  func contains(_ offset: Int, openedAfter notBefore: Int) -> Bool {
    regions.contains { $0.lowerBound >= notBefore && $0.contains(offset) }
  }

  /// `if`, `ifdef`, `endif`, `pragma` … from `#  ifdef X`.
  private static func directiveName(_ bytes: [UInt8], _ token: ObjCToken) -> String {
    var index = token.start + 1
    while index < token.end && bytes[index].isHorizontalSpace { index += 1 }
    let start = index
    while index < token.end && bytes[index].isIdentifierContinuation { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }
}
