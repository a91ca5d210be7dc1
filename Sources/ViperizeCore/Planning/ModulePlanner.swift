/// Builds the `ModulePlan` from a classified controller: which members each class receives, the
/// protocol requirements and forwarding calls that replace moved code, the injections, the notes.
///
/// ## Before
/// ```swift
/// override func viewDidLoad() { super.viewDidLoad(); loadTrips() }   // loadTrips → interactor
/// ```
/// ## After
/// View `output.loadTrips()`; ViewOutput `loadTrips()`; Presenter forwards to
/// `interactor.loadTrips()`; InteractorInput `loadTrips()`; Interactor holds the original method.
public struct ModulePlanner: Sendable {
  public init() {}

  public func plan(_ classified: ClassifiedController, moduleName: String) -> ModulePlan {
    var plan = ModulePlan(names: ModuleNames(module: moduleName), classified: classified)
    let model = classified.model
    for classification in classified.members where !classification.isMixed {
      switch classification.layer {
      case .presenter: plan.presenterMembers.append(classification.memberID)
      case .interactor: plan.interactorMembers.append(classification.memberID)
      case .router: plan.routerMembers.append(classification.memberID)
      case .view, .assembly: break
      }
    }
    var viewOutput = Set<Int>(), viewInput = Set<Int>(), interactorInput = Set<Int>(), routerInput = Set<Int>()
    var forwarders: [Int: Layer] = [:]
    for member in model.members {
      let layer = classified.layer(of: member.id)
      guard layer != .assembly else { continue }
      var retargets: [Retarget] = []
      for reference in member.facts.selfReferences {
        guard let target = classified.resolver.resolve(reference) else {
          if layer == .router && reference.name == "self" {
            retargets.append(Retarget(reference: reference, target: .transitionHandler, replacesSelf: true))
          } else if layer == .router && SignalCatalogue.transitionAPI.contains(reference.name) {
            retargets.append(Retarget(reference: reference, target: .transitionHandler))
          }
          continue
        }
        let targetLayer = classified.layer(of: target)
        if target == member.id || targetLayer == layer || targetLayer == .assembly { continue }
        switch (layer, targetLayer) {
        case (.view, .presenter):
          viewOutput.insert(target)
          retargets.append(Retarget(reference: reference, target: .output))
        case (.view, .interactor), (.view, .router):
          viewOutput.insert(target)
          forwarders[target] = targetLayer
          retargets.append(Retarget(reference: reference, target: .output))
        case (.presenter, .interactor):
          interactorInput.insert(target)
          retargets.append(Retarget(reference: reference, target: .interactor))
        case (.presenter, .router):
          routerInput.insert(target)
          retargets.append(Retarget(reference: reference, target: .router))
        case (.presenter, .view):
          viewInput.insert(target)
          retargets.append(Retarget(reference: reference, target: .view))
        default:
          continue
        }
      }
      if !retargets.isEmpty { plan.retargets[member.id] = retargets }
    }
    for (target, layer) in forwarders {
      if layer == .interactor { interactorInput.insert(target) } else { routerInput.insert(target) }
    }
    plan.viewOutput = viewOutput.sorted().map(Requirement.init)
    plan.viewInput = viewInput.sorted().map(Requirement.init)
    plan.interactorInput = interactorInput.sorted().map(Requirement.init)
    plan.routerInput = routerInput.sorted().map(Requirement.init)
    plan.forwarders = forwarders.keys.sorted().map { Forwarder(memberID: $0, target: forwarders[$0]!) }
    plan.injections = injections(classified)
    addNotes(to: &plan)
    return plan
  }

  private func injections(_ classified: ClassifiedController) -> [Injection] {
    classified.members.filter { $0.layer == .assembly }.map { classification in
      let member = classified.model.members[classification.memberID]
      let (type, guessed) = InjectedTypeInference.type(of: member)
      return Injection(
        memberID: member.id, propertyName: member.lazyInitialization?.propertyName ?? member.baseName,
        typeName: type, typeIsGuess: guessed, layers: classification.injectedInto)
    }
  }

  private func addNotes(to plan: inout ModulePlan) {
    let model = plan.model
    for classification in plan.classified.members {
      let member = model.members[classification.memberID]
      let file = model.files[member.declarationSpan.file].path
      if classification.isMixed {
        let parts = classification.parts.map(\.rawValue).joined(separator: ", ")
        let signals = classification.evidence.filter { $0.pattern != .ui }.prefix(4)
          .map { "\($0.api) (line \($0.line))" }.joined(separator: ", ")
        var message = "'\(member.name)' mixes \(parts) code"
        if !signals.isEmpty { message += ": \(signals)" }
        if !classification.blockers.isEmpty { message += "; it \(classification.blockers.joined(separator: "; it "))" }
        message += "; left in the view unchanged"
        plan.notes[member.id, default: []].append("mixed member: " + message)
        plan.diagnostics.append(
          Diagnostic(id: "viperize.mixed-member", message: message, file: file, line: member.declarationSpan.startLine,
                     column: member.declarationSpan.startColumn))
      }
    }
    for injection in plan.injections where injection.typeIsGuess {
      let member = model.members[injection.memberID]
      plan.diagnostics.append(
        Diagnostic(
          id: "viperize.unresolved-type",
          message: "type of '\(injection.propertyName)' guessed as '\(injection.typeName)'; check the injected property",
          file: model.files[member.declarationSpan.file].path, line: member.declarationSpan.startLine,
          column: member.declarationSpan.startColumn))
    }
    for requirement in plan.viewOutput {
      let member = model.members[requirement.memberID]
      if member.signature?.returnType != nil {
        plan.diagnostics.append(
          Diagnostic(
            id: "viperize.synchronous-result", severity: .note,
            message: "'\(member.name)' returns a value to the view synchronously through the presenter",
            file: model.files[member.declarationSpan.file].path, line: member.declarationSpan.startLine,
            column: member.declarationSpan.startColumn))
      }
    }
    plan.diagnostics.sort { ($0.file, $0.line, $0.id) < ($1.file, $1.line, $1.id) }
  }
}

/// The type of an injected helper: its annotation, else what its creation code constructs.
enum InjectedTypeInference {
  static func type(of member: Member) -> (String, guessed: Bool) {
    if let declared = member.propertyType {
      var type = declared
      while type.hasSuffix("!") || type.hasSuffix("?") { type.removeLast() }
      return (type, false)
    }
    let facts = (member.lazyInitialization?.creation ?? member.initialValue)?.facts ?? CodeFacts()
    if let constructor = facts.calls.first(where: { $0.name.first?.isUppercase == true && $0.receiver == nil }) {
      return (constructor.name, false)
    }
    if let typeName = facts.typeNames.first?.name { return (typeName, true) }
    return ("AnyObject", true)
  }
}
