/// Code that leaves the view without the view's code around it moving: the view calls `output`
/// in its place, where it stood, and the chain runs synchronously, so nothing changes order.
///
/// A *query* is a data read whose value a view statement uses:
/// ```swift
/// if UserDefaults.standard.bool(forKey: kRotationLock) { lockButton.isSelected = true }
/// ```
/// becomes view `if output.rotationLock() { lockButton.isSelected = true }`; ViewOutput and
/// presenter `func rotationLock() -> Bool { interactor.rotationLock() }`; InteractorInput and
/// interactor `func rotationLock() -> Bool { return UserDefaults.standard.bool(forKey: kRotationLock) }`.
/// This is the one design for values the view needs from data (issue 14, item 5): the presenter
/// answers a synchronous query backed by the interactor.
///
/// A *command* is a run of whole navigation or data statements inside view code, such as an
/// alert action's handler or a completion block:
/// ```objc
/// handler:^(UIAlertAction *action) { [self.navigationController popViewControllerAnimated:YES]; }
/// ```
/// becomes `handler:^(UIAlertAction *action) { [self.output popViewController]; }`; the presenter
/// forwards to the router, whose `popViewController` holds the statement, addressed to the
/// transition handler. In a closure the view reaches `output` as the moved code reached the
/// controller (`self?.output…`, `[weakSelf.output …]`, implicit `output…`).
public struct InPlaceCall: Sendable {
  public enum Kind: Sendable {
    /// A data read whose value the view uses: the method returns it.
    case query(ValueSite)
    /// Whole statements, run for their effect.
    case command([Statement])
  }

  public var memberID: Int
  public var kind: Kind
  /// `.interactor` (queries, data commands) or `.router` (navigation commands).
  public var layer: Layer
  /// ViewOutput and InteractorInput/RouterInput `rotationLock() -> Bool`; its parameters are the
  /// member's values and the view state the code uses.
  public var method: PlannedMethod
  /// Reads of view state in the code: the view passes the value (`self.model`), the moved code
  /// reads the parameter (`model`).
  public var parameterReads: [SelfReference]
  /// Control values the code reads (`sender.isOn`): the view passes each read as written, the
  /// moved code reads its parameter.
  public var passedValues: [PassedValue] = []
  /// The self reference whose receiver the view's call copies inside a closure (`self?`,
  /// `weakSelf`, implicit); `nil` for the plain call.
  public var viewReceiver: SelfReference?
  /// Inside a closure without a self reference to copy: the view writes `self` explicitly.
  public var explicitSelf = false
  /// Inside a closure that did not hold the controller: the view reaches `output` through a
  /// local declared before the statement holding that closure (`let output = self.output`,
  /// `id<XViewOutput> output = self.output;`), which the closure captures instead of the view,
  /// so that a view keeping the closure (a button's action, an observer) is still freed.
  public var outputLocal: OutputLocal?

  /// A command computing one local the view's later code reads (`let librarySyncId: String`
  /// and the `if` that sets it): the method returns it, and the view declares it from the call
  /// (`let librarySyncId = output.librarySyncId()`).
  public var result: Result?
  /// A command whose run computes the value the statement after it assigns (the fetch request
  /// built, then `self.accounts = [context executeFetchRequest:request error:NULL];`): the method
  /// returns that value, and the view's statement assigns the call in its place
  /// (`self.accounts = [self.output accounts];`). The run's locals stay in the method.
  public var returnedValue: ReturnedValue?

  public struct ReturnedValue: Sendable {
    /// The value the statement assigns: what the method returns.
    public var site: ValueSite
    /// Where the assigning statement starts: the view keeps it from there, the call in place of
    /// the value.
    public var statementStart: Int
  }

  /// Names a returned local may not give its method: the generated classes' properties and
  /// NSObject's methods (`SplitNaming.hiddenNames`), and `class` and `self`.
  static let reservedResultNames: Set<String> = SplitNaming.hiddenNames.union(["class", "self"])

  public struct Result: Sendable, Hashable {
    public var name: String
    public var type: InferredType
    /// Swift: declared `var`, so the view declares it `var` too.
    public var isVariable: Bool
  }

  /// Where the view declares the local `output` an in-place call in a closure reads.
  public struct OutputLocal: Sendable, Hashable {
    /// The start of the statement of the body's own list (the member's, the display method's)
    /// holding the closure: the declaration goes on the line before.
    public var statementStart: Int
    /// The start of the body's first statement: one declaration serves a body.
    public var scopeStart: Int
  }
  /// The statements holding the code, for the plan report.
  public var group: StatementGroup
  /// Statements that leave the view with the call: the declaration of the service local only a
  /// query reads (`NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];` before
  /// `if ([defaults boolForKey:kLock])`), which the interactor runs before it returns the read,
  /// or of the storyboard or screen only a command shows (`UIStoryboard *onboarding = …;` before
  /// the `if` presenting from it), which the router runs first.
  public var prelude: [Statement] = []
  /// The starts of the prelude statements the view keeps too: a service local's declaration that
  /// reaches a shared instance only (`let defaults = UserDefaults.standard`) and that code the
  /// view keeps still reads. The method declares the same local again, a copy of the statement
  /// (the same object wherever it runs), instead of taking the service as a parameter.
  public var keptPrelude: Set<Int> = []
  /// A command's one statement whose closure ends its call and holds view code: the closure stays
  /// in the view, passed as the method's last parameter, `completion`, and the moved call runs
  /// it (`dismiss(animated: true) { self.present(next, animated: true) }` → view
  /// `output.close(completion: { self.present(next, animated: true) })`, router
  /// `transitionHandler?.dismiss(animated: true) { completion() }`).
  public var completion: Callback?

  /// The code the call replaces: the read, or the statements from the first's first token to
  /// the last's last.
  public var span: SourceSpan {
    switch kind {
    case .query(let site): return site.span
    case .command(let statements):
      var span = statements[0].span
      let end = returnedValue?.site.span ?? statements[statements.count - 1].span
      span.end = end.end
      span.endLine = end.endLine
      return span
    }
  }

  public var range: Range<Int> { span.range }

  /// The code the view's call replaces: the whole `range`, or with a `completion` kept in the
  /// view, the call before the closure and its closers after it.
  public var replacedRanges: [Range<Int>] {
    if let returned = returnedValue { return [range.lowerBound..<returned.statementStart, returned.site.range] }
    guard let literal = completion?.literalRange else { return [range] }
    return [range.lowerBound..<literal.lowerBound, literal.upperBound..<range.upperBound]
  }

  /// A query answering whether an Objective-C condition holds, whose value's own type is not
  /// told: its method returns `value ? YES : NO` (`SplitTyping.testsTruth`).
  public var testsTruth = false

  public var isQuery: Bool {
    if case .query = kind { return true }
    return false
  }

  /// What the code does, for `CodeFacts.removing` (its prelude included).
  public var facts: CodeFacts {
    let own: CodeFacts
    switch kind {
    case .query(let site): own = site.facts
    case .command(let statements):
      let facts = Self.commandFacts(statements, completion: completion)
      own = returnedValue.map { CodeFacts.merged([facts, $0.site.facts]) } ?? facts
    }
    return prelude.isEmpty ? own : CodeFacts.merged(prelude.map(\.facts) + [own])
  }

  /// The bodies of the member's Swift `#if` clauses.
  static func clauseBodies(of member: Member) -> [Range<Int>] {
    member.flattenedStatements.filter { $0.kind == .conditionalCompilation }.flatMap { $0.branches.map(\.bodySpan.range) }
  }

  /// Whether the `prelude` statements are compiled as the code at `code` is: under the same
  /// Objective-C `conditions` and in the same Swift `#if` clauses (`clauseBodies`).
  static func compiledAlike(_ prelude: [Statement], code: Int, conditions: [String]?, clauseBodies: [Range<Int>]) -> Bool {
    let codeClauses = clauseBodies.filter { $0.contains(code) }
    return prelude.allSatisfy { declaration in
      declaration.compilationConditions == conditions && clauseBodies.filter({ $0.contains(declaration.span.start) }) == codeClauses
    }
  }

  /// What a command's statements do; with a closure kept in the view (the last statement's),
  /// the closure is the view's, and what moves is the call without it.
  static func commandFacts(_ statements: [Statement], completion: Callback?) -> CodeFacts {
    guard let completion else { return CodeFacts.merged(statements.map(\.facts)) }
    return CodeFacts.merged(statements.dropLast().map(\.facts) + [completion.callFacts])
  }

  /// `self.selectedRecipe` → `selectedRecipe`, ObjC `_topic` → `topic` in the moved copy.
  public func parameterReadEdits(in file: SourceFile) -> [TextEdit] {
    MemberSplit.parameterReadEdits(parameterReads, in: file) + passedValues.map(\.edit)
  }

  /// The moved code's own bytes with the member's `retargets` that fall inside it, reading view
  /// state from its parameters, and `extra` edits (the language's own: `self?.` → `self.`), but
  /// none on the receiver of a view state read, which the read drops altogether.
  /// A kept `completion` closure reads `completionCall` there (`{ completion() }`,
  /// `{ data, error in completion(data, error) }`).
  public func movedText(in file: SourceFile, retargets: [TextEdit], extra: [TextEdit] = [], completionCall: String = "") -> String {
    let range = self.range
    let reads = Set(parameterReads.compactMap(\.receiverRange?.lowerBound))
    let extra = extra.filter { !reads.contains($0.range.lowerBound) }
    let replaced = replacedRanges
    var edits = (retargets + parameterReadEdits(in: file) + extra).filter { edit in
      replaced.contains { $0.contains(edit.range.lowerBound) }
    }
    if let literal = completion?.literalRange { edits.append(TextEdit(range: literal, replacement: completionCall)) }
    // The assigning statement's head (`self.accounts = `) returns the value instead.
    if let returned = returnedValue {
      edits.append(TextEdit(range: returned.statementStart..<returned.site.range.lowerBound, replacement: "return "))
    }
    return TextEdit.apply(edits, to: file.bytes[range])
  }

  /// The prelude as the call's method runs it first: its whole lines (leading comments
  /// included), indented at `indent`; empty without one.
  public func preludeText(in file: SourceFile, indent: String) -> String {
    prelude.map { statement in
      // A copy of a statement the view keeps: the statement alone, its comments stay with the original.
      if keptPrelude.contains(statement.span.start) { return indent + file.slice(statement.span.range) + "\n" }
      let text = file.slice(statement.extendedSpan.range)
      return SourceIndentation.reindent(text, from: SourceIndentation.indentation(ofLineAt: statement.span.start, in: file), to: indent)
    }.joined()
  }

  /// The body of the method that runs the call in its layer, each line at `indent`: the prelude,
  /// then a query's `return <read><terminator>` or a command's statements re-indented. `text` is
  /// the moved code as the language's mover prints it.
  public func methodBody(_ text: String, in file: SourceFile, indent: String, terminator: String) -> String {
    guard !isQuery else { return preludeText(in: file, indent: indent) + indent + "return " + text + terminator }
    let from = SourceIndentation.indentation(ofLineAt: span.start, in: file)
    let body = preludeText(in: file, indent: indent) + indent + SourceIndentation.reindent(text, from: from, to: indent)
    if returnedValue != nil { return body + terminator }
    return result.map { body + "\n" + indent + "return " + $0.name + terminator } ?? body
  }

  /// `edits` without those inside one of `calls`, whose code the call replaces (a display
  /// method's `self?.` → `self.` inside a command of its body).
  public static func outside(_ calls: [InPlaceCall]?, _ edits: [TextEdit]) -> [TextEdit] {
    guard let calls else { return edits }
    let replaced = calls.flatMap(\.replacedRanges)
    return edits.filter { edit in !replaced.contains { $0.contains(edit.range.lowerBound) } }
  }

  /// A view member's edits: its `retargets` outside its in-place calls, and each call's `call`
  /// in place of the code (`output.rotationLock()`, `[self.output rotationLock]`); a query's
  /// prelude leaves the view.
  /// With a kept `completion`, `call` is given `completionMarker` as the closure's argument; the
  /// text before the marker replaces the call before the closure, the text after its closers.
  public static func viewEdits(
    _ calls: [InPlaceCall]?, retargets: [TextEdit], in file: SourceFile, call: (InPlaceCall) -> String
  ) -> [TextEdit] {
    guard let calls else { return retargets }
    return outside(calls, retargets)
      + calls.flatMap { inPlace -> [TextEdit] in
        let text = call(inPlace)
        let ranges = inPlace.replacedRanges
        // The run leaves; the assigning statement stays, assigning the call.
        if inPlace.returnedValue != nil {
          return [TextEdit(range: ranges[0], replacement: ""), TextEdit(range: ranges[1], replacement: text)]
        }
        guard ranges.count == 2, let marker = text.range(of: completionMarker) else {
          return [TextEdit(range: inPlace.range, replacement: text)]
        }
        return [
          TextEdit(range: ranges[0], replacement: String(text[..<marker.lowerBound])),
          TextEdit(range: ranges[1], replacement: String(text[marker.upperBound...])),
        ]
      }
      + preludeRemovals(
        Array(Set(calls.flatMap { call in call.prelude.filter { !call.keptPrelude.contains($0.span.start) }.map(\.extendedSpan.range) })),
        in: file)
  }

  /// The edits removing the calls' preludes from the view: their statements' whole lines; a
  /// stretch of whole lines that opened its block takes the blank lines after it, so no blank
  /// line opens the block (`{` then a blank line then `NSError *error = nil;`).
  static func preludeRemovals(_ ranges: [Range<Int>], in file: SourceFile) -> [TextEdit] {
    var stretches: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = stretches.last, last.upperBound == range.lowerBound {
        stretches[stretches.count - 1] = last.lowerBound..<range.upperBound
      } else {
        stretches.append(range)
      }
    }
    let blank: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
    return stretches.map { stretch in
      // It starts a line, and the line before ends with `{` (spaces aside).
      var before = stretch.lowerBound - 1
      guard before >= 0, file.bytes[before] == UInt8(ascii: "\n") else { return TextEdit(range: stretch, replacement: "") }
      before -= 1
      while before >= 0, blank.contains(file.bytes[before]) { before -= 1 }
      guard before >= 0, file.bytes[before] == UInt8(ascii: "{") else { return TextEdit(range: stretch, replacement: "") }
      return TextEdit(range: stretch.lowerBound..<file.endOfBlankLines(from: stretch.upperBound), replacement: "")
    }
  }

  /// The declarations of the local `output` the calls in closures that did not hold the
  /// controller read (`declaration`: `let output = self.output`): one per body, on its own line
  /// before the first of its statements that needs it, at that statement's indentation.
  public static func outputLocalEdits(_ calls: [InPlaceCall]?, in file: SourceFile, declaration: String) -> [TextEdit] {
    var first: [Int: Int] = [:]
    for local in (calls ?? []).compactMap(\.outputLocal) {
      first[local.scopeStart] = min(first[local.scopeStart] ?? .max, local.statementStart)
    }
    return first.values.sorted().map { start in
      let lineStart = file.lineStarts[file.line(of: start) - 1]
      return .insert("\(SourceIndentation.indentation(ofLineAt: start, in: file))\(declaration)\n", at: lineStart)
    }
  }

  /// Whether code that suspends reads view state the view would pass (`reads`, `values`) after
  /// its first `await` (`CodeFacts.resumesAt`): the view reads it before the call, the code read
  /// it once the awaited call was done.
  static func readsAfterSuspending(_ reads: [SelfReference], _ values: [PassedValue], _ facts: CodeFacts) -> Bool {
    guard facts.awaits else { return false }
    guard let resumes = facts.resumesAt else { return !(reads.isEmpty && values.isEmpty) }
    return reads.contains { $0.nameRange.lowerBound >= resumes } || values.contains { $0.read.range.lowerBound >= resumes }
  }

  /// The name of the parameter that carries a kept `completion` closure.
  public static let completionParameter = "completion"

  /// Where the view's call passes a kept `completion` closure, which stays as written.
  public static let completionMarker = "\u{1}completion\u{1}"
}

extension InPlaceCallPlanner {
  /// Whether the statement's own code (not its closures') hands its closures to a background
  /// queue: `DispatchQueue.global().async { … }`, `dispatch_async(dispatch_get_global_queue(…), ^{ … })`.
  static func dispatchesToBackground(_ statement: Statement) -> Bool {
    func background(_ facts: CodeFacts) -> Bool {
      facts.calls.contains {
        ($0.name == "global" && $0.receiver == "DispatchQueue") || $0.name == "dispatch_get_global_queue"
          || ($0.name == "detached" && $0.receiver == "Task")
      }
    }
    guard !statement.allClosures.isEmpty, background(statement.facts) else { return false }
    return background(statement.facts.removing(statement.allClosures.flatMap { $0.statements.map(\.facts) }))
  }
}

/// Finds the in-place calls of a member: the queries of the statements that stay in the view, and
/// the commands, runs of whole navigation or data statements in view code at any depth (branches,
/// `do` bodies, closures).
struct InPlaceCallPlanner {
  var tagger: StatementTagger

  /// The member's in-place calls outside `moved` (the extended spans of a split's moved code);
  /// no command inside `kept` either (a split's view pieces and display statements, which the
  /// split rewrites itself). `display` is a data callback whose body becomes the view's display
  /// method: its code is looked into as a method body's, the view calling `output` as a method
  /// does, and the closure's parameters are the method's. `taken` holds the route names already
  /// used in the member.
  ///
  /// A local reaching a data service's shared instance (`let defaults = UserDefaults.standard`,
  /// `NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];`) that several queries
  /// and commands read is declared by each of them, as a local only they read is
  /// (`StatementTagger.sharedServiceLocals`): the service never becomes a parameter the view
  /// passes. The view's declaration leaves with them; when code the view keeps still reads the
  /// local, the view keeps it and each call declares a copy (`keptPrelude`), or, when the
  /// declaration cannot be copied, the member's calls are planned again with that local passed as before.
  func calls(
    in member: Member, excluding moved: [Range<Int>], kept: [Range<Int>], display: Callback? = nil, taken: inout Set<String>
  ) -> [InPlaceCall] {
    var sharing = Set(member.facts.definedLocals)
    while true {
      var planner = self
      planner.tagger.sharedServiceLocals = sharing
      var names = taken
      let result = planner.callsOnce(in: member, excluding: moved, kept: kept, display: display, taken: &names)
      // The shared locals whose declarations calls take along while other code reads them.
      var stillRead = Set<String>()
      for name in Set(result.flatMap { $0.prelude.flatMap(\.ownDefinedLocals) }).intersection(sharing) {
        let takers = result.filter { call in call.prelude.contains { $0.ownDefinedLocals.contains(name) } }
        let declarations = Set(takers.flatMap { $0.prelude.filter { $0.ownDefinedLocals.contains(name) }.map(\.span.range) })
        if StatementTagger.reads(name, in: member.statements, apartFrom: takers.flatMap(\.replacedRanges), declarations: declarations) {
          stillRead.insert(name)
        }
      }
      if stillRead.isEmpty {
        taken = names
        return result
      }
      // The view keeps its declaration for its own reads; each call declares the local again.
      if stillRead.allSatisfy({ name in keepsDeclaration(of: name, takenBy: result) }) {
        taken = names
        // Only a declaration code beside the calls still reads, in its own statement list (of two
        // declared in an `if` and its `else`, the branch reading it keeps its own).
        let replaced = result.flatMap(\.replacedRanges)
        return result.map { call in
          var call = call
          for statement in call.prelude {
            let names = stillRead.intersection(statement.ownDefinedLocals)
            guard !names.isEmpty, let list = StatementTagger.list(holding: statement.span.range, in: member.statements) else { continue }
            if names.contains(where: { StatementTagger.reads($0, in: list, apartFrom: replaced, declarations: [statement.span.range]) }) {
              call.keptPrelude.insert(statement.span.start)
            }
          }
          return call
        }
      }
      sharing.subtract(stillRead)
    }
  }

  /// Whether the calls taking the declaration of `name` along may each run a copy of it while the
  /// view keeps it: a one-line Swift or Objective-C statement (not a line shared with other code)
  /// that reaches a shared instance and nothing else (`StatementTagger.reachesSharedInstanceOnly`).
  private func keepsDeclaration(of name: String, takenBy calls: [InPlaceCall]) -> Bool {
    let declarations = calls.flatMap { $0.prelude.filter { $0.ownDefinedLocals.contains(name) } }
    return !declarations.isEmpty && declarations.allSatisfy { declaration in
      declaration.ownDefinedLocals == [name] && declaration.span.startLine == declaration.span.endLine
        && StatementTagger.reachesSharedInstanceOnly(declaration.facts)
    }
  }

  private func callsOnce(
    in member: Member, excluding moved: [Range<Int>], kept: [Range<Int>], display: Callback? = nil, taken: inout Set<String>
  ) -> [InPlaceCall] {
    var result: [InPlaceCall] = []
    var takenNames = taken
    func inside(_ range: Range<Int>, _ ranges: [Range<Int>]) -> Bool {
      ranges.contains { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }
    }
    // Whether a statement's code points to navigation or data at any depth: its own facts say so,
    // or, when it names an alert, those of a branch, block or closure inside it (judged on their
    // own: the alert a statement builds does not hide the `present(picker)` in one of its
    // handlers). By start.
    var layersAt: [Int: Set<Layer>] = [:]
    func layers(of statement: Statement) -> Set<Layer> {
      if let known = layersAt[statement.span.start] { return known }
      let layers = Set(tagger.catalogue.evidence(for: statement.facts).compactMap(\.pattern.layer))
      layersAt[statement.span.start] = layers
      return layers
    }
    var handsOverAt: [Int: Bool] = [:]
    func reachesOtherLayers(_ statement: Statement) -> Bool {
      if let known = handsOverAt[statement.span.start] { return known }
      let layers = layers(of: statement)
      // Code inside reaches no layer the whole does not, unless an alert of the whole hides it.
      let result = layers.contains(.interactor) || layers.contains(.router)
        || (NavigationSignals.namesAlert(statement.facts)
          && (statement.branches.flatMap(\.statements) + statement.block + statement.allClosures.flatMap(\.statements))
            .contains(where: reachesOtherLayers))
      handsOverAt[statement.span.start] = result
      return result
    }
    // Inside the display method (and the closures nested in it).
    var inDisplay = false
    // Inside a setter or an observer: the value it is given (`newValue`, `oldValue`).
    var accessorParameter: CallbackParameter?
    // A Swift closure of one expression returns its value, unless it is known to return nothing
    // (`SplitTyping.returnsNothing`: an alert's action, `DispatchQueue.main.async`); an
    // Objective-C block returns only what a `return` statement gives.
    let closuresYield = tagger.classified.model.language == .swift
    // The bodies of the member's Swift `#if` clauses: a query's prelude must lie in the same ones.
    lazy var clauseBodies = InPlaceCall.clauseBodies(of: member)
    // `yieldsValue`: a statement list whose one expression is the value of the body around it (a
    // closure's body, a member's returning a value, or a branch of the `if`/`switch` that is the
    // one statement of such a body). `clauseFollowers`: inside a clause of a Swift `#if`, whose
    // locals outlive the clause, the statements that see them (those after the `#if` in its list,
    // and after the clause around that list's, when it lies in one).
    func walk(
      _ statements: [Statement], closures: [Callback], top: OutputPlace = .body(openingLine: 0), conditions: [String] = [],
      yieldsValue: Bool, clauseFollowers: [Statement]? = nil, inCase: Bool = false, caseLabel: String? = nil
    ) {
      // Where a local `output` for code inside the statement at `index` is declared: on its own
      // line before the statement of the body's own list (the member's, the display method's)
      // that holds it, which a brace always opens (not a braceless `if` body or a `case`
      // label's). Not before the one expression a body yields (its value would change), nor
      // in a line the statement shares with the body's `{` or the statement before it, nor in
      // an Objective-C `#if` region, which code after it may not see.
      func place(_ index: Int) -> OutputPlace {
        guard case .body(let openingLine) = top else { return top }
        let statement = statements[index]
        let line = statement.extendedSpan.startLine
        if yieldsValue && statements.count == 1 { return .none }
        if !(statement.compilationConditions ?? []).isEmpty { return .none }
        if line <= openingLine || (index > 0 && statements[index - 1].span.endLine >= line) { return .none }
        return .at(InPlaceCall.OutputLocal(statementStart: statement.extendedSpan.start, scopeStart: statements[0].extendedSpan.start))
      }
      // The layers each statement's code points to; without navigation or data anywhere in
      // them there is nothing to look for.
      let layers = statements.map { layers(of: $0) }
      let handsOver = statements.map(reachesOtherLayers)
      guard handsOver.contains(true) else { return }
      var covered = Set<Int>()
      var context = CommandContext(closures: closures, display: inDisplay ? display : nil)
      context.accessorParameter = accessorParameter
      if case .at(let local) = top { context.top = local }
      context.inCase = inCase
      context.yieldsValue = yieldsValue
      context.clauseFollowers = clauseFollowers
      context.caseLabel = caseLabel
      // A closure's statements run later, through the `self` it captured: queries there only when
      // every closure around holds `self` strongly and binds no values of its own; the view calls
      // `self.output` (an escaping closure must name `self`), and the closures' parameters the
      // read uses are typed inputs, as a command's are.
      // A closure that did not hold `self` must not hold it now (a view keeping the closure, a
      // button's action or an observer, would never be freed): it reads a local `output`
      // declared before it, and the query may pass no view state.
      context.reachesControllerAnew = closures.contains { !tagger.holdsController($0) }
      // Code after a guard binding `self` again (`guard let self else { return }`) holds it
      // strongly, whatever the closure's capture.
      func queriesHere(at offset: Int) -> Bool {
        closures.allSatisfy { closure in closure.holdsSelfStrongly(at: offset) && closure.capturedNames.isEmpty }
          && !(context.reachesControllerAnew && CommandContext.namesOutput(member))
      }
      // In a closure holding the controller weakly, a read of nothing of the view's asks the
      // local `output` declared before the statement holding it (as commands do there):
      // through `self?.output` its value would come back optional.
      func queriesThroughLocal(at offset: Int) -> Bool {
        !context.reachesControllerAnew && !CommandContext.namesOutput(member)
          && closures.contains { !$0.holdsSelfStrongly(at: offset) }
          && closures.allSatisfy { $0.capturedNames.isEmpty && $0.writesParameterTypes }
      }
      lazy var closureParameters = context.typedParameters(classified: tagger.classified)
      func queryContext(at offset: Int) -> QueryContext {
        QueryContext(
          closureParameters: closureParameters, rebound: context.reboundParameters,
          reachesControllerWeakly: !closures.allSatisfy { $0.holdsSelfStrongly(at: offset) && $0.weakSelfName == nil })
      }
      for (run, var call) in commands(
        in: statements, context: context, member: member, moved: moved + kept, handedOver: result.flatMap(\.replacedRanges),
        taken: &takenNames) {
        call.method.conditions = conditions + call.method.conditions
        result.append(call)
        covered.formUnion(run)
        // A closure kept in the view is view code like any other.
        if let completion = call.completion {
          walk(
            completion.statements, closures: closures + [completion], top: place(run.upperBound), conditions: conditions,
            yieldsValue: closuresYield, inCase: inCase)
        }
      }
      for (index, statement) in statements.enumerated() where !covered.contains(index) && handsOver[index] {
        let range = statement.extendedSpan.range
        // Moved code is not the view's; a statement holding moved code is looked into.
        if inside(range, moved) { continue }
        // The data call whose callback's body is the display method: only that body stays.
        if let display, let body = statement.callback, body.isSame(as: display) {
          inDisplay = true
          walk(body.statements, closures: [], top: .body(openingLine: 0), conditions: conditions, yieldsValue: false)
          inDisplay = false
          continue
        }
        let layers = layers[index]
        let holdsMoved = moved.contains { range.overlaps($0) }
        // Each of the statement's own reads that can be a query becomes one, though another
        // stays: a statement holding moved code (an `if` whose branch was split), code of its
        // own the walk goes on into (a branch presenting a screen), or a read the interactor
        // cannot answer (`service.folder(atMrl: FileManager.default.urls(…).first!)`, whose
        // folder's type is not told) keeps its other reads, its conditions'.
        let throughLocal = queriesThroughLocal(at: statement.span.start)
        let queriesHere = queriesHere(at: statement.span.start) || throughLocal
        let whole = queriesHere && layers.contains(.interactor) && !holdsMoved
          ? tagger.queries(for: statement, in: member, context: queryContext(at: statement.span.start)) : nil
        if queriesHere, layers.contains(.interactor), let own = statement.compilationConditions,
          let drafts = whole ?? tagger.ownQueries(of: statement, in: member, context: queryContext(at: statement.span.start))
        {
          for var draft in drafts {
            let original = draft
            var prelude = tagger.prelude(for: &draft, in: member, avoiding: moved + kept, context: queryContext(at: statement.span.start))
            // The query runs its prelude: both are compiled under the same `#if` clauses. One
            // whose request is set up in others takes the request as a parameter instead; not a
            // service's local (`[NSFileManager defaultManager]`), whose declaration other calls
            // may take from the view.
            if !InPlaceCall.compiledAlike(prelude, code: draft.site.range.lowerBound, conditions: own, clauseBodies: clauseBodies) {
              if prelude.contains(where: { $0.kind == .declaration && StatementTagger.reachesSharedInstanceOnly($0.facts) }) { continue }
              draft = original
              prelude = []
            }
            let group = StatementGroup(
              layer: .interactor, parts: prelude + [statement], method: draft.method, catalogue: tagger.catalogue)
            var call = InPlaceCall(
              memberID: member.id, kind: .query(draft.site), layer: .interactor, method: draft.method,
              parameterReads: draft.reads, viewReceiver: nil, group: group)
            call.prelude = prelude
            call.passedValues = draft.values
            call.testsTruth = SplitTyping(member: member, classified: tagger.classified).testsTruth(draft.site)
            call.explicitSelf = !closures.isEmpty
            if context.reachesControllerAnew || throughLocal {
              if !draft.reads.isEmpty || !draft.values.isEmpty || context.capturesInCase(tagger.classified.model.language) { continue }
              call.explicitSelf = false
              guard case .at(let local) = place(index) else { continue }
              call.outputLocal = local
            }
            call.method.conditions = conditions + own
            result.append(call)
          }
          if whole != nil { continue }
        }
        // Code in a clause of `#if` is compiled under its condition: so is every method it reaches.
        // A branch of the one `if`/`switch` of a body yielding a value yields it (`if a { 1 } else { 2 }`).
        let branchesYield = yieldsValue && statements.count == 1
        let clause = statement.kind == .conditionalCompilation
        // A case names the routes its code takes, without the prefix the labels share
        // (`case VLCBrowseChipDownloads:` → `showDownloads`).
        // Only a constant names a route (`case .city:`, `case VLCBrowseChipDownloads:`): not a
        // string or character a case matches (`case "totp-required":`, the route's own literal
        // names it), a range, nor a pattern binding a name (`case let x where x > 10:`).
        let labels = statement.kind == .switchStatement
          ? zip(statement.branches.map(\.label), SplitNaming.caseNames(statement.branches.map(\.label))).map { label, name in
            SplitNaming.isConstantLabel(label) ? name : nil
          } : []
        for (number, branch) in statement.branches.enumerated() {
          walk(
            branch.statements, closures: closures, top: place(index), conditions: conditions + [branch.compilationCondition].compactMap { $0 },
            yieldsValue: branchesYield, clauseFollowers: clause ? Array(statements[(index + 1)...]) + (clauseFollowers ?? []) : nil,
            inCase: inCase || statement.kind == .switchStatement,
            caseLabel: labels.isEmpty ? (clause ? caseLabel : nil) : labels[number])
        }
        walk(statement.block, closures: closures, top: place(index), conditions: conditions, yieldsValue: false, inCase: inCase)
        // The presenter runs on the main thread: no command from code a background queue runs.
        if Self.dispatchesToBackground(statement) { continue }
        for var closure in statement.allClosures {
          // In the display method, a closure that reached `self` weakly through the callback
          // holds it weakly with a capture of its own (`Callback.weakenedClosures`).
          if inDisplay, let display, let first = closure.statements.first?.span.start, display.weakenedClosures.contains(first) {
            closure.selfCapture = .weak
          }
          walk(
            closure.statements, closures: closures + [closure], top: place(index), conditions: conditions,
            yieldsValue: closuresYield && !SplitTyping.returnsNothing(closure), inCase: inCase)
        }
      }
    }
    walk(
      member.statements, closures: [], top: .body(openingLine: member.bodySpan?.startLine ?? .max), conditions: member.compilationConditions,
      yieldsValue: member.computesPropertyValue || member.returnsValue)
    // A setter's or observer's body runs as a method's does, given the value of the property's
    // type (`set { UserDefaults.standard.set(newValue, forKey: "sort") }` → `set {
    // output.saveSort(newValue) }`, `didSet { … oldValue … }`); it yields nothing.
    for accessor in member.accessorBodies {
      accessorParameter = CallbackParameter(name: accessor.parameterName, type: member.typeOfValue)
      walk(
        accessor.statements, closures: [], top: .body(openingLine: accessor.openingLine), conditions: member.compilationConditions,
        yieldsValue: false)
    }
    taken = takenNames
    // A Swift local or parameter named `output` hides the view's (`let output = UILabel()`): the
    // view's calls name `self.output`, where nothing else chose their receiver.
    if tagger.classified.model.language == .swift, CommandContext.namesOutput(member) {
      for index in result.indices where result[index].outputLocal == nil && result[index].viewReceiver == nil {
        result[index].explicitSelf = true
      }
    }
    return result
  }

  /// Where the local `output` of code in a statement list is declared: the list is a body's own
  /// (the statement in it holding the code is the place; the body's `{` is on `openingLine`),
  /// or inside such a statement, which gave the place, or `none` when it could give none.
  enum OutputPlace {
    case body(openingLine: Int)
    case at(InPlaceCall.OutputLocal)
    case none
  }

  /// Where a statement list lies: in the closures around it (innermost last), and in the data
  /// callback `display` when it is in that callback's body, which became the view's display
  /// method (its parameters are the method's).
  struct CommandContext {
    var closures: [Callback]
    var display: Callback?
    /// Where a local `output` the list's code reads would be declared (`InPlaceCall.outputLocal`);
    /// `nil` in a body's own list, where the statement itself is the place.
    var top: InPlaceCall.OutputLocal?
    /// Inside a `switch` case: an Objective-C block there that captures more than it did would
    /// need cleanup a jump to a later case label crosses (an ARC error).
    var inCase = false
    /// A closure around did not hold the controller: reaching `output` there would make it.
    var reachesControllerAnew = false
    /// The list's one expression is the value of the body around it.
    var yieldsValue = false
    /// In a setter's or an observer's body: the value it is given, typed as the property.
    var accessorParameter: CallbackParameter?
    /// The list is inside a clause of a Swift `#if`, whose locals are seen after `#endif`: by
    /// these statements (a branch's, a block's or a closure's locals end with it).
    var clauseFollowers: [Statement]?
    /// The list is a `case` of a `switch` (or inside one's `#if` clause): its label, without the
    /// prefix the switch's labels share, names a route.
    var caseLabel: String?

    /// Whether code here reaching `output` would give an Objective-C block in a `switch` case a
    /// new capture (`reachesControllerAnew`, `inCase`).
    func capturesInCase(_ language: SourceLanguage) -> Bool {
      reachesControllerAnew && inCase && language == .objectiveC
    }

    /// The member's code already names `output` (a local, a parameter): it could not declare one.
    static func namesOutput(_ member: Member) -> Bool {
      member.facts.usedNames.contains("output") || member.facts.definedLocals.contains("output")
        || (member.signature?.parameters ?? []).contains { $0.name == "output" }
    }

    /// The parameters of the closures around (and of the display callback), typed where known.
    func typedParameters(classified: ClassifiedController) -> [String: CallbackParameter] {
      var result: [String: CallbackParameter] = [:]
      if let accessorParameter { result[accessorParameter.name] = accessorParameter }
      for closure in (closures + [display].compactMap { $0 }).map({ SplitTyping.typedParameters(of: $0, classified: classified) }) {
        for parameter in closure { result[parameter.name] = parameter }
      }
      return result
    }

    /// The closure parameters bound again inside their closures (`guard let account = account`,
    /// `if let account = account`).
    var reboundParameters: Set<String> {
      let bodies = closures + (display.map { [$0] } ?? [])
      var result = Set<String>()
      for closure in bodies {
        let names = Set(closure.parameters.map(\.name))
        // Bound again by a pattern too: `case let key as String`, `for key in`, `catch let key`.
        for statement in closure.statements.outsideClosures
        where [.guardStatement, .ifStatement, .declaration, .switchStatement, .loop, .doStatement].contains(statement.kind) {
          result.formUnion(statement.facts.definedLocals.filter(names.contains))
        }
      }
      return result
    }
  }

  /// The runs of `statements` that go whole to the router or the interactor, each with its call.
  private func commands(
    in statements: [Statement], context: CommandContext, member: Member, moved: [Range<Int>], handedOver: [Range<Int>],
    taken: inout Set<String>
  ) -> [(ClosedRange<Int>, InPlaceCall)] {
    let closures = context.closures
    // A closure with anonymous parameters computes a value (`map { $0.row }`); a closure of one
    // expression may return it: only navigation leaves such a body.
    if let closure = closures.last, closure.parameters.contains(where: { $0.name.hasPrefix("$") }) { return [] }
    // Only the one expression of a body yielding a value is that value: the member's own when it
    // returns one, a closure's, or a branch of the `if`/`switch` such a body is (not any branch:
    // `if folder.isAudio { UserDefaults.standard.set(…) }` returns nothing).
    let returnsValue = context.yieldsValue && statements.count == 1 && statements[0].kind == .expression && context.display == nil
    if returnsValue && closures.isEmpty { return [] }
    var tags = statements.map { tagger.tag($0, in: member) }
    // Navigation presenting a screen a view member builds (`present(makePicker(), animated:
    // true)`) is the router's, which takes the screen: a run of its own, the one statement
    // reading it (`command`).
    var screens = Set<Int>()
    for index in statements.indices where tags[index].isConflict && Self.buildsScreenOnce(statements[index], in: tagger.classified.model) {
      let (layers, view) = tagger.signals(statements[index].facts, screenValues: true)
      if view == nil && layers == [.router] {
        tags[index] = .layer(.router)
        screens.insert(index)
      }
    }
    // The closures that could stay in the view while their call is handed over.
    let keepable = statements.map { keptCompletion($0, in: member) }
    // Statements handed over with their closure kept in the view, which the moved call runs.
    var completions: [Int: Callback] = [:]
    for index in statements.indices {
      // A call whose closure holds no view code goes whole, closure and all: navigation
      // (`dismiss(animated: false) { Preferences.usesBottomBar = true }`), or a data call whose
      // closure does nothing but the interactor's work with nothing of the view's
      // (`session.dataTask(with: url) { _, _, _ in print("sent") }.resume()`; not `forEach`
      // over a read, nor a closure reading the member's locals).
      if tags[index] == .callback, let callback = statements[index].callback, let layer = tagger.callbackLayer(callback),
        tagger.signals(statements[index].facts).view == nil,
        layer == .router || (tagger.signals(statements[index].facts).layers == [.interactor] && callback.outsideReads.isEmpty
          && !callback.parameters.contains { $0.name.hasPrefix("$") }
          && tagger.endsOwnCall(callback, of: .interactor))
      {
        tags[index] = .layer(layer)
      } else if tags[index].isCallbackOrConflict, let callback = keepable[index],
        let layer = tagger.callbackLayer(callback)
      {
        // A call whose closure, run when it is done, holds view code: the call goes, the closure
        // stays (`dismiss(animated: true) { self.tableView.reloadData() }`).
        tags[index] = .layer(layer)
        completions[index] = callback
      }
      if moved.contains(where: { $0.overlaps(statements[index].extendedSpan.range) }) { tags[index] = .view }
      guard case .layer(let layer) = tags[index] else { continue }
      if returnsValue && layer != .router { tags[index] = .view }
      // Code whose own navigation or data lies in its closures stays; its closures are looked into
      // (`vc.linkHandler = { url in tabManager.load(url) }`).
      let closures = statements[index].allClosures
      if !closures.isEmpty {
        let own = statements[index].facts.removing(closures.flatMap { $0.statements.map(\.facts) })
        if !tagger.signals(own).layers.contains(layer) { tags[index] = .view }
      }
    }
    // Before neutral statements join the runs around them: where a run's own code starts.
    let ownTags = tags
    StatementSplitter.resolveNeutral(&tags, statements, joiningScreens: true, configuring: true)
    // Computed once for the list, when a run needs it.
    lazy var rebound = context.reboundParameters
    var result: [(ClosedRange<Int>, InPlaceCall)] = []
    var index = 0
    while index < statements.count {
      guard case .layer(let layer) = tags[index], layer == .router || layer == .interactor else {
        index += 1
        continue
      }
      var last = index
      // A call keeping its closure in the view ends its run; a screen a view member builds is a run alone.
      while completions[last] == nil, !screens.contains(last), last + 1 < statements.count, tags[last + 1] == .layer(layer),
        !screens.contains(last + 1)
      {
        last += 1
      }
      if layer == .interactor, completions[last] == nil, let site = returnedValue(after: index...last, in: statements, moved: moved),
        let call = command(
          statements, index...last, layer: layer, context: context, rebound: rebound, member: member, moved: moved, handedOver: handedOver, returning: site, taken: &taken)
      {
        // The run computes what the statement after it assigns: that statement assigns the call.
        result.append((index...(last + 1), call))
        index = last + 2
        continue
      }
      if let call = command(
        statements, index...last, layer: layer, context: context, rebound: rebound, member: member, moved: moved, handedOver: handedOver,
        completion: completions[last], taken: &taken)
      {
        result.append((index...last, call))
      } else if completions[last] == nil,
        let kept = (index...last).first(where: { keepable[$0].flatMap(tagger.callbackLayer) == layer }),
        let call = command(
          statements, index...kept, layer: layer, context: context, rebound: rebound, member: member, moved: moved, handedOver: handedOver,
          completion: statements[kept].callback, taken: &taken)
      {
        // The whole run cannot be handed over, often because of what a closure does (it shows an
        // alert the view built): the run up to that call moves, and its closure stays.
        result.append((index...kept, call))
        last = kept
      } else if completions[last] != nil, last > index,
        let call = command(statements, index...(last - 1), layer: layer, context: context, rebound: rebound, member: member, moved: moved, handedOver: handedOver, taken: &taken)
      {
        // The call keeping its closure cannot be handed over: the statements before it still can.
        result.append((index...(last - 1), call))
      } else if index < last, let next = (index + 1...last).first(where: { ownTags[$0] == .layer(layer) }) {
        // Nothing of the run can go from its first statement on (a neutral statement joined to it
        // declares a local the view still reads, `__weak typeof(self) weakSelf = self;`): the run
        // from its next statement of the layer's own may.
        index = next
        continue
      }
      index = last + 1
    }
    return result
  }

  /// Whether a statement evaluates what it reads exactly once, where it stands, so that a screen
  /// a view member builds can be built by the view and handed over: no branch (which might not
  /// run), no closure (which might run later or again), and no operator or chaining that skips an
  /// operand (`?:`, `??`, `&&`, `||`, Swift's `navigationController?.push…(makeDetail(), …)`,
  /// which builds nothing without a navigation controller). Read from the statement's text, any
  /// `?` counted, even in a string: a screen rather stays than is built once too often.
  static func buildsScreenOnce(_ statement: Statement, in model: ControllerModel) -> Bool {
    guard statement.branches.isEmpty, statement.allClosures.isEmpty, statement.callback == nil else { return false }
    let bytes = model.text(of: statement.span).utf8
    if bytes.contains(UInt8(ascii: "?")) { return false }
    return !zip(bytes, bytes.dropFirst()).contains { pair in
      (pair.0 == UInt8(ascii: "&") && pair.1 == UInt8(ascii: "&")) || (pair.0 == UInt8(ascii: "|") && pair.1 == UInt8(ascii: "|"))
    }
  }

  /// The command running `statements[run]` in `layer`, or `nil` when moving them whole would
  /// change what they do or the view could not call it where they stood.
  private func command(
    _ statements: [Statement], _ run: ClosedRange<Int>, layer: Layer, context: CommandContext, rebound: Set<String>,
    member: Member, moved: [Range<Int>], handedOver: [Range<Int>], completion: Callback? = nil, returning returned: ValueSite? = nil,
    taken: inout Set<String>
  ) -> InPlaceCall? {
    let closures = context.closures
    let parts = Array(statements[run])
    let facts = returned.map { CodeFacts.merged([InPlaceCall.commandFacts(parts, completion: nil), $0.facts]) }
      ?? InPlaceCall.commandFacts(parts, completion: completion)
    // A return, an await or an escaping error would act on the method it moved to; a nested
    // branch may hold a `break` or `continue` of a statement around it, unless nothing in it
    // jumps and its condition is the layer's own code (`if let realm = Realm.current, let auth =
    // … { realm.execute { … } }` moves whole; `if bookmarkSwitch.isOn { … }` decides on view
    // state and stays, its branch handed over).
    // A route's condition may ask the screen's containers (`if let nav = navigationController {
    // nav.popViewController(…) } else { dismiss(…) }`): the router reaches them through
    // `transitionHandler`, so the choice of how to leave moves with it. Only when the condition
    // asks nothing else (no call, no member of the controller, no local or parameter of the
    // member: `if closeButton.isHidden || …`, `if animated, let nav = …` decide on what the view
    // knows) and every statement of its branches navigates (`nav.navigationBar.isHidden = true`
    // is the view's).
    func movesWhole(_ part: Statement) -> Bool {
      guard Self.jumpsNowhere(part) else { return false }
      let condition = part.facts.removing(part.branches.flatMap { $0.statements.map(\.facts) })
      if tagger.signals(condition).layers.contains(layer) { return true }
      // Not inside an Objective-C block, whose `weakSelf` the condition may compare
      // (`topViewController == weakSelf`) where the router has no such local.
      let inBlock = tagger.classified.model.language == .objectiveC && !closures.isEmpty
      guard layer == .router, !inBlock, asksOnlyContainers(condition) else { return false }
      return tagger.signals(condition, asNavigation: true).view == nil && navigatesThroughout(part)
    }
    func asksOnlyContainers(_ condition: CodeFacts) -> Bool {
      guard condition.calls.isEmpty, condition.selfReferences.contains(where: { ScopeRule.transitionAPI.contains($0.name) }),
        condition.selfReferences.allSatisfy({ reference in
          reference.name == "self"
            || (ScopeRule.transitionAPI.contains(reference.name) && tagger.classified.resolver.resolve(reference) == nil)
        })
      else { return false }
      let memberNames = Set(member.facts.definedLocals + (member.signature?.parameters.map(\.name) ?? []))
        .subtracting(condition.definedLocals)
      return condition.usedNames.allSatisfy { !memberNames.contains($0) }
    }
    func navigatesThroughout(_ part: Statement) -> Bool {
      part.branches.flatMap(\.statements).allSatisfy { inner in
        if inner.kind == .ifStatement { return navigatesThroughout(inner) }
        let (layers, view) = tagger.signals(inner.facts, asNavigation: true)
        return view == nil && layers.contains(.router)
      }
    }
    // Swift code that awaits or lets an error escape moves into a method that does the same
    // (`async`, `throws`, on the main actor as the view's code ran), which the view calls where the
    // code stood (`try await output.delete(post)`), so nothing changes order; not with a closure
    // the view keeps.
    guard !facts.returns, !(facts.awaits || facts.throwsErrors) || completion == nil, tagger.keepsEffects(facts, of: member),
      parts.allSatisfy({ ($0.branches.isEmpty || movesWhole($0)) && ![.returnStatement, .guardStatement, .deferStatement].contains($0.kind) })
    else { return nil }
    // Objective-C `#if`: the run lies in one clause, whose conditions its methods are declared under.
    guard let conditions = parts[0].compilationConditions, parts.allSatisfy({ $0.compilationConditions == conditions }) else { return nil }
    // The run may only write the locals it declares: a local of the view's method it set would
    // keep its old value there (`request = isPrivileged ? … : …`, a loop's `selected = index`,
    // `[context save:&error]`).
    let declared = Set(facts.definedLocals)
    let memberLocals = Set(member.facts.definedLocals + (member.signature?.parameters.map(\.name) ?? []))
    // Locals written that the run does not declare: each must be one its prelude declares.
    var writtenOutside = Set(facts.assignedNames.filter { memberLocals.contains($0) && !declared.contains($0) })
    // An assignment sets up what the run (or its prelude) declares, not an object the view holds
    // (`cell.label.textColor = …`): what it sets is the first name it uses
    // (`nav.modalPresentationStyle = UIModalPresentationFormSheet;` sets `nav`).
    var declaredSoFar = Set<String>()
    for part in parts {
      if part.kind == .assignment, let target = part.facts.usedNames.first, !declaredSoFar.contains(target) {
        guard memberLocals.contains(target) else { return nil }
        writtenOutside.insert(target)
      }
      declaredSoFar.formUnion(part.facts.definedLocals)
    }
    // A closure moving to the router that binds `self` to a name (`guard let self else { return }`)
    // would bind the router, whose code reaches the screen through `transitionHandler`: its code
    // stays, and is looked into instead.
    if layer == .router, Statement.closuresBindSelf(in: parts, keeping: completion) { return nil }
    // A capture list inside the code naming a stored property (`{ [indexStore] in … }`) would
    // capture the property of the class the code moves to, which may be declared otherwise
    // (an injected `IndexStore!` is captured as `IndexStore?`).
    if tagger.capturesStoredProperty(parts) || tagger.copiesInjectedProperty(parts) { return nil }
    // Names a capture list binds (`[title = draftTitle]`, `[weak folder]`) mean values no other
    // method sees (a weak one is optional there): code reading one stays.
    if closures.contains(where: { !$0.capturedNames.isEmpty }),
      !Set(closures.flatMap(\.capturedNames)).isDisjoint(with: facts.usedNames)
    {
      return nil
    }
    // Locals the run declares must not be read after it, nor by the closure it keeps in the view;
    // inside `#if` (Swift's clause or an Objective-C region) a local is seen after `#endif` too:
    // nowhere else in the member.
    // A weak alias of `self` (`__weak typeof(self) weakSelf = self;`) counts as read where a
    // closure reaches the controller through it, though the closure's facts read `self` there.
    // Except one local the run computes for the code after it, with its type written: the
    // method returns it (`let librarySyncId: String` and the `if` setting it → `let
    // librarySyncId = output.librarySyncId()`).
    var result: InPlaceCall.Result?
    // A run returning the value the statement after it assigns keeps its locals to itself.
    let laterStatements = statements[(run.upperBound + (returned == nil ? 1 : 2))...]
    if returned != nil, laterStatements.contains(where: { !declared.isDisjoint(with: $0.namesRead) }) { return nil }
    if !declared.isEmpty, laterStatements.contains(where: { !declared.isDisjoint(with: $0.namesRead) })
      || completion.map({ !declared.isDisjoint(with: $0.namesRead) }) == true
    {
      let readLater = declared.filter { name in laterStatements.contains { $0.namesRead.contains(name) } }
      // One statement declaring the local is a query's (`NSArray *members = [self.output members];`).
      // Inside a Swift `#if` clause too: the view declares the local where the run stood, seen
      // as far as it was (an Objective-C region is no statement; its locals are left alone).
      guard layer == .interactor, completion == nil, parts.count > 1, readLater.count == 1, let name = readLater.first,
        parts[0].compilationConditions == [],
        // Data code computes it, each statement of it (or declares it without a value, `let
        // syncID: String`): not a neutral declaration that joined a run (`var stored = ""`), nor
        // code building a value from what a read returned (a settings form's sections), which
        // stays with the view and the read becomes a query.
        parts.allSatisfy({ part in
          tagger.signals(part.facts).layers.contains(.interactor) || (part.kind == .declaration && part.facts.calls.isEmpty)
        }),
        // Declared by a statement of the run's own list, not inside one of its branches.
        let declaration = parts.first(where: { $0.kind == .declaration && $0.ownDefinedLocals == [name] })
      else { return nil }
      // Its declaration in the run types it, not another of the name elsewhere in the member.
      let type = SplitTyping(member: member, classified: tagger.classified).type(of: name, definedIn: parts)
      guard returnable(type, named: name, in: member) else { return nil }
      // Declared as written: `var` stays `var` (later code may mutate it); an Objective-C
      // `__block`, `static` or C array local is no value a method returns.
      let text = tagger.classified.model.text(of: declaration.span)
      let head = text.prefix { $0 != "=" && $0 != ";" }
      if tagger.classified.model.language == .objectiveC
        && (head.contains("__block") || head.hasPrefix("static") || head.contains("["))
      {
        return nil
      }
      result = InPlaceCall.Result(name: name, type: type, isVariable: text.hasPrefix("var "))
    }
    // The returned value's type is the type of what it is assigned to (`NSArray *accounts`).
    var returnedType: InferredType?
    if let returned {
      let statement = statements[run.upperBound + 1]
      guard case .value(let name, isDeclaration: false) = returned.context, !declared.contains(name),
        let type = SplitTyping(member: member, classified: tagger.classified).returnType(of: returned, in: statement),
        returnable(type, named: name, in: member)
      else { return nil }
      returnedType = type
    }
    // Only what the run's declarations declare outlives the clause (an `if let`'s or a branch's
    // locals end with them); the returned local is declared by the view where the run stood,
    // its readers anywhere.
    let outliving = Set(parts.filter { $0.kind == .declaration }.flatMap(\.ownDefinedLocals)).intersection(declared)
      .subtracting([result?.name].compactMap { $0 })
    if let followers = context.clauseFollowers, followers.contains(where: { !outliving.isDisjoint(with: $0.namesRead) }) {
      return nil
    }
    // An Objective-C region is no statement: nowhere else in the member may read them.
    if !outliving.isEmpty, parts[0].compilationConditions != [] {
      var uses: [String: Int] = [:]
      for name in member.facts.usedNames where outliving.contains(name) { uses[name, default: 0] += 1 }
      for name in facts.usedNames where outliving.contains(name) { uses[name, default: 0] -= 1 }
      if uses.values.contains(where: { $0 > 0 }) { return nil }
    }
    // Code returning a value may read it from an object the view holds, as a query does
    // (`[self.managedObjectContext executeFetchRequest:request error:NULL]`).
    let sharing = returned != nil
    let screenValues = layer == .router && parts.count == 1 && Self.buildsScreenOnce(parts[0], in: tagger.classified.model)
    guard
      tagger.signals(facts, passingReads: true, asNavigation: layer == .router, sharingObjects: sharing, screenValues: screenValues)
        .view == nil
    else { return nil }
    // A screen or service the view set up before this code, for this code alone (`UIStoryboard
    // *onboarding = [UIStoryboard storyboardWithName:…];` before the `if` presenting from it,
    // `let help = HelpViewController()` before the `if` configuring and pushing it), is set up
    // where the code runs: the method declares it instead of taking it. Not into code that runs
    // later or more often than its declaration did (in a closure, in the display method), nor
    // across `#if` clauses.
    var prelude: [Statement] = []
    if closures.isEmpty, context.display == nil {
      // Not what a closure the view keeps reads: it stays in the view.
      let outside = Set(facts.usedNames).subtracting(declared).subtracting(completion?.namesRead ?? [])
        .intersection(member.facts.definedLocals)
      let last = returned == nil ? parts[parts.count - 1] : statements[run.upperBound + 1]
      let found = tagger.prelude(
        declaring: outside, for: facts, at: parts[0].span.start..<last.span.end, of: layer, in: member, avoiding: moved + handedOver)
      if !found.isEmpty,
        InPlaceCall.compiledAlike(found, code: parts[0].span.start, conditions: conditions, clauseBodies: InPlaceCall.clauseBodies(of: member))
      {
        prelude = found
      }
    }
    let preludeLocals = Set(prelude.flatMap(\.ownDefinedLocals))
    guard writtenOutside.isSubset(of: preludeLocals) else { return nil }
    // The values it reads from the view, the member and the closures around it, typed.
    let closureParameters = context.typedParameters(classified: tagger.classified)
    // A weak alias of `self` a block reads (`weakSelf.navigationController`) is the controller,
    // which the moved code reaches as `self`, not a value it takes. What the prelude reads of the
    // member's values, the code takes in their place.
    let inputFacts = prelude.isEmpty ? facts : CodeFacts.merged(prelude.map(\.facts) + [facts])
    guard let (parameters, reads, values) = tagger.inputs(
      of: inputFacts, at: parts[0].span.start, in: member, landingIn: layer, sharingObjects: sharing, closureParameters: closureParameters,
      rebound: rebound, declared: declared.union(preludeLocals).union(closures.compactMap(\.weakSelfName)), screenValues: screenValues)
    else { return nil }
    // Alerts and action sheets are UI: the view shows and dismisses them itself.
    if parameters.contains(where: { parameter in parameter.type.names.contains(where: NavigationSignals.isAlertType) }) { return nil }
    // A type the member declares in its body is no other layer's.
    if tagger.localType(namedIn: inputFacts, of: member) != nil { return nil }
    // The kept closure's type is the method's last parameter's: no type only this file sees.
    if let completion, completion.parameters.compactMap(\.type).contains(where: { tagger.namesFilePrivateType(.written($0)) }) {
      return nil
    }
    // The moved code names `completion` for the closure it runs: nothing else of it may.
    if completion != nil, parameters.contains(where: { $0.name == InPlaceCall.completionParameter })
      || declared.contains(InPlaceCall.completionParameter) || facts.usedNames.contains(InPlaceCall.completionParameter)
    {
      return nil
    }
    // The interactor never gets a UI object: what the code does with it is view work.
    if layer == .interactor, parameters.contains(where: tagger.holdsUIObject) { return nil }
    // The view calls `output` as the moved code reached the controller; in a closure without
    // such a reference, through an explicit strong `self`, unless the closure holds it weakly.
    var receiver = facts.selfReferences.first { $0.receiverRange != nil } ?? facts.selfReferences.first
    // In the display method an Objective-C weak alias of the callback's is `self` (its blocks
    // read `self` there): a block weak only through that alias holds the view strongly.
    let displayAlias = context.display?.weakSelfName
    // Code after a guard binding `self` again (`guard let self else { return }`) holds it strongly.
    let weak = closures.contains { closure in
      !closure.holdsSelfStrongly(at: parts[0].span.start) && !(displayAlias != nil && closure.weakSelfName == displayAlias)
    }
    // A closure that did not hold `self` must not hold it now: a view keeping the closure (a
    // button's action, an observer) would never be freed. It reads a local `output` declared
    // before the statement holding it, and the call passes no view state.
    var outputLocal: InPlaceCall.OutputLocal?
    if context.reachesControllerAnew {
      if context.capturesInCase(tagger.classified.model.language) { return nil }
      guard !weak, reads.isEmpty, values.isEmpty, let top = context.top, !CommandContext.namesOutput(member) else { return nil }
      outputLocal = top
    }
    var explicitSelf = false
    if context.display != nil && !weak {
      // In the display method `self` is the view itself, however the callback held it
      // (`self?.`, `weakSelf` read `self` there): a method calls `output`, a closure `self.output`.
      receiver = nil
      explicitSelf = !closures.isEmpty
    } else if receiver?.receiverRange == nil && !closures.isEmpty {
      if weak {
        // Code of its own that never reaches the controller, in a closure holding it weakly
        // (`__weak typeof(self) weakSelf = self;` … `^{ [[NSUserDefaults standardUserDefaults]
        // setObject:… forKey:…]; }`), ran whether or not the controller was still there: through
        // `self?.output` it would not. It reads the local `output` declared before the statement
        // holding the closure, which holds the presenter, not the view. Only where every closure
        // around writes the types of the values it takes, as a closure kept in the view must
        // (an Objective-C block always does): the code there is read as written.
        guard receiver == nil, reads.isEmpty, values.isEmpty, let top = context.top, !CommandContext.namesOutput(member),
          closures.allSatisfy(\.writesParameterTypes),
          !context.capturesInCase(tagger.classified.model.language)
        else { return nil }
        outputLocal = top
      } else {
        // An escaping closure must name `self` to reach `output`.
        receiver = nil
        explicitSelf = true
      }
    }
    // A weakly held `self` would hand the view state over as an optional, and a value the
    // call returns through `self?.output` would be optional too (`let count = self?.output.count()`).
    if weak && !(reads.isEmpty && values.isEmpty) && receiver?.receiverRange != nil { return nil }
    // Through the local `output` the value is no optional, and nothing checks the controller.
    if weak && outputLocal == nil && (result != nil || returned != nil) { return nil }
    if facts.awaits {
      // The view passes view state before the code suspends: the code may not read it after
      // (`try await service.upload(); service.markClean(draft)`); an awaited call's own
      // arguments are read before it suspends (`await helper.prepare(self.braveCore.service)`).
      // Under a weak `self`, each statement after a suspension found the controller again (or
      // not): the run may suspend only in its last statement; code of its own reaching
      // nothing of the controller's checked nothing, and may.
      guard !InPlaceCall.readsAfterSuspending(reads, values, facts),
        !(weak && outputLocal == nil && parts.dropLast().contains { $0.facts.awaits })
      else { return nil }
    }
    if outputLocal != nil {
      receiver = nil
      explicitSelf = false
    }
    let naming = SplitNaming(member: member, classified: tagger.classified)
    let name: String
    if layer == .router {
      // Named after the call alone, not what its kept closure does next.
      // A case label names the screen a route shows, not a dismissal (`close`).
      let dismisses = parts.flatMap(\.facts.calls).contains { SplitNaming.dismissalNames.contains($0.name) }
      name = naming.routeName(
        for: parts, label: dismisses ? nil : context.caseLabel, taken: taken, callback: completion, screens: parameters.map(\.type))
    } else {
      func named(_ call: CallFact) -> Bool {
        call.name.first?.isLowercase == true && !call.name.hasPrefix("init") && !SplitNaming.namesAnObject(call)
      }
      // A kept closure's own call names the method (`requestRecordPermission`, not the
      // `sharedInstance` it is sent to, nor `lowercased()` in an argument).
      let writes = tagger.dataCalls(in: facts).filter { call in
        !StatementTagger.flushNames.contains(call.name) && !ServiceNames.isSharedInstanceAccessor(call.name)
      }
      // A run reading a setting to write it again is named after what it writes, its one write
      // by key (`let count = defaults.integer(forKey: "uploads")` then `defaults.set(count + 1,
      // forKey: "uploads")` → `saveUploads`), not after the read before it; not when the run
      // does other data work (`cache.clearQueue()`), which the key would not name.
      let keyedWrites = completion == nil && parts.count > 1 && writes.allSatisfy(SplitNaming.takesKey)
        ? facts.calls.filter(SplitNaming.writesByKey) : []
      let call = completion?.ownCall ?? (keyedWrites.count == 1 ? keyedWrites.first : nil)
        ?? tagger.dataCall(in: facts).flatMap { SplitNaming.namesAnObject($0) ? nil : $0 }
        ?? parts[0].facts.calls.first(where: named)
      // The statement making the call names its key (`set(isOn, forKey: "autoplay")` before a
      // `synchronize()`): the text of that statement alone.
      // Not when other writes share the run: one key would not name them all.
      let holder = completion == nil && (parts.count == 1 || writes.count == 1 || keyedWrites.count == 1)
        ? parts.first { part in part.facts.calls.contains { $0 == call } } : nil
      let text = holder.map { tagger.classified.model.text(of: $0.span) } ?? ""
      // A task (`[session dataTaskWithRequest:…]`) names nothing the user did: the member does.
      let base: String
      if let call, SplitNaming.namesNothing(call.name) {
        base = member.kind == .method && !EntryPointRule.lifecycleNames.contains(member.baseName) ? member.baseName : "load"
      } else {
        // Nothing named: the member does, or `load` in a lifecycle method (`viewDidLoad`).
        base = call.map { SplitNaming.commandName(for: $0, facts: facts, text: text) }
          ?? (EntryPointRule.lifecycleNames.contains(member.baseName) ? "load" : "update" + SplitNaming.capitalized(member.baseName))
      }
      // A command computing a local is named after it, as a query is after its value; not after
      // a local that says nothing (`error`, `result`, `data`) when a call names the work
      // (`NSError *error = [self.output performFetch];`).
      // A run returning what the view assigns is named after what it assigns, as a query is.
      let valueName = returned.map { SplitNaming.queryName(for: $0, text: tagger.classified.model.text(of: $0.span)) }
      let localName = result.flatMap { local in
        call != nil && SplitNaming.saysNothing(local.name) ? nil : SplitNaming.safeName(local.name)
      }
      let named = localName ?? valueName
        ?? SplitNaming.commandName(
          SplitNaming.methodName(base), sending: call, parameters: parameters, language: tagger.classified.model.language)
      name = SplitNaming.unique(named, taken: taken)
    }
    taken.insert(name)
    var method = PlannedMethod(name: name, parameters: parameters)
    method.returnType = result?.type ?? returnedType
    method.takeEffects(of: facts)
    if let completion {
      method.appendCompletion(
        objectiveC: tagger.classified.model.language == .objectiveC, parameterTypes: completion.parameters.compactMap(\.type))
    }
    method.conditions = conditions
    var call = InPlaceCall(
      memberID: member.id, kind: .command(parts), layer: layer, method: method, parameterReads: reads,
      viewReceiver: closures.isEmpty ? nil : receiver,
      group: StatementGroup(
        layer: layer, parts: prelude + parts + (returned == nil ? [] : [statements[run.upperBound + 1]]), method: method,
        catalogue: tagger.catalogue))
    call.explicitSelf = explicitSelf
    call.outputLocal = outputLocal
    call.prelude = prelude
    call.passedValues = values
    call.result = result
    call.returnedValue = returned.map { InPlaceCall.ReturnedValue(site: $0, statementStart: statements[run.upperBound + 1].span.start) }
    if let completion {
      call.completion = completion
      call.group.evidence = tagger.catalogue.evidence(for: facts).filter { $0.pattern != .ui }
    }
    return call
  }

  /// The value the statement after `run` assigns, when the run's data code computes it: the
  /// statement sets a property or an outer local (`self.accounts = …`, `notes = …`) to one value
  /// site reading a local the run declares (the fetch request it built), and nothing else of
  /// the statement is another layer's code. `nil` otherwise.
  private func returnedValue(after run: ClosedRange<Int>, in statements: [Statement], moved: [Range<Int>]) -> ValueSite? {
    let next = run.upperBound + 1
    guard next < statements.count else { return nil }
    let statement = statements[next]
    guard statement.kind == .assignment, statement.branches.isEmpty, statement.block.isEmpty,
      statement.compilationConditions == statements[run.lowerBound].compilationConditions,
      !moved.contains(where: { $0.overlaps(statement.extendedSpan.range) })
    else { return nil }
    let declared = Set(statements[run].flatMap(\.facts.definedLocals))
    // The outermost value the statement assigns.
    let sites = statement.valueSites.filter { site in
      if case .value(_, isDeclaration: false) = site.context { return true }
      return false
    }
    // Closures only as the value's calls take them (`products.map { Plan(product: $0) }`), which
    // run as it is computed and move with it.
    guard let site = sites.max(by: { $0.range.count < $1.range.count }),
      statement.allClosures.allSatisfy({ closure in closure.statements.allSatisfy { site.range.contains($0.span.start) } }),
      !declared.isDisjoint(with: site.facts.usedNames),
      tagger.signals(statement.facts.removing([site.facts])).layers.isEmpty
    else { return nil }
    return site
  }

  /// Whether a command may return a value of `type` that the view names `name`: a value, not a
  /// service, a UI object or a screen (`MasterTabBarController *`), nor one a method cannot
  /// return as declared (`String!` would come back `String?`, a closure type `@escaping`, a
  /// block); no name of the generated classes' own (`view`, `output`) or NSObject's (`hash`),
  /// nor of an Objective-C method family (`initValue`, `newItems`, `copyList`).
  private func returnable(_ type: InferredType, named name: String, in member: Member) -> Bool {
    guard type != .unknown, !tagger.holdsService(type), !tagger.holdsUIObject(type), !tagger.namesFilePrivateType(type),
      !tagger.namesLocalType(type, in: member),
      !(type.principalName?.hasSuffix("Controller") ?? false),
      case .written(let written) = type, !written.hasSuffix("!"), !written.contains("->"), !written.contains("^")
    else { return false }
    return !InPlaceCall.reservedResultNames.contains(name)
      && !["init", "new", "copy", "mutableCopy", "alloc"].contains(where: { family in
        name == family || (name.hasPrefix(family) && name.dropFirst(family.count).first?.isUppercase == true)
      })
  }

  /// The closure of `statement` that can stay in the view while its call is handed over: it ends
  /// the call that is the whole statement, binds no values of its own, writes the type of each
  /// parameter it takes (an Objective-C block always does; `{ (data: Data?, error: Error?) in`),
  /// and can be a closure returning nothing that escapes, since the view passes it on as
  /// `completion`: it neither throws nor awaits (in its body or its signature) nor returns a
  /// value, reaches the controller through an explicit `self` in Swift (implicit `self` is
  /// allowed only in a closure that does not escape), and captures no function or `inout`
  /// parameter of the member (which may not escape). No parameter of its own is named
  /// `completion`, which the moved call's forwarding closure calls.
  ///
  /// A closure taking values is a completion only when the call it ends is the layer's own call
  /// (`[session dataTask…]`, `[apiClient fetchItems:…]`, not `forEach` or `enumerateObjectsUsingBlock:`
  /// over a value read), and neither its body nor its parameter types do the layer's work (a
  /// database transaction the block writes through stays with the call: nothing is kept).
  private func keptCompletion(_ statement: Statement, in member: Member) -> Callback? {
    guard let callback = statement.callback, callback.literalRange != nil, !callback.declaresEffects,
      callback.parameters.allSatisfy({ parameter in
        parameter.type.map { !$0.hasPrefix("inout ") } == true && parameter.name != "_" && !parameter.name.hasPrefix("$")
          && parameter.name != InPlaceCall.completionParameter
      }),
      !callback.capturesValues, statement.closures.isEmpty
    else { return nil }
    let facts = CodeFacts.merged(callback.statements.map(\.facts))
    if facts.throwsErrors || facts.awaits { return nil }
    if !callback.parameters.isEmpty {
      guard let layer = tagger.callbackLayer(callback), tagger.endsOwnCall(callback, of: layer),
        !tagger.signals(facts).layers.contains(layer), !tagger.handsOverHandle(callback, of: layer)
      else { return nil }
    }
    // `return` alone ends a closure returning nothing; `return x` makes it return a value.
    if callback.statements.outsideClosures.contains(where: { statement in
      statement.kind == .returnStatement
        && !(statement.facts.calls.isEmpty && statement.facts.usedNames.isEmpty && statement.facts.selfReferences.isEmpty)
    }) {
      return nil
    }
    if tagger.classified.model.language == .swift {
      // An implicit member of the controller (not a global such as `print`, nor `self` passed on).
      if facts.selfReferences.contains(where: { reference in
        reference.receiverRange == nil && reference.name != "self"
          && (tagger.classified.resolver.resolve(reference) != nil || SignalCatalogue.inheritedViewAPI.contains(reference.name))
      }) {
        return nil
      }
      let escaping = Set((member.signature?.parameters ?? []).filter {
        SplitTyping.isBareFunctionType($0.type) || $0.type.hasPrefix("inout ")
      }.map(\.name))
      if !escaping.isDisjoint(with: facts.usedNames) { return nil }
    }
    return callback
  }
}

extension StatementTagger {
  /// What Swift code calls a mutating method of the standard collections or `Bool` on
  /// (`names.append(x)` → `names`): a value the view passes would change in the moved code's copy.
  static func mutatedRoots(in facts: CodeFacts) -> [String] {
    facts.calls.compactMap { call in mutatingCallNames.contains(call.name) ? ServiceNames.root(of: call.receiver) : nil }
  }

  /// Mutating methods of the standard collections and `Bool`: called on a value the view passes,
  /// they would change the moved code's copy.
  static let mutatingCallNames: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "removeValue", "updateValue",
    "sort", "reverse", "shuffle", "merge", "formUnion", "formIntersection", "subtract", "toggle", "negate", "replaceSubrange",
    "swapAt",
  ]
}

/// Where a query's read stands: the typed parameters of the closures around it, and those the
/// closures bind again (`guard let account = account`), which no input may read.
struct QueryContext {
  var closureParameters: [String: CallbackParameter] = [:]
  var rebound: Set<String> = []
  /// In a closure reaching the controller weakly (`self?`, a weak alias): the view computes no
  /// value for a query there, as it would be optional.
  var reachesControllerWeakly = false
}

/// A query the tagger found possible for one value site.
struct QueryDraft {
  var site: ValueSite
  var method: PlannedMethod
  var reads: [SelfReference]
  var values: [PassedValue] = []
}

extension StatementTagger {
  /// Queries that take every data read out of `statement`, when each is a value site the
  /// interactor can answer (typed, its inputs typed, no view code in it) and what remains is
  /// view or neutral code; `nil` otherwise. Outer sites first: `[[defaults objectForKey:k] boolValue]`
  /// is one query, not two.
  func queries(for statement: Statement, in member: Member, context: QueryContext = QueryContext()) -> [QueryDraft]? {
    guard let drafts = drafts(for: statement.allValueSites, in: statement, member: member, context: context)
    else { return nil }
    let remaining = statement.facts.removing(drafts.map(\.site.facts))
    guard signals(remaining).layers.isEmpty else { return nil }
    return drafts
  }

  /// Queries for those of the statement's own value sites (an `if`'s conditions, not its
  /// branches') that can be one; `nil` when none can. The caller checks what remains.
  func ownQueries(of statement: Statement, in member: Member, context: QueryContext = QueryContext()) -> [QueryDraft]? {
    drafts(for: statement.valueSites, in: statement, member: member, context: context)
  }

  /// A query for each of `sites` that can be one, outermost first and not overlapping one taken;
  /// `nil` when none can.
  private func drafts(for sites: [ValueSite], in statement: Statement, member: Member, context: QueryContext) -> [QueryDraft]? {
    var drafts: [QueryDraft] = []
    for site in sites.sorted(by: { ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound) }) {
      if drafts.contains(where: { $0.site.range.overlaps(site.range) }) { continue }
      if let draft = draft(for: site, in: statement, member: member, context: context) { drafts.append(draft) }
    }
    return drafts.isEmpty ? nil : drafts
  }

  private func draft(for site: ValueSite, in statement: Statement, member: Member, context: QueryContext) -> QueryDraft? {
    let facts = site.facts
    // A value that awaits or throws (`posts = try await api.fetchPosts()`, the marks inside the
    // value) is read by a method that does the same, called with the same marks.
    guard !facts.returns, facts.definedLocals.isEmpty, keepsEffects(facts, of: member) else { return nil }
    let (layers, view) = signals(Self.withoutCastValueType(site), sharingObjects: true, viewValues: !context.reachesControllerWeakly)
    guard layers == [.interactor], view == nil else { return nil }
    let typing = SplitTyping(member: member, classified: classified)
    // A query answers a value; it does not hand the service itself to the view
    // (`NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];`, an app's
    // `MUConnectionController *connection = [MUConnectionController sharedController];`,
    // `[NSHTTPCookieStorage sharedHTTPCookieStorage]`, whose type no signal names).
    // The value the site gives is the shared instance itself (`[X sharedManager]`, `X.shared`), not
    // a property read from it (`[X sharedManager].userName`).
    if site.givesSharedInstance { return nil }
    guard let returnType = typing.returnType(of: site, in: statement), !holdsService(returnType),
      !namesFilePrivateType(returnType), !answersScreen(returnType)
    else { return nil }
    guard let (parameters, reads, values) = inputs(
      of: facts, at: site.range.lowerBound, in: member, landingIn: .interactor, sharingObjects: true, closureParameters: context.closureParameters,
      rebound: context.rebound, viewValues: !context.reachesControllerWeakly)
    else { return nil }
    // The view would pass view state before the value suspends; the code read it after
    // (`posts = (try? await service.fetchPosts()) ?? posts`).
    if InPlaceCall.readsAfterSuspending(reads, values, facts) { return nil }
    // A computed property that is one statement returning what its query reads, whole, answers
    // with it: the query takes its name (not `!store.isReachable()`, nor `urls(…)[0]`).
    let returnsWhole = SplitTyping.returnsWhole(site, in: statement, language: classified.model.language)
    let property = member.kind == .computedProperty && member.statements.count == 1 && returnsWhole ? member.baseName : nil
    var method = PlannedMethod(
      name: SplitNaming.queryName(for: site, text: classified.model.text(of: site.span), property: property), parameters: parameters)
    method.returnType = returnType
    method.takeEffects(of: facts)
    return QueryDraft(site: site, method: method, reads: reads, values: values)
  }

  /// The site's facts without the Core Graphics value type its value is cast to
  /// (`defaults.value(forKey: kBrightness) as? CGFloat`): the cast names the read's type, which
  /// is a number or a geometry value, not drawing; the read stays the interactor's.
  static func withoutCastValueType(_ site: ValueSite) -> CodeFacts {
    var facts = site.facts
    guard let cast = site.castType.map(SplitTyping.wrapped), UISignals.coreGraphicsValueTypes.contains(cast),
      let last = facts.typeNames.lastIndex(where: { $0.name == cast })
    else { return facts }
    facts.typeNames.remove(at: last)
    return facts
  }

  /// The declarations a query takes along instead of parameters, removed from `draft`'s
  /// parameters: each local parameter declared by a statement that does nothing but reach a
  /// data service (`NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];`,
  /// `let fileManager = FileManager.default`: it reads nothing else and only the interactor's
  /// layer signals), when the query is the local's only reader and the declaration stays in the
  /// view (outside `avoiding`). Running it inside the query is the same: it has no other effect.
  /// A prelude reading the member's values (`req.predicate = [NSPredicate predicateWithFormat:@"name
  /// = %@", name]`) has the query take those instead.
  func prelude(for draft: inout QueryDraft, in member: Member, avoiding: [Range<Int>], context: QueryContext) -> [Statement] {
    let locals = Set(draft.method.parameters.map(\.name)).intersection(member.facts.definedLocals)
    let prelude = prelude(declaring: locals, for: draft.site.facts, at: draft.site.range, of: .interactor, in: member, avoiding: avoiding)
    let declared = Set(prelude.flatMap(\.ownDefinedLocals))
    guard prelude.contains(where: { !Set($0.facts.usedNames).isSubset(of: declared) }) else {
      draft.method.parameters.removeAll { declared.contains($0.name) }
      return prelude
    }
    guard let (parameters, reads, values) = inputs(
      of: CodeFacts.merged(prelude.map(\.facts) + [draft.site.facts]), at: draft.site.range.lowerBound, in: member, landingIn: .interactor,
      sharingObjects: true, closureParameters: context.closureParameters, rebound: context.rebound,
      declared: declared, viewValues: !context.reachesControllerWeakly)
    else { return [] }
    draft.method.parameters = parameters
    draft.reads = reads
    draft.values = values
    return prelude
  }

  /// The declarations code of `layer` takes along instead of reading `locals` from the view, the
  /// code being what `facts` does at `code`: each local of the member declared once, before the
  /// code, by a statement doing nothing but the layer's own work (reaching a data service for the
  /// interactor, `let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)` for the router)
  /// or, for the router, building the screen it shows (`let help = HelpViewController()`) or
  /// another value it computes: it reads nothing of the view and no other local (the
  /// interactor's may read the member's values that stay the same until the code runs,
  /// `isSteadyValue`, which the code then takes instead), and the code is its only reader,
  /// outside `avoiding`. The declaration then runs where the code runs, which it may: it has no
  /// other effect.
  func prelude(
    declaring locals: Set<String>, for facts: CodeFacts, at code: Range<Int>, of layer: Layer, in member: Member, avoiding: [Range<Int>]
  ) -> [Statement] {
    let start = code.lowerBound
    guard !locals.isEmpty else { return [] }
    // The prelude is copied as written: a type nested in the controller would need qualifying.
    let nested = Set(classified.model.members.filter { $0.kind == .nestedDeclaration }.map(\.name))
    let scope = ScopeRule(model: classified.model)
    // Types the member declares in its body (`final class Sheet: UIViewController {}`): no other
    // class sees them.
    let localTypes = localTypes.names(in: member, model: classified.model)
    var prelude: [Statement] = []
    // Swift facts list every read of a name; Objective-C facts a name once per stretch of code,
    // where only the statements apart from the code tell whether anything else reads it.
    let countsReads = classified.model.language == .swift
    for name in locals.sorted() {
      // One declaration of the name in the member; a shared service local may have one in each
      // branch (`NSUserDefaults *defaults = …` in an `if` and its `else`): the one the code sees.
      let declarations = member.facts.definedLocals.filter({ $0 == name }).count
      let found = declarations == 1
        ? member.flattenedStatements.first(where: { $0.kind == .declaration && $0.facts.definedLocals.contains(name) && $0.ownDefinedLocals == [name] })
        : declarations > 1 && layer == .interactor && sharedServiceLocals.contains(name) ? visibleDeclaration(of: name, at: start, in: member) : nil
      guard let declaration = found, declaration.span.end <= start,
        !avoiding.contains(where: { $0.overlaps(declaration.extendedSpan.range) })
      else { continue }
      let own = declaration.facts
      // The interactor's may read the member's values the code could take in its place
      // (`[NSPredicate predicateWithFormat:@"name = %@", name]`); each is passed instead.
      let isInput = { (read: String) in
        read == name
          || (layer == .interactor
            && self.isSteadyValue(read, for: name, declaredBy: declaration, readAt: code, codeFacts: facts, in: member))
      }
      guard own.selfReferences.isEmpty, own.usedNames.allSatisfy(isInput), declaration.allClosures.isEmpty,
        !own.typeNames.contains(where: { nested.contains($0.name) }),
        !own.returns, !own.awaits, !own.throwsErrors, declaration.branches.isEmpty
      else { continue }
      let (layers, view) = signals(own, asNavigation: layer == .router)
      guard view == nil, !own.typeNames.contains(where: { localTypes.contains($0.name) }), isPlainSetUp(own, of: layer) else { continue }
      // Its one reader is this code; a service's shared instance may have others, each declaring
      // it for itself (`sharedServiceLocals`).
      let shared = layer == .interactor && layers == [.interactor] && sharedServiceLocals.contains(name)
        && Self.reachesSharedInstanceOnly(own) && !member.facts.assignedNames.contains(name)
        && !sharesLines(declaration, in: member)
      if declarations > 1 && !shared { continue }
      // The statements setting the data object up just after its declaration go with it
      // (`request.sortDescriptors = [NSSortDescriptor(key: "savedAt", ascending: false)]`).
      let setUp = shared || layer != .interactor ? [] : configuringStatements(of: name, after: declaration, before: start, in: member, reading: isInput)
      if !shared {
        let setUpReads = setUp.reduce(0) { $0 + $1.facts.readCount(of: name) }
        if countsReads && facts.readCount(of: name) + setUpReads != member.facts.readCount(of: name) { continue }
        if Self.reads(name, in: member.statements, apartFrom: [code], declarations: Set([declaration.span.range] + setUp.map(\.span.range))) {
          continue
        }
      }
      if layers.isEmpty {
        // A screen built for the route alone (not a local declared without a value), of names
        // the router sees too.
        guard layer == .router, !own.calls.isEmpty, [.buildsScreen, .neutral].contains(tag(declaration, in: member)),
          scope.filePrivateUse(in: own) == nil, scope.possiblyInheritedName(in: own) == nil
        else { continue }
      } else if layers != [layer] {
        continue
      }
      // A screen is built where it was, just before the statement showing it: nothing the view
      // runs between could change what it is built from.
      if layer == .router, !Self.precedes(declaration.span.range, code: code, in: member.statements) { continue }
      if setUp.contains(where: { statement in avoiding.contains { $0.overlaps(statement.extendedSpan.range) } }) { continue }
      prelude.append(declaration)
      prelude += setUp
    }
    return prelude.sorted { $0.span.start < $1.span.start }
  }

  /// The statements just after `declaration`, in its own list and before `code`, that only set
  /// up the data object it declares: each assigns through `name` (`request.sortDescriptors =
  /// …`, `request.fetchLimit = 20`) from a value reading nothing of the view, nor another local
  /// but an input the code may take in its place (`isInput`), and is data code, presentation
  /// code (a predicate, a sort order) or no layer's. They run with the declaration wherever it runs.
  func configuringStatements(
    of name: String, after declaration: Statement, before code: Int, in member: Member, reading isInput: (String) -> Bool
  ) -> [Statement] {
    guard let list = Self.list(holding: declaration.span.range, in: member.statements),
      let index = list.firstIndex(where: { $0.span.range == declaration.span.range })
    else { return [] }
    var result: [Statement] = []
    for statement in list[(index + 1)...] {
      let facts = statement.facts
      guard statement.kind == .assignment, statement.span.end <= code, facts.assignedNames == [name],
        facts.usedNames.allSatisfy(isInput), facts.selfReferences.isEmpty, statement.allClosures.isEmpty,
        statement.branches.isEmpty, !facts.returns, !facts.awaits, !facts.throwsErrors, !sharesLines(statement, in: member)
      else { break }
      // A filter or an order is presenter code elsewhere (`[NSPredicate predicateWithFormat:]`
      // validates input); set on the data object, it is part of the read.
      let (layers, view) = signals(facts)
      guard view == nil, layers.isSubset(of: [.interactor, .presenter]) else { break }
      result.append(statement)
    }
    return result
  }

  /// Whether `name`, which the prelude declaring `local` at `declaration` reads, holds the same
  /// value where the code at `code` (doing `codeFacts`) runs, so the code may take it in its place:
  /// - it is one binding of the member: a parameter or a local declared once, no closure
  ///   parameter or pattern binding of that name anywhere (which the call would pass instead);
  ///   not a service's local reaching a shared instance, which other calls may take from the view;
  /// - the member never writes it (nor, in Swift, mutates it in place);
  /// - nothing runs between that could change what it holds: the statements between are
  ///   declarations and assignments calling nothing (`NSError *error = nil;`), or the prelude's own
  ///   set-up of `local`; a statement holding the code calls nothing else;
  /// - the code is not inside a closure the declaration is outside of (it runs later).
  func isSteadyValue(
    _ name: String, for local: String, declaredBy declaration: Statement, readAt code: Range<Int>, codeFacts: CodeFacts,
    in member: Member
  ) -> Bool {
    let isParameter = member.signature?.parameters.contains { $0.name == name } == true
    let statements = member.flattenedStatements
    let closures = statements.flatMap(\.allClosures)
    // Swift facts list the member's parameters among its locals; Objective-C facts do not.
    let listsParameters = classified.model.language == .swift
    let bindings = member.facts.definedLocals.filter { $0 == name }.count + (isParameter && !listsParameters ? 1 : 0)
      + closures.filter { $0.parameters.contains { $0.name == name } }.count
      + statements.flatMap(\.branches).filter { $0.boundNames.contains(name) }.count
    guard bindings == 1, !member.facts.assignedNames.contains(name) else { return false }
    // A service's local (`let defaults = UserDefaults.standard`): the calls reading it declare it
    // for themselves and the view's declaration may leave with them, so none takes it.
    if statements.contains(where: { statement in
      statement.kind == .declaration && statement.ownDefinedLocals == [name] && Self.reachesSharedInstanceOnly(statement.facts)
    }) {
      return false
    }
    if classified.model.language == .swift, Self.mutatedRoots(in: member.facts).contains(name) { return false }
    let between = declaration.span.end..<code.lowerBound
    for statement in statements where between.contains(statement.span.start) {
      let facts = statement.facts
      if statement.span.end <= code.lowerBound {
        if facts.assignedNames == [local] && statement.kind == .assignment { continue }
        guard [.declaration, .assignment].contains(statement.kind), facts.calls.isEmpty, statement.allClosures.isEmpty else { return false }
      } else if statement.span.end >= code.upperBound, !facts.removing([codeFacts]).calls.isEmpty {
        return false
      }
    }
    return !closures.contains { closure in
      guard let first = closure.statements.first, let last = closure.statements.last else { return false }
      let body = first.span.start..<last.span.end
      return body.contains(code.lowerBound) && !body.contains(declaration.span.start)
    }
  }

  /// The statement list, at any depth of `statements`, holding the statement at `range`.
  static func list(holding range: Range<Int>, in statements: [Statement]) -> [Statement]? {
    if statements.contains(where: { $0.span.range == range }) { return statements }
    for statement in statements where statement.span.range.contains(range.lowerBound) {
      for list in statement.nestedLists { if let found = self.list(holding: range, in: list) { return found } }
    }
    return nil
  }

  /// Whether code does nothing but reach a shared instance (`UserDefaults.standard`,
  /// `[NSUserDefaults standardUserDefaults]`, `FileManager.default`): the same object wherever it
  /// runs, unlike a construction (`NSManagedObjectContext(…)`), which each copy would make anew,
  /// or the current one of something (`UserSession.currentUser`), which a later copy may not find.
  static func reachesSharedInstanceOnly(_ facts: CodeFacts) -> Bool {
    let calls = facts.calls.allSatisfy { ServiceNames.isStableInstanceAccessor($0.name) }
    let members = facts.typeMemberReferences.allSatisfy { reference in
      ServiceNames.isStableInstanceAccessor(String(reference.name.split(separator: ".").last ?? ""))
    }
    return calls && members && !(facts.calls.isEmpty && facts.typeMemberReferences.isEmpty)
  }

  /// Whether another statement of the member shares a line with `declaration` (`let defaults =
  /// UserDefaults.standard; let fallback = "x"`): taking its lines would take that code too.
  func sharesLines(_ declaration: Statement, in member: Member) -> Bool {
    let lines = declaration.span.startLine...declaration.span.endLine
    return member.flattenedStatements.contains { other in
      other.span.range != declaration.span.range && !other.span.range.contains(declaration.span.start)
        && (other.span.startLine...other.span.endLine).overlaps(lines)
    }
  }

  /// The declaration of `name` the code at `position` sees: the last one before it in the
  /// innermost scope declaring it (`SplitTyping.scopes(around:)`); `nil` when a closure's
  /// parameter or a clause's binding hides it first, or none declares it plainly.
  func visibleDeclaration(of name: String, at position: Int, in member: Member) -> Statement? {
    for scope in SplitTyping(member: member, classified: classified).scopes(around: position) {
      if scope.hidden.contains(name) || scope.bound?.contains(name) == true { return nil }
      if let declaration = scope.statements.last(where: { SplitTyping.declaresForWhatFollows($0, name) }) {
        return declaration.kind == .declaration && declaration.ownDefinedLocals == [name] ? declaration : nil
      }
    }
    return nil
  }

  /// Whether a declaration's value only sets something up, so that running it elsewhere or not
  /// at all has no effect and gives the same value: constructions (`HelpViewController()`,
  /// `[[AVPlayer alloc] init]`, `new`), navigation's own factories (`UIStoryboard(name:bundle:)`,
  /// `storyboardWithName:bundle:`) and, for the interactor, a service's shared instance
  /// (`UserDefaults.standard`, `[NSUserDefaults standardUserDefaults]`) or a class's convenience
  /// constructor (`[NSFetchRequest fetchRequestWithEntityName:@"Message"]`), each taking no value
  /// but constants (literals, `Bundle.main`, a nested type's cases) and the inputs `prelude` allows. Not a read (`UIApplication.shared.applicationIconBadgeNumber`,
  /// `defaults.integer(forKey:)`) nor any other call, which may change state (`Counter.next()`)
  /// or read it. A type's bundle accessor taking nothing (`[OTRAssets resourcesBundle]`,
  /// `OTRAssets.resourcesBundle`, `ServiceNames.namesBundle`) names where resources are, as `Bundle.main` does.
  func isPlainSetUp(_ facts: CodeFacts, of layer: Layer) -> Bool {
    // Constants reached through a type: a nested type (`UITableView.Style`), the main bundle;
    // for the interactor, a service's shared instance.
    let accessors = facts.typeMemberReferences.allSatisfy { reference in
      let member = String(reference.name.split(separator: ".").last ?? "")
      return member.first?.isUppercase == true || reference.name == "Bundle.main" || ServiceNames.namesBundle(member)
        || (layer == .interactor && ServiceNames.isSharedInstanceAccessor(member))
    }
    guard accessors else { return false }
    return facts.calls.allSatisfy { call in
      if call.name.first?.isUppercase == true || call.name == "alloc" || call.name == "new" || call.name.hasPrefix("init") { return true }
      let takesNothing = !call.fullName.contains(":") || call.fullName.hasSuffix("()")
      // The bundle a type keeps its resources in (`[OTRAssets resourcesBundle]`, `[NSBundle
      // mainBundle]`): a place to load a storyboard from, the same wherever it is asked for.
      if takesNothing, ServiceNames.namesBundle(call.name), let receiver = call.receiver, ServiceNames.isTypeName(receiver) { return true }
      // For the interactor, a service's shared instance, or the description of a read a class
      // makes (`[NSFetchRequest fetchRequestWithEntityName:@"Message"]`, `[NSPredicate
      // predicateWithFormat:…]`, Core Data's generated `Note.fetchRequest()`): not an object that
      // acts once made (`[NSURLConnection connectionWithRequest:delegate:]` starts loading,
      // `[FMDatabaseQueue databaseQueueWithPath:]` opens a file).
      if layer == .interactor {
        let describesRead = ServiceNames.isConvenienceConstructor(call) && call.receiver.map(ServiceNames.describesRead) == true
        let makesRequest = call.name == "fetchRequest" && takesNothing && call.receiver.map(ServiceNames.isTypeName) == true
        return (ServiceNames.isSharedInstanceAccessor(call.name) && takesNothing) || describesRead || makesRequest
      }
      return catalogue.evidence(for: CodeFacts(calls: [call])).contains { $0.pattern == .navigation }
    }
  }

  /// Whether the declaration at `declaration` is the statement just before the one holding the
  /// code at `code`, in the same statement list (comments and blank lines between are no code).
  static func precedes(_ declaration: Range<Int>, code: Range<Int>, in statements: [Statement]) -> Bool {
    for (index, statement) in statements.enumerated() {
      if statement.span.range == declaration {
        guard index + 1 < statements.count else { return false }
        let next = statements[index + 1].span.range
        return next.lowerBound <= code.lowerBound && code.lowerBound < next.upperBound
      }
      guard statement.span.range.lowerBound <= declaration.lowerBound, declaration.upperBound <= statement.span.range.upperBound
      else { continue }
      let inner = statement.nestedLists
      return inner.contains { precedes(declaration, code: code, in: $0) }
    }
    return false
  }

  /// Whether a statement of `statements` other than the declarations at `declarations` reads
  /// `name` apart from the code at `code`: one beside the code, the conditions or expression of
  /// one holding it, or a branch, block or closure of that one not holding the code.
  static func reads(_ name: String, in statements: [Statement], apartFrom code: [Range<Int>], declarations: Set<Range<Int>>) -> Bool {
    for statement in statements where !declarations.contains(statement.span.range) {
      let range = statement.span.range
      if code.contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }) { continue }
      let inside = code.filter { range.overlaps($0) }
      guard !inside.isEmpty else {
        if statement.namesRead.contains(name) { return true }
        continue
      }
      // The statement's own code (its conditions, its expression: not its branches', block's
      // or closures' statements) reads the name apart from the code when it reads it more often
      // than the code's sites among its value sites do.
      let inner = statement.nestedLists
      let innerReads = inner.joined().reduce(0) { $0 + $1.facts.readCount(of: name) }
      let coveredReads = statement.valueSites.reduce(0) { count, site in
        code.contains { $0.lowerBound <= site.range.lowerBound && site.range.upperBound <= $0.upperBound }
          ? count + site.facts.readCount(of: name) : count
      }
      if statement.facts.readCount(of: name) - innerReads > coveredReads { return true }
      // An `if` or `switch` tells its conditions as text too (an Objective-C `if` as its subject
      // and its first branch's label): naming the name more often than the code's sites read it.
      var conditions = statement.branches.map(\.label)
      if let subject = statement.subject, !conditions.contains(subject) { conditions.append(subject) }
      if conditions.flatMap({ SourceWords.identifiers(in: $0) }).filter({ $0 == name }).count > coveredReads { return true }
      if inner.contains(where: { reads(name, in: $0, apartFrom: code, declarations: declarations) }) { return true }
    }
    return false
  }

  /// Whether a value of `type` is a data service: a data library type or an inferred service
  /// (`NSUserDefaults *`, `[MUConnectionController]`). Code handing values over never hands it.
  func holdsService(_ type: InferredType) -> Bool {
    type.names.contains { catalogue.isDataType($0) || catalogue.services.types[$0] != nil }
  }

  /// Whether `type` names a type only the controller's file declares (`typedef NS_ENUM(…, XYZSort)`
  /// in the `.m`), or a type other than a class that an input header declares (`typedef enum {
  /// … } DashboardViewMode;` in the controller's header, which imports the view's protocols and
  /// so cannot be imported by them): a generated protocol declaring it would not compile. A
  /// header's class is named after `@class` (`ObjCModuleRenderer.protocolFile`).
  func namesFilePrivateType(_ type: InferredType) -> Bool {
    type.names.contains { classified.model.isUnnameableInGeneratedHeaders($0) }
  }

  /// Whether code with `facts` may move into a method that awaits or throws as it does: code
  /// that does neither always may; Swift code may (`async`, `throws`), unless its errors leave
  /// `member` typed (`throws(StoreError)`) or rethrown, which the new method's `any Error` would
  /// not keep. Objective-C code never awaits or throws.
  func keepsEffects(_ facts: CodeFacts, of member: Member) -> Bool {
    guard facts.awaits || facts.throwsErrors else { return true }
    return classified.model.language == .swift && !(facts.throwsErrors && member.signature?.throwsSpecially == true)
  }

  /// Whether a closure inside `statements` captures a stored property of the controller by name
  /// in its capture list (`{ [indexStore] in … }`).
  func capturesStoredProperty(_ statements: [Statement]) -> Bool {
    let captured = Set(statements.flatMap(\.allClosures).flatMap(\.capturedNames))
    guard !captured.isEmpty else { return false }
    return classified.model.members.contains { $0.kind == .storedProperty && captured.contains($0.propertyName) }
  }

  /// Whether `statements` declare a local copying a property the Assembly injects into the class
  /// the code moves to (`let api = self.api`, `let store = indexStore`, no type written): there
  /// the property is `PostsAPI!`, and the copy would be a `PostsAPI?`. Swift only.
  func copiesInjectedProperty(_ statements: [Statement]) -> Bool {
    guard classified.model.language == .swift else { return false }
    return statements.contains { statement in
      // The value is the property itself: the reference ends the statement (not
      // `tabManager.tabsForCurrentMode`, where the implicit unwrap gives a plain value).
      guard statement.kind == .declaration, statement.facts.calls.isEmpty, statement.ownDefinedLocals.count == 1,
        statement.facts.localTypes.isEmpty, statement.facts.selfReferences.count == 1,
        statement.facts.selfReferences[0].nameRange.upperBound == statement.span.end,
        let target = classified.resolver.resolve(statement.facts.selfReferences[0])
      else { return false }
      let classification = classified.members[target]
      return injectable.contains(target) || classification.isSharedService || classification.isInjectedService
    }
  }

  /// A type the member declares in its body that code with `facts` names (`Draft(text: "x")`
  /// after `struct Draft { … }` in the method): moved to another layer, the code would not see it.
  func localType(namedIn facts: CodeFacts, of member: Member) -> String? {
    guard !facts.typeNames.isEmpty else { return nil }
    let declared = localTypes.names(in: member, model: classified.model)
    return declared.isEmpty ? nil : facts.typeNames.first { declared.contains($0.name) }?.name
  }

  /// Whether `type` names a type `member` declares in its body (`enum Mode { … }` inside the
  /// method): no other class sees it.
  func namesLocalType(_ type: InferredType, in member: Member) -> Bool {
    let names = type.names
    guard !names.isEmpty else { return false }
    let declared = localTypes.names(in: member, model: classified.model)
    return !declared.isEmpty && names.contains(where: declared.contains)
  }

  /// Whether a value of `type` is a view or a screen (`UIButton`, `[AppDelegate theDelegate].masterTabBarController`):
  /// what the view shows or navigates with, never data a query answers.
  func answersScreen(_ type: InferredType) -> Bool {
    guard let name = type.principalName else { return false }
    return holdsUIObject(type) || (Self.namesController(name) && !catalogue.isDataType(name))
  }

  /// Whether a value of `type` is a UI object (`UIButton`, `[UITableViewCell]`, `UIBarButtonItem *`),
  /// which the interactor never gets.
  func holdsUIObject(_ type: InferredType) -> Bool {
    type.principalName.map(catalogue.isUIObjectType) ?? false
  }

  /// Whether a parameter holds a UI object: by its type, or as an action's `sender` typed as any
  /// object (`_ sender: Any`, `(id)sender`), the control or bar item that sent it whatever the
  /// code casts it to.
  func holdsUIObject(_ parameter: PlannedParameter) -> Bool {
    if holdsUIObject(parameter.type) { return true }
    guard parameter.name == "sender", case .written(let type) = parameter.type else { return false }
    return ["Any", "Any?", "AnyObject", "AnyObject?", "id", "id _Nullable", "id _Nonnull"].contains(type)
  }

  /// What code handed over in place to `layer` takes as parameters: the view state it reads (the
  /// view passes the value; `reads` are the references the moved copy reads as parameters), the
  /// member's locals and parameters, and `closureParameters` of the closures around it, each
  /// typed; `nil` when one cannot be passed or typed. Names in `declared` are the code's own.
  func inputs(
    of facts: CodeFacts, at position: Int, in member: Member, landingIn layer: Layer, sharingObjects: Bool = false,
    closureParameters: [String: CallbackParameter] = [:], rebound: Set<String> = [], declared: Set<String> = [],
    // Values the view computes (`StatementTagger.viewValue`): a query's only; screens a view
    // member builds, for a command read once where it stood.
    viewValues: Bool = false, screenValues: Bool = false
  ) -> (parameters: [PlannedParameter], reads: [SelfReference], values: [PassedValue])? {
    var parameters: [PlannedParameter] = []
    var reads: [SelfReference] = []
    var values: [PassedValue] = []
    // A control's value is passed on, the control stays: one parameter per read as written.
    // Its name is one the code does not use otherwise: no local, parameter or member it names
    // (`notes.save(notesField.text)` passes `notesFieldText`, not `notes`).
    // A view value may take its member's name: the code no longer reads the member.
    // An out-argument's parameter keeps the local's name: the code reads it in place of `&local`.
    // So may an instance variable's: the code reads the parameter in its place.
    let outLocals = Set(facts.outArguments.map(\.name))
    lazy var taken = Set(
      facts.usedNames.filter { !outLocals.contains($0) } + facts.definedLocals
        + facts.selfReferences.filter { reference in
          !(viewValues && viewValue(of: reference) != nil) && !(screenValues && viewValue(of: reference, screens: true) != nil)
            && instanceVariableValue(of: reference, in: facts, sharingObjects: sharingObjects) == nil
        }.map(\.name)
    ).union(declared)
    func pass(_ value: PassedValue) -> Bool {
      guard let (named, isNew) = PassedValue.named(value, after: values, isFree: { name in
        !taken.contains(name) && !parameters.contains { $0.name == name }
      }) else { return false }
      values.append(named)
      if isNew { parameters.append(PlannedParameter(name: named.name, type: .written(named.type))) }
      return true
    }
    for reference in facts.selfReferences {
      guard let target = classified.resolver.resolve(reference) else {
        // An instance variable's value, passed as a control's is.
        if let value = instanceVariableValue(of: reference, in: facts, sharingObjects: sharingObjects) {
          guard pass(value) else { return nil }
        }
        continue
      }
      if injectable.contains(target) || classified.layer(of: target) == layer && !classified.members[target].isMixed { continue }
      if let value = controlValue(of: reference, in: facts) ?? (viewValues ? viewValue(of: reference) : nil)
        ?? (screenValues && layer == .router ? viewValue(of: reference, screens: true) : nil)
      {
        guard pass(value) else { return nil }
        continue
      }
      // A property's observer or setter reads the property's own value, which the view keeps,
      // whatever the property's layer (`didSet { UserDefaults.standard.set(sortOrder, …) }`).
      let ownValue = target == member.id && !member.accessorBodies.isEmpty && !reference.isWrite && reference.calledName == nil
        && !facts.calls.contains { $0.receiver == reference.name }
      guard ownValue || isPassableRead(reference, target, in: facts, sharingObjects: sharingObjects, navigating: layer == .router) else {
        return nil
      }
      let parameter = PlannedParameter(reading: classified.model.members[target])
      guard parameter.type != .unknown, !namesFilePrivateType(parameter.type) else { return nil }
      reads.append(reference)
      // A passed value holds the name already: two values would share one parameter.
      if values.contains(where: { $0.name == parameter.name }) { return nil }
      if !parameters.contains(where: { $0.name == parameter.name }) { parameters.append(parameter) }
    }
    let typing = SplitTyping(member: member, classified: classified)
    let locals = facts.usedNames.isEmpty ? [] : Set(member.facts.definedLocals + (member.signature?.parameters.map(\.name) ?? []))
    // The locals the code sees where it stands, scope by scope.
    lazy var scoped = { var scoped = typing; scoped.enclosing = typing.scopes(around: position); return scoped }()
    // A value passed on is a copy: code writing a local of the view's (`[context
    // executeFetchRequest:request error:&error]`, `count += 1`) would leave the view's unchanged.
    var written = Set(facts.assignedNames)
    // So would a Swift mutating call on one (`names.append(x)`, `counts.removeAll()`), which
    // `assignedNames` does not list: the common ones of the standard collections.
    if classified.model.language == .swift {
      written.formUnion(Self.mutatedRoots(in: facts).filter { !declared.contains($0) })
    }
    var passed = Set<String>()
    // The parameters carrying view state and control values, named before the locals.
    let stateParameters = Set(parameters.map(\.name))
    for name in facts.usedNames where !declared.contains(name) && !passed.contains(name) {
      if stateParameters.contains(name) {
        // A local or closure parameter named like view state the code passes (`self.error` and
        // the local `error`): one parameter cannot carry both.
        if locals.contains(name) || closureParameters[name] != nil { return nil }
        continue
      }
      if parameters.contains(where: { $0.name == name }) { continue }
      if written.contains(name), locals.contains(name), let value = outArgumentValue(name, in: facts, typing: scoped) {
        guard pass(value) else { return nil }
        passed.insert(name)
        continue
      }
      if written.contains(name) && (closureParameters[name] != nil || locals.contains(name)) { return nil }
      if locals.contains(name), let controlValues = controlValues(through: name, in: facts, member: member, typing: typing) {
        for value in controlValues where !pass(value) { return nil }
        passed.insert(name)
        continue
      }
      if let parameter = closureParameters[name] {
        // Rebound inside the closure (`guard let account = account`): the code reads the
        // unwrapped value, whose type is not written. Nor a type only the member names: its
        // generic parameter, a type it declares, an `inout` value, whose writes would not reach
        // the caller (`func bump(_ value: inout Int)` declared in the member, `{ (item: Item) in`).
        guard let type = parameter.type, !rebound.contains(name), !namesFilePrivateType(.written(type)),
          !namesLocalType(.written(type), in: member), SplitTyping.whyNotNameableOutside(type, of: member) == nil
        else { return nil }
        parameters.append(PlannedParameter(name: name, type: .written(type)))
      } else if locals.contains(name) {
        var type = scoped.type(of: name, definedIn: [])
        // A screen the route only shows is any view controller, whatever made it (`let controller =
        // ShareHelper.makeActivityViewController(…)`, then `present(controller, animated: true)`),
        // when its name or the code making it says it is a controller (an app's own
        // `present(_:animated:)` may show something else). Not an alert, which the view shows
        // itself: named as one, or made by code naming one (`alert.alertController()`,
        // `UIAlertController.restoreTabsAlert(…)`).
        if type == .unknown, layer == .router, Self.onlyShows(name, in: facts), !SignalCatalogue.isNamedAsAlert(name),
          let declaration = visibleDeclaration(of: name, at: position, in: member), !Self.namesAlert(declaration.facts),
          Self.namesController(name) || Self.namesController(declaration.facts)
        {
          type = .written("UIViewController")
        }
        // A value the moved code only hands to a well-known call taking one type
        // (`FileManager.default.fileExists(atPath: path)`) crosses as that type.
        if type == .unknown, let handed = typing.handedArgumentType(of: name, in: facts) { type = .written(handed) }
        guard type != .unknown, !namesFilePrivateType(type), !namesLocalType(type, in: member) else { return nil }
        parameters.append(PlannedParameter(name: name, type: type))
      }
    }
    return (parameters, reads, values)
  }
}

extension StatementTagger {
  /// Whether the code reads the Swift local `name` only as the screen of `UIViewController`'s
  /// transitions (`present(controller, animated: true)`, `show(controller, sender: self)`,
  /// `navigationController?.pushViewController(controller, animated: true)`): each read is the
  /// first argument of such a call.
  static func onlyShows(_ name: String, in facts: CodeFacts) -> Bool {
    facts.callsTakingOnly(name)?.allSatisfy { call in
      shownScreenCalls.contains(call.name) && ScopeRule.isTransitionCall(call.name, fullName: call.fullName)
    } ?? false
  }

  static let shownScreenCalls: Set<String> = ["present", "pushViewController", "show", "showDetailViewController"]

  /// Whether a name says it holds a view controller: `controller`, `playlistController`,
  /// `detailVC`, `makeActivityViewController`.
  static func namesController(_ name: String) -> Bool {
    name.hasSuffix("Controller") || name.hasSuffix("controller") || name.hasSuffix("VC") || name.hasSuffix("Vc")
      || name.contains("ViewController")
  }

  /// Whether code making a value names a view controller: a call, what it is sent to, or a type.
  static func namesController(_ facts: CodeFacts) -> Bool {
    facts.calls.contains { namesController($0.name) || $0.receiver.map(namesController) == true }
      || facts.typeNames.contains { namesController($0.name) }
  }

  /// Whether code names an alert or action sheet: a type, a call or what it is sent to.
  static func namesAlert(_ facts: CodeFacts) -> Bool {
    func alertWord(_ text: String) -> Bool {
      ["Alert", "alert", "ActionSheet", "actionSheet"].contains { text.contains($0) }
    }
    return facts.typeNames.contains { alertWord($0.name) }
      || facts.calls.contains { alertWord($0.name) || $0.receiver.map(alertWord) == true }
  }

  /// The view's local `name` that the code writes only by handing its address to a call, once
  /// (`[context save:&error]`, the Cocoa out-parameter), as a value passed by its address: the
  /// view passes `&error`, the moved code writes through the parameter `NSError **error`, and the
  /// view reads what it wrote afterwards as before. `nil` for any other write, or an untold type.
  func outArgumentValue(_ name: String, in facts: CodeFacts, typing: SplitTyping) -> PassedValue? {
    guard classified.model.language == .objectiveC else { return nil }
    let arguments = facts.outArguments.filter { $0.name == name }
    guard arguments.count == 1, facts.assignedNames.filter({ $0 == name }).count == 1, !facts.outArgumentsReadOtherwise.contains(name),
      case .written(let type) = typing.type(of: name, definedIn: []), !type.contains("^"),
      !namesFilePrivateType(.written(type))
    else { return nil }
    return PassedValue(outArgument: arguments[0], pointee: type)
  }
}

/// The identifiers a type is written with: `NSArray<Quarter *> *` → `NSArray`, `Quarter`.
extension InferredType {
  /// The names the type is written with: `[String: UIButton]?` → `String`, `UIButton`.
  var names: [String] {
    let text: String
    switch self {
    case .written(let written): text = written
    case .arrayOf(let element): text = element
    case .unknown: return []
    }
    return text.split { !$0.isWordCharacter }.map(String.init)
  }

  /// The type of the object itself, or of an array's elements: `UIButton?`, `[UIButton]`,
  /// `UIBarButtonItem *` → the UIKit class; `UISwipeGestureRecognizer.Direction` → `Direction`
  /// (a nested value type, named last); `NSArray<UIView *> *` → `NSArray`.
  var principalName: String? {
    var text: Substring
    switch self {
    case .written(let written): text = Substring(written)
    case .arrayOf(let element): text = Substring(element)
    case .unknown: return nil
    }
    text = text.drop { $0 == " " || $0 == "[" }
    let name = text.prefix { $0.isWordCharacter || $0 == "." }
    return name.split(separator: ".").last.map(String.init)
  }
}

extension InPlaceCallPlanner {
  /// Whether nothing inside `statement`'s branches and blocks (outside closures) leaves them: no
  /// `return`, `guard`, `break`, `continue`, `fallthrough`, `throw` or `goto` (statements of kind
  /// `other`), and no `switch` (an Objective-C `case` label is one too). An `if`/`else` of plain
  /// statements, which may loop (`for file in files { try? manager.removeItem(at: file) }`: a
  /// `break` or `continue` there would belong to the loop itself).
  static func jumpsNowhere(_ statement: Statement) -> Bool {
    guard [.ifStatement, .doStatement].contains(statement.kind) else { return false }
    return (statement.branches.flatMap(\.statements) + statement.block).outsideClosures.allSatisfy { inner in
      ![.other, .returnStatement, .guardStatement, .switchStatement, .conditionalCompilation].contains(inner.kind)
        && !inner.facts.returns && !inner.facts.throwsErrors
    }
  }
}

extension Array where Element == Statement {
  /// These statements and those of their branches and blocks, at any depth, not those of their
  /// closures (which run on their own).
  var outsideClosures: [Statement] {
    var result: [Statement] = []
    var pending = self
    while let next = pending.popLast() {
      result.append(next)
      pending += next.branches.flatMap(\.statements) + next.block
    }
    return result
  }
}

extension Member {
  /// Whether its signature returns a value (not `Void`, `()`, ObjC `void` or `IBAction`).
  var returnsValue: Bool {
    signature?.returnType.map { !["Void", "()", "void", "IBAction"].contains($0) } ?? false
  }

  /// Whether its statements compute the property's value: a computed property's getter, a lazy
  /// property's closure (`lazy var emptyView: UIView = { … }()`). Only their reads leave, as
  /// queries; the view keeps the property.
  var computesPropertyValue: Bool { kind == .computedProperty || kind == .storedProperty }

  /// What a call of it without arguments returns, when that call is a plain value
  /// (`favoriteKey()`, `[self favoriteKey]`): a method without parameters returning a value,
  /// neither async, throwing, a type method nor generic.
  var argumentlessReturnType: String? {
    guard signature?.parameters.isEmpty == true else { return nil }
    return plainCallReturnType
  }

  /// What a call of it returns, when that call is a plain value (`favoriteKey()`,
  /// `searchURL(query: text)`): a method returning a value, neither async, throwing, a type
  /// method nor generic.
  var plainCallReturnType: String? {
    guard kind == .method, returnsValue, let signature, !signature.isAsync, !signature.isThrowing,
      !signature.isStatic, signature.genericParameterClause == nil
    else { return nil }
    return signature.returnType
  }

  /// Every statement of the body at any depth (branches, blocks, closures).
  var flattenedStatements: [Statement] {
    var result: [Statement] = []
    func add(_ statements: [Statement]) {
      for statement in statements {
        result.append(statement)
        for branch in statement.branches { add(branch.statements) }
        add(statement.innerStatements)
        for closure in statement.closures { add(closure.statements) }
      }
    }
    add(statements)
    return result
  }
}

extension CodeFacts {
  /// The calls taking the local `name` as their first argument, when that is every read of it
  /// (`present(controller, animated: true)`, `FileManager.default.removeItem(at: file)`); `nil`
  /// when the code reads it otherwise too, or not at all.
  func callsTakingOnly(_ name: String) -> [CallFact]? {
    let reads = usedNames.filter { $0 == name }.count
    let taking = calls.filter { $0.firstArgument == name }
    return reads > 0 && taking.count == reads ? taking : nil
  }

  /// These facts without those of `parts` (code inside this code): what the rest of it does.
  func removing(_ parts: [CodeFacts]) -> CodeFacts {
    let calls = Set(parts.flatMap(\.calls))
    let references = Set(parts.flatMap(\.selfReferences).map(\.nameRange))
    let types = Set(parts.flatMap(\.typeNames))
    let members = Set(parts.flatMap(\.typeMemberReferences))
    var names: [String: Int] = [:]
    for name in parts.flatMap(\.usedNames) { names[name, default: 0] += 1 }
    var result = self
    result.calls = self.calls.filter { !calls.contains($0) }
    result.selfReferences = selfReferences.filter { !references.contains($0.nameRange) }
    result.typeNames = typeNames.filter { !types.contains($0) }
    result.typeMemberReferences = typeMemberReferences.filter { !members.contains($0) }
    result.usedNames = usedNames.filter { name in
      guard let count = names[name], count > 0 else { return true }
      names[name] = count - 1
      return false
    }
    return result
  }
}
