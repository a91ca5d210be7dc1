/// One entry of the signal catalogue: an API shape that means a refactoring pattern.
///
/// Signals are data. Each carries a Swift snippet it must match and, where useful, one it must not;
/// `SignalCatalogueTests` runs every example through the Swift frontend, so the examples are both
/// the documentation (`docs/patterns.md`) and the tests.
public struct Signal: Sendable {
  public enum Match: Sendable, Hashable {
    /// A call or message send whose base name is exactly this.
    case call(String)
    /// A call whose base name starts with this prefix (`MR_`).
    case callPrefix(String)
    /// A call with this base name whose receiver's last component ends with one of the suffixes
    /// (case-insensitive): `context.fetch(…)`.
    case callOnReceiver(String, receiverSuffixes: [String])
    /// A call with this base name sent to the controller itself, its navigation, tab or split
    /// container, or another controller (`present`, `dismiss`, `show`): not to a toast or a HUD.
    case callOnController(String)
    /// A call with this base name on a receiver rooted at this type: `UIApplication.shared.open(url)`.
    case callOnType(String, type: String)
    /// Any call on a receiver whose last component ends with one of the suffixes: `apiClient.…`.
    case anyCallOnReceiver(suffixes: [String])
    /// A call whose name says it moves something to or from one of these stores: a verb of
    /// storing or loading, then `To`, `Into`, `From` or `In` and the store, each a whole word
    /// (`viewPort.saveToUserDefaults()`, `[login loadInformationFromKeychainWithError:e]`); not
    /// sent to the controller itself or to a UI object it holds (`SignalCatalogue.storeDirection(of:in:)`).
    case callNamingStore([String])
    /// A type name used anywhere (construction, annotation, static member): `NSFetchRequest`.
    case type(String)
    /// A type name starting with this prefix (`UI`), minus exceptions.
    case typePrefix(String, except: [String])
    /// A construction of this type whose first argument has this label: `String(format: "%d", n)`.
    case initializer(String, label: String)
    /// An app's type its name makes a view (`ServiceNames.isAppViewType`): `SVProgressHUD`,
    /// `ToastView`, `MUServerCell`; not a controller or view model (`ProfileViewController`,
    /// `ProfileViewModel`).
    case appViewType
  }

  public var pattern: SignalPattern
  public var match: Match
  /// Shown in evidence and docs: `pushViewController`, `NSFetchRequest`.
  public var api: String
  /// Swift code (a method body) the signal must match.
  public var example: String
  /// Swift code the signal must not match.
  public var counterExample: String?
  /// Type names that, used in the same code, cancel the signal: `present(alert, …)` next to a
  /// `UIAlertController` shows an alert, which is UI, not navigation.
  public var unlessTypes: [String]

  public init(
    _ pattern: SignalPattern, _ match: Match, api: String? = nil, example: String,
    counterExample: String? = nil, unlessTypes: [String] = []
  ) {
    self.pattern = pattern
    self.match = match
    self.api = api ?? Self.defaultAPI(match)
    self.example = example
    self.counterExample = counterExample
    self.unlessTypes = unlessTypes
  }

  private static func defaultAPI(_ match: Match) -> String {
    switch match {
    case .call(let name), .callPrefix(let name), .callOnReceiver(let name, _), .type(let name),
      .callOnController(let name), .callOnType(let name, _):
      return name
    case .typePrefix(let prefix, _): return prefix + "…"
    case .anyCallOnReceiver(let suffixes): return "…" + (suffixes.first ?? "")
    case .callNamingStore: return "call naming a store"
    case .appViewType: return "app view type"
    case .initializer(let type, let label): return "\(type)(\(label):)"
    }
  }
}
