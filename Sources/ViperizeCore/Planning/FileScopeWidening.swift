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

  /// Indices into `ControllerModel.widenableDeclarations`, ascending.
  func widened() -> [Int] {
    let declarations = plan.model.widenableDeclarations
    guard !declarations.isEmpty else { return [] }
    let names = namesLeavingTheView()
    var widened = Set(declarations.indices.filter { !declarations[$0].names.isDisjoint(with: names) })
    var frontier = Array(widened)
    while let index = frontier.popLast() {
      for other in declarations.indices where !widened.contains(other)
        && !declarations[other].names.isDisjoint(with: declarations[index].references)
      {
        widened.insert(other)
        frontier.append(other)
      }
    }
    return widened.sorted()
  }

  /// Indices into `ControllerModel.copiedDeclarations`, ascending.
  func copied() -> [Int] {
    let declarations = plan.model.copiedDeclarations
    guard !declarations.isEmpty else { return [] }
    // An extension's method is called on a value: `items.key(forIndex: 0)`.
    let names = namesLeavingTheView(withMethods: true)
    return declarations.indices.filter { !declarations[$0].names.isDisjoint(with: names) }
  }

  /// Every name the code leaving the view writes: types, calls, references, planned signatures;
  /// `withMethods`, the names of methods it calls on a receiver too.
  private func namesLeavingTheView(withMethods: Bool = false) -> Set<String> {
    let model = plan.model
    var names = Set<String>()
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
          if withMethods { names.insert(call.name) }
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
    return names
  }
}
