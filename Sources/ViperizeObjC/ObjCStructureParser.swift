/// Finds the `@interface`/`@implementation` blocks of a file and their members in one pass.
///
/// Tolerant: what it does not understand at member level is skipped up to the next `;` or closed
/// brace; an unclosed method body is cut at the next `@end`, container keyword, or `-(`/`+(` at the
/// start of a line, and reported as a diagnostic. Every token is visited a bounded number of times.
public struct ObjCStructureParser: Sendable {
  public let file: ObjCTokenizedFile

  public init(file: ObjCTokenizedFile) { self.file = file }

  public func parse() -> ObjCFileSyntax {
    var result = ObjCFileSyntax()
    var index = 0
    let count = file.code.count
    while index < count {
      if file.isText(index, "@interface") || file.isText(index, "@implementation") {
        index = parseContainer(at: index, into: &result)
      } else if file.isText(index, "@protocol") && !file.isText(index + 1, "(") {
        let end = skipProtocol(at: index)
        result.fileScopeItems.append(index...max(index, end - 1))
        index = end
      } else if file.isText(index, "@end") {
        index += 1
      } else {
        let end = skipItem(from: index)
        result.fileScopeItems.append(index...max(index, end - 1))
        index = end
      }
    }
    return result
  }

  // MARK: - Containers

  private func parseContainer(at start: Int, into result: inout ObjCFileSyntax) -> Int {
    let isImplementation = file.isText(start, "@implementation")
    let nameToken = start + 1
    guard file.isIdentifier(nameToken) else { return start + 1 }
    var container = ObjCContainerSyntax(
      kind: isImplementation ? .implementation : .interface, className: file.text(nameToken),
      nameToken: nameToken, superclass: nil, categoryName: nil, protocols: [], startToken: start,
      headerEndToken: nameToken, ivarBlockEnd: nil, endToken: nil)
    var index = nameToken + 1
    if !isImplementation && file.isText(index, "<"), let close = closingAngle(from: index),
      file.isText(close + 1, ":")
    {
      index = close + 1  // lightweight generics: `@interface Box<T> : NSObject`
    }
    if file.isText(index, "(") {
      if file.isText(index + 1, ")") {
        container.kind = isImplementation ? .implementation : .classExtension
        index += 2
      } else if file.isIdentifier(index + 1) && file.isText(index + 2, ")") {
        container.kind = isImplementation ? .categoryImplementation : .categoryInterface
        container.categoryName = file.text(index + 1)
        index += 3
      }
    }
    if !isImplementation && file.isText(index, ":") && file.isIdentifier(index + 1) {
      container.superclass = file.text(index + 1)
      index += 2
    }
    if !isImplementation && file.isText(index, "<"), let close = closingAngle(from: index) {
      for inner in (index + 1)..<close where file.isIdentifier(inner) {
        container.protocols.append((file.text(inner), inner))
      }
      index = close + 1
    }
    container.headerEndToken = index - 1
    if file.isText(index, "{") {
      let (close, _) = scanBraces(from: index)
      container.ivarBlockEnd = close
      index = close + 1
    }
    index = parseMembers(from: index, into: &container, diagnostics: &result.diagnostics)
    if container.endToken == nil {
      result.diagnostics.append(
        ObjCDiagnostic(
          tokenIndex: start,
          message: "missing '@end' for '\(file.text(start)) \(container.className)'"))
    }
    result.containers.append(container)
    return index
  }

  private func parseMembers(
    from start: Int, into container: inout ObjCContainerSyntax,
    diagnostics: inout [ObjCDiagnostic]
  ) -> Int {
    var index = start
    let count = file.code.count
    while index < count {
      if file.isText(index, "@end") {
        container.endToken = index
        return index + 1
      }
      if isContainerKeyword(index) { return index }
      let first = index
      if file.isText(index, "@property") {
        let semicolon = endOfSimpleDeclaration(from: index)
        index = semicolon + 1
        if let property = ObjCPropertyParser(file: file).parse(from: first, to: semicolon) {
          container.members.append(.init(kind: .property(property), firstToken: first, lastToken: semicolon))
        }
      } else if file.isText(index, "@synthesize") || file.isText(index, "@dynamic") {
        let semicolon = endOfSimpleDeclaration(from: index)
        index = semicolon + 1
        container.members.append(
          .init(kind: .directive(keyword: file.text(first)), firstToken: first, lastToken: min(semicolon, count - 1)))
      } else if file.kind(index) == .atKeyword || file.isText(index, ";") {
        index += 1  // @optional, @required, @private, stray `;`
      } else if file.isText(index, "}") {
        if container.isImplementation {
          diagnostics.append(ObjCDiagnostic(tokenIndex: index, message: "unbalanced '}'"))
        }
        index += 1
      } else if file.isText(index, "-") || file.isText(index, "+") {
        index = parseMethod(at: index, into: &container, diagnostics: &diagnostics)
      } else {
        index = skipItem(from: index)
        container.members.append(.init(kind: .other, firstToken: first, lastToken: index - 1))
      }
    }
    return index
  }

  private func parseMethod(
    at start: Int, into container: inout ObjCContainerSyntax, diagnostics: inout [ObjCDiagnostic]
  ) -> Int {
    // The header runs to the first `{` or `;` outside parentheses.
    var index = start + 1
    var depth = 0
    let count = file.code.count
    while index < count {
      if file.isText(index, "(") { depth += 1 }
      if file.isText(index, ")") { depth = max(0, depth - 1) }
      if depth == 0 && (file.isText(index, "{") || file.isText(index, ";")) { break }
      if file.kind(index) == .atKeyword && (file.isText(index, "@end") || isContainerKeyword(index)) { break }
      if index > start + 1 && isMethodStart(index) { break }
      index += 1
    }
    guard let header = ObjCMethodHeaderParser(file: file).parse(from: start, to: index) else {
      return max(index, start + 1)
    }
    var open = index
    if file.isText(index, ";") && container.isImplementation && file.isText(index + 1, "{") {
      open = index + 1  // `- (void)foo; { … }` is legal in an implementation
    }
    if file.isText(open, "{") {
      let (close, closed) = scanBraces(from: open)
      if !closed {
        diagnostics.append(
          ObjCDiagnostic(tokenIndex: open, message: "unclosed '{' in method '\(header.selector)'"))
      }
      container.members.append(
        .init(kind: .methodDefinition(header, bodyOpen: open, bodyClose: close), firstToken: start, lastToken: close))
      return close + 1
    }
    let last = file.isText(index, ";") ? index : index - 1
    container.members.append(.init(kind: .methodDeclaration(header), firstToken: start, lastToken: last))
    return last + 1
  }

  // MARK: - Scanning helpers

  /// Scans a brace block from its `{`; returns its `}` (or the last token before a recovery
  /// point) and whether it was closed. A block left open is scanned again with the braces of
  /// `#elif`/`#else` clauses left out, as a compiler reads one configuration: each clause may
  /// open the same `if` its own way (`} else if (x) {` under `#if`, `if (x) {` under `#else`).
  private func scanBraces(from open: Int) -> (close: Int, closed: Bool) {
    let first = scanBraces(from: open, skipping: [])
    if first.closed { return first }
    let later = ObjCConditionalRegions(file: file).laterClauses
    guard !later.isEmpty else { return first }
    let second = scanBraces(from: open, skipping: later)
    return second.closed ? second : first
  }

  private func scanBraces(from open: Int, skipping later: [Range<Int>]) -> (close: Int, closed: Bool) {
    var depth = 0
    var index = open
    let count = file.code.count
    while index < count {
      if !later.isEmpty, later.contains(where: { $0.contains(file.code[index].start) }) {
        index += 1
        continue
      }
      switch file.code[index].kind {
      case .punctuation:
        switch file.punctuation(index) {
        case UInt8(ascii: "{"):
          depth += 1
        case UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 { return (index, true) }
        case UInt8(ascii: "-"), UInt8(ascii: "+"):
          if isMethodStart(index) { return (max(open, index - 1), false) }
        default:
          break
        }
      case .atKeyword:
        if file.isText(index, "@end") || isContainerKeyword(index) { return (max(open, index - 1), false) }
      default:
        break
      }
      index += 1
    }
    return (count - 1, false)
  }

  /// A `-`/`+` in the first column followed by `(`: the start of a method, even inside garbage.
  func isMethodStart(_ index: Int) -> Bool {
    guard file.isText(index, "-") || file.isText(index, "+") else { return false }
    guard file.isText(index + 1, "(") else { return false }
    return file.lines.location(of: file.code[index].start).column == 1
  }

  func isContainerKeyword(_ index: Int) -> Bool {
    file.isText(index, "@interface") || file.isText(index, "@implementation")
      || (file.isText(index, "@protocol") && !file.isText(index + 1, "("))
  }

  /// The `;` ending a property or directive (or the token before a recovery point).
  private func endOfSimpleDeclaration(from start: Int) -> Int {
    var index = start + 1
    let count = file.code.count
    while index < count {
      if file.isText(index, ";") { return index }
      if file.kind(index) == .atKeyword && !file.isText(index, "@selector") || isMethodStart(index) {
        return index - 1
      }
      index += 1
    }
    return count - 1
  }

  /// The `>` closing a `<…>` list that starts at `open`, looking at most 64 tokens ahead.
  private func closingAngle(from open: Int) -> Int? {
    var index = open + 1
    var depth = 1
    while index < min(file.code.count, open + 64) {
      if file.isText(index, "<") { depth += 1 }
      if file.isText(index, ">") {
        depth -= 1
        if depth == 0 { return index }
      }
      if file.isText(index, ">>") {
        depth -= 2
        if depth <= 0 { return index }
      }
      if file.isText(index, "{") || file.isText(index, ";") || file.kind(index) == .atKeyword { return nil }
      index += 1
    }
    return nil
  }

  private func skipProtocol(at start: Int) -> Int {
    var index = start + 1
    while index < file.code.count {
      if file.isText(index, ";") && index <= start + 4 { return index + 1 }  // forward declaration
      if file.isText(index, "@end") { return index + 1 }
      if file.isText(index, "@interface") || file.isText(index, "@implementation") { return index }
      index += 1
    }
    return index
  }
}
