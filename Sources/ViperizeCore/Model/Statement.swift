/// One top-level statement of a member body, with the facts the classifier needs.
///
/// `switch` statements expose their cases and `if` statements their branches as `branches`, so the
/// planner can keep a decision in the presenter and send each branch's code elsewhere.
public struct Statement: Sendable {
  public enum Kind: String, Sendable, Codable {
    case expression, declaration, assignment, returnStatement = "return"
    case ifStatement = "if", guardStatement = "guard", switchStatement = "switch"
    case loop, deferStatement = "defer", doStatement = "do", other
    /// `#if … #elseif … #else … #endif` around statements: one branch per clause, each with its
    /// `compilationCondition`.
    case conditionalCompilation = "#if"
  }

  public var kind: Kind
  /// The statement from its first token to its last, without leading comments.
  public var span: SourceSpan
  /// From the start of the first line holding the statement or its leading comments through the
  /// end of its last line (newline included): what moves when the statement moves.
  public var extendedSpan: SourceSpan
  public var facts: CodeFacts
  /// `switch` cases, `if`/`else if`/`else` branches in order, or a Swift `guard`'s `else` body;
  /// empty for other statements.
  public var branches: [Branch]
  /// The `switch` subject or the `if` condition as written.
  public var subject: String?
  /// For a call whose last argument is a closure (block): that callback.
  public var callback: Callback?
  /// The other closures (blocks) in the statement's own expressions, outermost only: an alert
  /// action's handler, a property set to a closure, a block passed before the last argument.
  /// Their `callFacts` are empty.
  public var closures: [Callback] = []
  /// For a `do` statement: the statements of its body, which run in order where the statement
  /// stands (its `catch` clauses are not part of it).
  public var block: [Statement]
  /// The calls in the statement's own expressions whose value it uses (not those of its branches,
  /// blocks or closures, and not the whole statement): where a data read can be replaced by a
  /// query (`ValueSite`).
  public var valueSites: [ValueSite] = []
  /// Objective-C, whose `#if` is no statement: the conditions, outermost first, of the `#if`
  /// clauses opened in the member's body that hold the statement (`defined(DEBUG)`); `nil` when a
  /// directive of such a region lies inside it without its whole region (it cannot leave whole).
  /// Swift models `#if` as a `.conditionalCompilation` statement instead.
  public var compilationConditions: [String]? = []

  public init(
    kind: Kind, span: SourceSpan, extendedSpan: SourceSpan, facts: CodeFacts,
    branches: [Branch] = [], subject: String? = nil, callback: Callback? = nil, block: [Statement] = []
  ) {
    self.callback = callback
    self.block = block
    self.kind = kind
    self.span = span
    self.extendedSpan = extendedSpan
    self.facts = facts
    self.branches = branches
    self.subject = subject
  }
}

extension Statement {
  /// The closure passed last and the others, in source order of their bodies.
  public var allClosures: [Callback] {
    guard let callback else { return closures }
    return ([callback] + closures).sorted { ($0.statements.first?.span.start ?? 0) < ($1.statements.first?.span.start ?? 0) }
  }

  /// The names the statement reads: its locals and parameters, and the weak aliases of `self`
  /// its closures, at any depth, reach the controller through (ObjC `weakSelf`), which their
  /// facts read as `self`.
  public var namesRead: [String] { facts.usedNames + selfAliasNames }

  /// The weak aliases of `self` the closures inside the statement, at any depth, reach the
  /// controller through.
  private var selfAliasNames: [String] {
    let closures = allClosures
    let inner = branches.flatMap(\.statements) + block + closures.flatMap(\.statements)
    return closures.compactMap(\.weakSelfName) + inner.flatMap(\.selfAliasNames)
  }

  /// Whether a closure among `statements` (at any depth), other than the one `kept` in the view,
  /// binds `self` to a name (`Callback.bindsSelf`).
  public static func closuresBindSelf(in statements: [Statement], keeping kept: Callback?) -> Bool {
    statements.contains { statement in
      statement.allClosures.contains { closure in
        !(kept.map { closure.isSame(as: $0) } ?? false) && (closure.bindsSelf || closuresBindSelf(in: closure.statements, keeping: nil))
      } || closuresBindSelf(in: statement.branches.flatMap(\.statements) + statement.block, keeping: nil)
    }
  }

  /// The statements of the block this statement runs: a `do` body, else its callback's body.
  public var innerStatements: [Statement] {
    block.isEmpty ? callback?.statements ?? [] : block
  }

  /// The statement lists inside this statement: each branch's, its block, each closure's.
  public var nestedLists: [[Statement]] {
    branches.map(\.statements) + [block] + allClosures.map(\.statements)
  }

  /// The locals the statement itself declares, not those of its branches, block or closures
  /// (`let callout = Callout(onTap: { let url = … })` declares `callout`, not `url`).
  public var ownDefinedLocals: [String] {
    let closures = allClosures
    // A closure's parameters and capture-list bindings are among the statement's names too.
    let inner = (branches.flatMap(\.statements) + block + closures.flatMap(\.statements)).flatMap(\.facts.definedLocals)
      + closures.flatMap { $0.parameters.map(\.name) + $0.capturedNames }
    guard !inner.isEmpty else { return facts.definedLocals }
    var innerCounts: [String: Int] = [:]
    for name in inner { innerCounts[name, default: 0] += 1 }
    return facts.definedLocals.filter { name in
      guard let count = innerCounts[name], count > 0 else { return true }
      innerCounts[name] = count - 1
      return false
    }
  }
}

/// A call or message send whose value a statement uses, with its context:
/// `if UserDefaults.standard.bool(forKey: kLock) {`, `NSDate *date = [defaults objectForKey:kKey];`,
/// `self.accounts = [context executeFetchRequest:request error:NULL];`.
///
/// The planner can replace it by a synchronous query (`output.lock()`) that the interactor
/// answers with the original expression, when the statement's other code stays in the view.
public struct ValueSite: Sendable {
  public enum Context: Sendable, Hashable {
    /// A truth value (Swift): the whole condition of an `if`, `guard` or `while`, or what `!`,
    /// `&&` or `||` takes (`if !store.isLoggedIn() && isVisible`).
    case condition
    /// The whole value a local is declared with (`isDeclaration`) or a name is assigned:
    /// `let x = site`, `NSDate *x = site;`, `self.x = site`, `_x = site;`.
    case value(of: String, isDeclaration: Bool)
    /// The value an optional binding unwraps (Swift `if let x = site`): its type must be optional.
    case binding(of: String)
    /// Part of a larger expression.
    case operand
  }

  /// The call, from the start of its receiver to its closing parenthesis or bracket.
  public var span: SourceSpan
  /// The call's full name (`bool(forKey:)`, `objectForKey:`): what its value is.
  public var call: String
  public var context: Context
  /// Swift: the type of the cast the call's value is given whole, which the site covers
  /// (`defaults.object(forKey: k) as? Date` → `Date?`): the value's type.
  public var castType: String?
  /// The controller's method call the value is a whole argument of (`[self presentCall:site]`,
  /// `show(items: site)`): the start of the callee's name token and the argument's position.
  public var argument: Argument?
  /// The properties a read through properties takes, in order (`SessionManager.shared.userName`
  /// → `shared`, `userName`; `[SessionManager sharedManager].items.count` → `items`, `count`);
  /// empty for a call or a send whose value is used as it comes.
  public var path: [String] = []

  /// The name of what the site gives: its last property, else its call's base name
  /// (`bool(forKey:)` → `bool`, `objectForKey:` → `objectForKey`).
  public var valueName: String { path.last ?? String(call.prefix { $0 != "(" && $0 != ":" }) }

  /// Whether the site gives a type's shared instance itself (`X.shared`, `[X sharedManager]`),
  /// not something read from it.
  public var givesSharedInstance: Bool { path.count <= 1 && ServiceNames.isSharedInstanceAccessor(valueName) }

  /// Objective-C: the property a setter sends the value to whole (`[_usernameField
  /// setPlaceholder:site]` → `_usernameField`, `placeholder`), as Swift assigns it
  /// (`usernameField.placeholder = site`). The receiver is named alone or through `self.`.
  public var setter: Setter?

  public struct Setter: Sendable, Hashable {
    public var receiver: String
    public var property: String
    public init(receiver: String, property: String) {
      self.receiver = receiver
      self.property = property
    }
  }

  public struct Argument: Sendable, Hashable {
    public var calleeNameStart: Int
    public var index: Int
    public init(calleeNameStart: Int, index: Int) {
      self.calleeNameStart = calleeNameStart
      self.index = index
    }
  }
  /// Sliced from the frontend's facts only when the planner asks: most statements never are.
  private let factsOfSite: @Sendable () -> CodeFacts
  public var facts: CodeFacts { factsOfSite() }

  public var range: Range<Int> { span.range }

  public init(span: SourceSpan, call: String, context: Context, facts: @escaping @Sendable () -> CodeFacts) {
    self.span = span
    self.call = call
    self.context = context
    self.factsOfSite = facts
  }
}

extension Statement {
  /// The value sites of the statement and of the statements of its branches and `do` body, at any
  /// depth (not of closures: a query there would run when the closure does, through `self`).
  /// Not those of `#if` clauses: a read there is compiled only under the clause's condition.
  public var allValueSites: [ValueSite] {
    guard kind != .conditionalCompilation else { return [] }
    return valueSites + branches.flatMap { $0.statements.flatMap(\.allValueSites) } + block.flatMap(\.allValueSites)
  }
}

/// One step into a block nested in a statement list: the statement at `statement`, and inside it
/// the branch `branch` of an `if`, or with no branch the block it runs (`innerStatements`).
public struct BlockStep: Sendable, Hashable {
  public var statement: Int
  public var branch: Int?
  public init(statement: Int, branch: Int? = nil) {
    self.statement = statement
    self.branch = branch
  }
}

extension Member {
  /// An initializer's top-level statement calling the superclass's or its own initializer in its
  /// own expressions (`super.init(nibName: nil, bundle: nil)`, `self = [super initWithStyle:…];`,
  /// `if ((self = [super init])) { … }`; not inside a branch, block or closure of it). The
  /// controller exists, and can reach its module, only in the statements after it and in its
  /// branches. `nil` for other members and for an initializer without one (Swift calls
  /// `super.init()` implicitly at the end).
  public var initializingStatement: Int? {
    guard kind == .initializer else { return nil }
    func initializes(_ call: CallFact) -> Bool {
      // Swift's `self.init(…)` has no receiver left once `self.` is dropped.
      guard call.receiver == "super" || call.receiver == "self" || (call.receiver == nil && call.name == "init"),
        call.name.hasPrefix("init")
      else { return false }
      let rest = call.name.dropFirst(4)
      return rest.isEmpty || rest.first == ":" || rest.first?.isUppercase == true
    }
    return statements.firstIndex { statement in
      let calls = statement.facts.calls.filter(initializes)
      guard !calls.isEmpty else { return false }
      let inner = Set(statement.nestedLists.joined().flatMap(\.facts.calls).filter(initializes).map { [$0.line, $0.column] })
      return calls.contains { !inner.contains([$0.line, $0.column]) }
    }
  }

  /// The top-level statements for an empty `path`; else the statements of the block at `path[0]`,
  /// then of the one at `path[1]` among those, and so on.
  public func statements(at path: [BlockStep]) -> [Statement] {
    path.reduce(statements) { statements, step in
      step.branch.map { statements[step.statement].branches[$0].statements } ?? statements[step.statement].innerStatements
    }
  }

  /// The statements holding the code at `offset`, outermost first, reached through branches,
  /// `do` blocks and closures: each with the closure of it the code lies in (`nil` when the code
  /// lies in a branch or block of it, or in the statement itself, the last).
  public func holders(of offset: Int) -> [(statement: Statement, closure: Callback?)] {
    var result: [(statement: Statement, closure: Callback?)] = []
    let holds = { (statement: Statement) in statement.span.range.contains(offset) }
    var level = statements
    while let holder = level.first(where: holds) {
      if let branch = holder.branches.first(where: { $0.statements.contains(where: holds) }) {
        result.append((holder, nil))
        level = branch.statements
      } else if holder.block.contains(where: holds) {
        result.append((holder, nil))
        level = holder.block
      } else if let closure = holder.allClosures.first(where: { $0.statements.contains(where: holds) }) {
        result.append((holder, closure))
        level = closure.statements
      } else {
        result.append((holder, nil))
        break
      }
    }
    return result
  }
}

/// The closure (block) a call statement passes as its last argument:
/// `apiClient.fetchTrips { [weak self] result in … }`.
///
/// The planner can leave the call in the interactor and send the callback's body back to the view
/// as a display method; the frontend says how to make the body a method body of the class.
public struct Callback: Sendable {
  public enum SelfCapture: String, Sendable {
    /// No capture list entry for `self` (Swift) or a plain block (ObjC).
    case strong
    /// `[weak self]` / `__weak typeof(self) weakSelf = self`.
    case weak
    /// `[unowned self]`.
    case unowned
  }

  /// The closure's parameters; `type` where the closure's signature writes it.
  public var parameters: [CallbackParameter]
  /// Facts of the call without its callback (receiver, callee, other arguments).
  public var callFacts: CodeFacts
  /// The callback body's statements; each starts on its own line.
  public var statements: [Statement]
  public var selfCapture: SelfCapture
  /// Edits (absolute offsets in the file) that turn the body into a method body of the class:
  /// drop `guard let self = self else { return }`, `self?.x` → `self.x`.
  public var bodyAsMethodEdits: [TextEdit]
  /// For a `.weak` capture through a local rather than `self` itself: the local's name, which the
  /// code staying with the call reports through (ObjC `weakSelf` of `__weak typeof(self) weakSelf = self`).
  public var weakSelfName: String?
  /// Swift: the closure's signature with the space before it (` [weak self] in`), which code
  /// calling a closure of its own instead of `self` drops.
  public var signatureRange: Range<Int>?
  /// Swift: the names the capture list binds besides `self` (`[title = draftTitle]` → `title`,
  /// `[presenter]`, `[weak header]`): in the body they mean the captured values (a weak one is
  /// optional), which no other method sees.
  public var capturedNames: [String] = []
  /// The closure literal (`{ … }`, ObjC `^{ … }`) when it ends the call that is the whole
  /// statement, so that only the call's closers follow it (`dismiss(animated: true) { … }`,
  /// `present(vc, animated: true, completion: { … })`, `[self dismissViewControllerAnimated:YES
  /// completion:^{ … }];`): code can hand the call over and keep the closure where it stands.
  /// Also when only the starting `resume` follows (`[[session dataTask…:^{ … }] resume];`,
  /// `session.dataTask(with: url) { … }.resume()`): the moved statement starts what it made.
  public var literalRange: Range<Int>?
  /// Swift: the closure is written as a trailing closure (`dismiss(animated: true) { … }`).
  public var isTrailingClosure = false
  /// The name of the call the closure is the last argument of, as `CallFact.name`
  /// (`ordersClient.fetchOrders(for: id.lowercased()) { … }` → `fetchOrders`, ObjC
  /// `[self.apiClient fetchItems:[query lowercaseString] completion:^{ … }]` → `fetchItems`).
  /// Swift: also of a closure inside a statement, of which it is any argument
  /// (`alert.addAction(UIAlertAction(title: t, style: .default) { _ in … })` → `UIAlertAction`).
  public var callName: String?
  /// Swift: what that call is sent to, as written (`DispatchQueue.main.async { … }` →
  /// `DispatchQueue.main`); `nil` for a call of a bare name (`UIAlertAction(…)`).
  public var callReceiver: String?
  /// Swift: the result type the closure's signature writes (`{ () -> Void in … }` → `Void`).
  public var resultType: String?
  /// Swift: the closure's signature says `throws` or `async` (`{ (ok: Bool) throws in … }`).
  public var declaresEffects = false
  /// Swift, a closure holding `self` weakly: why its body cannot become a method of the view,
  /// where `self` is no optional: it binds `self` in a condition other than a first `guard`'s
  /// (`if let self = self {`, `guard ok, let strongSelf = self else`). `nil` when nothing stands
  /// in the way.
  public var methodBodyObstacle: String?
  /// Swift: the closures inside the body that reached `self` weakly through it, by the start of
  /// their first statement; made a method, the body gives each `[weak self]` of its own.
  public var weakenedClosures: Set<Int> = []
  /// Swift, a closure holding `self` weakly: where its body holds it strongly again, as `self`:
  /// from the end of a guard binding it (`guard let self else { return }`, `guard let self =
  /// self, let item else { return }`) to the end of the block the guard stands in, the body or
  /// an `#if` clause of it. The code there reaches the controller as a method does; `nil` when
  /// no such guard stands in the body.
  public var strongSelfRange: Range<Int>?
  /// Swift: the body binds `self` to a name in a condition, at any depth (`guard let self else
  /// { return }`, `if let strongSelf = self`): code moved whole to another class would bind that
  /// class instead.
  public var bindsSelf = false
  /// The capture list binds values of its own.
  public var capturesValues: Bool { !capturedNames.isEmpty }
  /// The closure writes the type of each value it takes (an Objective-C block always does).
  public var writesParameterTypes: Bool { parameters.allSatisfy { $0.type != nil } }
  /// Whether the code at `offset` in the body reaches `self` strongly: the closure holds it so,
  /// or the code follows the guard binding it again.
  public func holdsSelfStrongly(at offset: Int) -> Bool {
    selfCapture == .strong || (selfCapture == .weak && strongSelfRange?.contains(offset) == true)
  }
  /// The call the closure is the last argument of, among `callFacts` (`callName`'s).
  public var ownCall: CallFact? { callName.flatMap { name in callFacts.calls.last { $0.name == name } } }

  public init(
    parameters: [CallbackParameter], callFacts: CodeFacts, statements: [Statement], selfCapture: SelfCapture,
    bodyAsMethodEdits: [TextEdit], weakSelfName: String? = nil
  ) {
    self.parameters = parameters
    self.callFacts = callFacts
    self.statements = statements
    self.selfCapture = selfCapture
    self.bodyAsMethodEdits = bodyAsMethodEdits
    self.weakSelfName = weakSelfName
  }
}

extension Callback {
  /// The names the body reads (`Statement.namesRead`) and the weak alias of `self` it reaches
  /// the controller through.
  public var namesRead: [String] { statements.flatMap(\.namesRead) + [weakSelfName].compactMap { $0 } }

  /// Whether this is `other`, the same closure of the same statement (its body starts there).
  public func isSame(as other: Callback) -> Bool {
    statements.first?.span.start == other.statements.first?.span.start
  }

  /// The names the body reads that neither it nor the closure's parameters bind, in order, once
  /// each: what the body needs from the code around it.
  public var outsideReads: [String] {
    let body = CodeFacts.merged(statements.map(\.facts))
    let bound = Set(body.definedLocals + parameters.map(\.name))
    var seen = Set<String>()
    return body.usedNames.filter { !bound.contains($0) && seen.insert($0).inserted }
  }
}

public struct CallbackParameter: Sendable, Hashable {
  public var name: String
  public var type: String?
  /// Swift, for a parameter whose type is not written: the controller members the body (and the
  /// closures inside it) hands the value to whole, when that is all it does with it: the
  /// property it assigns it to (`self?.messages = messages`, a write) and the one-argument
  /// methods it passes it to (`self?.handle(event)`, a call). `nil` when the body uses it
  /// otherwise or binds its name again. The planner types the parameter from these members.
  public var handovers: [SelfReference]?
  public init(name: String, type: String?, handovers: [SelfReference]? = nil) {
    self.name = name
    self.type = type
    self.handovers = handovers
  }
}

/// `#if` in either language: the condition each clause is compiled under, from the conditions
/// the clauses write (`nil` for `#else`), the earlier clauses' negated: `[os(iOS), DEBUG, nil]` →
/// `os(iOS)`, `!(os(iOS)) && (DEBUG)`, `!(os(iOS)) && !(DEBUG)`.
public enum ConditionalCompilation {
  public static func clauseConditions(_ written: [String?]) -> [String] {
    var result: [String] = []
    var earlier: [String] = []
    for condition in written {
      let parts = earlier.map { "!(\($0))" } + (condition.map { earlier.isEmpty ? [$0] : ["(\($0))"] } ?? [])
      result.append(parts.joined(separator: " && "))
      if let condition { earlier.append(condition) }
    }
    return result
  }
}

/// A `case` of a `switch` or a branch of an `if`.
public struct Branch: Sendable {
  /// `case .city:` / `case MainMenuCellsCity:` / `default:` / the `if` condition / `else`.
  public var label: String
  /// The branch's body statements (a braced ObjC case block is unwrapped into its statements).
  public var statements: [Statement]
  /// Byte range of the body between the label and the next branch (or the closing brace).
  public var bodySpan: SourceSpan
  /// A clause of `#if`: the condition under which its statements are compiled, as the language
  /// writes it, the clauses before it excluded (`os(iOS)`, `!(os(iOS)) && (DEBUG)`, `!(os(iOS))`).
  public var compilationCondition: String?
  /// The names the branch's own clause binds for its body: an `if` or `else if` clause's
  /// optional bindings and case patterns (`else if let tab = stored()` → `tab`), a `switch`
  /// case's pattern (`case .editing(let key):` → `key`). Not the other clauses': a name one of
  /// them binds means, in this branch, whatever it means outside.
  public var boundNames: [String] = []
  public init(label: String, statements: [Statement], bodySpan: SourceSpan) {
    self.label = label
    self.statements = statements
    self.bodySpan = bodySpan
  }
}

/// What a piece of code calls, references and defines — syntax-free facts for the classifier.
public struct CodeFacts: Sendable {
  /// The facts, one field per accessor below, shared by copies until one of them changes
  /// (`CopyOnWrite`): members and statements hold facts and are copied often.
  private struct Fields: Sendable {
    var calls: [CallFact] = []
    var selfReferences: [SelfReference] = []
    var typeNames: [NameFact] = []
    var definedLocals: [String] = []
    var localTypes: [LocalType] = []
    var constructedLocalTypes: [LocalType] = []
    var typeMemberReferences: [NameFact] = []
    var usedNames: [String] = []
    var assignedNames: [String] = []
    var outArguments: [OutArgument] = []
    var outArgumentsReadOtherwise: [String] = []
    var extraReads: [String] = []
    var valueReads: [ValueRead] = []
    var handedNames: [HandedName] = []
    var returns: Bool = false
    var awaits: Bool = false
    var resumesAt: Int? = nil
    var throwsErrors: Bool = false
  }

  private var storage = CopyOnWrite(Fields())

  /// The object holding these facts, shared by unchanged copies (`CopyOnWrite.storageObject`).
  var storageObject: AnyObject { storage.storageObject }

  public var calls: [CallFact] {
    get { storage.value.calls }
    _modify { yield &storage.value.calls }
  }
  /// References to `self` members, explicit (`self.x`) or implicit (`x` not shadowed by a local).
  /// Names are unresolved: the planner matches them against members and inherited API.
  public var selfReferences: [SelfReference] {
    get { storage.value.selfReferences }
    _modify { yield &storage.value.selfReferences }
  }
  /// Capitalised identifiers used (types, enum cases excluded): `NSFetchRequest`, `URLSession`.
  public var typeNames: [NameFact] {
    get { storage.value.typeNames }
    _modify { yield &storage.value.typeNames }
  }
  /// Local names this code declares (`let x`, `var y`, ObjC `NSArray *quarters`).
  public var definedLocals: [String] {
    get { storage.value.definedLocals }
    _modify { yield &storage.value.definedLocals }
  }
  /// Declared types of locals where written: Swift `let x: [Trip]`, ObjC `NSArray *quarters`.
  public var localTypes: [LocalType] {
    get { storage.value.localTypes }
    _modify { yield &storage.value.localTypes }
  }
  /// Swift locals declared with a construction, of the type it builds (`let scanner =
  /// UINavigationController(rootViewController: qr)`): what a presented local holds. Kept apart
  /// from `localTypes`, which typing and service inference read as written.
  public var constructedLocalTypes: [LocalType] {
    get { storage.value.constructedLocalTypes }
    _modify { yield &storage.value.constructedLocalTypes }
  }
  /// Members reached through a type's name, as written: `BrowserViewController.syncTimer`,
  /// `Self.notificationID` (not calls, which `calls` holds with the type as receiver).
  public var typeMemberReferences: [NameFact] {
    get { storage.value.typeMemberReferences }
    _modify { yield &storage.value.typeMemberReferences }
  }
  /// Lower-case identifiers it reads that are not members of self (locals, parameters, globals).
  public var usedNames: [String] {
    get { storage.value.usedNames }
    _modify { yield &storage.value.usedNames }
  }
  /// The names of `usedNames` it writes: assigns (`x = …`, `x += 1`, `x++`, `x.y = …`, `x[i] = …`)
  /// or hands over to be written (`&x`). Not a mutating call (`names.append(x)`).
  public var assignedNames: [String] {
    get { storage.value.assignedNames }
    _modify { yield &storage.value.assignedNames }
  }
  /// Objective-C locals handed whole to be written through their address, as a call's argument
  /// (`[context save:&error]`, `error:&error]`): the Cocoa out-parameter. Each is also in
  /// `assignedNames`.
  public var outArguments: [OutArgument] {
    get { storage.value.outArguments }
    _modify { yield &storage.value.outArguments }
  }
  /// The names of `outArguments` the code also reads plainly (`[store merge:error error:&error]`).
  public var outArgumentsReadOtherwise: [String] {
    get { storage.value.outArgumentsReadOtherwise }
    _modify { yield &storage.value.outArgumentsReadOtherwise }
  }
  /// Objective-C, whose `usedNames` lists a name once per stretch of code: the reads of a name
  /// beyond the one listed, in order (`[defaults boolForKey:k] || defaults == nil` → `defaults`).
  public var extraReads: [String] {
    get { storage.value.extraReads }
    _modify { yield &storage.value.extraReads }
  }
  /// How often the code reads `name`: Swift lists every read, Objective-C one per stretch plus
  /// its `extraReads`.
  public func readCount(of name: String) -> Int {
    usedNames.reduce(0) { $1 == name ? $0 + 1 : $0 } + extraReads.reduce(0) { $1 == name ? $0 + 1 : $0 }
  }
  /// Reads of a named object's value property (`sender.isOn`, `nameField.text`,
  /// `self.emailField.text`), which the planner may pass on as values (`SignalCatalogue.controlValueType`).
  public var valueReads: [ValueRead] {
    get { storage.value.valueReads }
    _modify { yield &storage.value.valueReads }
  }
  /// Swift: names handed whole as the one argument of a call (`self.show(trips)`, `show(items:
  /// trips)`), with the callee's name token, which is a member's when a self reference has it.
  public var handedNames: [HandedName] {
    get { storage.value.handedNames }
    _modify { yield &storage.value.handedNames }
  }
  /// Whether the code contains `return` at any depth outside the closures it contains.
  public var returns: Bool {
    get { storage.value.returns }
    _modify { yield &storage.value.returns }
  }
  /// Whether the code suspends: an `await` outside the closures it contains.
  public var awaits: Bool {
    get { storage.value.awaits }
    _modify { yield &storage.value.awaits }
  }
  /// Where the code goes on after it first suspends: the end of its first `await` expression
  /// (the awaited call's arguments are read before it); what it reads after that offset it
  /// reads once the awaited call is done. `nil` when it does not suspend.
  public var resumesAt: Int? {
    get { storage.value.resumesAt }
    _modify { yield &storage.value.resumesAt }
  }
  /// Whether errors escape the code: a `try` (not `try?`/`try!`) outside the closures it contains
  /// and outside any `do` it contains that catches everything.
  public var throwsErrors: Bool {
    get { storage.value.throwsErrors }
    _modify { yield &storage.value.throwsErrors }
  }

  public init(
    calls: [CallFact] = [], selfReferences: [SelfReference] = [], typeNames: [NameFact] = [],
    definedLocals: [String] = [], usedNames: [String] = [], returns: Bool = false,
    awaits: Bool = false, throwsErrors: Bool = false
  ) {
    self.throwsErrors = throwsErrors
    self.calls = calls
    self.selfReferences = selfReferences
    self.typeNames = typeNames
    self.definedLocals = definedLocals
    self.usedNames = usedNames
    self.returns = returns
    self.awaits = awaits
  }

  public mutating func merge(_ other: CodeFacts) {
    calls += other.calls
    selfReferences += other.selfReferences
    typeNames += other.typeNames
    definedLocals += other.definedLocals
    usedNames += other.usedNames
    assignedNames += other.assignedNames
    localTypes += other.localTypes
    constructedLocalTypes += other.constructedLocalTypes
    typeMemberReferences += other.typeMemberReferences
    valueReads += other.valueReads
    outArguments += other.outArguments
    outArgumentsReadOtherwise += other.outArgumentsReadOtherwise
    extraReads += other.extraReads
    handedNames += other.handedNames
    returns = returns || other.returns
    awaits = awaits || other.awaits
    if let other = other.resumesAt { resumesAt = min(resumesAt ?? other, other) }
    throwsErrors = throwsErrors || other.throwsErrors
  }

  public static func merged(_ parts: [CodeFacts]) -> CodeFacts {
    var result = CodeFacts()
    for part in parts { result.merge(part) }
    return result
  }

  /// Objective-C: whether the code reads the instance variable behind the property `name`: its
  /// own (`_defaults`, which the frontend records under the property's name, without a receiver
  /// or a message) or another instance's (`page->_defaults`, a name read).
  public func readsInstanceVariable(of name: String) -> Bool {
    selfReferences.contains { $0.name == name && $0.receiverRange == nil && $0.calledName == nil }
      || usedNames.contains("_" + name)
  }
}

/// The facts field by field, as a struct of them would show (`dump`, the debugger), not the
/// shared storage.
extension CodeFacts: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "calls": calls as Any,
        "selfReferences": selfReferences as Any,
        "typeNames": typeNames as Any,
        "definedLocals": definedLocals as Any,
        "localTypes": localTypes as Any,
        "constructedLocalTypes": constructedLocalTypes as Any,
        "typeMemberReferences": typeMemberReferences as Any,
        "usedNames": usedNames as Any,
        "assignedNames": assignedNames as Any,
        "outArguments": outArguments as Any,
        "outArgumentsReadOtherwise": outArgumentsReadOtherwise as Any,
        "extraReads": extraReads as Any,
        "valueReads": valueReads as Any,
        "handedNames": handedNames as Any,
        "returns": returns as Any,
        "awaits": awaits as Any,
        "resumesAt": resumesAt as Any,
        "throwsErrors": throwsErrors as Any,
      ],
      displayStyle: .struct)
  }
}

/// A call or message send.
///
/// Swift `navigationController?.pushViewController(vc, animated: true)` →
/// `name: "pushViewController"`, `fullName: "pushViewController(_:animated:)"`,
/// `receiver: "navigationController"`. ObjC `[self.navigationController pushViewController:vc animated:YES]`
/// → `fullName: "pushViewController:animated:"`, `receiver: "navigationController"`.
/// A construction `UIStoryboard(name: "Main", bundle: nil)` has `name: "UIStoryboard"`.
public struct CallFact: Sendable, Hashable {
  public var name: String
  public var fullName: String
  /// Receiver text with `self.`, `?` and `!` removed; `nil` for implicit self or free functions.
  public var receiver: String?
  public var line: Int
  public var column: Int
  /// The first argument when it is a name alone (`present(scanner, animated: true)`,
  /// `[self presentViewController:nav animated:YES completion:nil]`) or a property of `self`
  /// (`self.sheet`); `nil` otherwise.
  public var firstArgument: String?
  /// Objective-C: a message without arguments whose value the code uses
  /// (`managedObjectContext:[appDelegate managedObjectContext]`, the receiver
  /// `[NSUserDefaults standardUserDefaults]`): a property read, as Swift's
  /// `appDelegate.managedObjectContext` is, which names nothing the code does.
  public var readsProperty = false
  public init(name: String, fullName: String, receiver: String?, line: Int, column: Int) {
    self.name = name
    self.fullName = fullName
    self.receiver = receiver
    self.line = line
    self.column = column
  }
}

/// A reference to a member of `self` (or to API the controller inherits).
public struct SelfReference: Sendable, Hashable {
  /// Base name as written: `tableView`, `loadTrips`, `navigationController`.
  public var name: String
  /// For calls: the member key (`reload(animated:)`, `showTrip:`); `nil` for plain references.
  public var calledName: String?
  public var isWrite: Bool
  /// Byte range of the explicit receiver: Swift `self` in `self.x`; ObjC `self` in `[self x]`
  /// or `self.x`. `nil` for implicit references.
  public var receiverRange: Range<Int>?
  /// Byte range of the referenced name token.
  public var nameRange: Range<Int>
  public var line: Int
  /// For a Swift call (`self.favoriteKey()`, `searchURL(query: text)`) or an Objective-C message
  /// without arguments (`[self favoriteKey]`): the whole call, receiver, arguments and brackets
  /// included. (Objective-C locals declare their types, which such a call would otherwise tell.)
  public var callRange: Range<Int>?
  /// Objective-C: an instance variable reached through `self->` (`self->_cache`), the arrow not
  /// in `nameRange`.
  public var isArrowAccess = false
  /// Objective-C: an instance variable whose object the code changes through a property
  /// (`field.defaultValue = @"On";`), the variable itself not written.
  public var isWrittenThrough = false
  /// Swift: reached through a local holding `self` (`strongSelf.tableView`, `controller.dismiss(…)`;
  /// the receiver is the alias), or the alias alone handing the controller on.
  public var throughAlias = false

  /// An Objective-C message without arguments sent to the name it reads (`[self context]`),
  /// which is a property's getter when the controller has a property of that name: the same
  /// read as `self.context`.
  public var isArgumentlessMessage: Bool { calledName == name && callRange != nil }

  /// The bytes that read the name: `nameRange`, or for `self->widget` (`isArrowAccess`) from
  /// `self` through the name, which code reading a parameter or a property in its place replaces whole.
  public func accessRange(in file: SourceFile) -> Range<Int> {
    guard isArrowAccess else { return nameRange }
    let bytes = file.bytes
    func isBlank(_ index: Int) -> Bool { bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") }
    var index = nameRange.lowerBound - 1
    while index >= 0 && isBlank(index) { index -= 1 }
    guard index >= 1, bytes[index] == UInt8(ascii: ">"), bytes[index - 1] == UInt8(ascii: "-") else { return nameRange }
    index -= 2
    while index >= 0 && isBlank(index) { index -= 1 }
    var start = index + 1
    while start > 0 && SourceWords.isASCIIWordByte(bytes[start - 1]) { start -= 1 }
    return start <= index ? start..<nameRange.upperBound : nameRange
  }

  public init(
    name: String, calledName: String?, isWrite: Bool, receiverRange: Range<Int>?,
    nameRange: Range<Int>, line: Int
  ) {
    self.name = name
    self.calledName = calledName
    self.isWrite = isWrite
    self.receiverRange = receiverRange
    self.nameRange = nameRange
    self.line = line
  }
}

/// A local whose address is a call's whole argument (`&error` of `[context save:&error]`).
public struct OutArgument: Sendable, Hashable {
  public var name: String
  /// From the `&` through the name.
  public var range: Range<Int>
  public var nameRange: Range<Int>
  public var line: Int
  public init(name: String, range: Range<Int>, nameRange: Range<Int>, line: Int) {
    self.name = name
    self.range = range
    self.nameRange = nameRange
    self.line = line
  }
}

/// A name handed whole as the one argument of a call: `trips` of `self.show(trips)`.
public struct HandedName: Sendable, Hashable {
  public var name: String
  /// The callee's name token (`show`).
  public var calleeRange: Range<Int>
  public init(name: String, calleeRange: Range<Int>) {
    self.name = name
    self.calleeRange = calleeRange
  }
}

/// A read of a value property of an object reached through one name, as written: Swift
/// `sender.isOn`, `nameField.text`, `self.slider.value`; Objective-C `sender.on`,
/// `self.emailField.text`. Only properties `SignalCatalogue.controlValueProperties` names are
/// recorded, and never one the code writes or calls.
public struct ValueRead: Sendable, Hashable {
  /// The object's name: a parameter, a local or a member of `self`.
  public var base: String
  /// The base name's token (a member's matches its `SelfReference.nameRange`).
  public var baseRange: Range<Int>
  public var property: String
  /// The whole read, `self.` included.
  public var range: Range<Int>
  public var line: Int
  public init(base: String, baseRange: Range<Int>, property: String, range: Range<Int>, line: Int) {
    self.base = base
    self.baseRange = baseRange
    self.property = property
    self.range = range
    self.line = line
  }
}

/// A local's declared type as written.
public struct LocalType: Sendable, Hashable {
  public var name: String
  public var type: String
  /// Told by a construction, not written (`CodeFacts.constructedLocalTypes`).
  public var isConstructed = false
  public init(name: String, type: String, isConstructed: Bool = false) {
    self.name = name
    self.type = type
    self.isConstructed = isConstructed
  }
}

/// A name used at a line, e.g. a type name.
public struct NameFact: Sendable, Hashable {
  public var name: String
  public var line: Int
  /// Byte range of the name, where the frontend knows it (needed to qualify nested types).
  public var range: Range<Int>?
  public init(name: String, line: Int, range: Range<Int>? = nil) {
    self.name = name
    self.line = line
    self.range = range
  }
}
