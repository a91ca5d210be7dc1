/// The ordered list of every signal the classifier knows, plus the project's own from the config.
///
/// Order matters only for evidence display: within one piece of code, evidence is listed by line,
/// then in catalogue order. Navigation comes before UI so that `UIStoryboard` reads as navigation
/// (the UI prefix signal lists it as an exception as well).
public struct SignalCatalogue: Sendable {
  public var signals: [Signal]

  public init(signals: [Signal]) { self.signals = signals }

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
    var found: [Evidence] = []
    let typeNames = Set(facts.typeNames.map(\.name))
    for signal in signals where !signal.unlessTypes.contains(where: typeNames.contains) {
      switch signal.match {
      case .call(let name):
        for call in facts.calls where call.name == name {
          found.append(Evidence(line: call.line, pattern: signal.pattern, api: signal.api))
        }
      case .callPrefix(let prefix):
        for call in facts.calls where call.name.hasPrefix(prefix) {
          found.append(Evidence(line: call.line, pattern: signal.pattern, api: call.name))
        }
      case .callOnReceiver(let name, let suffixes):
        for call in facts.calls where call.name == name && Self.receiver(call.receiver, endsWithAnyOf: suffixes) {
          found.append(Evidence(line: call.line, pattern: signal.pattern, api: signal.api))
        }
      case .anyCallOnReceiver(let suffixes):
        for call in facts.calls where Self.receiver(call.receiver, endsWithAnyOf: suffixes) {
          found.append(Evidence(line: call.line, pattern: signal.pattern, api: "\(call.receiver ?? "").\(call.name)"))
        }
      case .type(let name):
        for type in facts.typeNames where type.name == name {
          found.append(Evidence(line: type.line, pattern: signal.pattern, api: signal.api))
        }
      case .typePrefix(let prefix, let exceptions):
        for type in facts.typeNames where Self.hasTypePrefix(type.name, prefix) && !exceptions.contains(type.name) {
          found.append(Evidence(line: type.line, pattern: signal.pattern, api: type.name))
        }
      }
    }
    var seen = Set<Evidence>()
    return found.filter { seen.insert($0).inserted }.sorted { $0.line < $1.line }
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
