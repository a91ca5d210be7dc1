/// The language-neutral description of one view controller, built by a frontend.
///
/// Everything after the frontend (classifier, planner, emitters' shared parts) sees only this
/// model: no syntax tree leaks past it. Spans are exact byte ranges into `files`.
public struct ControllerModel: Sendable {
  public var language: SourceLanguage
  /// The controller class name as written (`TripListViewController`).
  public var name: String
  public var superclass: String?
  /// Swift: the class's generic parameters (`Element` of `ListViewController<Element>`), which no
  /// other class can name.
  public var genericParameterNames: Set<String> = []
  /// Swift: the class's `@available(…)` attributes as written (`@available(iOS 13.0, *)`). The
  /// generated types carry them too: they name the class and hold its code.
  public var availability: [String] = []
  /// Every protocol the class or its extensions/categories adopt, in source order, no duplicates.
  public var conformances: [String]
  public var files: [SourceFile]
  /// The class declaration and each extension (Swift), or `@interface`/`@implementation`/category
  /// blocks (Objective-C), in file order.
  public var declarations: [TypeDeclaration]
  /// All members in file order; `members[i].id == i`.
  public var members: [Member]
  /// Objective-C instance variables declared in an ivar block (`{ UIAlertController *currentAlert; }`)
  /// rather than as members, as written (`_items`, `currentAlert`): view state no code may take away.
  public var instanceVariables: Set<String> = []
  /// Objective-C: every name a member of the class declares as a local or parameter. A bare
  /// lower-case name outside these, the ivars and the file-scope names may be an instance
  /// variable the controller inherits (`mxRoom`), when its superclass is the app's own.
  public var localNames: Set<String> = []
  /// The written types of those instance variables whose declaration is a plain one
  /// (`NSMutableArray *_items;` → `NSMutableArray *`).
  public var instanceVariableTypes: [String: String] = [:]
  /// Swift: the structs and enums the input files declare, at file scope or in the controller's
  /// body and extensions (`struct EditorSettings`): a value of one is a copy wherever it is passed.
  public var valueTypeNames: Set<String> = []
  /// Functions, constants and variables declared at file scope in the input files: code can use
  /// them unqualified from any class of the module.
  public var fileScopeNames: Set<String> = []
  /// Names only the controller's own files can see: Objective-C macros, statics, functions and
  /// enum constants of the `.m`. Code that uses one cannot move to another file.
  public var filePrivateNames: Set<String> = []
  /// Objective-C: types, protocols and constants the input headers declare (`@protocol
  /// PLNewsService` beside the controller's `@interface`), the controller aside. Generated
  /// headers do not import the controller's header (it imports theirs), so they cannot name them.
  public var headerDeclaredNames: Set<String> = []
  /// The classes among `headerDeclaredNames` (`@interface FieldSpecifier : NSObject`): a generated
  /// header names one as a pointer after declaring it `@class`; the others (an enum, a typedef, a
  /// protocol) it cannot name at all.
  public var headerDeclaredClasses: Set<String> = []

  /// Whether a generated header cannot name the type `name`: only the controller's `.m` declares
  /// it, or an input header declares it and it is no class (an enum, a typedef, a protocol of
  /// the controller's header, which imports the view's protocols and cannot be imported by them).
  public func isUnnameableInGeneratedHeaders(_ name: String) -> Bool {
    filePrivateNames.contains(name) || isHeaderOnlyType(name)
  }

  /// Whether an input header declares `name` and it is no class (`typedef enum { … } BoardMode;`).
  public func isHeaderOnlyType(_ name: String) -> Bool {
    headerDeclaredNames.contains(name) && !headerDeclaredClasses.contains(name)
  }
  /// The other controller classes of the input, when several were found and the one named like
  /// an input file was chosen (`FrontendError.Candidate.namedLikeFile`): they stay in the view's
  /// file unchanged, and the plan says so.
  public var otherControllers: [FrontendError.Candidate] = []
  /// Swift `private`/`fileprivate` declarations at file scope the module can see once widened
  /// (`SwiftControllerLocator.fileScopeNames` says which): code using one moves, and the planner
  /// widens the declaration to internal (`ModulePlan.widenedDeclarations`).
  public var widenableDeclarations: [WidenableDeclaration] = []
  /// Methods private extensions of other types declare in the input files (Swift
  /// `private extension Dictionary { func key(forIndex:) }`): code calling one on a value
  /// (`items.key(forIndex: 0)`) cannot move to another file.
  public var filePrivateMethods: Set<String> = []
  /// File-scope `private` declarations that hold no state (Swift `private extension Dictionary {
  /// func key(forIndex:) }`, `private func isValidHost(_:)`): code using one moves, and each
  /// generated file whose code uses one gets its own verbatim copy, private to that file.
  public var copiedDeclarations: [CopiedDeclaration] = []
  /// Member keys the code reaches by selector (ObjC `@selector(reload:)`): the runtime calls them
  /// on the object the code hands over, so they stay on the view.
  public var selectorTargets: Set<String> = []

  public init(
    language: SourceLanguage, name: String, superclass: String?, conformances: [String],
    files: [SourceFile], declarations: [TypeDeclaration], members: [Member]
  ) {
    self.language = language
    self.name = name
    self.superclass = superclass
    self.conformances = conformances
    self.files = files
    self.declarations = declarations
    self.members = members
  }

  public func file(of span: SourceSpan) -> SourceFile { files[span.file] }
  public func text(of span: SourceSpan) -> String { files[span.file].slice(span.range) }
}

/// A file-scope declaration only its own file sees (`private struct NominatimResult`, `fileprivate
/// func formatNominatimQuery(_:)`), which the emitter can make internal by removing its access
/// modifiers.
public struct WidenableDeclaration: Sendable {
  /// The names it declares: a type, a function, constants.
  public var names: Set<String>
  /// Every identifier its text uses: a widened declaration widens the ones it names.
  public var references: Set<String>
  /// Each access modifier to remove, with the spaces after it: its own `private`/`fileprivate`,
  /// then its members' `fileprivate`.
  public var modifiers: [SourceSpan]

  public init(names: Set<String>, references: Set<String>, modifiers: [SourceSpan]) {
    self.names = names
    self.references = references
    self.modifiers = modifiers
  }

  public var displayName: String { names.sorted().joined(separator: ", ") }
}

/// A file-scope declaration only its own file sees and that holds no state: a `private func`, or
/// a `private extension` of another type with only methods and computed properties. A copy in
/// another file behaves as the original does, and cannot clash with anything, being private.
public struct CopiedDeclaration: Sendable {
  /// The names code uses it by: a function's name, an extension's method and property names.
  public var names: Set<String>
  /// `private extension Dictionary`, `private func isValidHost(_:)`: how notes name it.
  public var displayName: String
  /// The declaration from its first attribute or keyword to its closing brace, with the doc
  /// comment before it.
  public var span: SourceSpan
  /// Every identifier its text uses: a copy takes along the copies it uses.
  public var references: Set<String>
  /// An extension's names are used after a dot (`items.key(forIndex: 0)`); a function's by name.
  public var isExtension: Bool

  public init(names: Set<String>, displayName: String, span: SourceSpan, references: Set<String>, isExtension: Bool) {
    self.names = names
    self.displayName = displayName
    self.span = span
    self.references = references
    self.isExtension = isExtension
  }
}

/// One block that declares the controller or adds to it.
public struct TypeDeclaration: Sendable {
  public enum Kind: String, Sendable, Codable {
    case classDeclaration, extensionDeclaration
    case objcInterface, objcClassExtension, objcCategory, objcImplementation
  }

  public var kind: Kind
  /// From the first attribute/keyword (after leading comments) to the closing brace or `@end`.
  public var span: SourceSpan
  /// Byte range of the type name token in the header (renamed to the module's view name).
  public var nameRange: Range<Int>
  /// Protocols listed in this block's header.
  public var conformances: [String]
  /// Where `, Proto` (Swift, when the header already lists types) or ` <Proto>`/`: Proto` can be
  /// inserted: just after the last inherited type, or just after the name when there is none.
  public var inheritanceInsertionOffset: Int
  public var hasInheritanceClause: Bool
  /// Byte offset just after the opening `{` (Swift) or the header line (Objective-C).
  public var bodyStart: Int
  /// Byte offset of the closing `}` or `@end`.
  public var bodyEnd: Int
  public var memberIDs: [Int]

  public init(
    kind: Kind, span: SourceSpan, nameRange: Range<Int>, conformances: [String],
    inheritanceInsertionOffset: Int, hasInheritanceClause: Bool, bodyStart: Int, bodyEnd: Int,
    memberIDs: [Int] = []
  ) {
    self.kind = kind
    self.span = span
    self.nameRange = nameRange
    self.conformances = conformances
    self.inheritanceInsertionOffset = inheritanceInsertionOffset
    self.hasInheritanceClause = hasInheritanceClause
    self.bodyStart = bodyStart
    self.bodyEnd = bodyEnd
    self.memberIDs = memberIDs
  }
}

public enum MemberKind: String, Sendable, Codable {
  case storedProperty = "stored-property"
  case computedProperty = "computed-property"
  case method
  case initializer
  case deinitializer
  case `subscript`
  /// Nested type, typealias, or anything else declared inside the class: always stays in the view.
  case nestedDeclaration = "nested-declaration"
  /// Objective-C `@synthesize`/`@dynamic` and similar declarations without behaviour.
  case directive
}

/// A property, method, initializer or other declaration of the controller.
public struct Member: Sendable {
  /// The member's fields, one per accessor below, shared by copies until one of them changes
  /// (`CopyOnWrite`): the classifier and planner copy members in every pass over them.
  private struct Fields: Sendable {
    var id: Int
    var name: String
    var baseName: String
    var kind: MemberKind
    var attributes: [String]
    var span: SourceSpan
    var declarationSpan: SourceSpan
    var declarationIndex: Int
    var signature: MethodSignature? = nil
    var propertyType: String? = nil
    var valueType: String? = nil
    var initialValue: CodeFragment? = nil
    var lazyInitialization: LazyInitialization? = nil
    var fallbackGetterOf: String? = nil
    var bodySpan: SourceSpan? = nil
    var statements: [Statement]
    var accessorBodies: [AccessorBody] = []
    var facts: CodeFacts
    var isConditionallyCompiled: Bool
    var compilationConditions: [String] = []
    var sharesLines: Bool = false
    var prototypeSpans: [SourceSpan] = []
  }

  private var storage: CopyOnWrite<Fields>

  public var id: Int {
    get { storage.value.id }
    _modify { yield &storage.value.id }
  }
  /// Key and display name: Swift `tableView(_:didSelectRowAt:)` / `title`; ObjC selector.
  public var name: String {
    get { storage.value.name }
    _modify { yield &storage.value.name }
  }
  /// The name's first part: `tableView`, `viewDidLoad`, `title`.
  public var baseName: String {
    get { storage.value.baseName }
    _modify { yield &storage.value.baseName }
  }
  public var kind: MemberKind {
    get { storage.value.kind }
    _modify { yield &storage.value.kind }
  }
  /// Attributes and modifiers as written without `@`: `IBOutlet`, `IBAction`, `objc`, `override`,
  /// `private`, `lazy`, `weak`, `static`, `class`; ObjC property attributes (`nonatomic`, `strong`).
  public var attributes: [String] {
    get { storage.value.attributes }
    _modify { yield &storage.value.attributes }
  }
  /// Whole declaration: leading comments and attributes through the closing brace. Starts at the
  /// beginning of its first line when only whitespace precedes it on that line.
  public var span: SourceSpan {
    get { storage.value.span }
    _modify { yield &storage.value.span }
  }
  /// From the declaration keyword/first attribute (no leading comments) through its end; its
  /// `startLine`/`endLine` are what the plan reports.
  public var declarationSpan: SourceSpan {
    get { storage.value.declarationSpan }
    _modify { yield &storage.value.declarationSpan }
  }
  /// Index into `ControllerModel.declarations`.
  public var declarationIndex: Int {
    get { storage.value.declarationIndex }
    _modify { yield &storage.value.declarationIndex }
  }
  public var signature: MethodSignature? {
    get { storage.value.signature }
    _modify { yield &storage.value.signature }
  }
  /// Declared type of a property as written (`UITableView!`, `NSArray<Trip *> *`).
  public var propertyType: String? {
    get { storage.value.propertyType }
    _modify { yield &storage.value.propertyType }
  }
  /// A stored property's type: as declared, else what its initial value evidently is (Swift
  /// `= false` → `Bool`, `= [Age: [Item]]()` → `[Age: [Item]]`, `= Filter()` → `Filter`); nil when
  /// neither tells.
  public var valueType: String? {
    get { storage.value.valueType }
    _modify { yield &storage.value.valueType }
  }
  /// The type of the value it holds where the source tells: `valueType`, else a computed
  /// property's written type.
  public var typeOfValue: String? { valueType ?? propertyType }
  /// Initial value of a stored property (`= Foo()`), or the creation code of a lazy property /
  /// Objective-C lazy getter: what the Assembly takes over.
  public var initialValue: CodeFragment? {
    get { storage.value.initialValue }
    _modify { yield &storage.value.initialValue }
  }
  /// Set when the member creates an object lazily (Swift `lazy var`, ObjC nil-check getter).
  public var lazyInitialization: LazyInitialization? {
    get { storage.value.lazyInitialization }
    _modify { yield &storage.value.lazyInitialization }
  }
  /// Objective-C: set on a getter returning its property's ivar or, while that is unset, a default
  /// (`- (NSUserDefaults *)defaults { return _defaults ?: NSUserDefaults.standardUserDefaults; }`):
  /// the property's name. The default is what the app uses unless someone sets the property.
  public var fallbackGetterOf: String? {
    get { storage.value.fallbackGetterOf }
    _modify { yield &storage.value.fallbackGetterOf }
  }
  /// Byte range of the body including its braces, when the member has one.
  public var bodySpan: SourceSpan? {
    get { storage.value.bodySpan }
    _modify { yield &storage.value.bodySpan }
  }
  /// Top-level statements of the body (getter body for computed properties).
  public var statements: [Statement] {
    get { storage.value.statements }
    _modify { yield &storage.value.statements }
  }
  /// Swift: the bodies of a property's setter and observers (`set { … }`, `willSet { … }`,
  /// `didSet { … }`), which run as a method's body does and yield no value.
  public var accessorBodies: [AccessorBody] {
    get { storage.value.accessorBodies }
    _modify { yield &storage.value.accessorBodies }
  }
  /// Facts over the whole member: body, initial value, accessors.
  public var facts: CodeFacts {
    get { storage.value.facts }
    _modify { yield &storage.value.facts }
  }
  /// True when the member sits inside `#if … #endif` within the type body.
  public var isConditionallyCompiled: Bool {
    get { storage.value.isConditionallyCompiled }
    _modify { yield &storage.value.isConditionallyCompiled }
  }
  /// The conditions, outermost first, of the `#if` clauses around the member in the type body,
  /// each with the earlier clauses negated; empty when unknown or outside `#if`.
  public var compilationConditions: [String] {
    get { storage.value.compilationConditions }
    _modify { yield &storage.value.compilationConditions }
  }
  /// True when other code or a comment shares its declaration's first or last line
  /// (`var a: A!; var b: B!`, `var s: S! // set by the app`): its lines are not its own alone.
  public var sharesLines: Bool {
    get { storage.value.sharesLines }
    _modify { yield &storage.value.sharesLines }
  }
  /// Objective-C: declarations of this method (`- (void)foo;`) in an `@interface`, class
  /// extension or header, with their leading comments; they leave the view when the method moves.
  public var prototypeSpans: [SourceSpan] {
    get { storage.value.prototypeSpans }
    _modify { yield &storage.value.prototypeSpans }
  }

  public init(
    id: Int, name: String, baseName: String, kind: MemberKind, attributes: [String],
    span: SourceSpan, declarationSpan: SourceSpan, declarationIndex: Int,
    signature: MethodSignature? = nil, propertyType: String? = nil,
    initialValue: CodeFragment? = nil, lazyInitialization: LazyInitialization? = nil,
    bodySpan: SourceSpan? = nil, statements: [Statement] = [], facts: CodeFacts = CodeFacts(),
    isConditionallyCompiled: Bool = false, prototypeSpans: [SourceSpan] = []
  ) {
    storage = CopyOnWrite(
      Fields(
        id: id, name: name, baseName: baseName, kind: kind, attributes: attributes, span: span,
        declarationSpan: declarationSpan, declarationIndex: declarationIndex, signature: signature,
        propertyType: propertyType, initialValue: initialValue, lazyInitialization: lazyInitialization,
        bodySpan: bodySpan, statements: statements, facts: facts, isConditionallyCompiled: isConditionallyCompiled,
        prototypeSpans: prototypeSpans))
  }

  public func has(_ attribute: String) -> Bool { attributes.contains(attribute) }

  /// Names of a type's shared instance (`UserDefaults.standard`, `SyncManager.shared`): an initial
  /// value `X.shared` is evidently an `X` (`valueType`), and shared, not the controller's own.
  public static let sharedInstanceNames: Set<String> = ["shared", "standard", "default", "sharedInstance", "current", "main"]

  /// Well-known failable initializers: a value declared with one is optional.
  public static let failableInitializers: Set<String> = [
    "URL(string:)", "URL(string:relativeTo:)", "NSURL(string:)", "URLComponents(string:)",
    "URLComponents(url:resolvingAgainstBaseURL:)", "UIImage(named:)", "UIImage(named:in:compatibleWith:)",
    "UIImage(named:in:with:)", "UIImage(systemName:)", "UIImage(contentsOfFile:)", "UIImage(data:)", "UIColor(named:)",
    "UIFont(name:size:)", "Data(base64Encoded:)", "String(data:encoding:)", "NSData(contentsOfFile:)",
  ]

  /// Swift standard library generics whose parameters an initializer's arguments infer:
  /// `Array(repeating: 0, count: 3)` is an `[Int]`, and the bare name `Array` types nothing.
  public static let inferredGenericTypes: Set<String> = [
    "Array", "Dictionary", "Set", "Optional", "ContiguousArray", "Result", "Range", "ClosedRange", "Slice",
    "AnySequence", "AnyCollection", "AnyIterator", "KeyValuePairs", "CollectionOfOne", "EmptyCollection", "Repeated",
  ]

  /// Swift `private`, `fileprivate`, `private(set)`, `fileprivate(set)`: no code outside the
  /// controller's file sets the property.
  public var hasPrivateSetter: Bool {
    attributes.contains { ["private", "fileprivate", "private(set)", "fileprivate(set)"].contains($0) }
  }

  /// The property code reaches this member by: an ObjC lazy getter's property, else the base name.
  public var propertyName: String { lazyInitialization?.propertyName ?? baseName }

  /// Objective-C: the selector of the property's setter (`streamController` → `setStreamController:`).
  public var setterSelector: String { "set" + propertyName.prefix(1).uppercased() + propertyName.dropFirst() + ":" }
}

/// The member field by field, as a struct of them would show (`dump`, the debugger), not the
/// shared storage.
extension Member: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "id": id as Any,
        "name": name as Any,
        "baseName": baseName as Any,
        "kind": kind as Any,
        "attributes": attributes as Any,
        "span": span as Any,
        "declarationSpan": declarationSpan as Any,
        "declarationIndex": declarationIndex as Any,
        "signature": signature as Any,
        "propertyType": propertyType as Any,
        "valueType": valueType as Any,
        "initialValue": initialValue as Any,
        "lazyInitialization": lazyInitialization as Any,
        "fallbackGetterOf": fallbackGetterOf as Any,
        "bodySpan": bodySpan as Any,
        "statements": statements as Any,
        "accessorBodies": accessorBodies as Any,
        "facts": facts as Any,
        "isConditionallyCompiled": isConditionallyCompiled as Any,
        "compilationConditions": compilationConditions as Any,
        "sharesLines": sharesLines as Any,
        "prototypeSpans": prototypeSpans as Any,
      ],
      displayStyle: .struct)
  }
}

/// A method's or initializer's interface, enough to declare it in a protocol and forward a call.
public struct MethodSignature: Sendable, Hashable {
  public struct Parameter: Sendable, Hashable {
    /// External label; `nil` for Swift `_`. ObjC: the selector piece before this parameter.
    public var label: String?
    /// Internal name used in the body.
    public var name: String
    /// Type as written (`IndexPath`, `NSIndexPath *`, `@escaping () -> Void`).
    public var type: String
    public init(label: String?, name: String, type: String) {
      self.label = label
      self.name = name
      self.type = type
    }
  }

  public var parameters: [Parameter]
  /// Return type as written; `nil` for Swift `Void`/none, `"void"` never (ObjC `void` → `nil`).
  public var returnType: String?
  public var isAsync: Bool
  public var isThrowing: Bool
  public var isStatic: Bool
  /// Whether a parameter has a default value (`max: Int = 5`): a protocol requirement cannot.
  public var hasDefaultArguments = false
  /// Errors leave it as written, not as `any Error`: typed (`throws(StoreError)`) or `rethrows`.
  /// Moved code whose errors escape would throw `any Error` from its new method.
  public var throwsSpecially = false
  /// Generic parameter clause and where clause as written, e.g. `<T: Decodable>`, `where T: Hashable`.
  public var genericParameterClause: String?
  public var genericWhereClause: String?

  /// The generic parameters' own names (`<Element, T: Base>` → `Element`, `T`; not the
  /// constraints), which inside the method hide types of those names.
  public var genericParameterNames: Set<String> {
    guard let clause = genericParameterClause?.dropFirst().dropLast() else { return [] }
    var names = Set<String>()
    var depth = 0
    var expectsName = true
    var word = ""
    func flush() {
      if expectsName, !word.isEmpty, word != "each" { names.insert(word); expectsName = false }
      word = ""
    }
    for character in clause {
      if character.isWordCharacter { word.append(character); continue }
      flush()
      if character == "<" || character == "(" || character == "[" { depth += 1 }
      if character == ">" || character == ")" || character == "]" { depth -= 1 }
      if character == "," && depth == 0 { expectsName = true }
      if character == ":" && depth == 0 { expectsName = false }
    }
    flush()
    return names
  }

  public init(
    parameters: [Parameter], returnType: String?, isAsync: Bool = false, isThrowing: Bool = false,
    isStatic: Bool = false, genericParameterClause: String? = nil, genericWhereClause: String? = nil
  ) {
    self.parameters = parameters
    self.returnType = returnType
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.isStatic = isStatic
    self.genericParameterClause = genericParameterClause
    self.genericWhereClause = genericWhereClause
  }
}

/// A piece of code with its facts, e.g. a property's initial value.
public struct CodeFragment: Sendable {
  public var span: SourceSpan
  public var facts: CodeFacts
  public init(span: SourceSpan, facts: CodeFacts) {
    self.span = span
    self.facts = facts
  }
}

/// How a member creates its object lazily.
public struct LazyInitialization: Sendable {
  /// The stored property that holds the object (`imageCache`; ObjC ivar name without `_`).
  public var propertyName: String
  /// The creation code: a Swift `lazy var` initial value, or the statements inside the ObjC
  /// `if (_x == nil) { … }` block.
  public var creation: CodeFragment
  public init(propertyName: String, creation: CodeFragment) {
    self.propertyName = propertyName
    self.creation = creation
  }
}

/// A Swift property's setter or observer body (`Member.accessorBodies`).
public struct AccessorBody: Sendable {
  /// The value the accessor is given: `newValue` (`set`, `willSet`), `oldValue` (`didSet`), or
  /// the name its head writes (`set(value)`); of the property's type.
  public var parameterName: String
  /// The line of the body's `{`.
  public var openingLine: Int
  public var statements: [Statement]
  public init(parameterName: String, openingLine: Int, statements: [Statement]) {
    self.parameterName = parameterName
    self.openingLine = openingLine
    self.statements = statements
  }
}
