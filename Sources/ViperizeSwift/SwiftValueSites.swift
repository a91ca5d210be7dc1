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
///
/// The facts pass records every call once (`SwiftCallSite`, with the start of the innermost
/// block, closure, `try` or `await` around it); a statement takes those in its range whose
/// boundary lies outside it, by binary search.
struct SwiftValueSites {
  let file: SourceFile
  let fileIndex: Int
  let facts: PositionalFacts

  /// `returnsWhole`: the statement is an expression whose value its body returns, so a call that
  /// is the whole statement is a site too, an operand.
  func sites(statementRange: Range<Int>, returnsWhole: Bool = false) -> [ValueSite] {
    let candidates = facts.callSites(in: statementRange).filter { site in
      site.boundary < statementRange.lowerBound && (site.range != statementRange || returnsWhole)
    }
    // A property read inside an assigned value leaves it a site of its own too: the read may
    // answer where the whole value cannot, or the other way round.
    let calls = candidates.filter { !$0.isAssignedValue && !$0.isPropertyRead }
    return candidates.compactMap { site -> ValueSite? in
      if site.isAssignedValue, calls.contains(where: { site.range.contains($0.range.lowerBound) }) { return nil }
      let range = site.range
      var value = ValueSite(
        span: SourceSpan(file: fileIndex, start: range.lowerBound, end: range.upperBound, in: file),
        call: site.call, context: site.context, facts: { [facts] in facts.facts(in: range) })
      value.castType = site.castType
      value.argument = site.argument
      value.path = site.path
      return value
    }
  }

  /// The cast a call's value is given whole (`defaults.object(forKey: k) as? Date`): the range of
  /// the call and the cast, the type it casts to (`Date?` for `as?`, `Date` for `as!`), and the
  /// sequence when they are all of it; `nil` for a call not so cast (`as` alone only widens: no
  /// new type is told). The cast may be an operand of an operator that binds less tightly
  /// (`defaults.object(forKey: k) as? Bool ?? true`, `… as? String == name`): the cast applies
  /// to the call alone.
  static func cast(of call: FunctionCallExprSyntax) -> (range: Range<Int>, type: String, whole: SequenceExprSyntax?)? {
    guard let list = call.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else {
      return nil
    }
    let elements = Array(list)
    guard elements.count >= 3, elements[0].id == ExprSyntax(call).id,
      let cast = elements[1].as(UnresolvedAsExprSyntax.self), let mark = cast.questionOrExclamationMark?.text,
      let type = elements[2].as(TypeExprSyntax.self)?.type
    else { return nil }
    if elements.count > 3 {
      let looser = ["??", "==", "!=", "===", "!==", "<", ">", "<=", ">=", "~=", "&&", "||"]
      let next = elements[3]
      guard next.is(UnresolvedTernaryExprSyntax.self)
        || next.as(BinaryOperatorExprSyntax.self).map({ looser.contains($0.operator.text) }) == true
      else { return nil }
    }
    let range = call.positionAfterSkippingLeadingTrivia.utf8Offset..<type.endPositionBeforeTrailingTrivia.utf8Offset
    let told = mark == "?" ? InferredType.optional(type.trimmedText) : type.trimmedText
    return (range, told, elements.count == 3 ? sequence : nil)
  }

  /// The controller's method call `call` is a whole argument of (`show(items: store.items())`,
  /// `self.show(store.items())`): its callee's name and the argument's position.
  static func argument(of call: some ExprSyntaxProtocol) -> ValueSite.Argument? {
    guard let labeled = call.parent?.as(LabeledExprSyntax.self), let list = labeled.parent?.as(LabeledExprListSyntax.self),
      let outer = list.parent?.as(FunctionCallExprSyntax.self), outer.arguments.id == list.id,
      let index = list.firstIndex(where: { $0.id == labeled.id }).map({ list.distance(from: list.startIndex, to: $0) })
    else { return nil }
    let name: TokenSyntax
    if let reference = outer.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName
    } else if let access = outer.calledExpression.as(MemberAccessExprSyntax.self),
      access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = access.declName.baseName
    } else {
      return nil
    }
    return ValueSite.Argument(calleeNameStart: name.positionAfterSkippingLeadingTrivia.utf8Offset, index: index)
  }

  /// What the value of `call` is for, from where it stands.
  static func context(of call: some ExprSyntaxProtocol) -> ValueSite.Context {
    guard let parent = call.parent else { return .operand }
    if parent.is(ConditionElementSyntax.self) || isTruthOperand(call, parent: parent) { return .condition }
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
      if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == Syntax(call).id,
        let name = assignedName(elements[0])
      {
        return .value(of: name, isDeclaration: false)
      }
    }
    return .operand
  }

  /// The name an assignment sets: `x` of `x = …` or `self.x = …`; `nil` for anything else
  /// (`cell.label.text = …`, `items[0] = …`, `self?.x = …`, which sets nothing when the
  /// controller is gone).
  static func assignedName(_ target: ExprSyntax) -> String? {
    if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let access = target.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.text == "self"
    {
      return access.declName.baseName.text
    }
    return nil
  }

  /// Whether `call` is what `!` negates, or an operand `&&` or `||` joins on both sides it has
  /// neighbours (`a == b && c`: `b` belongs to `==`): Swift's logical operators take a `Bool`.
  private static func isTruthOperand(_ call: some ExprSyntaxProtocol, parent: Syntax) -> Bool {
    if let prefix = parent.as(PrefixOperatorExprSyntax.self) { return prefix.operator.text == "!" }
    guard let list = parent.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return false }
    let elements = Array(list)
    guard let index = elements.firstIndex(where: { $0.id == Syntax(call).id }) else { return false }
    func logical(_ offset: Int) -> Bool? {
      let neighbour = index + offset
      guard elements.indices.contains(neighbour) else { return nil }
      guard let op = elements[neighbour].as(BinaryOperatorExprSyntax.self) else { return false }
      return ["&&", "||"].contains(op.operator.text)
    }
    let sides = [logical(-1), logical(1)].compactMap { $0 }
    return !sides.isEmpty && sides.allSatisfy { $0 }
  }
}

/// A call the facts pass saw, for value sites: its bytes, full name, context and boundary.
struct SwiftCallSite: Sendable {
  var range: Range<Int>
  var call: String
  var context: ValueSite.Context
  var boundary: Int
  /// The whole value an assignment gives (`notes = (try? context.fetch(request)) ?? []`), not a
  /// call: a site only when no call site lies inside it (`isOn = !defaults.bool(forKey: k)` keeps
  /// the read its own site, the `!` in the view).
  var isAssignedValue = false
  /// A chain of properties from a type (`SessionManager.shared.userName`), no call: `call` is its
  /// last property's name.
  var isPropertyRead = false
  /// Its properties after the type (`ValueSite.path`).
  var path: [String] = []
  /// The type of the cast the call's value is given whole, which the site then covers
  /// (`defaults.object(forKey: k) as? Date` → `Date?`).
  var castType: String?
  /// The controller's method call the value is a whole argument of.
  var argument: ValueSite.Argument?
}
