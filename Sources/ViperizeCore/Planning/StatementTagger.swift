/// Tags each statement of a member with the layer its code belongs to.
///
/// A statement with navigation signals is router code even when it names `UIViewController`
/// types (creating the next screen is the router's job); any UI call, outlet, view state or
/// `super` call makes it view code. A `switch`/`if` whose branches are navigation or neutral is a
/// *decision*: the presenter keeps it and the router gets the branches. A data call whose callback
/// (closure, block) is view code is a *callback*: the call goes to the interactor, the callback's
/// body comes back to the view. With `callbacksHandOver`, the body may also navigate or access
/// data: the planner then hands that code over in place from the view's display method
/// (`InPlaceCallPlanner`), and keeps the plan only when all of it can be. A statement whose only view code is reading view state
/// (`userProfileVC.userEntity = _topic.user`) is *reading view state*: it joins navigation or data
/// code that defines a local it uses, the value it reads becoming a parameter of the event. One
/// that only builds a UIKit object (`let profile = ProfileViewController()`) *builds a screen*: it
/// joins the navigation code that later uses it; one that only configures a local
/// (`modalNav.modalPresentationStyle = UIModalPresentationFormSheet`, `[editView setTarget:self]`)
/// *configures a screen*: it joins the navigation code that later uses that local.
struct StatementTagger {
  enum Tag: Equatable {
    case view
    case neutral
    case readsViewState
    case buildsScreen
    case configuresScreen
    case layer(Layer)
    case decision
    case callback
    /// View code once its data reads are queries (`InPlaceCall`): it stays, as view code does.
    case hoisted
    case conflict(String)

    /// A statement mixing layers, or layer code with view code.
    var isConflict: Bool {
      if case .conflict = self { return true }
      return false
    }

    /// A call whose callback's body comes back to the view, or a statement mixing layers.
    var isCallbackOrConflict: Bool {
      switch self {
      case .callback, .conflict: return true
      default: return false
      }
    }

    /// Whether the statement leaves the view: a layer, a decision, a callback, or a conflict
    /// (which a split must resolve). A statement reading view state or building a screen leaves
    /// only when it joins moved code (`StatementSplitter`).
    var moves: Bool {
      switch self {
      case .view, .neutral, .readsViewState, .buildsScreen, .configuresScreen, .hoisted: return false
      case .layer, .decision, .callback, .conflict: return true
      }
    }
  }

  let classified: ClassifiedController
  let catalogue: SignalCatalogue
  /// Configuration properties (created helpers), usable from any layer once injected.
  let injectable: Set<Int>
  /// A callback's body may hold navigation or data code, to be handed over in place (the
  /// planner's second attempt for a statement that mixes layers); otherwise it must be view or
  /// neutral code.
  var callbacksHandOver = false
  /// The types each member declares in its body (`namesLocalType`), found once per member.
  let localTypes = LocalTypeNames()
  /// Locals that reach a data service's shared instance (`let defaults = UserDefaults.standard`)
  /// which each query or command reading them may declare for itself, though other code reads
  /// them too (`InPlaceCallPlanner.calls`): the view's declaration leaves once nothing it keeps
  /// reads the local.
  var sharedServiceLocals: Set<String> = []

  /// `allowsQueries`: a statement whose data reads can become queries is `.hoisted` (not in a
  /// closure, where the view's query would run through a captured `self`).
  /// `prefersQueries`: so is one that could move whole (data code alone).
  func tag(_ statement: Statement, in member: Member, allowsQueries: Bool = false, prefersQueries: Bool = false) -> Tag {
    var (layers, view) = signals(statement.facts)
    // Setting what a UI object the member is handed shows (`cell.accessoryType = .checkmark`,
    // `tableView.backgroundColor = .white`) is view work, wherever it stands.
    if view == nil, !statement.facts.assignedNames.isEmpty,
      let written = statement.facts.assignedNames.first(where: uiParameters(of: member).contains)
    {
      if layers.isEmpty { return .view }
      view = ViewWitness(name: "setting the UI object '\(written)'", line: statement.span.startLine, isMember: false)
    }
    // A predicate filtering the fetch request the member builds is data code, as it is in the
    // request's own statement (`request.predicate = NSPredicate(format: "mailbox == %@", mailbox)`
    // after `let request = NSFetchRequest<Message>(…)`): the view state it reads is passed on.
    if layers == [.presenter], filtersFetch(member),
      catalogue.evidence(for: statement.facts).filter({ $0.pattern == .presentation }).allSatisfy({ $0.api == "NSPredicate" })
    {
      (layers, view) = signals(statement.facts, asData: true)
    }
    if layers.isEmpty {
      // So is sending it a message (`[tableView deselectRowAtIndexPath:indexPath animated:YES]`),
      // unless it is a screen, which navigation may show or dismiss.
      if view == nil, messagesUIParameter(statement.facts, of: member, screens: false) { return .view }
      guard view != nil else { return .neutral }
      if signals(statement.facts, passingReads: true).view == nil { return .readsViewState }
      if signals(statement.facts, asNavigation: true).view == nil {
        if !statement.facts.definedLocals.isEmpty { return .buildsScreen }
        if configuresLocal(statement) { return .configuresScreen }
      }
      return .view
    }
    // `#if` clauses are no decision: which one runs is settled when the app is compiled.
    if !statement.branches.isEmpty, statement.kind != .conditionalCompilation, isDecision(statement, in: member) { return .decision }
    if let callback = statement.callback, isViewCallback(callback, in: member) { return .callback }
    if view != nil || prefersQueries, allowsQueries, layers == [.interactor], statement.callback == nil,
      queries(for: statement, in: member) != nil
    {
      return .hoisted
    }
    // Formatting inside view code (`label.text = [NSString stringWithFormat:…]`) is the view's
    // until the presenter can answer it in place.
    if view != nil && layers == [.presenter] { return .view }
    // So is storing a shared instance in a property the superclass declares
    // (`self.rageShakeManager = [RageShakeManager sharedManager];`): it reads no data.
    if view != nil, layers == [.interactor], ScopeRule(model: classified.model).storesSharedInstanceInInheritedState(statement) {
      return .view
    }
    if let view { return .conflict("mixes \(layers.map(\.rawValue).sorted().joined(separator: ", ")) code with view code (\(view.text))") }
    if layers.count > 1 { return .conflict("mixes \(layers.map(\.rawValue).sorted().joined(separator: " and ")) code") }
    return .layer(layers.first!)
  }

  /// Whether the member builds a fetch request (`NSFetchRequest`, `Note.fetchRequest()`, a
  /// fetched-results controller), which its predicates filter.
  func filtersFetch(_ member: Member) -> Bool {
    member.facts.typeNames.contains { ["NSFetchRequest", "NSFetchedResultsController"].contains($0.name) }
      || member.facts.calls.contains { $0.name == "fetchRequest" || $0.name == "fetchRequestWithEntityName" }
  }

  /// Whether `facts` send a message to one of the member's parameters holding a UI object
  /// (`[tableView deselectRowAtIndexPath:…]`); without `screens`, not to a view controller.
  func messagesUIParameter(_ facts: CodeFacts, of member: Member, screens: Bool = true) -> Bool {
    let parameters = uiParameters(of: member, screens: screens)
    guard !parameters.isEmpty else { return false }
    return facts.calls.contains { ServiceNames.root(of: $0.receiver).map(parameters.contains) == true }
  }

  /// The member's parameters holding a UI object (`cell: UITableViewCell`, `sender: UIButton`);
  /// without `screens`, not a view controller (`controller: MFMailComposeViewController`).
  func uiParameters(of member: Member, screens: Bool = true) -> Set<String> {
    Set((member.signature?.parameters ?? []).filter { parameter in
      SourceWords.identifiers(in: parameter.type).contains { type in
        catalogue.isUIObjectType(type) && (screens || !type.hasSuffix("Controller"))
      }
    }.map(\.name))
  }

  /// Whether any of `statements` (of `member`) does view work: a UI API, a call to `super`, an
  /// outlet or a property holding a UI object (`statusLabel`, `banner: ToastView`), inherited
  /// view API (`tableView`), a call to a method that stays in the view (or that no member
  /// declares, as an inherited UIKit one), or a call on a parameter holding a UI object
  /// (`[tableView deselectRow…]`). Reading and writing the view's other state, locals, and calls
  /// to the moved code's layers are not view work.
  func doesViewWork(_ statements: [Statement], in member: Member) -> Bool {
    let model = classified.model
    for statement in statements {
      let facts = statement.facts
      if catalogue.evidence(for: facts).contains(where: { $0.pattern == .ui }) { return true }
      if facts.calls.contains(where: { $0.receiver == "super" }) { return true }
      if messagesUIParameter(facts, of: member) { return true }
      for reference in facts.selfReferences {
        guard let target = classified.resolver.resolve(reference) else {
          if reference.calledName != nil || SignalCatalogue.inheritedViewAPI.contains(reference.name) { return true }
          continue
        }
        let used = model.members[target]
        if used.has("IBOutlet") { return true }
        if isUITyped(used) { return true }
        if reference.calledName != nil && used.kind == .method && classified.layer(of: target) == .view { return true }
      }
    }
    return false
  }

  /// Whether a stored property holds a UI object by its written type (`statusLabel: UILabel`,
  /// `banner: ToastView`) or the object it is created with (`SignalCatalogue.heldUIObjectType`):
  /// setting or using it is view work.
  func isUITyped(_ property: Member) -> Bool {
    property.propertyType.map { SourceWords.identifiers(in: $0).contains(where: catalogue.isUIType) } ?? false
      || classified.heldUIObjects[property.id] != nil
  }

  /// What first makes code view code: a UI API, `super`, a view member (`'tableView'`).
  struct ViewWitness {
    var name: String
    var line: Int
    /// A member of the controller, written quoted.
    var isMember = false
    /// Why the name is the view's, when the name alone would not say (a call the controller does
    /// not declare, `ScopeRule.unresolvedBlocker`).
    var note: String?
    /// `'tableView', line 12`; `reloadData, line 40`; `'openUrlInApp', line 9, not declared in …`.
    var text: String { (isMember ? "'\(name)'" : name) + ", line \(line)" + (note.map { ", " + $0 } ?? "") }
  }

  /// Non-view layers the code's signals point to, and what first makes it view code, if anything.
  /// With `passingReads`, reading view state does not make code view code, as it does not in
  /// navigation and data code; `asNavigation` judges the code as navigation code; with
  /// `viewValues` (a query's), data code may read values view members compute (`viewValue(of:)`);
  /// with `screenValues` (a command's, read once where it stood), navigation may take a screen a
  /// view member builds.
  func signals(
    _ facts: CodeFacts, passingReads: Bool = false, asNavigation: Bool = false, sharingObjects: Bool = false,
    asData: Bool = false, viewValues: Bool = false, screenValues: Bool = false
  ) -> (layers: Set<Layer>, view: ViewWitness?) {
    let evidence = catalogue.evidence(for: facts)
    var layers = Set(evidence.compactMap(\.pattern.layer)).subtracting([.view, .assembly])
    if asData { layers.insert(.interactor) }
    // Formatting inside navigation or data code builds its arguments: it is that code.
    if layers.contains(.router) || layers.contains(.interactor) { layers.remove(.presenter) }
    let navigates = asNavigation || layers.contains(.router)
    if let ui = evidence.first(where: { $0.pattern == .ui && !(navigates && Self.isTypeName($0.api)) }) {
      return (layers, ViewWitness(name: ui.api, line: ui.line))
    }
    if let call = facts.calls.first(where: { $0.receiver == "super" }) { return (layers, ViewWitness(name: "super", line: call.line)) }
    // Also for code of no layer yet that reads view state: it may join the navigation or data
    // code around it (`[member displayMember:banned[row] inRoom:mxRoom]` before a push).
    if !layers.isEmpty || navigates || passingReads {
      let scope = ScopeRule(model: classified.model)
      if let use = scope.filePrivateUse(in: facts) {
        return (layers, ViewWitness(name: use.name, line: use.line ?? facts.calls.first?.line ?? 0, isMember: true))
      }
      if let name = scope.possiblyInheritedName(in: facts) {
        return (layers, ViewWitness(name: name, line: facts.calls.first?.line ?? 0, isMember: true))
      }
    }
    let landing: Layer = navigates ? .router : layers.contains(.interactor) ? .interactor : .presenter
    // Navigation and data code may read view state: the value is handed to the router or the
    // interactor as a parameter.
    let readsState = passingReads || navigates || layers.contains(.interactor)
    for reference in facts.selfReferences {
      var isView = false
      if let target = classified.resolver.resolve(reference) {
        if injectable.contains(target) || classified.isOwnService(target, in: landing) { continue }
        if readsState && isPassableRead(reference, target, in: facts, sharingObjects: sharingObjects, navigating: navigates) {
          continue
        }
        // A control's value is passed on by navigation and data code itself: a statement doing
        // nothing else with it stays view code (`names.append(nameField.text ?? "")`).
        if (navigates || layers.contains(.interactor)) && controlValue(of: reference, in: facts) != nil { continue }
        // A query's data call may take a value the view computes (`boolForKey:[self favoriteKey]`).
        if viewValues && layers.contains(.interactor) && viewValue(of: reference) != nil { continue }
        // A route may take a screen the view builds (`present(makePicker(), animated: true)`).
        if screenValues && navigates && viewValue(of: reference, screens: true) != nil { continue }
        // A presenter method (a helper computing from display state) is not in the router or
        // the interactor: code calling it stays with the view, which reaches it through `output`.
        isView = classified.isViewState(target)
          || (classified.layer(of: target) == .presenter && classified.model.members[target].kind == .method && landing != .presenter)
      } else if readsState && instanceVariableValue(of: reference, in: facts, sharingObjects: sharingObjects) != nil {
        // An instance variable's value is passed as a property's is.
        continue
      } else if let blocker = ScopeRule(model: classified.model).unresolvedBlocker(reference, landingIn: landing) {
        // A name no member declares must mean the same where the code lands (`ScopeRule`).
        var witness = ViewWitness(name: reference.name, line: reference.line, isMember: true)
        if blocker.isUndeclaredCall {
          witness.note = "not declared in \(classified.model.name); if it is the app's global function, list it under 'globals:' in .viperize.yml"
        }
        return (layers, witness)
      }
      if isView { return (layers, ViewWitness(name: reference.name, line: reference.line, isMember: true)) }
    }
    return (layers, nil)
  }

  /// The call without its callback is data access only, or navigation with a completion that
  /// takes no values (`dismiss(animated: true) { … }`); the callback's body is view or neutral
  /// code, unless `callbacksHandOver`, and is not the work of a handle the call gives
  /// (`worksWithHandle`).
  private func isViewCallback(_ callback: Callback, in member: Member) -> Bool {
    // Names the capture list binds mean values no other method sees.
    guard let layer = callbackLayer(callback), !callback.capturesValues, !handsOverHandle(callback, of: layer) else { return false }
    if layer == .router && !callback.parameters.isEmpty { return false }
    if callbacksHandOver { return true }
    // Formatting in the body is view code there, as in any view code.
    var viewWork = false
    for statement in callback.statements {
      let (layers, view) = signals(statement.facts)
      if !layers.subtracting([.presenter]).isEmpty { return false }
      if view != nil { viewWork = true }
    }
    return viewWork || !worksWithHandle(callback, of: layer, in: member)
  }

  /// Whether a data call's closure, doing none of the view's work, only works with the handle the
  /// call gives it (`Realm.executeOnMainThread { realm in realm.add(user, update: true) }`, ObjC
  /// `^(YapDatabaseReadWriteTransaction *transaction) { [buddy removeWithTransaction:transaction]; }`):
  /// the call goes whole to the interactor, closure and all, and nothing comes back to the view;
  /// the handle's type need not be written (as `handsOverHandle` reads a written one). Each
  /// statement of the body uses one of the closure's parameters; the call is a data call of its
  /// own (not `forEach` over a read, `endsOwnCall`); the body calls nothing the code around holds
  /// (`next()`, `completion()`: that work is the caller's) and writes nothing of it, and the
  /// member writes none of what the body reads from around it (`var saved = false` … `saved =
  /// true`, `draft.text = "edited"` after the call): the moved code takes those values when the
  /// call is made, the closure read them when it ran.
  private func worksWithHandle(_ callback: Callback, of layer: Layer, in member: Member) -> Bool {
    let handles = Set(callback.parameters.map(\.name))
    guard layer == .interactor, !handles.isEmpty, !handles.contains(where: { $0.hasPrefix("$") }), endsOwnCall(callback, of: layer)
    else { return false }
    let outside = Set(callback.outsideReads)
    let writtenByMember = Set(member.facts.assignedNames)
    guard outside.isDisjoint(with: writtenByMember) else { return false }
    return callback.statements.allSatisfy { statement in
      statement.facts.usedNames.contains(where: handles.contains)
        && !statement.facts.calls.contains { $0.receiver == nil && outside.contains($0.name) }
    }
  }

  /// Whether the closure's parameters are a handle of the layer's own (`^(YapDatabaseReadWriteTransaction
  /// *transaction)`, `{ (realm: Realm) in`): the body works inside the layer's call (a database
  /// transaction), and the handle never reaches the view.
  func handsOverHandle(_ callback: Callback, of layer: Layer) -> Bool {
    let typeNames = callback.parameters.compactMap(\.type).flatMap(SourceWords.identifiers).filter { $0.first?.isUppercase == true }
    return signals(CodeFacts(typeNames: typeNames.map { NameFact(name: $0, line: 0) })).layers.contains(layer)
  }

  /// Where a callback's call goes: the interactor for a data call, the router for navigation;
  /// `nil` for a call of neither, or of both, or with view code.
  func callbackLayer(_ callback: Callback) -> Layer? {
    let (layers, view) = signals(callback.callFacts)
    guard view == nil, layers.count == 1, let layer = layers.first, layer == .interactor || layer == .router else { return nil }
    return layer
  }

  /// The call that names moved data code: the last data-access call, passing over a singleton's
  /// accessor when there is another (`[[SIAuthService sharedService] signInWithEmail:…]` →
  /// `signInWithEmail:`, not `sharedService`).
  func dataCall(in facts: CodeFacts) -> CallFact? {
    let data = dataCalls(in: facts)
    // `[defaults synchronize]` only flushes what the calls before it wrote: they name the code.
    return data.last { !ServiceNames.isSingletonAccessor($0.name) && !Self.flushNames.contains($0.name) }
      ?? data.last { !ServiceNames.isSingletonAccessor($0.name) } ?? data.last
  }

  /// The calls of `facts` that are data access on their own.
  func dataCalls(in facts: CodeFacts) -> [CallFact] {
    facts.calls.filter { call in catalogue.evidence(for: CodeFacts(calls: [call])).contains { $0.pattern == .dataAccess } }
  }

  /// Calls that only write out what earlier calls did (`UserDefaults.synchronize()`).
  static let flushNames: Set<String> = ["synchronize"]

  /// A read of a stored view property that is not an outlet, and not the receiver of a call (which
  /// may change it, `trips.append(trip)`), unless every call only writes it to a store
  /// (`viewPort.saveToUserDefaults()`, `SignalCatalogue.storeDirection(of:in:)`): its value can be
  /// a parameter. With `sharingObjects`
  /// (a query, whose result the view uses where it stands), an Objective-C object
  /// (`NSManagedObjectContext *`) may receive calls: the parameter is the same object. So may a
  /// view controller navigation code reaches (`displayedPopover?.dismiss(animated: true)`), in
  /// either language: a controller is a class, and the router gets the very screen the view holds.
  func isPassableRead(
    _ reference: SelfReference, _ target: Int, in facts: CodeFacts, sharingObjects: Bool = false, navigating: Bool = false
  ) -> Bool {
    let member = classified.model.members[target]
    // A stored property's Objective-C getter message (`[self context]`) reads it as `self.context` does.
    guard !reference.isWrite, reference.calledName == nil || reference.isArgumentlessMessage, member.kind == .storedProperty,
      !member.has("IBOutlet"),
      classified.isViewState(target)
    else { return false }
    let sentTo = { (call: CallFact) in Self.isSent(call, to: reference.name) }
    guard facts.calls.contains(where: sentTo) else { return true }
    if navigating && holdsViewController(member) { return true }
    // An object of the view's that the code only tells to write itself to a store
    // (`viewPort.saveToUserDefaults()`) is handed over to be kept: the interactor reads it, as
    // it would a value. Not to load a store into it (`loadFromUserDefaults()`): that would change
    // from the interactor what the view shows; nor a value of a struct or enum the input declares,
    // whose copy the interactor would change (a `mutating func saveToUserDefaults()`).
    if facts.calls.allSatisfy({ !sentTo($0) || catalogue.storeDirection(of: $0, in: facts) == true }),
      (member.propertyType ?? member.valueType).flatMap({ ServiceNames.heldType(declared: $0, initialValue: nil) })
        .map(classified.model.valueTypeNames.contains) != true
    {
      return true
    }
    // A Swift constant holding a plain value is the same value wherever it is read: the moved
    // code may call it through the parameter (`baseURL.appendingPathComponent("ping")` with
    // `private let baseURL: URL`). Not an object of the view's (`let viewPort = MapViewPort()`),
    // whose methods would have the interactor work the view's state.
    if classified.model.language == .swift, member.attributes.first == "let",
      let type = member.valueType, ServiceNames.isPlainValueType(type)
    {
      return true
    }
    let isObject = classified.model.language == .objectiveC && member.propertyType.map { $0.contains("*") || $0 == "id" } == true
    return sharingObjects && isObject
  }

  /// Whether `call` is sent to the value `name` holds itself, as `x`, `_x` or `strongSelf.x` alike
  /// (`[_recentURLs addObject:url]`, `viewPort.saveToUserDefaults()`): not to what one of its
  /// properties holds (`[account.managedObjectContext save:NULL]`), nor an Objective-C getter
  /// message reading one (`[[account managedObjectContext] save:NULL]` sends `save:` to the
  /// context, as Swift's `account.managedObjectContext.save()` does).
  static func isSent(_ call: CallFact, to name: String) -> Bool {
    guard let receiver = call.receiver, !call.readsProperty else { return false }
    return receiver.hasSuffix(name) && SignalCatalogue.heldName(receiver) == name
  }

  /// A read of an Objective-C instance variable the class declares in an ivar block rather than
  /// as a property (`NSMutableArray *_recentURLs;`, issue 14 item 1): navigation and data code
  /// may read it as they read a property's value (`isPassableRead`), the view passing the value
  /// where the code stood (`[self.output saveRecentURLs:_recentURLs]`). Not a write, also not
  /// through a property (`field.defaultValue = @"On"`: the code changes what the view shows);
  /// not the receiver of a call (`[_recentURLs addObject:url]` may change it, `isSent`) unless
  /// `sharingObjects` and it holds an object (the parameter is the same object); not of a UI type
  /// (`UIAlertController *currentAlert`), a block, or a type not written plainly or only this
  /// file declares; not one reached through `self->` (inside a block, which reads it later).
  func instanceVariableValue(of reference: SelfReference, in facts: CodeFacts, sharingObjects: Bool = false) -> PassedValue? {
    let model = classified.model
    guard model.language == .objectiveC, !reference.isWrite, reference.calledName == nil, reference.receiverRange == nil,
      !reference.isArrowAccess, !reference.isWrittenThrough,
      model.isInstanceVariable(reference.name), classified.resolver.resolve(reference) == nil,
      let type = model.instanceVariableTypes["_" + reference.name] ?? model.instanceVariableTypes[reference.name],
      !type.contains("^"), !type.contains("("), !namesFilePrivateType(.written(type)),
      !SourceWords.identifiers(in: type).contains(where: catalogue.isUIType)
    else { return nil }
    if facts.calls.contains(where: { Self.isSent($0, to: reference.name) }) {
      guard sharingObjects, type.contains("*") || type == "id" else { return nil }
    }
    return PassedValue(instanceVariable: reference, type: type)
  }

  /// A value the view computes that a query may take as a parameter the view passes
  /// (`PassedValue.isViewValue`): a read of a computed property with a written type
  /// (`sortKey`, `self.sortKey`) or a call without arguments of a method returning one
  /// (`[self favoriteKey]`, `currentQuery()`), of a member the view keeps whose code reads no data
  /// and navigates nowhere, and that neither awaits nor throws. Not a type member's, nor one of a
  /// UI object, a service, a controller (`Self`, the view's own class), a type only this file
  /// declares, or in Objective-C a type other than an object or a C number (a header's `typedef`
  /// would make the generated headers import each other). Only for a query: its data call takes
  /// the value where the view computes it, once; code of several statements, or with conditions,
  /// might read it later, again or not at all.
  ///
  /// With `screens`, for navigation: a screen the view builds in a method of its own, which the
  /// route presents (`present(makePicker(), animated: true)`; a picker whose delegate is the view
  /// is built there): a controller of another class, not an alert.
  func viewValue(of reference: SelfReference, screens: Bool = false) -> PassedValue? {
    guard !reference.isWrite, let target = classified.resolver.resolve(reference), classified.layer(of: target) == .view,
      !classified.members[target].parts.contains(where: { $0 == .interactor || $0 == .router })
    else { return nil }
    let member = classified.model.members[target]
    guard !member.facts.awaits, !member.facts.throwsErrors, !member.has("static"), !member.has("class") else { return nil }
    let type: String
    let range: Range<Int>
    switch member.kind {
    case .method:
      guard let call = reference.callRange, reference.calledName != nil, let returned = member.argumentlessReturnType
      else { return nil }
      (type, range) = (returned, call)
    case .computedProperty:
      guard reference.calledName == nil, let written = member.propertyType else { return nil }
      (type, range) = (written, (reference.receiverRange?.lowerBound ?? reference.nameRange.lowerBound)..<reference.nameRange.upperBound)
    default:
      return nil
    }
    let principal = InferredType.written(type).principalName
    let isController = principal.map { $0 == classified.model.name || $0.hasSuffix("Controller") } ?? false
    if screens {
      // One screen of another class, written out: not an alert, not a list (`[UIViewController]`,
      // `NSArray<…> *`).
      guard isController, let principal, principal != classified.model.name, !NavigationSignals.isAlertType(principal),
        !type.contains("["), !type.contains("<")
      else { return nil }
    } else {
      guard !holdsUIObject(.written(type)), !isController else { return nil }
    }
    guard !holdsService(.written(type)), !namesFilePrivateType(.written(type)), !SourceWords.identifiers(in: type).contains("Self")
    else { return nil }
    if classified.model.language == .objectiveC {
      let numbers: Set<String> = ["BOOL", "NSInteger", "NSUInteger", "CGFloat", "double", "float", "int", "long", "NSTimeInterval"]
      guard type.contains("*") || numbers.contains(type), !type.contains("^") else { return nil }
    }
    return PassedValue(returnedBy: reference, range: range, type: SplitTyping.escapingIfFunction(type), isScreen: screens)
  }

  /// The control value the code reads through `reference` to an outlet or a property holding a
  /// UI object (`nameField.text`, `self.autoplaySwitch.isOn`), which it can pass on instead of
  /// the control; `nil` for any other reference.
  func controlValue(of reference: SelfReference, in facts: CodeFacts) -> PassedValue? {
    guard !facts.valueReads.isEmpty, !reference.isWrite, reference.calledName == nil,
      let read = facts.valueReads.first(where: { $0.baseRange == reference.nameRange })
    else { return nil }
    let objectiveC = classified.model.language == .objectiveC
    guard let target = classified.resolver.resolve(reference) else {
      // The table or collection view a `UITableViewController` or `UICollectionViewController` inherits.
      let inherited = ["tableView": "UITableView", "collectionView": "UICollectionView"]
      guard let control = inherited[reference.name], let superclass = classified.model.superclass,
        superclass.hasSuffix(String(control.dropFirst(2)) + "Controller"),
        let type = SignalCatalogue.controlValueType(of: read.property, on: control, objectiveC: objectiveC)
      else { return nil }
      return PassedValue(read: read, type: type, baseIsParameter: false)
    }
    let property = classified.model.members[target]
    guard property.kind == .storedProperty,
      let control = ServiceNames.heldType(declared: property.propertyType, initialValue: nil) ?? classified.heldUIObjects[target],
      let type = SignalCatalogue.controlValueType(of: read.property, on: control, objectiveC: objectiveC)
    else { return nil }
    return PassedValue(read: read, type: type, baseIsParameter: false)
  }

  /// The control values the code reads through `name`, a parameter or local of `member` whose
  /// written type is the control (`sender: UISwitch` → `sender.isOn`), when those reads are all
  /// the code does with it (`CodeFacts.readCount`, which counts Objective-C's reads beyond the
  /// one it lists: `[defaults setBool:sender.on forKey:k]`); `nil` otherwise.
  func controlValues(through name: String, in facts: CodeFacts, member: Member, typing: SplitTyping) -> [PassedValue]? {
    guard !facts.valueReads.isEmpty else { return nil }
    let objectiveC = classified.model.language == .objectiveC
    let reads = facts.valueReads.filter { $0.base == name }
    // The read may be a message (`[sender isOn]`): that call is the read, not a use of the control.
    let readMessages = Set(reads.map(\.property))
    guard !reads.isEmpty, reads.count == facts.readCount(of: name), !facts.assignedNames.contains(name),
      !facts.calls.contains(where: { call in
        ServiceNames.root(of: call.receiver) == name && !(call.receiver == name && call.fullName == call.name && readMessages.contains(call.name))
      })
    else { return nil }
    let parameter = member.signature?.parameters.first { $0.name == name }
    let written: InferredType = parameter.map { .written($0.type) } ?? typing.type(of: name, definedIn: member.flattenedStatements)
    guard let control = written.principalName else { return nil }
    var result: [PassedValue] = []
    for read in reads {
      guard let type = SignalCatalogue.controlValueType(of: read.property, on: control, objectiveC: objectiveC) else { return nil }
      // Named after the property, as for a parameter, whether a parameter or a local holds it.
      result.append(PassedValue(read: read, type: type, baseIsParameter: true))
    }
    return result
  }

  /// Whether a closure's code holds the controller: it names `self` (or an alias, `weakSelf`), a
  /// member, or API the controller inherits; a global function (`print`) does not.
  func holdsController(_ closure: Callback) -> Bool {
    closure.statements.contains { statement in
      statement.facts.selfReferences.contains { reference in
        reference.receiverRange != nil || reference.name == "self" || classified.resolver.resolve(reference) != nil
          || ScopeRule.uiKitControllerAPI.contains(reference.name)
      }
    }
  }

  /// Whether the call a closure ends is itself `layer`'s (`[session dataTask…]`,
  /// `[apiClient fetchItems:…]`, `FileManager.default.openDownloads { … }`, sent to a data type's
  /// shared instance, whose signal is the type's name), not a call on a value another call
  /// returns (`forEach` over a read).
  func endsOwnCall(_ callback: Callback, of layer: Layer) -> Bool {
    guard let call = callback.ownCall else { return false }
    var facts = CodeFacts(calls: [call])
    if let type = Self.sharedReceiverType(call.receiver) { facts.typeNames = [NameFact(name: type, line: call.line)] }
    return signals(facts).layers.contains(layer)
  }

  /// The type a call is sent to, itself or its shared instance: `FileManager`, `FileManager.default`,
  /// `[NSFileManager defaultManager]` → the type; `nil` for anything else, a value a call returns
  /// (`UserDefaults.standard.stringArray(forKey: k)!.forEach`).
  static func sharedReceiverType(_ receiver: String?) -> String? {
    guard let receiver, let root = ServiceNames.root(of: receiver), root.first?.isUppercase == true else { return nil }
    let bracketed = receiver.hasPrefix("[") && receiver.hasSuffix("]")
    let rest = (bracketed ? receiver.dropFirst().dropLast() : Substring(receiver)).dropFirst(root.count)
    if rest.isEmpty { return root }
    guard let separator = rest.first, separator == (bracketed ? " " : ".") else { return nil }
    let accessor = String(rest.dropFirst())
    return ServiceNames.isSharedInstanceAccessor(accessor) ? root : nil
  }

  /// Whether a property holds a view controller: its type is UIKit's or the app's controller of a
  /// screen (`UIViewController?`, `PopupViewController<VoiceSearchInputView>?`,
  /// `PlayerContainerViewController *`), not a controller of data (`NSFetchedResultsController`).
  func holdsViewController(_ member: Member) -> Bool {
    guard let name = ServiceNames.heldType(declared: member.typeOfValue, initialValue: nil) else { return false }
    return name.hasSuffix("ViewController") || (name.hasSuffix("Controller") && catalogue.isUIObjectType(name))
  }

  /// Every branch is navigation or neutral, at least one navigates, and the condition is not view code.
  private func isDecision(_ statement: Statement, in member: Member) -> Bool {
    // A `guard` decides whether the rest of the member runs: that stays with the member.
    guard statement.kind != .guardStatement else { return false }
    // The presenter keeps the condition: it must not read the controller (`[self.navigationController
    // presentedViewController]`).
    let inBranches = Set(statement.branches.flatMap { $0.statements.flatMap(\.facts.selfReferences) }.map(\.nameRange))
    // Nor read data: the presenter would read it itself (`if UserDefaults.standard.bool(…)`).
    // The view then keeps the `if`, its condition a query, and hands over the branch.
    let condition = statement.facts.removing(statement.branches.flatMap { $0.statements.map(\.facts) })
    if signals(condition).layers.contains(.interactor) { return false }
    let scope = ScopeRule(model: classified.model)
    for reference in statement.facts.selfReferences where !inBranches.contains(reference.nameRange) {
      if classified.resolver.resolve(reference) == nil && scope.blocker(forUnresolved: reference, landingIn: .presenter) != nil {
        return false
      }
    }
    var navigates = false
    for branch in statement.branches {
      for inner in branch.statements {
        let (layers, view) = signals(inner.facts)
        // A branch that also needs the view (its state, its API) cannot go to the router.
        if view != nil { return false }
        if layers.subtracting([.router]).count > 0 { return false }
        if layers.contains(.router) { navigates = true }
      }
    }
    return navigates
  }

  /// A statement that sets up a local and nothing else: an assignment or a call, no branch,
  /// block or closure, reading at least one local (`vc.modalPresentationStyle = .formSheet`).
  private func configuresLocal(_ statement: Statement) -> Bool {
    [.assignment, .expression].contains(statement.kind) && statement.branches.isEmpty && statement.block.isEmpty
      && statement.allClosures.isEmpty && !statement.facts.usedNames.isEmpty
  }

  private static func isTypeName(_ api: String) -> Bool { api.first?.isUppercase == true }
}

/// The types a member declares in its body (`enum Mode { … }` inside a method), by member id:
/// found once per member however many values the planner types.
final class LocalTypeNames: @unchecked Sendable {
  private var byMember: [Int: Set<String>] = [:]

  func names(in member: Member, model: ControllerModel) -> Set<String> {
    if let known = byMember[member.id] { return known }
    var result = Set<String>()
    for statement in member.flattenedStatements where statement.kind == .other {
      let words = SourceWords.identifiers(in: String(model.text(of: statement.span).prefix(120)))
      if let kind = words.firstIndex(where: { ["enum", "struct", "class", "typealias", "protocol", "actor"].contains($0) }),
        kind + 1 < words.count
      {
        result.insert(words[kind + 1])
      }
    }
    byMember[member.id] = result
    return result
  }
}
