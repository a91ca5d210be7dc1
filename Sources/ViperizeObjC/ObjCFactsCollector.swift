import ViperizeCore

/// Collects `CodeFacts` over a token range in one pass: message sends, C calls, `self`/ivar
/// references, type names, declared locals and other names read.
///
/// `NSArray *quarters = [AGQuarter MR_findAllSortedBy:key ascending:YES inContext:context];` →
/// call `MR_findAllSortedBy:ascending:inContext:` on `AGQuarter`, type names `NSArray`, `AGQuarter`,
/// local `quarters`, used names `key`, `context`.
struct ObjCFactsCollector {
  let file: ObjCTokenizedFile

  /// Lower-case words that are neither locals nor globals the planner should see.
  static let reservedWords: Set<String> = ObjCLocalDeclarationMatcher.qualifiers
    .union(ObjCLocalDeclarationMatcher.statementKeywords)
    .union([
      "void", "id", "instancetype", "nil", "true", "false", "typeof", "__typeof", "__typeof__",
      "typedef", "bool",
    ])
  /// Qualifiers that belong to a local's storage, not to its type (left out of `localTypes`).
  static let storageQualifiers: Set<String> = ["static", "__block", "register", "extern", "volatile"]
  /// Capitalised words that are values, not types.
  static let capitalisedValues: Set<String> = ["YES", "NO", "NULL", "Nil", "TRUE", "FALSE"]

  func collect(from first: Int, through last: Int) -> CodeFacts {
    var facts = CodeFacts()
    guard first >= 0, first <= last, last < file.code.count else { return facts }
    let messages = ObjCMessageSendParser(file: file)
    let declarations = ObjCLocalDeclarationMatcher(file: file)
    var skipped = Set<Int>()  // selector pieces, declared names, type tokens
    var closureEnds: [Int] = []
    var usedNames: [String] = []
    var seenUsed = Set<String>()
    var statementStart = true
    var index = first
    while index <= last {
      while let end = closureEnds.last, index > end { closureEnds.removeLast() }
      if statementStart, let declaration = declarations.match(at: index, limit: last) {
        facts.definedLocals.append(file.text(declaration.nameToken))
        skipped.insert(declaration.nameToken)
        let typeText = ObjCTypeText.render(file, declaration.typeTokens.filter { !Self.storageQualifiers.contains(file.text($0)) })
        if !typeText.contains("^") && !typeText.contains("typeof") {
          facts.localTypes.append(LocalType(name: file.text(declaration.nameToken), type: typeText))
        }
        for token in declaration.typeTokens {
          skipped.insert(token)
          recordTypeName(token, into: &facts)
        }
      }
      statementStart = false
      let token = file.code[index]
      switch token.kind {
      case .atKeyword:
        if file.isText(index, "@selector") || file.isText(index, "@protocol") || file.isText(index, "@encode"),
          let close = file.closing(of: index + 1, before: last + 1)
        {
          if file.isText(index, "@protocol") { recordTypeName(index + 2, into: &facts, force: true) }
          index = close + 1
          continue
        }
        statementStart = file.isText(index, "@try") || file.isText(index, "@finally")
      case .punctuation:
        if file.isText(index, "["), messages.opensMessage(index),
          let send = messages.parse(at: index, limit: last + 1)
        {
          record(send, parser: messages, into: &facts)
          skipped.formUnion(send.pieceTokens)
        } else if file.isText(index, "^") {
          index = recordBlockParameters(at: index, limit: last, into: &facts, skipped: &skipped, closureEnds: &closureEnds)
          statementStart = true
          continue
        } else if file.isText(index, ";") || file.isText(index, "{") || file.isText(index, "}") {
          statementStart = true
        } else if file.isText(index, "(") && (file.isText(index - 1, "for") || file.isText(index - 1, "@catch")) {
          statementStart = true
        } else if file.isText(index, ":") && file.isText(index + 1, "{") == false
          && isCaseLabelEnd(index)
        {
          statementStart = true
        }
      case .identifier:
        if !skipped.contains(index) {
          recordIdentifier(index, inClosure: !closureEnds.isEmpty, into: &facts, used: &usedNames, seen: &seenUsed)
        }
      default:
        break
      }
      index += 1
    }
    facts.usedNames = usedNames
    return facts
  }

  private func isCaseLabelEnd(_ colon: Int) -> Bool {
    var index = colon - 1
    while index >= 0 && index >= colon - 6 {
      if file.isText(index, "case") || file.isText(index, "default") { return true }
      if file.isText(index, ";") || file.isText(index, "{") || file.isText(index, "?") { return false }
      index -= 1
    }
    return false
  }

  private func record(_ send: ObjCMessageSendParser.MessageSend, parser: ObjCMessageSendParser, into facts: inout CodeFacts) {
    let firstPiece = send.pieceTokens.first ?? send.open
    let location = file.source.location(of: file.code[send.open].start)
    let receiver = parser.receiverText(send)
    facts.calls.append(
      CallFact(
        name: file.text(firstPiece), fullName: send.selector, receiver: receiver,
        line: location.line, column: location.column))
    if send.receiverFirst == send.receiverLast && file.isText(send.receiverFirst, "self") {
      facts.selfReferences.append(
        SelfReference(
          name: file.text(firstPiece), calledName: send.selector, isWrite: false,
          receiverRange: file.code[send.receiverFirst].range, nameRange: file.code[firstPiece].range,
          line: location.line))
    }
  }
}
