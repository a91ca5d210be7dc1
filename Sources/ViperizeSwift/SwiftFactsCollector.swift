import SwiftSyntax
import ViperizeCore

/// Walks one member once and records every fact with its byte offset, so that the facts of any
/// statement inside it are a slice (no second walk per statement).
///
/// Names are classified after the walk: an unqualified lower-case name that the member declares as
/// a parameter or local is a local; any other is an implicit reference to `self` (resolved later by
/// the planner against members and inherited API).
final class SwiftFactsCollector: SyntaxVisitor {
  /// A name alone, or a property of `self` (`scanner`, `self.moreOptionsActionSheet`): an
  /// argument `CallFact.firstArgument` records.
  static func nameAlone(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return "self." + member.declName.baseName.text
    }
    return nil
  }

  private let file: SourceFile
  private var calls: [(Int, CallFact)] = []
  private var callSites: [(Int, SwiftCallSite)] = []
  /// Starts of the blocks, closures, `switch` cases, `try`s and `await`s around the visit: the
  /// innermost is a call site's boundary (`SwiftValueSites`).
  private var siteBoundaries: [Int] = []
  private var typeNames: [(Int, NameFact)] = []
  private var typeMemberReferences: [(Int, NameFact)] = []
  private var locals: [(Int, String)] = []
  private var localTypes: [(Int, LocalType)] = []
  private var explicitSelf: [(Int, SelfReference)] = []
  /// Unqualified names with their call key, if they are the callee of a call.
  private var bareNames: [(offset: Int, name: String, called: String?, range: Range<Int>)] = []
  private var lvalues: [Range<Int>] = []
  /// `sender.isOn`, `self.nameField.text`: reads of a control's value (not yet checked for writes).
  private var valueReads: [(Int, ValueRead)] = []
  private var handedNames: [(Int, HandedName)] = []
  /// Whole calls, by the start of their callee's name token (`favoriteKey` of `self.favoriteKey()`).
  private var wholeCalls: [Int: Range<Int>] = [:]
  /// `return`s, `await`s and throwing `try`s, each with the start of the innermost boundary around
  /// it that stops it (a closure; for `try` also a `do` that catches everything), or `Int.min`.
  private var returns: [(Int, Int)] = []
  private var awaits: [(Int, Int)] = []
  private var awaitEnds: [Int: Int] = [:]
  private var tries: [(Int, Int)] = []
  private var closureStarts: [Int] = []
  private var catchingStarts: [Int] = []
  /// Byte ranges of the enclosing blocks; a local is visible from its declaration to the end of
  /// the innermost block holding it (parameters: the whole member).
  private var scopes: [Range<Int>] = []
  private var localScopes: [String: [(declared: Int, scope: Range<Int>, holdsSelf: Bool)]] = [:]
  /// Whether any local holds `self` (`selfAlias(_:at:)` looks no further when none does).
  private var declaresSelfAlias = false

  init(file: SourceFile) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  /// The facts, ready for slicing.
  func finish() -> PositionalFacts {
    var selfReferences = explicitSelf
    var usedNames: [(Int, String)] = []
    for bare in bareNames {
      let visible = localScopes[bare.name]?.contains { $0.declared <= bare.offset && $0.scope.contains(bare.offset) } ?? false
      if visible {
        usedNames.append((bare.offset, bare.name))
      } else {
        let line = file.line(of: bare.offset)
        selfReferences.append(
          (
            bare.offset,
            SelfReference(
              name: bare.name, calledName: bare.called, isWrite: false, receiverRange: nil,
              nameRange: bare.range, line: line)
          ))
      }
    }
    selfReferences.sort { $0.0 < $1.0 }
    if !wholeCalls.isEmpty {
      for index in selfReferences.indices {
        selfReferences[index].1.callRange = wholeCalls[selfReferences[index].1.nameRange.lowerBound]
      }
    }
    // The written ranges (assignment targets, `&x`) made disjoint, then one binary search per use.
    var written: [Range<Int>] = []
    for range in lvalues.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = written.last, range.lowerBound <= last.upperBound {
        written[written.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        written.append(range)
      }
    }
    func isWritten(_ offset: Int) -> Bool {
      var low = 0
      var high = written.count
      while low < high {
        let mid = (low + high) / 2
        if written[mid].upperBound <= offset { low = mid + 1 } else { high = mid }
      }
      return low < written.count && written[low].contains(offset)
    }
    for index in selfReferences.indices where isWritten(selfReferences[index].1.nameRange.lowerBound) {
      selfReferences[index].1.isWrite = true
    }
    let uses = usedNames.sorted { $0.0 < $1.0 }
    var facts = PositionalFacts(
      calls: calls, selfReferences: selfReferences, typeNames: typeNames, typeMemberReferences: typeMemberReferences,
      locals: locals, localTypes: localTypes, usedNames: uses, returns: returns, awaits: awaits, tries: tries)
    facts.callSites = callSites.sorted { $0.0 < $1.0 }
    facts.awaitEnds = awaitEnds
    facts.assignedNames = written.isEmpty ? [] : uses.filter { isWritten($0.0) }
    facts.valueReads = valueReads.filter { !isWritten($0.1.range.lowerBound) }.sorted { $0.0 < $1.0 }
    facts.handedNames = handedNames.sorted { $0.0 < $1.0 }
    return facts
  }

  // MARK: Calls and references

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let key = Self.callKey(node)
    let (name, receiver) = Self.calleeName(node.calledExpression)
    recordHandedName(node)
    // Not through an optional chain (`self?.makeDetail(orders)`), whose value is optional.
    let access = node.calledExpression.as(MemberAccessExprSyntax.self)
    let callee = access.flatMap { $0.base?.is(OptionalChainingExprSyntax.self) == true ? nil : $0.declName.baseName }
      ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
    if let callee { wholeCalls[callee.positionAfterSkippingLeadingTrivia.utf8Offset] = node.trimmedByteRange }
    if let name {
      let offset = node.calledExpression.positionAfterSkippingLeadingTrivia.utf8Offset
      let location = file.location(of: offset)
      var fact = CallFact(
        name: name, fullName: key(name), receiver: aliasedReceiver(receiver, of: node.calledExpression), line: location.line,
        column: location.column)
      fact.firstArgument = node.arguments.first.flatMap { Self.nameAlone($0.expression) }
      calls.append((offset, fact))
      if name.first?.isLowercase == true {
        // A value cast whole is the site with its cast (`defaults.object(forKey: k) as? Date`).
        let cast = SwiftValueSites.cast(of: node)
        let range = cast?.range ?? node.trimmedByteRange
        // A cast that is an operator's operand (`… as? Bool ?? true`) is an operand.
        let context = cast.map { $0.whole.map { SwiftValueSites.context(of: $0) } ?? .operand } ?? SwiftValueSites.context(of: node)
        var site = SwiftCallSite(range: range, call: key(name), context: context, boundary: siteBoundaries.last ?? Int.min)
        site.castType = cast?.type
        site.argument = cast == nil ? SwiftValueSites.argument(of: node) : nil
        callSites.append((range.lowerBound, site))
      }
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard let base = node.base else { return .visitChildren }
    recordValueRead(node, base: base)
    recordPropertyReadSite(node)
    if reachesSelf(base) {
      let name = node.declName.baseName.text
      let nameRange = node.declName.baseName.trimmedByteRange
      var reference = SelfReference(
        name: name, calledName: calledKey(of: Syntax(node), name: name), isWrite: false,
        receiverRange: base.trimmedByteRange, nameRange: nameRange,
        line: file.line(of: nameRange.lowerBound))
      reference.throughAlias = !Self.isSelf(base)
      explicitSelf.append((nameRange.lowerBound, reference))
      return .skipChildren
    }
    if let type = base.as(DeclReferenceExprSyntax.self), let first = type.baseName.text.unicodeScalars.first,
      CharacterSetASCII.isUppercase(first), node.parent?.is(FunctionCallExprSyntax.self) != true
    {
      let offset = type.positionAfterSkippingLeadingTrivia.utf8Offset
      let name = type.baseName.text + "." + node.declName.baseName.text
      typeMemberReferences.append((offset, NameFact(name: name, line: file.line(of: offset))))
    }
    return .visitChildren
  }

  /// `SessionManager.shared.userName`, `AppUserDefaults.nickname.value`: a chain of properties
  /// from a type, no call or subscript in it, whose value the code reads, is a value site as a
  /// call is, named by its last property. Not a chain another goes on from (`….count`, a call's
  /// callee, a subscript's base), nor one written (`X.shared.name = n`, `&X.shared.count`).
  private func recordPropertyReadSite(_ node: MemberAccessExprSyntax) {
    // Where the value goes first: most accesses are inside a longer chain or a call.
    guard node.declName.baseName.text.first?.isLowercase == true, let parent = node.parent else { return }
    if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == node.id { return }
    if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return }
    if parent.is(SubscriptCallExprSyntax.self) || parent.is(InOutExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
      || parent.is(ForceUnwrapExprSyntax.self) || parent.is(PostfixOperatorExprSyntax.self)
    {
      return
    }
    if let list = parent.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true {
      let elements = Array(list)
      if let index = elements.firstIndex(where: { $0.id == Syntax(node).id }), index + 1 < elements.count,
        Self.isAssignmentOperator(elements[index + 1])
      {
        return
      }
    }
    var root = node.base
    var path = [node.declName.baseName.text]
    while let inner = root {
      if let access = inner.as(MemberAccessExprSyntax.self) {
        path.insert(access.declName.baseName.text, at: 0)
        root = access.base
      } else if let mark = inner.as(OptionalChainingExprSyntax.self) {
        root = mark.expression
      } else if let mark = inner.as(ForceUnwrapExprSyntax.self) {
        root = mark.expression
      } else {
        break
      }
    }
    guard let type = root?.as(DeclReferenceExprSyntax.self), let first = type.baseName.text.unicodeScalars.first,
      CharacterSetASCII.isUppercase(first)
    else { return }
    let range = node.trimmedByteRange
    var site = SwiftCallSite(
      range: range, call: node.declName.baseName.text, context: SwiftValueSites.context(of: node),
      boundary: siteBoundaries.last ?? Int.min)
    site.argument = SwiftValueSites.argument(of: node)
    site.isPropertyRead = true
    site.path = path
    callSites.append((range.lowerBound, site))
  }

  /// A reference to the controller itself at `node` (`self`, or an alias of it).
  private func recordBareSelf(_ node: DeclReferenceExprSyntax, at offset: Int, throughAlias: Bool = false) {
    var reference = SelfReference(
      name: "self", calledName: nil, isWrite: false, receiverRange: nil,
      nameRange: node.baseName.trimmedByteRange, line: file.line(of: offset))
    reference.throughAlias = throughAlias
    explicitSelf.append((offset, reference))
  }

  /// `self.show(trips)`, `show(items: trips)`: a name the call takes whole as its one argument.
  private func recordHandedName(_ call: FunctionCallExprSyntax) {
    guard let handed = Self.handedArgument(of: call), case .identifier = handed.argument.baseName.tokenKind else { return }
    let offset = call.positionAfterSkippingLeadingTrivia.utf8Offset
    handedNames.append((offset, HandedName(name: handed.argument.baseName.text, calleeRange: handed.callee.trimmedByteRange)))
  }

  /// A call taking a name whole as its one argument, of a callee named bare or through `self`
  /// (`show(trips)`, `self?.show(items: trips)`): the argument, the callee's name token and its
  /// `self` receiver (`nil` for a bare name); `nil` for any other call.
  static func handedArgument(
    of call: FunctionCallExprSyntax
  ) -> (argument: DeclReferenceExprSyntax, callee: TokenSyntax, receiver: ExprSyntax?)? {
    guard call.arguments.count == 1, call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
      let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self), argument.argumentNames == nil
    else { return nil }
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      return (argument, reference.baseName, nil)
    }
    if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base, isSelf(base) {
      return (argument, access.declName.baseName, base)
    }
    return nil
  }

  /// `sender.isOn`, `nameField.text`, `self.slider.value`: a control value property read through
  /// one name (not called: `text()` is no read of it).
  private func recordValueRead(_ node: MemberAccessExprSyntax, base: ExprSyntax) {
    let property = node.declName.baseName.text
    guard SignalCatalogue.controlValueProperties.contains(property),
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id
    else { return }
    var name: TokenSyntax?
    if let reference = base.as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind {
      name = reference.baseName
    } else if let access = base.as(MemberAccessExprSyntax.self), let inner = access.base, reachesSelf(inner) {
      name = access.declName.baseName
    }
    guard let name, name.text.first?.isLowercase == true else { return }
    let range = node.trimmedByteRange
    valueReads.append(
      (
        range.lowerBound,
        ValueRead(base: name.text, baseRange: name.trimmedByteRange, property: property, range: range, line: file.line(of: range.lowerBound))
      ))
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == node.id {
      return .skipChildren
    }
    let name = node.baseName.text
    guard let first = name.unicodeScalars.first else { return .skipChildren }
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    if name == "self" {
      // A bare `self` (passed as an argument, assigned as a delegate) ties code to the controller.
      // Not `guard let self = self`, which only unwraps a weak capture, nor the declaration of an
      // alias (`guard let strongSelf = self`, `let controller = self`): the code reaches the
      // controller through the alias, which the facts read as `self` (`selfAlias`).
      let initializer = node.parent?.as(InitializerClauseSyntax.self)
      let binding = initializer?.parent?.as(OptionalBindingConditionSyntax.self)
      let isUnwrap = binding.map { $0.pattern.trimmedText == "self" || Self.bindsAlias($0) } ?? false
      let isAlias = initializer?.parent?.as(PatternBindingSyntax.self).map(Self.declaresConstant) ?? false
      if !isUnwrap && !isAlias { recordBareSelf(node, at: offset) }
      return .skipChildren
    }
    if name == "super" || name.hasPrefix("$") { return .skipChildren }
    // An alias alone hands the controller on, as `self` does (`present(on: strongSelf)`).
    if selfAlias(name, at: offset) {
      recordBareSelf(node, at: offset, throughAlias: true)
      return .skipChildren
    }
    if CharacterSetASCII.isUppercase(first) && Self.standsForType(Syntax(node)) {
      typeNames.append((offset, NameFact(name: name, line: file.line(of: offset), range: node.baseName.trimmedByteRange)))
    } else if case .identifier = node.baseName.tokenKind {
      bareNames.append((offset, name, calledKey(of: Syntax(node), name: name), node.baseName.trimmedByteRange))
    }
    return .skipChildren
  }

  /// Whether a capitalised name in an expression can be a type: called (`Filter()`), the base of
  /// a member (`Filter.all`, `Filter.self`), specialised (`Set<String>()`), or inside a collection
  /// type so used (`[Filter]()`). Anywhere else Swift reads no type: a name passed or compared as
  /// a value (`forKey: KVLCFolderViewLayout`, `index == NSNotFound`) is a global constant.
  static func standsForType(_ node: Syntax) -> Bool {
    guard let parent = node.parent else { return true }
    if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == node.id }
    if let access = parent.as(MemberAccessExprSyntax.self) { return access.base?.id == node.id }
    if parent.is(GenericSpecializationExprSyntax.self) { return true }
    if parent.is(ArrayElementSyntax.self) || parent.is(DictionaryElementSyntax.self),
      let collection = parent.parent?.parent, collection.is(ArrayExprSyntax.self) || collection.is(DictionaryExprSyntax.self)
    {
      return standsForType(collection)
    }
    return false
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    typeNames.append((offset, NameFact(name: node.name.text, line: file.line(of: offset), range: node.name.trimmedByteRange)))
    return .visitChildren
  }

  // MARK: Locals

  /// A local declared at `offset`, visible from `visibleFrom` (default: the declaration itself).
  /// A capture `[x]` names the outer value inside the closure: visible there, but no new value
  /// the code defines (`definesValue: false`).
  private func declare(
    _ name: String, at offset: Int, visibleFrom: Int? = nil, wholeMember: Bool = false, definesValue: Bool = true,
    scope bounded: Range<Int>? = nil, holdsSelf: Bool = false
  ) {
    if definesValue { locals.append((offset, name)) }
    let scope = wholeMember ? Int.min..<Int.max : bounded ?? (scopes.last ?? Int.min..<Int.max)
    localScopes[name, default: []].append((visibleFrom ?? offset, scope, holdsSelf))
    if holdsSelf { declaresSelfAlias = true }
  }

  /// Whether `name` at `offset` is a local holding `self` (`guard let strongSelf = self`, `if let
  /// this = self`, `let controller = self`): the innermost declaration of the name seen there.
  /// The facts read such an alias as `self`, as the Objective-C frontend reads `weakSelf`:
  /// `strongSelf.tableView` is a reference to `tableView`, `strongSelf.reload()` a call of
  /// `reload`, `present(on: strongSelf)` hands the controller on.
  private func selfAlias(_ name: String, at offset: Int) -> Bool {
    guard declaresSelfAlias, let declarations = localScopes[name] else { return false }
    let seen = declarations.filter { $0.declared <= offset && $0.scope.contains(offset) }
    return seen.max { $0.declared < $1.declared }?.holdsSelf ?? false
  }

  /// Whether `expression` reaches the controller: `self`, or an alias of it
  /// (`selfAlias(_:at:)`), optionally chained or unwrapped.
  private func reachesSelf(_ expression: ExprSyntax) -> Bool {
    if Self.isSelf(expression) { return true }
    guard declaresSelfAlias else { return false }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return selfAlias(reference.baseName.text, at: reference.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    if let chain = expression.as(OptionalChainingExprSyntax.self) { return reachesSelf(chain.expression) }
    if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return reachesSelf(unwrap.expression) }
    return false
  }

  /// A call's receiver text as `calleeName` gives it, read through an alias of `self` as through
  /// `self`: `strongSelf.navigationController` → `navigationController`, `strongSelf` → `nil`.
  private func aliasedReceiver(_ receiver: String?, of callee: ExprSyntax) -> String? {
    guard declaresSelfAlias, let receiver, var base = callee.as(MemberAccessExprSyntax.self)?.base else { return receiver }
    while true {
      if let access = base.as(MemberAccessExprSyntax.self), let inner = access.base {
        base = inner
      } else if let chain = base.as(OptionalChainingExprSyntax.self) {
        base = chain.expression
      } else if let unwrap = base.as(ForceUnwrapExprSyntax.self) {
        base = unwrap.expression
      } else {
        break
      }
    }
    guard reachesSelf(base), !Self.isSelf(base) else { return receiver }
    guard let dot = receiver.firstIndex(of: ".") else { return nil }
    return String(receiver[receiver.index(after: dot)...])
  }

  /// Whether an optional binding declares an alias of `self`: `guard let strongSelf = self`,
  /// `if let this = self`; not `if let self = self`, a `var`, nor a typed one (`let shown:
  /// UIViewController = self`, which may be read as another type).
  static func bindsAlias(_ condition: OptionalBindingConditionSyntax) -> Bool {
    guard let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier, name.tokenKind != .keyword(.self),
      condition.typeAnnotation == nil, condition.bindingSpecifier.tokenKind == .keyword(.let)
    else { return false }
    return isBareSelf(condition.initializer?.value)
  }

  /// Whether `binding` declares a constant of `self` alone, untyped: `let controller = self` (a
  /// `var` may later hold another value; a written type may be a protocol the code reads it as).
  private static func declaresConstant(_ binding: PatternBindingSyntax) -> Bool {
    guard binding.typeAnnotation == nil, binding.pattern.is(IdentifierPatternSyntax.self), isBareSelf(binding.initializer?.value)
    else { return false }
    return binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let)
  }

  /// Whether the value a binding's initializer gives is `self` alone: `let strongSelf = self`,
  /// `guard let this = self` (an alias, `selfAlias(_:at:)`).
  private static func isBareSelf(_ value: ExprSyntax?) -> Bool {
    value?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    scopes.append(node.trimmedByteRange)
    siteBoundaries.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
    if let catching = Self.catchingDo(node) { catchingStarts.append(catching.positionAfterSkippingLeadingTrivia.utf8Offset) }
    return .visitChildren
  }

  override func visitPost(_ node: CodeBlockSyntax) {
    scopes.removeLast()
    siteBoundaries.removeLast()
    if Self.catchingDo(node) != nil { catchingStarts.removeLast() }
  }

  /// The `do` whose body `block` is, when one of its `catch` clauses catches everything.
  private static func catchingDo(_ block: CodeBlockSyntax) -> DoStmtSyntax? {
    guard let statement = block.parent?.as(DoStmtSyntax.self), statement.body.id == block.id,
      statement.catchClauses.contains(where: { $0.catchItems.isEmpty })
    else { return nil }
    return statement
  }

  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    scopes.append(node.trimmedByteRange)
    siteBoundaries.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
    return .visitChildren
  }

  override func visitPost(_ node: SwitchCaseSyntax) {
    scopes.removeLast()
    siteBoundaries.removeLast()
  }

  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    siteBoundaries.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
    return .visitChildren
  }

  override func visitPost(_ node: AccessorBlockSyntax) { siteBoundaries.removeLast() }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    // A binding is visible after its initializer: in `guard let podcast = podcast`, and in the
    // shorthand `guard let podcast`, the value read is the member, not the new local.
    if let condition = node.parent?.as(OptionalBindingConditionSyntax.self) {
      if condition.initializer == nil {
        bareNames.append((offset, node.identifier.text, nil, node.identifier.trimmedByteRange))
      }
      let visibleFrom = condition.endPositionBeforeTrailingTrivia.utf8Offset
      let holdsSelf = Self.bindsAlias(condition)
      if let guardStatement = Self.guardStatement(of: Syntax(condition)), let block = scopes.last {
        // A `guard`'s binding is seen by its later conditions and after it, not in its `else`.
        let elseStart = guardStatement.body.positionAfterSkippingLeadingTrivia.utf8Offset
        declare(
          node.identifier.text, at: offset, visibleFrom: visibleFrom, scope: visibleFrom..<max(visibleFrom, elseStart), holdsSelf: holdsSelf)
        declare(
          node.identifier.text, at: offset, visibleFrom: guardStatement.endPositionBeforeTrailingTrivia.utf8Offset, definesValue: false,
          scope: block, holdsSelf: holdsSelf)
      } else {
        declare(
          node.identifier.text, at: offset, visibleFrom: visibleFrom, scope: Self.conditionalScope(of: Syntax(condition)),
          holdsSelf: holdsSelf)
      }
    } else if let binding = node.parent?.as(PatternBindingSyntax.self), binding.initializer != nil {
      declare(
        node.identifier.text, at: offset, visibleFrom: binding.endPositionBeforeTrailingTrivia.utf8Offset,
        holdsSelf: Self.declaresConstant(binding))
    } else {
      // `if case let .failed(message) = state`: the pattern's names are the condition's.
      declare(node.identifier.text, at: offset, scope: Self.conditionalScope(of: Syntax(node)))
    }
    if let binding = node.parent?.as(PatternBindingSyntax.self), let type = binding.typeAnnotation?.type {
      localTypes.append((offset, LocalType(name: node.identifier.text, type: type.trimmedText)))
    } else if let binding = node.parent?.as(PatternBindingSyntax.self), let value = binding.initializer?.value,
      value.is(FunctionCallExprSyntax.self), let type = SwiftMemberBuilder.impliedType(of: value)
    {
      // A construction tells its type as a written one does (`let scanner = UINavigationController(…)`).
      localTypes.append((offset, LocalType(name: node.identifier.text, type: type, isConstructed: true)))
    } else if let type = Self.castType(bindingOf: node) {
      localTypes.append((offset, LocalType(name: node.identifier.text, type: type)))
    }
    return .visitChildren
  }

  /// The `guard` whose condition `node` is part of (not a closure's inside it).
  private static func guardStatement(of node: Syntax) -> GuardStmtSyntax? {
    var current = node
    while let parent = current.parent {
      if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
      if let statement = parent.as(GuardStmtSyntax.self) { return statement.conditions.id == current.id ? statement : nil }
      current = parent
    }
    return nil
  }

  /// Where a name an `if` or `while` condition binds is seen: that statement's later conditions
  /// and its body, not an `else` (`if let model = item as? Playlist { … } else if let collection =
  /// model as? Collection` reads the property) nor the code after it; `nil` for a `guard`'s, seen
  /// in the rest of its block.
  private static func conditionalScope(of node: Syntax) -> Range<Int>? {
    // The condition element holding the binding, within its own expression (not a closure's).
    var current = node
    while !current.is(ConditionElementSyntax.self) {
      guard let parent = current.parent, !parent.is(CodeBlockSyntax.self), !parent.is(ClosureExprSyntax.self) else { return nil }
      current = parent
    }
    guard let element = current.as(ConditionElementSyntax.self), let list = element.parent?.as(ConditionElementListSyntax.self)
    else { return nil }
    let start = element.positionAfterSkippingLeadingTrivia.utf8Offset
    if let statement = list.parent?.as(IfExprSyntax.self) {
      return start..<statement.body.endPositionBeforeTrailingTrivia.utf8Offset
    }
    if let statement = list.parent?.as(WhileStmtSyntax.self) {
      return start..<statement.body.endPositionBeforeTrailingTrivia.utf8Offset
    }
    return nil
  }

  /// A cast writes the type of the name it binds: `if let detail = segue.destination as? DetailViewController`
  /// and `let detail = segue.destination as! DetailViewController` → `DetailViewController`,
  /// `let detail = x as? DetailViewController` → `DetailViewController?`; so does a type's
  /// shared instance (`let defaults = UserDefaults.standard` → `UserDefaults`).
  static func castType(bindingOf node: IdentifierPatternSyntax) -> String? {
    let value: ExprSyntax
    var unwraps = false
    if let condition = node.parent?.as(OptionalBindingConditionSyntax.self), let initializer = condition.initializer {
      value = initializer.value
      unwraps = true
    } else if let binding = node.parent?.as(PatternBindingSyntax.self), let initializer = binding.initializer {
      value = initializer.value
    } else {
      return nil
    }
    // A type's shared instance is of the type: `let defaults = UserDefaults.standard` → `UserDefaults`.
    if !unwraps, let access = value.as(MemberAccessExprSyntax.self),
      let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true,
      ["shared", "standard", "default", "sharedInstance"].contains(access.declName.baseName.text)
    {
      return base.baseName.text
    }
    // The parser leaves `x as? T` unfolded: a sequence `x`, `as?`, `T`.
    guard let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self),
      let type = sequence.elements.last?.as(TypeExprSyntax.self)?.type,
      let mark = cast.questionOrExclamationMark?.text
    else { return nil }
    let written = type.trimmedText
    return mark == "?" && !unwraps ? written + "?" : written
  }

  /// A function declared in the body is a local of its scope, seen throughout it (it may be
  /// called before its declaration): `show(value)` calls it, not the controller's `show(_:)`.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    declare(node.name.text, at: node.positionAfterSkippingLeadingTrivia.utf8Offset, visibleFrom: scopes.last?.lowerBound)
    return .visitChildren
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    let name = (node.secondName ?? node.firstName).text
    declare(name, at: node.positionAfterSkippingLeadingTrivia.utf8Offset, wholeMember: true)
    return .visitChildren
  }

  /// A setter's or observer's value (`newValue`, `oldValue`, or the name `set(value)` writes) is
  /// a name of its body, as a parameter is.
  override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.givenValueName, let body = node.body else { return .visitChildren }
    declare(name, at: body.positionAfterSkippingLeadingTrivia.utf8Offset, definesValue: false, scope: body.trimmedByteRange)
    return .visitChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    declare(node.name.text, at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    return .visitChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    let name = (node.secondName ?? node.firstName).text
    declare(name, at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    return .visitChildren
  }

  override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
    // `[weak self]` captures self, not a local; `[x = y]` declares x; `[x]` also reads the outer
    // `x` (a local of the enclosing code, or a member).
    if node.name.text != "self" {
      let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
      if node.initializer == nil {
        bareNames.append((offset, node.name.text, nil, node.name.trimmedByteRange))
      }
      declare(
        node.name.text, at: offset, visibleFrom: node.endPositionBeforeTrailingTrivia.utf8Offset,
        definesValue: node.initializer != nil)
    }
    return .visitChildren
  }

  override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
    scopes.append(node.trimmedByteRange)
    declare("error", at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    return .visitChildren
  }

  // MARK: Writes, returns, awaits

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    for (index, element) in elements.enumerated() where index > 0 && Self.isAssignmentOperator(element) {
      lvalues.append(elements[index - 1].trimmedByteRange)
    }
    // `notes = (try? context.fetch(request)) ?? []`: a value assigned that is no call of its own
    // is a value site too (a call is one already), so that the code computing it can return it.
    // Not one holding a closure, whose code runs later (`onLeave = { … }`).
    if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
      !(elements.count == 3 && elements[2].is(FunctionCallExprSyntax.self)),
      !elements.dropFirst(2).contains(where: { $0.is(AssignmentExprSyntax.self) }),
      let name = SwiftValueSites.assignedName(elements[0]),
      !elements.dropFirst(2).contains(where: OutermostClosureFinder.holdsClosure)
    {
      let range = elements[2].trimmedByteRange.lowerBound..<elements[elements.count - 1].trimmedByteRange.upperBound
      var site = SwiftCallSite(range: range, call: "", context: .value(of: name, isDeclaration: false), boundary: siteBoundaries.last ?? Int.min)
      site.isAssignedValue = true
      callSites.append((range.lowerBound, site))
    }
    return .visitChildren
  }

  /// `let count: Int = (try? context.count(for: request)) ?? 0`: a value declared with a written
  /// type that is no call of its own is a value site too, as an assigned one is, so that the code
  /// computing it can return it. Not one holding a closure.
  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if node.typeAnnotation != nil, let value = node.initializer?.value,
      let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      !value.is(FunctionCallExprSyntax.self), !OutermostClosureFinder.holdsClosure(value),
      !(node.parent?.parent?.as(VariableDeclSyntax.self).map(Self.isAsyncLet) ?? true)
    {
      let range = value.trimmedByteRange
      var site = SwiftCallSite(range: range, call: "", context: .value(of: name, isDeclaration: true), boundary: siteBoundaries.last ?? Int.min)
      site.isAssignedValue = true
      callSites.append((range.lowerBound, site))
    }
    return .visitChildren
  }

  /// `&x`: the callee writes `x`.
  override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
    lvalues.append(node.expression.trimmedByteRange)
    return .visitChildren
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    returns.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, closureStarts.last ?? Int.min))
    return .visitChildren
  }

  /// `let data = try await session.data(from: url)`: the value a local is declared with, marks
  /// and all, is a value site of the call it marks, as an assigned value is (the marks would
  /// otherwise keep the call from being one). Not `try?`/`try!`, whose value is another type.
  private func recordMarkedDeclarationValue(_ node: some ExprSyntaxProtocol) {
    guard let initializer = node.parent?.as(InitializerClauseSyntax.self),
      let binding = initializer.parent?.as(PatternBindingSyntax.self), binding.typeAnnotation == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return }
    var inner = ExprSyntax(node)
    while true {
      if let mark = inner.as(TryExprSyntax.self), mark.questionOrExclamationMark == nil {
        inner = mark.expression
      } else if let mark = inner.as(AwaitExprSyntax.self) {
        inner = mark.expression
      } else {
        break
      }
    }
    // `async let` is no value a query could give (its value is awaited later).
    let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self)
    guard let call = inner.as(FunctionCallExprSyntax.self), let callee = Self.calleeName(call.calledExpression).0,
      callee.first?.isLowercase == true, !(declaration.map(Self.isAsyncLet) ?? true)
    else { return }
    let range = node.trimmedByteRange
    var site = SwiftCallSite(
      range: range, call: Self.callKey(call)(callee), context: .value(of: name, isDeclaration: true),
      boundary: siteBoundaries.last ?? Int.min)
    site.isAssignedValue = true
    callSites.append((range.lowerBound, site))
  }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    recordMarkedDeclarationValue(node)
    awaits.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, closureStarts.last ?? Int.min))
    awaitEnds[node.positionAfterSkippingLeadingTrivia.utf8Offset] = node.endPositionBeforeTrailingTrivia.utf8Offset
    siteBoundaries.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
    return .visitChildren
  }

  override func visitPost(_ node: AwaitExprSyntax) { siteBoundaries.removeLast() }

  override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
    if node.questionOrExclamationMark == nil {
      recordMarkedDeclarationValue(node)
      tries.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, catchingStarts.last ?? Int.min))
    }
    siteBoundaries.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
    return .visitChildren
  }

  override func visitPost(_ node: TryExprSyntax) { siteBoundaries.removeLast() }

  /// `for await x in seq`, `for try await x in seq`: the loop suspends (and throws) as `await`
  /// (and `try`) would.
  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    if node.awaitKeyword != nil {
      awaits.append((offset, closureStarts.last ?? Int.min))
      awaitEnds[offset] = node.body.positionAfterSkippingLeadingTrivia.utf8Offset
    }
    if node.tryKeyword != nil { tries.append((offset, catchingStarts.last ?? Int.min)) }
    return .visitChildren
  }

  /// `async let x = f()`: only an async function may declare it, and its value is awaited where
  /// it is read: no call in it is a value site (a query would not be awaited).
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if Self.isAsyncLet(node) {
      let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
      awaits.append((offset, closureStarts.last ?? Int.min))
      siteBoundaries.append(offset)
    }
    return .visitChildren
  }

  override func visitPost(_ node: VariableDeclSyntax) {
    if Self.isAsyncLet(node) { siteBoundaries.removeLast() }
  }

  private static func isAsyncLet(_ node: VariableDeclSyntax) -> Bool {
    node.modifiers.contains { $0.name.tokenKind == .keyword(.async) }
  }

  /// `throw`: an error escapes as an uncaught `try`'s does.
  override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
    tries.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, catchingStarts.last ?? Int.min))
    return .visitChildren
  }

  override func visitPost(_ node: CatchClauseSyntax) { scopes.removeLast() }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    closureStarts.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
    catchingStarts.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
    siteBoundaries.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
    scopes.append(node.trimmedByteRange)
    return .visitChildren
  }

  override func visitPost(_ node: ClosureExprSyntax) {
    closureStarts.removeLast()
    catchingStarts.removeLast()
    siteBoundaries.removeLast()
    scopes.removeLast()
  }

  // MARK: Helpers

  /// When `node` is the callee of a call, the member key it calls (`reload(animated:)`).
  private func calledKey(of node: Syntax, name: String) -> String? {
    guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id
    else { return nil }
    return Self.callKey(call)(name)
  }

  static func callKey(_ call: FunctionCallExprSyntax) -> (String) -> String {
    var labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }
    if call.trailingClosure != nil { labels.append("_:") }
    for extra in call.additionalTrailingClosures { labels.append(extra.label.text + ":") }
    let joined = labels.joined()
    return { "\($0)(\(joined))" }
  }

  /// The called name and its receiver text (`self.`, `?` and `!` removed).
  static func calleeName(_ expression: ExprSyntax) -> (String?, String?) {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return (reference.baseName.text, nil)
    }
    if let access = expression.as(MemberAccessExprSyntax.self) {
      let receiver = access.base.map { normalizedReceiver($0.trimmedText) }
      return (access.declName.baseName.text, receiver.flatMap { $0.isEmpty ? nil : $0 })
    }
    if let generic = expression.as(GenericSpecializationExprSyntax.self) {
      return calleeName(generic.expression)
    }
    if let unwrap = expression.as(OptionalChainingExprSyntax.self) { return calleeName(unwrap.expression) }
    if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return calleeName(unwrap.expression) }
    return (nil, nil)
  }

  static func normalizedReceiver(_ text: String) -> String {
    var result = String(text.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace })
    if result == "self" { return "" }
    if result.hasPrefix("self.") { result.removeFirst(5) }
    return result
  }

  static func isSelf(_ expression: ExprSyntax) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "self" }
    if let chain = expression.as(OptionalChainingExprSyntax.self) { return isSelf(chain.expression) }
    if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return isSelf(unwrap.expression) }
    return false
  }

  /// `=` or a compound assignment (`+=`), as an element of a sequence: what stands before it is written.
  private static func isAssignmentOperator(_ element: ExprSyntax) -> Bool {
    element.is(AssignmentExprSyntax.self)
      || (element.as(BinaryOperatorExprSyntax.self).map { isCompoundAssignment($0.operator.text) } ?? false)
  }

  private static func isCompoundAssignment(_ text: String) -> Bool {
    text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
  }
}

enum CharacterSetASCII {
  static func isUppercase(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isUppercase }
}
