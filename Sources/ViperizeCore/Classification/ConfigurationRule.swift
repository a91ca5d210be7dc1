import Foundation

/// A stored property whose value is a created, non-UI helper object is object configuration: its
/// creation code goes to the Assembly, which injects it into the layers that use it.
///
/// Matches: `lazy var imageCache = ImageCacheManagerImpl(fileManager: .default)`,
/// `private let apiClient = TripsAPIClient()`, ObjC `if (_cache == nil) { _cache = [[Cache alloc] init]; }`.
/// Does not match: `var trips: [Trip] = []`, `lazy var header = UIView()`, `let toast = ToastView()`,
/// `lazy var client = Client(delegate: self)` (its creation needs the controller),
/// `var store: StoreProtocol = DefaultStore()` (other code may set it: only a default).
enum ConfigurationRule {
  static func isConfiguration(_ member: Member, catalogue: SignalCatalogue) -> Bool {
    guard !member.has("IBOutlet"), !member.has("static"), !member.has("class") else { return false }
    guard let creation = member.lazyInitialization?.creation ?? member.initialValue else { return false }
    // A stored property with observers (`didSet`) runs view code when it changes: it is state.
    if member.kind == .storedProperty && member.bodySpan != nil && member.lazyInitialization == nil { return false }
    // A Swift `var` other code may set (`var store: StoreProtocol = DefaultStore()`) is an
    // injection point with a default: the view must keep it settable.
    if member.attributes.first == "var" && member.lazyInitialization == nil && !member.hasPrivateSetter { return false }
    let facts = creation.facts
    // An ObjC lazy getter assigns its own ivar (`_cache = …`): that is not a use of the controller.
    let own = member.lazyInitialization?.propertyName
    if facts.selfReferences.contains(where: { $0.name != own || $0.receiverRange != nil }) { return false }
    let evidence = catalogue.evidence(for: facts)
    if evidence.contains(where: { $0.pattern == .ui }) { return false }
    // A collection or value (`Set<AnyCancellable>()`, `NSMutableArray *`) is state, not a helper.
    let (type, guessed) = InjectedTypeInference.type(of: member)
    if isValue(type) { return false }
    // The layers and the view would declare it with its type: a guess (`Favorite.frc()` is not a
    // `Favorite`) would not compile. It stays where its creation is.
    if guessed { return false }
    // A custom view (`ToastView()`, `LoadingHUD()`) is UI even without a `UI` prefix.
    if let created = facts.calls.first(where: { $0.name.first?.isUppercase == true }), ServiceNames.isViewName(created.name) {
      return false
    }
    let constructs = facts.calls.contains { $0.name.first?.isUppercase == true || $0.name == "alloc" || $0.name == "new" }
    let usesSingleton = facts.typeNames.contains { $0.name.first?.isUppercase == true }
    return constructs || usesSingleton
  }

  /// `[Trip]`, `Set<AnyCancellable>`, `NSMutableArray *`: a collection or value type.
  static func isValue(_ type: String) -> Bool {
    let trimmed = type.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("[") { return true }
    let base = trimmed.prefix { $0.isWordCharacter }
    return valueTypes.contains(String(base))
  }

  /// Collections and values: holding one is state, whatever creates it.
  static let valueTypes: Set<String> = [
    "Set", "Array", "Dictionary", "String", "Substring", "Int", "Double", "Float", "Bool", "Date", "Data",
    "URL", "UUID", "IndexPath", "IndexSet", "CGRect", "CGSize", "CGPoint", "NSArray", "NSMutableArray",
    "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet",
    "NSString", "NSMutableString", "NSNumber", "NSDate", "NSData", "NSMutableData", "NSURL", "NSIndexPath",
    "NSIndexSet", "NSMutableIndexSet", "NSAttributedString", "NSMutableAttributedString",
  ]

  static func evidence(for member: Member) -> Evidence {
    let facts = (member.lazyInitialization?.creation ?? member.initialValue)?.facts ?? CodeFacts()
    let created = facts.calls.first { $0.name.first?.isUppercase == true }?.name
      ?? facts.typeNames.first?.name ?? member.baseName
    let how = member.lazyInitialization != nil ? "lazily created" : "created"
    return Evidence(line: member.declarationSpan.startLine, pattern: .configuration, api: "\(how) \(created)")
  }
}
