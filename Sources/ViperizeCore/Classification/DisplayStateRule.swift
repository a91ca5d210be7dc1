/// Display state: a value the screen shows or edits and changes while it runs (the rows of a
/// list, a search flag, the text of a form). The presenter holds it (seed pattern 1: the presenter
/// prepares what the view displays); the view keeps a property of the same name that forwards to
/// `output`, so the view's code and other files' code read and write it as before, and helpers
/// that only compute from it move to the presenter with it.
///
/// - **Matches:** a Swift `var` whose type is a value or a model of the app and that some method
///   assigns or other code may set (`lazy var items = [Age: [HistoryItem]]()`,
///   `var showingHistory = false`, `var url: URL?`).
/// - **Does not match:**
///   - an outlet or a UI value (`var banner: NotificationBanner!`, SnapKit's `Constraint`), a
///     service or a handle on running work (`var searchTask: Task<Void, Never>?`,
///     `var timer: Timer?`), a closure;
///   - a type only the controller's file sees (a `private struct`, a nested type) or written
///     qualified (`Module.Owner.Info`: nested in a declaration the source does not show);
///   - a constant (`let cellID = "Cell"`, or a private `var` no method assigns), a declaration of
///     several names (`var count = 0, total = 0`), a name the presenter declares (`router`);
///   - a property an initializer, `deinit` (or a method `deinit` calls) or a type member touches
///     (the forwarder cannot run before `super.init`, nor assemble the module while the controller
///     is freed), or another property's initial value;
///   - one sharing its lines with other code or a comment (`var a = 0; var b = 0`): the
///     declaration moves by whole lines;
///   - one with observers (`didSet` is view code) or other attributes (`@Published`,
///     `@objc dynamic`, `weak`, `private(set)`), one whose initial value reads the controller
///     or calls a method, and a non-optional one without an initial value;
///   - Objective-C properties: methods reach them as `_items` too, which a forwarder does not serve.
enum DisplayStateRule {
  /// `writers`: the methods that assign the property; `creators`: initializers, `deinit` and type
  /// members that use it; `nestedTypes`: the names of the controller's nested types.
  static func isDisplayState(
    _ member: Member, writers: Set<Int>, creators: Set<Int>, nestedTypes: Set<String>, in model: ControllerModel,
    catalogue: SignalCatalogue
  ) -> Bool {
    guard model.language == .swift, member.kind == .storedProperty, member.bodySpan == nil, !member.sharesLines,
      !generatedNames.contains(member.baseName),
      !member.isConditionallyCompiled, member.attributes.first == "var",
      member.attributes.dropFirst().allSatisfy(allowedModifiers.contains),
      let type = member.valueType, isValueType(type, catalogue: catalogue),
      // The presenter's file and the ViewOutput protocol must see the type.
      !ScopeRule(model: model).namesFilePrivateType(type, nestedTypes: nestedTypes),
      ScopeRule(model: model).blocker(forFreeNamesIn: member.facts) == nil,
      // A shared instance (`AppModel.shared`, `Session.current`) is not the screen's own value.
      member.initialValue.map({ $0.facts.selfReferences.isEmpty && $0.facts.calls.allSatisfy { $0.receiver == nil }
        && !$0.facts.typeMemberReferences.contains { reference in
          let name = String(reference.name.split(separator: ".").last ?? "")
          return ServiceNames.isSingletonAccessor(name) || Member.sharedInstanceNames.contains(name)
        } })
        ?? (type.hasSuffix("?") || type.hasSuffix("!")),
      // Some method changes it, or other code may set it (`var shouldAutoConnect = false` set by
      // the screen that shows this one): a private value nothing assigns is a constant.
      !writers.isEmpty || !(member.has("private") || member.has("fileprivate")), creators.isEmpty
    else { return false }
    return true
  }

  /// What the generated presenter declares itself.
  static let generatedNames: Set<String> = ["view", "interactor", "router", "output", "transitionHandler"]

  static let allowedModifiers: Set<String> = ["lazy", "private", "fileprivate", "internal", "public"]

  /// Standard library and Foundation values, and the app's model types.
  static func isValueType(_ type: String, catalogue: SignalCatalogue) -> Bool {
    // A qualified type (`BraveCore.BraveRewards.PublisherInfo`) is nested in another module's or
    // type's declaration, which the source does not show.
    guard !type.contains("->"), !type.contains(".") else { return false }
    let names = SourceWords.identifiers(in: type)
    return !names.isEmpty && names.allSatisfy { standardValues.contains($0) || isModelType($0, catalogue: catalogue) }
  }

  static let standardValues: Set<String> = [
    "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "String", "Substring", "Character", "URL", "Date", "Data", "UUID", "Decimal", "IndexPath", "Array", "Dictionary",
    "Set", "Optional", "Range", "ClosedRange", "TimeInterval",
  ]

  /// A type of the app that is neither UI, a framework type, a service nor a handle on work.
  static func isModelType(_ name: String, catalogue: SignalCatalogue) -> Bool {
    guard ServiceNames.isTypeName(name), !ServiceNames.isFrameworkType(name), !catalogue.isDataType(name),
      catalogue.services.types[name] == nil, !ServiceNames.isServiceNamed(name),
      // MapKit's types (`MKCoordinateRegion`, `MKAnnotation`) belong to the map view.
      !ServiceNames.hasTypePrefix(name, among: ServiceNames.uiPrefixes + ["MK"])
    else { return false }
    return !ServiceNames.camelWords(name).contains { word in
      nonValueWords.contains(word) || uiWordEndings.contains { word.lowercased().hasSuffix($0) }
    }
  }

  /// Endings of words naming a UI object, in compounds too (`EditToolbar`, SnapKit's `Constraint`).
  static let uiWordEndings = [
    "view", "cell", "layer", "button", "label", "bar", "window", "controller", "constraint", "anchor", "menu", "field",
    "slider", "switch", "indicator", "control", "sheet", "picker",
  ]

  /// Words that make a type UI, a helper object or a handle on running work, not a value.
  static let nonValueWords: Set<String> = [
    "View", "Cell", "Layer", "Button", "Label", "Bar", "Window", "Controller", "VC", "HUD", "Hud", "Toast", "Banner",
    "Alert", "Image", "Color", "Colour", "Font", "Gesture", "Animator", "Animation", "Timer", "Task", "Queue",
    "Operation", "Observer", "Observation", "Token", "Cancellable", "Subscription", "Delegate", "Player", "Request",
    "Lock", "Semaphore", "Coordinator", "Router", "Presenter", "Interactor", "Picker", "Scanner", "Recognizer", "Any",
    "Object", "Notification", "Link", "Context", "Engine", "Reader", "Writer", "Stream", "Socket", "Monitor",
    "Tracker", "Pool", "Cache", "Helper", "Parser", "Loader", "Formatter", "Source", "Generator", "Group",
  ]
}
