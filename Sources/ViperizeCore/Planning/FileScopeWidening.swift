/// Chooses the Swift file-scope `private` declarations to make internal: those the code leaving
/// the view uses, which its new files could not see otherwise.
///
/// A presenter answering `resultsArray.count` with `private struct NominatimResult` at file
/// scope compiles once the declaration loses `private`; a widened declaration widens the ones it
/// names in turn (`struct A { let b: B }` needs `B`). The emitter removes the modifiers; a note
/// names each one. Which declarations may be widened at all is the frontend's call
/// (`ControllerModel.widenableDeclarations`).
///
/// The names are gathered from whole members, so a split member's view code may widen a
/// declaration no moved statement needs: that costs a modifier, never a compile error.
///
/// It also lists the private declarations without state the code leaving the view uses
/// (`ControllerModel.copiedDeclarations`): the emitter copies each into the generated files
/// whose code uses it.
struct FileScopeWidening {
  let plan: ModulePlan

  /// Indices into `ControllerModel.widenableDeclarations` and into
  /// `ControllerModel.copiedDeclarations`, ascending; the names leaving the view are gathered once.
  func chosen() -> (widened: [Int], copied: [Int]) {
    let widenable = plan.model.widenableDeclarations
    let copyable = plan.model.copiedDeclarations
    guard !widenable.isEmpty || !copyable.isEmpty else { return ([], []) }
    let (names, methods) = namesLeavingTheView()
    var widened = Set(widenable.indices.filter { !widenable[$0].names.isDisjoint(with: names) })
    var frontier = Array(widened)
    while let index = frontier.popLast() {
      for other in widenable.indices where !widened.contains(other)
        && !widenable[other].names.isDisjoint(with: widenable[index].references)
      {
        widened.insert(other)
        frontier.append(other)
      }
    }
    // An extension's method is called on a value: `items.key(forIndex: 0)`.
    let copied = copyable.indices.filter { !copyable[$0].names.isDisjoint(with: names) || !copyable[$0].names.isDisjoint(with: methods) }
    return (widened.sorted(), copied)
  }

  /// Every name the code leaving the view writes (types, calls, references, planned signatures),
  /// and apart the names of the methods it calls on a receiver.
  private func namesLeavingTheView() -> (names: Set<String>, methods: Set<String>) {
    let model = plan.model
    var names = Set<String>()
    var methods = Set<String>()
    func add(_ text: String?) {
      if let text { names.formUnion(SourceWords.identifiers(in: text)) }
    }
    func add(_ type: InferredType?) {
      switch type {
      case .written(let text), .arrayOf(let text): add(text)
      case .unknown, nil: break
      }
    }
    func add(_ method: PlannedMethod) {
      for parameter in method.parameters { add(parameter.type) }
      add(method.returnType)
    }
    for member in model.members {
      let leaves = plan.classified.layer(of: member.id) != .view || plan.splits[member.id] != nil
        || plan.inPlaceCalls[member.id] != nil
      guard leaves else { continue }
      let facts = member.facts
      names.formUnion(facts.typeNames.map(\.name))
      names.formUnion(facts.usedNames)
      // A global written without `self.` reads like a member: `pageSize`.
      names.formUnion(facts.selfReferences.map(\.name))
      facts.typeMemberReferences.forEach { add($0.name) }
      for call in facts.calls {
        if let receiver = call.receiver {
          add(receiver)
          methods.insert(call.name)
        } else {
          names.insert(call.name)
        }
      }
      add(member.propertyType)
      add(member.valueType)
      for parameter in member.signature?.parameters ?? [] { add(parameter.type) }
      add(member.signature?.returnType)
    }
    plan.splits.values.flatMap(\.plannedMethods).forEach(add)
    plan.inPlaceCalls.values.joined().forEach { add($0.method) }
    plan.injections.forEach { add($0.typeName) }
    return (names, methods)
  }
}
