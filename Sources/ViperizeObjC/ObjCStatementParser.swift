import ViperizeCore

/// Splits a method body into top-level statements, with branches for `if` and `switch`.
///
/// ```objc
/// switch (index) {
///   case MenuCity: { … } break;     // branch "case MenuCity:", block unwrapped
///   default: break;
/// }
/// ```
/// Works on token ranges and jumps over bracket pairs, so each nesting level costs one pass. Facts
/// come from one `ObjCFactsCollector` pass over the whole range, sliced per statement and branch.
struct ObjCStatementParser {
  let file: ObjCTokenizedFile
  let spans: ObjCSpanBuilder
  /// Whether statements take their facts as slices of the enclosing pass (false: a pass each, the
  /// reference the slicing is tested against).
  var slicesFacts = true
  /// The body's locals holding `self`, which every facts pass reads as `self`.
  var selfAliases = ObjCSelfAliases.none
  /// The class's ivar-block instance variables: a bare use is a reference to the controller's state.
  var instanceVariables: Set<String> = []
  /// Properties the input files declare for other classes (`ObjCFrontend`): no value site reads
  /// one through dot syntax.
  var fileDeclaredProperties: Set<String> = []
  var collector: ObjCFactsCollector {
    ObjCFactsCollector(file: file, selfAliases: selfAliases, instanceVariables: instanceVariables)
  }

  /// This parser, knowing the aliases of `self` declared in tokens `first...last`.
  func readingAliases(from first: Int, through last: Int) -> ObjCStatementParser {
    var parser = self
    parser.selfAliases = ObjCSelfAliases.scan(file, from: first, through: last)
    return parser
  }

  /// Statements of tokens `first...last` (an empty list when `first > last`).
  func statements(from first: Int, through last: Int) -> [Statement] {
    let parser = readingAliases(from: first, through: last)
    return parser.statements(from: first, through: last, facts: parser.collector.pass(from: first, through: last))
  }

  /// A method body's statements, and its facts: the statements' facts one after another, as
  /// `CodeFacts.merged` would join them, taken from the body's pass in one go.
  func body(from first: Int, through last: Int) -> (statements: [Statement], facts: CodeFacts) {
    readingAliases(from: first, through: last).bodyReadingAliases(from: first, through: last)
  }

  private func bodyReadingAliases(from first: Int, through last: Int) -> (statements: [Statement], facts: CodeFacts) {
    let pass = collector.pass(from: first, through: last)
    let ranges = statementRanges(from: first, through: last)
    let statements = ranges.map { statement(from: $0.lowerBound, through: $0.upperBound, enclosing: pass) }
    guard slicesFacts, ranges.allSatisfy({ collector.isSlice(from: $0.lowerBound, through: $0.upperBound, of: pass) })
    else { return (statements, CodeFacts.merged(statements.map(\.facts))) }
    // One statement: its facts are the body's already (shared, not copied).
    if statements.count == 1 { return (statements, statements[0].facts) }
    return (statements, pass.facts(ofEach: ranges))
  }

  /// Statements of tokens `first...last`, their facts sliced from `pass` where it allows.
  func statements(from first: Int, through last: Int, facts pass: ObjCPositionalFacts) -> [Statement] {
    var result: [Statement] = []
    forEachStatement(from: first, through: last) { result.append(statement(from: $0, through: $1, enclosing: pass)) }
    return result
  }

  /// The token ranges of the statements of `first...last`.
  func statementRanges(from first: Int, through last: Int) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    forEachStatement(from: first, through: last) { result.append($0...$1) }
    return result
  }

  /// Calls `body` with the first and last token of each statement of `first...last`; a lone `;` is
  /// none.
  func forEachStatement(from first: Int, through last: Int, _ body: (Int, Int) -> Void) {
    var index = max(first, 0)
    while index <= last && index < file.code.count {
      if file.punctuation(index) == UInt8(ascii: ";") {
        index += 1
        continue
      }
      var end = max(index, min(last, endOfStatement(at: index, limit: last)))
      // `NSURLSessionDataTask *task = [session dataTask…:^{ … }];` then `[task resume];`: one
      // statement (`startedTask`).
      if end + 5 <= last, let task = startedTask(from: index, through: end + 5),
        !readsName(at: end + 2, from: task.value, through: task.valueEnd), !readsName(at: end + 2, from: end + 6, through: last),
        !file.source.blockCommentRunsOn(file.code[end + 5].end)
      {
        end += 5
      }
      body(index, end)
      index = end + 1
    }
  }

  /// `NSURLSessionDataTask *task = [session dataTaskWithURL:url completionHandler:^(…) { … }];`
  /// followed by `[task resume];` (tokens `start...end`): the declaration's value starts at
  /// `value` (its `[`) and ends at `valueEnd` (the `;` before it). Read as one statement that
  /// starts the send whose block is its callback, as `[[session dataTask…] resume];` is.
  func startedTask(from start: Int, through end: Int) -> (value: Int, valueEnd: Int)? {
    let open = end - 4
    guard open > start + 2, file.isText(open, "["), file.isIdentifier(open + 1), file.isText(open + 2, "resume"),
      file.isText(open + 3, "]"), file.isText(end, ";"), file.isText(open - 1, ";"),
      let match = ObjCLocalDeclarationMatcher(file: file).match(at: start, limit: open - 1),
      file.text(match.nameToken) == file.text(open + 1), file.isText(match.nameToken + 1, "="),
      file.isText(match.nameToken + 2, "["), file.closing(of: match.nameToken + 2, before: open) == open - 2
    else { return nil }
    return (match.nameToken + 2, open - 1)
  }

  /// Whether the identifier at `name` is read among tokens `first...last`.
  private func readsName(at name: Int, from first: Int, through last: Int) -> Bool {
    guard first <= last else { return false }
    return (first...min(last, file.code.count - 1)).contains { file.isIdentifier($0) && file.text($0) == file.text(name) }
  }

  /// The last token of the statement starting at `start`.
  func endOfStatement(at start: Int, limit: Int) -> Int {
    switch leadingWord(start) {
    case .if:
      var end = endOfBody(after: endOfParens(start + 1, limit), limit: limit)
      while file.isText(end + 1, "else") && end + 1 <= limit {
        if file.isText(end + 2, "if") {
          end = endOfBody(after: endOfParens(end + 3, limit), limit: limit)
        } else {
          end = endOfBody(after: end + 1, limit: limit)
        }
      }
      return end
    case .for, .while, .switch, .synchronized, .autoreleasepool:
      let afterHeader = file.isText(start + 1, "(") ? endOfParens(start + 1, limit) : start
      return endOfBody(after: afterHeader, limit: limit)
    case .do:
      let body = endOfBody(after: start, limit: limit)
      return file.isText(body + 1, "while") ? endOfSimple(from: body + 1, limit: limit) : body
    case .try:
      var end = endOfBody(after: start, limit: limit)
      while file.isText(end + 1, "@catch") || file.isText(end + 1, "@finally") {
        let header = file.isText(end + 2, "(") ? endOfParens(end + 2, limit) : end + 1
        end = endOfBody(after: header, limit: limit)
      }
      return end
    case .openBrace:
      return file.closing(of: start, before: limit + 1) ?? limit
    case .case, .default:
      return endOfLabel(at: start, limit: limit)
    default:
      return endOfSimple(from: start, limit: limit)
    }
  }

  func statement(from start: Int, through end: Int, enclosing: ObjCPositionalFacts) -> Statement {
    let range = file.code[start].start..<file.code[end].end
    let span = spans.span(range.lowerBound, range.upperBound)
    let extended = spans.extendedSpan(range.lowerBound, range.upperBound)
    let pass =
      slicesFacts
      ? collector.pass(from: start, through: end, within: enclosing) : collector.pass(from: start, through: end)
    let statementFacts = pass.facts(from: start, through: end)
    switch leadingWord(start) {
    case .if:
      let branches = ifBranches(from: start, through: end, facts: pass)
      var statement = Statement(
        kind: .ifStatement, span: span, extendedSpan: extended, facts: statementFacts,
        branches: branches, subject: branches.first?.label)
      statement.valueSites = ObjCValueSites(parser: self).sites(from: start, through: end, kind: .ifStatement, facts: pass)
      return statement
    case .switch:
      let close = endOfParens(start + 1, start + 1 <= end ? end : start)
      return Statement(
        kind: .switchStatement, span: span, extendedSpan: extended, facts: statementFacts,
        branches: switchBranches(bodyOpen: close + 1, end: end, facts: pass),
        subject: innerText(of: start + 1, limit: end))
    default:
      var kind = kind(of: start, through: end, facts: pass)
      // `[self.apiClient fetchTripsWithCompletion:^(NSArray *trips, NSError *error) { … }];`
      var callback = kind == .expression ? callback(from: start, through: end, facts: pass) : nil
      if kind == .declaration, let task = startedTask(from: start, through: end) {
        // The local exists for the `resume` only: the statement starts the send.
        kind = .expression
        callback = self.callback(from: task.value, through: task.valueEnd, facts: pass)
      }
      var statement = Statement(
        kind: kind, span: span, extendedSpan: extended, facts: statementFacts, callback: callback)
      if kind != .loop { statement.closures = blocks(from: start, through: end, except: callback, facts: pass) }
      statement.valueSites = ObjCValueSites(parser: self).sites(from: start, through: end, kind: kind, facts: pass)
      return statement
    }
  }

  private func kind(of start: Int, through end: Int, facts pass: ObjCPositionalFacts) -> Statement.Kind {
    switch leadingWord(start) {
    case .for, .while, .do: return .loop
    case .return: return .returnStatement
    case .openBrace, .break, .continue, .goto, .try, .synchronized, .autoreleasepool, .case, .default:
      return .other
    default: break
    }
    if pass.declarationStarts(at: start) { return .declaration }
    var index = start
    while index <= end {
      if let close = file.closing(of: index, before: end + 1) {
        index = close + 1
        continue
      }
      if file.kind(index) == .punctuation && index > start && collector.isAssignment(after: index - 1)
        && !file.isText(index, "++") && !file.isText(index, "--")
      {
        return .assignment
      }
      index += 1
    }
    return .expression
  }

  // MARK: - Token helpers

  /// The words that decide how a statement is read.
  enum LeadingWord {
    case `if`, `for`, `while`, `do`, `switch`, `case`, `default`, `return`, `break`, `continue`, `goto`
    case `try`, synchronized, autoreleasepool, openBrace, other
  }

  /// The word at token `index`, compared byte by byte.
  func leadingWord(_ index: Int) -> LeadingWord {
    switch file.kind(index) {
    case .identifier:
      switch file.firstByte(index) {
      case UInt8(ascii: "i"): if file.isText(index, "if") { return .if }
      case UInt8(ascii: "f"): if file.isText(index, "for") { return .for }
      case UInt8(ascii: "w"): if file.isText(index, "while") { return .while }
      case UInt8(ascii: "d"):
        if file.isText(index, "do") { return .do }
        if file.isText(index, "default") { return .default }
      case UInt8(ascii: "s"): if file.isText(index, "switch") { return .switch }
      case UInt8(ascii: "c"):
        if file.isText(index, "case") { return .case }
        if file.isText(index, "continue") { return .continue }
      case UInt8(ascii: "r"): if file.isText(index, "return") { return .return }
      case UInt8(ascii: "b"): if file.isText(index, "break") { return .break }
      case UInt8(ascii: "g"): if file.isText(index, "goto") { return .goto }
      default: break
      }
    case .atKeyword:
      if file.isText(index, "@try") { return .try }
      if file.isText(index, "@synchronized") { return .synchronized }
      if file.isText(index, "@autoreleasepool") { return .autoreleasepool }
    case .punctuation:
      if file.isText(index, "{") { return .openBrace }
    default: break
    }
    return .other
  }

  /// The `)` matching the `(` at `open`, or `open` itself when there is none.
  func endOfParens(_ open: Int, _ limit: Int) -> Int {
    guard file.isText(open, "(") else { return min(open, limit) }
    return file.closing(of: open, before: limit + 1) ?? limit
  }

  /// The last token of a body that follows token `header`: a braced block or one statement.
  func endOfBody(after header: Int, limit: Int) -> Int {
    let start = header + 1
    guard start <= limit else { return min(header, limit) }
    if file.isText(start, "{") { return file.closing(of: start, before: limit + 1) ?? limit }
    if file.isText(start, ";") { return start }
    return endOfStatement(at: start, limit: limit)
  }

  /// The `;` ending a simple statement, jumping over bracket pairs (blocks included).
  func endOfSimple(from start: Int, limit: Int) -> Int {
    var index = start
    while index <= limit {
      if file.isText(index, ";") { return index }
      if let close = file.closing(of: index, before: limit + 1) {
        index = close + 1
        continue
      }
      if index > start && (file.isText(index, "}") || file.isText(index, "case") || file.isText(index, "default")) {
        return index - 1
      }
      index += 1
    }
    return limit
  }

  /// The `:` ending a `case …:` / `default:` label.
  func endOfLabel(at start: Int, limit: Int) -> Int {
    var index = start + 1
    var questions = 0
    while index <= limit {
      if file.isText(index, "?") { questions += 1 }
      if file.isText(index, ":") {
        if questions == 0 { return index }
        questions -= 1
      }
      if file.isText(index, ";") || file.isText(index, "{") { return index - 1 }
      index += 1
    }
    return limit
  }

  /// The text between the parentheses opening at `open`.
  func innerText(of open: Int, limit: Int) -> String? {
    guard file.isText(open, "("), let close = file.closing(of: open, before: limit + 1), close > open + 1 else {
      return nil
    }
    return file.text(from: open + 1, through: close - 1)
  }
}
