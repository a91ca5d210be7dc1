import ViperizeCore

/// Renders the pieces of a split member: the slimmer view method and its display method, the
/// presenter's event and result methods, the interactor's load method, the router's routes.
///
/// ## Before
/// ```objc
/// - (void)viewDidLoad {
///     [super viewDidLoad];
///     NSArray *districts = [CGDistrict MR_findAllSortedBy:key ascending:YES inContext:context];
///     [self showDistricts:districts];
/// }
/// ```
/// ## After
/// View `[self.output viewIsReady];` and `- (void)displayDistricts:` running
/// `[self showDistricts:districts];`; Presenter `[self.interactor loadDistricts];`; Interactor
/// runs the fetch and `[self.output didLoadDistricts:districts];`.
struct ObjCSplitRenderer {
  let plan: ModulePlan
  let mover: ObjCCodeMover
  let signatures: ObjCSignatureRenderer

  private var unit: String { mover.indentUnit }

  // MARK: View

  /// Edits of the view member: the moved run becomes `[self.output <event>];`, the display
  /// statements leave for the display method, which is inserted after the member.
  func viewEdits(_ member: Member, _ split: MemberSplit) -> [TextEdit] {
    let file = plan.model.files[member.span.file]
    let statements = split.statements(of: member)
    // View state the moved code read is passed by the view: `recipes:self.recipes`.
    let arguments = Dictionary(split.parameterReads.map { ($0.name, "self.\($0.name)") }, uniquingKeysWith: { first, _ in first })
    if split.flow == .seguePreparation {
      // The view keeps its decision over the segue; each routed branch sends its event, passing
      // the values that branch reads.
      return split.branchCallEdits(in: member, file: file) { route in
        let values = arguments.merging(split.passedArguments(of: route, in: member, file: file)) { _, value in value }
        return "[self.output \(signatures.call(route.method, arguments: values))];"
      }
    }
    // A control's value is read where the code stood (`sender.tag`).
    let values = arguments.merging(PassedValue.arguments(split.passedValues, in: file)) { read, _ in read }
    var edits = split.viewRunEdits(in: member, file: file, call: "[self.output \(signatures.call(split.event, arguments: values))];")
    for index in split.displayStatements {
      edits.append(TextEdit(range: statements[index].extendedSpan.range, replacement: ""))
    }
    if let display = split.display {
      let memberIndent = SourceIndentation.indentation(ofLineAt: member.declarationSpan.start, in: file)
      let text = SourceIndentation.movedText(
        split.displayRanges(in: member), edits: mover.viewEdits(for: member, signatures: signatures)
          + InPlaceCall.outside(plan.inPlaceCalls[member.id], split.displayEdits(in: member)),
        in: file, indent: memberIndent + unit)
      edits.append(
        .insert("\n\n\(memberIndent)\(signatures.declaration(display)) {\n\(text)\(memberIndent)}", at: member.span.end))
    }
    return edits
  }

  // MARK: Presenter

  /// The ViewOutput event, plus the InteractorOutput result method for data reading.
  func presenterMethods(_ split: MemberSplit) -> (events: [String], result: String?) {
    let member = plan.model.members[split.memberID]
    var content: String
    switch split.flow {
    case .seguePreparation:
      let events = split.routes.map { "\(signatures.declaration($0.method)) {\n\(unit)[self.router \(signatures.call($0.method))];\n}\n" }
      return (events, nil)
    case .dataReading, .dataCallback:
      content = "\(unit)[self.interactor \(signatures.call(split.load!))];\n"
    case .navigation:
      content = "\(unit)[self.router \(signatures.call(split.routes[0].method))];\n"
    case .navigationCallback:
      // The router runs the view's code after its transition, holding the view as the original
      // block held `self` (weakly through a `weakSelf` alias).
      let weak = split.callback(in: member)?.selfCapture != .strong
      let completion = "^{\n\(unit)\(unit)[view \(signatures.call(split.display!))];\n\(unit)}"
      content = "\(unit)\(weak ? "__weak " : "")id<\(plan.names.viewInput)> view = self.view;\n"
        + "\(unit)[self.router \(signatures.call(split.routes[0].method, arguments: ["completion": completion]))];\n"
    case .navigationDecision:
      content = decisionText(member, split)
    case .presentation:
      content = pieces(member, split.runRanges(in: member), indent: unit)
      if let display = split.display { content += "\(unit)[self.view \(signatures.call(display))];\n" }
    }
    let event = "\(signatures.declaration(split.event)) {\n\(content)}\n"
    guard let loaded = split.loaded, let display = split.display else { return ([event], nil) }
    return ([event], "\(signatures.declaration(loaded)) {\n\(unit)[self.view \(signatures.call(display))];\n}\n")
  }

  /// The moved run with each navigating branch replaced by its router call.
  private func decisionText(_ member: Member, _ split: MemberSplit) -> String {
    let file = plan.model.files[member.span.file]
    let extra = split.branchCallEdits(in: member, file: file) { "[self.router \(signatures.call($0.method))];" }
    return pieces(member, split.runRanges(in: member), indent: unit, extra: extra)
  }

  // MARK: In-place calls

  /// The presenter passes the call on: `return [self.interactor rotationLock];`,
  /// `[self.router close];`.
  func presenterInPlaceCall(_ call: InPlaceCall) -> String {
    let receiver = call.layer == .router ? "self.router" : "self.interactor"
    let send = "[\(receiver) \(signatures.call(call.method))];"
    let returns = call.isQuery || call.method.returnType != nil
    return call.method.compiledUnderConditions("\(signatures.declaration(call.method)) {\n\(unit)\(returns ? "return " : "")\(send)\n}\n")
  }

  /// The interactor returns the original read; the interactor or router runs a command's
  /// statements.
  func inPlaceMethod(_ call: InPlaceCall) -> String {
    let file = plan.model.files[plan.model.members[call.memberID].span.file]
    // A condition's truth: what the view's `if` tested, whatever the value's type.
    let text = mover.movedText(call)
    let content = call.methodBody(call.testsTruth ? text + " ? YES : NO" : text, in: file, indent: unit, terminator: ";")
    return call.method.compiledUnderConditions("\(signatures.declaration(call.method)) {\n\(content)\n}\n")
  }

  // MARK: Interactor and router

  func interactorMethod(_ split: MemberSplit) -> String {
    let member = plan.model.members[split.memberID]
    let file = plan.model.files[member.span.file]
    // View state the moved code read arrives as a parameter: `self.city` reads `city`.
    let reads = split.parameterReadEdits(in: file)
    var content: String
    if let offset = split.resultReportOffset(in: member), let loaded = split.loaded,
      let callback = split.callback(in: member)
    {
      // A data callback: the block keeps its head, its body reports the result (through the weak
      // alias of `self` when the block captured one: `[weakSelf.output didFetchTrips:trips]`).
      let receiver = callback.selfCapture == .weak ? callback.weakSelfName ?? "self" : "self"
      let report =
        SourceIndentation.indentation(ofLineAt: offset, in: file) + unit
        + "[\(receiver).output \(signatures.call(loaded))];\n"
      content = pieces(member, split.runRanges(in: member), indent: unit, extra: reads + [.insert(report, at: offset)])
    } else {
      content = pieces(member, split.runRanges(in: member), indent: unit, extra: reads)
      if let loaded = split.loaded { content += "\(unit)[self.output \(signatures.call(loaded))];\n" }
    }
    return "\(signatures.declaration(split.load!)) {\n\(content)}\n"
  }

  func routerMethods(_ split: MemberSplit) -> [String] {
    let member = plan.model.members[split.memberID]
    let file = plan.model.files[member.span.file]
    return split.routes.map { route in
      let ranges = route.branch == nil
        ? split.runRanges(in: member) : split.routeStatements(route, in: member).map(\.extendedSpan.range)
      var extra = split.parameterReadEdits(in: file) + split.routeEdits(in: member)
      // A navigation callback keeps its send and block head; the block calls `completion`.
      if let offset = split.resultReportOffset(in: member) {
        extra.append(.insert(SourceIndentation.indentation(ofLineAt: offset, in: file) + unit + "completion();\n", at: offset))
      }
      return "\(signatures.declaration(route.method)) {\n\(pieces(member, ranges, indent: unit, extra: extra))}\n"
    }
  }

  // MARK: Text

  /// The member's original bytes in `ranges`, with its retargets (and `extra` edits) applied.
  private func pieces(_ member: Member, _ ranges: [Range<Int>], indent: String, extra: [TextEdit] = []) -> String {
    SourceIndentation.movedText(
      ranges, edits: mover.retargetEdits(for: member) + extra, in: plan.model.files[member.span.file], indent: indent)
  }
}
