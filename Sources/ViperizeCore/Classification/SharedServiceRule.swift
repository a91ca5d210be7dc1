/// A service the controller holds and nothing changes once the controller exists: the view keeps
/// its property, and the Assembly passes the same object to the layers whose moved code uses it
/// (seed refactoring 3: the Assembly injects what the module needs). Without this, every
/// statement calling the service was view code because the property stays in the view, and
/// navigation or data code using it could not leave (`tabManager.selectedTab?.loadRequest(…)`).
///
/// - **Matches:** a Swift stored property whose type is an inferred service (`ServiceRule.storedProperty`)
///   written in its declaration, and that only its initial value or an initializer sets:
///   `let tabManager: TabManager` set in `init`, `private var mediaLibraryService: MediaLibraryService`
///   set in `init`.
/// - **Does not match:**
///   - a property some method assigns, or a non-private `var` other code may set after the module
///     was assembled (`var dataManager: DataManagerProtocol!` set by the presenting screen): the
///     layer's copy would keep the old object;
///   - a lazy property or one with observers or accessors, `weak`/`unowned` or other attributes, a
///     type member, one inside `#if`;
///   - a property whose type is not written, is one of the controller's nested types or a type
///     only its file sees;
///   - a created helper (`let client = APIClient()`): the Assembly creates that one itself
///     (`ConfigurationRule`);
///   - Objective-C: methods reach a property as `_service` too, and the ivar is not readable from
///     the Assembly.
enum SharedServiceRule {
  /// `replacers`: the methods (not initializers) that assign the property itself (assigning through
  /// it, `tabManager.selectedTab = tab`, leaves the same object); `nestedTypes`: the names of the
  /// controller's nested types.
  static func isSharedService(
    _ member: Member, replacers: Set<Int>, nestedTypes: Set<String>, in model: ControllerModel, catalogue: SignalCatalogue
  ) -> Bool {
    guard model.language == .swift, member.kind == .storedProperty, member.bodySpan == nil,
      member.lazyInitialization == nil, !member.isConditionallyCompiled, replacers.isEmpty,
      !DisplayStateRule.generatedNames.contains(member.baseName),
      // One binding (`valueType` is only set for one), its type written.
      let type = member.propertyType, member.valueType != nil,
      catalogue.services.holders[member.propertyName]?.rule == .storedProperty,
      member.attributes.dropFirst().allSatisfy(allowedModifiers.contains),
      // The layers' files must see the type.
      !SourceWords.identifiers(in: type).contains(where: { model.filePrivateNames.contains($0) || nestedTypes.contains($0) })
    else { return false }
    switch member.attributes.first {
    case "let": return true
    // Other code may not set it after the module is assembled.
    case "var": return member.attributes.contains { ["private", "fileprivate", "private(set)", "fileprivate(set)"].contains($0) }
    default: return false
    }
  }

  static let allowedModifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "final", "private(set)", "fileprivate(set)", "internal(set)",
  ]

  /// Whether the declared type is optional (`Service?`): the layers declare it so too, and the
  /// moved code's optional chaining still compiles.
  static func isOptional(_ type: String) -> Bool { type.hasSuffix("?") }
}
