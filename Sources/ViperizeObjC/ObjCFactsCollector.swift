import ViperizeCore

/// Collects `CodeFacts` over a token range in one pass: message sends, C calls, `self`/ivar
/// references, type names, declared locals and other names read.
///
/// `NSArray *quarters = [AGQuarter MR_findAllSortedBy:key ascending:YES inContext:context];` →
/// call `MR_findAllSortedBy:ascending:inContext:` on `AGQuarter`, type names `NSArray`, `AGQuarter`,
/// local `quarters`, used names `key`, `context`.
///
/// A method body gets one pass; its statements and branches take slices of it
/// (`ObjCPositionalFacts`).
struct ObjCFactsCollector {
  let file: ObjCTokenizedFile
  /// Locals of the body that hold `self`: read as `self` (`ObjCSelfAliases`).
  var selfAliases = ObjCSelfAliases.none
  /// Ivar-block instance variables without a leading `_` are read bare (`currentAlert`): such a
  /// name is a reference to the controller's state, not a local.
  var instanceVariables: Set<String> = []

  /// Whether token `index` is `self` or a local holding it.
  func isSelf(_ index: Int) -> Bool {
    file.isText(index, "self") || selfAliases.contains(index, in: file)
  }

  /// Lower-case words that are neither locals nor globals the planner should see.
  static let reservedWords = ObjCWordSet(
    ObjCLocalDeclarationMatcher.qualifiers
      .union(ObjCLocalDeclarationMatcher.statementKeywords)
      .union([
        "void", "id", "instancetype", "nil", "true", "false", "typeof", "__typeof", "__typeof__",
        "typedef", "bool",
      ]))
  /// Qualifiers that belong to a local's storage, not to its type (left out of `localTypes`).
  static let storageQualifiers = ObjCWordSet(["static", "__block", "register", "extern", "volatile"])
  /// Capitalised words that are values, not types.
  static let capitalisedValues = ObjCWordSet(["YES", "NO", "NULL", "Nil", "TRUE", "FALSE"])

  /// `enclosing` when the facts of `first...last` are a slice of it, else a pass of their own.
  func pass(from first: Int, through last: Int, within enclosing: ObjCPositionalFacts) -> ObjCPositionalFacts {
    isSlice(from: first, through: last, of: enclosing) ? enclosing : pass(from: first, through: last)
  }

  /// Whether a pass over `first...last` alone records what `enclosing` recorded there.
  func isSlice(from first: Int, through last: Int, of enclosing: ObjCPositionalFacts) -> Bool {
    let check = enclosing.isSlice(from: first, through: last)
    return check.isSlice
      && !(check.needsDeclarationCheck
        && ObjCLocalDeclarationMatcher(file: file).match(at: first, limit: last) != nil)
  }

  /// One pass over tokens `first...last`.
  func pass(from first: Int, through last: Int) -> ObjCPositionalFacts {
    guard first >= 0, first <= last, last < file.code.count else {
      var empty = ObjCPositionalFacts.Recorder(first: first, last: first - 1)
      return empty.finish()
    }
    var facts = ObjCPositionalFacts.Recorder(first: first, last: last)
    let messages = ObjCMessageSendParser(file: file)
    let declarations = ObjCLocalDeclarationMatcher(file: file)
    var skipped = SkippedTokens(first: first, last: last)
    var sendBuffers = ObjCMessageSendParser.Buffers()
    var closureEnds: [Int] = []
    var statementStart = true
    var index = first
    while index <= last {
      while let end = closureEnds.last, index > end { closureEnds.removeLast() }
      facts.enter(index, !closureEnds.isEmpty ? .inClosure : statementStart ? .statementStart : .inside)
      if statementStart {
        if file.isIdentifier(index) {
          let scan = declarations.scan(at: index, limit: last)
          facts.touch(scan.extent)
          if let declaration = scan.match { record(declaration, into: &facts, skipped: &skipped) }
        } else {
          facts.touch(index)  // what a scan of a non-identifier looks at
        }
      }
      statementStart = false
      switch file.code[index].kind {
      case .atKeyword:
        if file.isText(index, "@selector") || file.isText(index, "@protocol") || file.isText(index, "@encode"),
          let close = file.closing(of: index + 1, before: last + 1)
        {
          if file.isText(index, "@protocol") { recordTypeName(index + 2, into: &facts, force: true) }
          facts.touch(close)
          index = close + 1
          continue
        }
        statementStart = file.isText(index, "@try") || file.isText(index, "@finally")
      case .punctuation:
        switch file.punctuation(index) {
        case UInt8(ascii: "["):
          if messages.opensMessage(index), let send = messages.parse(at: index, limit: last + 1, buffers: &sendBuffers) {
            record(send, parser: messages, into: &facts)
            facts.touch(send.close)
            for piece in sendBuffers.pieces { skipped.insert(piece) }
          }
        case UInt8(ascii: "^"):
          let next = recordBlockParameters(
            at: index, limit: last, into: &facts, skipped: &skipped, closureEnds: &closureEnds)
          facts.touch(next - 1)
          index = next
          statementStart = true
          continue
        case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"):
          statementStart = true
        case UInt8(ascii: "("):
          statementStart = file.isText(index - 1, "for") || file.isText(index - 1, "@catch")
        case UInt8(ascii: ":"):
          statementStart = file.punctuation(index + 1) != UInt8(ascii: "{") && isCaseLabelEnd(index)
        default:
          break
        }
      case .identifier:
        if !skipped.contains(index) {
          recordIdentifier(index, inClosure: !closureEnds.isEmpty, into: &facts)
        }
      default:
        break
      }
      index += 1
    }
    return facts.finish()
  }

  /// Tokens of a pass that are not names read: selector pieces, declared names, type tokens.
  struct SkippedTokens {
    let first: Int
    let last: Int
    private var flags: [Bool]

    init(first: Int, last: Int) {
      self.first = first
      self.last = last
      flags = [Bool](repeating: false, count: max(0, last - first + 1))
    }

    mutating func insert(_ token: Int) {
      if token >= first && token <= last { flags[token - first] = true }
    }

    func contains(_ token: Int) -> Bool { token >= first && token <= last && flags[token - first] }
  }

  /// A local declaration at a statement start: its name, its type, the type's names.
  private func record(
    _ declaration: ObjCLocalDeclarationMatcher.Match, into facts: inout ObjCPositionalFacts.Recorder,
    skipped: inout SkippedTokens
  ) {
    let name = file.text(declaration.nameToken)
    facts.addDeclarationStart()
    facts.addLocal(name)
    facts.touch(declaration.nameToken)
    skipped.insert(declaration.nameToken)
    if selfAliases.declares(declaration.nameToken) {
      // `weakSelf = self;`: the alias's uses say what is done with `self`, not its declaration
      // (`strongSelf = weakSelf;` still reads `weakSelf`).
      let initializer = declaration.nameToken + 2
      facts.touch(initializer + 1)
      skipped.insert(initializer)
      if !file.isText(initializer, "self") { facts.addUsedName(file.text(initializer)) }
    }
    let typeText = ObjCTypeText.renderBytes(file, declaration.typeTokens) {
      !Self.storageQualifiers.contains($0, in: file)
    }
    if !typeText.contains(UInt8(ascii: "^")) && !Self.contains(typeText, "typeof") {
      facts.add(LocalType(name: name, type: String(decoding: typeText, as: UTF8.self)))
    }
    for token in declaration.typeTokens {
      facts.touch(token)
      skipped.insert(token)
      recordTypeName(token, into: &facts)
    }
    recordFurtherDeclarators(after: declaration.nameToken, into: &facts, skipped: &skipped)
  }

  /// The other names one declaration declares: `NSString *title, *message;` declares `message`
  /// too. Each is a local; a pointer's stars make its type unclear, so no type is recorded.
  private func recordFurtherDeclarators(
    after nameToken: Int, into facts: inout ObjCPositionalFacts.Recorder, skipped: inout SkippedTokens
  ) {
    var depth = 0
    var index = nameToken + 1
    while index <= skipped.last, file.kind(index) != nil {
      if file.isText(index, "(") || file.isText(index, "[") || file.isText(index, "{") {
        depth += 1
      } else if file.isText(index, ")") || file.isText(index, "]") || file.isText(index, "}") {
        if depth == 0 { return }
        depth -= 1
      } else if depth == 0 && file.isText(index, ";") {
        return
      } else if depth == 0 && file.isText(index, ",") {
        var name = index + 1
        while name <= skipped.last, file.isText(name, "*") { name += 1 }
        guard name + 1 <= skipped.last, file.isIdentifier(name),
          file.isText(name + 1, ",") || file.isText(name + 1, ";") || file.isText(name + 1, "=")
        else { return }
        facts.addLocal(file.text(name))
        facts.touch(name)
        skipped.insert(name)
        index = name
      }
      index += 1
    }
  }

  /// Whether the UTF-8 `text` holds `word` (bytes, no Foundation search).
  private static func contains(_ text: [UInt8], _ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard count > 0, text.count >= count else { return count == 0 }
    return word.withUTF8Buffer { needle in
      for start in 0...(text.count - count) where text[start] == needle[0] {
        var offset = 1
        while offset < count && text[start + offset] == needle[offset] { offset += 1 }
        if offset == count { return true }
      }
      return false
    }
  }

  /// Whether the `:` at `colon` ends a `case …:` / `default:` label (a `case`/`default` within
  /// six tokens before it, with no `;`, `{` or `?` between).
  private func isCaseLabelEnd(_ colon: Int) -> Bool {
    var index = colon - 1
    while index >= 0 && index >= colon - 6 {
      switch file.code[index].kind {
      case .identifier:
        if file.isText(index, "case") || file.isText(index, "default") { return true }
      case .punctuation:
        let byte = file.punctuation(index)
        if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "?") { return false }
      default:
        break
      }
      index -= 1
    }
    return false
  }

  /// Whether the expression starting after token `index` is a value the code uses: an operand,
  /// an argument, a receiver or what is assigned or returned (`= [a b]`, `:[a b]`, `[[a b] c]`,
  /// `return [a b]`), not a statement of its own (after `;`, `{`, `}`, `)` of a condition, a
  /// label's `:`). A cast's `)` counts as a statement's start: the flag errs towards a command.
  private func usesValue(before index: Int) -> Bool {
    let previous = index - 1
    switch file.punctuation(previous) {
    case UInt8(ascii: "="), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: "!"),
      UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "<"), UInt8(ascii: ">"):
      return true
    case UInt8(ascii: ":"):
      // `case kDone:` and `default:` label a statement.
      return !file.isText(previous - 1, "default") && !file.isText(previous - 2, "case")
    default:
      return file.isText(previous, "return") || file.isText(previous, "==") || file.isText(previous, "!=")
        || file.isText(previous, "&&") || file.isText(previous, "||")
    }
  }

  private func record(
    _ send: ObjCMessageSendParser.MessageSend, parser: ObjCMessageSendParser,
    into facts: inout ObjCPositionalFacts.Recorder
  ) {
    let firstPiece = send.firstPiece
    let location = file.lines.location(of: file.code[send.open].start)
    var receiver = parser.receiverText(send)
    if selfAliases.contains(send.receiverFirst, in: file) {
      // `[weakSelf.tableView reloadData]` is sent to `tableView`, as `[self.tableView reloadData]` is.
      let alias = file.text(send.receiverFirst)
      if receiver == alias {
        receiver = "self"
      } else if receiver.hasPrefix(alias + ".") {
        receiver.removeFirst(alias.count + 1)
      }
    }
    var fact = CallFact(name: file.text(firstPiece), fullName: send.selector, receiver: receiver, line: location.line, column: location.column)
    // `[self presentViewController:nav animated:YES …]`: a name alone, then the next piece or `]`.
    let argument = firstPiece + 2
    if file.punctuation(firstPiece + 1) == .colon, file.isIdentifier(argument),
      argument + 1 == send.close || (file.isIdentifier(argument + 1) && file.punctuation(argument + 2) == .colon)
    {
      fact.firstArgument = file.text(argument)
    } else if file.punctuation(firstPiece + 1) == .colon, isSelf(argument), file.punctuation(argument + 1) == .dot,
      file.isIdentifier(argument + 2),
      argument + 3 == send.close || (file.isIdentifier(argument + 3) && file.punctuation(argument + 4) == .colon)
    {
      // `[self presentViewController:self.currentAlert …]`.
      fact.firstArgument = "self." + file.text(argument + 2)
    }
    fact.readsProperty = !send.selector.contains(":") && usesValue(before: send.open)
    facts.add(fact)
    // `[self.tableView indexPathForSelectedRow]`, `[self.autoplaySwitch isOn]`, `[sender isOn]`,
    // `[slider value]`: a control's value read, through a property of `self` or a name alone (a
    // parameter, a local; `controlValues(through:…)` checks its written type).
    if !send.selector.contains(":"), SignalCatalogue.controlValueProperties.contains(send.selector),
      (send.receiverLast == send.receiverFirst + 2 && file.isText(send.receiverFirst, "self")
        && file.punctuation(send.receiverFirst + 1) == .dot)
        || (send.receiverLast == send.receiverFirst && !isSelf(send.receiverFirst)),
      file.isIdentifier(send.receiverLast)
    {
      facts.add(
        ValueRead(
          base: file.text(send.receiverLast), baseRange: file.code[send.receiverLast].range, property: send.selector,
          range: file.code[send.open].start..<file.code[send.close].end, line: location.line))
    }
    if send.receiverFirst == send.receiverLast && isSelf(send.receiverFirst) {
      var reference = SelfReference(
        name: file.text(firstPiece), calledName: send.selector, isWrite: false,
        receiverRange: file.code[send.receiverFirst].range, nameRange: file.code[firstPiece].range,
        line: location.line)
      if !send.selector.contains(":") { reference.callRange = file.code[send.open].start..<file.code[send.close].end }
      facts.add(reference)
    }
  }
}
