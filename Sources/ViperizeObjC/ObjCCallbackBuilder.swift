import ViperizeCore

/// Describes the block a message send passes as its last argument, so the planner can keep the
/// call in the interactor and turn the block's body into a view display method.
///
/// ## Before
/// ```objc
/// __weak typeof(self) weakSelf = self;
/// [self.apiClient deleteTrip:trip completion:^(NSError *error) {
///     __strong typeof(weakSelf) strongSelf = weakSelf;
///     if (!strongSelf) return;
///     [strongSelf.tableView reloadData];
/// }];
/// ```
/// ## After (as the body of a view method)
/// ```objc
/// [self.tableView reloadData];
/// ```
/// Only blocks without a return type whose body starts and ends on lines of its own are
/// described: the body moves as whole lines. A block that reads a weak alias of `self` declared
/// before the statement is a `.weak` capture; in a method every alias is `self`, and the strong
/// rebinding and its nil check go.
extension ObjCStatementParser {
  func callback(from start: Int, through end: Int, facts pass: ObjCPositionalFacts) -> Callback? {
    // The body and its closing brace start lines of their own (checked on tokens first: a
    // one-line block is not parsed a second time).
    guard let block = lastBlockArgument(from: start, through: end),
      block.close > block.open + 1, file.startsLine(block.open + 1), file.startsLine(block.close),
      let parameters = blockParameters(block.parameters)
    else { return nil }
    let ranges = statementRanges(from: block.open + 1, through: block.close - 1)
    var body = ranges.map { statement(from: $0.lowerBound, through: $0.upperBound, enclosing: pass) }
    guard let first = body.first, let last = body.last,
      first.extendedSpan.start > file.code[block.open].end, file.source.isLineStart(first.extendedSpan.start),
      file.source.isLineStart(last.extendedSpan.end), last.extendedSpan.end <= file.code[block.close].start
    else { return nil }
    var capture = Callback.SelfCapture.strong
    var weakSelfName: String?
    var edits: [TextEdit] = []
    if !selfAliases.isEmpty {
      guard let method = aliasesAsSelf(in: block, statements: body, ranges: ranges, statementStart: start) else {
        return nil
      }
      edits = method.edits
      weakSelfName = method.weakAlias
      if weakSelfName != nil { capture = .weak }
      // In the method the aliases are `self`: no local the body reads from outside.
      body = body.map { Self.removingReads(of: method.names, from: $0) }
    }
    var callback = Callback(
      parameters: parameters, callFacts: pass.facts(from: start, through: block.caret - 1), statements: body,
      selfCapture: capture, bodyAsMethodEdits: edits, weakSelfName: weakSelfName)
    callback.literalRange = file.code[block.caret].start..<file.code[block.close].end
    var buffers = ObjCMessageSendParser.Buffers()
    if let send = ObjCMessageSendParser(file: file).parse(at: block.send, limit: block.close + 2, buffers: &buffers) {
      callback.callName = file.text(send.firstPiece)
    }
    return callback
  }

  /// The block literals of tokens `start...end` other than `except`, outermost only (a nested one
  /// is found through the statements of the one around it), each with its body's statements:
  /// `[alert addAction:[UIAlertAction actionWithTitle:t style:s handler:^(UIAlertAction *action) { … }]];`.
  /// A block reading a weak alias of `self` declared before it is a `.weak` capture.
  func blocks(from start: Int, through end: Int, except: Callback?, facts pass: ObjCPositionalFacts) -> [Callback] {
    var result: [Callback] = []
    let skipped = except?.statements.first?.span.start
    var index = start
    while index < end {
      guard file.punctuation(index) == .caret else {
        index += 1
        continue
      }
      var open = index + 1
      var list: ClosedRange<Int>?
      if file.punctuation(open) == UInt8(ascii: "("), let close = file.closing(of: open, before: end + 1) {
        list = open...close
        open = close + 1
      }
      guard open <= end, file.punctuation(open) == UInt8(ascii: "{"), let close = file.closing(of: open, before: end + 1) else {
        index += 1
        continue
      }
      defer { index = close + 1 }
      guard close > open + 1, let parameters = blockParameters(list) else { continue }
      let body = statements(from: open + 1, through: close - 1, facts: pass)
      guard let first = body.first, first.span.start != skipped else { continue }
      let weakAliases = selfAliases.weakAliases(before: index)
      let weakNames = Set(weakAliases.map(\.name))
      let readsWeakAlias = !weakNames.isEmpty
        && (open + 1..<close).contains { file.isIdentifier($0) && weakNames.contains(file.text($0)) }
      result.append(
        Callback(
          parameters: parameters, callFacts: CodeFacts(), statements: body, selfCapture: readsWeakAlias ? .weak : .strong,
          bodyAsMethodEdits: [], weakSelfName: readsWeakAlias ? weakAliases.last?.name : nil))
    }
    return result
  }

  /// The tokens of a block literal: `^`, the parameter list's parentheses, the body's braces.
  struct BlockLiteral {
    /// The `[` of the send the block ends.
    var send: Int
    var caret: Int
    var parameters: ClosedRange<Int>?
    var open: Int
    var close: Int
  }

  /// `[receiver piece:… last:^(…) { … }];`: the block ending the message send that is the whole
  /// statement, written without a return type (`^BOOL (id x) { … }` returns what a method could not).
  /// Also the block ending the receiver of an argument-less send that starts what it returns:
  /// `[[session dataTaskWithRequest:request completionHandler:^(…) { … }] resume];`.
  private func lastBlockArgument(from start: Int, through end: Int) -> BlockLiteral? {
    guard file.punctuation(start) == UInt8(ascii: "["), var close = file.closing(of: start, before: end + 1),
      close == end || (close + 1 == end && file.punctuation(end) == UInt8(ascii: ";"))
    else { return nil }
    var start = start
    if file.isIdentifier(close - 1), file.punctuation(close - 2) == UInt8(ascii: "]"), Int(file.partner[close - 2]) == start + 1 {
      start += 1
      close -= 2
    }
    guard file.punctuation(close - 1) == UInt8(ascii: "}") else { return nil }
    let braceOpen = Int(file.partner[close - 1])
    guard braceOpen > start, file.punctuation(braceOpen) == UInt8(ascii: "{") else { return nil }
    var caret = braceOpen - 1
    var parameters: ClosedRange<Int>?
    if file.punctuation(caret) == UInt8(ascii: ")") {
      let open = Int(file.partner[caret])
      guard open > start, open < caret else { return nil }
      parameters = open...caret
      caret = open - 1
    }
    guard file.punctuation(caret) == .caret, file.punctuation(caret - 1) == .colon else { return nil }
    return BlockLiteral(send: start, caret: caret, parameters: parameters, open: braceOpen, close: close - 1)
  }

  /// `(NSArray<TRTrip *> *trips, NSError *error)` → `trips: NSArray<TRTrip *> *`,
  /// `error: NSError *`; `(void)` and no list → none; nil when a parameter has no name.
  private func blockParameters(_ list: ClosedRange<Int>?) -> [CallbackParameter]? {
    guard let list, list.upperBound > list.lowerBound + 1 else { return [] }
    if list.upperBound == list.lowerBound + 2 && file.isText(list.lowerBound + 1, "void") { return [] }
    var result: [CallbackParameter] = []
    var segmentStart = list.lowerBound + 1
    var index = segmentStart
    while index <= list.upperBound {
      if index == list.upperBound || file.punctuation(index) == UInt8(ascii: ",") {
        let name = index - 1
        guard name > segmentStart, file.isIdentifier(name) else { return nil }
        result.append(
          CallbackParameter(
            name: file.text(name), type: ObjCTypeText.render(file, from: segmentStart, through: name - 1)))
        segmentStart = index + 1
      } else if let inner = file.closing(of: index, before: list.upperBound) {
        index = inner
      }
      index += 1
    }
    return result
  }

  /// A body statement's facts, and its branches', without reads of `names`.
  private static func removingReads(of names: Set<String>, from statement: Statement) -> Statement {
    var statement = statement
    statement.facts.usedNames.removeAll { names.contains($0) }
    for index in statement.branches.indices {
      statement.branches[index].statements = statement.branches[index].statements.map {
        removingReads(of: names, from: $0)
      }
    }
    return statement
  }
}
