/// How `ServiceInference` recognised a service. Each rule carries a controller it must find the
/// service in (the method `example()` calls it) and one it must not; `ServiceInferenceTests`
/// runs them all through the Swift frontend, and docs/patterns.md lists every rule.
public enum ServiceRule: String, Sendable, CaseIterable, Hashable {
  /// `X.shared`, `X.default`, `X.sharedInstance`, ObjC `[X sharedManager]`, `[X Instance]`.
  case singleton = "app singleton"
  /// A static call on an app type named as a service (`…Manager`, `…Service`, `…Database`…), or
  /// a static property of one named as a store (`YepUserDefaults.nickname.value`).
  case staticCall = "app service type"
  /// A stored property whose declared or constructed type is a service or a data library type.
  case storedProperty = "stored service"
  /// An object reached through the app delegate (`AppDelegate.shared.mainView`, `appDelegate`).
  case appDelegate = "app delegate"
  /// A local declared with a service type (`ZulipAppDelegate *appDelegate = …`).
  case local = "service local"
  /// Named a service in `.viperize.yml` (`services: - {add: SessionStore}`).
  case configured = "configured service"

  func reason(_ evidence: String) -> String { "\(rawValue) (\(evidence))" }

  /// Members of a Swift controller whose `example()` calls the service.
  public var example: String? {
    switch self {
    case .singleton: return "func example() { SocketManager.shared.connect(url) }"
    case .staticCall: return "func example() { DatabaseManager.cleanInvalidDatabases() }"
    case .storedProperty: return "var dataManager: DataManagerProtocol!\nfunc example() { dataManager.clearHistory() }"
    case .appDelegate: return "func example() { AppDelegate.shared.mainView.centerOn(location) }"
    case .local: return "func example() {\n    let store: TripStore = .init()\n    store.save(trip)\n}"
    case .configured: return nil
    }
  }

  /// Members of a Swift controller whose `example()` must not read as a service call: UI types,
  /// HUDs and toasts, value types, formatters, image loading bound to an image view, logging.
  public var counterExample: String? {
    switch self {
    case .singleton:
      return "func example() {\n    NotificationCenter.default.post(name: .refresh, object: nil)\n"
        + "    SVProgressHUD.show()\n    ImageCache.default.clearMemoryCache()\n    Logger.shared.log(\"done\")\n}"
    case .staticCall:
      return "func example() {\n    let detail = ProductDetailViewController.loadFromStoryboard()\n"
        + "    ToastManager.show(\"Saved\")\n    detail.title = DateFormatter.localizedString(from: date, dateStyle: .short, timeStyle: .none)\n}"
    case .storedProperty:
      return "var trips: [Trip] = []\nvar banner: NotificationBanner!\nvar dateFormatter: DateFormatter!\n"
        + "func example() {\n    trips.removeAll()\n    banner.show()\n    avatarView.sd_setImage(with: url)\n    dateFormatter.string(from: date)\n}"
    case .appDelegate: return "weak var delegate: CheckoutDelegate?\nfunc example() { delegate?.checkoutDidFinish() }"
    case .local: return "func example() {\n    let formatter: DateFormatter = .init()\n    label.text = formatter.string(from: date)\n}"
    case .configured: return nil
    }
  }
}

/// Name checks shared by the service rules: what a receiver's root is, which type names are
/// singletons, which names say "service", and which never are services.
enum ServiceNames {
  /// Whether a declared type is a plain value of Foundation or the standard library
  /// (`NSString *`, `NSMutableArray<NSString *> *`, `String?`, `[URL]`, `Int`): what holds one
  /// reads no data source.
  static func isPlainValueType(_ type: String) -> Bool {
    var text = Substring(type).drop { $0 == " " }
    while let last = text.last, "?! ".contains(last) { text = text.dropLast() }
    if text.hasPrefix("["), text.hasSuffix("]") { return true }
    return InferredType.written(type).principalName.map(plainValueTypes.contains) ?? false
  }

  static let plainValueTypes: Set<String> = [
    "NSString", "NSMutableString", "NSAttributedString", "NSMutableAttributedString", "NSNumber", "NSDecimalNumber",
    "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet", "NSOrderedSet",
    "NSDate", "NSURL", "NSData", "NSMutableData", "NSIndexPath", "NSIndexSet", "NSUUID", "NSValue",
    "String", "Substring", "Character", "Int", "Int64", "Int32", "UInt", "Double", "Float", "CGFloat", "Bool", "BOOL",
    "NSInteger", "NSUInteger", "NSTimeInterval", "TimeInterval", "URL", "Date", "Data", "UUID", "IndexPath", "Decimal",
    "Array", "Dictionary", "Set",
  ]

  /// Class members that return a shared instance: `X.shared`, `[X sharedManager]`, `[X Instance]`.
  static func isSingletonAccessor(_ name: String) -> Bool {
    if ["shared", "default", "instance", "Instance", "sharedInstance", "currentUser"].contains(name) { return true }
    for prefix in ["shared", "default"] where name.hasPrefix(prefix) && name.count > prefix.count {
      if name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase { return true }
    }
    return false
  }

  /// A property of `type` that is its shared instance, read without a call: `shared`, `default`,
  /// `sharedInstance`, or `shared`/`default` and the type's own last word (`sharedManager` of
  /// `SyncManager`). Not `Favicon.defaultImage`, a value the type keeps, not the type's instance;
  /// a message or call names itself so (`[X sharedClient]`), a property read is told by its type.
  static func isInstanceAccessor(_ name: String, of type: String) -> Bool {
    guard isSingletonAccessor(name) else { return false }
    for prefix in ["shared", "default"] where name.hasPrefix(prefix) && name.count > prefix.count {
      let word = name.dropFirst(prefix.count)
      return word == "Instance" || camelWords(type).last == String(word)
    }
    // `default`, `instance` and `current` also name an enum's case or a value type's preset
    // (`SortOrder.default`, `Config.default`): only a type named as a service hands itself out so.
    return ["shared", "sharedInstance"].contains(name) || isServiceNamed(type)
  }

  /// The accessor of the shared instance a type hands out: a singleton's (`shared`, `sharedManager`)
  /// or a system one's (`UserDefaults.standard`, `[NSUserDefaults standardUserDefaults]`).
  static func isSharedInstanceAccessor(_ name: String) -> Bool {
    isSingletonAccessor(name) || name == "standard" || (name.hasPrefix("standard") && name.dropFirst(8).first?.isUppercase == true)
  }

  /// A shared instance's accessor that gives the same object whenever it is asked: not the
  /// current one of something that changes (`UserSession.currentUser`, `[AppUser currentUser]`,
  /// which a later read, after a log-out, would not give again).
  static func isStableInstanceAccessor(_ name: String) -> Bool {
    isSharedInstanceAccessor(name) && !name.lowercased().hasPrefix("current")
  }

  /// Whether `call` is a class's convenience constructor, by Cocoa's naming convention: sent to
  /// the type, named for the type without its prefix (`[NSFetchRequest fetchRequestWithEntityName:]`,
  /// `[NSPredicate predicateWithFormat:]`, `[NSSortDescriptor sortDescriptorWithKey:ascending:]`,
  /// `[NSURLSession sessionWithConfiguration:]`). It makes a new object and does nothing else.
  static func isConvenienceConstructor(_ call: CallFact) -> Bool {
    guard let receiver = call.receiver, isTypeName(receiver) else { return false }
    // The class prefix is the leading capitals but the last, which starts the noun (`NSURL|Session`).
    let capitals = receiver.prefix { $0.isUppercase }
    guard capitals.count < receiver.count else { return false }
    let noun = receiver.dropFirst(max(capitals.count - 1, 0))
    guard noun.count > 1 else { return false }
    let stem = noun.prefix(1).lowercased() + noun.dropFirst()
    return call.name.hasPrefix(stem)
  }

  /// `mainBundle`, `resourcesBundle`, `OTRAssets.resourcesBundle`'s last part: a bundle's accessor.
  static func namesBundle(_ name: String) -> Bool { name == "bundle" || name.hasSuffix("Bundle") }

  /// Whether a type describes a read without doing it: a request, a predicate, a sort order
  /// (`NSFetchRequest`, `NSURLRequest`, `NSPredicate`, `NSSortDescriptor`). Making one has no effect.
  static func describesRead(_ type: String) -> Bool {
    ["Request", "Predicate", "Descriptor"].contains { type.hasSuffix($0) }
  }

  /// The type `call` reaches a singleton of: `[TopicModel Instance]` → `TopicModel`;
  /// `SocketManager.shared.connect()` → `SocketManager`.
  static func singletonType(of call: CallFact) -> String? {
    if isSingletonAccessor(call.name), let receiver = call.receiver, isTypeName(receiver), isCandidate(receiver),
      !isFrameworkType(receiver)
    {
      return receiver
    }
    guard let receiver = call.receiver, let root = root(of: receiver), isTypeName(root), isCandidate(root),
      !isFrameworkType(root)
    else { return nil }
    let rest = receiver.dropFirst(receiver.hasPrefix("[") ? receiver.prefix(while: { $0 == "[" }).count : 0).dropFirst(root.count)
    guard let separator = rest.first, separator == "." || separator == " " else { return nil }
    let accessor = rest.dropFirst().prefix(while: { $0.isWordCharacter })
    return isSingletonAccessor(String(accessor)) ? root : nil
  }

  /// The code that reaches the service, for the evidence: `SocketManager.shared` (not the whole
  /// chain it starts, `PlaylistManager.shared.onFolderRemovedOrUpdated.sink { … }`),
  /// `[TopicModel Instance]`, `AppDelegate.instance`.
  static func singletonText(of call: CallFact, type: String) -> String {
    if call.receiver == type { return call.fullName.contains(":") ? "[\(type) \(call.name)]" : "\(type).\(call.name)" }
    let receiver = call.receiver ?? type
    if receiver.hasPrefix("[") {
      // The innermost send: `[[[X sharedInstance] store] items]` → `[X sharedInstance]`.
      let inner = receiver.dropFirst(receiver.prefix { $0 == "[" }.count - 1)
      guard let close = inner.firstIndex(of: "]") else { return receiver }
      return String(inner[...close])
    }
    guard receiver.hasPrefix(type + ".") else { return String(receiver.prefix { $0 != "(" }) }
    let accessor = receiver.dropFirst(type.count + 1).prefix { $0.isWordCharacter }
    return "\(type).\(accessor)"
  }

  /// The first identifier of a receiver: `SocketManager.shared` → `SocketManager`,
  /// `[TopicModel Instance]` → `TopicModel`, `_database` → `_database`; `nil` for `self`/none.
  static func root(of receiver: String?) -> String? {
    guard let receiver else { return nil }
    // Bytes first: receivers are almost always ASCII, and this runs for every call.
    let utf8 = receiver.utf8
    var index = utf8.startIndex
    while index < utf8.endIndex, utf8[index] == UInt8(ascii: "[") || utf8[index] == UInt8(ascii: "(") { index = utf8.index(after: index) }
    var end = index
    while end < utf8.endIndex {
      let byte = utf8[end]
      let isWord = byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
      if byte >= 0x80 { return rootOfUnicode(receiver) }
      if !isWord { break }
      end = utf8.index(after: end)
    }
    let name = Substring(utf8[index..<end])
    guard !name.isEmpty, name != "self", name != "super" else { return nil }
    return String(name)
  }

  private static func rootOfUnicode(_ receiver: String) -> String? {
    let start = receiver.drop { $0 == "[" || $0 == "(" }
    let name = start.prefix { $0.isWordCharacter }
    guard !name.isEmpty, name != "self", name != "super" else { return nil }
    return String(name)
  }

  /// Class methods that create or describe an object rather than reach a service.
  static let constructionNames: Set<String> = ["new", "alloc", "class", "copy", "self", "description", "load", "initialize"]

  static func isConstruction(_ name: String) -> Bool {
    constructionNames.contains(name) || name.hasPrefix("init")
  }

  /// Apple framework prefixes: `CLLocationManager`, `PHImageManager`, `NSFileManager` are not the
  /// app's own types (the catalogue names the framework APIs that access data).
  static let frameworkPrefixes = [
    "NS", "CL", "AV", "PH", "CN", "EK", "HK", "WK", "SF", "GK", "AS", "LA", "UN", "CK", "MF", "MP", "QL", "CM", "CB",
    "MC", "NE", "PK", "CX", "IN", "AR", "RP", "MTL", "CI", "CF", "CV", "VN", "SC", "SL", "GC", "CT", "UT", "NW", "OS",
  ]

  static func isFrameworkType(_ name: String) -> Bool { hasTypePrefix(name, among: frameworkPrefixes) }

  /// Prefixes of UI and graphics frameworks: `UIButton`, `CALayer`, `CGRect`, `SKNode`.
  static let uiPrefixes = ["UI", "CA", "CG", "SK", "SCN", "MTK", "GLK"]

  /// Whether `name` starts with one of `prefixes` followed by a capital (`UIView`, not `UIntValue`).
  static func hasTypePrefix(_ name: String, among prefixes: [String]) -> Bool {
    prefixes.contains { prefix in
      name.hasPrefix(prefix) && name.count > prefix.count
        && name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase
    }
  }

  static func isTypeName(_ name: String) -> Bool {
    name.first?.isUpperCaseLetter == true && name.allSatisfy(\.isWordCharacter)
  }

  /// Names that say what a service is: `DatabaseManager`, `DataManagerProtocol`, `apiClient`'s type.
  static let serviceNouns = [
    "Manager", "Service", "Client", "Store", "Storage", "Repository", "Provider", "Database", "DB", "API", "Api",
    "Handler", "Session", "Connection", "Gateway", "Downloader", "Uploader", "Fetcher", "ViewModel", "DataLayer",
    // An app's own wrapper of a store its name says (`YepUserDefaults.nickname.value`, `KKKeychain`);
    // not `…Defaults` alone, which may hold default values (`MapDefaults.region(for:)`).
    "UserDefaults", "Keychain",
  ]

  static func isServiceNamed(_ type: String) -> Bool {
    var name = type
    for suffix in ["Protocol", "Type", "Interface", "Impl", "Implementation"] where name.hasSuffix(suffix) && name != suffix {
      name.removeLast(suffix.count)
    }
    // A protocol named for what it does, as Swift's guidelines name capabilities
    // (`PaymentServicing`, `OrderProviding`, `FeedFetching`, `StorageManaging`).
    for (gerund, noun) in serviceGerunds where name.hasSuffix(gerund) && name != gerund {
      name = name.dropLast(gerund.count) + noun
      break
    }
    return serviceNouns.contains { name.hasSuffix($0) }
  }

  static let serviceGerunds: [(String, String)] = [
    ("Servicing", "Service"), ("Providing", "Provider"), ("Fetching", "Fetcher"), ("Managing", "Manager"),
    ("Storing", "Store"), ("Downloading", "Downloader"), ("Uploading", "Uploader"),
  ]

  /// Words that make a type UI, navigation, logging or a value helper, never a data service.
  static let nonServiceWords = [
    "View", "Cell", "Layer", "Button", "Label", "Bar", "Window", "Screen", "Device", "HUD", "Hud", "Toast",
    "Banner", "Alert", "Keyboard", "Layout", "Theme", "Appearance", "Style", "Font", "Color", "Colour", "Image",
    "Animation", "Animator", "Gesture", "Log", "Logger", "Logging", "Formatter", "Router", "Coordinator", "Navigator", "Navigation",
    "Notification", "Dispatch", "Queue", "Bundle", "Locale", "Calendar", "TimeZone", "ProcessInfo", "RunLoop",
    "Haptic", "Feedback", "Sound", "Audio", "Player", "VC", "Display",
  ]

  /// Not UI (`UI…`, `CA…`, `CG…`, `NS…View`), not a HUD, a logger or a formatter. A service noun
  /// of several words names the type whole (`DataLayer` is no layer of the view).
  static func isCandidate(_ type: String) -> Bool {
    if hasTypePrefix(type, among: uiPrefixes) { return false }
    var words = camelWords(type)
    if let noun = compoundServiceNoun(of: type) { words.removeLast(camelWords(noun).count) }
    // An item is the app's model object when it names what a service holds (`ItemStore`,
    // `ItemService`), UI anywhere else (`MenuItem`, `ToolbarItemManager`, `UIBarButtonItem`).
    if words.dropFirst().contains(where: uiNounsUnlessFirst.contains) { return false }
    // A storage noun ending the name says what the word before it names: what is stored
    // (`DisplayNameStore`, `DisplaySettingsStore`), not a display.
    if let last = words.last, storageNouns.contains(last) { words.removeAll { $0 == "Display" } }
    return !nonServiceWords.contains(where: Set(words).contains)
  }

  /// Whether a receiver's name (a type, `ThemeService`, or a variable, `themeService`) says it
  /// serves the app's look or its logging (`appearanceAndLoggingWords`), so that no call on it is
  /// data access, whatever its last word (`…Service`, `…Manager`). Not a name ending in a storage
  /// noun, where the word says what is stored (`OutfitStyleStore`, `themeCache`); only these of
  /// `nonServiceWords`, since the others may name what a store holds (`navigationActionStorage`).
  static func namesAppearanceOrLogging(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter else { return false }
    let words = camelWords(first.uppercased() + name.dropFirst())
    if let last = words.last, storageNouns.contains(last) { return false }
    return appearanceAndLoggingWords.contains(where: Set(words).contains)
  }

  /// Not `Log`, which also starts `LogIn` and ends `WorkoutLog` (a store of workouts).
  static let appearanceAndLoggingWords = ["Theme", "Appearance", "Style", "Font", "Color", "Colour", "Logger", "Logging"]
  static let storageNouns: Set<String> = ["Store", "Storage", "Repository", "Database", "DB", "Cache", "Persistence"]

  /// Whether a type's name says it keeps the app's data: its last word is a storage noun
  /// (`SettingsStore`, `MessageDatabase`), or it wraps a system store (`YepUserDefaults`,
  /// `AppKeychain`). What such a type holds is stored data, so a static property of it is a read
  /// of that data; not so a static property of another service (`API.baseURL`, `SessionType.guest`).
  static func namesStore(_ type: String) -> Bool {
    guard isTypeName(type) else { return false }
    if type.hasSuffix("UserDefaults") || type.hasSuffix("Keychain") { return true }
    return camelWords(type).last.map(storageNouns.contains) ?? false
  }

  /// Words that make a type UI unless the type's name starts with them.
  static let uiNounsUnlessFirst: Set<String> = ["Item"]

  /// The service noun of several words the type's name ends with (`MessageDataLayer` → `DataLayer`).
  static func compoundServiceNoun(of type: String) -> String? {
    compoundServiceNouns.first { type.hasSuffix($0) }
  }

  /// (`ViewModel` is not one: a view model is the screen's, not a service of its data.)
  static let compoundServiceNouns = ["DataLayer"]

  /// `JumpToOtherVCHandler` → `Jump`, `To`, `Other`, `VC`, `Handler`.
  static func camelWords(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      let startsWord = character.isUppercase && !current.isEmpty
        && (current.last?.isUppercase == false
          || (index + 1 < characters.count && characters[index + 1].isLowercase))
      if startsWord || character == "_" {
        words.append(current)
        current = ""
      }
      if character != "_" { current.append(character) }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// Words that make a type a view: `ToastView`, `LoadingHUD`, `ErrorBanner`, `AlbumHeaderLayout`, `NSLayoutConstraint`.
  static let viewWords: Set<String> = [
    "View", "Cell", "Layer", "Layout", "Button", "Label", "Bar", "HUD", "Hud", "Toast", "Banner", "Alert", "Window", "Constraint",
  ]

  static func isViewName(_ type: String) -> Bool {
    compoundServiceNoun(of: type) == nil && camelWords(type).contains(where: viewWords.contains)
  }

  /// An app's view type by its name, whose last word, the noun it names, is a view word
  /// (`viewWords`): `SVProgressHUD`, `ToastView`, `MUServerCell`, `NotificationBanner`. Not a
  /// system type (`UI…`, `CA…`, `CG…`, which their own signals cover), and not a type that only
  /// holds such a word: a controller (`ProfileViewController`), a view model
  /// (`ProfileViewModel`), a data source (`TableViewDataSource`), a manager (`HUDManager`).
  static func isAppViewType(_ type: String) -> Bool {
    // Runs for every type name the catalogue is asked about: suffixes first, which most names fail.
    viewWords.contains(where: type.hasASCIISuffix) && isTypeName(type) && !hasTypePrefix(type, among: uiPrefixes)
      && compoundServiceNoun(of: type) == nil
  }

  static func isAppDelegate(_ name: String) -> Bool { name.hasSuffix("AppDelegate") || name.hasSuffix("appDelegate") }

  /// The class a stored property or local holds: its declared type without optionality, pointer,
  /// generic arguments or `id<…>`; else the type its initial value constructs.
  static func heldType(declared: String?, initialValue: CodeFacts?, initialValueLength: Int? = nil) -> String? {
    if let declared {
      var text = Substring(declared)
      for prefix in ["__weak ", "__strong ", "weak ", "const "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
      if text.hasPrefix("id<") || text.hasPrefix("id <") { text = text.drop { $0 != "<" }.dropFirst() }
      while text.first == " " { text = text.dropFirst() }
      let name = text.prefix { $0.isWordCharacter }
      if !name.isEmpty, text.dropFirst(name.count).first != ".", !["Array", "Dictionary", "Set", "Optional"].contains(name) {
        return isTypeName(String(name)) ? String(name) : nil
      }
      return nil
    }
    guard let facts = initialValue else { return nil }
    // The value is the accessor itself, nothing read through it (`ItemStore.shared.items` holds items).
    if facts.calls.isEmpty, facts.typeMemberReferences.count == 1, let reference = facts.typeMemberReferences.first,
      initialValueLength == reference.name.utf8.count,
      let dot = reference.name.firstIndex(of: "."), isSharedInstanceAccessor(String(reference.name[reference.name.index(after: dot)...]))
    {
      let type = String(reference.name[..<dot])
      return isTypeName(type) ? type : nil
    }
    guard let call = facts.calls.first else { return nil }
    if facts.calls.count == 1, let receiver = call.receiver, isTypeName(receiver), isSharedInstanceAccessor(call.name) { return receiver }
    guard call.receiver == nil, isTypeName(call.name) else { return nil }
    return call.name
  }
}
