/// Splits a mixed member along the three refactorings, or explains why it cannot.
///
/// ## Before
/// ```swift
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     let request = NSFetchRequest<Quarter>(entityName: "Quarter")
///     let quarters = (try? context.fetch(request)) ?? []
///     handleLoadedQuarters(quarters)
/// }
/// ```
/// ## After
/// View `viewDidLoad` keeps `super.viewDidLoad()` and calls `output.viewIsReady()`; the fetch
/// moves to `Interactor.loadQuarters()`, which reports `output?.didLoadQuarters(quarters)`; the
/// presenter passes them to `view?.showQuarters(quarters)`, which runs `handleLoadedQuarters(quarters)`.
struct StatementSplitter {
  let classified: ClassifiedController
  let tagger: StatementTagger
  /// Base names of every member: display methods join the view and must not reuse one. Computed
  /// once, not per split member (that was quadratic in controller size).
  let memberNames: Set<String>

  init(classified: ClassifiedController, tagger: StatementTagger) {
    self.classified = classified
    self.tagger = tagger
    self.memberNames = Set(classified.model.members.map(\.baseName))
  }

  /// Whether a statement whose data reads can all become queries stays in the view with them
  /// even when it could move whole (the retry after a refusal).
  private var prefersQueries = false

  enum Outcome {
    case split(MemberSplit)
    case refused(SplitRefusal)
    /// Nothing moves, but the view's data reads become queries (`InPlaceCallPlanner`).
    case queriesOnly
  }

  func split(_ member: Member, takenRoutes: inout Set<String>) -> Outcome {
    // A getter returns its value, which code leaving the view would compute: only its data reads
    // leave, as queries (`return output.premium()`).
    // So does a lazy property's closure (`lazy var emptyView: UIView = { … }()`).
    if member.computesPropertyValue {
      var routes = takenRoutes
      let outcome = split(member, path: [], taken: &routes)
      guard case .split = outcome else {
        takenRoutes = routes
        return outcome
      }
      let kind = member.kind == .computedProperty
        ? "a computed property, whose getter" : "a lazy property, whose closure"
      return .refused(SplitRefusal(.returnsValue, "it is \(kind) returns what the code that would move computes"))
    }
    // A refused attempt reserves no name: the names it planned would make the next plan's
    // `close2` beside no `close`.
    let before = takenRoutes
    let outcome = SeguePreparationSplitter(classified: classified, tagger: tagger).split(member, taken: &takenRoutes)
      ?? split(member, path: [], taken: &takenRoutes)
    // A value whose type the source does not state would cross layers as a placeholder that the
    // code using it cannot compile against: no flow passes one.
    let first = typed(outcome, of: member)
    if case .refused = first { takenRoutes = before }
    // A split that would change behaviour (a moved guard returning early, a read the view still
    // needs) may work with the data reads made queries instead: `guard !output.fileExists() else
    // { return }` stays where it was.
    guard case .refused(let refusal) = first, !Self.finalReasons.contains(refusal.reason) else { return first }
    var retry = self
    retry.prefersQueries = true
    var retryRoutes = takenRoutes
    let second = typed(retry.split(member, path: [], taken: &retryRoutes), of: member)
    switch second {
    case .split:
      takenRoutes = retryRoutes
      return second
    case .queriesOnly: return second
    case .refused: return first
    }
  }

  /// Where an initializer's code may start reaching the module (`readiness(of:)`), and why there.
  struct Readiness {
    /// Code starting before this offset runs before it may.
    var offset: Int
    var creation: Statement
    /// The last write of a shared service that ends after the creation: its name and line.
    var lastSharedWrite: (name: String, line: Int)?

    /// Whether all of `statement` (which starts before `offset`) runs before: it ends there, or
    /// holds no branch, block or closure to look into.
    func holdsWhole(_ statement: Statement) -> Bool {
      statement.extendedSpan.end <= offset || statement.nestedLists.allSatisfy(\.isEmpty)
    }
  }

  /// Whether the statement holds navigation or data code (formatting alone stays where it is).
  private func reachesOtherLayers(_ statement: Statement) -> Bool {
    !tagger.signals(statement.facts).layers.subtracting([.presenter]).isEmpty
  }

  /// Where an initializer's code may start reaching the module (the first read of `output`
  /// assembles it): after the statement creating the controller (`Member.initializingStatement`,
  /// up to its branches, which run after), and after the last write of a shared service, which
  /// the Assembly then reads from the controller (`_defaults = defaults;`). `nil` for other
  /// members and for an initializer creating no controller (no code of it may).
  func readiness(of member: Member) -> Readiness? {
    guard let index = member.initializingStatement else { return nil }
    let creation = member.statements[index]
    var result = Readiness(offset: creation.branches.first?.bodySpan.start ?? creation.extendedSpan.end, creation: creation)
    for reference in member.facts.selfReferences where reference.isWrite {
      guard let target = classified.resolver.resolve(reference), classified.members[target].isSharedService,
        let holder = member.holders(of: reference.nameRange.lowerBound).last?.statement,
        holder.extendedSpan.end > result.offset
      else { continue }
      result.offset = holder.extendedSpan.end
      result.lastSharedWrite = (reference.name, reference.line)
    }
    return result
  }

  /// The refusal for an initializer's navigation or data code before it may reach the module
  /// (`readiness`), naming its first such statement: in the top-level statements before that
  /// point, and in the branches and blocks of the one holding it (`if (self) { … }`).
  func earlyCodeRefusal(in member: Member, readiness: Readiness) -> SplitRefusal? {
    func first(in statements: [Statement]) -> Statement? {
      for statement in statements where statement.span.start < readiness.offset {
        if readiness.holdsWhole(statement) {
          if reachesOtherLayers(statement) { return statement }
        } else if let inner = first(in: statement.branches.flatMap(\.statements) + statement.block) {
          return inner
        }
      }
      return nil
    }
    return first(in: member.statements).map { Self.beforeReadiness($0, readiness) }
  }

  private static func beforeReadiness(_ statement: Statement, _ readiness: Readiness) -> SplitRefusal {
    let why = readiness.lastSharedWrite.map {
      "before line \($0.line) sets '\($0.name)', which the Assembly passes to the module: reaching it there would pass it unset"
    } ?? "before the controller exists (line \(readiness.creation.span.startLine) creates it), when it cannot reach its module"
    return SplitRefusal(.uninitialized, "line \(statement.span.startLine) runs \(why)")
  }

  /// Refusals that hold whatever stays in the view: no query is planned there either.
  static let finalReasons: Set<SplitRefusal.Reason> = [.lifecycle, .conditionalCompilation, .typeMember, .offMainActor]

  /// The outcome, unless a value whose type the source does not state would cross layers, or one
  /// of a type only the controller's file declares (`typedef NS_ENUM(NSInteger, XYZMode)` in the
  /// `.m`), which no generated protocol could name.
  private func typed(_ outcome: Outcome, of member: Member) -> Outcome {
    guard case .split(let split) = outcome else { return outcome }
    for method in split.plannedMethods {
      // A parameter named like a property of the generated classes would hide it there
      // (`view?.showView(view)` in the presenter).
      if let parameter = method.parameters.first(where: { DisplayStateRule.generatedNames.contains($0.name) }) {
        return .refused(SplitRefusal(.redeclaredName, "'\(method.name)' would take a '\(parameter.name)', which hides the generated class's own '\(parameter.name)'"))
      }
      let types = method.parameters.map(\.type) + [method.returnType].compactMap({ $0 })
      if types.contains(where: { tagger.namesLocalType($0, in: member) }) {
        return .refused(SplitRefusal(.untypedValue, "'\(method.name)' would take or return a type the member declares in its body"))
      }
      if let type = types.first(where: tagger.namesFilePrivateType) {
        let name = type.names.first(where: classified.model.isUnnameableInGeneratedHeaders) ?? ""
        let place = classified.model.filePrivateNames.contains(name)
          ? "only the controller's file declares" : "only the controller's header declares, which the generated headers cannot import"
        return .refused(SplitRefusal(.untypedValue, "'\(method.name)' would take or return a '\(name)', which \(place)"))
      }
    }
    if let untyped = split.plannedMethods.lazy.flatMap(\.parameters).first(where: { $0.type == .unknown }) {
      if let parameter = member.signature?.parameters.first(where: { $0.name == untyped.name }),
        let why = SplitTyping.whyNotNameableOutside(parameter.type, of: member)
      {
        return .refused(SplitRefusal(.untypedValue, "the moved code needs its parameter '\(untyped.name)' (\(parameter.type)), which cannot cross to another layer: \(why)", value: untyped.name))
      }
      return .refused(SplitRefusal(.untypedValue, "the type of '\(untyped.name)', which would be passed between layers, is not written in the source (write its type where it is declared, e.g. 'let \(untyped.name): T' or '{ (\(untyped.name): T) in', and run again)", value: untyped.name))
    }
    return outcome
  }

  /// Splits the statements at `path` (see `MemberSplit.blockPath`).
  private func split(_ member: Member, path: [BlockStep], taken: inout Set<String>) -> Outcome {
    // The module may be gone when the controller is freed. While it is created, the controller
    // reaches its module (assembling it when `output` is first read) only once it exists: after
    // the statement calling `super.init` (`self = [super init…]`), or in that statement's branches.
    if member.kind == .deinitializer {
      return .refused(SplitRefusal(.lifecycle, "it runs while the controller is freed, when the module may not be connected"))
    }
    let readiness = readiness(of: member)
    if member.kind == .initializer && readiness == nil {
      return .refused(SplitRefusal(.lifecycle, "it runs before the controller exists (it calls super.init or self.init only implicitly or inside a branch), when it cannot reach its module"))
    }
    if classified.members[member.id].runsInTeardown {
      return .refused(SplitRefusal(.lifecycle, "deinit calls it, while the controller is freed, when the module may not be connected"))
    }
    if member.isConditionallyCompiled {
      return .refused(SplitRefusal(.conditionalCompilation, "it is inside #if; the code it would move would lose the condition"))
    }
    // The view's `output` is the main actor's: a `nonisolated` member can reach it only by
    // awaiting, and its code moved onto the main actor would run there.
    if member.has("nonisolated") {
      return .refused(SplitRefusal(.offMainActor, "it is nonisolated: its code runs off the main actor, where the view's output is not"))
    }
    if member.signature?.isStatic == true || member.has("static") || member.has("class") {
      return .refused(SplitRefusal(.typeMember, "it is a type member: there is no view instance whose output it could call"))
    }
    let statements = member.statements(at: path)
    guard !statements.isEmpty else {
      // A property's setter and observers are never split: their code is handed over where it
      // stands, or stays.
      if !member.accessorBodies.isEmpty {
        // Its initial value runs when the controller is created, before the module exists.
        if let initial = member.initialValue, !tagger.signals(initial.facts).layers.isEmpty {
          return .refused(SplitRefusal(
            .nothingToMove, "its initial value reads data when the controller is created, before the module exists, and a property is not split"))
        }
        return .refused(SplitRefusal(
          .nothingToMove, "its setter's or observers' navigation and data code could not be handed over where it stands"))
      }
      return .refused(SplitRefusal(.nothingToMove, "it has no statements to split"))
    }
    // A closure's statements run later, through a captured `self`: no queries there.
    let allowsQueries = !member.isInClosure(at: path)
    // A statement in an Objective-C `#if` clause stays for splits, whose methods are unconditional;
    // what it hands over in place is declared under the clause's conditions (`InPlaceCallPlanner`).
    // A computed property's getter stays the view's property: the data it reads becomes queries
    // where they stand (`var isPremium: Bool { return output.premium() }`), even read alone; so
    // does a lazy property's closure.
    let prefersQueries = prefersQueries || member.computesPropertyValue
    var tags = statements.map { statement in
      statement.compilationConditions == [] ? tagger.tag(statement, in: member, allowsQueries: allowsQueries, prefersQueries: prefersQueries) : .view
    }
    // An initializer's code before it may reach the module stays in the view; navigation or data
    // code there keeps the split from happening (what follows is handed over in place). A
    // statement holding code on both sides is looked into (`if (self) { … }`), never moved whole.
    if let readiness {
      for (index, statement) in statements.enumerated() where statement.span.start < readiness.offset {
        if readiness.holdsWhole(statement) {
          if reachesOtherLayers(statement) { return .refused(Self.beforeReadiness(statement, readiness)) }
          tags[index] = .view
        } else if tags[index].moves && !tags[index].isConflict {
          tags[index] = .conflict("holds code that runs before it can reach its module")
        }
      }
    }
    if let conflict = tags.enumerated().first(where: { if case .conflict = $0.element { return true } else { return false } }) {
      if let inner = splitInside(member, path: path, at: conflict.offset, tags: tags, taken: &taken) { return inner }
      if case .conflict(let why) = conflict.element {
        return .refused(SplitRefusal(.mixedStatement, "line \(statements[conflict.offset].span.startLine) \(why)"))
      }
    }
    let outcome = split(member, path: path, statements: statements, tags: tags, taken: &taken)
    // Formatting that gets in the way of moving navigation or data code (a loop building a form's
    // fields between the data and the push) is left to join the code around it, as code without
    // signals does.
    guard case .refused = outcome, tags.contains(.layer(.presenter)),
      tags.contains(where: { $0.moves && $0 != .layer(.presenter) })
    else { return outcome }
    let neutral = tags.map { $0 == .layer(.presenter) ? StatementTagger.Tag.neutral : $0 }
    var takenNeutral = taken
    let retried = split(member, path: path, statements: statements, tags: neutral, taken: &takenNeutral)
    guard case .split = retried else { return outcome }
    taken = takenNeutral
    return retried
  }

  /// The attempts for tagged statements without conflicts: with the screens navigation builds
  /// joining it, with the view building them, then as tagged.
  private func split(
    _ member: Member, path: [BlockStep], statements: [Statement], tags: [StatementTagger.Tag], taken: inout Set<String>
  ) -> Outcome {
    var tags = tags
    // A screen built for navigation moves with it when it can (nothing in between configures it
    // from the view, `vc.delegate = self`); otherwise the view builds it and hands it over.
    var joined = tags
    let callbackLayer = { (callback: Callback) in tagger.callbackLayer(callback) ?? .interactor }
    let screensJoin = Self.resolveNeutral(&joined, statements, joiningScreens: true, callbackLayer: callbackLayer)
    if screensJoin {
      var takenWithScreens = taken
      let outcome = typed(split(member, path: path, tags: joined, taken: &takenWithScreens), of: member)
      if case .split = outcome {
        taken = takenWithScreens
        return outcome
      }
    }
    // The view builds the screen and hands it over; the router configures it when that keeps the
    // moved code in one run, else the view does.
    if tags.contains(.configuresScreen) {
      var configured = tags
      var takenConfigured = taken
      Self.resolveNeutral(&configured, statements, joiningScreens: false, configuring: true, callbackLayer: callbackLayer)
      // What the view builds and hands over stays in the view: a definition that joined the moved
      // code only by the locals it defines, before view code the moved run would span.
      let moved = configured.indices.filter { configured[$0].moves }
      if let first = moved.first, let last = moved.last,
        let gap = (first...last).last(where: { !configured[$0].moves })
      {
        for index in first..<gap where configured[index].moves && (tags[index] == .neutral || tags[index] == .buildsScreen) {
          configured[index] = .view
        }
      }
      let outcome = typed(split(member, path: path, tags: configured, taken: &takenConfigured), of: member)
      if case .split = outcome {
        taken = takenConfigured
        return outcome
      }
    }
    Self.resolveNeutral(&tags, statements, joiningScreens: false, callbackLayer: callbackLayer)
    return split(member, path: path, tags: tags, taken: &taken)
  }

  /// Plans the split of the statements at `path`, tagged and resolved.
  private func split(_ member: Member, path: [BlockStep], tags: [StatementTagger.Tag], taken: inout Set<String>) -> Outcome {
    let statements = member.statements(at: path)
    let moved = tags.indices.filter { tags[$0].moves }
    guard let first = moved.first, let last = moved.last else {
      return tags.contains(.hoisted) ? .queriesOnly : .refused(SplitRefusal(.nothingToMove, "it has nothing to move"))
    }
    // A closure moving to the router that binds `self` to a name (`guard let self else { return }`,
    // `if let strongSelf = self`) would bind the router, whose code reaches the screen through
    // `transitionHandler` instead. (The interactor's code reaches its own members through `self`.)
    if let binding = moved.first(where: { index in
      [.layer(.router), .decision].contains(tags[index]) && Statement.closuresBindSelf(in: [statements[index]], keeping: nil)
    }) {
      return .refused(SplitRefusal(.bindsSelf, "line \(statements[binding].span.startLine) holds a closure binding 'self', which would bind another class where the code moves"))
    }
    // View statements between moved ones stay in the view and run first, when that changes
    // nothing (`_editMode = NO;` between building the edit screen and presenting it).
    let gap = (first...last).filter { !tags[$0].moves }
    let interleaved = SplitRefusal(
      .interleaved,
      "it moves statements that are interleaved with view statements (lines \(statements[first].span.startLine)-\(statements[last].span.endLine))")
    guard gap.allSatisfy({ commutes(statements, at: $0, with: moved, in: member) }) else { return .refused(interleaved) }
    if let shared = gap.first(where: { index in
      (tags[index - 1].moves && statements[index - 1].span.endLine >= statements[index].span.startLine)
        || (tags[index + 1].moves && statements[index + 1].span.startLine <= statements[index].span.endLine)
    }) {
      return .refused(SplitRefusal(.sharedLine, "line \(statements[shared].span.startLine) holds code that would move and code that stays in the view"))
    }
    // Moved code leaves by whole lines: none may hold code that stays (`{ store.save(order); label.text = "" }`).
    if let line = sharedLine(member, path: path, statements: statements, run: first...last) {
      return .refused(SplitRefusal(.sharedLine, "line \(line) holds code that would move and code that stays in the view"))
    }
    // A computed property's getter, a lazy property's closure, return their value too.
    let yieldsValue = member.returnsValue || member.computesPropertyValue
    if (member.signature?.returnType != nil || yieldsValue) && path.isEmpty, moved.contains(where: { statements[$0].facts.returns }) {
      return .refused(SplitRefusal(.returnsValue, "it returns a value from code that would move"))
    }
    // `-> Bool { dataSource.canMove(row) }`: a single expression is the value returned.
    if yieldsValue && path.isEmpty && statements.count == 1 && statements[0].kind == .expression {
      return .refused(SplitRefusal(.returnsValue, "it returns the value of the one expression that would move"))
    }
    let movedLayers = Set(moved.compactMap { index -> Layer? in if case .layer(let layer) = tags[index] { return layer } else { return nil } })
    let decisions = moved.filter { tags[$0] == .decision }
    let callbacks = moved.filter { tags[$0] == .callback }
    if !gap.isEmpty && (!decisions.isEmpty || !callbacks.isEmpty) { return .refused(interleaved) }
    let flow: MemberSplit.Flow
    if let callback = callbacks.first {
      let layer = statements[callback].callback.flatMap(tagger.callbackLayer) ?? .interactor
      guard callbacks.count == 1, callback == last, decisions.isEmpty, movedLayers.subtracting([layer]).isEmpty else {
        return .refused(SplitRefusal(.severalLayers, "line \(statements[callback].span.startLine) makes a call with a callback next to other moved code"))
      }
      flow = layer == .router ? .navigationCallback : .dataCallback
    } else if decisions.count == 1 && movedLayers.subtracting([.presenter]).isEmpty {
      flow = .navigationDecision
    } else if !decisions.isEmpty || movedLayers.count != 1 {
      return .refused(SplitRefusal(.severalLayers, "it moves code of several layers at once (\(movedLayers.map(\.rawValue).sorted().joined(separator: ", ")))"))
    } else {
      switch movedLayers.first! {
      case .interactor: flow = .dataReading
      case .router: flow = .navigation
      default: flow = .presentation
      }
    }
    // The router and the interactor cannot call the presenter's methods (a display-state helper a
    // neutral statement calls, `let item = item(at: indexPath)` before a push).
    if flow.layer != .presenter {
      for index in moved {
        let facts = tags[index] == .callback ? statements[index].callback!.callFacts : statements[index].facts
        if let call = facts.selfReferences.first(where: { reference in
          reference.calledName != nil && classified.resolver.resolve(reference).map {
            classified.layer(of: $0) == .presenter && classified.model.members[$0].kind == .method
          } == true
        }) {
          return .refused(SplitRefusal(.viewState, "line \(call.line) calls '\(call.name)', which the presenter answers, from code that would move to the \(flow.layer.rawValue)"))
        }
      }
    }
    return plan(member, path: path, flow: flow, moved: moved, decision: decisions.first, tags: tags, taken: &taken)
  }

  /// Whether the view statement at `index`, between moved statements, can run before all of them
  /// without changing what either does: a plain assignment of view state (`_editMode = NO;`,
  /// `_editedServer = favServ;`) with no call, closure or block and defining no local, writing
  /// only instance variables, stored properties that run no code when set (no observers, no
  /// Objective-C setter of the class, no outlet or UI object) or the controller's presentation
  /// settings (`modalPresentationStyle`); whose written state the moved code
  /// does not name, which reads no state the moved code writes and no local the moved code
  /// defines or might assign (the member's parameters it may share). The moved code before it
  /// calls nothing of the controller's (`performSegue` would run `prepare(for:)` first), hands
  /// `self` to nothing, and cannot leave early, throw or wait (the write would happen anyway, or
  /// sooner).
  private func commutes(_ statements: [Statement], at index: Int, with moved: [Int], in member: Member) -> Bool {
    let statement = statements[index]
    let facts = statement.facts
    guard statement.kind == .assignment, facts.calls.isEmpty, facts.definedLocals.isEmpty, statement.branches.isEmpty,
      statement.block.isEmpty, statement.allClosures.isEmpty, facts.selfReferences.contains(where: \.isWrite)
    else { return false }
    let model = classified.model
    for reference in facts.selfReferences where reference.isWrite {
      guard let target = classified.resolver.resolve(reference) else {
        // An ivar-block variable, read as `editing` for `_editing`.
        if model.instanceVariables.contains(reference.name) || model.instanceVariables.contains("_" + reference.name) { continue }
        // A presentation setting of the controller is plain state until it presents.
        if Self.presentationSettings.contains(reference.name) { continue }
        return false
      }
      let property = model.members[target]
      guard property.kind == .storedProperty, property.bodySpan == nil, !property.has("IBOutlet"), !tagger.isUITyped(property)
      else { return false }
      // `self.editing = YES` runs `setEditing:` when the class declares it.
      if model.language == .objectiveC, reference.receiverRange != nil {
        if model.members.contains(where: { $0.kind == .method && $0.name == property.setterSelector }) { return false }
      }
    }
    let written = Set(facts.selfReferences.filter(\.isWrite).map(\.name))
    let read = Set(facts.selfReferences.filter { !$0.isWrite }.map(\.name))
    let used = Set(facts.usedNames)
    let locals = used.subtracting(member.signature?.parameters.map(\.name) ?? [])
    for other in moved {
      let otherFacts = statements[other].facts
      let otherNames = Set(otherFacts.usedNames).union(otherFacts.definedLocals)
      if !written.isDisjoint(with: otherNames) || !written.isDisjoint(with: otherFacts.selfReferences.map(\.name))
        || !read.isDisjoint(with: otherFacts.selfReferences.filter(\.isWrite).map(\.name))
        || !locals.isDisjoint(with: otherNames) || !used.isDisjoint(with: otherFacts.definedLocals)
      {
        return false
      }
      if other < index && (otherFacts.returns || otherFacts.throwsErrors || otherFacts.awaits
        || otherFacts.selfReferences.contains(where: { $0.name == "self" || $0.calledName != nil }))
      {
        return false
      }
    }
    return true
  }

  /// UIKit properties of the controller that only say how it presents or is presented, read when
  /// a presentation starts (`self.modalPresentationStyle = UIModalPresentationCurrentContext;`).
  static let presentationSettings: Set<String> = [
    "modalPresentationStyle", "modalTransitionStyle", "definesPresentationContext",
    "providesPresentationContextTransitionStyle", "modalPresentationCapturesStatusBarAppearance",
  ]

  /// Whether the routes of a split inside a block take a local the view sets up for them alone
  /// (and for the statements of the block configuring it), which a command would declare itself
  /// (`StatementTagger.prelude(declaring:…)`).
  private func takesOwnSetUp(_ split: MemberSplit, in member: Member) -> Bool {
    let locals = Set(split.routes.flatMap(\.method.parameters).map(\.name)).intersection(member.facts.definedLocals)
    guard !split.blockPath.isEmpty, !locals.isEmpty else { return false }
    // The moved code, and what configures the screen before it in the block (`notes.title =
    // title`), which a command takes along.
    let statements = member.statements(at: split.blockPath)
    guard let end = split.movedStatements.last else { return false }
    let indices = statements[...end].indices.filter { !Set(statements[$0].namesRead).isDisjoint(with: locals) }
    let code = indices.map { statements[$0] }
    // Only what one command could take: a run of plain statements (no branch, block or closure,
    // which a command may not hold, nor view code between), none doing view work
    // (`help.dataManager = self.dataManager`, an inherited property, stays in the view, and with
    // it the screen).
    guard let first = code.first, let last = code.last, let low = indices.first, let high = indices.last,
      high - low + 1 == indices.count, high == end,
      code.allSatisfy({ statement in
        statement.branches.isEmpty && statement.block.isEmpty && statement.allClosures.isEmpty
          && tagger.signals(statement.facts, asNavigation: true).view == nil
      })
    else { return false }
    return !tagger.prelude(
      declaring: locals, for: CodeFacts.merged(code.map(\.facts)), at: first.span.start..<last.span.end, of: .router, in: member, avoiding: []
    ).isEmpty
  }

  /// The first line the moved run `statements[run]` shares with code that stays: a neighbouring
  /// statement, or the line that opens or closes the block around it (the member's braces, a
  /// branch's label, the statement holding a closure or `do` body).
  private func sharedLine(_ member: Member, path: [BlockStep], statements: [Statement], run: ClosedRange<Int>) -> Int? {
    let first = statements[run.lowerBound].span.startLine
    let last = statements[run.upperBound].span.endLine
    if run.lowerBound > 0, statements[run.lowerBound - 1].span.endLine >= first { return first }
    if run.upperBound + 1 < statements.count, statements[run.upperBound + 1].span.startLine <= last { return last }
    let container: SourceSpan?
    if let step = path.last {
      let holder = member.statements(at: Array(path.dropLast()))[step.statement]
      container = step.branch.map { holder.branches[$0].bodySpan } ?? holder.span
    } else {
      container = member.bodySpan
    }
    guard let container else { return nil }
    if first <= container.startLine { return first }
    if last >= container.endLine { return last }
    return nil
  }

  /// When the one statement that mixes layers runs a block in order where it stands (a `do` body;
  /// the closure of a call that is neither data, navigation nor UI, such as `Task { … }`) and the
  /// statements around it stay in the view, the block is split instead:
  /// `do { let all = try await service.fetchMessages(); … } catch { … }` keeps its `do`/`catch` in
  /// the view around `try await output.reload()`. Likewise the one branch of an `if` that holds
  /// code to move, when the conditions hold none: the view keeps the `if` and its other branches,
  /// `if !isModal { [self.output jumpToProfile:self.topic]; }`.
  private func splitInside(
    _ member: Member, path: [BlockStep], at index: Int, tags: [StatementTagger.Tag], taken: inout Set<String>
  ) -> Outcome? {
    let statement = member.statements(at: path)[index]
    guard tags.indices.allSatisfy({ $0 == index || !tags[$0].moves }) else { return nil }
    if statement.kind == .ifStatement && !statement.branches.isEmpty {
      guard let branch = movingBranch(of: statement, in: member, allowsQueries: !member.isInClosure(at: path)) else { return nil }
      var attempt = taken
      let outcome = split(member, path: path + [BlockStep(statement: index, branch: branch)], taken: &attempt)
      // A screen the view sets up just before the `if`, for the branch alone, is built where the
      // branch shows it when the branch's code is handed over in place (`InPlaceCall.prelude`):
      // the split would take the screen from the view instead.
      if case .split(let split) = outcome, takesOwnSetUp(split, in: member) { return nil }
      taken = attempt
      return outcome
    }
    guard !statement.innerStatements.isEmpty else { return nil }
    let inner = path + [BlockStep(statement: index)]
    guard statement.block.isEmpty else { return split(member, path: inner, taken: &taken) }
    // A closure capturing `self` weakly would need its `self?.` rewritten in the moved code,
    // unless the code follows a guard binding `self` again (`guard let self else { return }`),
    // where the view's `self.output` is reached as the code reached the controller. One not
    // holding the controller must not hold it now through `self.output` (an observer's or a
    // stored handler's closure would keep the view alive).
    guard let callback = statement.callback, callback.selfCapture == .strong || callback.strongSelfRange != nil,
      !callback.capturesValues, tagger.holdsController(callback)
    else { return nil }
    let (layers, view) = tagger.signals(callback.callFacts)
    guard layers.isEmpty, view == nil else { return nil }
    var attempt = taken
    let outcome = split(member, path: inner, taken: &attempt)
    if case .split(let split) = outcome, callback.selfCapture != .strong {
      // The statements of the body the moved code lies in, directly or deeper.
      let moved = split.blockPath.count > inner.count ? [split.blockPath[inner.count].statement] : split.movedStatements
      guard moved.allSatisfy({ callback.holdsSelfStrongly(at: callback.statements[$0].span.start) }) else { return nil }
    }
    taken = attempt
    return outcome
  }

  /// The one branch of an `if` holding navigation or data code, when its conditions hold none,
  /// or only data reads that become queries (`if let id = output.syncID() { … } else { moved }`).
  private func movingBranch(of statement: Statement, in member: Member, allowsQueries: Bool) -> Int? {
    let branchFacts = statement.branches.map { CodeFacts.merged($0.statements.map(\.facts)) }
    let inBranches = Set(branchFacts.flatMap(\.calls))
    let typesInBranches = Set(branchFacts.flatMap(\.typeNames))
    var conditions = CodeFacts(
      calls: statement.facts.calls.filter { !inBranches.contains($0) },
      typeNames: statement.facts.typeNames.filter { !typesInBranches.contains($0) })
    if !tagger.signals(conditions).layers.isEmpty, allowsQueries, let queries = tagger.ownQueries(of: statement, in: member) {
      conditions = conditions.removing(queries.map(\.site.facts))
    }
    guard tagger.signals(conditions).layers.isEmpty else { return nil }
    let moving = branchFacts.indices.filter { !tagger.signals(branchFacts[$0]).layers.isEmpty }
    return moving.count == 1 ? moving[0] : nil
  }

  /// A neutral statement joins the layer of the moved code whose locals it uses, else of the
  /// first later statement that uses its locals; otherwise it stays in the view. A statement
  /// reading view state joins navigation or data code whose locals it uses (`vc.user = _topic.user`
  /// after `vc` is created); otherwise it is view code. A statement building a screen joins the
  /// navigation code that later uses it, directly or through such a reading statement; so does
  /// a statement configuring a local that navigation code later uses.
  /// Two linear passes: forward over definitions, backward over first uses.
  /// Returns whether, `joiningScreens`, any statement joined the navigation that uses it.
  /// A callback statement's layer is `callbackLayer`'s: the interactor's for a data call, the
  /// router's for navigation with a completion.
  @discardableResult
  static func resolveNeutral(
    _ tags: inout [StatementTagger.Tag], _ statements: [Statement], joiningScreens: Bool, configuring: Bool = false,
    callbackLayer: (Callback) -> Layer = { _ in .interactor }
  ) -> Bool {
    func layer(ofCallback index: Int) -> Layer { statements[index].callback.map(callbackLayer) ?? .interactor }
    // A screen built for navigation (or a neutral value) goes with it: backward, over the names
    // later navigation uses, directly or through a statement reading view state.
    var navigationUses = Set<String>()
    var screenJoined = false
    for index in statements.indices.reversed() {
      if tags[index] == .buildsScreen || tags[index] == .neutral {
        if joiningScreens && statements[index].facts.definedLocals.contains(where: navigationUses.contains) {
          screenJoined = true
          tags[index] = .layer(.router)
        } else if tags[index] == .buildsScreen {
          tags[index] = .view
        }
      }
      // Configuring goes with the navigation when the screen is built there, or, `configuring`,
      // when the view builds it and hands it over (`output.showEdit(editor)`).
      // So does neutral code setting up such a local (`modalNav.modalPresentationStyle = …`).
      func configuresNavigated() -> Bool { statements[index].facts.usedNames.contains(where: navigationUses.contains) }
      // Setting up: assigning to or sending to a local the navigation uses, not merely reading
      // one it reads too (`NSLog(@"%@", indexPath)` before the push reading `indexPath`).
      func setsUpNavigated() -> Bool {
        let facts = statements[index].facts
        return (facts.assignedNames + facts.calls.compactMap { ServiceNames.root(of: $0.receiver) }).contains(where: navigationUses.contains)
      }
      if tags[index] == .configuresScreen {
        tags[index] = (joiningScreens || configuring) && configuresNavigated() ? .layer(.router) : .view
        screenJoined = screenJoined || tags[index] != .view
      } else if tags[index] == .neutral, configuring, statements[index].facts.definedLocals.isEmpty, setsUpNavigated() {
        tags[index] = .layer(.router)
      }
      // A statement reading view state, or a neutral one, counts only when it feeds or configures
      // what the navigation uses (`topic.repliesURL = _user.repliesURL` before `vc.topic = topic`),
      // not when it merely sits before it (a cell's setup before another row's push).
      func feedsNavigation() -> Bool {
        let facts = statements[index].facts
        return (facts.usedNames + facts.definedLocals + facts.assignedNames).contains(where: navigationUses.contains)
      }
      if tags[index] == .layer(.router) || ((tags[index] == .readsViewState || tags[index] == .neutral) && feedsNavigation()) {
        navigationUses.formUnion(statements[index].facts.usedNames)
      } else if tags[index] == .callback, layer(ofCallback: index) == .router, let callback = statements[index].callback {
        navigationUses.formUnion(callback.callFacts.usedNames)
      }
    }
    var definedBy: [String: Int] = [:]
    for index in statements.indices {
      if tags[index] == .neutral || tags[index] == .readsViewState {
        let source = statements[index].facts.usedNames.compactMap { definedBy[$0] }.filter { tags[$0].moves }.max()
        if let source {
          switch (tags[source], tags[index]) {
          case (.decision, .neutral): tags[index] = .layer(.presenter)
          case (.callback, _): tags[index] = .layer(layer(ofCallback: source))
          case (.layer(let layer), .readsViewState) where layer == .router || layer == .interactor: tags[index] = .layer(layer)
          case (_, .neutral): tags[index] = tags[source]
          default: break
          }
        }
      }
      if tags[index] == .readsViewState { tags[index] = .view }
      for name in statements[index].facts.definedLocals { definedBy[name] = index }
    }
    var firstUse: [String: Int] = [:]
    for index in statements.indices.reversed() {
      // Neutral code joins the moved code that first uses its locals; so does formatting that
      // feeds navigation or data code (a URL, a key): it moves with it.
      if tags[index] == .neutral || tags[index] == .layer(.presenter) {
        let consumer = statements[index].facts.definedLocals.compactMap { firstUse[$0] }.min()
        if let consumer {
          switch tags[consumer] {
          case .layer(let layer): tags[index] = .layer(layer)
          case .decision: tags[index] = .layer(.presenter)
          case .callback: tags[index] = .layer(layer(ofCallback: consumer))
          default: break
          }
        }
      }
      // A completion's body comes back to the view: a local only it reads stays there, and the
      // presenter hands its value back (`let greeting = …; dismiss(animated: true) { label.text = greeting }`).
      let uses = tags[index] == .callback && layer(ofCallback: index) == .router
        ? statements[index].callback!.callFacts.usedNames : statements[index].facts.usedNames
      for name in uses { firstUse[name] = index }
    }
    return screenJoined
  }

  private func plan(
    _ member: Member, path: [BlockStep], flow: MemberSplit.Flow, moved: [Int], decision: Int?, tags: [StatementTagger.Tag],
    taken: inout Set<String>
  ) -> Outcome {
    let statements = member.statements(at: path)
    // A callback statement moves without its callback's body, which comes back to the view.
    func movedFacts(_ index: Int) -> CodeFacts {
      tags[index] == .callback ? statements[index].callback!.callFacts : statements[index].facts
    }
    let definedInRun = Set(moved.flatMap { movedFacts($0).definedLocals })
    // Values flowing in: parameters and earlier view locals the moved code reads (in the block and
    // before it, at each level around it).
    var earlierLocals = Set(statements.indices.filter { $0 < moved[0] }.flatMap { statements[$0].facts.definedLocals })
    var closureParameterTypes: [String: InferredType] = [:]
    // Inside a branch or a `do` body (not a closure) a `return` leaves the member itself.
    var returnLeavesMember = false
    for level in path.indices {
      let around = member.statements(at: Array(path.prefix(level)))
      let holder = around[path[level].statement]
      earlierLocals.formUnion(around.prefix(path[level].statement).flatMap(\.facts.definedLocals))
      if path[level].branch != nil || !holder.block.isEmpty { returnLeavesMember = true }
      if path[level].branch != nil {
        // Names the conditions bind (`if let vc = … as? X`) are bound outside the branch too.
        let branchLocals = Set(holder.branches.flatMap { $0.statements.flatMap(\.facts.definedLocals) })
        earlierLocals.formUnion(holder.facts.definedLocals.filter { !branchLocals.contains($0) })
        continue
      }
      // A closure's parameters are bound outside the split statements too (`{ note in … }`),
      // typed as written or by the well-known API that calls the closure.
      if holder.block.isEmpty, let callback = holder.callback {
        for parameter in SplitTyping.typedParameters(of: callback, classified: classified)
        where parameter.name != "_" {
          earlierLocals.insert(parameter.name)
          if let type = parameter.type { closureParameterTypes[parameter.name] = .written(type) }
        }
      }
    }
    // Values a callback's body reads travel to the moved call and back only from the split's own
    // level: one from a scope around it (`handleNextUpload` defined before the `if` holding the
    // upload) stays untyped, and the body stays in the view as the call's completion.
    let roundTripTyping = SplitTyping(member: member, classified: classified)
    // The moved code's other values may come from the scopes around the split level too.
    var typing = roundTripTyping
    typing.enclosing = Array(typing.scopes(around: statements[moved[0]].span.start).dropFirst())
    let parameterNames = Set(member.signature?.parameters.map(\.name) ?? [])
    // A view name declared again inside a moved statement (in a block, `__block OTRBuddy *buddy`)
    // must not be read outside that statement: which of the two is meant there is unclear.
    for index in moved {
      for name in movedFacts(index).definedLocals where parameterNames.contains(name) || earlierLocals.contains(name) {
        if statements.indices.contains(where: { $0 != index && $0 > moved[0] && statements[$0].facts.usedNames.contains(name) }) {
          return .refused(SplitRefusal(.redeclaredName, "line \(statements[index].span.startLine) declares '\(name)' again, and the code after it would not know which one it reads"))
        }
      }
    }
    // Nor may moved code bind such a name again from its outer value (`if let row { … }` after
    // `let row = rows.last`, `if let row = row`): it would read a value it does not take.
    for index in moved {
      let facts = movedFacts(index)
      var nested: [Statement] = []
      func add(_ statement: Statement) {
        nested.append(statement)
        for branch in statement.branches { branch.statements.forEach(add) }
        statement.innerStatements.forEach(add)
      }
      if tags[index] != .callback { add(statements[index]) }
      if let name = facts.definedLocals.first(where: { name in
        (parameterNames.contains(name) || earlierLocals.contains(name)) && nested.contains { typing.rebindsItself($0, name: name) }
      }) {
        return .refused(SplitRefusal(.redeclaredName, "line \(statements[index].span.startLine) binds '\(name)' again from the view's '\(name)', which the moved code would not take"))
      }
    }
    var inputs: [String] = []
    for name in moved.flatMap({ movedFacts($0).usedNames }) where !definedInRun.contains(name) {
      if (parameterNames.contains(name) || earlierLocals.contains(name)) && !inputs.contains(name) { inputs.append(name) }
    }
    // Values flowing out: moved locals read by later statements, which become the display.
    let later = statements.indices.filter { $0 > moved.last! }
    var outputs: [String] = []
    var display: [Int] = []
    for index in later {
      let used = statements[index].facts.usedNames.filter(definedInRun.contains)
      if used.isEmpty { continue }
      display.append(index)
      for name in used where !outputs.contains(name) { outputs.append(name) }
    }
    let displayLocals = Set(display.flatMap { statements[$0].facts.definedLocals })
    let displaySet = Set(display)
    for index in later where !displaySet.contains(index) {
      if !displayLocals.isDisjoint(with: statements[index].facts.usedNames) {
        return .refused(SplitRefusal(.viewNeedsMovedValues, "line \(statements[index].span.startLine) uses values computed while displaying the moved code's result"))
      }
    }
    for index in display {
      let foreign = statements[index].facts.usedNames.filter { !definedInRun.contains($0) && !displayLocals.contains($0) }
      if let name = foreign.first { return .refused(SplitRefusal(.viewNeedsMovedValues, "line \(statements[index].span.startLine) needs both '\(name)' and the moved code's result")) }
    }
    // Moved code that returns early skips the display (it is not reported), but the view's
    // other later statements would run anyway.
    if let exit = moved.first(where: { movedFacts($0).returns }),
      let after = later.first(where: { !displaySet.contains($0) })
    {
      return .refused(SplitRefusal(.earlyReturn, "line \(statements[exit].span.startLine) returns early, and line \(statements[after].span.startLine) would then run anyway"))
    }
    // A display statement that returns (`if (error) { …; return; }`) would leave only the display
    // method: the view's statements after it would run anyway.
    if let exit = display.first(where: { statements[$0].facts.returns }),
      let after = later.first(where: { $0 > exit && !displaySet.contains($0) })
    {
      return .refused(SplitRefusal(.earlyReturn, "line \(statements[exit].span.startLine) returns early while showing the moved code's result, and line \(statements[after].span.startLine) would then run anyway"))
    }
    // Moved, such a `return` would leave only the method it moved to; the view would go on.
    if returnLeavesMember, let exit = moved.first(where: { movedFacts($0).returns }) {
      return .refused(SplitRefusal(.earlyReturn, "line \(statements[exit].span.startLine) returns from the member inside a block, and the view would go on after it"))
    }
    // The display runs from the interactor output's callback, which neither awaits nor throws.
    if let index = display.first(where: { statements[$0].facts.awaits || statements[$0].facts.throwsErrors }) {
      return .refused(SplitRefusal(.viewNeedsMovedValues, "line \(statements[index].span.startLine) awaits or throws while displaying the moved code's result"))
    }
    if flow == .navigation || flow == .navigationDecision, !outputs.isEmpty {
      return .refused(SplitRefusal(.viewNeedsMovedValues, "navigation code computes '\(outputs[0])', which the view still uses"))
    }
    if flow == .dataCallback || flow == .navigationCallback, !outputs.isEmpty {
      return .refused(SplitRefusal(.viewNeedsMovedValues, "the view uses '\(outputs[0])' before the call's callback has run"))
    }
    // Moved code may use injected helpers but not view state; navigation and data code may read
    // it, the value is passed with the event (`sender: self.recipes[row]` → parameter `recipes`,
    // `imageCache.image(forKey: photo.id)` → `loadImage(photo)`).
    var injections: [Int] = []
    var reads: [SelfReference] = []
    var readParameters: [PlannedParameter] = []
    // Instance variables' values the moved code reads, passed as a property's are.
    var storedValues: [PassedValue] = []
    // Values are passed only where the moved code is printed with its parameter edits (not a
    // decision or presentation the presenter runs as written).
    let readsState = [.navigation, .navigationCallback, .dataReading, .dataCallback].contains(flow)
    for index in moved {
      for reference in movedFacts(index).selfReferences {
        guard let target = classified.resolver.resolve(reference) else {
          if readsState, let value = tagger.instanceVariableValue(of: reference, in: movedFacts(index)) { storedValues.append(value) }
          continue
        }
        if [.dataReading, .dataCallback].contains(flow) && classified.isOwnService(target, in: .interactor) { continue }
        if tagger.injectable.contains(target) {
          if !injections.contains(target) { injections.append(target) }
        } else if readsState
          && tagger.isPassableRead(
            reference, target, in: movedFacts(index), navigating: flow == .navigation || flow == .navigationCallback)
        {
          reads.append(reference)
          let parameter = PlannedParameter(reading: classified.model.members[target])
          if !readParameters.contains(where: { $0.name == parameter.name }) && !inputs.contains(parameter.name) {
            readParameters.append(parameter)
          }
        } else if classified.isViewState(target) && classified.model.members[target].kind != .method
          && !(flow == .presentation && classified.members[target].isDisplayState)
        {
          return .refused(SplitRefusal(.viewState, "line \(reference.line) uses view state '\(reference.name)'"))
        }
      }
    }
    let naming = SplitNaming(member: member, classified: classified)
    // A control the moved code only reads a value of (`sender.tag`, `sender.isOn`) stays in the
    // view: the event takes the value, the moved code reads the parameter.
    var passedValues: [PassedValue] = []
    let movedCode = CodeFacts.merged(moved.map(movedFacts))
    if let type = tagger.localType(namedIn: movedCode, of: member) {
      return .refused(SplitRefusal(.untypedValue, "the moved code uses the type '\(type)' the member declares in its body, which another layer cannot see"))
    }
    // Not a value a closure reads later: it would be read when the event is sent, not when the
    // closure runs.
    lazy var closureRanges = moved.flatMap { statements[$0].allClosures.flatMap(\.statements).map(\.span.range) }
    // The instance variables passed on are no longer read as written (`_recentURLs` →
    // `recentURLs`): their names are free for their parameters.
    lazy var namesInUse = Set(
      movedCode.usedNames + movedCode.definedLocals + inputs
        + movedCode.selfReferences.filter { reference in !storedValues.contains { $0.read.baseRange == reference.nameRange } }.map(\.name))
    var eventInputs: [PlannedParameter] = []
    for value in storedValues {
      if closureRanges.contains(where: { $0.contains(value.read.range.lowerBound) }) {
        return .refused(SplitRefusal(.viewState, "line \(value.read.line) reads the instance variable '\(value.read.base)' in a closure, which runs later"))
      }
      let isFree = { (name: String) in !namesInUse.contains(name) && !readParameters.contains { $0.name == name } }
      guard let (value, isNew) = PassedValue.named(value, after: passedValues, isFree: isFree) else {
        return .refused(SplitRefusal(.viewState, "the moved code reads the instance variable '\(value.read.base)', and no name is free for its value"))
      }
      passedValues.append(value)
      if isNew { eventInputs.append(PlannedParameter(name: value.name, type: .written(value.type))) }
    }
    for name in inputs {
      let typed = typing.type(of: name, definedIn: statements, readAfter: true)
      var type = typed == .unknown ? closureParameterTypes[name] ?? .unknown : typed
      // A value the moved code only hands to a well-known call taking one type
      // (`FileManager.default.removeItem(at: file)`) crosses as that type.
      if type == .unknown, let handed = typing.handedArgumentType(of: name, in: movedCode) { type = .written(handed) }
      if readsState, tagger.holdsUIObject(type),
        let values = tagger.controlValues(through: name, in: movedCode, member: member, typing: typing),
        !values.contains(where: { value in closureRanges.contains { $0.contains(value.read.range.lowerBound) } })
      {
        var named: [PassedValue] = []
        for value in values {
          guard let (value, isNew) = PassedValue.named(value, after: passedValues + named, isFree: { !namesInUse.contains($0) }) else {
            return .refused(SplitRefusal(.viewState, "the moved code reads '\(name)', a UI object, and no name is free for its value"))
          }
          named.append(value)
          if isNew { eventInputs.append(PlannedParameter(name: value.name, type: .written(value.type))) }
        }
        passedValues += named
        continue
      }
      eventInputs.append(PlannedParameter(name: name, type: type))
    }
    let inputParameters = eventInputs + readParameters
    let outputParameters = outputs.map { PlannedParameter(name: $0, type: typing.type(of: $0, definedIn: statements, consumers: display)) }
    // Alerts and action sheets are UI: the view shows and dismisses them itself.
    if flow == .navigation || flow == .navigationCallback,
      let alert = inputParameters.first(where: { $0.type.principalName.map(NavigationSignals.isAlertType) == true })
    {
      return .refused(SplitRefusal(.viewState, "it shows the alert or action sheet '\(alert.name)', which stays in the view"))
    }
    // The interactor and the presenter never get a UI object (`sender: UIButton`, a cell whose
    // label the code sets): what the moved code does with it is view work.
    if flow == .dataReading || flow == .dataCallback || flow == .presentation,
      let object = inputParameters.first(where: tagger.holdsUIObject)
    {
      let code = flow == .presentation ? "presenter" : "data"
      return .refused(SplitRefusal(.viewState, "the \(code) code uses the UI object '\(object.name)', which stays in the view"))
    }
    // Nor does the presenter's decision read one (`if cell.isSelected { … }`); the router may get
    // it to navigate from.
    if flow == .navigationDecision, let decision {
      let holder = statements[decision]
      let conditions = holder.facts.removing(holder.branches.flatMap { $0.statements.map(\.facts) })
      if let object = inputParameters.first(where: { tagger.holdsUIObject($0) && conditions.usedNames.contains($0.name) }) {
        return .refused(SplitRefusal(.viewState, "the decision reads the UI object '\(object.name)', which stays in the view"))
      }
    }
    // A value flowing in is a copy: moved code setting it (`syncID = [[NSUUID UUID] UUIDString];`,
    // `names.append(x)`) would leave the view's unchanged.
    let inputSet = Set(inputs)
    for index in moved where tags[index] != .callback && !inputSet.isEmpty {
      // Only code naming an input as written (or calling a mutating method) can set it.
      let facts = movedFacts(index)
      guard facts.assignedNames.contains(where: inputSet.contains) || !StatementTagger.mutatedRoots(in: facts).isEmpty
      else { continue }
      let written = typing.reassignedNames(in: [statements[index]])
      if let name = inputs.first(where: written.contains) {
        return .refused(SplitRefusal(.viewNeedsMovedValues, "line \(statements[index].span.startLine) sets '\(name)', a value of the view's the moved code would get as a copy"))
      }
    }
    // A result flowing back is a parameter of the display method, a constant in Swift: display
    // code setting it (`n += 1`) could not.
    if classified.model.language == .swift, !outputs.isEmpty {
      // What a statement writes, nested code and closures included (`n += 1`, `&n`, `n = 0`).
      func writes(_ index: Int) -> Set<String> {
        Set(statements[index].facts.assignedNames).union(typing.reassignedNames(in: [statements[index]]))
      }
      if let index = display.first(where: { !writes($0).isDisjoint(with: outputs) }),
        let name = outputs.first(where: writes(index).contains)
      {
        return .refused(SplitRefusal(.viewNeedsMovedValues, "line \(statements[index].span.startLine) sets '\(name)', which the view would get from the moved code as a constant"))
      }
    }
    // Data reading reports values, not the service that reads them
    // (`let defaults = UserDefaults.standard` before reads of it): the reads become queries.
    if flow == .dataReading, let service = outputParameters.first(where: { tagger.holdsService($0.type) }) {
      return .refused(SplitRefusal(.viewNeedsMovedValues, "the moved code's result '\(service.name)' is the data service itself, which stays out of the view"))
    }
    var split = MemberSplit(
      memberID: member.id, flow: flow, event: PlannedMethod(name: naming.eventName(), parameters: inputParameters),
      movedStatements: moved, displayStatements: display, load: nil, loaded: nil, display: nil, routes: [],
      decisionStatement: decision, usedInjections: injections)
    split.blockPath = path
    split.parameterReads = reads
    split.passedValues = passedValues
    // A callback's body becomes the view's display method: not one binding `self` in a condition
    // (`if let self = self {`), which a method's `self` could not be, nor one whose closures reach
    // `self` weakly (`Callback.methodBodyObstacle`), nor one reading anonymous arguments
    // (`{ if $0 { … } }`), which a method cannot name.
    if flow == .dataCallback || flow == .navigationCallback, let callback = statements[moved.last!].callback {
      if let obstacle = callback.methodBodyObstacle {
        return .refused(SplitRefusal(.viewNeedsMovedValues, "its callback \(obstacle), which the view's display method could not keep"))
      }
      if let anonymous = callback.parameters.first(where: { $0.name.hasPrefix("$") }) {
        return .refused(SplitRefusal(.untypedValue, "its callback reads the anonymous argument '\(anonymous.name)', which the view's display method could not name (name it: '{ value in … }')"))
      }
    }
    switch flow {
    case .dataReading:
      // Else, for code that reports nothing, the call sent to a data type's shared instance
      // (`FileManager.default.removeItem(at:)` → `removeItem`), not `loadData`.
      let sentToShared = !outputs.isEmpty ? nil : movedCode.calls.last { call in
        guard let receiver = call.receiver, receiver != ServiceNames.root(of: receiver),
          let type = StatementTagger.sharedReceiverType(receiver)
        else { return false }
        return tagger.holdsService(.written(type))
      }
      let dataCall = tagger.dataCall(in: movedCode).flatMap { SplitNaming.namesAnObject($0) ? nil : $0 }
      let names = naming.dataMethodNames(outputs: outputs, dataCall: (dataCall ?? sentToShared)?.name)
      split.load = PlannedMethod(name: names.load, parameters: inputParameters)
      // A write reports nothing: it is named as a command is, after its key (`setInteger:mode
      // forKey:@"mode"` → `saveMode`, a `synchronize()` after it aside), when it is the only one.
      let keyed = movedCode.calls.filter(SplitNaming.writesByKey)
      if outputs.isEmpty, keyed.count == 1, let write = keyed.first,
        let holder = moved.first(where: { movedFacts($0).calls.contains(write) })
      {
        let name = SplitNaming.commandName(for: write, facts: movedFacts(holder), text: classified.model.text(of: statements[holder].span))
        if name != SplitNaming.methodName(write.name) { split.load?.name = name }
      }
      if outputs.isEmpty, let load = split.load {
        split.load?.name = SplitNaming.commandName(
          load.name, sending: dataCall ?? sentToShared, parameters: inputParameters, language: classified.model.language)
      }
      if !outputs.isEmpty {
        split.loaded = PlannedMethod(name: names.loaded, parameters: outputParameters)
        split.display = PlannedMethod(name: displayName(names.shown), parameters: outputParameters)
      }
    case .presentation:
      let subject = naming.subjectName(outputs: outputs)
      if !outputs.isEmpty { split.display = PlannedMethod(name: displayName(subject), parameters: outputParameters) }
    case .dataCallback:
      planCallback(&split, member, statements: statements, callback: statements[moved.last!].callback!, inputs: inputParameters,
                   reachable: parameterNames.union(earlierLocals), definedInRun: definedInRun, typing: roundTripTyping)
      // What the callback's body reads travels through the interactor: no UI object.
      if let object = split.load?.parameters.first(where: { tagger.holdsUIObject($0.type) }) {
        return .refused(SplitRefusal(.viewState, "the callback uses the UI object '\(object.name)', which would travel through the interactor"))
      }
    case .navigation:
      let name = naming.routeName(for: moved.map { statements[$0] }, label: nil, taken: taken, screens: inputParameters.map(\.type))
      taken.insert(name)
      split.routes = [Route(method: PlannedMethod(name: name, parameters: inputParameters), branch: nil)]
    case .navigationCallback:
      let callback = statements[moved.last!].callback!
      let name = naming.routeName(for: moved.map { statements[$0] }, label: nil, taken: taken, callback: callback)
      taken.insert(name)
      if let refusal = planNavigationCallback(
        &split, route: name, callback: callback, statements: statements, inputs: inputParameters,
        reachable: parameterNames.union(earlierLocals), definedInRun: definedInRun, typing: roundTripTyping)
      {
        return .refused(refusal)
      }
    case .seguePreparation:
      break  // planned by SeguePreparationSplitter
    case .navigationDecision:
      let decisionStatement = statements[decision!]
      let presenterLocals = Set(moved.filter { $0 < decision! }.flatMap { statements[$0].facts.definedLocals })
      let labels = SplitNaming.caseNames(decisionStatement.branches.map(\.label))
      // Names the decision's conditions bind (`if let link = item.link`): the branch's route
      // takes them from the presenter, which keeps the decision.
      let everyBranchLocal = Set(decisionStatement.branches.flatMap { $0.statements.flatMap(\.facts.definedLocals) })
      let conditionLocals = Set(decisionStatement.facts.definedLocals).subtracting(everyBranchLocal)
      for (index, branch) in decisionStatement.branches.enumerated() {
        let navigates = branch.statements.contains { tagger.signals($0.facts).layers.contains(.router) }
        guard navigates else { continue }
        let name = naming.routeName(for: branch.statements, label: labels[index], taken: taken)
        taken.insert(name)
        let branchLocals = Set(branch.statements.flatMap(\.facts.definedLocals))
        var parameters: [PlannedParameter] = []
        for used in branch.statements.flatMap(\.facts.usedNames) where !branchLocals.contains(used) {
          guard parameterNames.contains(used) || presenterLocals.contains(used) || earlierLocals.contains(used)
            || conditionLocals.contains(used)
          else { continue }
          if !parameters.contains(where: { $0.name == used }) {
            parameters.append(PlannedParameter(name: used, type: typing.type(of: used, definedIn: statements)))
          }
        }
        split.routes.append(Route(method: PlannedMethod(name: name, parameters: parameters), branch: index))
      }
    }
    // Moved code that awaits or throws keeps doing so: the event and the method running it are
    // `async`/`throws`, and the view awaits its event where the code stood. Not from a member
    // throwing a typed error or rethrowing: the new methods would throw `any Error`.
    let movedCodeFacts = CodeFacts.merged(moved.map(movedFacts))
    if !tagger.keepsEffects(movedCodeFacts, of: member) {
      return .refused(SplitRefusal(.typedErrors, "its errors leave it typed (throws(…)) or rethrown, which the moved code's new methods could not keep"))
    }
    // A capture list in the moved code naming a stored property would capture the new class's.
    let movedStatements = moved.map { statements[$0] }
    if tagger.capturesStoredProperty(movedStatements) {
      return .refused(SplitRefusal(.viewState, "a closure in the moved code captures a stored property by name, which the new class may declare otherwise"))
    }
    if tagger.copiesInjectedProperty(movedStatements) {
      return .refused(SplitRefusal(.viewState, "the moved code copies a property the Assembly injects (there an implicitly unwrapped optional) into a local without a written type"))
    }
    // The view passes view state when it calls the event; moved code reading it after it first
    // suspends read it once the awaited call was done.
    if InPlaceCall.readsAfterSuspending(split.parameterReads, split.passedValues, movedCodeFacts) {
      return .refused(SplitRefusal(.viewState, "it reads view state after it awaits, which the view would pass before"))
    }
    split.markEffects(of: movedCodeFacts)
    split.groups = groups(of: split, member: member)
    return .split(split)
  }

  /// A display method joins the view class: it must not reuse a name the view already has.
  private func displayName(_ subject: String) -> String {
    memberNames.contains("show" + subject) ? "display" + subject : "show" + subject
  }

  /// The data call's method and its result's way back. Values the callback's body reads from the
  /// member (parameters, locals) travel with the call and come back with the result:
  /// `deleteTrip(trip, indexPath:)` → `didDeleteTrip(error, trip:, indexPath:)`.
  private func planCallback(
    _ split: inout MemberSplit, _ member: Member, statements: [Statement], callback: Callback, inputs: [PlannedParameter],
    reachable: Set<String>, definedInRun: Set<String>, typing: SplitTyping
  ) {
    let carried = callback.outsideReads.filter { reachable.contains($0) || definedInRun.contains($0) }.map {
      PlannedParameter(name: $0, type: typing.type(of: $0, definedIn: statements, readAfter: true))
    }
    var eventParameters = inputs
    for parameter in carried where reachable.contains(parameter.name) && !eventParameters.contains(parameter) {
      eventParameters.append(parameter)
    }
    split.event = PlannedMethod(name: split.event.name, parameters: eventParameters)
    // A task (`session.dataTask(with:)`) names nothing the user did: the member names the methods.
    let startsTask = callback.callFacts.calls.contains { SplitNaming.namesNothing($0.name) }
    // A call sent to a data type or its shared instance, whose signal is the type's name
    // (`FileManager.default.openDownloads { success in … }` → `openDownloads`), names it too.
    let sentToShared = callback.ownCall.flatMap { call in
      StatementTagger.sharedReceiverType(call.receiver) != nil && tagger.endsOwnCall(callback, of: .interactor) ? call : nil
    }
    let callName = SplitNaming.methodName(
      (startsTask ? nil : (tagger.dataCall(in: callback.callFacts) ?? sentToShared)?.name)
        ?? (member.kind == .method && !EntryPointRule.lifecycleNames.contains(member.baseName) ? member.baseName : "load"))
    // A parameter whose type is not written and that the body ignores (`{ status in … }` never
    // reading `status`) crosses no layer: it needs no type, as `_` would not.
    let read = Set(callback.statements.flatMap(\.facts.usedNames))
    let results = SplitTyping.typedParameters(of: callback, classified: classified)
      .filter { $0.name != "_" && ($0.type != nil || read.contains($0.name)) }
      .map { PlannedParameter(name: $0.name, type: $0.type.map { .written($0) } ?? .unknown) }
      + carried.filter { carriedParameter in !callback.parameters.contains { $0.name == carriedParameter.name } }
    let subject = SplitNaming.capitalized(callName)
    split.load = PlannedMethod(name: callName, parameters: eventParameters)
    split.loaded = PlannedMethod(name: "did" + subject, parameters: results)
    split.display = PlannedMethod(name: displayName(subject + "Result"), parameters: results)
  }

  /// The route running a navigation with the presenter's completion, and the view method holding
  /// the completion's body. The member's values the body reads travel with the event and the
  /// presenter hands them back; a value the moved code makes stays there, and a UI object does
  /// not travel (the refusal says which).
  private func planNavigationCallback(
    _ split: inout MemberSplit, route name: String, callback: Callback, statements: [Statement], inputs: [PlannedParameter],
    reachable: Set<String>, definedInRun: Set<String>, typing: SplitTyping
  ) -> SplitRefusal? {
    let read = callback.outsideReads
    if let made = read.first(where: definedInRun.contains) {
      return SplitRefusal(.viewNeedsMovedValues, "the completion uses '\(made)', which the navigation code makes")
    }
    let carried = read.filter(reachable.contains).map { name in
      inputs.first { $0.name == name } ?? PlannedParameter(name: name, type: typing.type(of: name, definedIn: statements, readAfter: true))
    }
    if let object = carried.first(where: { tagger.holdsUIObject($0.type) }) {
      return SplitRefusal(.viewState, "the completion uses the UI object '\(object.name)', which stays in the view")
    }
    split.event = PlannedMethod(name: split.event.name, parameters: inputs + carried.filter { !inputs.contains($0) })
    var route = PlannedMethod(name: name, parameters: inputs)
    route.appendCompletion(objectiveC: classified.model.language == .objectiveC)
    split.routes = [Route(method: route, branch: nil)]
    split.display = PlannedMethod(name: "after" + SplitNaming.capitalized(name), parameters: carried)
    return nil
  }

  /// Each moved statement group and the method that receives it (again after a rename).
  func groups(of split: MemberSplit, member: Member) -> [StatementGroup] {
    let statements = split.statements(of: member)
    func group(_ layer: Layer, _ parts: [Statement], _ method: PlannedMethod) -> StatementGroup {
      StatementGroup(layer: layer, parts: parts, method: method, catalogue: tagger.catalogue)
    }
    let run = split.movedStatements.map { statements[$0] }
    let runMethod: PlannedMethod
    switch split.flow {
    case .dataReading, .dataCallback: runMethod = split.load!
    case .navigation, .navigationCallback: runMethod = split.routes[0].method
    case .navigationDecision, .presentation, .seguePreparation: runMethod = split.event
    }
    var result = [group(split.runLayer, run, runMethod)]
    // A data callback's body comes back to the view: its evidence is the call's.
    if let callback = split.callback(in: member) {
      result[0].evidence = tagger.catalogue.evidence(for: callback.callFacts).filter { $0.pattern != .ui }
    }
    if split.flow == .navigationDecision {
      for route in split.routes where route.branch != nil {
        result.append(group(.router, split.routeStatements(route, in: member), route.method))
      }
    }
    return result
  }
}
