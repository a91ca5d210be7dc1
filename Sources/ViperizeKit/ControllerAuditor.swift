import ViperizeCore

/// Runs the conversion pipeline on one discovered controller, writes nothing, and reads the
/// audit figures off the plan, the loss check and `ViewAudit`.
public struct ControllerAuditor: Sendable {
  public var thresholds: AuditThresholds
  /// The project's `.viperize.yml` (module prefix, signals), applied to every request.
  public var project: ConfigFile?
  public var baseDirectory: String?

  public init(thresholds: AuditThresholds = .graphifySwift, project: ConfigFile? = nil, baseDirectory: String? = nil) {
    self.thresholds = thresholds
    self.project = project
    self.baseDirectory = baseDirectory
  }

  public enum Outcome: Sendable {
    case audited(ControllerAudit)
    /// The files could not be read or parsed (the error is printed like a compiler's).
    case failed(AuditFailure)
    /// The frontend found no such class: the textual scan matched something that is not one.
    case notAController
  }

  public func audit(_ controller: DiscoveredController) -> Outcome {
    var request = ConversionRequest(
      inputPaths: controller.inputPaths, className: controller.name, baseDirectory: baseDirectory)
    request.apply(project)
    let analysis: (conversion: Conversion, lostLines: [String])
    do {
      analysis = try Viperize.analyze(request)
    } catch ViperizeError.frontend(.classNotFound), ViperizeError.frontend(.noController) {
      return .notAController
    } catch {
      let message = (error as? ViperizeError)?.description ?? "\(controller.file): error: \(error)"
      return .failed(AuditFailure(controller, message: message))
    }
    return .audited(figures(controller, analysis.conversion, lostLines: analysis.lostLines))
  }

  func figures(_ controller: DiscoveredController, _ conversion: Conversion, lostLines: [String]) -> ControllerAudit {
    let plan = conversion.plan
    let model = plan.model
    // The catalogue `Viperize.analyze` classified with, so the plan's classification is reused.
    let catalogue = SignalCatalogue(signals: SignalCatalogue.standard.signals + (project?.signals ?? []))
    let view = ViewAudit.run(conversion, catalogue: catalogue, planClassifiedWithCatalogue: true)
    let methodKinds: Set<MemberKind> = [.method, .initializer, .deinitializer, .subscript, .computedProperty]
    let size = ControllerAudit.Size(
      lines: model.declarations.reduce(0) { $0 + $1.span.endLine - $1.span.startLine + 1 },
      members: model.members.count,
      methods: model.members.filter { methodKinds.contains($0.kind) }.count,
      storedProperties: model.members.filter { $0.kind == .storedProperty }.count,
      instructions: InstructionCounter.instructions(of: model),
      mixedMembers: plan.classified.members.filter(\.isMixed).count)
    let ratios = [
      ("methods", Double(size.methods) / thresholds.maxMethods),
      ("attributes", Double(size.storedProperties) / thresholds.maxAttributes),
      ("instructions", Double(size.instructions) / thresholds.maxInstructions),
    ]
    let exceeds = ratios.filter { $0.1 > 1 }.map(\.0)
    let whole = plan.classified.members.filter { !$0.isMixed }
    func moved(_ layer: Layer) -> Int { whole.filter { $0.layer == layer }.count }
    let groups = plan.splits.values.flatMap(\.groups)
    func groupsMoved(_ layer: Layer) -> Int { groups.filter { $0.layer == layer }.count }
    func refactoring(_ layer: Layer, _ count: KeyPath<ViewAudit.Counts, Int>) -> ControllerAudit.Refactoring {
      ControllerAudit.Refactoring(
        signals: view.before[keyPath: count], movedMembers: moved(layer), movedStatementGroups: groupsMoved(layer),
        leftInView: view.after?[keyPath: count])
    }
    let mixedLeft = plan.classified.members.filter { $0.isMixed && !plan.isSplit($0.memberID) }.count
    var refusals: [String: Int] = [:]
    if !lostLines.isEmpty { refusals["loss-check"] = lostLines.count }
    if mixedLeft > 0 { refusals["mixed-member"] = mixedLeft }
    var diagnostics: [String: Int] = [:]
    for diagnostic in plan.diagnostics { diagnostics[diagnostic.id, default: 0] += 1 }
    return ControllerAudit(
      name: model.name, language: model.language.rawValue, file: controller.file, line: controller.line,
      column: controller.column, companions: controller.companions,
      otherLanguageCompanions: controller.otherLanguageCompanions, module: plan.names.module,
      score: Int((100 * (ratios.map(\.1).max() ?? 0)).rounded()), massive: !exceeds.isEmpty, exceeds: exceeds,
      size: size,
      refactorings: ControllerAudit.Refactorings(
        navigation: refactoring(.router, \.navigation), dataReading: refactoring(.interactor, \.dataAccess),
        objectConfiguration: refactoring(.assembly, \.serviceCreation)),
      questions: ControllerAudit.Questions(
        navigates: view.before.navigation > 0, readsData: view.before.dataAccess > 0,
        createsHelpers: view.before.serviceCreation > 0),
      convert: ControllerAudit.ConvertOutcome(
        outcome: lostLines.isEmpty ? "converts" : "refused",
        moves: Dictionary(uniqueKeysWithValues: [Layer.presenter, .interactor, .router, .assembly].map { ($0.rawValue, moved($0)) }),
        splitMembers: plan.splits.count, mixedLeftInView: mixedLeft, refusals: refusals, diagnostics: diagnostics))
  }
}
