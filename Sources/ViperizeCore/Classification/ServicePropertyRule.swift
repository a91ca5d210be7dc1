/// Where a service the controller holds in a property goes, so that code calling it can leave
/// the view (before, every statement calling it was view code, because the property stayed in
/// the view: `tabManager.selectedTab?.loadRequest(…)`, `dataManager.removeHistoryItem(item)`).
///
/// - **Shared:** a `let`, so it is the same object (or value) for the controller's whole life.
///   The view keeps the property and the Assembly passes it to the layers whose code uses it
///   (seed refactoring 3: the Assembly injects what the module needs):
///   `interactor.tabManager = viewController.tabManager`. Matches `let tabManager: TabManager`
///   set in `init`.
/// - **Held by the interactor:** a `var` other code may set after creating the controller
///   (`var dataManager: DataManagerProtocol!`, set by the presenting screen). The declaration
///   moves to the interactor; the view keeps a property of the same name and access forwarding
///   to `output`, and the presenter forwards to `interactor`, so whoever sets or changes it (the
///   app, a method of the view, `dataManager.items.append(…)` on a value) reaches the one the
///   interactor uses, and the view's code reads it as before.
/// - **Neither:** a `var` that is private or whose setter is (`private var store: Store` set in
///   `init`): a copy could go stale if a method, a closure or a mutating call changes it, and a
///   forwarder cannot serve an initializer; one an initializer, `deinit` (or a method `deinit`
///   calls), a type member or another property's initial value touches (the forwarder cannot run
///   before `super.init`, nor assemble the module while the controller is freed); one with an
///   initial value (it would run when the module is assembled, in another file, where names only
///   the controller's file sees do not resolve); one sharing its lines with other code or a
///   comment (`var a: A!; var b: B!`);
///   a lazy property or one with observers or accessors, `weak`/`unowned` or other attributes, a
///   type member, one inside `#if`; a name the generated classes declare (`transitionHandler`);
///   one whose type is not written, is one of the controller's nested types or a type only its
///   file sees; a created helper (`let client = APIClient()`, `ConfigurationRule`).
///
/// Objective-C has no `let`: a property is shared when the class extension of the `.m` declares
/// it (no other class sets it) and only initializers write it (`_defaults = defaults;` in
/// `-initWithArtworks:…defaults:`), so it is the same object for the controller's whole life, as
/// a `let` is. The moved code reads `self.defaults` or `_defaults` of the layer's own property.
/// Not: a property the header declares (other classes set it, `managedObjectContext` set by the
/// app delegate), one any other method writes (also through `[self setDefaults:…]`), one a block
/// the initializer made writes later, one the initializer sets only after calling a method of the
/// controller or reaching its view (either may read `output` and assemble the module first), a
/// `weak` one, one with a getter of its own (`return _defaults ?: NSUserDefaults.standardUserDefaults;`,
/// `getter=`: the ivar and the getter differ).
enum ServicePropertyRule {
  enum Placement {
    case shared
    case interactor
  }

  /// `creators`: initializers, `deinit`, type members and initial values that use the property;
  /// `nestedTypes`: the names of the controller's nested types.
  static func placement(
    _ member: Member, writers: Set<Int>, creators: Set<Int>, nestedTypes: Set<String>, in model: ControllerModel,
    catalogue: SignalCatalogue
  ) -> Placement? {
    if model.language == .objectiveC {
      // The layers' headers declare it: they must see its type (not a class the `.m` declares,
      // nor a protocol the controller's header declares, which they do not import).
      guard !ScopeRule(model: model).namesFilePrivateType(member.propertyType ?? "", nestedTypes: nestedTypes),
        !SourceWords.identifiers(in: member.propertyType ?? "").contains(where: model.headerDeclaredNames.contains)
      else { return nil }
      return objectiveCPlacement(member, writers: writers, creators: creators, in: model, catalogue: catalogue)
    }
    guard member.kind == .storedProperty, member.bodySpan == nil, !member.sharesLines,
      member.lazyInitialization == nil, !member.isConditionallyCompiled,
      !DisplayStateRule.generatedNames.contains(member.baseName),
      // One binding (`valueType` is only set for one), its type written.
      let type = member.propertyType, member.valueType != nil,
      catalogue.services.holders[member.propertyName]?.rule == .storedProperty,
      member.attributes.dropFirst().allSatisfy(allowedModifiers.contains),
      // The layers' files must see the type.
      !ScopeRule(model: model).namesFilePrivateType(type, nestedTypes: nestedTypes)
    else { return nil }
    switch member.attributes.first {
    case "let": return .shared
    case "var":
      // An initial value would run when the module is assembled, in another file (names only
      // this file sees, `.current` of a private extension).
      return !member.hasPrivateSetter && creators.isEmpty && member.initialValue == nil ? .interactor : nil
    default: return nil
    }
  }

  private static func objectiveCPlacement(
    _ member: Member, writers: Set<Int>, creators: Set<Int>, in model: ControllerModel, catalogue: SignalCatalogue
  ) -> Placement? {
    // Not one the header declares: other classes may override its getter (a subclass, a test's
    // partial mock), which code moved out of the controller would no longer run.
    guard member.kind == .storedProperty, member.lazyInitialization == nil, !member.isConditionallyCompiled,
      !model.files[member.span.file].path.hasSuffix(".h"), member.propertyType != nil,
      !DisplayStateRule.generatedNames.contains(member.baseName),
      catalogue.services.holders[member.propertyName]?.rule == .storedProperty,
      !member.attributes.contains(where: { ["weak", "unsafe_unretained", "IBOutlet"].contains($0) }),
      !member.attributes.contains(where: { $0.hasPrefix("getter") || $0.hasPrefix("setter") })
    else { return nil }
    let name = member.propertyName
    // A getter or setter of its own answers something else than the ivar; but a getter falling
    // back to a default moves with the property (`fallbackGetter`). The interactor then holds
    // the property as the controller declared it, byte for byte, also an `assign` one, which the
    // interactor holds as unretained as the controller did.
    let accessors = model.members.filter { $0.kind == .method && ($0.name == name || $0.name == member.setterSelector) }
    if let getter = accessors.first, accessors.count == 1, let fallback = fallbackGetter(of: member, in: model), fallback == getter.id,
      model.members.filter({ $0.kind == .storedProperty && $0.propertyName == name }).count == 1
    {
      return heldByInteractor(member, creators: creators, in: model, except: fallback) ? .interactor : nil
    }
    guard accessors.isEmpty, !member.attributes.contains("assign") else { return nil }
    let names: Set<String> = [name, "_" + name]
    let selector = member.setterSelector
    let setBySetter = model.members.contains(where: { other in
      other.facts.calls.contains { $0.name == selector.dropLast() || $0.fullName.hasPrefix(selector) }
    })
    if !writers.isEmpty || setBySetter {
      return heldByInteractor(member, creators: creators, in: model) ? .interactor : nil
    }
    guard creators.allSatisfy({ model.members[$0].kind == .initializer || model.members[$0].kind == .deinitializer })
    else { return nil }
    for creator in creators.map({ model.members[$0] }) where creator.kind == .initializer {
      let writes = creator.facts.selfReferences.filter { $0.isWrite && names.contains($0.name) }
      // Set when the initializer runs, not later by a block it made (`dispatch_async(…, ^{ weakSelf.defaults = … })`).
      let later = creator.flattenedStatements.flatMap(\.allClosures).flatMap(\.statements).flatMap(\.facts.selfReferences)
      if later.contains(where: { $0.isWrite && names.contains($0.name) }) { return nil }
      // Set before the initializer calls a method or reaches the view (either may read `output`,
      // which assembles the module and hands the layers the property as it is then).
      guard let first = writes.map(\.nameRange.lowerBound).min() else { continue }
      if creator.facts.selfReferences.contains(where: { reference in
        reference.nameRange.lowerBound < first && (reference.calledName != nil || SignalCatalogue.inheritedViewAPI.contains(reference.name))
      }) {
        return nil
      }
    }
    return .shared
  }

  /// A property of the class extension that methods set (`self.streamController = [[NSFetchedResultsController
  /// alloc] …]` in `-setupFetchedResultsController`): the interactor holds it, and the view and the
  /// presenter implement its getter and setter forwarding to it, as a Swift `var` is held. Only
  /// where every use goes through the accessors: no method, initializer or `dealloc` reads the
  /// ivar (`_streamController`, which a class implementing both accessors no longer has), neither
  /// `dealloc` nor a method it calls uses it (the accessor would assemble the module while the
  /// controller is freed), and it is no `readonly` one (the view could not set it through the
  /// protocol), nor one the controller declares `@synthesize` or `@dynamic` for (code may read the
  /// ivar under another name), nor one of a controller observing its own key paths (the moved
  /// setter would change the interactor's, unobserved). An initializer may set it
  /// (`self.streamController = nil;`): after `[super init]` the accessor assembles the module
  /// there, as reading `output` would. Not when any initializer sets a shared service, nor when
  /// `dealloc` or a method it calls sends its setter (`MemberClassifier`).
  private static func heldByInteractor(_ member: Member, creators: Set<Int>, in model: ControllerModel, except getter: Int? = nil) -> Bool {
    let name = member.propertyName
    return creators.allSatisfy({ model.members[$0].kind == .initializer }) && !member.attributes.contains("readonly")
      && !model.members.contains(where: { other in
        // The getter falling back to a default reads the ivar: it moves with the property.
        (other.id != getter && other.facts.readsInstanceVariable(of: name))
          // `@synthesize streamController = fetchController;`: code may use that ivar by its name.
          || (other.kind == .directive && other.name == name)
          // Key-value observing of the controller: its observers would no longer see the changes.
          || other.facts.calls.contains { $0.fullName.hasPrefix("addObserver:forKeyPath:") && ($0.receiver == "self" || $0.receiver == nil) }
      })
  }

  /// The getter of an Objective-C property of the class extension that returns the ivar or, while
  /// it is unset, a default naming nothing of the controller's: `- (NSUserDefaults *)defaults {
  /// return _defaults ?: NSUserDefaults.standardUserDefaults; }`, the injection seam of a
  /// controller its tests give other defaults. The interactor holds the property and this getter,
  /// moved byte for byte: its own ivar is what it falls back from. Not a default reading another
  /// property (`[[Monitor alloc] initWithContext:self.context]`), nor one using what only the
  /// controller's file sees (a `static` of the `.m`).
  static func fallbackGetter(of property: Member, in model: ControllerModel) -> Int? {
    guard property.kind == .storedProperty, model.language == .objectiveC,
      let getter = model.members.first(where: { $0.kind == .method && $0.fallbackGetterOf == property.propertyName })
    else { return nil }
    let name = property.propertyName
    guard getter.facts.selfReferences.allSatisfy({ $0.name == name && $0.receiverRange == nil && $0.calledName == nil && !$0.isWrite }),
      ScopeRule(model: model).blocker(forFreeNamesIn: getter.facts) == nil
    else { return nil }
    return getter.id
  }

  /// Declarations of `store: OrderStore` in a Swift controller and where the rule puts them
  /// (`nil`: neither). The examples are the rule's tests (`ServicePropertyTests`); docs/patterns.md
  /// describes the rule.
  static let examples: [(declaration: String, placement: Placement?)] = [
    ("let store: OrderStore", .shared),
    ("private let store: OrderStore", .shared),
    ("var store: OrderStore!", .interactor),
    ("public internal(set) var store: OrderStore!", .interactor),
    ("private var store: OrderStore!", nil),
    ("var store: OrderStore! = .live", nil),
    ("var store: OrderStore! // set by the list screen", nil),
    ("weak var store: OrderStore?", nil),
    ("lazy var store: OrderStore = OrderStore()", nil),
  ]

  static let allowedModifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "final", "private(set)", "fileprivate(set)", "internal(set)",
  ]

  /// Whether the declared type is optional (`Service?`): the layers declare it so too, and the
  /// moved code's optional chaining still compiles.
  static func isOptional(_ type: String) -> Bool { type.hasSuffix("?") }
}
