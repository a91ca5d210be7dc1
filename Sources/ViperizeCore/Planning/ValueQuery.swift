/// A data read that a view statement uses, answered by the interactor through the presenter,
/// synchronously: the statement stays in the view with the read replaced by the query.
///
/// ## Before
/// ```swift
/// if UserDefaults.standard.bool(forKey: kRotationLock) { lockButton.isSelected = true }
/// ```
/// ## After
/// View `if output.rotationLock() { lockButton.isSelected = true }`; ViewOutput and presenter
/// `func rotationLock() -> Bool { interactor.rotationLock() }`; InteractorInput and interactor
/// `func rotationLock() -> Bool { return UserDefaults.standard.bool(forKey: kRotationLock) }`.
///
/// This is the one design for values the view needs from data (issue 14, item 5): the presenter
/// answers a synchronous query backed by the interactor. It suits what a view reads while it
/// lays itself out (a setting, a count, a flag); a read whose result arrives later is a split's
/// data-reading or callback flow instead.
public struct ValueQuery: Sendable {
  public var memberID: Int
  public var site: ValueSite
  /// ViewOutput and InteractorInput `rotationLock() -> Bool`; its parameters are the member's
  /// values and the view state the read uses.
  public var method: PlannedMethod
  /// Reads of view state in the read: the view passes the value (`self.model`), the interactor
  /// reads the parameter (`model`).
  public var parameterReads: [SelfReference]
  /// The statement holding the read, for the plan report.
  public var group: StatementGroup

  /// `self.selectedRecipe` → `selectedRecipe`, ObjC `_topic` → `topic` in the interactor's copy.
  public func parameterReadEdits(in file: SourceFile) -> [TextEdit] {
    MemberSplit.parameterReadEdits(parameterReads, in: file)
  }

  /// The data read as the interactor returns it: its own bytes with the member's `retargets` that
  /// fall inside it, reading view state from its parameters.
  public func interactorText(in file: SourceFile, retargets: [TextEdit]) -> String {
    let edits = (retargets + parameterReadEdits(in: file)).filter { site.range.contains($0.range.lowerBound) }
    return TextEdit.apply(edits, to: file.bytes[site.range])
  }

  /// A view member's edits: its `retargets` outside its queries, and each query's `call` in
  /// place of the data read (`output.rotationLock()`, `[self.output rotationLock]`).
  public static func viewEdits(_ queries: [ValueQuery]?, retargets: [TextEdit], call: (ValueQuery) -> String) -> [TextEdit] {
    guard let queries else { return retargets }
    return retargets.filter { edit in !queries.contains { $0.site.range.contains(edit.range.lowerBound) } }
      + queries.map { TextEdit(range: $0.site.range, replacement: call($0)) }
  }
}

/// Finds the value queries of a member: every statement that stays in the view, whose data reads
/// are all value sites the interactor can answer, and whose other code is view or neutral code.
struct ValueQueryPlanner {
  let tagger: StatementTagger

  /// The member's queries, outside the statements `moved` (by extended span) and outside closures.
  func queries(in member: Member, excluding moved: [Range<Int>]) -> [ValueQuery] {
    var result: [ValueQuery] = []
    func walk(_ statements: [Statement]) {
      for statement in statements {
        let range = statement.extendedSpan.range
        // Moved code is not the view's; a statement holding moved code is looked into.
        if moved.contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }) { continue }
        // No data read anywhere in it: nothing to look for, at any depth.
        guard tagger.catalogue.evidence(for: statement.facts).contains(where: { $0.pattern.layer == .interactor }) else { continue }
        let holdsMoved = moved.contains { range.overlaps($0) }
        // A statement holding moved code (an `if` whose branch was split) keeps its own reads,
        // its conditions': they become queries too.
        if let drafts = holdsMoved ? tagger.ownQueries(of: statement, in: member) : tagger.queries(for: statement, in: member) {
          for draft in drafts {
            let group = StatementGroup(layer: .interactor, parts: [statement], method: draft.method, catalogue: tagger.catalogue)
            result.append(ValueQuery(memberID: member.id, site: draft.site, method: draft.method, parameterReads: draft.reads, group: group))
          }
          if !holdsMoved { continue }
        }
        for branch in statement.branches { walk(branch.statements) }
        walk(statement.block)
      }
    }
    walk(member.statements)
    return result
  }
}

/// A query the tagger found possible for one value site.
struct QueryDraft {
  var site: ValueSite
  var method: PlannedMethod
  var reads: [SelfReference]
}

extension StatementTagger {
  /// Queries that take every data read out of `statement`, when each is a value site the
  /// interactor can answer (typed, its inputs typed, no view code in it) and what remains is
  /// view or neutral code; `nil` otherwise. Outer sites first: `[[defaults objectForKey:k] boolValue]`
  /// is one query, not two.
  func queries(for statement: Statement, in member: Member) -> [QueryDraft]? {
    guard statement.kind != .returnStatement, let drafts = drafts(for: statement.allValueSites, in: statement, member: member)
    else { return nil }
    let remaining = statement.facts.removing(drafts.map(\.site.facts))
    guard signals(remaining).layers.isEmpty else { return nil }
    return drafts
  }

  /// Queries for those of the statement's own value sites (an `if`'s conditions, not its
  /// branches') that can be one; `nil` when none can. The caller checks what remains.
  func ownQueries(of statement: Statement, in member: Member) -> [QueryDraft]? {
    drafts(for: statement.valueSites, in: statement, member: member)
  }

  /// A query for each of `sites` that can be one, outermost first and not overlapping one taken;
  /// `nil` when none can.
  private func drafts(for sites: [ValueSite], in statement: Statement, member: Member) -> [QueryDraft]? {
    var drafts: [QueryDraft] = []
    for site in sites.sorted(by: { ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound) }) {
      if drafts.contains(where: { $0.site.range.overlaps(site.range) }) { continue }
      if let draft = draft(for: site, in: statement, member: member) { drafts.append(draft) }
    }
    return drafts.isEmpty ? nil : drafts
  }

  private func draft(for site: ValueSite, in statement: Statement, member: Member) -> QueryDraft? {
    let facts = site.facts
    guard !facts.awaits, !facts.throwsErrors, !facts.returns, facts.definedLocals.isEmpty else { return nil }
    let (layers, view) = signals(facts, sharingObjects: true)
    guard layers == [.interactor], view == nil else { return nil }
    let typing = SplitTyping(member: member, classified: classified)
    // A query answers a value; it does not hand the service itself to the view
    // (`NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];`).
    guard let returnType = typing.returnType(of: site, in: statement), !names(returnType).contains(where: catalogue.isDataType)
    else { return nil }
    var parameters: [PlannedParameter] = []
    var reads: [SelfReference] = []
    for reference in facts.selfReferences {
      guard let target = classified.resolver.resolve(reference) else { continue }
      if injectable.contains(target) || classified.layer(of: target) == .interactor && !classified.members[target].isMixed { continue }
      guard isPassableRead(reference, target, in: facts, sharingObjects: true) else { return nil }
      let parameter = PlannedParameter(reading: classified.model.members[target])
      guard parameter.type != .unknown else { return nil }
      reads.append(reference)
      if !parameters.contains(where: { $0.name == parameter.name }) { parameters.append(parameter) }
    }
    let locals = facts.usedNames.isEmpty ? [] : Set(member.facts.definedLocals + (member.signature?.parameters.map(\.name) ?? []))
    lazy var flattened = member.flattenedStatements
    for name in facts.usedNames where locals.contains(name) && !parameters.contains(where: { $0.name == name }) {
      let type = typing.type(of: name, definedIn: flattened)
      guard type != .unknown else { return nil }
      parameters.append(PlannedParameter(name: name, type: type))
    }
    var method = PlannedMethod(name: SplitNaming.queryName(for: site, text: classified.model.text(of: site.span)), parameters: parameters)
    method.returnType = returnType
    return QueryDraft(site: site, method: method, reads: reads)
  }
}

/// The identifiers a type is written with: `NSArray<Quarter *> *` → `NSArray`, `Quarter`.
private func names(_ type: InferredType) -> [String] {
  let text: String
  switch type {
  case .written(let written): text = written
  case .arrayOf(let element): text = element
  case .unknown: return []
  }
  return text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
}

extension Member {
  /// Every statement of the body at any depth (branches, blocks, closures), in source order.
  var flattenedStatements: [Statement] {
    var result: [Statement] = []
    func add(_ statements: [Statement]) {
      for statement in statements {
        result.append(statement)
        for branch in statement.branches { add(branch.statements) }
        add(statement.innerStatements)
      }
    }
    add(statements)
    return result
  }
}

extension CodeFacts {
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
