import ViperizeCore

/// Renders the pieces of a split member: the slimmer view method and its display method, the
/// presenter's event and result methods, the interactor's load method, the router's routes.
struct SwiftSplitRenderer {
  let plan: ModulePlan
  let mover: SwiftCodeMover

  private var unit: String { mover.indentUnit }
  private var body: String { unit + unit }

  // MARK: Signatures

  static func render(_ type: InferredType) -> String {
    switch type {
    case .written(let text): return text
    case .arrayOf(let element): return "[\(element)]"
    case .unknown: return "Any"
    }
  }

  /// `func didSelectRow(at indexPath: IndexPath)`; an awaiting method runs on the main actor,
  /// as the view controller code it holds did: `@MainActor func loadMessages() async throws`.
  static func declaration(_ method: PlannedMethod) -> String {
    let parameters = method.parameters.enumerated().map { index, parameter -> String in
      let label = index == 0 ? (method.firstLabel ?? "_") : parameter.name
      let head = label == parameter.name ? parameter.name : "\(label) \(parameter.name)"
      return "\(head): \(render(parameter.type))"
    }
    let effects = (method.isAsync ? " async" : "") + (method.throwsErrors ? " throws" : "")
      + (method.returnType.map { " -> " + render($0) } ?? "")
    return (method.isAsync ? "@MainActor " : "") + "func \(method.name)(\(parameters.joined(separator: ", ")))\(effects)"
  }

  /// `try await interactor.loadMessages()`: a call of `method` on `receiver`, marked as it needs.
  static func invocation(_ method: PlannedMethod, on receiver: String, arguments: [String: String] = [:]) -> String {
    (method.throwsErrors ? "try " : "") + (method.isAsync ? "await " : "") + receiver + "." + call(method, arguments: arguments)
  }

  /// `didSelectRow(at: indexPath)`; `arguments` replaces a parameter's name as the argument
  /// (`photo` → `self.photo`).
  static func call(_ method: PlannedMethod, arguments values: [String: String] = [:]) -> String {
    let arguments = method.parameters.enumerated().map { index, parameter -> String in
      let value = values[parameter.name] ?? parameter.name
      if index == 0 { return method.firstLabel.map { "\($0): \(value)" } ?? value }
      return "\(parameter.name): \(value)"
    }
    return "\(method.name)(\(arguments.joined(separator: ", ")))"
  }

  // MARK: View

  /// Edits of the view member: the moved run becomes `output.<event>(…)`, the display statements
  /// leave for the display method, which is inserted after the member.
  func viewEdits(_ member: Member, _ split: MemberSplit) -> [TextEdit] {
    let file = plan.model.files[member.span.file]
    let statements = split.statements(of: member)
    if split.flow == .seguePreparation {
      // The view keeps its decision over the segue; each routed branch calls its event.
      return split.branchCallEdits(in: member, file: file) { route in
        "output.\(Self.call(route.method, arguments: split.passedArguments(of: route, in: member, file: file)))"
      }
    }
    // In a closure the view names `self` (an escaping closure must), for `output` and for the
    // view state it passes.
    let inClosure = member.isInClosure(at: split.blockPath)
    var arguments = inClosure
      ? Dictionary(split.parameterReads.map { ($0.name, "self." + $0.name) }, uniquingKeysWith: { first, _ in first }) : [:]
    // A control's value is read where the code stood (`sender.tag`).
    arguments.merge(PassedValue.arguments(split.passedValues, in: file)) { read, _ in read }
    let event = Self.invocation(split.event, on: inClosure ? "self.output" : "output", arguments: arguments)
    var edits = split.viewRunEdits(in: member, file: file, call: event)
    for index in split.displayStatements {
      edits.append(TextEdit(range: statements[index].extendedSpan.range, replacement: ""))
    }
    if let display = split.display {
      let memberIndent = SourceIndentation.indentation(ofLineAt: member.declarationSpan.start, in: file)
      let text = SourceIndentation.movedText(
        split.displayRanges(in: member), edits: mover.viewEdits(for: member) + InPlaceCall.outside(plan.inPlaceCalls[member.id], split.displayEdits(in: member)),
        in: file, indent: memberIndent + unit)
      edits.append(.insert("\n\(memberIndent)\(Self.declaration(display)) {\n\(text)\(memberIndent)}\n", at: member.span.end))
    }
    return edits
  }

  // MARK: Presenter

  /// The ViewOutput events, plus the InteractorOutput result method for data reading.
  func presenterMethods(_ split: MemberSplit) -> (events: [String], result: String?) {
    let member = plan.model.members[split.memberID]
    var content: String
    switch split.flow {
    case .seguePreparation:
      let events = split.routes.map { "\(unit)\(Self.declaration($0.method)) {\n\(body)router.\(Self.call($0.method))\n\(unit)}\n" }
      return (events, nil)
    case .dataReading, .dataCallback:
      content = "\(body)\(Self.invocation(split.load!, on: "interactor"))\n"
    case .navigation:
      content = "\(body)\(Self.invocation(split.routes[0].method, on: "router"))\n"
    case .navigationCallback:
      // The router runs the view's code after its transition: `router.close(completion: { [view] in
      // view?.afterClose() })`, holding the view as the original closure held `self`.
      let weak = split.callback(in: member)?.selfCapture != .strong
      let completion = "{ [\(weak ? "weak " : "")view] in\n\(body)\(unit)view?.\(Self.call(split.display!))\n\(body)}"
      content = "\(body)\(Self.invocation(split.routes[0].method, on: "router", arguments: ["completion": completion]))\n"
    case .navigationDecision:
      content = decisionText(member, split)
    case .presentation:
      content = runText(member, split)
      if let display = split.display { content += "\(body)view?.\(Self.call(display))\n" }
    }
    let event = "\(unit)\(Self.declaration(split.event)) {\n\(content)\(unit)}\n"
    guard let loaded = split.loaded, let display = split.display else { return ([event], nil) }
    return ([event], "\(unit)\(Self.declaration(loaded)) {\n\(body)view?.\(Self.call(display))\n\(unit)}\n")
  }

  /// The moved run with each navigating branch replaced by its router call.
  private func decisionText(_ member: Member, _ split: MemberSplit) -> String {
    let file = plan.model.files[member.span.file]
    let extra = split.branchCallEdits(in: member, file: file) { "router.\(Self.call($0.method))" }
    // The branches' code leaves for the routes: no retarget of it stays (`transitionHandler?.`
    // before a call the route line replaces).
    let replaced = extra.map(\.range)
    let retargets = mover.retargetEdits(for: member, moved: split.runRanges(in: member)).filter { edit in
      !replaced.contains { $0.contains(edit.range.lowerBound) }
    }
    // An alias read inside a replaced branch overlaps its route line: `besides` leaves it out.
    let aliases = mover.aliasEdits(for: member, besides: retargets + extra)
    return SourceIndentation.movedText(split.runRanges(in: member), edits: retargets + aliases + extra, in: file, indent: body)
  }

  // MARK: In-place calls

  /// The presenter passes the call on: `func lock() -> Bool { interactor.lock() }`,
  /// `func close() { router.close() }`.
  func presenterInPlaceCall(_ call: InPlaceCall) -> String {
    let receiver = call.layer == .router ? "router" : "interactor"
    return call.method.compiledUnderConditions("\(unit)\(Self.declaration(call.method)) {\n\(body)\(Self.invocation(call.method, on: receiver))\n\(unit)}\n")
  }

  /// The interactor returns the original read (`return UserDefaults.standard.bool(forKey: kLock)`);
  /// the interactor or router runs a command's statements.
  func inPlaceMethod(_ call: InPlaceCall) -> String {
    let member = plan.model.members[call.memberID]
    let file = plan.model.files[member.span.file]
    let content = call.methodBody(mover.movedText(call), in: file, indent: body, terminator: "")
    let guardLine = mover.selfGuard(for: member, in: call.replacedRanges, indent: body)
    return call.method.compiledUnderConditions("\(unit)\(Self.declaration(call.method)) {\n\(guardLine)\(content)\n\(unit)}\n")
  }

  // MARK: Interactor and router

  /// The load method; a data callback keeps its call and closure head, whose body now reports
  /// the result: `self?.output?.didFetchTrips(result)`.
  func interactorMethod(_ split: MemberSplit) -> String {
    let member = plan.model.members[split.memberID]
    let file = plan.model.files[member.span.file]
    // View state the moved code read arrives as a parameter: `self.photo` reads `photo`.
    let reads = split.parameterReadEdits(in: file)
    var content: String
    if let offset = split.resultReportOffset(in: member), let loaded = split.loaded, let callback = split.callback(in: member) {
      let receiver = callback.selfCapture == .weak ? "self?" : "self"
      let report = SourceIndentation.indentation(ofLineAt: offset, in: file) + unit + "\(receiver).output?.\(Self.call(loaded))\n"
      content = pieces(member, split.runRanges(in: member), indent: body, extra: reads + [.insert(report, at: offset)])
    } else {
      content = pieces(member, split.runRanges(in: member), indent: body, extra: reads)
      if let loaded = split.loaded { content += "\(body)output?.\(Self.call(loaded))\n" }
    }
    return "\(unit)\(Self.declaration(split.load!)) {\n\(content)\(unit)}\n"
  }

  func routerMethods(_ split: MemberSplit) -> [String] {
    let member = plan.model.members[split.memberID]
    let file = plan.model.files[member.span.file]
    return split.routes.map { route in
      let ranges = route.branch == nil
        ? split.runRanges(in: member) : split.routeStatements(route, in: member).map(\.extendedSpan.range)
      var extra = split.parameterReadEdits(in: file) + split.routeEdits(in: member)
      // A navigation callback keeps its call and closure head; the closure calls `completion`.
      if let offset = split.resultReportOffset(in: member) {
        extra.append(.insert(SourceIndentation.indentation(ofLineAt: offset, in: file) + unit + "completion()\n", at: offset))
      }
      let guardLine = mover.selfGuard(for: member, in: ranges, indent: body)
      return "\(unit)\(Self.declaration(route.method)) {\n\(guardLine)\(pieces(member, ranges, indent: body, extra: extra))\(unit)}\n"
    }
  }

  // MARK: Text

  private func runText(_ member: Member, _ split: MemberSplit) -> String {
    pieces(member, split.runRanges(in: member), indent: body)
  }

  /// The member's original bytes in `ranges`, with its retargets (and `extra` edits) applied, and
  /// reads through an alias of `self` the view keeps reading `self` (`SwiftCodeMover.aliasEdits`).
  private func pieces(_ member: Member, _ ranges: [Range<Int>], indent: String, extra: [TextEdit] = []) -> String {
    let edits = mover.retargetEdits(for: member, moved: ranges) + extra
    return SourceIndentation.movedText(
      ranges, edits: edits + mover.aliasEdits(for: member, besides: edits), in: plan.model.files[member.span.file], indent: indent)
  }
}
