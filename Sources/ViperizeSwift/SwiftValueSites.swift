import SwiftSyntax
import ViperizeCore

/// Finds a statement's value sites (`ValueSite`): the calls in its own expressions whose value it
/// uses, with what the value is for.
///
/// `if UserDefaults.standard.bool(forKey: kLock) {` → `bool(forKey:)`, a condition;
/// `let id = UserDefaults.standard.string(forKey: kID)` → the value of `id`;
/// `guard let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first`
/// → `urls(for:in:)`, an operand. Not: calls in branches, blocks and closures (their own
/// statements, or code that runs later), under `try` or `await` (the mark would stay behind),
/// constructions (`NSFetchRequest<Quarter>(…)` builds a request, it reads nothing), and a call
/// that is the whole statement (its value is not used).
struct SwiftValueSites {
  let file: SourceFile
  let fileIndex: Int
  let facts: PositionalFacts

  func sites(of item: CodeBlockItemSyntax, statementRange: Range<Int>) -> [ValueSite] {
    let finder = CallFinder(viewMode: .sourceAccurate)
    finder.walk(item)
    return finder.calls.compactMap { call -> ValueSite? in
      let range = call.trimmedByteRange
      guard range != statementRange else { return nil }
      let (name, _) = SwiftFactsCollector.calleeName(call.calledExpression)
      guard let name, name.first?.isLowercase == true else { return nil }
      return ValueSite(
        span: SourceSpan(file: fileIndex, start: range.lowerBound, end: range.upperBound, in: file),
        call: SwiftFactsCollector.callKey(call)(name), context: context(of: call), facts: { [facts] in facts.facts(in: range) })
    }
  }

  private func context(of call: FunctionCallExprSyntax) -> ValueSite.Context {
    guard let parent = call.parent else { return .operand }
    if parent.is(ConditionElementSyntax.self) { return .condition }
    if let initializer = parent.as(InitializerClauseSyntax.self) {
      if let binding = initializer.parent?.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self) {
        return .value(of: name.identifier.text, isDeclaration: true)
      }
      if let binding = initializer.parent?.as(OptionalBindingConditionSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self) {
        return .binding(of: name.identifier.text)
      }
      return .operand
    }
    // `x = call`, `self.x = call`: the value assigned to `x`.
    if let list = parent.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true {
      let elements = Array(list)
      if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == ExprSyntax(call).id {
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) { return .value(of: reference.baseName.text, isDeclaration: false) }
        if let access = elements[0].as(MemberAccessExprSyntax.self), let base = access.base, SwiftFactsCollector.isSelf(base) {
          return .value(of: access.declName.baseName.text, isDeclaration: false)
        }
      }
    }
    return .operand
  }

  /// The calls of a statement's own expressions, outermost first.
  private final class CallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      calls.append(node)
      return .visitChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
