import ViperizeCore

/// Finds a statement's value sites (`ValueSite`): the message sends in its own expressions whose
/// value it uses, with what the value is for.
///
/// `if ([[NSUserDefaults standardUserDefaults] boolForKey:kLock]) {` → `boolForKey:`;
/// `NSDate *date = [defaults objectForKey:kKey];` → the value of `date`;
/// `self.accounts = [context executeFetchRequest:request error:NULL];` → the value of `accounts`.
/// Only a simple statement's tokens and an `if`'s conditions are read: not bodies, not blocks
/// (`^{ … }` runs later), not a send that is the whole statement (its value is not used), not a
/// construction (`alloc`, `new`, `init…`).
struct ObjCValueSites {
  let parser: ObjCStatementParser
  private var file: ObjCTokenizedFile { parser.file }

  func sites(from start: Int, through end: Int, kind: Statement.Kind, facts pass: ObjCPositionalFacts) -> [ValueSite] {
    var ranges: [ClosedRange<Int>] = []
    switch parser.leadingWord(start) {
    case .if:
      ranges = parser.ifChain(from: start, through: end).compactMap(\.condition)
    case .other, .return:
      guard [.expression, .assignment, .declaration, .returnStatement].contains(kind) else { return [] }
      ranges.append(start...end)
    default:
      return []
    }
    var result: [ValueSite] = []
    var buffers = ObjCMessageSendParser.Buffers()
    let sends = ObjCMessageSendParser(file: file)
    // Messages to `self` seen so far, outermost first, with their selector pieces' tokens; and
    // the one-piece setter sends (`[_field setPlaceholder:…]`).
    var selfSends: [(send: ObjCMessageSendParser.MessageSend, pieces: [Int])] = []
    var setterSends: [ObjCMessageSendParser.MessageSend] = []
    for range in ranges {
      var index = range.lowerBound
      while index <= range.upperBound {
        // A block runs later; a braced body is its own statements.
        if file.isText(index, "{") {
          index = (file.closing(of: index, before: range.upperBound + 1) ?? range.upperBound) + 1
          continue
        }
        if sends.opensMessage(index), let send = sends.parse(at: index, limit: range.upperBound + 1, buffers: &buffers) {
          let pieces = buffers.pieces
          if var site = site(send, statementStart: start, statementEnd: end, kind: kind, facts: pass) {
            site.argument = argument(send, of: selfSends.last { $0.send.open < send.open && send.close < $0.send.close })
            site.setter = setter(setting: site, of: setterSends.last { $0.open < send.open && send.close < $0.close })
            result.append(site)
          }
          if send.receiverFirst == send.receiverLast && file.isText(send.receiverFirst, "self") {
            selfSends.append((send, pieces))
          }
          if pieces.count == 1, Self.setProperty(send.selector) != nil { setterSends.append(send) }
        }
        index += 1
      }
    }
    return result
  }

  /// The position of `send` among the arguments of `outer`, a message to `self`, when it is one
  /// whole (`[self presentCall:[processor initiateCall]]`): right after a piece's `:` and
  /// followed by the next piece or the closing bracket.
  private func argument(
    _ send: ObjCMessageSendParser.MessageSend, of outer: (send: ObjCMessageSendParser.MessageSend, pieces: [Int])?
  ) -> ValueSite.Argument? {
    guard let outer, file.isText(send.open - 1, ":"), let index = outer.pieces.firstIndex(of: send.open - 2) else { return nil }
    let after = send.close + 1
    guard after == outer.send.close || (index + 1 < outer.pieces.count && outer.pieces[index + 1] == after) else { return nil }
    return ValueSite.Argument(calleeNameStart: file.code[outer.send.firstPiece].start, index: index)
  }

  /// The property a setter's one piece sets (`setPlaceholder:` → `placeholder`), else `nil`.
  static func setProperty(_ selector: String) -> String? {
    guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.dropLast().allSatisfy({ $0 != ":" }),
      let first = selector.dropFirst(3).first, first.isUppercase
    else { return nil }
    return first.lowercased() + selector.dropFirst(4).dropLast()
  }

  /// The setter `outer` calls with the site's value whole (`[_usernameField setPlaceholder:site]`),
  /// on a receiver named alone or as `self.name`.
  private func setter(setting site: ValueSite, of outer: ObjCMessageSendParser.MessageSend?) -> ValueSite.Setter? {
    guard let outer, let property = Self.setProperty(outer.selector), file.isText(outer.firstPiece + 1, ":"),
      file.code[outer.firstPiece + 2].start == site.range.lowerBound, file.code[outer.close - 1].end == site.range.upperBound
    else { return nil }
    let (first, last) = (outer.receiverFirst, outer.receiverLast)
    guard file.isIdentifier(last), first == last || (last == first + 2 && file.isText(first, "self") && file.isText(first + 1, "."))
    else { return nil }
    return ValueSite.Setter(receiver: file.text(last), property: property)
  }

  private func site(
    _ send: ObjCMessageSendParser.MessageSend, statementStart: Int, statementEnd: Int, kind: Statement.Kind,
    facts pass: ObjCPositionalFacts
  ) -> ValueSite? {
    let selector = send.selector
    // The `init` family is `init` and a capitalised word or a colon (`initWithName:`), not `initiateCall`.
    if ["alloc", "new", "copy"].contains(selector) || selector.hasPrefix("init")
      && selector.dropFirst(4).first.map({ $0.isUppercase || $0 == ":" }) ?? true
    {
      return nil
    }
    // The properties read from what the send returned, when the value the code uses is the last
    // of them (`[SessionManager sharedManager].userName`): the site is the whole chain, named by
    // that property. Not when the chain goes on with a send, a call or a subscript.
    var last = send.close
    var path: [String] = []
    while last + 2 <= statementEnd, file.isText(last + 1, "."), file.isIdentifier(last + 2) {
      last += 2
      path.append(file.text(last))
    }
    // Nor a chain written (`[Counter sharedCounter].count = n;`, `….count++`, `&….count`), nor one
    // reading a property the input files declare for another class.
    let next = last + 1
    if !path.isEmpty,
      Self.assignments.contains(file.text(next)) || file.isText(send.open - 1, "&")
        || path.contains(where: parser.fileDeclaredProperties.contains)
        || file.isText(next, "(") || file.isText(next, "[") || file.isText(next, "->")
    {
      (last, path) = (send.close, [])
    }
    let after = last + 1
    let endsStatement = after > statementEnd || file.isText(after, ";")
    if send.open == statementStart && endsStatement { return nil }
    var context = ValueSite.Context.operand
    if endsStatement, send.open >= statementStart + 2, file.isText(send.open - 1, "=") {
      let target = send.open - 2
      if file.isIdentifier(target) {
        let name = file.text(target)
        // `self.accounts =`, `_accounts =`, `userName =`, `NSDate *date =`; not `other.x =`.
        let dotted = target >= 1 && file.isText(target - 1, ".")
        if !dotted || (target >= 2 && file.isText(target - 2, "self")) {
          context = .value(of: name, isDeclaration: kind == .declaration)
        }
      }
    } else if file.isText(send.open - 1, "("), file.isText(after, ")"), parser.leadingWord(statementStart) == .if,
      send.open - 1 == statementStart + 1 || file.isText(send.open - 2, "if")
    {
      context = .condition
    } else if isTruthOperand(from: send.open, through: last) {
      context = .condition
    }
    let span = parser.spans.span(file.code[send.open].start, file.code[last].end)
    let (open, close) = (send.open, last)
    var site = ValueSite(span: span, call: path.last ?? selector, context: context, facts: { pass.facts(from: open, through: close) })
    site.path = path
    return site
  }

  /// The operators that write what stands before them.
  static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "|=", "&=", "++", "--"]

  /// Whether the value from `open` through `close` (a send and the properties read from what it
  /// returned) is what C's `!` negates, or an operand of `&&` or `||` that no tighter operator
  /// takes on either side (`if (!ready && [store isLoggedIn])`,
  /// `BOOL ok = [store isLoggedIn] || offline;`; not `a == [store count] && b`). These operators
  /// test its truth, as an `if` does, so a query answering `value ? YES : NO` keeps what they do.
  private func isTruthOperand(from open: Int, through close: Int) -> Bool {
    let before = open - 1
    let after = close + 1
    // The value goes on (`[store items].count`, `[store items][0]`): the operator takes that.
    if file.isText(after, ".") || file.isText(after, "[") || file.isText(after, "->") { return false }
    if file.isText(before, "!") { return true }
    func logical(_ index: Int) -> Bool { file.isText(index, "&&") || file.isText(index, "||") }
    let left = logical(before)
    let right = logical(after)
    guard left || right else { return false }
    // An operand's other side binds no tighter than `&&`: the expression's edge or a looser operator.
    let looserBefore = ["(", "=", ",", "?", ":", "return"].contains { file.text(before) == $0 }
    let looserAfter = [")", ";", ",", "?", ":"].contains { file.text(after) == $0 }
    return (left || looserBefore) && (right || looserAfter)
  }
}
