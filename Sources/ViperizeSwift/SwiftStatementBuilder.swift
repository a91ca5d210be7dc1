import SwiftSyntax
import ViperizeCore

/// Builds `Statement`s from a code block, exposing `switch` cases, `if` branches, the closure a
/// call passes last, the other closures of a statement and the body of a `do`.
struct SwiftStatementBuilder {
  let file: SourceFile
  let fileIndex: Int
  let facts: PositionalFacts

  func statements(_ items: CodeBlockItemListSyntax) -> [Statement] {
    let list = Array(items)
    var result: [Statement] = []
    var index = 0
    while index < list.count {
      if index + 1 < list.count, let started = startedTask(list[index], list[index + 1], rest: list[(index + 2)...]) {
        result.append(started)
        index += 2
      } else {
        result.append(statement(list[index]))
        index += 1
      }
    }
    return result
  }

  /// `let task = session.dataTask(with: url) { … }` and then `task.resume()`, the local read
  /// nowhere else: one statement, which starts the call whose closure is its callback, as
  /// `session.dataTask(with: url) { … }.resume()` is.
  private func startedTask(_ first: CodeBlockItemSyntax, _ second: CodeBlockItemSyntax, rest: ArraySlice<CodeBlockItemSyntax>) -> Statement? {
    guard case .decl(let decl) = first.item, let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = binding.initializer?.value, let call = value.as(FunctionCallExprSyntax.self),
      call.trailingClosure != nil || call.arguments.last?.expression.is(ClosureExprSyntax.self) == true,
      let started = Self.startedLocal(of: second), started == name,
      !rest.contains(where: { item in item.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) } })
    else { return nil }
    let firstExtended = SwiftTriviaSpans.extendedRange(of: first, in: file)
    let secondExtended = SwiftTriviaSpans.extendedRange(of: second, in: file)
    let start = SwiftTriviaSpans.trimmedSpan(of: first.item, file: fileIndex, in: file).start
    let end = SwiftTriviaSpans.trimmedSpan(of: second.item, file: fileIndex, in: file).end
    let trimmed = SourceSpan(file: fileIndex, start: start, end: end, in: file)
    // A block comment after `resume()` running past its line would not move with it.
    guard !file.blockCommentRunsOn(end), let callback = callback(of: value, statementStart: start) else { return nil }
    var statement = Statement(
      kind: .expression, span: trimmed,
      extendedSpan: SwiftTriviaSpans.span(firstExtended.lowerBound..<secondExtended.upperBound, file: fileIndex, in: file),
      facts: facts.facts(in: trimmed.range), callback: callback)
    statement.closures = closures(in: decl, except: callback)
    statement.valueSites = SwiftValueSites(file: file, fileIndex: fileIndex, facts: facts).sites(statementRange: trimmed.range)
    return statement
  }

  /// Whether `item` is the one expression of a getter's or a method's body, which returns its
  /// value (`var isPremium: Bool { defaults.bool(forKey: "premium") }`).
  static func returnsImplicitly(_ item: CodeBlockItemSyntax) -> Bool {
    guard case .expr = item.item, let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
    if list.parent?.is(AccessorBlockSyntax.self) == true { return true }
    guard let body = list.parent?.as(CodeBlockSyntax.self) else { return false }
    if let accessor = body.parent?.as(AccessorDeclSyntax.self) { return accessor.accessorSpecifier.tokenKind == .keyword(.get) }
    if let function = body.parent?.as(FunctionDeclSyntax.self) { return function.signature.returnClause != nil }
    return false
  }

  /// `task` in the statement `task.resume()`.
  private static func startedLocal(of item: CodeBlockItemSyntax) -> String? {
    let expression: ExprSyntax
    switch item.item {
    case .expr(let value): expression = value
    case .stmt(let statement):
      guard let value = statement.as(ExpressionStmtSyntax.self)?.expression else { return nil }
      expression = value
    default: return nil
    }
    guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "resume",
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return nil }
    return base.baseName.text
  }

  func statement(_ item: CodeBlockItemSyntax) -> Statement {
    let extended = SwiftTriviaSpans.extendedRange(of: item, in: file)
    // Without a trailing `;`: code handed over in place keeps the separator
    // (`store.save(order); label.text = ""` → `output.save(order); label.text = ""`).
    let trimmed = SwiftTriviaSpans.trimmedSpan(of: item.item, file: fileIndex, in: file)
    var kind = Statement.Kind.other
    var branches: [Branch] = []
    var subject: String?
    var callback: Callback?
    var block: [Statement] = []
    var closures: [Callback] = []
    switch item.item {
    case .decl(let decl):
      kind = decl.is(VariableDeclSyntax.self) ? .declaration : .other
      if kind == .declaration { closures = self.closures(in: decl, except: nil) }
      if let function = decl.as(FunctionDeclSyntax.self), let closure = localFunction(function) { closures = [closure] }
      if let ifConfig = decl.as(IfConfigDeclSyntax.self), let clauses = self.clauses(of: ifConfig) {
        kind = .conditionalCompilation
        branches = clauses
      }
    case .stmt(let stmt):
      if let expressionStatement = stmt.as(ExpressionStmtSyntax.self) {
        (kind, branches, subject) = classify(expressionStatement.expression)
        callback = self.callback(of: expressionStatement.expression, statementStart: trimmed.start)
        if branches.isEmpty { closures = self.closures(in: expressionStatement.expression, except: callback) }
      } else if let returnStatement = stmt.as(ReturnStmtSyntax.self) {
        kind = .returnStatement
        // The closures of the value it returns (`return header.then { $0.onShare = { … } }`).
        if let value = returnStatement.expression { closures = self.closures(in: value, except: nil) }
      } else if let guardStatement = stmt.as(GuardStmtSyntax.self) {
        kind = .guardStatement
        // Its `else` body is the one branch: code there runs in place, as an `if`'s does.
        branches = [self.block(guardStatement.body, label: "else")]
      } else if stmt.is(ForStmtSyntax.self) || stmt.is(WhileStmtSyntax.self)
        || stmt.is(RepeatStmtSyntax.self)
      {
        kind = .loop
      } else if stmt.is(DeferStmtSyntax.self) {
        kind = .deferStatement
      } else if let doStatement = stmt.as(DoStmtSyntax.self) {
        kind = .doStatement
        block = statements(doStatement.body.statements)
      }
    case .expr(let expression):
      (kind, branches, subject) = classify(expression)
      callback = self.callback(of: expression, statementStart: trimmed.start)
      if branches.isEmpty { closures = self.closures(in: expression, except: callback) }
    }
    var statement = Statement(
      kind: kind, span: trimmed,
      extendedSpan: SwiftTriviaSpans.span(extended, file: fileIndex, in: file),
      facts: facts.facts(in: trimmed.range), branches: branches, subject: subject, callback: callback, block: block)
    statement.closures = closures
    // The reads of a clause's statements are theirs: they are compiled only under its condition.
    if kind != .conditionalCompilation {
      statement.valueSites = SwiftValueSites(file: file, fileIndex: fileIndex, facts: facts)
        .sites(statementRange: trimmed.range, returnsWhole: Self.returnsImplicitly(item))
    }
    return statement
  }

  /// The clauses of `#if` around statements, each with the condition it is compiled under (those
  /// of the clauses before it negated); `nil` when a clause holds something else.
  private func clauses(of ifConfig: IfConfigDeclSyntax) -> [Branch]? {
    var result: [Branch] = []
    for (clause, compiledUnder) in zip(ifConfig.clauses, Self.clauseConditions(of: ifConfig)) {
      guard case .statements(let items) = clause.elements else { return nil }
      let start = clause.condition?.endPositionBeforeTrailingTrivia.utf8Offset ?? clause.poundKeyword.endPositionBeforeTrailingTrivia.utf8Offset
      let end = clause.endPositionBeforeTrailingTrivia.utf8Offset
      var branch = Branch(
        label: clause.condition?.trimmedText ?? "else", statements: statements(items),
        bodySpan: SourceSpan(file: fileIndex, start: start, end: max(start, end), in: file))
      branch.compilationCondition = compiledUnder
      result.append(branch)
    }
    return result.isEmpty ? nil : result
  }

  /// The condition each clause of `#if` is compiled under, the earlier clauses' negated:
  /// `os(iOS)`, `!(os(iOS)) && (DEBUG)`, `!(os(iOS)) && !(DEBUG)`.
  static func clauseConditions(of ifConfig: IfConfigDeclSyntax) -> [String] {
    ConditionalCompilation.clauseConditions(ifConfig.clauses.map { $0.condition?.trimmedText })
  }

  private func classify(_ expression: ExprSyntax) -> (Statement.Kind, [Branch], String?) {
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      let branches = switchExpression.cases.compactMap { element -> Branch? in
        guard case .switchCase(let switchCase) = element else { return nil }
        let bodyStart = switchCase.label.endPositionBeforeTrailingTrivia.utf8Offset
        let bodyEnd = switchCase.endPositionBeforeTrailingTrivia.utf8Offset
        var branch = Branch(
          label: switchCase.label.trimmedText, statements: statements(switchCase.statements),
          bodySpan: SourceSpan(file: fileIndex, start: bodyStart, end: max(bodyStart, bodyEnd), in: file))
        branch.boundNames = Self.boundNames(in: Syntax(switchCase.label))
        return branch
      }
      return (.switchStatement, branches, switchExpression.subject.trimmedText)
    }
    if let ifExpression = expression.as(IfExprSyntax.self) {
      var branches: [Branch] = []
      var current: IfExprSyntax? = ifExpression
      while let branch = current {
        var clause = block(branch.body, label: branch.conditions.trimmedText)
        clause.boundNames = Self.boundNames(in: Syntax(branch.conditions))
        branches.append(clause)
        current = nil
        switch branch.elseBody {
        case .ifExpr(let next): current = next
        case .codeBlock(let elseBlock): branches.append(block(elseBlock, label: "else"))
        case nil: break
        }
      }
      return (.ifStatement, branches, ifExpression.conditions.trimmedText)
    }
    if let sequence = expression.as(SequenceExprSyntax.self),
      sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) })
    {
      return (.assignment, [], nil)
    }
    return (.expression, [], nil)
  }

  /// The names a clause's conditions or a case's patterns bind, not those of closures in them.
  static func boundNames(in node: Syntax) -> [String] {
    final class Finder: SyntaxVisitor {
      var names: [String] = []
      override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        names.append(node.identifier.text)
        return .skipChildren
      }
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.names
  }

  private func block(_ body: CodeBlockSyntax, label: String) -> Branch {
    let start = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    let end = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    return Branch(
      label: label, statements: statements(body.statements),
      bodySpan: SourceSpan(file: fileIndex, start: start, end: max(start, end), in: file))
  }
}
