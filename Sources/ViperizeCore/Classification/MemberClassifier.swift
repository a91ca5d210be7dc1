/// Assigns every member of a controller to a layer, with evidence.
///
/// Passes, in order (each needs the previous one's result):
/// 1. `directLayers`: the catalogue's signals in each member's own code.
/// 2. Entry points (lifecycle, outlets, actions, overrides, protocol witnesses, `#if` members)
///    are pinned to the view; one with non-UI signals is `mixed`.
/// 3. Methods with signals of exactly one non-view layer go there; helpers without signals
///    follow their callers, or the display state they compute from; state properties follow
///    their users, and display state goes to the presenter (fixpoint).
/// 4. Configuration properties (created helpers the controller never reassigns) go to the
///    Assembly, injected into their users.
/// 5. Moved members that touch view state or inherited view API are demoted to the view as
///    `mixed`, and passes 3–5 repeat until nothing changes.
public struct MemberClassifier: Sendable {
  public var catalogue: SignalCatalogue

  public init(catalogue: SignalCatalogue = .standard) { self.catalogue = catalogue }

  public func classify(_ model: ControllerModel) -> ClassifiedController {
    let resolver = MemberResolver(members: model.members)
    // The app's own services, inferred once; the planner's statement tagger sees the same ones.
    let catalogue = catalogue.inferringServices(in: model)
    var state = ClassifierState(model: model, resolver: resolver, catalogue: catalogue)
    state.run()
    return ClassifiedController(
      model: model, members: state.classifications, resolver: resolver, catalogue: catalogue, heldUIObjects: state.heldUIObjects)
  }
}

/// The working state of one classification run.
struct ClassifierState {
  let model: ControllerModel
  let resolver: MemberResolver
  let catalogue: SignalCatalogue
  var classifications: [MemberClassification]
  /// Members each member references (resolved), and who references each member.
  var references: [[Int]]
  var referencedBy: [[Int]]
  var directEvidence: [[Evidence]]
  var pinned: [Bool]
  var configuration: [Bool]
  /// Display state (`DisplayStateRule`): the presenter holds it, the view forwards to it.
  var displayState: [Bool]
  /// Service properties the Assembly shares or the interactor holds (`ServicePropertyRule`).
  var servicePlacement: [ServicePropertyRule.Placement?]
  /// Names of the controller's nested types.
  var nestedTypes = Set<String>()
  /// Helpers that moved with display state and could not stay there (it did not follow, or they
  /// use what the presenter cannot see): they are placed as other helpers.
  var leavesStateAlone = Set<Int>()
  /// Methods and computed properties `deinit` calls, directly or through each other.
  var teardown = Set<Int>()
  /// The first method that assigns each property (for the evidence).
  var firstWriter: [Int: (member: Int, line: Int)] = [:]
  /// `// viperize:` comments: `keep` pins to the view, a layer name forces the layer.
  var steering: [SteeringDirective?]
  /// Members demoted to the view because moving them would break a reference: the layer they
  /// were headed for and why they could not go.
  var demoted: [Bool]
  var demotedFrom: [Layer?]
  var blockerNotes: [[String]]
  /// The UI object each stored property holds (`SignalCatalogue.heldUIObjectType`), by member ID.
  var heldUIObjects: [String?]
  /// Objective-C lazy getters by the ID of the `@property` they create: the pair is placed
  /// together, where the property's users decide.
  var lazyGetterOfProperty: [Int: Int] = [:]
  /// Objective-C getters falling back to a default, by the ID of the `@property` the interactor
  /// holds (`ServicePropertyRule.fallbackGetter`): the getter goes with it.
  var fallbackGetterOfProperty: [Int: Int] = [:]
  /// Stored properties an initializer reaches, directly or through the methods it calls.
  var usedInCreation = Set<Int>()

  init(model: ControllerModel, resolver: MemberResolver, catalogue: SignalCatalogue) {
    self.model = model
    self.resolver = resolver
    self.catalogue = catalogue
    heldUIObjects = model.members.map(catalogue.heldUIObjectType)
    let count = model.members.count
    classifications = model.members.map { MemberClassification(memberID: $0.id, layer: .view) }
    references = Array(repeating: [], count: count)
    referencedBy = Array(repeating: [], count: count)
    directEvidence = Array(repeating: [], count: count)
    pinned = Array(repeating: false, count: count)
    configuration = Array(repeating: false, count: count)
    displayState = Array(repeating: false, count: count)
    servicePlacement = Array(repeating: nil, count: count)
    demoted = Array(repeating: false, count: count)
    steering = model.members.map { SteeringDirective.find(in: $0, model: model) }
    demotedFrom = Array(repeating: nil, count: count)
    blockerNotes = Array(repeating: [], count: count)
  }

  mutating func run() {
    // Properties the controller assigns after creating them (an ObjC lazy getter assigning its
    // own ivar creates it): such a helper is state, because injected copies would not see the
    // new value.
    var reassigned = Set<Int>()
    var writers: [Int: Set<Int>] = [:]
    var creators: [Int: Set<Int>] = [:]
    for member in model.members {
      var targets = Set<Int>()
      let isCreation = [.initializer, .deinitializer, .storedProperty].contains(member.kind) || member.signature?.isStatic == true
      for reference in member.facts.selfReferences {
        guard let target = resolver.resolve(reference), target != member.id else { continue }
        targets.insert(target)
        // A Swift `let` is never reassigned: a write reaching it sets one of its own properties
        // (`infoRequestHandler.url = url`), and the object stays the same.
        if reference.isWrite && member.lazyInitialization?.propertyName != model.members[target].propertyName
          && model.members[target].attributes.first != "let"
        {
          reassigned.insert(target)
        }
        if isCreation {
          creators[target, default: []].insert(member.id)
        } else if reference.isWrite {
          writers[target, default: []].insert(member.id)
          if firstWriter[target] == nil { firstWriter[target] = (member.id, reference.line) }
        }
      }
      references[member.id] = targets.sorted()
      for target in targets { referencedBy[target].append(member.id) }
    }
    // What `deinit` reaches through the methods it calls counts as touched by it: a forwarder
    // reached there would assemble the module while the controller is freed. What an initializer
    // reaches, directly or so, is used before the module exists: in Objective-C the Assembly's
    // helpers are not injected yet (`_queue.delegate = self` in a method `init` calls); a Swift
    // view makes them itself, lazily, from the Assembly's factory.
    usedInCreation = []
    for lifecycle in model.members where lifecycle.kind == .deinitializer || lifecycle.kind == .initializer {
      var seen: Set<Int> = [lifecycle.id]
      var queue = references[lifecycle.id]
      while let next = queue.popLast() {
        guard seen.insert(next).inserted else { continue }
        if model.members[next].kind == .storedProperty {
          if lifecycle.kind == .deinitializer { creators[next, default: []].insert(lifecycle.id) } else { usedInCreation.insert(next) }
        } else if model.members[next].kind == .method || model.members[next].kind == .computedProperty {
          if lifecycle.kind == .deinitializer { teardown.insert(next) }
          queue += references[next]
        }
      }
    }
    nestedTypes = Set(model.members.filter { $0.kind == .nestedDeclaration }.map(\.name))
    let scope = ScopeRule(model: model)
    for member in model.members {
      directEvidence[member.id] = evidence(of: member)
      // What `deinit` calls stays with it: moved, the view would reach it through `output`, which
      // may assemble the module while the controller is freed.
      let calledByController = referencedBy[member.id].contains { $0 != member.id }
      pinned[member.id] = EntryPointRule.isEntryPoint(member, in: model, calledByController: calledByController)
        || steering[member.id] == .keep
        || teardown.contains(member.id)
      configuration[member.id] = !reassigned.contains(member.id)
        && !(model.language == .objectiveC && usedInCreation.contains(member.id))
        && ConfigurationRule.isConfiguration(member, catalogue: catalogue)
        // The creation code moves to the Assembly's file: it may not use what only this file sees
        // (`Cache(limit: GalleryViewController.limit)` with a private static).
        && (member.lazyInitialization?.creation ?? member.initialValue).map { scope.blocker(forFreeNamesIn: $0.facts) == nil } ?? true
      displayState[member.id] = !pinned[member.id] && !configuration[member.id] && directEvidence[member.id].isEmpty
        && steering[member.id] == nil
        && DisplayStateRule.isDisplayState(
          member, writers: writers[member.id] ?? [], creators: creators[member.id] ?? [], nestedTypes: nestedTypes,
          in: model, catalogue: catalogue)
      if !configuration[member.id] && steering[member.id] == nil {
        let placement = ServicePropertyRule.placement(
          member, writers: writers[member.id] ?? [], creators: creators[member.id] ?? [], nestedTypes: nestedTypes,
          in: model, catalogue: catalogue)
        // A pinned property (declared where protocols are adopted, a witness perhaps) may still be
        // shared or held by the interactor: the view keeps its declaration, and its accessors.
        servicePlacement[member.id] = placement
      }
    }
    if model.language == .objectiveC {
      pairFallbackGetters()
      keepForwardedServicesOutOfEarlyAssembly()
    }
    pairLazyGetters()
    pinAccessors()
    var changed = true
    var rounds = 0
    while changed && rounds <= model.members.count {
      rounds += 1
      placeMembers()
      changed = demoteBrokenMoves()
    }
    finish()
  }

  /// An ObjC getter `- (id<Cache>)cache { if (_cache == nil) { … } return _cache; }` and its
  /// `@property … cache;`: the property is configuration when its getter is, and the getter is
  /// not one of the property's users.
  private mutating func pairLazyGetters() {
    for getter in model.members where getter.kind == .method && getter.lazyInitialization != nil {
      guard let property = model.members.first(where: {
        $0.kind == .storedProperty && $0.baseName == getter.lazyInitialization!.propertyName
      }), lazyGetterOfProperty[property.id] == nil else { continue }
      lazyGetterOfProperty[property.id] = getter.id
      configuration[property.id] = configuration[getter.id]
      referencedBy[property.id].removeAll { $0 == getter.id }
    }
  }

  /// A held service's getter falling back to a default goes to the interactor with it, and is no
  /// user of the property. One the view must keep (an entry point, steered, run by `dealloc`)
  /// keeps the property in the view too: the view cannot both forward and answer it.
  private mutating func pairFallbackGetters() {
    for property in model.members where servicePlacement[property.id] == .interactor {
      guard let getter = ServicePropertyRule.fallbackGetter(of: property, in: model) else { continue }
      if pinned[getter] || steering[getter] != nil || teardown.contains(getter) {
        servicePlacement[property.id] = nil
        continue
      }
      fallbackGetterOfProperty[property.id] = getter
      referencedBy[property.id].removeAll { $0 == getter }
    }
  }

  /// An Objective-C method answering the setter of a property (`-setStore:`), or its getter
  /// (`- (PLStore *)store`, a `getter=` name) when the getter reads the property's ivar or code
  /// sets the property, stays in the view with the property (its data code handed over where it
  /// stands), unless it goes with it (a fallback getter the interactor holds, a lazy getter the
  /// Assembly takes). Moved alone, the getter would read an ivar its new class does not have,
  /// and the view's writes would reach `output`, which has no setter. A getter computing a
  /// value the controller never stores (`- (BOOL)isSeekable { return [[VLCPlaybackService
  /// sharedInstance] isSeekable]; }` of a `readonly` property) may still move as a query.
  private mutating func pinAccessors() {
    guard model.language == .objectiveC else { return }
    let paired = Set(lazyGetterOfProperty.values).union(fallbackGetterOfProperty.values)
    var getters: [String: Member] = [:]
    var setters: Set<String> = []
    for property in model.members where property.kind == .storedProperty {
      getters[property.propertyName] = property
      setters.insert(property.setterSelector)
      for attribute in property.attributes where attribute.hasPrefix("getter") || attribute.hasPrefix("setter") {
        guard let name = attribute.split(separator: "=").last?.trimmingCharacters(in: .whitespaces) else { continue }
        if attribute.hasPrefix("getter") { getters[name] = property } else { setters.insert(name) }
      }
    }
    let written = Set(model.members.flatMap { member in
      member.facts.selfReferences.filter(\.isWrite).map(\.name)
        + member.facts.calls.filter { ($0.receiver == "self" || $0.receiver == nil) && setters.contains($0.fullName) }.map(\.fullName)
    })
    for method in model.members where method.kind == .method && !paired.contains(method.id) {
      if setters.contains(method.name) {
        pinned[method.id] = true
      } else if let property = getters[method.name] {
        let name = property.propertyName
        if method.facts.readsInstanceVariable(of: name) || written.contains(name) || written.contains(property.setterSelector) {
          pinned[method.id] = true
        }
      }
    }
  }

  /// Signals in the member's own code, plus UI evidence for outlets and inherited view API it uses.
  ///
  /// A data type its signature names is data the method receives or returns, not data access:
  /// a `controllerDidChangeContent(_ controller: NSFetchedResultsController<…>)` callback reads
  /// no Core Data, unless its body names the type too. A UI or navigation type still marks the
  /// callback (a `UITableView` parameter, `prepare(for segue: UIStoryboardSegue)`), except the
  /// view controller a navigation helper shows.
  private func evidence(of member: Member) -> [Evidence] {
    let (body, signature) = Self.splittingSignatureTypes(of: member)
    var found = catalogue.evidence(for: body)
    // Storing a shared instance in state the superclass declares configures the view
    // (`self.rageShakeManager = [RageShakeManager sharedManager];`): no data is accessed there.
    // Looked for only in members with data evidence to drop.
    if found.contains(where: { $0.pattern.layer == .interactor }) {
      let scope = ScopeRule(model: model)
      let configuring = member.flattenedStatements.filter(scope.storesSharedInstanceInInheritedState).map(\.span)
      found.removeAll { evidence in
        evidence.pattern.layer == .interactor
          && configuring.contains { $0.startLine <= evidence.line && evidence.line <= $0.endLine }
      }
    }
    // A closure's code is judged on its own: the alert a member builds does not make the
    // `present(picker)` in one of its action handlers an alert's. Only an alert can hide a
    // closure's navigation from the member's own facts.
    if NavigationSignals.namesAlert(member.facts) {
      // A closure statement reading an alert the member declared (`present(alert, …)`,
      // `[alert dismissViewControllerAnimated:…]` in a handler) shows or dismisses that alert;
      // a Swift local is typed where it is created (`let alert = UIAlertController(…)`).
      var alerts = NavigationSignals.alertLocals(in: member.facts)
      for statement in member.flattenedStatements
      where statement.facts.definedLocals.count == 1 && NavigationSignals.namesAlert(statement.facts) {
        alerts.insert(statement.facts.definedLocals[0])
      }
      let known = Set(found)
      for closure in Self.outermostClosures(in: member.statements) {
        for statement in closure.statements where !statement.facts.usedNames.contains(where: alerts.contains) {
          found += catalogue.evidence(for: statement.facts).filter { $0.pattern == .navigation && !known.contains($0) }
        }
      }
    }
    // A property holding a label or a button is the view's, whoever uses it.
    if let type = heldUIObjects[member.id], !found.contains(where: { $0.pattern == .ui }) {
      found.append(Evidence(line: member.declarationSpan.startLine, pattern: .ui, api: type))
    }
    if !signature.isEmpty {
      // A navigation helper's screen (`- (void)pushViewController:(UIViewController *)controller`
      // whose body pushes it) is what the router shows, not the view's UI: a body that navigates
      // and does no UI work of its own takes a view controller as the router would.
      let navigates = found.contains { $0.pattern == .navigation } && !found.contains { $0.pattern == .ui }
      found += catalogue.evidence(for: CodeFacts(typeNames: signature)).filter {
        $0.pattern == .navigation || ($0.pattern == .ui && !(navigates && $0.api.hasSuffix("ViewController")))
      }
    }
    for reference in member.facts.selfReferences {
      if let target = resolver.resolve(reference) {
        if model.members[target].has("IBOutlet") && target != member.id {
          found.append(Evidence(line: reference.line, pattern: .ui, api: "outlet \(reference.name)"))
        } else if target != member.id, let type = heldUIObjects[target] {
          found.append(Evidence(line: reference.line, pattern: .ui, api: "\(reference.name): \(type)"))
        }
      } else if SignalCatalogue.inheritedViewAPI.contains(reference.name) {
        found.append(Evidence(line: reference.line, pattern: .ui, api: reference.name))
      }
    }
    return found.sorted { $0.line < $1.line }
  }

  /// The closures of `statements` and of their branches and blocks that no other closure holds.
  static func outermostClosures(in statements: [Statement]) -> [Callback] {
    statements.flatMap { statement in
      statement.allClosures + outermostClosures(in: statement.branches.flatMap(\.statements) + statement.block)
    }
  }

  /// The member's facts without the type names its signature accounts for (as many occurrences
  /// of each as the parameter and return types hold, those in the declaration's head first), and
  /// those type names.
  static func splittingSignatureTypes(of member: Member) -> (body: CodeFacts, signature: [NameFact]) {
    guard let signature = member.signature else { return (member.facts, []) }
    var remaining: [String: Int] = [:]
    for type in signature.parameters.map(\.type) + [signature.returnType ?? ""] {
      // An alert type stays: the rules that keep presenting an alert UI look for it.
      for name in SourceWords.identifiers(in: type) where name.first?.isUppercase == true && !NavigationSignals.isAlertType(name) {
        remaining[name, default: 0] += 1
      }
    }
    guard !remaining.isEmpty else { return (member.facts, []) }
    let headEnd = member.bodySpan?.startLine ?? member.declarationSpan.endLine
    let typeNames = member.facts.typeNames
    var isSignature = [Bool](repeating: false, count: typeNames.count)
    for inHead in [true, false] {
      for (index, fact) in typeNames.enumerated() where !isSignature[index] && (fact.line <= headEnd) == inHead {
        guard let count = remaining[fact.name], count > 0 else { continue }
        remaining[fact.name] = count - 1
        isSignature[index] = true
      }
    }
    var body = member.facts
    body.typeNames = typeNames.indices.filter { !isSignature[$0] }.map { typeNames[$0] }
    return (body, typeNames.indices.filter { isSignature[$0] }.map { typeNames[$0] })
  }

  /// Passes 2–4 over the current demotions.
  private mutating func placeMembers() {
    var layers = [Layer?](repeating: nil, count: model.members.count)
    let pairedGetters = Set(lazyGetterOfProperty.values)
    for id in pairedGetters { layers[id] = .view }
    var heldGetters = Set<Int>()
    for (property, getter) in fallbackGetterOfProperty where servicePlacement[property] == .interactor && !demoted[property] {
      heldGetters.insert(getter)
      layers[getter] = .interactor
      classifications[getter] = MemberClassification(memberID: getter, layer: .interactor)
      classifications[getter].evidence = directEvidence[getter] + [Evidence(
        line: model.members[getter].declarationSpan.startLine, pattern: .injectedService,
        api: "getter of '\(model.members[property].propertyName)', falling back to a default; moves with the property the interactor holds")]
    }
    for member in model.members where member.kind != .storedProperty && member.kind != .computedProperty {
      let id = member.id
      if pairedGetters.contains(id) || heldGetters.contains(id) { continue }
      classifications[id] = MemberClassification(memberID: id, layer: .view)
      classifications[id].evidence = directEvidence[id]
      classifications[id].runsInTeardown = teardown.contains(id)
      let nonView = Set(directEvidence[id].compactMap(\.pattern.layer)).subtracting([.view, .assembly])
      let hasUI = directEvidence[id].contains { $0.pattern == .ui }
      if case .layer(let forced)? = steering[id], forced != .assembly {
        layers[id] = forced
        classifications[id].evidence.insert(
          Evidence(line: member.declarationSpan.startLine, pattern: .override, api: "// viperize: \(forced.rawValue)"), at: 0)
      } else if steering[id] != .keep, let factory = ScreenFactoryRule.evidence(for: member, in: model) {
        // The controller's factory building the screen: the Assembly makes it, the view forwards.
        layers[id] = .assembly
        classifications[id].isScreenFactory = true
        classifications[id].evidence.insert(factory, at: 0)
      } else if pinned[id] || demoted[id] {
        layers[id] = .view
        // `// viperize: keep`: the user wants it left alone, so it is not reported as mixed.
        if !nonView.isEmpty && steering[id] != .keep { markMixed(id, parts: nonView) }
      } else if nonView.count > 1 || (hasUI && !nonView.isEmpty) {
        layers[id] = .view
        markMixed(id, parts: nonView)
      } else if let only = nonView.first {
        layers[id] = only
      } else if hasUI {
        layers[id] = .view
      }
    }
    // Helpers computing from display state go with it, directly or through each other.
    var progress = true
    while progress {
      progress = false
      for member in model.members where layers[member.id] == nil && isMethodLike(member) {
        guard let state = displayStateRead(by: member, layers: layers) else { continue }
        layers[member.id] = .presenter
        classifications[member.id].evidence.append(
          Evidence(line: member.declarationSpan.startLine, pattern: .followsState, api: "computes from display state \(state)"))
        progress = true
      }
    }
    // Helpers follow their callers until nothing changes.
    progress = true
    while progress {
      progress = false
      for member in model.members where layers[member.id] == nil && isMethodLike(member) {
        let callers = referencedBy[member.id].filter { isMethodLike(model.members[$0]) }
        let callerLayers = callers.map { layers[$0] }
        if callers.isEmpty || callerLayers.contains(.view) {
          layers[member.id] = .view
          progress = true
        } else if !callerLayers.contains(where: { $0 == nil }) {
          let distinct = Set(callerLayers.compactMap { $0 })
          layers[member.id] = distinct.count == 1 ? distinct.first! : .view
          if let only = distinct.first, distinct.count == 1 {
            classifications[member.id].evidence.append(
              Evidence(line: member.declarationSpan.startLine, pattern: .followsCallers, api: "called from \(only.rawValue) code"))
          }
          progress = true
        }
      }
      if !progress, let stuck = model.members.first(where: { layers[$0.id] == nil && isMethodLike($0) }) {
        // A cycle of helpers with no decided caller: leave it in the view.
        layers[stuck.id] = .view
        progress = true
      }
    }
    // A data-source callback answering from display state alone: the presenter answers it.
    for member in model.members where pinned[member.id] && !teardown.contains(member.id) {
      guard let state = displayStateRead(by: member, layers: layers), answersFromDisplayState(member) else { continue }
      layers[member.id] = .presenter
      classifications[member.id].answersForView = true
      classifications[member.id].evidence.append(
        Evidence(line: member.declarationSpan.startLine, pattern: .followsState, api: "answers from display state \(state)"))
    }
    for member in model.members where isMethodLike(member) {
      classifications[member.id].layer = layers[member.id] ?? .view
    }
    // Properties follow their users, which may be properties placed later in the same pass
    // (`_storage` before the computed `storage` that reads it): repeat until nothing moves.
    var before = classifications.map(\.layer)
    for _ in 0...model.members.count {
      placeProperties(methodLayers: layers)
      let after = classifications.map(\.layer)
      if after == before { break }
      before = after
    }
  }

  /// A helper without signals of its own goes to the presenter with the display state it computes
  /// from (`func isSectionEmpty(_ section: Int) -> Bool { items[section]?.isEmpty ?? true }`),
  /// when everything else it uses is there too: other such helpers, presenter methods, injected
  /// helpers, and names that resolve in the presenter. Returns the first display state it reads
  /// (`'items'`), else the first such helper it calls (`through 'visibleRows()'`).
  private func displayStateRead(by member: Member, layers: [Layer?]) -> String? {
    guard member.kind == .method, !demoted[member.id], !leavesStateAlone.contains(member.id),
      let signature = member.signature, !signature.isStatic, !signature.hasDefaultArguments,
      !member.isConditionallyCompiled,
      // The ViewOutput requirement names its types unqualified.
      !(signature.parameters.map(\.type) + [signature.returnType ?? ""]).contains(where: {
        SourceWords.identifiers(in: $0).contains(where: nestedTypes.contains)
      }),
      // Navigation and data code calling it would not find it in the router or the interactor.
      // A caller with UI calls of its own stays in the view, split or not, and its statements
      // calling a presenter method stay with the view (`StatementTagger.signals`); a UI type it
      // names (`UIViewController()` it pushes) may be the navigation's.
      !referencedBy[member.id].contains(where: { caller in
        directEvidence[caller].contains { [.router, .interactor].contains($0.pattern.layer) }
          && !directEvidence[caller].contains { $0.pattern == .ui && $0.api.first?.isUppercase != true }
      })
    else { return nil }
    var read: String?
    var through: String?
    let scope = ScopeRule(model: model)
    for reference in member.facts.selfReferences {
      guard let target = resolver.resolve(reference) else {
        if scope.blocker(forUnresolved: reference, landingIn: .presenter) != nil { return nil }
        continue
      }
      if target == member.id || configuration[target] { continue }
      if displayState[target] {
        read = read ?? "'\(model.members[target].propertyName)'"
      } else if isMethodLike(model.members[target]) && layers[target] == .presenter {
        through = through ?? "through '\(model.members[target].name)'"
      } else {
        return nil
      }
    }
    if scope.blocker(forFreeNamesIn: member.facts) != nil { return nil }
    return read ?? through
  }

  /// An entry point UIKit calls for a value (`numberOfSections(in:)`, `tableView(_:titleForHeaderInSection:)`)
  /// whose body has no signals and reads none of its UI parameters, and whose value is no UI
  /// object: the presenter can answer it, and the view's callback forwards (`viewForwarders`).
  /// Lifecycle methods, actions and `@objc` entry points return nothing, so they never qualify.
  private func answersFromDisplayState(_ member: Member) -> Bool {
    guard model.language == .swift, steering[member.id] == nil, let signature = member.signature,
      let returnType = signature.returnType, !signature.isAsync, !member.has("objc"), !member.has("IBAction"),
      // The view forwards each parameter by name (`numberOfRowsInSection _: Int` has none).
      !signature.parameters.contains(where: { $0.name == "_" }),
      !member.facts.calls.contains(where: { $0.receiver == "super" })
    else { return false }
    let (body, _) = Self.splittingSignatureTypes(of: member)
    guard catalogue.evidence(for: body).isEmpty else { return false }
    func isUI(_ type: String) -> Bool {
      let names = SourceWords.identifiers(in: type).filter { $0.first?.isUppercase == true }
      return !catalogue.evidence(for: CodeFacts(typeNames: names.map { NameFact(name: $0, line: 0) })).isEmpty
    }
    if isUI(returnType) { return false }
    let used = Set(member.facts.usedNames)
    return !signature.parameters.contains { used.contains($0.name) && isUI($0.type) }
  }

  private func isMethodLike(_ member: Member) -> Bool {
    member.kind != .storedProperty && member.kind != .computedProperty
  }

  private mutating func markMixed(_ id: Int, parts: Set<Layer>) {
    classifications[id].isMixed = true
    classifications[id].parts = [.view] + parts.sorted()
  }

  /// An Objective-C initializer reaching a service the interactor would hold, itself or through a
  /// method it calls, assembles the module there (its accessor reads `output`): a shared service an initializer sets (`_defaults =
  /// defaults;`, in that one or another the chain calls, `-init` calling an overridden
  /// `-initWithNibName:bundle:`) could reach the layers unset. And `dealloc`, or a method it calls,
  /// sending its setter (`[self setResults:nil]`) would assemble the module while the controller
  /// is freed. Such a service stays in the view.
  private mutating func keepForwardedServicesOutOfEarlyAssembly() {
    let initializers = model.members.filter { $0.kind == .initializer }
    let setsShared = initializers.contains { initializer in
      initializer.facts.selfReferences.contains { $0.isWrite && resolver.resolve($0).map { servicePlacement[$0] == .shared } == true }
    }
    let teardownCalls = Set(model.members.filter { $0.kind == .deinitializer || teardown.contains($0.id) }
      .flatMap { $0.facts.calls.filter { $0.receiver == "self" || $0.receiver == nil }.map(\.fullName) })
    for member in model.members where servicePlacement[member.id] == .interactor {
      // Also through a method an initializer calls (`-initWithNibName:bundle:` → `-applyTheme`).
      let reachedInCreation = setsShared && usedInCreation.contains(member.id)
      if reachedInCreation || teardownCalls.contains(member.setterSelector) {
        servicePlacement[member.id] = nil
      }
    }
  }

  /// Outlets stay; created helpers go to the Assembly; state follows its users.
  private mutating func placeProperties(methodLayers: [Layer?]) {
    for member in model.members where !isMethodLike(member) {
      let id = member.id
      var result = MemberClassification(memberID: id, layer: .view)
      result.evidence = directEvidence[id]
      let userLayers = Set(referencedBy[id].map { classifications[$0].layer })
      if case .layer(let forced)? = steering[id], forced != .assembly {
        result.layer = forced
        result.evidence.insert(Evidence(line: member.declarationSpan.startLine, pattern: .override, api: "// viperize: \(forced.rawValue)"), at: 0)
      } else if steering[id] == .keep {
        result.layer = .view
      } else if configuration[id] && !demoted[id] && !userLayers.isEmpty {
        result.layer = .assembly
        result.injectedInto = userLayers.sorted()
        result.evidence.insert(ConfigurationRule.evidence(for: member), at: 0)
      } else if servicePlacement[id] == .shared {
        // The view keeps it; the layers whose code uses it get the same object from the Assembly.
        result.isSharedService = true
        result.evidence.append(Evidence(
          line: member.declarationSpan.startLine, pattern: .sharedService,
          api: "service set only when the controller is created; the Assembly passes it to the layers that use it"))
      } else if servicePlacement[id] == .interactor && !demoted[id] {
        // Other code sets it: the interactor holds it, the view and the presenter forward to it.
        result.layer = .interactor
        result.isInjectedService = true
        result.evidence.append(Evidence(
          line: member.declarationSpan.startLine, pattern: .injectedService,
          api: "service other code sets; the interactor holds it and the view forwards to it"))
      } else if displayState[id] && !demoted[id] && userLayers.isSubset(of: [.view, .presenter]) {
        // Before 'follows its users': other code may set it, so the view keeps it even when
        // only presenter code uses it.
        result.layer = .presenter
        result.isDisplayState = true
        // Where the screen first changes it, else where it is declared (other code sets it).
        let writer = firstWriter[id]
        result.evidence.append(Evidence(
          line: writer?.line ?? member.declarationSpan.startLine, pattern: .displayState,
          api: writer.map { "display state, assigned in \(model.members[$0.member].name)" } ?? "display state other code may set"))
      } else if !pinned[id] && !demoted[id] && userLayers.count == 1, let only = userLayers.first, only != .view,
        !MemberClassifier.isPublicObjCProperty(member, in: model)
      {
        result.layer = only
        result.evidence.append(
          Evidence(line: member.declarationSpan.startLine, pattern: .followsUsers, api: "used only by \(only.rawValue) code"))
      }
      classifications[id] = result
      // A computed property the view keeps that reads data is mixed, with view state or alone: its
      // reads become queries where they stand (`return !label.isHidden && defaults.bool(…)`,
      // `return FileManager.default.urls(…)[0]`), and the view reads the property as before. So
      // is a lazy property whose value a closure computes (`lazy var emptyView: UIView = { … }()`).
      // So is a property whose setter or observer navigates or accesses data (`didSet {
      // UserDefaults.standard.set(sortOrder, forKey: "sort") }`): that code is handed over where
      // it stands.
      if member.kind == .computedProperty
        || (member.kind == .storedProperty && (!member.statements.isEmpty || !member.accessorBodies.isEmpty)),
        result.layer == .view, steering[id] == nil, !pinned[id]
      {
        func layers(of statements: [Statement]) -> Set<Layer> {
          Set(catalogue.evidence(for: CodeFacts.merged(statements.map(\.facts))).compactMap(\.pattern.layer))
        }
        // What the getter reads: a setter's code is no value the view reads.
        let getter = layers(of: member.statements)
        let setting = layers(of: member.accessorBodies.flatMap(\.statements))
        let nonView = Set(directEvidence[id].compactMap(\.pattern.layer)).subtracting([.view, .assembly])
        if !nonView.isEmpty
          && (getter.contains(.interactor) || !setting.isDisjoint(with: [.interactor, .router])
            || directEvidence[id].contains(where: { $0.pattern == .ui }))
        {
          markMixed(id, parts: nonView)
        }
      }
      if let getter = lazyGetterOfProperty[id] {
        var paired = MemberClassification(memberID: getter, layer: result.layer == .assembly ? .assembly : .view)
        paired.injectedInto = result.injectedInto
        paired.evidence = result.layer == .assembly
          ? [ConfigurationRule.evidence(for: model.members[getter])] : directEvidence[getter]
        classifications[getter] = paired
      }
    }
  }

  /// Pass 5: a moved member may reference only its own layer, layers it can call through a
  /// protocol, injected helpers, and (router only) the transition API.
  private mutating func demoteBrokenMoves() -> Bool {
    var changed = false
    let scope = ScopeRule(model: model)
    for member in model.members {
      let layer = classifications[member.id].layer
      guard layer != .view, layer != .assembly, !demoted[member.id] else { continue }
      var blockers: [String] = []
      // One reason per name: its first use says where.
      var reported = Set<String>()
      for reference in member.facts.selfReferences where !reported.contains(reference.name) {
        let count = blockers.count
        defer { if blockers.count > count { reported.insert(reference.name) } }
        if let target = resolver.resolve(reference) {
          if target == member.id { continue }
          let targetLayer = classifications[target].layer
          let targetMember = model.members[target]
          if targetLayer == .assembly || targetLayer == layer || classifications[target].isSharedService { continue }
          if isMethodLike(targetMember) && Self.canCall(from: layer, to: targetLayer) { continue }
          blockers.append("uses '\(reference.name)' (line \(reference.line)), which stays in the \(targetLayer.rawValue)")
        } else if let blocker = scope.blocker(forUnresolved: reference, landingIn: layer) {
          blockers.append(blocker)
        }
      }
      if let blocker = scope.blocker(forFreeNamesIn: member.facts) { blockers.append(blocker) }
      if member.isConditionallyCompiled { blockers.append("is inside #if; moving it would drop the condition") }
      // `{ [weak self] in guard let self else { return }; self.dismiss(…) }`: there `self` would be
      // the router, whose code reaches the screen through `transitionHandler`.
      if layer == .router, Statement.closuresBindSelf(in: member.statements, keeping: nil) {
        blockers.append("holds a closure binding 'self', which would bind the router")
      }
      if member.signature?.isStatic == true { blockers.append("is static") }
      if case .layer? = steering[member.id] { continue }
      if !blockers.isEmpty && classifications[member.id].evidence.contains(where: { $0.pattern == .followsState }) {
        // It went only to compute from display state that could not follow: a plain helper again.
        leavesStateAlone.insert(member.id)
        changed = true
      } else if !blockers.isEmpty {
        demoted[member.id] = true
        demotedFrom[member.id] = layer
        blockerNotes[member.id] = blockers
        changed = true
      }
    }
    return changed
  }

  /// Which layer's code may call which other layer's methods through a generated protocol.
  static func canCall(from source: Layer, to target: Layer) -> Bool {
    switch (source, target) {
    case (.view, _): return true
    case (.presenter, .interactor), (.presenter, .router), (.presenter, .view): return true
    default: return false
    }
  }

  private mutating func finish() {
    for id in classifications.indices where demoted[id] {
      let nonView = Set(directEvidence[id].compactMap(\.pattern.layer)).subtracting([.view, .assembly])
      classifications[id].layer = .view
      classifications[id].blockers = blockerNotes[id]
      markMixed(id, parts: nonView.union(demotedFrom[id].map { [$0] } ?? []))
    }
  }
}

extension MemberClassifier {
  /// An Objective-C property its header declares: other classes set and read it on the view
  /// controller, and no forwarder serves them once it moved, so it stays in the view.
  static func isPublicObjCProperty(_ member: Member, in model: ControllerModel) -> Bool {
    model.language == .objectiveC && member.kind == .storedProperty && model.files[member.span.file].path.hasSuffix(".h")
  }
}
