import SwiftSyntax
import ViperizeCore

/// Describes the closure a call statement passes last, so the planner can keep the call in the
/// interactor and turn the closure's body into a view display method.
///
/// ## Before
/// ```swift
/// apiClient.fetchTrips { [weak self] result in
///     guard let self = self else { return }
///     self.tableView.reloadData()
/// }
/// ```
/// ## After (as the body of a view method)
/// ```swift
/// self.tableView.reloadData()
/// ```
/// Only closures whose body starts and ends on lines of its own are described: the body moves as
/// whole lines.
extension SwiftStatementBuilder {
  func callback(of expression: ExprSyntax, statementStart: Int) -> Callback? {
    guard var call = expression.as(FunctionCallExprSyntax.self), call.additionalTrailingClosures.isEmpty else { return nil }
    // `session.dataTask(with: url) { data, response, error in … }.resume()`: the closure belongs
    // to the call whose result is started by an argument-less call.
    var startsResult = false
    if call.trailingClosure == nil, call.arguments.isEmpty, let started = call.calledExpression.as(MemberAccessExprSyntax.self),
      let inner = started.base?.as(FunctionCallExprSyntax.self), inner.additionalTrailingClosures.isEmpty
    {
      call = inner
      startsResult = true
    }
    let closure: ClosureExprSyntax
    if let trailing = call.trailingClosure {
      closure = trailing
    } else if let last = call.arguments.last?.expression.as(ClosureExprSyntax.self) {
      closure = last
    } else {
      return nil
    }
    // Read from the items before their statements are built: a closure on one line is no callback.
    guard let firstItem = closure.statements.first, let lastItem = closure.statements.last else { return nil }
    let first = SwiftTriviaSpans.extendedRange(of: firstItem, in: file)
    let last = firstItem.id == lastItem.id ? first : SwiftTriviaSpans.extendedRange(of: lastItem, in: file)
    guard first.lowerBound > closure.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
      file.isLineStart(first.lowerBound), file.isLineStart(last.upperBound),
      last.upperBound <= closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    else { return nil }
    let body = statements(closure.statements)
    let closureStart = closure.positionAfterSkippingLeadingTrivia.utf8Offset
    var callback = describe(closure, statements: body, callFacts: facts.facts(in: statementStart..<closureStart), withMethodEdits: true)
    // The call is the whole statement, or what the statement starts, and the closure its last
    // argument: only `)` and the starting `.resume()` may follow.
    if call.id == expression.id || startsResult {
      callback.literalRange = closureStart..<closure.endPositionBeforeTrailingTrivia.utf8Offset
      callback.isTrailingClosure = call.trailingClosure != nil
    }
    return callback
  }

  /// The closures in `node` other than `except`, outermost only (a nested one is found through the
  /// statements of the one around it), each with its body's statements.
  func closures(in node: some SyntaxProtocol, except: Callback?) -> [Callback] {
    let finder = OutermostClosureFinder()
    finder.walk(node)
    let skipped = except?.statements.first?.span.start
    return finder.closures.compactMap { closure in
      // `except`'s statements are built already: not again only to be skipped.
      if let skipped, closure.statements.first?.item.positionAfterSkippingLeadingTrivia.utf8Offset == skipped { return nil }
      let body = statements(closure.statements)
      guard !body.isEmpty else { return nil }
      return describe(closure, statements: body, callFacts: CodeFacts(), withMethodEdits: false)
    }
  }

  /// A function declared in a member's body (`func processResult(_ error: Error?) { … }`) is a
  /// closure the member names: its code runs when it is called, holding `self` strongly, so its
  /// statements are searched for commands and queries as a closure's are. Its parameters are
  /// typed where it declares them (a variadic one, `Int...`, is the array it is, `[Int]`), and
  /// without a result type it returns nothing. Not a generic one, whose parameter types only its
  /// callers tell, nor one throwing a typed error or rethrowing, which the methods its code moves
  /// into (throwing `any Error`) could not.
  func localFunction(_ function: FunctionDeclSyntax) -> Callback? {
    guard let body = function.body, function.genericParameterClause == nil else { return nil }
    if let effects = function.signature.effectSpecifiers,
      effects.throwsClause?.type != nil || effects.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows)
    {
      return nil
    }
    let statements = statements(body.statements)
    guard !statements.isEmpty else { return nil }
    let parameters = function.signature.parameterClause.parameters.map { parameter in
      let type = parameter.type.trimmedText
      return CallbackParameter(
        name: (parameter.secondName ?? parameter.firstName).text, type: parameter.ellipsis == nil ? type : "[\(type)]")
    }
    var callback = Callback(
      parameters: parameters, callFacts: CodeFacts(), statements: statements, selfCapture: .strong, bodyAsMethodEdits: [])
    let binder = SelfBindingFinder()
    binder.walk(body.statements)
    callback.bindsSelf = binder.found
    callback.declaresEffects = function.signature.effectSpecifiers != nil
    callback.resultType = function.signature.returnClause?.type.trimmedText ?? "Void"
    return callback
  }

  /// A closure's capture of `self`, its parameters and its body.
  private func describe(_ closure: ClosureExprSyntax, statements body: [Statement], callFacts: CodeFacts, withMethodEdits: Bool) -> Callback {
    var capture = Callback.SelfCapture.strong
    // One pass over the capture list, none without one (an empty syntax collection is costly
    // to make for every closure of a large controller).
    var capturedNames: [String] = []
    if let items = closure.signature?.capture?.items {
      for item in items {
        let name = item.name.text
        guard name == "self", item.initializer == nil else {
          capturedNames.append(name)
          continue
        }
        switch item.specifier?.specifier.text {
        case "weak": capture = .weak
        case "unowned": capture = .unowned
        default: break
        }
      }
    }
    var parameters: [CallbackParameter] = []
    switch closure.signature?.parameterClause {
    case .simpleInput(let list):
      parameters = list.map { CallbackParameter(name: $0.name.text, type: nil) }
    case .parameterClause(let clause):
      parameters = clause.parameters.map {
        CallbackParameter(name: ($0.secondName ?? $0.firstName).text, type: $0.type?.trimmedText)
      }
    case nil:
      // `{ $0.row }`: the anonymous parameters, untyped.
      let finder = AnonymousParameterFinder()
      finder.walk(closure.statements)
      parameters = finder.names.sorted().map { CallbackParameter(name: $0, type: nil) }
    }
    // A parameter the body tests as a condition (`if !success`, `guard granted else`) can only be
    // a `Bool`: Swift tests no other type. One the body only hands to members of the controller
    // whole gets those members (`handovers`), whose types the planner knows.
    if parameters.contains(where: { $0.type == nil }) {
      let untyped = Set(parameters.filter { $0.type == nil && !$0.name.hasPrefix("$") }.map(\.name))
      let finder = ParameterUseFinder(names: untyped, file: file)
      finder.walk(closure.statements)
      for index in parameters.indices where untyped.contains(parameters[index].name) {
        let name = parameters[index].name
        guard !finder.declared.contains(name) else { continue }
        if finder.tested.contains(name) {
          parameters[index].type = "Bool"
        } else if !finder.usedOtherwise.contains(name), let handovers = finder.handovers[name] {
          parameters[index].handovers = handovers
        }
      }
    }
    var callback = Callback(
      parameters: parameters, callFacts: callFacts, statements: body,
      selfCapture: capture, bodyAsMethodEdits: [])
    if capture == .weak {
      callback.strongSelfRange = Self.strongSelfRange(
        in: closure.statements, blockEnd: closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    let binder = SelfBindingFinder()
    binder.walk(closure.statements)
    callback.bindsSelf = binder.found
    if capture != .strong && withMethodEdits {
      (callback.bodyAsMethodEdits, callback.methodBodyObstacle, callback.weakenedClosures) = bodyAsMethodEdits(closure)
    }
    callback.capturedNames = capturedNames
    callback.declaresEffects = closure.signature?.effectSpecifiers != nil
    (callback.callName, callback.callReceiver) = Self.calledName(passing: closure)
    callback.resultType = closure.signature?.returnClause?.type.trimmedText
    if let signature = closure.signature {
      let range = signature.trimmedByteRange
      let start = range.lowerBound > 0 && file.bytes[range.lowerBound - 1] == UInt8(ascii: " ") ? range.lowerBound - 1 : range.lowerBound
      callback.signatureRange = start..<range.upperBound
    }
    return callback
  }

  /// The name of the call `closure` is an argument of, trailing or not, as `CallFact.name`, and
  /// what it is sent to: `alert.addAction(UIAlertAction(title: t, style: .default) { _ in … })`
  /// → `UIAlertAction`, no receiver; `DispatchQueue.main.async { … }` → `async`,
  /// `DispatchQueue.main`; `nil` for a closure no call takes.
  private static func calledName(passing closure: ClosureExprSyntax) -> (String?, String?) {
    var call: FunctionCallExprSyntax?
    if let parent = closure.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure?.id == closure.id {
      call = parent
    } else if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
    } else if let argument = closure.parent?.as(LabeledExprSyntax.self) {
      call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
    guard let called = call?.calledExpression else { return (nil, nil) }
    if let member = called.as(MemberAccessExprSyntax.self) { return (member.declName.baseName.text, member.base?.trimmedText) }
    return (called.as(DeclReferenceExprSyntax.self)?.baseName.text, nil)
  }

  /// From the end of the first guard among `items` (or in their `#if` clauses) binding `self` as
  /// `self` (`guard let self else { return }`, `guard let self = self, let item else { return }`)
  /// to the end of the block it stands in.
  private static func strongSelfRange(in items: CodeBlockItemListSyntax, blockEnd: Int) -> Range<Int>? {
    for item in items {
      if let clauses = item.item.as(IfConfigDeclSyntax.self)?.clauses {
        for clause in clauses {
          guard case .statements(let inner) = clause.elements,
            let range = strongSelfRange(in: inner, blockEnd: clause.endPositionBeforeTrailingTrivia.utf8Offset)
          else { continue }
          return range
        }
        continue
      }
      guard let guardStatement = item.item.as(GuardStmtSyntax.self) else { continue }
      // Bound as `self`, not as another name (`strongSelf`), which the code reaches it through.
      let rebindsSelf = guardStatement.conditions.contains { element in
        WeakSelfUseFinder.bindsSelf(element)
          && element.condition.as(OptionalBindingConditionSyntax.self)?.pattern.trimmedText == "self"
      }
      if rebindsSelf { return item.endPositionBeforeTrailingTrivia.utf8Offset..<blockEnd }
    }
    return nil
  }

  /// In a method, `self` is not optional: `guard let self = self else { return }` goes,
  /// `guard let strongSelf = self …` becomes `let strongSelf = self`, `self?.x` becomes `self.x`.
  /// Nested closures that capture `self` themselves keep their own handling.
  /// And what no edit makes a method's code (`Callback.methodBodyObstacle`).
  private func bodyAsMethodEdits(_ closure: ClosureExprSyntax) -> ([TextEdit], String?, Set<Int>) {
    let finder = WeakSelfUseFinder()
    finder.walk(closure.statements)
    var edits: [TextEdit] = []
    for guardStatement in finder.selfGuards {
      guard let item = guardStatement.parent?.as(CodeBlockItemSyntax.self) else { continue }
      let range = SwiftTriviaSpans.extendedRange(of: item, in: file)
      guard file.isLineStart(range.lowerBound), file.isLineStart(range.upperBound),
        let condition = guardStatement.conditions.first?.condition.as(OptionalBindingConditionSyntax.self)
      else { continue }
      let name = condition.pattern.trimmedText
      let conditions = Array(guardStatement.conditions)
      if conditions.count > 1 {
        // `guard let self = self, let account = account else { return }`: the other conditions
        // stay; a rebinding under another name becomes a constant before the guard.
        let start = conditions[0].positionAfterSkippingLeadingTrivia.utf8Offset
        let next = conditions[1].positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(TextEdit(range: start..<next, replacement: ""))
        if name != "self" {
          let line = file.line(of: guardStatement.positionAfterSkippingLeadingTrivia.utf8Offset)
          let guardLine = file.lineRange(line, line).lowerBound
          let indent = SourceIndentation.indentation(ofLineAt: guardLine, in: file)
          edits.append(.insert("\(indent)let \(name) = self\n", at: guardLine))
        }
        continue
      }
      if name == "self" {
        edits.append(TextEdit(range: range, replacement: ""))
      } else {
        let indent = SourceIndentation.indentation(ofLineAt: range.lowerBound, in: file)
        edits.append(TextEdit(range: range, replacement: "\(indent)let \(name) = self\n"))
      }
    }
    for mark in finder.optionalSelfMarks {
      let offset = mark.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append(TextEdit(range: offset..<offset + 1, replacement: ""))
    }
    // A closure inside that reached `self` weakly keeps doing so (`{ _ in self?.reload() }` →
    // `{ [weak self] _ in self?.reload() }`): made strong, an observer or a timer would keep the view.
    // The edit replaces a bracket, so that the line counts as rewritten.
    for closure in finder.weakClosures {
      if let capture = closure.signature?.capture {
        let offset = capture.leftSquare.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(TextEdit(range: offset..<offset + 1, replacement: capture.items.isEmpty ? "[weak self" : "[weak self, "))
      } else {
        let offset = closure.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(TextEdit(range: offset..<offset + 1, replacement: closure.signature == nil ? "{ [weak self] in" : "{ [weak self]"))
      }
    }
    let weakened = Set(finder.weakClosures.compactMap { $0.statements.first?.positionAfterSkippingLeadingTrivia.utf8Offset })
    return (edits, finder.bindsSelfInCondition ? "binds 'self' in a condition" : nil, weakened)
  }
}

/// The anonymous parameters (`$0`, `$1`) a closure's body reads, outside closures of its own.
private final class AnonymousParameterFinder: SyntaxVisitor {
  var names = Set<String>()

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if case .dollarIdentifier = node.baseName.tokenKind { names.insert(node.baseName.text) }
    return .skipChildren
  }
}

/// How a closure's body uses its untyped parameters `names` (in the closures inside it too, as
/// `DispatchQueue.main.async { if restored { … } }`):
/// - `tested`: the names it tests as conditions: the whole condition of an `if`, `guard` or
///   `while` (`if success`), the operand of `!`, `&&` or `||`, or a ternary's condition;
/// - `handovers`: the members of the controller it hands a name to whole: assigned to a property
///   through `self` (`self?.messages = messages`), or the one argument of a method call
///   (`self?.handle(event)`, `handle(event)`); `usedOtherwise`: the names it uses in any other way;
/// - `declared`: the names it declares or its closures and nested functions bind, which may hide
///   a parameter.
private final class ParameterUseFinder: SyntaxVisitor {
  let names: Set<String>
  let file: SourceFile
  var tested = Set<String>()
  var declared = Set<String>()
  var handovers: [String: [SelfReference]] = [:]
  var usedOtherwise = Set<String>()

  init(names: Set<String>, file: SourceFile) {
    self.names = names
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    if let items = node.signature?.capture?.items { declared.formUnion(items.map(\.name.text)) }
    switch node.signature?.parameterClause {
    case .simpleInput(let list): declared.formUnion(list.map(\.name.text))
    case .parameterClause(let clause): declared.formUnion(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
    case nil: break
    }
    return .visitChildren
  }

  private func test(_ expression: ExprSyntax) {
    if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      tested.insert(reference.baseName.text)
    }
  }

  override func visit(_ node: ConditionElementSyntax) -> SyntaxVisitorContinueKind {
    if case .expression(let expression) = node.condition { test(expression) }
    return .visitChildren
  }

  override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if node.operator.text == "!" { test(node.expression) }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    // Unfolded, `a == b && c` is `[a, ==, b, &&, c]`: an operand next to `&&`, `||` or a
    // ternary's `?` is its whole operand only when nothing binding tighter stands on its other side.
    let elements = Array(node.elements)
    func loose(_ index: Int) -> Bool {
      guard elements.indices.contains(index) else { return true }
      let element = elements[index]
      if element.is(AssignmentExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self) { return true }
      return element.as(BinaryOperatorExprSyntax.self).map { ["&&", "||"].contains($0.operator.text) } ?? false
    }
    for (index, element) in elements.enumerated() {
      if let op = element.as(BinaryOperatorExprSyntax.self), ["&&", "||"].contains(op.operator.text) {
        if index > 0, loose(index - 2) { test(elements[index - 1]) }
        if index + 1 < elements.count, loose(index + 2) { test(elements[index + 1]) }
      } else if element.is(UnresolvedTernaryExprSyntax.self), index > 0, loose(index - 2) {
        test(elements[index - 1])
      }
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    guard names.contains(name), node.argumentNames == nil else { return .skipChildren }
    // A member's name (`self.messages`) is not the parameter.
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return .skipChildren }
    if let member = handover(of: node) {
      handovers[name, default: []].append(member)
    } else {
      usedOtherwise.insert(name)
    }
    return .skipChildren
  }

  /// The member `reference` is handed to whole: the property a `self.x = reference` assigns, or
  /// the method `f(reference)`, `self?.f(label: reference)` calls with it as its one argument.
  private func handover(of reference: DeclReferenceExprSyntax) -> SelfReference? {
    if let sequence = reference.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[2].id == reference.id, elements[1].is(AssignmentExprSyntax.self),
        let target = elements[0].as(MemberAccessExprSyntax.self), let base = target.base, SwiftFactsCollector.isSelf(base)
      else { return nil }
      return member(target.declName.baseName, receiver: base, calledName: nil, isWrite: true)
    }
    guard let call = reference.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
      let handed = SwiftFactsCollector.handedArgument(of: call), handed.argument.id == reference.id
    else { return nil }
    let name = handed.callee
    return member(name, receiver: handed.receiver, calledName: SwiftFactsCollector.callKey(call)(name.text), isWrite: false)
  }

  private func member(_ name: TokenSyntax, receiver: ExprSyntax?, calledName: String?, isWrite: Bool) -> SelfReference {
    let range = name.trimmedByteRange
    return SelfReference(
      name: name.text, calledName: calledName, isWrite: isWrite, receiverRange: receiver?.trimmedByteRange,
      nameRange: range, line: file.line(of: range.lowerBound))
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.identifier.text)
    return .skipChildren
  }

  /// A nested function's parameter (`func show(_ done: Bool)`).
  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    declared.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }
}

/// Whether code binds `self` to a name in a condition (`guard let self`, `if let strongSelf =
/// self`), at any depth.
private final class SelfBindingFinder: SyntaxVisitor {
  var found = false

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: ConditionElementSyntax) -> SyntaxVisitorContinueKind {
    if WeakSelfUseFinder.bindsSelf(node) { found = true }
    return found ? .skipChildren : .visitChildren
  }
}

/// The closures of a statement that no other closure of it holds.
final class OutermostClosureFinder: SyntaxVisitor {
  var closures: [ClosureExprSyntax] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    closures.append(node)
    return .skipChildren
  }

  /// Whether `expression` is or holds a closure literal.
  static func holdsClosure(_ expression: ExprSyntax) -> Bool {
    let finder = OutermostClosureFinder()
    finder.walk(expression)
    return !finder.closures.isEmpty
  }
}

/// Finds, in a weakly capturing closure, the `guard let … = self` statements and the `?` of
/// `self?.…`, skipping nested closures that capture `self` again.
private final class WeakSelfUseFinder: SyntaxVisitor {
  var selfGuards: [GuardStmtSyntax] = []
  var bindsSelfInCondition = false
  var optionalSelfMarks: [TokenSyntax] = []
  /// The closures of the body (outermost, not capturing `self` themselves) whose code reaches
  /// `self` weakly (`self?.`, `guard let self`): made a method, the body holds `self` strongly,
  /// so each keeps its weak hold with a capture of its own and its code as written.
  var weakClosures: [ClosureExprSyntax] = []
  private var outermost: ClosureExprSyntax?
  private var depth = 0

  init() { super.init(viewMode: .sourceAccurate) }

  private static func capturesSelf(_ node: ClosureExprSyntax) -> Bool {
    node.signature?.capture?.items.contains { $0.name.text == "self" } ?? false
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    if Self.capturesSelf(node) { return .skipChildren }
    if depth == 0 { outermost = node }
    depth += 1
    return .visitChildren
  }

  override func visitPost(_ node: ClosureExprSyntax) {
    guard !Self.capturesSelf(node) else { return }
    depth -= 1
    if depth == 0 { outermost = nil }
  }

  /// Code inside a closure of the body reaches `self` weakly: that closure keeps a weak hold.
  private func reachesWeakly() {
    if let outermost, !weakClosures.contains(where: { $0.id == outermost.id }) { weakClosures.append(outermost) }
  }

  /// A condition binding `self` in the body's own code is no method's; in a closure inside, it
  /// makes that closure keep its weak hold.
  private func bindsSelf(in conditions: some Sequence<ConditionElementSyntax>) {
    guard conditions.contains(where: Self.bindsSelf) else { return }
    if depth > 0 { reachesWeakly() } else { bindsSelfInCondition = true }
  }

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    bindsSelf(in: node.conditions)
    return .visitChildren
  }

  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
    bindsSelf(in: node.conditions)
    return .visitChildren
  }

  /// `let self = self`, `let self`, `let strongSelf = self`.
  static func bindsSelf(_ element: ConditionElementSyntax) -> Bool {
    guard let binding = element.condition.as(OptionalBindingConditionSyntax.self) else { return false }
    let value = binding.initializer?.value.trimmedText ?? binding.pattern.trimmedText
    return value == "self"
  }

  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    if depth > 0 {
      bindsSelf(in: node.conditions)
      return .visitChildren
    }
    // Only a first condition binding `self` is removed (`guard let self = self, ok else`).
    bindsSelf(in: node.conditions.dropFirst())
    if let first = node.conditions.first, Self.bindsSelf(first),
      let binding = first.condition.as(OptionalBindingConditionSyntax.self),
      binding.bindingSpecifier.text == "let", binding.pattern.is(IdentifierPatternSyntax.self)
    {
      selfGuards.append(node)
    }
    return .visitChildren
  }

  override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
    if node.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      if depth > 0 { reachesWeakly() } else { optionalSelfMarks.append(node.questionMark) }
    }
    return .visitChildren
  }
}
