import ViperizeCore

/// The edits that make the body of a block reading aliases of `self` a method body of the class,
/// where `self` needs no alias.
///
/// ## Before
/// ```objc
///     __strong typeof(weakSelf) strongSelf = weakSelf;
///     if (!strongSelf) return;
///     strongSelf.trips = trips;
///     [weakSelf.tableView reloadData];
/// ```
/// ## After
/// ```objc
///     self.trips = trips;
///     [self.tableView reloadData];
/// ```
/// The strong rebinding and a nil check of an alias that only returns (`if (!strongSelf) return;`,
/// `if (strongSelf == nil) { return; }`) go when they are lines of their own; every other use of
/// an alias declared before the statement, or rebound in the body, becomes `self`.
extension ObjCStatementParser {
  struct BlockBodyAsMethod {
    var edits: [TextEdit] = []
    /// The aliases that became `self`.
    var names: Set<String> = []
    /// The weak alias declared before the statement that the body reads, if any.
    var weakAlias: String?
  }

  /// nil when a rebinding cannot go as whole lines (the body would declare `self`), and when the
  /// body reads a strong alias declared before the statement but no weak one (code split inside
  /// the block would take the alias where it is not declared).
  func aliasesAsSelf(
    in block: BlockLiteral, statements: [Statement], ranges: [ClosedRange<Int>], statementStart: Int
  ) -> BlockBodyAsMethod? {
    let outer = selfAliases.aliases.filter { $0.nameToken < statementStart }
    var result = BlockBodyAsMethod()
    var names = Set(outer.map(\.name))
    var removed: [ClosedRange<Int>] = []
    for (position, range) in ranges.enumerated() {
      let statement = statements[position]
      let wholeLines = isWholeLines(statement.extendedSpan.range)
      if let rebound = selfAliases.alias(declaredAt: range.upperBound - 3), range.lowerBound < rebound.nameToken {
        // `__strong typeof(weakSelf) strongSelf = weakSelf;`
        guard wholeLines else { return nil }
        names.insert(rebound.name)
        removed.append(range)
        result.edits.append(TextEdit(range: statement.extendedSpan.range, replacement: ""))
      } else if wholeLines, statement.kind == .ifStatement, let checked = nilCheckThatReturns(range),
        names.contains(file.text(checked))
      {
        removed.append(range)
        result.edits.append(TextEdit(range: statement.extendedSpan.range, replacement: ""))
      }
    }
    guard !names.isEmpty else { return result }
    var index = block.open + 1
    var nextRemoved = 0
    while index < block.close {
      defer { index += 1 }
      guard selfAliases.contains(index, in: file), !selfAliases.declares(index),
        !(file.punctuation(index - 1) == .dot || file.isText(index - 1, "->"))
      else { continue }
      let name = file.text(index)
      guard names.contains(name) else { continue }
      if result.weakAlias == nil, outer.contains(where: { $0.isWeak && $0.name == name }) { result.weakAlias = name }
      result.names.insert(name)
      while nextRemoved < removed.count && removed[nextRemoved].upperBound < index { nextRemoved += 1 }
      if nextRemoved < removed.count && removed[nextRemoved].contains(index) { continue }
      result.edits.append(TextEdit(range: file.code[index].range, replacement: "self"))
    }
    if result.weakAlias == nil && outer.contains(where: { result.names.contains($0.name) }) { return nil }
    return result
  }

  /// The alias token of `if (!x) return;`, `if (x == nil) { return; }`, `if (nil == x) return;`
  /// spanning `range`, with no `else`.
  private func nilCheckThatReturns(_ range: ClosedRange<Int>) -> Int? {
    let open = range.lowerBound + 1
    guard file.isText(range.lowerBound, "if"), let close = file.closing(of: open, before: range.upperBound + 1)
    else { return nil }
    let returnsAlone =
      (range.upperBound == close + 2 && file.isText(close + 1, "return"))
      || (range.upperBound == close + 4 && file.isText(close + 1, "{") && file.isText(close + 2, "return")
        && file.isText(close + 3, ";"))
    guard returnsAlone else { return nil }
    switch close - open {
    case 3 where file.isText(open + 1, "!"):
      return file.isIdentifier(open + 2) ? open + 2 : nil
    case 4 where file.isText(open + 2, "=="):
      if isNil(open + 3) && file.isIdentifier(open + 1) { return open + 1 }
      if isNil(open + 1) && file.isIdentifier(open + 3) { return open + 3 }
      return nil
    default:
      return nil
    }
  }

  private func isNil(_ index: Int) -> Bool {
    file.isText(index, "nil") || file.isText(index, "NULL") || file.isText(index, "Nil")
  }

  /// Whether `range` starts at a line's start and ends just after a newline (or the file's end).
  private func isWholeLines(_ range: Range<Int>) -> Bool {
    !range.isEmpty && file.source.isLineStart(range.lowerBound) && file.source.isLineStart(range.upperBound)
  }
}
