import ViperizeCore

/// Renders protocol requirements and forwarding calls from a member's signature.
enum SwiftSignatureRenderer {
  /// `func showTrips(_ trips: [Trip]) async throws -> Int`; the controller's nested types
  /// qualified (`-> (QuestBuilderController.PresetsForKey, …)`), as in the moved body
  /// (`ModulePlan.qualifyingNestedTypes`).
  static func declaration(_ member: Member, in plan: ModulePlan) -> String {
    // The method's own generic parameters are no nested types, whatever their names.
    let generic = member.signature?.genericParameterNames ?? []
    return declaration(member, qualify: { plan.qualifyingNestedTypes($0, excluding: generic) })
  }

  static func declaration(_ member: Member, qualify: (String) -> String = { $0 }) -> String {
    if member.kind == .storedProperty {
      return "var \(member.baseName): \(member.valueType ?? "Any") { get set }"
    }
    let signature = member.signature ?? MethodSignature(parameters: [], returnType: nil)
    let parameters = signature.parameters.map { parameter -> String in
      switch parameter.label {
      case nil: return "_ \(parameter.name): \(qualify(parameter.type))"
      case parameter.name?: return "\(parameter.name): \(qualify(parameter.type))"
      case let label?: return "\(label) \(parameter.name): \(qualify(parameter.type))"
      }
    }.joined(separator: ", ")
    var text = "func \(member.baseName)\(signature.genericParameterClause ?? "")(\(parameters))"
    if signature.isAsync { text += " async" }
    if signature.isThrowing { text += " throws" }
    if let returnType = signature.returnType { text += " -> \(qualify(returnType))" }
    if let whereClause = signature.genericWhereClause { text += " \(whereClause)" }
    return text
  }

  /// A stored property another layer holds, as the view keeps it (access as declared) or the
  /// presenter forwards it to the interactor (`keepingAccess: false`):
  /// `private var items: [Item] {` / `get { output.items }` / `set { output.items = newValue }` / `}`
  static func propertyForwarder(
    _ member: Member, to receiver: String = "output", keepingAccess: Bool = true, indent: String, unit: String
  ) -> String {
    let access = keepingAccess ? member.attributes.filter { ["private", "fileprivate", "internal", "public", "internal(set)"].contains($0) } : []
    let head = (access + ["var \(member.baseName): \(member.valueType ?? "Any")"]).joined(separator: " ")
    return "\(head) {\n\(indent)\(unit)get { \(receiver).\(member.baseName) }\n"
      + "\(indent)\(unit)set { \(receiver).\(member.baseName) = newValue }\n\(indent)}"
  }

  /// `return try await interactor.loadTrips(for: user)`
  static func forwardingCall(_ member: Member, to receiver: String) -> String {
    let signature = member.signature ?? MethodSignature(parameters: [], returnType: nil)
    let arguments = signature.parameters.map { parameter -> String in
      let value = parameter.type.hasPrefix("inout ") ? "&\(parameter.name)" : parameter.name
      return parameter.label.map { "\($0): \(value)" } ?? value
    }.joined(separator: ", ")
    var call = "\(receiver).\(member.baseName)(\(arguments))"
    if signature.isAsync { call = "await " + call }
    if signature.isThrowing { call = "try " + call }
    if signature.returnType != nil { call = "return " + call }
    return call
  }
}
