/// Splits `prepare(for:sender:)` / `prepareForSegue:sender:`: each branch of its decision over the
/// segue that only configures the destination becomes a router method; the data it hands over
/// (the segue, the sender, view state it reads) becomes that method's parameters.
///
/// ## Before
/// ```swift
/// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///     switch segue.identifier {
///     case "ShowRecipe"?:
///         let detail = segue.destination as! RecipeDetailViewController
///         detail.recipe = selectedRecipe
///     default:
///         break
///     }
/// }
/// ```
/// ## After
/// The view keeps the `switch` (UIKit calls `prepare` on the view controller), the case reads
/// `output.prepareRecipe(for: segue, selectedRecipe: selectedRecipe)`; the presenter forwards to
/// `router.prepareRecipe(for:selectedRecipe:)`, which holds the original lines.
///
/// A branch stays in the view when it needs the view itself: a bare `self` (a delegate), a call to
/// any member, a write to view state, an outlet, a `super` call, or data access. View state it
/// reads follows the same rule as navigation code (`StatementTagger.isPassableRead`).
struct SeguePreparationSplitter {
  let classified: ClassifiedController
  let tagger: StatementTagger

  /// `nil` when `member` is not a segue preparation.
  func split(_ member: Member, taken: inout Set<String>) -> StatementSplitter.Outcome? {
    guard let signature = member.signature, member.baseName.hasPrefix("prepare"),
      let segue = signature.parameters.first, segue.type.contains("UIStoryboardSegue")
    else { return nil }
    let statements = member.statements
    let decisions = statements.indices.filter {
      !statements[$0].branches.isEmpty && ![.guardStatement, .conditionalCompilation].contains(statements[$0].kind)
    }
    guard let lastDecision = decisions.last else {
      return .refused(SplitRefusal(.segueNotRouted, "it has no decision over the segue to split"))
    }
    let parameterNames = Set(signature.parameters.map(\.name))
    var routes: [Route] = []
    var parameterReads: [SelfReference] = []
    var passedValues: [PassedValue] = []
    var reasons: [String] = []
    // Each decision in turn (`if let login = … as? Login { … }` then `if let auth = … { … }`).
    for decisionIndex in decisions {
      let decision = statements[decisionIndex]
      let isLast = decisionIndex == statements.count - 1
      let labels = SplitNaming.caseNames(decision.branches.map(\.label))
      // Locals bound outside a branch (`if let detail = segue.destination as? Detail`, or before
      // the decision) follow it as parameters when their type is written; others cannot.
      let outerLocals = Set(statements[...decisionIndex].flatMap(\.facts.definedLocals))
      let outerTypes = statements[...decisionIndex].flatMap(\.facts.localTypes)
      for (index, branch) in decision.branches.enumerated() where !branch.statements.isEmpty {
        let facts = CodeFacts.merged(branch.statements.map(\.facts))
        // In the order the branch first reads them.
        var seen = Set<String>()
        let foreign = facts.usedNames.filter {
          outerLocals.contains($0) && !facts.definedLocals.contains($0) && seen.insert($0).inserted
        }
        guard facts.usedNames.contains(segue.name) || !foreign.isEmpty else { continue }
        // A name bound with different types (`if let vc = … as? Login {…}`, then `if let vc = … as? Signup`)
        // is ambiguous here; a name the branch assigns would be a copy in the router.
        let passed = foreign.compactMap { name -> LocalType? in
          let types = Set(outerTypes.filter { $0.name == name }.map(\.type))
          guard types.count == 1, !branch.statements.contains(where: { assigns(name, in: $0) }) else { return nil }
          return outerTypes.first { $0.name == name }
        }
        if let name = foreign.first(where: { name in !passed.contains { $0.name == name } }) {
          reasons.append("line \(branch.statements[0].span.startLine) uses '\(name)', bound outside the branch")
          continue
        }
        if let why = blocker(facts, returnsEarly: facts.returns && !isLast) {
          reasons.append("line \(branch.statements[0].span.startLine) \(why)")
          continue
        }
        let branchLocals = Set(facts.definedLocals)
        // The segue when the branch reads it, then the destination it bound (`controller`).
        let readsSegue = facts.usedNames.contains(segue.name)
        var parameters = readsSegue ? [PlannedParameter(name: segue.name, type: .written(segue.type))] : []
        parameters += passed.map { PlannedParameter(name: $0.name, type: .written($0.type)) }
        for name in facts.usedNames where parameterNames.contains(name) && !branchLocals.contains(name) {
          guard let parameter = signature.parameters.first(where: { $0.name == name }),
            !parameters.contains(where: { $0.name == name })
          else { continue }
          parameters.append(PlannedParameter(name: name, type: .written(parameter.type)))
        }
        // A control's value (`tableView.indexPathForSelectedRow`) is read by the view and passed.
        let used = Set(facts.usedNames + facts.definedLocals + facts.selfReferences.map(\.name) + parameters.map(\.name))
        var values: [PassedValue] = []
        var unnamed: ValueRead?
        for reference in facts.selfReferences {
          guard let value = tagger.controlValue(of: reference, in: facts) else { continue }
          guard let (named, isNew) = PassedValue.named(value, after: values, isFree: { !used.contains($0) }) else {
            unnamed = value.read
            break
          }
          values.append(named)
          if isNew { parameters.append(PlannedParameter(name: named.name, type: .written(named.type))) }
        }
        if let unnamed {
          reasons.append("line \(unnamed.line) reads '\(unnamed.base).\(unnamed.property)', and every name for it is taken")
          continue
        }
        passedValues += values
        for reference in facts.selfReferences {
          guard let target = classified.resolver.resolve(reference), !tagger.injectable.contains(target) else { continue }
          if values.contains(where: { $0.read.baseRange == reference.nameRange }) { continue }
          parameterReads.append(reference)
          let parameter = PlannedParameter(reading: classified.model.members[target])
          if !parameters.contains(where: { $0.name == parameter.name }) { parameters.append(parameter) }
        }
        let name = Self.routeName(label: labels[index], taken: taken)
        taken.insert(name)
        // Swift `prepareRecipe(for segue:)`; Objective-C `prepareRecipeForSegue:`.
        let suffix = !readsSegue ? "" : classified.model.language == .objectiveC ? "For" + SplitNaming.capitalized(segue.name) : "For"
        routes.append(
          Route(method: PlannedMethod(name: name + suffix, parameters: parameters), branch: index, decision: decisionIndex))
      }
    }
    guard !routes.isEmpty else {
      return .refused(SplitRefusal(.segueNotRouted, reasons.isEmpty ? "no branch configures the destination" : reasons.joined(separator: "; ")))
    }
    var split = MemberSplit(
      memberID: member.id, flow: .seguePreparation, event: routes[0].method, movedStatements: [], displayStatements: [],
      load: nil, loaded: nil, display: nil, routes: routes, decisionStatement: lastDecision,
      usedInjections: [])
    split.parameterReads = parameterReads
    split.passedValues = passedValues
    split.groups = routes.map {
      StatementGroup(layer: .router, parts: split.routeStatements($0, in: member), method: $0.method, catalogue: tagger.catalogue)
    }
    return .split(split)
  }

  /// Whether `statement`, or one inside it, assigns the local `name` itself (`caption = "Edit"`,
  /// not `caption.text = …`).
  private func assigns(_ name: String, in statement: Statement) -> Bool {
    if statement.kind == .assignment, statement.facts.usedNames.contains(name) {
      let text = classified.model.text(of: statement.span)
      if text.hasPrefix(name) {
        let rest = text.dropFirst(name.count).drop { $0 == " " }
        if let first = rest.first, "=+-*/|&".contains(first), !rest.hasPrefix("==") { return true }
      }
    }
    return (statement.branches.flatMap(\.statements) + statement.innerStatements + statement.closures.flatMap(\.statements))
      .contains { assigns(name, in: $0) }
  }

  /// Why a branch cannot leave the view, or `nil`.
  private func blocker(_ facts: CodeFacts, returnsEarly: Bool) -> String? {
    if returnsEarly { return "returns early from code that runs after it" }
    if facts.calls.contains(where: { $0.receiver == "super" }) { return "calls super" }
    let layers = tagger.signals(facts).layers
    if layers.contains(.interactor) { return "reads or writes data" }
    for reference in facts.selfReferences {
      // A control's value the view reads and passes (`tableView.indexPathForSelectedRow`).
      if tagger.controlValue(of: reference, in: facts) != nil { continue }
      guard let target = classified.resolver.resolve(reference) else {
        return reference.name == "self" ? "hands over the view itself ('self', line \(reference.line))"
          : "uses the view's '\(reference.name)' (line \(reference.line))"
      }
      if tagger.injectable.contains(target) || tagger.isPassableRead(reference, target, in: facts) { continue }
      let member = classified.model.members[target]
      if member.kind == .method || reference.calledName != nil { return "calls '\(reference.name)' (line \(reference.line))" }
      if reference.isWrite { return "changes the view's '\(reference.name)' (line \(reference.line))" }
      return "uses the view's '\(reference.name)' (line \(reference.line))"
    }
    return nil
  }

  /// `case "ShowTripDetail":` → `prepareTripDetail`; `case .showRecipe?:` → `prepareRecipe`;
  /// `if let detail = segue.destination as? DetailViewController` → `prepareDetail`.
  static func routeName(label: String, taken: Set<String>) -> String {
    var word = SplitNaming.lastIdentifier(in: label).map { SplitNaming.capitalized($0) } ?? "Destination"
    if ["Default", "Else", "Nil", "True", "False"].contains(word) { word = "Destination" }
    for prefix in ["Show", "Open", "Present", "Push", "Segue"] where word.hasPrefix(prefix) && word.count > prefix.count {
      word.removeFirst(prefix.count)
      break
    }
    // `as? PasswordViewController` → `preparePassword`.
    for suffix in ["Segue", "ViewController", "Controller", "VC"] where word.hasSuffix(suffix) && word.count > suffix.count {
      word.removeLast(suffix.count)
      break
    }
    return SplitNaming.unique("prepare" + word, taken: taken)
  }
}
