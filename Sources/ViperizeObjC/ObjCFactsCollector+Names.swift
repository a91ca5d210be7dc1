import ViperizeCore

extension ObjCFactsCollector {
  /// Records what a single identifier means: `self.x`, `_ivar`, a C call, a type, a name read.
  func recordIdentifier(_ index: Int, inClosure: Bool, into facts: inout ObjCPositionalFacts) {
    let previousIsMemberAccess = file.isText(index - 1, ".") || file.isText(index - 1, "->")
    if previousIsMemberAccess && !file.isText(index - 2, "self") { return }
    if file.isText(index, "return") {
      if !inClosure { facts.addReturn() }
      return
    }
    let text = file.text(index)
    var line: Int { file.source.line(of: file.code[index].start) }
    if text == "self" {
      if file.isText(index + 1, "."), file.isIdentifier(index + 2) {
        facts.add(
          SelfReference(
            name: file.text(index + 2), calledName: nil, isWrite: isAssignment(after: index + 2),
            receiverRange: file.code[index].range, nameRange: file.code[index + 2].range, line: line))
      } else if !file.isText(index + 1, "->") && !file.isText(index - 1, "[") {
        // A bare `self` handed to other code (`sender:self`, `x.delegate = self`).
        facts.add(
          SelfReference(
            name: "self", calledName: nil, isWrite: isAssignment(after: index), receiverRange: nil,
            nameRange: file.code[index].range, line: line))
      }
      return
    }
    if previousIsMemberAccess {
      // `self->_x` is an ivar use; other members of other values are not names of their own.
      if file.isText(index - 2, "self") && file.isText(index - 1, "->") { recordIvar(index, line: line, into: &facts) }
      return
    }
    let bytes = file.bytes
    let firstByte = bytes[file.code[index].start]
    if firstByte == .underscore && text.count > 1 && bytes[file.code[index].start + 1] != .underscore {
      recordIvar(index, line: line, into: &facts)
      return
    }
    if Self.reservedWords.contains(text) || Self.capitalisedValues.contains(text) { return }
    if file.isText(index + 1, "("), text != "sizeof" {
      let location = file.source.location(of: file.code[index].start)
      facts.add(CallFact(name: text, fullName: text, receiver: nil, line: location.line, column: location.column))
      return
    }
    if firstByte.isUppercase {
      if file.isText(index + 1, "."), file.isIdentifier(index + 2) {
        let location = file.source.location(of: file.code[index].start)
        let property = file.text(index + 2)
        facts.add(CallFact(name: property, fullName: property, receiver: text, line: location.line, column: location.column))
      }
      recordTypeName(index, into: &facts)
      return
    }
    facts.addUsedName(text)
  }

  private func recordIvar(_ index: Int, line: Int, into facts: inout ObjCPositionalFacts) {
    facts.add(
      SelfReference(
        name: String(file.text(index).dropFirst()), calledName: nil, isWrite: isAssignment(after: index),
        receiverRange: nil, nameRange: file.code[index].range, line: line))
  }

  /// Whether the token after `index` assigns to it (`=`, `+=`, `++` …, not `==`).
  func isAssignment(after index: Int) -> Bool {
    let next = index + 1
    guard file.kind(next) == .punctuation else { return false }
    let text = file.text(next)
    return text == "=" || text == "++" || text == "--"
      || (text.count == 2 && text.hasSuffix("=") && !["==", "!=", "<=", ">="].contains(text))
      || text == "<<=" || text == ">>="
  }

  /// Adds a capitalised identifier to `typeNames` when it stands where a type stands.
  func recordTypeName(_ index: Int, into facts: inout ObjCPositionalFacts, force: Bool = false) {
    guard file.isIdentifier(index) else { return }
    let text = file.text(index)
    guard let first = text.utf8.first, first.isUppercase, !Self.capitalisedValues.contains(text) else { return }
    if force || looksLikeType(index) {
      facts.add(NameFact(name: text, line: file.source.line(of: file.code[index].start)))
    }
  }

  /// `Foo *`, `Foo.bar`, `Foo<…>` after no operand, `Foo name`, `[Foo sel]`, `(Foo)x`, `id<Foo>`.
  private func looksLikeType(_ index: Int) -> Bool {
    let next = index + 1
    let previous = index - 1
    if file.isText(next, "*") {
      return file.isIdentifier(next + 1) || file.isText(next + 1, ")") || file.isText(next + 1, "*")
        || file.isText(next + 1, ">") || file.isText(next + 1, ",")
    }
    if file.isText(next, ".") { return true }
    if file.isIdentifier(next) { return !file.isText(next + 1, ":") }  // not `[x arg:Constant piece:…]`
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
    at caret: Int, limit: Int, into facts: inout ObjCPositionalFacts, skip: (Int) -> Void,
    closureEnds: inout [Int]
  ) -> Int {
    var index = caret + 1
    // Optional return type before the parameter list or body.
    while index <= limit && index < caret + 8 && !file.isText(index, "(") && !file.isText(index, "{") {
      recordTypeName(index, into: &facts)
      skip(index)
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
            skip(segmentLast)
          }
          for typeToken in segmentStart..<max(segmentStart, segmentLast) {
            skip(typeToken)
            recordTypeName(typeToken, into: &facts)
          }
          skip(segmentLast)
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
