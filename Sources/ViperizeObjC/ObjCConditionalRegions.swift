import Foundation
import ViperizeCore

/// The byte ranges enclosed by `#if`/`#ifdef`/`#ifndef` … `#endif` in a file, outermost included,
/// and their clauses with the condition each is compiled under.
struct ObjCConditionalRegions {
  private(set) var regions: [Range<Int>] = []
  /// Each clause (`#if` … `#elif`/`#else`/`#endif`): the bytes after its directive line up to the
  /// next directive of its region, and the condition it is compiled under
  /// (`ConditionalCompilation.clauseConditions`: `defined(DEBUG)`, `!(defined(DEBUG)) && (TARGET_OS_IOS)`).
  private(set) var clauses: [(body: Range<Int>, condition: String)] = []
  /// Where the directives (`#if`, `#elif`, `#else`, `#endif`) of each of `regions` start.
  private var directives: [[Int]] = []
  /// The bodies of the clauses after each region's first (`#elif`, `#else`): alternatives to the
  /// code before them, which a brace count may leave out (`ObjCStructureParser`).
  private(set) var laterClauses: [Range<Int>] = []

  init(file: ObjCTokenizedFile) {
    // Per open region: where it starts, its directives, its closed clauses with the conditions
    // they write, and where its open clause's body starts with its condition (none for `#else`).
    var open: [(start: Int, directives: [Int], closed: [(body: Range<Int>, written: String?)], body: Int, written: String?)] = []
    for token in file.trivia where token.kind == .preprocessor {
      let directive = Self.directiveName(file.bytes, token)
      let argument = Self.argument(file.bytes, token, after: directive)
      switch directive {
      case "if", "ifdef", "ifndef":
        let condition = directive == "if" ? argument : directive == "ifdef" ? "defined(\(argument))" : "!defined(\(argument))"
        open.append((token.start, [token.start], [], token.end, condition))
      case "elif", "else":
        guard var region = open.popLast() else { continue }
        if region.directives.count > 1 { laterClauses.append(region.body..<token.start) }
        region.closed.append((region.body..<token.start, region.written))
        region.directives.append(token.start)
        region.body = token.end
        region.written = directive == "elif" ? argument : nil
        open.append(region)
      case "endif":
        guard var region = open.popLast() else { continue }
        if region.directives.count > 1 { laterClauses.append(region.body..<token.start) }
        region.closed.append((region.body..<token.start, region.written))
        let conditions = ConditionalCompilation.clauseConditions(region.closed.map(\.written))
        clauses += zip(region.closed, conditions).map { ($0.body, $1) }
        regions.append(region.start..<token.end)
        directives.append(region.directives + [token.start])
      default:
        continue
      }
    }
    for region in open {
      regions.append(region.start..<file.bytes.count)
      directives.append(region.directives)
    }
  }

  /// Whether `offset` lies inside a region that opened at or after `notBefore`.
  func contains(_ offset: Int, openedAfter notBefore: Int) -> Bool {
    regions.contains { $0.lowerBound >= notBefore && $0.contains(offset) }
  }

  /// The conditions, outermost first, of the clauses opened inside `body` that hold all of
  /// `range`; `nil` when a directive of such a region lies inside `range` without its whole region
  /// (an `#endif`, or an `#else` between its statements: the code cannot leave without splitting the `#if`).
  func conditions(of range: Range<Int>, within body: Range<Int>) -> [String]? {
    for (region, directives) in zip(regions, directives) where body.contains(region.lowerBound) && region.overlaps(range) {
      let whole = range.lowerBound <= region.lowerBound && region.upperBound <= range.upperBound
      if !whole && directives.contains(where: range.contains) { return nil }
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
