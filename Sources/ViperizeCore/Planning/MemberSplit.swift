/// How one mixed member is split into the VIPER flow, statement by statement.
///
/// The member keeps its view statements; the statements that belong elsewhere are replaced by one
/// call `output.<event>(<arguments>)` at the place where the first of them stood. Because the
/// whole chain (view → presenter → interactor → presenter → view) runs synchronously, or is
/// awaited where the moved code awaits (`try await output.reload()`), the order in which the
/// original statements ran is kept.
///
/// The split statements are the member's top-level statements, or those of a block inside one
/// (`blockPath`): a `do` body, the closure of a call that is neither data, navigation nor UI
/// (`Task { … }`), or the one branch of an `if` that holds code to move.
public struct MemberSplit: Sendable {
  public enum Flow: String, Sendable {
    /// View event → presenter → interactor `load` → interactor output → presenter → view display.
    case dataReading = "data-reading"
    /// View event → presenter → router method.
    case navigation
    /// View event → presenter keeps a `switch`/`if` decision, calling one router method per branch.
    case navigationDecision = "navigation-decision"
    /// View event → presenter holds the moved statements (formatting, validation).
    case presentation
    /// View event → presenter → interactor method making the data call; its callback reports
    /// through interactor output → presenter → a view display method holding the callback's body.
    case dataCallback = "data-callback"
    /// View event → presenter → router method navigating with a completion closure the presenter
    /// gives; the closure calls a view method holding the original completion's body.
    case navigationCallback = "navigation-callback"
    /// `prepare(for:sender:)`: the view keeps its decision over the segue; each branch that only
    /// configures the destination becomes a view event and a router method of the same name.
    case seguePreparation = "segue-preparation"
  }

  public var memberID: Int
  public var flow: Flow
  /// Empty when the member's top-level statements are split; else the statement holding the split
  /// block, at each level (`[BlockStep(statement: 2)]`: the body of the `do` at statement 2;
  /// `[BlockStep(statement: 0, branch: 1)]`: the `else` of the `if` at statement 0).
  public var blockPath: [BlockStep] = []
  /// ViewOutput event: `viewIsReady`, `didSelectRow`.
  public var event: PlannedMethod
  /// Indices (into `statements(of:)`) of the statements that leave the view.
  public var movedStatements: [Int]
  /// Indices of later view statements that display the result: they move into `display`.
  public var displayStatements: [Int]
  /// Data reading: InteractorInput `loadQuarters()`, InteractorOutput `didLoadQuarters(_:)`,
  /// ViewInput `showQuarters(_:)`. A data callback: `fetchTrips()`, `didFetchTrips(_:)`,
  /// `showFetchTripsResult(_:)`.
  public var load: PlannedMethod?
  public var loaded: PlannedMethod?
  public var display: PlannedMethod?
  /// Navigation: one router method per destination; for a decision, per branch (by index into
  /// the decision statement's `branches`; branches without navigation stay in the presenter).
  public var routes: [Route]
  /// Index of the decision statement, for `.navigationDecision`.
  public var decisionStatement: Int?
  /// Configuration properties the moved code uses: they are injected into the moved code's layer.
  public var usedInjections: [Int]
  /// Each moved statement group, for the plan report: where it goes and why.
  public var groups: [StatementGroup] = []
  /// Segue preparation: reads of view state in routed branches; the value is passed to the router
  /// method as a parameter of the same name, so `self.x` reads `x` there.
  public var parameterReads: [SelfReference] = []
  /// Control values the routed code reads (`tableView.indexPathForSelectedRow`): the view passes
  /// each read as written, the router reads its parameter (`PassedValue`).
  public var passedValues: [PassedValue] = []

}

extension MemberSplit.Flow {
  /// Where the flow's moved run goes: the interactor (data reading), the router (navigation), or
  /// the presenter (a decision or presentation code).
  public var layer: Layer {
    switch self {
    case .dataReading, .dataCallback: return .interactor
    case .navigation, .seguePreparation, .navigationCallback: return .router
    case .navigationDecision, .presentation: return .presenter
    }
  }
}

extension MemberSplit {
  /// Where the moved run goes: the interactor (data reading), the router (navigation), or the
  /// presenter (a decision or presentation code).
  public var runLayer: Layer { flow.layer }

  /// Marks the event and the method that runs the moved code `async` and/or `throws`, as the
  /// moved code's `facts` await and let errors escape.
  mutating func markEffects(of facts: CodeFacts) {
    guard facts.awaits || facts.throwsErrors else { return }
    event.takeEffects(of: facts)
    load?.takeEffects(of: facts)
    for index in routes.indices where routes[index].branch == nil { routes[index].method.takeEffects(of: facts) }
  }

  /// The statements the split's indices refer to: the member's, or the block at `blockPath`.
  public func statements(of member: Member) -> [Statement] {
    member.statements(at: blockPath)
  }

  /// From the first moved statement's line to the last one's end.
  public func runRange(in member: Member) -> Range<Int> {
    let statements = statements(of: member)
    return statements[movedStatements.first!].extendedSpan.start..<statements[movedStatements.last!].extendedSpan.end
  }

  /// What the run's layer receives: each stretch of consecutive moved statements (view state
  /// writes between them stay in the view, `StatementSplitter.commutes`), or for a data callback
  /// the run without the callback's body (the call and the closure's head, then its closing lines).
  public func runRanges(in member: Member) -> [Range<Int>] {
    let run = runRange(in: member)
    if let body = callbackBodyRange(in: member) { return [run.lowerBound..<body.lowerBound, body.upperBound..<run.upperBound] }
    let statements = statements(of: member)
    return stretches().map { statements[$0.lowerBound].extendedSpan.start..<statements[$0.upperBound].extendedSpan.end }
  }

  /// The moved statements' indices in stretches of consecutive ones.
  private func stretches() -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    for index in movedStatements {
      if let last = result.last, last.upperBound + 1 == index {
        result[result.count - 1] = last.lowerBound...index
      } else {
        result.append(index...index)
      }
    }
    return result
  }

  /// The view's edits for the moved statements: the last stretch becomes `call` (a line at the
  /// first moved statement's indentation), earlier ones go, so the view state writes between
  /// them run first.
  public func viewRunEdits(in member: Member, file: SourceFile, call: String) -> [TextEdit] {
    let statements = statements(of: member)
    let indent = SourceIndentation.indentation(ofLineAt: statements[movedStatements[0]].span.start, in: file)
    let ranges = runRanges(in: member)
    guard callbackBodyRange(in: member) == nil, ranges.count > 1 else {
      return [TextEdit(range: runRange(in: member), replacement: "\(indent)\(call)\n")]
    }
    // A stretch that goes takes the blank lines after it, so no blank line opens the member.
    let removed = ranges.dropLast().map { range -> TextEdit in
      let startsLine = file.lineStarts[file.line(of: range.upperBound) - 1] == range.upperBound
      let end = startsLine ? file.endOfBlankLines(from: range.upperBound) : range.upperBound
      return TextEdit(range: range.lowerBound..<min(end, ranges.last!.lowerBound), replacement: "")
    }
    return removed + [TextEdit(range: ranges.last!, replacement: "\(indent)\(call)\n")]
  }

  /// Where a data callback reports its result (`output?.didFetchTrips(result)`): the start of the
  /// closure's closing lines.
  public func resultReportOffset(in member: Member) -> Int? {
    callbackBodyRange(in: member)?.upperBound
  }

  /// The original text the view's display method is made of: the display statements, or a
  /// callback's body (whole lines).
  public func displayRanges(in member: Member) -> [Range<Int>] {
    if let body = callbackBodyRange(in: member) { return [body] }
    let statements = statements(of: member)
    return displayStatements.map { statements[$0].extendedSpan.range }
  }

  /// Edits the router's copy of a navigation callback's call needs: the closure's capture list
  /// goes (`{ [weak self] in` → `{`), since the closure now only calls `completion`.
  public func routeEdits(in member: Member) -> [TextEdit] {
    guard flow == .navigationCallback, let signature = callback(in: member)?.signatureRange else { return [] }
    return [TextEdit(range: signature, replacement: "")]
  }

  /// Edits the display method needs beyond retargets: a callback's body as a method body.
  public func displayEdits(in member: Member) -> [TextEdit] {
    callback(in: member)?.bodyAsMethodEdits ?? []
  }

  private func callbackBodyRange(in member: Member) -> Range<Int>? {
    guard let callback = callback(in: member), let first = callback.statements.first, let last = callback.statements.last else {
      return nil
    }
    return first.extendedSpan.start..<last.extendedSpan.end
  }

  /// Every method it plans: the event, then `load`, `loaded` and `display` where planned, then
  /// each route's.
  public var plannedMethods: [PlannedMethod] {
    [event] + [load, loaded, display].compactMap { $0 } + routes.map(\.method)
  }

  /// The ViewOutput events the split adds: one, or for a segue preparation one per route.
  public var events: [PlannedMethod] {
    flow == .seguePreparation ? routes.map(\.method) : [event]
  }

  /// Edits that make routed code read a view state value from the parameter carrying it:
  /// `self.selectedRecipe` → `selectedRecipe`, ObjC `_selectedRecipe` and `self->_selectedRecipe` →
  /// `selectedRecipe`.
  public func parameterReadEdits(in file: SourceFile) -> [TextEdit] {
    Self.parameterReadEdits(parameterReads, in: file) + passedValues.map(\.edit)
  }

  /// The edits that make code read each of `reads` from the parameter of its name.
  static func parameterReadEdits(_ reads: [SelfReference], in file: SourceFile) -> [TextEdit] {
    reads.compactMap { reference in
      // A getter message reads the parameter whole: `[self context]` → `context`.
      if reference.isArgumentlessMessage, let call = reference.callRange {
        return TextEdit(range: call, replacement: reference.name)
      }
      if let receiver = reference.receiverRange {
        return TextEdit(range: receiver.lowerBound..<reference.nameRange.lowerBound, replacement: "")
      }
      let text = file.slice(reference.nameRange)
      let name = text.hasPrefix("_") ? String(text.dropFirst()) : text
      // `self->_topic`, `self->topic` → `topic`.
      let range = reference.accessRange(in: file)
      return range != reference.nameRange || name != text ? TextEdit(range: range, replacement: name) : nil
    }
  }

  /// The values a routed branch reads, as the view passes them to its route: each parameter's
  /// name with the read as written (`selectedIndexPath` → `tableView.indexPathForSelectedRow`),
  /// only that branch's (two branches may name different reads alike).
  public func passedArguments(of route: Route, in member: Member, file: SourceFile) -> [String: String] {
    guard !passedValues.isEmpty else { return [:] }
    let ranges = routeStatements(route, in: member).map(\.extendedSpan.range)
    return PassedValue.arguments(passedValues.filter { value in ranges.contains { $0.contains(value.read.range.lowerBound) } }, in: file)
  }

  /// For `.dataCallback` and `.navigationCallback`: the callback of the last moved statement.
  public func callback(in member: Member) -> Callback? {
    flow == .dataCallback || flow == .navigationCallback ? statements(of: member)[movedStatements.last!].callback : nil
  }

  /// Edits that replace each routed decision branch's statements by one line, `call(route)`,
  /// indented like the branch's first statement: `router.showCity()`, `output.prepareRecipe(…)`.
  public func branchCallEdits(in member: Member, file: SourceFile, _ call: (Route) -> String) -> [TextEdit] {
    routes.compactMap { route -> TextEdit? in
      guard route.branch != nil else { return nil }
      let statements = routeStatements(route, in: member)
      guard let first = statements.first, let last = statements.last else { return nil }
      // A branch on its label's line (`case 0: performSegue(…)`) keeps that line's layout.
      let atLineStart = file.lineStarts[file.line(of: first.extendedSpan.start) - 1] == first.extendedSpan.start
      let indent = atLineStart ? SourceIndentation.indentation(ofLineAt: first.span.start, in: file) : ""
      let endsLine = last.extendedSpan.end > 0 && file.bytes[last.extendedSpan.end - 1] == UInt8(ascii: "\n")
      return TextEdit(range: first.extendedSpan.start..<last.extendedSpan.end, replacement: indent + call(route) + (endsLine ? "\n" : ""))
    }
  }

  /// The statements a route holds: a decision branch's, or the whole moved run.
  public func routeStatements(_ route: Route, in member: Member) -> [Statement] {
    let statements = statements(of: member)
    if let branch = route.branch, let decision = route.decision ?? decisionStatement {
      return statements[decision].branches[branch].statements
    }
    return movedStatements.map { statements[$0] }
  }

  /// Every moved statement with its layer, decision branches (router) and a callback's body (view)
  /// before the run that holds them, so the first match for an offset is the innermost.
  public func pieces(in member: Member) -> [(statement: Statement, layer: Layer)] {
    var result: [(Statement, Layer)] = []
    if decisionStatement != nil {
      for route in routes where route.branch != nil {
        result += routeStatements(route, in: member).map { ($0, Layer.router) }
      }
    }
    if let callback = callback(in: member) {
      result += callback.statements.map { ($0, Layer.view) }
    }
    let statements = statements(of: member)
    return result + movedStatements.map { (statements[$0], runLayer) }
  }
}

/// A run of statements that leaves a split member, with its evidence.
public struct StatementGroup: Sendable, Hashable {
  public var layer: Layer
  public var startLine: Int
  public var endLine: Int
  /// The method that receives it: `loadQuarters()`, `showCity()`, `didSelectRow(at:)`.
  public var method = ""
  public var evidence: [Evidence]
  /// The `#if` conditions the receiving method is declared under (`PlannedMethod.conditions`).
  public var conditions: [String] = []

  /// Names `method` as the one receiving the group (again after a rename), with its conditions.
  mutating func receive(by method: PlannedMethod) {
    self.method = Self.signature(method)
    conditions = method.conditions
  }

  /// `didSelectRow(at:)`, `loadQuarters()`: how the report names the receiving method.
  static func signature(_ method: PlannedMethod) -> String {
    method.name + "(" + method.parameters.indices.map { ($0 == 0 ? method.firstLabel ?? "_" : method.parameters[$0].name) + ":" }.joined() + ")"
  }

  /// The group of `parts` received by `method` in `layer`, with their non-UI evidence.
  init(layer: Layer, parts: [Statement], method: PlannedMethod, catalogue: SignalCatalogue) {
    self.layer = layer
    self.startLine = parts.first?.span.startLine ?? 0
    self.endLine = parts.last?.span.endLine ?? 0
    self.evidence = parts.flatMap { catalogue.evidence(for: $0.facts) }.filter { $0.pattern != .ui }
    receive(by: method)
  }
}

/// A method the planner creates, with parameters whose types may be inferred or guessed.
public struct PlannedMethod: Sendable, Hashable {
  public var name: String
  public var parameters: [PlannedParameter]
  /// External label of the first parameter (`at` in `didSelectRow(at:)`); `nil` for none.
  public var firstLabel: String?
  /// The method awaits (it holds or calls moved code that awaits): `async`, and run on the main
  /// actor like the view controller code it comes from.
  public var isAsync = false
  /// Errors escape it (moved code with `try` outside a `do` that catches them): `throws`.
  public var throwsErrors = false
  /// The value it returns: a query's (`func lock() -> Bool`); `nil` for none.
  public var returnType: InferredType?
  /// The `#if` conditions, outermost first, the code it holds is compiled under (an in-place call
  /// from inside `#if` clauses): every layer declares the method under the same conditions.
  public var conditions: [String] = []

  /// `async` and `throws` as the code it holds awaits and lets errors escape.
  mutating func takeEffects(of facts: CodeFacts) {
    isAsync = facts.awaits
    throwsErrors = facts.throwsErrors
  }

  public init(name: String, parameters: [PlannedParameter]) {
    self.parameters = parameters
    // `didSelectRowAt` with a parameter reads better as `didSelectRow(at:)`; a verb ending in a
    // particle (`signIn`, `logOn`) keeps it.
    let lowered = name.lowercased()
    let keepsParticle = Self.particleVerbs.contains { lowered.hasSuffix($0) }
    for preposition in ["At", "For", "In", "With", "From", "On", "To", "Of", "By"] where !parameters.isEmpty && !keepsParticle {
      if name.hasSuffix(preposition), name.count > preposition.count + 2 {
        self.name = String(name.dropLast(preposition.count))
        self.firstLabel = preposition.lowercased()
        return
      }
    }
    self.name = name
    self.firstLabel = nil
  }
}

extension PlannedMethod {
  /// Adds the last parameter, `completion`, a closure the method runs when its work is done,
  /// taking values of `parameterTypes` as written; alone, it is named: `close(completion:)`,
  /// `closeWithCompletion:`.
  mutating func appendCompletion(objectiveC: Bool, parameterTypes: [String] = []) {
    if parameters.isEmpty { firstLabel = objectiveC ? "withCompletion" : InPlaceCall.completionParameter }
    // An implicitly unwrapped parameter (`{ (data: Data!) in`) is an optional in a function type.
    let type = objectiveC
      ? "void (^)(\(parameterTypes.isEmpty ? "void" : parameterTypes.joined(separator: ", ")))"
      : "@escaping (\(parameterTypes.map { $0.hasSuffix("!") ? $0.dropLast() + "?" : $0 }.joined(separator: ", "))) -> Void"
    parameters.append(PlannedParameter(name: InPlaceCall.completionParameter, type: .written(type)))
  }

  /// Verbs whose last word is a particle, not a preposition starting a label.
  static let particleVerbs = [
    "signin", "login", "logon", "signon", "checkin", "optin", "zoomin", "fadein", "plugin", "turnon", "addon",
  ]
}

public struct PlannedParameter: Sendable, Hashable {
  /// The value's name in the original code (used as label, parameter and argument).
  public var name: String
  public var type: InferredType
  public init(name: String, type: InferredType) {
    self.name = name
    self.type = type
  }

  /// The value of a view property handed over as a parameter of the same name and declared type.
  init(reading property: Member) {
    self.init(name: property.propertyName, type: property.typeOfValue.map { .written($0) } ?? .unknown)
  }
}

/// A type the planner found for a value crossing layers; emitters render it per language.
public enum InferredType: Sendable, Hashable {
  /// Written in the source (annotation, parameter type, declared local type).
  case written(String)
  /// An array of model objects (`[Quarter]`, `NSArray<Quarter *> *`).
  case arrayOf(String)
  /// Nothing syntactic tells: the emitter writes its "any object" type and a diagnostic is raised.
  case unknown

  /// Whether `?` after the Swift type would bind tighter than what it spells: a function type, a
  /// protocol composition, `any P`, `some P` (`(() -> Void)?`).
  public static func needsParenthesesWhenOptional(_ type: String) -> Bool {
    type.contains("->") || type.contains("&") || type.hasPrefix("any ") || type.hasPrefix("some ")
  }

  /// The Swift type `type?`, parenthesised when it needs it (`(() -> Void)?`, `(A & B)?`).
  public static func optional(_ type: String) -> String {
    needsParenthesesWhenOptional(type) ? "(\(type))?" : type + "?"
  }
}

/// One destination: a router method holding the original navigation code.
public struct Route: Sendable, Hashable {
  public var method: PlannedMethod
  /// For a decision: the branch index; otherwise `nil` (the moved statements are the route).
  public var branch: Int?
  /// The index of the statement holding `branch` when it is not the split's `decisionStatement`
  /// (a segue preparation routes the branches of each of its decisions).
  public var decision: Int? = nil
}

extension Member {
  /// Whether the block at `path` is inside a closure (a step into neither a branch nor a `do` body).
  public func isInClosure(at path: [BlockStep]) -> Bool {
    path.indices.contains { level in
      path[level].branch == nil && statements(at: Array(path.prefix(level)))[path[level].statement].block.isEmpty
    }
  }
}
