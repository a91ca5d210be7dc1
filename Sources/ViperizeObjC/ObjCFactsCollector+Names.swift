import ViperizeCore

extension ObjCFactsCollector {
  /// Records what a single identifier means: `self.x`, `_ivar`, a C call, a type, a name read.
  func recordIdentifier(_ index: Int, inClosure: Bool, into facts: inout ObjCPositionalFacts.Recorder) {
    let previousIsMemberAccess = file.punctuation(index - 1) == .dot || file.isText(index - 1, "->")
    if previousIsMemberAccess && !isSelf(index - 2) {
      // Another instance's ivar (`list->_results` in a factory method): a name the code reads.
      if file.isText(index - 1, "->") { facts.addUsedName(file.text(index)) }
      return
    }
    if file.isText(index, "return") {
      if !inClosure { facts.addReturn() }
      return
    }
    let start = file.code[index].start
    if isSelf(index) {
      let isAlias = !file.isText(index, "self")
      // An alias is also a local the code reads: its declaration goes where it is used.
      if isAlias { facts.addUsedName(file.text(index)) }
      if file.punctuation(index + 1) == .dot, file.isIdentifier(index + 2) {
        let line = file.lines.location(of: start).line
        facts.add(
          SelfReference(
            name: file.text(index + 2), calledName: nil, isWrite: isAssignment(after: index + 2),
            receiverRange: file.code[index].range, nameRange: file.code[index + 2].range, line: line))
        // `self.emailField.text`, `self.autoplaySwitch.on`: a control's value read.
        if !isAlias, let read = controlValueRead(base: index + 2, from: start) { facts.add(read) }
      } else if !file.isText(index + 1, "->") && file.punctuation(index - 1) != UInt8(ascii: "[")
        && !(isAlias && isNilCheck(index))
      {
        // A bare `self` handed to other code (`sender:self`, `x.delegate = self`).
        let line = file.lines.location(of: start).line
        facts.add(
          SelfReference(
            name: "self", calledName: nil, isWrite: isAssignment(after: index), receiverRange: nil,
            nameRange: file.code[index].range, line: line))
      }
      return
    }
    if previousIsMemberAccess {
      // `self->_x` is an ivar use; other members of other values are not names of their own.
      if isSelf(index - 2) && file.isText(index - 1, "->") {
        let text = file.text(index)
        recordIvar(index, named: text.hasPrefix("_") ? String(text.dropFirst()) : text, arrow: true, into: &facts)
      }
      return
    }
    let bytes = file.bytes
    let firstByte = bytes[start]
    // `_name` (one character at least after the `_`, and not `__`) is an ivar.
    if firstByte == .underscore, file.code[index].end - start > 1, bytes[start + 1] != .underscore,
      bytes[start + 1] < 0x80 || file.text(index).count > 1
    {
      recordIvar(index, named: String(file.text(index).dropFirst()), into: &facts)
      return
    }
    if firstByte.isUppercase
      ? Self.capitalisedValues.contains(index, in: file) : Self.reservedWords.contains(index, in: file)
    {
      return
    }
    let text = file.text(index)
    if file.punctuation(index + 1) == UInt8(ascii: "("), !file.isText(index, "sizeof") {
      let location = file.lines.location(of: start)
      facts.add(CallFact(name: text, fullName: text, receiver: nil, line: location.line, column: location.column))
      // A block the code calls (`resultHandler()`) is a name it reads, as a local or parameter.
      if !firstByte.isUppercase { facts.addUsedName(text) }
      return
    }
    if firstByte.isUppercase {
      if file.punctuation(index + 1) == .dot, file.isIdentifier(index + 2) {
        let location = file.lines.location(of: start)
        let property = file.text(index + 2)
        facts.add(CallFact(name: property, fullName: property, receiver: text, line: location.line, column: location.column))
      }
      recordTypeName(index, into: &facts)
      // A capitalised value (an enum constant, a macro): a name the code reads; or a file's
      // `static` variable it sets (`PLOverrideDefaults = defaults;`).
      if !looksLikeType(index) {
        facts.addUsedName(text)
        if writes(index) { facts.addAssignedName(text) }
      }
      return
    }
    if instanceVariables.contains(text) {
      recordIvar(index, named: text, into: &facts)
      return
    }
    let written = writes(index)
    let argument = written ? outArgument(at: index) : nil
    facts.addUsedName(text, outArgument: argument != nil)
    // `sender.on`, `field.text`: a control's value read through a parameter or a local.
    if !written, let read = controlValueRead(base: index, from: start) { facts.add(read) }
    if written {
      facts.addAssignedName(text)
      if let argument { facts.add(argument) }
    }
  }

  /// `base.property` (the base's token at `base`) when the property is a control's value
  /// (`sender.on`, `nameField.text`, `self.autoplaySwitch.on` from `self`'s `start`) read as it
  /// is: not written, not gone on from (`.length`, `->`, `[…]`).
  private func controlValueRead(base: Int, from start: Int) -> ValueRead? {
    guard file.punctuation(base + 1) == .dot, file.isIdentifier(base + 2),
      SignalCatalogue.controlValueProperties.contains(file.text(base + 2)),
      file.punctuation(base + 3) != .dot, !file.isText(base + 3, "->"), file.punctuation(base + 3) != UInt8(ascii: "["),
      !isAssignment(after: base + 2)
    else { return nil }
    return ValueRead(
      base: file.text(base), baseRange: file.code[base].range, property: file.text(base + 2),
      range: start..<file.code[base + 2].end, line: file.lines.location(of: start).line)
  }

  /// The local at `index` handed whole through its address as an argument: `&error` after a
  /// selector piece's `:`, a `(` or a `,`, followed by the next piece, `]`, `)` or `,`.
  private func outArgument(at index: Int) -> OutArgument? {
    guard file.isText(index - 1, "&"),
      file.punctuation(index - 2) == .colon || file.isText(index - 2, "(") || file.isText(index - 2, ","),
      file.isText(index + 1, "]") || file.isText(index + 1, ")") || file.isText(index + 1, ",")
        || (file.isIdentifier(index + 1) && file.punctuation(index + 2) == .colon)
    else { return nil }
    let name = file.code[index].range
    return OutArgument(
      name: file.text(index), range: file.code[index - 1].start..<name.upperBound, nameRange: name,
      line: file.lines.location(of: file.code[index].start).line)
  }

  /// Whether the code writes the local at `index`: `x = …`, `x += 1`, `x++`, `++x`, `&x` in
  /// operand position (not `a & x`), or through its members or elements (`rect.origin.x = …`,
  /// `counts[i] = …`, `p->f = …`).
  private func writes(_ index: Int) -> Bool {
    if file.isText(index - 1, "++") || file.isText(index - 1, "--") { return true }
    if file.isText(index - 1, "&") {
      let before = index - 2
      let operand = file.kind(before) != .identifier && file.kind(before) != .number && file.kind(before) != .stringLiteral
        && !file.isText(before, ")") && !file.isText(before, "]")
      if operand || file.isText(before, "return") { return true }
    }
    // The end of the postfix chain the name starts.
    var end = index
    while true {
      if (file.punctuation(end + 1) == .dot || file.isText(end + 1, "->")) && file.isIdentifier(end + 2) {
        end += 2
      } else if file.isText(end + 1, "["), let close = file.closing(of: end + 1, before: file.code.count) {
        end = close
      } else {
        break
      }
    }
    return isAssignment(after: end)
  }

  /// Whether the name at `index` is tested rather than handed on: `!weakSelf`, `weakSelf == nil`.
  private func isNilCheck(_ index: Int) -> Bool {
    file.punctuation(index - 1) == .exclamation || file.isText(index + 1, "==") || file.isText(index + 1, "!=")
      || file.isText(index - 1, "==") || file.isText(index - 1, "!=")
  }

  /// An instance variable's use at `index`, under `name` (`_items` → `items`, a bare ivar's as
  /// written); `arrow`: reached through `self->`.
  private func recordIvar(_ index: Int, named name: String, arrow: Bool = false, into facts: inout ObjCPositionalFacts.Recorder) {
    let line = file.lines.location(of: file.code[index].start).line
    var reference = SelfReference(
      name: name, calledName: nil, isWrite: isAssignment(after: index),
      receiverRange: nil, nameRange: file.code[index].range, line: line)
    reference.isArrowAccess = arrow
    reference.isWrittenThrough = isPropertyAssignment(after: index)
    facts.add(reference)
  }

  /// Whether a chain of properties after `index` is assigned (`field.defaultValue = …`,
  /// `_item.owner.name = …`).
  func isPropertyAssignment(after index: Int) -> Bool {
    var last = index
    while file.punctuation(last + 1) == .dot, file.isIdentifier(last + 2) { last += 2 }
    return last > index && isAssignment(after: last)
  }

  /// Whether the token after `index` assigns to it (`=`, `+=`, `++` …, not `==`).
  func isAssignment(after index: Int) -> Bool {
    let next = index + 1
    guard file.kind(next) == .punctuation else { return false }
    let token = file.code[next]
    let bytes = file.bytes
    switch token.end - token.start {
    case 1:
      return bytes[token.start] == .equals
    case 2:
      let (first, second) = (bytes[token.start], bytes[token.start + 1])
      if first == second && (first == .plus || first == .minus) { return true }
      return second == .equals
        && !(first == .equals || first == .exclamation || first == .less || first == .greater)
    case 3:
      return (bytes[token.start] == .less && bytes[token.start + 1] == .less
        || bytes[token.start] == .greater && bytes[token.start + 1] == .greater)
        && bytes[token.start + 2] == .equals
    default:
      return false
    }
  }

  /// Adds a capitalised identifier to `typeNames` when it stands where a type stands.
  func recordTypeName(_ index: Int, into facts: inout ObjCPositionalFacts.Recorder, force: Bool = false) {
    guard file.isIdentifier(index), file.firstByte(index).isUppercase,
      !Self.capitalisedValues.contains(index, in: file)
    else { return }
    if force || looksLikeType(index) {
      let line = file.lines.location(of: file.code[index].start).line
      facts.add(NameFact(name: file.text(index), line: line))
    }
  }

  /// `Foo *`, `Foo.bar`, `Foo<…>` after no operand, `Foo name`, `[Foo sel]`, `[Foo sel:x]`, `(Foo)x`, `id<Foo>`.
  private func looksLikeType(_ index: Int) -> Bool {
    let next = index + 1
    let previous = index - 1
    if file.isText(next, "*") {
      return file.isIdentifier(next + 1) || file.isText(next + 1, ")") || file.isText(next + 1, "*")
        || file.isText(next + 1, ">") || file.isText(next + 1, ",")
    }
    if file.isText(next, ".") { return true }
    // A class receiving a message (`[NSURLConnection sendSynchronousRequest:…]`), not the
    // argument before the next selector piece (`[x arg:Constant piece:…]`).
    if file.isIdentifier(next) { return file.isText(previous, "[") || !file.isText(next + 1, ":") }
    let previousIsOperand =
      file.isIdentifier(previous) || file.isText(previous, ")") || file.isText(previous, "]")
      || file.kind(previous) == .number
    if file.isText(next, "<") { return !previousIsOperand }
    if file.isText(previous, "(") && file.isText(next, ")") {
      return file.isIdentifier(next + 1) || file.isText(next + 1, "[") || file.isText(next + 1, "(")
    }
    if file.isText(previous, "<") || file.isText(previous, ",") {
      var back = previous
      while back > 0 && back > previous - 16 && !file.isText(back, "<") { back -= 1 }
      return file.isText(back, "<") && (file.isText(back - 1, "id") || file.firstByte(back - 1).isUppercase)
    }
    return false
  }

  /// Handles `^(T *a, U b) {` or `^ReturnType (…) {` or `^{`: records the parameters as locals
  /// and remembers where the closure ends; returns the index to continue from.
  func recordBlockParameters(
    at caret: Int, limit: Int, into facts: inout ObjCPositionalFacts.Recorder,
    skipped: inout SkippedTokens, closureEnds: inout [Int]
  ) -> Int {
    var index = caret + 1
    // Optional return type before the parameter list or body.
    while index <= limit && index < caret + 8 && !file.isText(index, "(") && !file.isText(index, "{") {
      recordTypeName(index, into: &facts)
      skipped.insert(index)
      index += 1
    }
    if file.isText(index, "("), let close = file.closing(of: index, before: limit + 1) {
      var segmentStart = index + 1
      var inner = index + 1
      while inner <= close {
        if inner == close || file.isText(inner, ",") {
          let segmentLast = inner - 1
          if segmentLast > segmentStart && file.isIdentifier(segmentLast) {
            facts.addLocal(file.text(segmentLast))
            skipped.insert(segmentLast)
          }
          for typeToken in segmentStart..<max(segmentStart, segmentLast) {
            skipped.insert(typeToken)
            recordTypeName(typeToken, into: &facts)
          }
          skipped.insert(segmentLast)
          segmentStart = inner + 1
        } else if let nested = file.closing(of: inner, before: close) {
          inner = nested
        }
        inner += 1
      }
      index = close + 1
    }
    if file.isText(index, "{"), let end = file.closing(of: index, before: limit + 1) {
      closureEnds.append(end)
      facts.touch(end)
      return index + 1
    }
    return max(index, caret + 1)
  }
}
