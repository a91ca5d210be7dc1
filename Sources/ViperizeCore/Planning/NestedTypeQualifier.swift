/// Qualifies the controller's nested types in the types the plan writes outside the controller:
/// a parameter `state: LoadingState` of a presenter method becomes
/// `state: PlaylistListViewController.LoadingState`, and the nested type loses `private`.
///
/// Moved code is qualified where it references a nested type (`ModulePlan.qualifiedTypeReferences`);
/// this does the same for the planned methods' parameter types and the injected helpers' types.
struct NestedTypeQualifier {
  /// Nested type name → member ID.
  let nestedTypes: [String: Int]
  let owner: String

  /// `[LoadingState]` → `[Owner.LoadingState]`; the IDs of the nested types it qualified.
  func qualify(_ type: String) -> (String, [Int]) {
    guard !nestedTypes.isEmpty else { return (type, []) }
    var result = ""
    var used: [Int] = []
    var word = ""
    var previous: Character = " "
    func flush() {
      if let id = nestedTypes[word], previous != "." {
        result += owner + "." + word
        used.append(id)
      } else {
        result += word
      }
      word = ""
    }
    for character in type {
      if character.isWordCharacter {
        word.append(character)
        continue
      }
      flush()
      result.append(character)
      previous = character
    }
    flush()
    return (result, used)
  }

  func qualify(_ type: InferredType) -> (InferredType, [Int]) {
    switch type {
    case .written(let text):
      let (qualified, used) = qualify(text)
      return (.written(qualified), used)
    case .arrayOf(let text):
      let (qualified, used) = qualify(text)
      return (.arrayOf(qualified), used)
    case .unknown:
      return (.unknown, [])
    }
  }

  /// Qualifies every planned parameter type and injected helper type of `plan`.
  func apply(to plan: inout ModulePlan) {
    func fix(_ method: inout PlannedMethod) {
      for index in method.parameters.indices {
        let (type, used) = qualify(method.parameters[index].type)
        method.parameters[index].type = type
        plan.widenedNestedTypes.formUnion(used)
      }
      if let returnType = method.returnType {
        let (type, used) = qualify(returnType)
        method.returnType = type
        plan.widenedNestedTypes.formUnion(used)
      }
    }
    for id in plan.splits.keys.sorted() {
      var split = plan.splits[id]!
      fix(&split.event)
      if split.load != nil { fix(&split.load!) }
      if split.loaded != nil { fix(&split.loaded!) }
      if split.display != nil { fix(&split.display!) }
      for index in split.routes.indices { fix(&split.routes[index].method) }
      plan.splits[id] = split
    }
    for id in plan.inPlaceCalls.keys.sorted() {
      for index in plan.inPlaceCalls[id]!.indices { fix(&plan.inPlaceCalls[id]![index].method) }
    }
    for index in plan.injections.indices {
      let (type, used) = qualify(plan.injections[index].typeName)
      plan.injections[index].typeName = type
      plan.widenedNestedTypes.formUnion(used)
    }
  }
}
