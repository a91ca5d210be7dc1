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

  public init(signals: [Signal]) {
    self.signals = signals
    var calls: [String: [Int]] = [:]
    var types: [String: [Int]] = [:]
    var scanned: [Int] = []
    for (index, signal) in signals.enumerated() {
      switch signal.match {
      case .call(let name): calls[name, default: []].append(index)
      case .type(let name): types[name, default: []].append(index)
      default: scanned.append(index)
      }
    }
    self.byCallName = calls
    self.byTypeName = types
    self.scanned = scanned
  }

  public static let standard = SignalCatalogue(
    signals: NavigationSignals.all + DataAccessSignals.all + PresentationSignals.all + UISignals.all)

  /// Inherited `UIViewController` API a controller calls on itself; in router code these calls
  /// are addressed to the router's `transitionHandler`.
  public static let transitionAPI: Set<String> = [
    "navigationController", "present", "presentViewController", "dismiss",
    "dismissViewControllerAnimated", "performSegue", "performSegueWithIdentifier", "storyboard",
    "show", "showDetailViewController", "tabBarController", "splitViewController",
  ]

  /// Inherited view API: a reference to one of these (on `self`) is UI.
  public static let inheritedViewAPI: Set<String> = [
    "view", "title", "navigationItem", "tableView", "collectionView", "refreshControl",
    "tabBarItem", "traitCollection", "toolbarItems", "editButtonItem", "isEditing", "setEditing",
    "viewIfLoaded", "isViewLoaded", "preferredContentSize", "additionalSafeAreaInsets",
    "searchDisplayController", "clearsSelectionOnViewWillAppear", "topLayoutGuide",
  ]

  /// Every signal the facts match, in line order.
  public func evidence(for facts: CodeFacts) -> [Evidence] {
    // (signal index, evidence): sorted below by line, then catalogue order, then fact order.
    var found: [(Int, Evidence)] = []
    let typeNames = Set(facts.typeNames.map(\.name))
    func applies(_ signal: Signal) -> Bool { !signal.unlessTypes.contains(where: typeNames.contains) }
    for call in facts.calls {
      for index in byCallName[call.name] ?? [] where applies(signals[index]) {
        found.append((index, Evidence(line: call.line, pattern: signals[index].pattern, api: signals[index].api)))
      }
    }
    for type in facts.typeNames {
      for index in byTypeName[type.name] ?? [] where applies(signals[index]) {
        found.append((index, Evidence(line: type.line, pattern: signals[index].pattern, api: signals[index].api)))
      }
    }
    for index in scanned where applies(signals[index]) {
      let signal = signals[index]
      func add(_ evidence: Evidence) { found.append((index, evidence)) }
      switch signal.match {
      case .call, .type:
        continue
      case .callPrefix(let prefix):
        for call in facts.calls where call.name.hasPrefix(prefix) {
          add(Evidence(line: call.line, pattern: signal.pattern, api: call.name))
        }
      case .callOnReceiver(let name, let suffixes):
        for call in facts.calls where call.name == name && Self.receiver(call.receiver, endsWithAnyOf: suffixes) {
          add(Evidence(line: call.line, pattern: signal.pattern, api: signal.api))
        }
      case .anyCallOnReceiver(let suffixes):
        for call in facts.calls where Self.receiver(call.receiver, endsWithAnyOf: suffixes) {
          add(Evidence(line: call.line, pattern: signal.pattern, api: "\(call.receiver ?? "").\(call.name)"))
        }
      case .typePrefix(let prefix, let exceptions):
        for type in facts.typeNames where Self.hasTypePrefix(type.name, prefix) && !exceptions.contains(type.name) {
          add(Evidence(line: type.line, pattern: signal.pattern, api: type.name))
        }
      }
    }
    let ordered = found.enumerated().sorted {
      ($0.element.0, $0.offset) < ($1.element.0, $1.offset)
    }.map(\.element.1)
    var seen = Set<Evidence>()
    let unique = ordered.filter { seen.insert($0).inserted }
    return unique.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
  }

  private static func receiver(_ receiver: String?, endsWithAnyOf suffixes: [String]) -> Bool {
    guard let receiver, !receiver.isEmpty else { return false }
    let last = receiver.split(separator: ".").last.map { $0.lowercased() } ?? ""
    let trimmed = last.split(separator: "(").first.map(String.init) ?? last
    return suffixes.contains { trimmed.hasSuffix($0) }
  }

  /// `UILabel` has the prefix `UI`; `UInt` and `Url` do not: the next character is upper-case too.
  private static func hasTypePrefix(_ name: String, _ prefix: String) -> Bool {
    guard name.hasPrefix(prefix), name.count > prefix.count else { return false }
    let next = name[name.index(name.startIndex, offsetBy: prefix.count)]
    return next.isUppercase
  }
}
