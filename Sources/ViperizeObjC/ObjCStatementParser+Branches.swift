import ViperizeCore

extension ObjCStatementParser {
  /// `if (a) {…} else if (b) {…} else {…}` → branches labelled `a`, `b`, `else`.
  func ifBranches(from start: Int, through end: Int, facts pass: ObjCPositionalFacts) -> [Branch] {
    ifChain(from: start, through: end).map { part in
      let label = part.condition.map { innerText(of: $0.lowerBound, limit: end) ?? "" } ?? "else"
      return branch(label: label, bodyFirst: part.bodyFirst, bodyLast: part.bodyLast, facts: pass)
    }
  }

  /// The `if`/`else if`/`else` chain starting at the `if` at `start`: each part's condition, from
  /// its `(` to its `)` (`nil` for the final `else`), and its body's tokens.
  func ifChain(from start: Int, through end: Int) -> [(condition: ClosedRange<Int>?, bodyFirst: Int, bodyLast: Int)] {
    var parts: [(condition: ClosedRange<Int>?, bodyFirst: Int, bodyLast: Int)] = []
    var index = start  // at an `if`
    while index <= end {
      let condition: ClosedRange<Int>?
      let header: Int
      if file.isText(index, "if") {
        header = endOfParens(index + 1, end)
        condition = index + 1...max(index + 1, header)
      } else {
        condition = nil
        header = index - 1  // `index` is the token after `else`
      }
      let bodyEnd = endOfBody(after: header, limit: end)
      parts.append((condition, header + 1, bodyEnd))
      guard file.isText(bodyEnd + 1, "else"), bodyEnd + 1 < end else { break }
      index = bodyEnd + 2
    }
    return parts
  }

  /// The cases of a switch whose body opens at `bodyOpen`; `{ … }` case blocks are unwrapped and a
  /// case's final `break;` is left out of its statements (it stays in `bodySpan`).
  func switchBranches(bodyOpen: Int, end: Int, facts pass: ObjCPositionalFacts) -> [Branch] {
    guard file.isText(bodyOpen, "{"), let bodyClose = file.closing(of: bodyOpen, before: end + 1) else { return [] }
    var labels: [(start: Int, colon: Int)] = []
    var index = bodyOpen + 1
    while index < bodyClose {
      if file.isText(index, "case") || file.isText(index, "default") {
        let colon = endOfLabel(at: index, limit: bodyClose - 1)
        labels.append((index, colon))
        index = colon + 1
        continue
      }
      if let close = file.closing(of: index, before: bodyClose) {
        index = close + 1
        continue
      }
      index += 1
    }
    var branches: [Branch] = []
    for (position, label) in labels.enumerated() {
      let next = position + 1 < labels.count ? labels[position + 1].start : bodyClose
      let bodyStart = file.code[label.colon].end
      let bodyEnd = file.code[next].start
      var statements: [Statement] = []
      forEachStatement(from: label.colon + 1, through: next - 1) { first, last in
        // A `{ … }` case block is unwrapped into its statements.
        if file.punctuation(first) == UInt8(ascii: "{"), let close = file.closing(of: first, before: file.code.count) {
          statements += self.statements(from: first + 1, through: close - 1, facts: pass)
        } else {
          statements.append(statement(from: first, through: last, enclosing: pass))
        }
      }
      // The closing `break;` is the switch's control flow, not the case's work: it stays with
      // the decision when the case's code moves (a router method cannot `break`).
      if let last = statements.last, isBreak(last.span.range) {
        statements.removeLast()
      }
      branches.append(
        Branch(
          label: file.text(from: label.start, through: label.colon), statements: statements,
          bodySpan: spans.span(bodyStart, max(bodyStart, bodyEnd))))
    }
    return branches
  }

  /// Whether the text of `range` is `break;` once whitespace is taken out.
  private func isBreak(_ range: Range<Int>) -> Bool {
    let bytes = file.bytes
    guard !range.isEmpty, bytes[range.lowerBound] == UInt8(ascii: "b") else { return false }
    guard range.allSatisfy({ bytes[$0] < 0x80 }) else {
      return file.source.slice(range).filter { !$0.isWhitespace } == "break;"
    }
    // ASCII: the whitespace characters are tab, newline, vertical tab, form feed, return, space.
    let kept = range.lazy.map { bytes[$0] }.filter { !($0 >= 0x09 && $0 <= 0x0D) && $0 != 0x20 }
    return kept.elementsEqual("break;".utf8)
  }

  /// A branch whose body is tokens `bodyFirst...bodyLast` (a `{…}` block or one statement).
  private func branch(label: String, bodyFirst: Int, bodyLast: Int, facts pass: ObjCPositionalFacts) -> Branch {
    guard bodyFirst <= bodyLast, bodyFirst < file.code.count else {
      let offset = file.code[min(max(bodyLast, 0), file.code.count - 1)].end
      return Branch(label: label, statements: [], bodySpan: spans.span(offset, offset))
    }
    if file.isText(bodyFirst, "{"), file.isText(bodyLast, "}") {
      let inner = spans.span(file.code[bodyFirst].end, file.code[bodyLast].start)
      return Branch(
        label: label, statements: statements(from: bodyFirst + 1, through: bodyLast - 1, facts: pass), bodySpan: inner)
    }
    let range = spans.span(file.code[bodyFirst].start, file.code[bodyLast].end)
    return Branch(label: label, statements: statements(from: bodyFirst, through: bodyLast, facts: pass), bodySpan: range)
  }
}
