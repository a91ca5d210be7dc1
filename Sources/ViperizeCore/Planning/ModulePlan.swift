/// Everything the emitters need to write the module, decided once, language-neutral.
public struct ModulePlan: Sendable {
  public var names: ModuleNames
  public var classified: ClassifiedController
  /// Protocol requirements, each backed by a member of the original controller.
  public var viewInput: [Requirement] = []
  public var viewOutput: [Requirement] = []
  public var interactorInput: [Requirement] = []
  public var interactorOutput: [Requirement] = []
  public var routerInput: [Requirement] = []
  /// Members moved into each class, in source order.
  public var presenterMembers: [Int] = []
  public var interactorMembers: [Int] = []
  public var routerMembers: [Int] = []
  /// Presenter methods that pass a ViewOutput call on to the interactor or router.
  public var forwarders: [Forwarder] = []
  /// Moved methods other code can call (declared in the ObjC header; Swift, not private): the
  /// view keeps each with its signature, forwarding to `output`. Member IDs, in source order.
  public var viewForwarders: [Int] = []
  /// Created helpers: creation in the Assembly, a property in each layer that uses them.
  public var injections: [Injection] = []
  /// The controller's factories building the screen (`ScreenFactoryRule`): the Assembly holds
  /// each body in a method of the same name, and the view keeps the type method forwarding to it.
  /// Member IDs, in source order.
  public var screenFactories: [Int] = []
  /// References inside members that must be addressed to another object.
  public var retargets: [Int: [Retarget]] = [:]
  /// Byte offsets, per member, of references to the controller's nested types in code that
  /// moves out of it: they are qualified with the view controller's name.
  public var qualifiedTypeReferences: [Int: [Int]] = [:]
  /// Nested types referenced from moved code: they lose `private`/`fileprivate`.
  public var widenedNestedTypes: Set<Int> = []

  /// `type` with the controller's nested types that moved code names qualified
  /// (`PresetsForKey` → `QuestBuilderController.PresetsForKey`): how a requirement or a forwarder
  /// outside the controller spells a signature the moved member declares.
  /// `excluding`: names that mean something else where the type stands (a generic method's own
  /// parameters, `func firstOf<Element>(_ all: [Element]) -> Element?`).
  public func qualifyingNestedTypes(_ type: String, excluding: Set<String> = []) -> String {
    guard !widenedNestedTypes.isEmpty else { return type }
    var nested: [String: Int] = [:]
    for id in widenedNestedTypes where model.members[id].kind == .nestedDeclaration && !excluding.contains(model.members[id].name) {
      nested[model.members[id].name] = id
    }
    return NestedTypeQualifier(nestedTypes: nested, owner: names.viewController).qualify(type).0
  }
  /// Swift file-scope `private` declarations code outside the view uses, which become internal
  /// (indices into `ControllerModel.widenableDeclarations`, ascending).
  public var widenedDeclarations: [Int] = []
  /// Private file-scope declarations without state that code outside the view uses, which the
  /// emitter copies into each generated file whose code uses them (indices into
  /// `ControllerModel.copiedDeclarations`, ascending).
  public var copiedDeclarations: [Int] = []
  /// Mixed members split statement by statement, by member ID.
  public var splits: [Int: MemberSplit] = [:]
  /// Data reads of view statements answered by the interactor (`InPlaceCall`), by member ID, in
  /// source order.
  public var inPlaceCalls: [Int: [InPlaceCall]] = [:]
  /// Mixed members whose code all left the view: what the view keeps of them is glue (a `super`
  /// call) and the calls to `output` that replaced their code. By member ID, the layers their
  /// code went to; the plan reports such a member as those layers.
  public var handedOver: [Int: [Layer]] = [:]
  /// Mixed members left in the view, by member ID: why they were not split.
  public var refusals: [Int: SplitRefusal] = [:]
  /// `// viperize:` notes to put above members that stay in the view.
  public var notes: [Int: [String]] = [:]
  public var diagnostics: [Diagnostic] = []

  public var model: ControllerModel { classified.model }

  /// The UIKit container the router's transition handler is declared as, when router code calls
  /// the container's stack API on it (`transitionHandler?.setViewControllers(…)`): the one the
  /// controller subclasses (`UINavigationController`). `nil` when `UIViewController` serves.
  public var transitionHandlerContainer: String? {
    let callsStack = retargets.values.contains { list in
      list.contains { $0.target == .transitionHandler && !$0.replacesSelf && ScopeRule.containerStackAPI.contains($0.reference.name) }
    }
    return callsStack ? ScopeRule(model: model).containerSuperclass : nil
  }

  public init(names: ModuleNames, classified: ClassifiedController) {
    self.names = names
    self.classified = classified
  }

  public func members(in layer: Layer) -> [Int] {
    switch layer {
    case .presenter: return presenterMembers
    case .interactor: return interactorMembers
    case .router: return routerMembers
    case .view, .assembly: return []
    }
  }

  /// Members that satisfy a protocol requirement (they must not be `private`); set with the
  /// requirements, so emitters and the loss check look it up in O(1).
  public internal(set) var requirementMemberIDs: Set<Int> = []

  /// For a split member, the layer each moved line goes to (1-based lines of its file).
  public func lineDestinations(of split: MemberSplit) -> [(lines: ClosedRange<Int>, layer: Layer)] {
    split.pieces(in: model.members[split.memberID]).reversed().map { piece in
      let span = piece.statement.extendedSpan
      return (span.startLine...max(span.startLine, span.endLine), piece.layer)
    }
  }

  /// The layers a created helper is injected into (after splitting), for any of its members (an
  /// ObjC property and its lazy getter are one helper).
  public func injectedLayers(of memberID: Int) -> [Layer] {
    let name = model.members[memberID].propertyName
    let injection = injections.first { $0.memberID == memberID } ?? injections.first { $0.propertyName == name }
    return injection?.layers ?? classified.members[memberID].injectedInto
  }

  /// Every query, by member in source order: the order the emitters write them in.
  public var inPlaceCallsInOrder: [InPlaceCall] { inPlaceCalls.keys.sorted().flatMap { inPlaceCalls[$0]! } }

  /// The statement groups that leave a member: its split's, then its queries'.
  public func groups(of memberID: Int) -> [StatementGroup] {
    (splits[memberID]?.groups ?? []) + (inPlaceCalls[memberID] ?? []).map(\.group)
  }

  /// A mixed member whose code left the view where it had to: split, or its data reads queried,
  /// and nothing refused.
  public func isSplit(_ memberID: Int) -> Bool {
    refusals[memberID] == nil && (splits[memberID] != nil || inPlaceCalls[memberID] != nil)
  }

  public func injections(into layer: Layer) -> [Injection] {
    injections.filter { $0.layers.contains(layer) }
  }
}

/// The names of the module's types, Generamba-style, except the view: the controller keeps its
/// class name, which storyboards, nibs and the rest of the app refer to
/// (`MUFavouriteServerListController` → module `MUFavouriteServerList`, view class
/// `MUFavouriteServerListController`).
public struct ModuleNames: Sendable, Hashable {
  public var module: String
  /// The view controller's class name: the controller's own.
  public var viewController: String
  /// `viewController` defaults to Generamba's `<Module>ViewController` (for callers without a
  /// controller, such as tests).
  public init(module: String, viewController: String? = nil) {
    self.module = module
    self.viewController = viewController ?? module + "ViewController"
  }
  public var viewInput: String { module + "ViewInput" }
  public var viewOutput: String { module + "ViewOutput" }
  public var presenter: String { module + "Presenter" }
  public var moduleInput: String { module + "ModuleInput" }
  public var interactor: String { module + "Interactor" }
  public var interactorInput: String { module + "InteractorInput" }
  public var interactorOutput: String { module + "InteractorOutput" }
  public var router: String { module + "Router" }
  public var routerInput: String { module + "RouterInput" }
  public var assembly: String { module + "Assembly" }

  /// `TripListViewController` → `TripList`; `MainMenuController` → `MainMenu`.
  public static func moduleName(forController name: String) -> String {
    for suffix in ["ViewController", "Controller"] where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }
}

/// A protocol method: declared from the original member that implements (or is forwarded to)
/// it, or a method the splitter planned (`viewIsReady()`, `didLoadQuarters(_:)`).
public struct Requirement: Sendable, Hashable {
  public var memberID: Int?
  public var planned: PlannedMethod?
  public init(memberID: Int) {
    self.memberID = memberID
    self.planned = nil
  }
  public init(planned: PlannedMethod) {
    self.memberID = nil
    self.planned = planned
  }
}

/// `func loadTrips() { interactor.loadTrips() }` in the presenter.
public struct Forwarder: Sendable, Hashable {
  public var memberID: Int
  /// `.interactor` or `.router`.
  public var target: Layer
  public init(memberID: Int, target: Layer) {
    self.memberID = memberID
    self.target = target
  }
}

/// A helper created by the Assembly and set on the layers that use it, or a service the view
/// keeps that the Assembly passes to them (`fromView`).
public struct Injection: Sendable {
  public var memberID: Int
  public var propertyName: String
  /// Declared type, or the type the creation code constructs (without `?`/`!`).
  public var typeName: String
  /// True when `typeName` was guessed: no annotation, and the whole initial value is not evidently
  /// of one type (`InjectedTypeInference`).
  public var typeIsGuess: Bool
  public var layers: [Layer]
  /// The view keeps the property (`ServicePropertyRule`): the Assembly reads it there
  /// (`interactor.tabManager = viewController.tabManager`) instead of creating the object.
  public var fromView = false
  /// Declared optional (`Service?`): the layers declare it optional too, not `Service!`.
  public var isOptional = false

  /// The type of a layer's property: `Service!` or `Service?`; a composition or function type
  /// is parenthesized first (`(OrderService & AnyObject)!`), or the mark would bind to its last part.
  public var layerPropertyType: String {
    let compound = typeName.contains("&") || typeName.contains("->") || typeName.hasPrefix("any ") || typeName.hasPrefix("some ")
    return (compound ? "(\(typeName))" : typeName) + (isOptional ? "?" : "!")
  }
  public init(memberID: Int, propertyName: String, typeName: String, typeIsGuess: Bool, layers: [Layer]) {
    self.memberID = memberID
    self.propertyName = propertyName
    self.typeName = typeName
    self.typeIsGuess = typeIsGuess
    self.layers = layers
  }
}

/// A reference inside a member that now goes through another object:
/// in the view, `loadTrips()` → `output.loadTrips()`; in the router,
/// `navigationController?.push…` → `transitionHandler?.navigationController?.push…`.
public struct Retarget: Sendable, Hashable {
  public enum Target: String, Sendable, Hashable {
    case output, interactor, router, view, transitionHandler
  }
  public var reference: SelfReference
  public var target: Target
  /// The reference is a bare `self` and is replaced by the target itself.
  public var replacesSelf: Bool
  public init(reference: SelfReference, target: Target, replacesSelf: Bool = false) {
    self.reference = reference
    self.target = target
    self.replacesSelf = replacesSelf
  }
}

/// Why a mixed member stays in the view unsplit: a reason to count, and the detail (which line,
/// which name) the diagnostic gives.
public struct SplitRefusal: Sendable, Hashable {
  public enum Reason: String, Sendable, CaseIterable {
    case mixedStatement = "one statement mixes layers"
    case interleaved = "interleaved with view code"
    case nothingToMove = "nothing to move"
    case untypedValue = "untyped value"
    case returnsValue = "returns a value"
    case severalLayers = "several layers at once"
    case viewNeedsMovedValues = "view needs moved values"
    case earlyReturn = "returns early"
    case viewState = "uses view state"
    case redeclaredName = "name declared again"
    case segueNotRouted = "segue branch not routable"
    case lifecycle = "runs in init or deinit"
    case uninitialized = "runs before the controller exists"
    case conditionalCompilation = "inside #if"
    case typeMember = "type member"
    case sharedLine = "shares a line with view code"
    case typedErrors = "throws typed errors"
    case offMainActor = "runs off the main actor"
    case bindsSelf = "a closure binds self"
  }

  public var reason: Reason
  public var detail: String
  /// For `.untypedValue`: the name of the value whose type is not written.
  public var value: String?
  public init(_ reason: Reason, _ detail: String, value: String? = nil) {
    self.reason = reason
    self.detail = detail
    self.value = value
  }
}

extension ModulePlan {
  /// `one statement mixes layers 4, interleaved with view code 2`: refusals counted by reason, most
  /// frequent first (then in the order `Reason` lists them).
  public var refusalCounts: [(reason: SplitRefusal.Reason, count: Int)] {
    var counts: [SplitRefusal.Reason: Int] = [:]
    for refusal in refusals.values { counts[refusal.reason, default: 0] += 1 }
    let order = SplitRefusal.Reason.allCases
    return counts.map { ($0.key, $0.value) }.sorted {
      $0.1 != $1.1 ? $0.1 > $1.1 : order.firstIndex(of: $0.0)! < order.firstIndex(of: $1.0)!
    }
  }
}

extension ModulePlan {
  /// The layers a member's work belongs to, as the plan reports it (one layer, or a mixed
  /// member's parts), and the methods of the controller it reaches them through.
  ///
  /// A member's own code decides: its layer, a mixed member's parts, or the layers a
  /// handed-over member's code went to. A view member that calls methods of the controller whose
  /// work is not the view's reaches their layers (each callee by its first layer other than the
  /// view): a forwarder (`addTapped` whose body is `presentNewItemDialog()`) reports its callee's
  /// layer, other code `view` plus the callees' layers.
  public func reportedParts(of memberID: Int) -> (parts: [Layer], through: [Int]) {
    let own = ownParts(of: memberID)
    let member = model.members[memberID]
    guard own == [.view], member.kind == .method || member.kind == .initializer else { return (own, []) }
    var callees: [Int] = []
    var reached: [Layer] = []
    for reference in member.facts.selfReferences where reference.calledName != nil {
      guard let target = classified.resolver.resolve(reference), target != memberID, !callees.contains(target),
        model.members[target].kind == .method, let layer = leadingLayer(of: target), layer != .view
      else { continue }
      callees.append(target)
      reached.append(layer)
    }
    guard !reached.isEmpty else { return (own, []) }
    let code = member.statements.filter { !ModulePlanner.isGlue($0) }
    let forwards = code.count == 1 && callees.count == 1 && code[0].facts.calls.count == 1 && code[0].branches.isEmpty
      && code[0].allClosures.isEmpty
    return (forwards ? reached : [.view] + Set(reached).sorted(), callees)
  }

  /// The layer most of a member's work belongs to: its own layer, or, for a mixed member whose
  /// view keeps view work, the layer with the most lines of evidence (on a tie, the one that is not the view). A
  /// caller reaches a mixed callee's other layers only when they lead: `deleteFavourite:`, one
  /// data line and two table updates, is view work to the method that calls it.
  private func leadingLayer(of memberID: Int) -> Layer? {
    let parts = ownParts(of: memberID)
    // A handed-over member's parts never hold the view: its own layers lead.
    guard parts.count > 1, parts.contains(.view) else {
      return parts.first { $0 != .assembly }
    }
    var lines: [Layer: Set<Int>] = [:]
    for evidence in classified.members[memberID].evidence {
      guard let layer = evidence.pattern.layer, parts.contains(layer) else { continue }
      lines[layer, default: []].insert(evidence.line)
    }
    let view = lines[.view]?.count ?? 0
    let best = parts.filter { $0 != .view && $0 != .assembly }.max { (lines[$0]?.count ?? 0) < (lines[$1]?.count ?? 0) }
    guard let best, (lines[best]?.count ?? 0) >= view else { return .view }
    return best
  }

  private func ownParts(of memberID: Int) -> [Layer] {
    if let layers = handedOver[memberID] { return layers }
    let classification = classified.members[memberID]
    return classification.isMixed ? classification.parts : [classification.layer]
  }
}
