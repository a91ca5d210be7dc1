/// Builds the `ModulePlan` from a classified controller: which members each class receives, the
/// protocol requirements and forwarding calls that replace moved code, the injections, the notes.
///
/// ## Before
/// ```swift
/// override func viewDidLoad() { super.viewDidLoad(); loadTrips() }   // loadTrips → interactor
/// ```
/// ## After
/// View `output.loadTrips()`; ViewOutput `loadTrips()`; Presenter forwards to
/// `interactor.loadTrips()`; InteractorInput `loadTrips()`; Interactor holds the original method.
public struct ModulePlanner: Sendable {
  public var catalogue: SignalCatalogue

  public init(catalogue: SignalCatalogue = .standard) { self.catalogue = catalogue }

  public func plan(_ classified: ClassifiedController, moduleName: String) -> ModulePlan {
    var plan = ModulePlan(
      names: ModuleNames(module: moduleName, viewController: classified.model.name), classified: classified)
    let model = classified.model
    for classification in classified.members where !classification.isMixed {
      switch classification.layer {
      case .presenter: plan.presenterMembers.append(classification.memberID)
      case .interactor: plan.interactorMembers.append(classification.memberID)
      case .router: plan.routerMembers.append(classification.memberID)
      case .view, .assembly: break
      }
    }
    // Split mixed members statement by statement where that is safe.
    let injectable = Set(classified.members.filter { $0.isCreatedHelper || $0.isSharedService }.map(\.memberID))
    let tagger = StatementTagger(classified: classified, catalogue: classified.catalogue, injectable: injectable)
    let splitter = StatementSplitter(classified: classified, tagger: tagger)
    var handingOver = tagger
    handingOver.callbacksHandOver = true
    let lenientSplitter = StatementSplitter(classified: classified, tagger: handingOver)
    var names = PlannedNames(plan: plan)
    for classification in classified.members where classification.isMixed {
      let member = model.members[classification.memberID]
      let namesBefore = names
      var planned = planMixed(member, splitter: splitter, names: &names)
      // One statement mixes layers: it may be a data or navigation call whose callback's body also
      // navigates or accesses data. That code is handed over in place from the view's display method when all
      // of it can be; otherwise the first plan stands.
      // A callback kept whole in the view, taking the call's results, is the last resort: the
      // results flowing back through the presenter to a display method are the module's design.
      let keepsResults = planned.calls.contains { $0.completion?.parameters.isEmpty == false }
      if planned.refusal?.reason == .mixedStatement || keepsResults {
        var lenientNames = namesBefore
        let lenient = planMixed(member, splitter: lenientSplitter, names: &lenientNames)
        if let flow = lenient.split?.flow, flow == .dataCallback || flow == .navigationCallback, !lenient.leavesCallbackCode {
          planned = lenient
          names = lenientNames
        } else if planned.refusal != nil, lenient.refusal?.reason == .untypedValue, let name = lenient.refusal?.value,
          member.flattenedStatements.contains(where: { statement in
            statement.callback.map { SplitTyping.typedParameters(of: $0, classified: classified) }?
              .contains { $0.name == name && $0.type == nil } == true
          })
        {
          // The callback would split but for its parameter's type, which the closure does not
          // write: say so, and how to fix it.
          planned.refusal = lenient.refusal
        }
      }
      if let split = planned.split { plan.splits[member.id] = split }
      if let refusal = planned.refusal { plan.refusals[member.id] = refusal }
      if !planned.calls.isEmpty { plan.inPlaceCalls[member.id] = planned.calls }
    }
    for memberID in Set(plan.splits.keys).union(plan.inPlaceCalls.keys) where plan.isSplit(memberID) {
      plan.handedOver[memberID] = handedOverLayers(of: model.members[memberID], in: plan, tagger: tagger)
    }
    var requirements = RequirementCollector()
    var forwarders: [Int: Layer] = [:]
    var injectedLayers: [Int: Set<Layer>] = [:]
    var nestedTypes: [String: Int] = [:]
    for member in model.members where member.kind == .nestedDeclaration { nestedTypes[member.name] = member.id }
    let scope = ScopeRule(model: model)
    for member in model.members {
      let memberLayer = classified.layer(of: member.id)
      let pieces = plan.splits[member.id] != nil || plan.inPlaceCalls[member.id] != nil
        ? PieceLocator(split: plan.splits[member.id], calls: plan.inPlaceCalls[member.id] ?? [], plan: plan) : nil
      // Code moving out of the view names the controller's nested types qualified; the
      // Assembly's creation code too (`DisplaySettings()` → `MainViewController.DisplaySettings()`).
      // Not a generic method's own parameter, which hides a nested type of its name.
      let generic = member.signature?.genericParameterNames ?? []
      for name in member.facts.typeNames where nestedTypes[name.name] != nil && !generic.contains(name.name) {
        guard let range = name.range, (pieces?.layer(at: range.lowerBound) ?? memberLayer) != .view else { continue }
        plan.qualifiedTypeReferences[member.id, default: []].append(range.lowerBound)
        plan.widenedNestedTypes.insert(nestedTypes[name.name]!)
      }
      guard memberLayer != .assembly else { continue }
      var retargets: [Retarget] = []
      for reference in member.facts.selfReferences {
        let layer = pieces?.layer(at: reference.nameRange.lowerBound) ?? memberLayer
        guard let target = classified.resolver.resolve(reference) else {
          if layer == .router && reference.name == "self" {
            retargets.append(Retarget(reference: reference, target: .transitionHandler, replacesSelf: true))
          } else if layer == .router && scope.isTransition(reference) {
            retargets.append(Retarget(reference: reference, target: .transitionHandler))
          }
          continue
        }
        let targetLayer = classified.layer(of: target)
        let shared = classified.members[target].isSharedService
        if targetLayer == .assembly || (shared && layer != .view) { injectedLayers[target, default: []].insert(layer) }
        if target == member.id || targetLayer == layer || targetLayer == .assembly || shared { continue }
        switch (layer, targetLayer) {
        case (.view, .presenter):
          requirements.viewOutput.insert(target)
          // The view keeps a property forwarding display state to `output`: its code reads it as before.
          if !classified.members[target].isDisplayState { retargets.append(Retarget(reference: reference, target: .output)) }
        case (.view, .interactor), (.view, .router):
          requirements.viewOutput.insert(target)
          forwarders[target] = targetLayer
          // The view keeps a property forwarding an injected service: its code reads it as before.
          if !classified.members[target].isInjectedService { retargets.append(Retarget(reference: reference, target: .output)) }
        case (.presenter, .interactor):
          requirements.interactorInput.insert(target)
          retargets.append(Retarget(reference: reference, target: .interactor))
        case (.presenter, .router):
          requirements.routerInput.insert(target)
          retargets.append(Retarget(reference: reference, target: .router))
        case (.presenter, .view):
          requirements.viewInput.insert(target)
          retargets.append(Retarget(reference: reference, target: .view))
        default:
          continue
        }
      }
      if !retargets.isEmpty { plan.retargets[member.id] = retargets }
    }
    plan.viewForwarders = keepCallable(classified, requirements: &requirements, forwarders: &forwarders)
    plan.screenFactories = classified.members.filter(\.isScreenFactory).map(\.memberID)
    for classification in classified.members where classification.isDisplayState {
      requirements.viewOutput.insert(classification.memberID)
    }
    // Whoever sets an injected service on the view reaches the interactor's property.
    for classification in classified.members where classification.isInjectedService {
      requirements.viewOutput.insert(classification.memberID)
      forwarders[classification.memberID] = .interactor
    }
    for (target, layer) in forwarders {
      if layer == .interactor { requirements.interactorInput.insert(target) } else { requirements.routerInput.insert(target) }
    }
    plan.forwarders = forwarders.keys.sorted().map { Forwarder(memberID: $0, target: forwarders[$0]!) }
    plan.injections = injections(classified, layers: injectedLayers)
    if model.language == .swift {
      NestedTypeQualifier(nestedTypes: nestedTypes, owner: plan.names.viewController).apply(to: &plan)
    }
    // After the qualifying: the protocols declare the methods as the classes do.
    requirements.fill(&plan)
    (plan.widenedDeclarations, plan.copiedDeclarations) = FileScopeWidening(plan: plan).chosen()
    addNotes(to: &plan)
    return plan
  }

  /// The layers a split member's work went to, when the view keeps none of it: its top-level
  /// statements left the view whole (split out, or handed over in place), are glue (a call to
  /// `super`), or do no view work (`StatementTagger.doesViewWork`: keeping a query's result,
  /// writing the view's state, a local passed on as a parameter). Nil when view work stays: a
  /// display method, a callback's body, the statement around a split block, or a statement with
  /// UI code.
  ///
  /// `reloadFavourites` keeping `_favourites = [self.output favourites]; [_favourites sort…]`
  /// reports `interactor`, as its work is the fetch.
  func handedOverLayers(of member: Member, in plan: ModulePlan, tagger: StatementTagger) -> [Layer]? {
    var moved: [(range: Range<Int>, layer: Layer)] = []
    var layers: Set<Layer> = []
    if let split = plan.splits[member.id] {
      guard split.blockPath.isEmpty, split.displayStatements.isEmpty, split.callback(in: member) == nil else { return nil }
      moved += split.pieces(in: member).map { ($0.statement.extendedSpan.range, $0.layer) }
    }
    for call in plan.inPlaceCalls[member.id] ?? [] {
      layers.insert(call.layer)
      if !call.isQuery { moved += call.replacedRanges.map { ($0, call.layer) } }
    }
    layers.formUnion(moved.map(\.layer))
    guard !layers.isEmpty, !layers.contains(.view) else { return nil }
    let left = member.statements.filter { statement in
      let range = statement.span.range
      return !Self.isGlue(statement)
        && !moved.contains { $0.range.contains(range.lowerBound) && range.upperBound <= $0.range.upperBound }
    }
    return tagger.doesViewWork(left, in: member) ? nil : layers.sorted()
  }

  /// A statement that only calls `super` (`super.viewWillAppear(animated)`): it stays with any split.
  static func isGlue(_ statement: Statement) -> Bool {
    !statement.facts.calls.isEmpty && statement.facts.calls.allSatisfy { $0.receiver == "super" }
      && statement.facts.selfReferences.isEmpty && statement.branches.isEmpty && statement.allClosures.isEmpty
  }

  /// Moved methods other code can call stay callable on the view with their signature: the view
  /// keeps a method that forwards to `output` (a ViewOutput requirement; the presenter forwards
  /// on to the interactor or router).
  ///
  /// ObjC `- (void)reloadServers;` in the `.h` and Swift `func reloadServers()` (not `private`)
  /// → view `func reloadServers() { output.reloadServers() }`. A `private` method, or one declared
  /// only in the `.m`, leaves the view.
  private func keepCallable(
    _ classified: ClassifiedController, requirements: inout RequirementCollector, forwarders: inout [Int: Layer]
  ) -> [Int] {
    let model = classified.model
    var kept: [Int] = []
    // UIKit calls a callback the presenter answers: the view keeps it whatever its access.
    for member in model.members where Self.isCallableFromOutside(member, in: model) || classified.members[member.id].answersForView {
      let classification = classified.members[member.id]
      guard !classification.isMixed, [.presenter, .interactor, .router].contains(classification.layer) else { continue }
      guard member.kind == .method, member.signature?.isStatic != true else { continue }
      requirements.viewOutput.insert(member.id)
      if classification.layer != .presenter { forwarders[member.id] = classification.layer }
      kept.append(member.id)
    }
    return kept
  }

  /// Declared in the ObjC header's `@interface`, or a Swift member that is not `private`/`fileprivate`.
  static func isCallableFromOutside(_ member: Member, in model: ControllerModel) -> Bool {
    switch model.language {
    case .swift: return !member.has("private") && !member.has("fileprivate")
    case .objectiveC: return member.prototypeSpans.contains { model.files[$0.file].path.hasSuffix(".h") }
    }
  }

  /// Each created helper, injected into every layer whose code (after splitting) uses it.
  /// An ObjC `@property` and its lazy getter are one helper: the injection is the getter (it
  /// holds the creation code), typed and placed as the property.
  private func injections(_ classified: ClassifiedController, layers: [Int: Set<Layer>]) -> [Injection] {
    let model = classified.model
    let helpers = classified.members.filter(\.isCreatedHelper)
    // The layers whose code uses a helper (by any of its members: property, getter); the
    // classifier's guess only for a helper no code uses.
    var usedBy: [String: Set<Layer>] = [:]
    for classification in helpers {
      if let used = layers[classification.memberID] { usedBy[model.members[classification.memberID].propertyName, default: []].formUnion(used) }
    }
    var result: [Injection] = []
    for classification in helpers {
      let member = model.members[classification.memberID]
      let name = member.propertyName
      let (type, guessed) = InjectedTypeInference.type(of: member)
      let users = usedBy[name] ?? Set(classification.injectedInto)
      let injection = Injection(
        memberID: member.id, propertyName: name, typeName: type, typeIsGuess: guessed, layers: users.sorted())
      guard let index = result.firstIndex(where: { $0.propertyName == name }) else {
        result.append(injection)
        continue
      }
      var merged = result[index]
      merged.layers = Set(merged.layers).union(users).sorted()
      if member.lazyInitialization != nil && model.members[merged.memberID].lazyInitialization == nil {
        merged.memberID = member.id
      } else if model.members[merged.memberID].propertyType == nil, member.propertyType != nil {
        (merged.typeName, merged.typeIsGuess) = (type, guessed)
      }
      result[index] = merged
    }
    // Services the view keeps: the Assembly passes the view's object to the layers using it.
    for classification in classified.members where classification.isSharedService {
      guard let users = layers[classification.memberID], !users.isEmpty, let declared = model.members[classification.memberID].propertyType else { continue }
      let member = model.members[classification.memberID]
      var injection = Injection(
        memberID: member.id, propertyName: member.propertyName, typeName: InjectedTypeInference.type(of: member).0,
        typeIsGuess: false, layers: users.sorted())
      injection.fromView = true
      injection.isOptional = ServicePropertyRule.isOptional(declared)
      result.append(injection)
    }
    return result
  }

  private func addNotes(to plan: inout ModulePlan) {
    let model = plan.model
    for classification in plan.classified.members {
      let member = model.members[classification.memberID]
      let calls = plan.inPlaceCalls[member.id] ?? []
      if classification.isMixed && plan.splits[member.id] == nil && (calls.isEmpty || plan.refusals[member.id] != nil) {
        let parts = classification.parts.map(\.rawValue).joined(separator: ", ")
        let signals = classification.evidence.filter { $0.pattern != .ui }.prefix(4)
          .map { "\($0.api) (line \($0.line))" }.joined(separator: ", ")
        // Formatting that only UI code uses stays with it: nothing is wrong, nothing to act on.
        if Set(classification.parts).subtracting([.view]) == [.presenter],
          calls.isEmpty, plan.refusals[member.id].map({ $0.reason == .nothingToMove }) ?? true
        {
          plan.diagnostics.append(
            Self.diagnostic(
              "viperize.view-formatting",
              "'\(member.name)' formats values inside its view code (\(signals)); the view keeps the formatting with the UI code that uses it",
              severity: .note, at: member, in: model))
          continue
        }
        var message = "'\(member.name)' mixes \(parts) code"
        if !signals.isEmpty { message += ": \(signals)" }
        if !classification.blockers.isEmpty { message += "; it \(classification.blockers.joined(separator: "; it "))" }
        if let refusal = plan.refusals[member.id] { message += "; not split: \(refusal.detail)" }
        message += calls.isEmpty
          ? "; left in the view unchanged"
          : "; the view now calls \(calls.map { $0.method.name + "()" }.joined(separator: ", ")) in place of some of its code, the rest is left in the view"
        plan.notes[member.id, default: []].append("mixed member: " + message)
        plan.diagnostics.append(Self.diagnostic("viperize.mixed-member", message, at: member, in: model))
      }
    }
    for injection in plan.injections where injection.typeIsGuess {
      let member = model.members[injection.memberID]
      plan.diagnostics.append(
        Self.diagnostic(
          "viperize.unresolved-type",
          "type of '\(injection.propertyName)' guessed as '\(injection.typeName)'; check the injected property",
          at: member, in: model))
    }
    for injection in plan.injections where injection.fromView {
      let member = model.members[injection.memberID]
      let layers = injection.layers.map(\.rawValue).joined(separator: " and ")
      let widened = member.has("private") || member.has("fileprivate") ? " (no longer private, so that the Assembly can read it)" : ""
      plan.diagnostics.append(
        Self.diagnostic(
          "viperize.shared-service",
          "'\(member.name)' stays in the view and the Assembly passes it to the \(layers), whose code uses it\(widened)",
          severity: .note, at: member, in: model))
    }
    for classification in plan.classified.members where classification.isInjectedService {
      let member = model.members[classification.memberID]
      plan.diagnostics.append(
        Self.diagnostic(
          "viperize.injected-service",
          "'\(member.name)' is a service other code sets; the interactor holds it, and the view and the presenter keep properties forwarding to it",
          severity: .note, at: member, in: model))
    }
    for id in plan.viewForwarders {
      let member = model.members[id]
      let layer = plan.classified.layer(of: id).rawValue
      let caller = plan.classified.members[id].answersForView ? "is called by UIKit on the view" : "is callable from other code"
      plan.diagnostics.append(
        Self.diagnostic(
          "viperize.kept-callable",
          "'\(member.name)' \(caller); its body moved to the \(layer) and the view keeps it, forwarding to output",
          severity: .note, at: member, in: model))
    }
    for id in plan.screenFactories {
      let member = model.members[id]
      plan.diagnostics.append(
        Self.diagnostic(
          "viperize.screen-factory",
          "'\(member.name)' builds the screen; its body moved to \(plan.names.assembly) and the controller keeps it, forwarding there",
          severity: .note, at: member, in: model))
    }
    for member in model.members where member.kind == .storedProperty || member.kind == .computedProperty {
      let layer = plan.classified.layer(of: member.id)
      guard layer != .view, layer != .assembly, !plan.classified.members[member.id].isMixed,
        !plan.classified.members[member.id].isForwardedByView, Self.isCallableFromOutside(member, in: model)
      else { continue }
      plan.diagnostics.append(
        Self.diagnostic(
          "viperize.moved-visible-property",
          "'\(member.name)' is visible to other code and moved to the \(layer.rawValue); code outside the controller that uses it must now go through the module",
          at: member, in: model))
    }
    for index in plan.widenedDeclarations {
      let declaration = model.widenableDeclarations[index]
      let span = declaration.modifiers[0]
      plan.diagnostics.append(
        Diagnostic(
          id: "viperize.widened-access", severity: .note,
          message: "'\(declaration.displayName)' is no longer private: code moving out of the view uses it",
          file: model.files[span.file].path, line: span.startLine, column: span.startColumn))
    }
    for index in plan.copiedDeclarations {
      let declaration = model.copiedDeclarations[index]
      plan.diagnostics.append(
        Diagnostic(
          id: "viperize.copied-declaration", severity: .note,
          message: "'\(declaration.displayName)' is copied into each generated file whose code uses it: it holds no state, and a private copy is seen only by its own file",
          file: model.files[declaration.span.file].path, line: declaration.span.startLine, column: declaration.span.startColumn))
    }
    for requirement in plan.viewOutput {
      guard let id = requirement.memberID else { continue }
      let member = model.members[id]
      if member.signature?.returnType != nil {
        plan.diagnostics.append(
          Self.diagnostic(
            "viperize.synchronous-result", "'\(member.name)' returns a value to the view synchronously through the presenter",
            severity: .note, at: member, in: model))
      }
    }
    for other in model.otherControllers {
      plan.diagnostics.append(
        Diagnostic(
          id: "viperize.other-controller", severity: .note,
          message: "'\(other.name)' is another controller class in the input; it stays unchanged in the view's file (convert it with --class \(other.name))",
          file: other.file, line: other.line))
    }
    plan.diagnostics.sort { ($0.file, $0.line, $0.id) < ($1.file, $1.line, $1.id) }
  }

  /// A diagnostic at `member`'s declaration.
  private static func diagnostic(
    _ id: String, _ message: String, severity: Diagnostic.Severity = .warning, at member: Member, in model: ControllerModel
  ) -> Diagnostic {
    Diagnostic(
      id: id, severity: severity, message: message, file: model.files[member.declarationSpan.file].path,
      line: member.declarationSpan.startLine, column: member.declarationSpan.startColumn)
  }
}

/// The type of an injected helper: its annotation, else what its whole initial value evidently is
/// (the frontend's `valueType`), else a guess from its creation code.
enum InjectedTypeInference {
  static func type(of member: Member) -> (String, guessed: Bool) {
    if let declared = member.propertyType ?? (member.lazyInitialization != nil ? member.signature?.returnType : nil) {
      var type = declared
      while type.hasSuffix("!") || type.hasSuffix("?") { type.removeLast() }
      return (type, false)
    }
    // What the whole initial value evidently is (the frontend's `valueType`): a construction
    // written as a type, or a type's shared instance (`UserDefaults.standard`).
    if let evident = member.valueType { return (evident, false) }
    // Anything else is a guess: `Favorite.frc()` is no `Favorite`, `ClientFactory.make(Config())`
    // no `Config`.
    let facts = (member.lazyInitialization?.creation ?? member.initialValue)?.facts ?? CodeFacts()
    if let constructor = facts.calls.first(where: { $0.name.first?.isUppercase == true && $0.receiver == nil }) {
      return (constructor.name, true)
    }
    if let typeName = facts.typeNames.first?.name { return (typeName, true) }
    return ("AnyObject", true)
  }
}

/// What the planner decided for one mixed member.
private struct MixedMemberPlan {
  var split: MemberSplit?
  var refusal: SplitRefusal?
  var calls: [InPlaceCall] = []
  /// A callback's body still navigates or accesses data in the view's display method.
  var leavesCallbackCode = false
}

extension ModulePlanner {
  /// Splits a mixed member where that is safe, then hands over in place what stays in the view:
  /// its data reads become queries, its runs of navigation or data statements (in branches,
  /// blocks, closures and a data callback's body) commands (not in deinit, an initializer before
  /// the controller exists, a type member or code inside #if, which no split touches either).
  private func planMixed(_ member: Member, splitter: StatementSplitter, names: inout PlannedNames) -> MixedMemberPlan {
    let tagger = splitter.tagger
    var result = MixedMemberPlan()
    // Route names are unique within the split here, and across the module by `PlannedNames`.
    var routeNames = Set<String>()
    switch splitter.split(member, takenRoutes: &routeNames) {
    case .split(var split):
      if names.makeUnique(&split, member: member) { split.groups = splitter.groups(of: split, member: member) }
      result.split = split
    case .refused(let refusal): result.refusal = refusal
    case .queriesOnly: break
    }
    // A member inside `#if` is not split, but what it hands over in place is declared under the
    // conditions of the clauses around it (`InPlaceCallPlanner`), when they are known.
    if let refusal = result.refusal, StatementSplitter.finalReasons.contains(refusal.reason),
      refusal.reason != .conditionalCompilation || member.compilationConditions.isEmpty
    {
      return result
    }
    let split = result.split
    let pieces = split?.pieces(in: member) ?? []
    // A data callback's body is the view's display method: its code is looked into as a method
    // body's, and only the call and the closure's head and closing lines have moved.
    let callback = split?.callback(in: member)
    let bodyStatements = callback?.statements ?? []
    let bodyStarts = Set(bodyStatements.map(\.span.start))
    let movedPieces = pieces.filter { $0.layer != .view }.map(\.statement)
    var moved: [Range<Int>] = []
    for piece in movedPieces {
      if let split, let callback, piece.callback?.isSame(as: callback) == true {
        moved += split.runRanges(in: member)
      } else {
        moved.append(piece.extendedSpan.range)
      }
    }
    let kept = pieces.filter { $0.layer == .view && !bodyStarts.contains($0.statement.span.start) }.map(\.statement.extendedSpan.range)
      + (split.map { split in split.displayStatements.map { split.statements(of: member)[$0].extendedSpan.range } } ?? [])
    // An initializer's code before it may reach the module is handed over nowhere
    // (`StatementSplitter.readiness`).
    let readiness = splitter.readiness(of: member)
    let reachable = readiness?.offset ?? 0
    let beforeReachable = member.statements.prefix { $0.extendedSpan.end <= reachable }.map(\.extendedSpan.range)
    var calls = InPlaceCallPlanner(tagger: tagger).calls(
      in: member, excluding: moved + beforeReachable, kept: kept, display: callback, taken: &routeNames)
      .filter { call in
        !call.replacedRanges.contains { $0.lowerBound < reachable } && (call.outputLocal?.statementStart ?? reachable) >= reachable
      }
    if callback != nil {
      let inBody = calls.filter { call in bodyStatements.contains { $0.extendedSpan.range.contains(call.range.lowerBound) } }
      let remaining = CodeFacts.merged(bodyStatements.map(\.facts)).removing(inBody.map(\.facts))
      if !tagger.signals(remaining).layers.isEmpty {
        result.leavesCallbackCode = true
        return result
      }
    }
    // What an initializer runs before it may reach the module stays, and the plan says why.
    let early = result.split == nil ? readiness.flatMap { splitter.earlyCodeRefusal(in: member, readiness: $0) } : nil
    guard !calls.isEmpty else {
      if result.split == nil && (result.refusal == nil || result.refusal?.reason == .nothingToMove) {
        result.refusal = early ?? result.refusal ?? SplitRefusal(.nothingToMove, "it has nothing to move")
      }
      return result
    }
    for index in calls.indices {
      let functions = Set(calls[index].facts.calls.filter { $0.receiver == nil }.map(\.name))
      names.makeUnique(&calls[index].method, in: calls[index].layer, member: member, avoiding: functions)
      calls[index].group.receive(by: calls[index].method)
    }
    result.calls = calls
    // A refused member whose navigation and data code all left in place is split after all.
    if result.refusal != nil {
      let remaining = member.facts.removing(calls.map(\.facts) + movedPieces.map(\.facts))
      if tagger.signals(remaining).layers.subtracting([.presenter]).isEmpty { result.refusal = nil }
    }
    if result.refusal == nil { result.refusal = early }
    return result
  }
}
