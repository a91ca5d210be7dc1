/// Tells which layer the code at a byte offset of a split member ends up in.
struct PieceLocator {
  private var ranges: [(range: Range<Int>, layer: Layer)] = []

  /// A split's pieces, and the code handed over in place.
  init(split: MemberSplit?, calls: [InPlaceCall], plan: ModulePlan) {
    ranges = calls.flatMap { call in call.replacedRanges.map { ($0, call.layer) } }
    if let split { ranges += split.pieces(in: plan.model.members[split.memberID]).map { ($0.statement.extendedSpan.range, $0.layer) } }
  }

  /// The layer of the first piece holding `offset`; `nil` where the code stays in the view.
  func layer(at offset: Int) -> Layer? {
    ranges.first { $0.range.contains(offset) }?.layer ?? .view
  }
}

/// Collects protocol requirements: original members by ID and planned methods, in source order.
struct RequirementCollector {
  var viewInput = Set<Int>(), viewOutput = Set<Int>(), interactorInput = Set<Int>(), routerInput = Set<Int>()

  func fill(_ plan: inout ModulePlan) {
    var viewInput = self.viewInput.map { ($0, 0, Requirement(memberID: $0)) }
    var viewOutput = self.viewOutput.map { ($0, 0, Requirement(memberID: $0)) }
    var interactorInput = self.interactorInput.map { ($0, 0, Requirement(memberID: $0)) }
    var interactorOutput: [(Int, Int, Requirement)] = []
    var routerInput = self.routerInput.map { ($0, 0, Requirement(memberID: $0)) }
    for (id, split) in plan.splits {
      for (index, event) in split.events.enumerated() { viewOutput.append((id, 1 + index, Requirement(planned: event))) }
      if let load = split.load { interactorInput.append((id, 1, Requirement(planned: load))) }
      if let loaded = split.loaded { interactorOutput.append((id, 1, Requirement(planned: loaded))) }
      if let display = split.display { viewInput.append((id, 1, Requirement(planned: display))) }
      for (index, route) in split.routes.enumerated() { routerInput.append((id, 1 + index, Requirement(planned: route.method))) }
    }
    // An in-place call after its member's split methods.
    for (id, calls) in plan.inPlaceCalls {
      for (index, call) in calls.enumerated() {
        viewOutput.append((id, 1000 + index, Requirement(planned: call.method)))
        if call.layer == .router {
          routerInput.append((id, 1000 + index, Requirement(planned: call.method)))
        } else {
          interactorInput.append((id, 1000 + index, Requirement(planned: call.method)))
        }
      }
    }
    func ordered(_ items: [(Int, Int, Requirement)]) -> [Requirement] {
      items.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
    }
    plan.viewInput = ordered(viewInput)
    plan.viewOutput = ordered(viewOutput)
    plan.interactorInput = ordered(interactorInput)
    plan.interactorOutput = ordered(interactorOutput)
    plan.routerInput = ordered(routerInput)
    plan.requirementMemberIDs = Set(
      (plan.viewInput + plan.viewOutput + plan.interactorInput + plan.interactorOutput + plan.routerInput).compactMap(\.memberID))
  }
}
