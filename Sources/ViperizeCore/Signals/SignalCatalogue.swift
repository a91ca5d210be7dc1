/// The ordered list of every signal the classifier knows, plus the project's own from the config.
///
/// Order matters only for evidence display: within one piece of code, evidence is listed by line,
/// then in catalogue order. Navigation comes before UI so that `UIStoryboard` reads as navigation
/// (the UI prefix signal lists it as an exception as well).
public struct SignalCatalogue: Sendable {
  public let signals: [Signal]
  /// Signals matched by an exact call or type name, by that name (the common case), so that
  /// matching costs one lookup per fact instead of one pass over every signal.
  private let byCallName: [String: [Int]]
  private let byTypeName: [String: [Int]]
  /// Prefix and receiver signals, checked against every fact.
  private let scanned: [Int]
  /// Every type some signal does not apply beside (`unlessTypes`).
  private let suppressingTypes: Set<String>
  /// Types whose use is data access (`UserDefaults`): a UI call name sent to one of them
  /// (`UserDefaults.standard.register(defaults:)`) is that type's API, not UI; service
  /// inference reads them too.
  private let dataTypes: Set<String>
  /// The controller's own services (`inferringServices(in:)`); calls to them are data access.
  public private(set) var services: ServiceInference = .none
  /// Service names the project adds or vetoes (`.viperize.yml` `services:`).
  public var serviceOverrides: ServiceInference.Overrides {
    didSet { memo = memo.map { _ in EvidenceMemo() } }
  }
  /// The evidence found so far in one controller's code (`inferringServices(in:)` starts it).
  private var memo: EvidenceMemo?
  /// The controller's own methods whose declared result is an alert (`func makeHelpAlert() ->
  /// UIAlertController`, `- (UIAlertController *)errorAlert`), by base name: code calling one
  /// names an alert, as code naming `UIAlertController` does, and presenting what it returns is UI.
  public private(set) var alertBuilders: Set<String> = []
  /// The controller's properties and instance variables declared with an alert type
  /// (`UIAlertController *currentAlert;`, `var actionSheet: UIAlertController?`), by name
  /// without a leading `_`: presenting or dismissing what they hold is UI, as for an alert local.
  public private(set) var alertHolders: Set<String> = []
  /// The names of the controller's properties and instance variables (without a leading `_`): a
  /// property of `self` outside them, whose declaration the input does not show (a superclass's
  /// `moreOptionsActionSheet`), is judged by its name.
  public private(set) var declaredHolders: Set<String> = []
  /// The stores the catalogue's `callNamingStore` signal names (none without one).
  private let storeWords: [String]
  /// The controller's outlets, and its properties and instance variables declared with a UI
  /// object type, an app's view type by its name, by name without a leading `_`
  /// (`signaturePad.saveToFile(named:)`): what a call to one does is the view's, whatever its name.
  public private(set) var uiHolders: Set<String> = []
  /// `alertHolders` no member declares a local of: a bare name (`currentAlert`) means the property.
  public private(set) var bareAlertHolders: Set<String> = []

  public init(signals: [Signal], serviceOverrides: ServiceInference.Overrides = .none) {
    self.signals = signals
    self.storeWords = signals.lazy.compactMap { signal -> [String]? in
      if case .callNamingStore(let stores) = signal.match { return stores }
      return nil
    }.first ?? []
    self.serviceOverrides = serviceOverrides
    var calls: [String: [Int]] = [:]
    var types: [String: [Int]] = [:]
    var scanned: [Int] = []
    for (index, signal) in signals.enumerated() {
      switch signal.match {
      case .call(let name), .initializer(let name, _): calls[name, default: []].append(index)
      case .type(let name): types[name, default: []].append(index)
      default: scanned.append(index)
      }
    }
    self.byCallName = calls
    self.byTypeName = types
    self.scanned = scanned
    self.suppressingTypes = Set(signals.flatMap(\.unlessTypes))
    self.dataTypes = Set(signals.compactMap { signal in
      if case .type(let name) = signal.match, signal.pattern == .dataAccess { return name }
      return nil
    })
  }

  /// Whether a type is a data-access type (`UserDefaults`, `NSFetchRequest`, an inferred service).
  public func isDataType(_ name: String) -> Bool { dataTypes.contains(name) }

  public static let standard = SignalCatalogue(
    signals: NavigationSignals.all + DataAccessSignals.all + PresentationSignals.all + UISignals.all)

  /// Inherited `UIViewController` API a controller calls on itself; in router code these calls
  /// are addressed to the router's `transitionHandler`.
  public static let transitionAPI: Set<String> = [
    "navigationController", "present", "presentViewController", "dismiss",
    "dismissViewControllerAnimated", "performSegue", "performSegueWithIdentifier", "storyboard",
    "show", "showViewController", "showDetailViewController", "tabBarController", "splitViewController",
  ]

  /// Inherited view API: a reference to one of these (on `self`) is UI.
  public static let inheritedViewAPI: Set<String> = [
    "view", "title", "navigationItem", "tableView", "collectionView", "refreshControl",
    "tabBarItem", "traitCollection", "toolbarItems", "editButtonItem", "isEditing", "setEditing",
    "viewIfLoaded", "isViewLoaded", "preferredContentSize", "additionalSafeAreaInsets",
    "searchDisplayController", "clearsSelectionOnViewWillAppear", "topLayoutGuide",
  ]

  /// The value properties of UIKit controls a view reads to hand the value on: each with the
  /// controls that have it and the value's type in Swift and in Objective-C. Objective-C reaches
  /// `isOn`, `isSelected` through the property names `on`, `selected`.
  public static let controlValues: [String: [(controls: [String], swift: String, objectiveC: String)]] = [
    "isOn": [(["UISwitch"], "Bool", "BOOL")],
    "on": [(["UISwitch"], "Bool", "BOOL")],
    "text": [(["UITextField", "UISearchBar", "UILabel"], "String?", "NSString *"), (["UITextView"], "String!", "NSString *")],
    "value": [(["UISlider"], "Float", "float"), (["UIStepper"], "Double", "double")],
    "selectedSegmentIndex": [(["UISegmentedControl"], "Int", "NSInteger")],
    "date": [(["UIDatePicker"], "Date", "NSDate *")],
    "isSelected": [(["UIButton", "UISwitch", "UIControl"], "Bool", "BOOL")],
    "selected": [(["UIButton", "UISwitch", "UIControl"], "Bool", "BOOL")],
    // Which of several controls sent the action (`sender.tag == 0 ? "terms" : "privacy"`).
    "tag": [(["UIButton", "UIControl", "UIView", "UIBarButtonItem", "UISwitch", "UISegmentedControl", "UISlider", "UIStepper",
              "UITextField", "UILabel", "UIImageView", "UITableViewCell", "UICollectionViewCell"], "Int", "NSInteger")],
    // What the user chose in a list: the row a segue's destination shows.
    "indexPathForSelectedRow": [(["UITableView"], "IndexPath?", "NSIndexPath *")],
    "indexPathsForSelectedItems": [(["UICollectionView"], "[IndexPath]?", "NSArray<NSIndexPath *> *")],
  ]

  /// The property names of `controlValues`, which the frontends record reads of.
  public static let controlValueProperties = Set(controlValues.keys)

  /// The type of `property` read from a control of type `control` (its principal name, `UISwitch`
  /// for `UISwitch!` or `UISwitch *`): `Bool` for a switch's `isOn`; `nil` for any other pair.
  public static func controlValueType(of property: String, on control: String, objectiveC: Bool) -> String? {
    guard let entry = controlValues[property]?.first(where: { $0.controls.contains(control) }) else { return nil }
    return objectiveC ? entry.objectiveC : entry.swift
  }

  /// This catalogue plus the services `model`'s code shows (`ServiceInference`): computed once
  /// per controller, consulted by member classification and statement splitting alike.
  public func inferringServices(in model: ControllerModel) -> SignalCatalogue {
    var copy = self
    copy.services = ServiceInference.infer(
      in: model, knownTypes: Set(byTypeName.keys), dataTypes: dataTypes, overrides: serviceOverrides)
    copy.alertBuilders = Set(model.members.compactMap { member in
      guard member.kind == .method, let result = member.signature?.returnType,
        let type = ServiceNames.heldType(declared: result, initialValue: nil), NavigationSignals.isAlertType(type)
      else { return nil }
      return member.name
    })
    // An ivar by the name its property would have (`_sheet` → `sheet`).
    func propertyName(_ ivar: String) -> String { ivar.hasPrefix("_") ? String(ivar.dropFirst()) : ivar }
    func isAlert(_ declared: String?) -> Bool {
      ServiceNames.heldType(declared: declared, initialValue: nil).map(NavigationSignals.isAlertType) == true
    }
    copy.alertHolders = Set(model.members.filter { $0.kind == .storedProperty && isAlert($0.propertyType ?? $0.valueType) }.map(\.propertyName))
      .union(model.instanceVariableTypes.filter { isAlert($0.value) }.keys.map(propertyName))
    // A name some member also declares as a local (`let errorAlert = UINavigationController(…)`)
    // is an alert only through `self`: code judged a statement at a time may mean the local.
    let locals = Set(model.members.flatMap(\.facts.definedLocals))
    copy.bareAlertHolders = copy.alertHolders.subtracting(locals)
    copy.uiHolders = Set(model.members.filter { $0.kind == .storedProperty && ($0.has("IBOutlet") || declaresUIObject($0.propertyType ?? $0.valueType)) }.map(\.propertyName))
      .union(model.instanceVariableTypes.filter { declaresUIObject($0.value) }.keys.map(propertyName))
    copy.declaredHolders = Set(model.members.filter { $0.kind == .storedProperty || $0.kind == .computedProperty }.map(\.propertyName))
      .union(model.instanceVariables.map(propertyName))
    // Complete now, the catalogue keeps what it finds; it is used by the thread converting the
    // controller only.
    copy.memo = EvidenceMemo()
    return copy
  }

  /// Whether a value of type `name` is a UI object: a UI type by the catalogue's type signals
  /// whose name ends in a kind of object (`UIButton`, `UIBarButtonItem`, `CALayer`,
  /// `UITapGestureRecognizer`), not a value (`CGFloat`, `CGRect`, `UIEdgeInsets`,
  /// `UIUserInterfaceStyle`) and not `UIImage` or `UIApplication`.
  public func isUIObjectType(_ name: String) -> Bool {
    isUIType(name) && Self.uiObjectEndings.contains { name.hasSuffix($0) }
  }

  /// The UI object a stored property holds, by its written type or the type it is created with
  /// (`statusLabel: UILabel`, `@property UILabel *label`, `let spinner = UIActivityIndicatorView()`),
  /// when that is not a controller (a child or presented screen is navigation's business):
  /// code that uses it is view code wherever it stands, like an outlet's.
  public func heldUIObjectType(_ member: Member) -> String? {
    guard member.kind == .storedProperty,
      let type = ServiceNames.heldType(
        declared: member.propertyType, initialValue: member.initialValue?.facts ?? member.lazyInitialization?.creation.facts),
      !type.hasSuffix("Controller"), isUIObjectType(type)
    else { return nil }
    return type
  }

  static let uiObjectEndings = [
    "View", "Controller", "Button", "Cell", "Label", "Field", "Switch", "Slider", "Stepper", "Bar", "Item", "Window",
    "HUD", "Hud", "Toast", "Banner",
    "Layer", "Control", "Recognizer", "Indicator", "Picker", "Sheet", "Menu", "Responder", "Command", "Scene", "Screen",
    // UIKit's actions a control, a row or an alert shows (`UITableViewRowAction`, `UIContextualAction`).
    "Action",
  ]

  /// Whether `name` is a UI type by the catalogue's type signals (`UIButton`, `CALayer`, `CGRect`;
  /// not `UIImage` or `UIApplication`).
  public func isUIType(_ name: String) -> Bool {
    if let known = memo?.uiTypes[name] { return known }
    // Asked about by name: facts made for the question alone are not worth keeping.
    let isUI = matches(CodeFacts(typeNames: [NameFact(name: name, line: 0)])).contains { $0.pattern == .ui }
    memo?.uiTypes[name] = isUI
    return isUI
  }

  /// Every signal the facts match, in line order.
  ///
  /// The classifier and the planner ask again for the same statements' facts: in the catalogue
  /// of one controller (`inferringServices(in:)`) the answer is kept, by the object holding the
  /// facts, which the memo holds so that it is neither freed nor changed while it names them.
  public func evidence(for facts: CodeFacts) -> [Evidence] {
    guard let memo else { return matches(facts) }
    let key = ObjectIdentifier(facts.storageObject)
    if let known = memo.found[key] { return known.evidence }
    let found = matches(facts)
    memo.found[key] = (facts.storageObject, found)
    return found
  }

  /// Every signal the facts match, in line order (`evidence(for:)`, which keeps the answer).
  private func matches(_ facts: CodeFacts) -> [Evidence] {
    // (signal index, evidence): sorted below by line, then catalogue order, then fact order.
    var found: [(Int, Evidence)] = []
    // An app's alert subclass (`ThemedAlertController`) counts as the alert it is.
    // So does a call of the controller's own method that returns an alert (`makeHelpAlert()`).
    let namesAlert = NavigationSignals.namesAlert(facts)
      || (!alertBuilders.isEmpty && facts.calls.contains { ($0.receiver == nil || $0.receiver == "self") && alertBuilders.contains($0.fullName) })
    // Most code names none of the types that suppress a signal: then every signal applies.
    let suppresses = namesAlert || facts.typeNames.contains { suppressingTypes.contains($0.name) }
    lazy var typeNames = Set(facts.typeNames.map(\.name)).union(namesAlert ? NavigationSignals.alertTypes : [])
    // By index: a signal passed by value is copied whole, examples included.
    func applies(_ index: Int) -> Bool { !suppresses || !signals[index].unlessTypes.contains(where: typeNames.contains) }
    // Locals holding an alert (`UIAlertController *warning = …`): presenting or dismissing what
    // they hold is UI, whatever the call's name. So is what the controller's properties and ivars
    // declared as alerts hold (`currentAlert`, `self.sheet`, `_sheet`), unless a local of the code
    // takes the name; and a property of `self` the input does not declare, named as an alert
    // (`self.moreOptionsActionSheet`, a superclass's).
    lazy var localAlerts = NavigationSignals.alertLocals(in: facts)
    func holdsAlert(_ text: String) -> Bool {
      let ofSelf = Self.selfPrefixes.contains { text.hasPrefix($0) }
      let name = Self.heldName(text)
      if !ofSelf && facts.definedLocals.contains(name) { return localAlerts.contains(name) }
      if localAlerts.contains(name) || (ofSelf ? alertHolders : bareAlertHolders).contains(name) { return true }
      return ofSelf && !declaredHolders.contains(name) && Self.isNamedAsAlert(name)
    }
    func sentToAlert(_ call: CallFact) -> Bool {
      guard let receiver = call.receiver else { return false }
      return holdsAlert(receiver)
    }
    // Locals declared with a type that is no alert (`let scanner = UINavigationController(…)`,
    // `UINavigationController *nav = …`): presenting one navigates, whatever alert the code
    // shows elsewhere (`if granted { present(scanner, …) } else { present(alert, …) }`).
    lazy var screenLocals = NavigationSignals.screenLocals(in: facts).subtracting(localAlerts)
    func presentsScreen(_ call: CallFact, _ index: Int) -> Bool {
      !signals[index].unlessTypes.isEmpty && call.firstArgument.map { screenLocals.contains($0) } == true
    }
    // Presenting what holds an alert is the view's own work (UI), not code without a signal that a
    // route beside it would take along.
    func presentsAlert(_ call: CallFact, _ index: Int) -> Bool {
      guard !signals[index].unlessTypes.isEmpty, let argument = call.firstArgument, !screenLocals.contains(argument) else { return false }
      return holdsAlert(argument)
    }
    func alertEvidence(_ call: CallFact) -> Evidence {
      Evidence(line: call.line, pattern: .ui, api: "\(call.name) of the alert '\(call.firstArgument ?? "")'")
    }
    // Calls read as navigation: a service they are reached through only yields the container.
    var navigationCalls: [CallFact] = []
    for call in facts.calls {
      guard let indices = byCallName[call.name] else { continue }
      // Looked up once, and only for a UI call name (most calls match no signal).
      lazy var sentToData = ServiceNames.root(of: call.receiver).map(dataTypes.contains) ?? false
      for index in indices where !applies(index) && presentsAlert(call, index) {
        found.append((index, alertEvidence(call)))
      }
      for index in indices where applies(index) || presentsScreen(call, index) {
        if case .initializer(let type, let label) = signals[index].match,
          call.receiver != nil || !call.fullName.hasPrefix(type + "(" + label + ":")
        {
          continue
        }
        if signals[index].pattern == .ui && sentToData { continue }
        if signals[index].pattern == .navigation && sentToAlert(call) { continue }
        // Presenting what an alert property or ivar holds (`presentViewController:currentAlert …`).
        if signals[index].pattern == .navigation && presentsAlert(call, index) {
          found.append((index, alertEvidence(call)))
          continue
        }
        if signals[index].pattern == .navigation { navigationCalls.append(call) }
        found.append((index, Evidence(line: call.line, pattern: signals[index].pattern, api: signals[index].api)))
      }
    }
    for type in facts.typeNames {
      for index in byTypeName[type.name] ?? [] where applies(index) {
        found.append((index, Evidence(line: type.line, pattern: signals[index].pattern, api: signals[index].api)))
      }
    }
    // Calls on what a send returned, named as a data source (`[[XYZAPIClient sharedClient] login…]`).
    var sentToReturned: [(Int, Evidence)] = []
    // Each call's receiver name, lowercased, once for every receiver signal.
    lazy var lastReceiverNames = facts.calls.map { Self.receiverName($0.receiver) }
    // Code without calls or without type names matches none of the signals that look for them.
    let hasCalls = !facts.calls.isEmpty
    let hasTypes = !facts.typeNames.isEmpty
    for index in scanned where applies(index) || !signals[index].unlessTypes.isEmpty {
      // The signal's parts, read in place (a copy of the whole signal, examples included, cost
      // more than the matching on most code).
      let match = signals[index].match
      switch match {
      case .typePrefix, .appViewType: if !hasTypes { continue }
      default: if !hasCalls { continue }
      }
      let pattern = signals[index].pattern
      let api = signals[index].api
      // Suppressed by a type the code names (an alert): only its calls presenting a local that
      // holds a screen count.
      let suppressed = !applies(index)
      if suppressed {
        guard case .callOnController = match else { continue }
      }
      func add(_ evidence: Evidence, call: CallFact? = nil) {
        found.append((index, evidence))
        if let call, pattern == .navigation { navigationCalls.append(call) }
      }
      switch match {
      case .call, .type, .initializer:
        continue
      case .callPrefix(let prefix):
        for call in facts.calls where call.name.hasPrefix(prefix) {
          add(Evidence(line: call.line, pattern: pattern, api: call.name), call: call)
        }
      case .callOnController(let name):
        // `optionsPicker.show(statusBarStyle:)` shares the name, not UIKit's method.
        for call in facts.calls where call.name == name && Self.isControllerReceiver(call.receiver)
          && ScopeRule.isTransitionCall(name, fullName: call.fullName)
        {
          if presentsAlert(call, index) {
            found.append((index, alertEvidence(call)))
          } else if !suppressed || presentsScreen(call, index) {
            add(Evidence(line: call.line, pattern: pattern, api: api), call: call)
          }
        }
      case .callOnType(let name, let type):
        for call in facts.calls where call.name == name && ServiceNames.root(of: call.receiver) == type {
          add(Evidence(line: call.line, pattern: pattern, api: api), call: call)
        }
      case .callOnReceiver(let name, let suffixes):
        for (offset, call) in facts.calls.enumerated() where call.name == name && Self.endsWithAnyOf(suffixes, lastReceiverNames[offset]) {
          add(Evidence(line: call.line, pattern: pattern, api: api), call: call)
        }
      case .anyCallOnReceiver(let suffixes):
        for (offset, call) in facts.calls.enumerated() where Self.endsWithAnyOf(suffixes, lastReceiverNames[offset])
          && !serviceOverrides.vetoed.contains(ServiceNames.root(of: call.receiver) ?? "") && !Self.nsObjectMethods.contains(call.name)
          // A receiver declared as a plain value is none (`NSString *_selectedPaymentProvider`).
          && !services.valueHolders.contains(ServiceNames.root(of: call.receiver) ?? "")
          // Nor one whose name says it serves the app's look or its logging (`ThemeService.shared.theme`,
          // `logService`), which no inferred service is either.
          && !ServiceNames.namesAppearanceOrLogging(lastReceiverNames[offset].map(String.init) ?? "")
        {
          // A call on what a send returned (`[[NSURLSession sharedSession] dataTask…]`) counts
          // only where nothing else on its line names the service (below).
          if call.receiver?.hasPrefix("[") == true {
            sentToReturned.append((index, Evidence(line: call.line, pattern: pattern, api: "\(call.receiver ?? "").\(call.name)")))
            continue
          }
          add(Evidence(line: call.line, pattern: pattern, api: "\(call.receiver ?? "").\(call.name)"))
        }
      case .callNamingStore:
        for call in facts.calls where storeDirection(of: call, in: facts) != nil {
          add(Evidence(line: call.line, pattern: pattern, api: "\(call.name): names a store"))
        }
      case .typePrefix(let prefix, let exceptions):
        for type in facts.typeNames where Self.hasTypePrefix(type.name, prefix) && !exceptions.contains(type.name) {
          add(Evidence(line: type.line, pattern: pattern, api: type.name))
        }
      case .appViewType:
        for type in facts.typeNames where ServiceNames.isAppViewType(type.name) {
          add(Evidence(line: type.line, pattern: pattern, api: "\(type.name): app view type"))
        }
      }
    }
    // A service call the catalogue already reads as data access (`apiClient.…`) is listed once.
    lazy var dataLines = Set(found.filter { $0.1.pattern == .dataAccess }.map(\.1.line))
    // A navigation call reached through a service (`[[appDelegate navController] pushViewController:…]`,
    // `appDelegate.rootNavigation.pushViewController(…)`): the service only yields the container
    // the screen is shown in, and the call and the accessor its receiver names are navigation.
    let navigation = Set(navigationCalls)
    // An alert the app shows through one of its services (`[[AppDelegate theDelegate]
    // showErrorAsAlert:error]`, `AppDelegate.shared.showAlert(title:)`): alerts stay in the view,
    // whoever draws them, and the service is only how the code reaches it.
    let alertCalls = Set(facts.calls.filter { services.isServiceCall($0) && NavigationSignals.namesAlertMethod($0.name) })
    for call in alertCalls.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
      found.append((signals.count, Evidence(line: call.line, pattern: .ui, api: "\(call.name): an alert")))
    }
    // The accessors such a call's receiver names (`theDelegate` of `[AppDelegate theDelegate]`)
    // only reach the service too.
    var receiverNames: [Int: Set<String>] = [:]
    for call in navigationCalls + alertCalls {
      receiverNames[call.line, default: []].formUnion(SourceWords.identifiers(in: call.receiver ?? ""))
    }
    let excluded: (CallFact) -> Bool =
      navigation.isEmpty && alertCalls.isEmpty
      ? { _ in false }
      : { call in
        navigation.contains(call) || alertCalls.contains(call) || receiverNames[call.line]?.contains(call.name) == true
      }
    for evidence in services.evidence(for: facts, excluding: excluded) where !dataLines.contains(evidence.line) {
      found.append((signals.count, evidence))
    }
    if !sentToReturned.isEmpty {
      let named = Set(found.filter { $0.1.pattern == .dataAccess }.map(\.1.line))
      found += sentToReturned.filter { !named.contains($0.1.line) }
    }
    let ordered = found.enumerated().sorted {
      ($0.element.0, $0.offset) < ($1.element.0, $1.offset)
    }.map(\.element.1)
    var seen = Set<Evidence>()
    var unique = ordered.filter { seen.insert($0).inserted }
    // Formatting on the line of a navigation or data call builds its arguments
    // (`[AnalyticsHandler logEvent:[NSString stringWithFormat:…]]`): it is that call's code.
    if unique.contains(where: { $0.pattern == .presentation }) {
      let callLines = Set(unique.filter { $0.pattern == .dataAccess || $0.pattern == .navigation }.map(\.line))
      if !callLines.isEmpty { unique.removeAll { $0.pattern == .presentation && callLines.contains($0.line) } }
    }
    return unique.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
  }

  /// `NSObject`'s introspection, by base name: asking a service whether it responds to a
  /// selector or is of a class (`[service respondsToSelector:@selector(login)]`) reads no data
  /// (and a query named so would override `NSObject`'s method in Objective-C).
  static let nsObjectMethods: Set<String> = [
    "respondsToSelector", "isKindOfClass", "isMemberOfClass", "conformsToProtocol", "isEqual",
  ]

  /// The controller itself (implicit, `self`), its container, or another controller:
  /// `navigationController`, `presentingViewController`, `editorController`, `picker`.
  /// Not a toast, HUD or custom view (`toast.present(in:)`, `SVProgressHUD.dismiss()`).
  /// A value named as an alert or action sheet: `alert`, `currentAlert`, `moreOptionsActionSheet`.
  static func isNamedAsAlert(_ name: String) -> Bool {
    name == "alert" || name == "actionSheet" || name.hasSuffix("Alert") || name.hasSuffix("ActionSheet")
  }

  /// How code reaches a property of the controller: `self.sheet`, `self->_sheet`, in a block
  /// `weakSelf.sheet`, `strongSelf.sheet`.
  static let selfPrefixes = ["self.", "self->", "weakSelf.", "strongSelf."]

  /// The local, property or ivar a receiver or argument starts with: `currentAlert`,
  /// `self.currentAlert`, `self->currentAlert`, `alert.view` → `currentAlert`, `alert`; `_sheet` →
  /// `sheet`.
  static func heldName(_ text: String) -> String {
    var name = Substring(text)
    for prefix in selfPrefixes where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
    if name.hasPrefix("_") { name = name.dropFirst() }
    return String(name.prefix { $0.isWordCharacter })
  }

  static func isControllerReceiver(_ receiver: String?) -> Bool {
    guard let receiver, !receiver.isEmpty, receiver != "self" else { return true }
    // The last identifier: `self.navigationController` / `[self navigationController]` → `navigationController`.
    var end = receiver.endIndex
    while end > receiver.startIndex, !receiver[receiver.index(before: end)].isWordCharacter {
      end = receiver.index(before: end)
    }
    var start = end
    while start > receiver.startIndex, receiver[receiver.index(before: start)].isWordCharacter {
      start = receiver.index(before: start)
    }
    let last = receiver[start..<end].lowercased()
    if ["parent", "self", "picker", "vc", "controller"].contains(last) { return true }
    if last.hasSuffix("alertcontroller") || last.hasSuffix("resultscontroller") { return false }
    return last.hasSuffix("controller") || last.hasSuffix("vc") || last.hasSuffix("picker")
  }

  /// The receiver's last name, as written: `apiClient`, `self.store`, `client()`, ObjC
  /// `[self managedObjectContext]` (the getter sent to `self`), `[NSURLSession sharedSession]`
  /// (the selector's first piece); `nil` without a receiver. A slice of the receiver: matching
  /// ignores case (`endsWithAnyOf`), so nothing is copied.
  private static func receiverName(_ receiver: String?) -> Substring? {
    guard let receiver, !receiver.isEmpty else { return nil }
    // The last non-empty `.` component, up to its first `(` after any leading ones (as
    // `split(separator:)` would give, without the arrays). By byte: the delimiters are ASCII.
    let bytes = receiver.utf8
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: ".") { end = bytes.index(before: end) }
    var start = bytes[..<end].lastIndex(of: UInt8(ascii: ".")).map(bytes.index(after:)) ?? bytes.startIndex
    var opened = start
    while opened < end, bytes[opened] == UInt8(ascii: "(") { opened = bytes.index(after: opened) }
    if opened < end {
      start = opened
      end = bytes[opened..<end].firstIndex(of: UInt8(ascii: "(")) ?? end
    }
    var trimmed = receiver[start..<end]
    guard trimmed.utf8.first == UInt8(ascii: "[") else { return trimmed }
    if trimmed.hasPrefix("[self "), trimmed.hasSuffix("]"), !trimmed.dropFirst(6).contains(" ") {
      trimmed = trimmed.dropFirst(6).dropLast()
    } else if trimmed.hasPrefix("["), trimmed.hasSuffix("]"), let space = trimmed.firstIndex(of: " ") {
      // What a send returns is named by its selector's first piece: `[NSURLSession sharedSession]`
      // → `sharedSession`, `[XYZAPIClient sharedClient]` → `sharedClient`.
      let message = trimmed[trimmed.index(after: space)...].dropLast()
      if !message.contains(" "), !message.contains("[") { trimmed = message.split(separator: ":").first ?? message }
    }
    return trimmed
  }

  /// Whether a receiver's last name (`receiverName`) ends with one of `suffixes` (lower-case
  /// ASCII), ignoring the name's case: `apiClient` ends with `client`.
  private static func endsWithAnyOf(_ suffixes: [String], _ name: Substring?) -> Bool {
    guard let name else { return false }
    return suffixes.contains { suffix in
      SourceWords.endsWith(name.utf8, suffix) { byte, lower in byte == lower || (byte >= 0x41 && byte <= 0x5A && byte | 0x20 == lower) }
    }
  }

  /// Whether `call` names a store (`callNamingStore`) and is sent to an object the view does not
  /// show: `true` when its verb writes the object to the store (`viewport.saveToUserDefaults()`),
  /// `false` when it reads, clears or syncs (`[login loadFromKeychainWithError:&error]`), which
  /// may change the object; `nil` for any other call, and for one sent to the controller itself
  /// (`self`, `strongSelf`: its own method is judged by its body), to an outlet or a property,
  /// instance variable or local holding a UI object (`signaturePad.saveToFile(named:)`).
  public func storeDirection(of call: CallFact, in facts: CodeFacts) -> Bool? {
    guard !storeWords.isEmpty, let receiver = call.receiver, !Self.controllerSelves.contains(receiver),
      let direction = Self.storeDirection(call.name, storeWords)
    else { return nil }
    let held = Self.heldName(receiver)
    if uiHolders.contains(held) { return nil }
    if let local = facts.localTypes.first(where: { $0.name == held }), declaresUIObject(local.type) { return nil }
    return direction
  }

  /// Whether a declared type (`SignaturePadView!`, `UIButton *`) holds a UI object or an app's view.
  private func declaresUIObject(_ declared: String?) -> Bool {
    guard let type = ServiceNames.heldType(declared: declared, initialValue: nil) else { return false }
    return isUIObjectType(type) || ServiceNames.isAppViewType(type)
  }

  /// The receivers that are the controller itself.
  private static let controllerSelves: Set<String> = ["self", "super", "Self", "weakSelf", "strongSelf"]

  /// Whether a method's name says it moves something to or from one of `stores`: a verb of
  /// storing or loading first (`storeVerbs`), then, starting a later word, a preposition (`To`,
  /// `Into`, `From`, `In`) and a store that ends a word (`saveToUserDefaults`,
  /// `loadLoginInformationFromKeychainWithError`, `writeToFile:atomically:`, `saveJSONToDisk`):
  /// `true` when the verb writes, `false` when it reads, clears or syncs, `nil` when the name
  /// names no store. Not `saveToFiles` (the word is `Files`), `loadInfo` (no store after `In`),
  /// nor `navigateToStorage`, `setImageFromCache`, `loginDidSaveToKeychain` (no such verb first).
  static func storeDirection(_ name: String, _ stores: [String]) -> Bool? {
    var name = name
    return name.withUTF8 { bytes -> Bool? in
      func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
      func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
      func isLowerOrDigit(_ byte: UInt8) -> Bool { isLower(byte) || (byte >= 0x30 && byte <= 0x39) }
      func has(_ word: String, at index: Int) -> Bool {
        let word = word.utf8
        guard index + word.count <= bytes.count else { return false }
        return zip(bytes[index...], word).allSatisfy { $0 == $1 }
      }
      // The first word, all lower case, is a verb of storing or loading (looked up last: most
      // names name no store).
      let verbEnd = bytes.firstIndex(where: { !isLower($0) }) ?? bytes.count
      guard verbEnd > 0, verbEnd < bytes.count, verbEnd <= longestStoreVerb else { return nil }
      func verbWrites() -> Bool? { storeVerbs[String(decoding: bytes[..<verbEnd], as: UTF8.self)] }
      for index in verbEnd..<bytes.count where isUpper(bytes[index]) {
        // A word starts after a lower-case letter or digit, or ends an acronym (`JSONTo`).
        let before = bytes[index - 1]
        guard isLowerOrDigit(before) || (isUpper(before) && index + 1 < bytes.count && isLower(bytes[index + 1])) else { continue }
        for preposition in storePrepositions where has(preposition, at: index) {
          let start = index + preposition.utf8.count
          for store in stores where has(store, at: start) {
            let end = start + store.utf8.count
            if end == bytes.count || !isLowerOrDigit(bytes[end]) { return verbWrites() }
          }
          break
        }
      }
      return nil
    }
  }

  /// The verbs a method's name that moves something to or from a store starts with, and whether
  /// each writes the receiver to the store (`save`, `cache`) or may change it (`load`, `clear`, `sync`).
  private static let storeVerbs: [String: Bool] = [
    "save": true, "write": true, "store": true, "persist": true, "archive": true, "export": true, "cache": true,
    "backup": true, "serialize": true, "commit": true, "put": true, "insert": true, "add": true,
    "load": false, "reload": false, "read": false, "restore": false, "import": false, "fetch": false, "get": false,
    "sync": false, "delete": false, "remove": false, "clear": false, "flush": false,
  ]
  private static let longestStoreVerb = storeVerbs.keys.map(\.utf8.count).max() ?? 0

  /// The words before a store in a method's name (`Into` before `In`, which it starts with).
  private static let storePrepositions = ["Into", "To", "From", "In"]

  /// `UILabel` has the prefix `UI`; `UInt` and `Url` do not: the next character is upper-case too.
  private static func hasTypePrefix(_ name: String, _ prefix: String) -> Bool {
    guard name.hasPrefix(prefix), name.count > prefix.count else { return false }
    let next = name[name.index(name.startIndex, offsetBy: prefix.count)]
    return next.isUppercase
  }
}

/// The evidence `SignalCatalogue.evidence(for:)` found, by the object holding the facts it was
/// found in, which the entry holds too. One controller's catalogue is made and used by the one
/// thread converting it (`SignalCatalogue.inferringServices(in:)`), never shared between threads.
private final class EvidenceMemo: @unchecked Sendable {
  var found: [ObjectIdentifier: (facts: AnyObject, evidence: [Evidence])] = [:]
  /// `SignalCatalogue.isUIType(_:)`'s answers, by type name.
  var uiTypes: [String: Bool] = [:]
}
