import Foundation

/// The byte ranges enclosed by `#if`/`#ifdef`/`#ifndef` … `#endif` in a file, outermost included,
/// and their clauses with the condition each is compiled under.
struct ObjCConditionalRegions {
  private(set) var regions: [Range<Int>] = []
  /// Each clause (`#if` … `#elif`/`#else`/`#endif`): the bytes after its directive line up to the
  /// next directive of its region, and its condition with the earlier clauses' negated
  /// (`defined(DEBUG)`, `!(defined(DEBUG)) && (TARGET_OS_IOS)`, `!(defined(DEBUG))`).
  private(set) var clauses: [(body: Range<Int>, condition: String)] = []
  /// Where each directive of a region (`#if`, `#elif`, `#else`, `#endif`) starts.
  private(set) var directives: [Int] = []

  init(file: ObjCTokenizedFile) {
    // Per open region: where it starts, the conditions of its earlier clauses, and where its open
    // clause's body starts with the condition that clause writes (none for `#else`).
    var open: [(start: Int, earlier: [String], body: Int, own: String?)] = []
    func close(_ region: (start: Int, earlier: [String], body: Int, own: String?), at end: Int) {
      let parts = region.earlier.isEmpty
        ? region.own.map { [$0] } ?? [] : region.earlier.map { "!(\($0))" } + (region.own.map { ["(\($0))"] } ?? [])
      clauses.append((region.body..<end, parts.joined(separator: " && ")))
    }
    for token in file.trivia where token.kind == .preprocessor {
      let directive = Self.directiveName(file.bytes, token)
      let argument = Self.argument(file.bytes, token, after: directive)
      switch directive {
      case "if", "ifdef", "ifndef":
        let condition = directive == "if" ? argument : directive == "ifdef" ? "defined(\(argument))" : "!defined(\(argument))"
        open.append((token.start, [], token.end, condition))
        directives.append(token.start)
      case "elif", "else":
        guard var region = open.popLast() else { continue }
        close(region, at: token.start)
        if let own = region.own { region.earlier.append(own) }
        region.body = token.end
        region.own = directive == "elif" ? argument : nil
        open.append(region)
        directives.append(token.start)
      case "endif":
        guard let region = open.popLast() else { continue }
        close(region, at: token.start)
        regions.append(region.start..<token.end)
        directives.append(token.start)
      default:
        continue
      }
    }
    for region in open { regions.append(region.start..<file.bytes.count) }
  }

  /// Whether `offset` lies inside a region that opened at or after `notBefore`.
  func contains(_ offset: Int, openedAfter notBefore: Int) -> Bool {
    regions.contains { $0.lowerBound >= notBefore && $0.contains(offset) }
  }

  /// The conditions, outermost first, of the clauses opened inside `body` that hold all of
  /// `range`; `nil` when a directive of such a region lies inside `range` without its whole region
  /// (the code cannot leave without splitting the `#if`).
  func conditions(of range: Range<Int>, within body: Range<Int>) -> [String]? {
    let inside = regions.filter { body.contains($0.lowerBound) && $0.overlaps(range) }
    if inside.contains(where: { !($0.lowerBound >= range.lowerBound && $0.upperBound <= range.upperBound)
      && !($0.lowerBound < range.lowerBound && $0.upperBound > range.upperBound) })
    {
      return nil
    }
    // A directive of a region around the range lying inside it: an `#else` between its statements.
    if directives.contains(where: { range.contains($0) }) {
      let whole = inside.filter { $0.lowerBound >= range.lowerBound && $0.upperBound <= range.upperBound }
      if directives.contains(where: { offset in range.contains(offset) && !whole.contains { $0.contains(offset) } }) { return nil }
    }
    return clauses.filter { body.contains($0.body.lowerBound) && $0.body.lowerBound <= range.lowerBound && range.upperBound <= $0.body.upperBound }
      .sorted { $0.body.lowerBound < $1.body.lowerBound }
      .map(\.condition)
  }

  /// `if`, `ifdef`, `endif`, `pragma` … from `#  ifdef X`.
  private static func directiveName(_ bytes: [UInt8], _ token: ObjCToken) -> String {
    var index = token.start + 1
    while index < token.end && bytes[index].isHorizontalSpace { index += 1 }
    let start = index
    while index < token.end && bytes[index].isIdentifierContinuation { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// The directive's argument, without a trailing comment or line continuation: `DEBUG` of
  /// `#ifdef DEBUG // tests`.
  private static func argument(_ bytes: [UInt8], _ token: ObjCToken, after directive: String) -> String {
    var index = token.start + 1
    while index < token.end && bytes[index].isHorizontalSpace { index += 1 }
    index += directive.utf8.count
    var text = String(decoding: bytes[min(index, token.end)..<token.end], as: UTF8.self)
    if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
    if let comment = text.range(of: "/*") { text = String(text[..<comment.lowerBound]) }
    text = text.replacingOccurrences(of: "\\\n", with: " ")
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
