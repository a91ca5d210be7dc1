/// Resolves a `SelfReference` to the member it names: by full key for calls
/// (`reload(animated:)`, `showTrip:`), else by base name when that is unambiguous.
public struct MemberResolver: Sendable {
  private var byKey: [String: Int] = [:]
  private var propertiesByName: [String: [Int]] = [:]
  private var methodsByBaseName: [String: [Int]] = [:]

  public init(members: [Member]) {
    for member in members {
      switch member.kind {
      case .storedProperty, .computedProperty:
        propertiesByName[member.baseName, default: []].append(member.id)
      case .method, .initializer, .subscript:
        methodsByBaseName[member.baseName, default: []].append(member.id)
      case .deinitializer, .nestedDeclaration, .directive:
        continue
      }
      if byKey[member.name] == nil { byKey[member.name] = member.id }
    }
  }

  /// A call resolves to a method (by key, else a unique base name); a plain reference to a
  /// property (or, failing that, a method used as a value).
  public func resolve(_ reference: SelfReference) -> Int? {
    if let called = reference.calledName {
      if let id = byKey[called] { return id }
      if let candidates = methodsByBaseName[reference.name], candidates.count == 1 { return candidates[0] }
      return nil
    }
    if let candidates = propertiesByName[reference.name], candidates.count == 1 { return candidates[0] }
    if let candidates = methodsByBaseName[reference.name], candidates.count == 1 { return candidates[0] }
    return nil
  }
}
