import ViperizeCore

/// Renders Objective-C method declarations and message sends, from a member's signature or from a
/// method the planner created.
///
/// Member: `- (void)showCityFromViewController:(UIViewController *)viewController`.
/// Planned `didLoadDistricts(districts: .arrayOf("CGDistrict"))`:
/// `- (void)didLoadDistricts:(NSArray<CGDistrict *> *)districts`; its call
/// `didLoadDistricts:districts`.
struct ObjCSignatureRenderer {
  /// Selectors of the controller's own methods: a planned method must not take one of them
  /// (a display method `showDistricts:` next to the original `showDistricts:` would call itself).
  let takenSelectors: Set<String>

  init(plan: ModulePlan) {
    takenSelectors = Set(plan.model.members.filter { $0.signature != nil }.map(\.name))
  }

  // MARK: Members

  /// `- (NSString *)titleForRow:(NSInteger)row section:(NSInteger)section`; a stored property's
  /// as a protocol declares it: `@property (nonatomic, strong) NSFetchedResultsController *streamController`.
  static func declaration(_ member: Member) -> String {
    if member.kind == .storedProperty {
      let attributes = member.attributes.filter { !$0.hasPrefix("IB") }
      let head = attributes.isEmpty ? "@property " : "@property (\(attributes.joined(separator: ", "))) "
      return head + ObjCModuleRenderer.variable(member.propertyType ?? "id", member.propertyName)
    }
    let signature = member.signature ?? MethodSignature(parameters: [], returnType: nil)
    let head = "\(signature.isStatic ? "+" : "-") (\(signature.returnType ?? "void"))"
    if signature.parameters.isEmpty { return head + member.baseName }
    return head + signature.parameters.map { "\($0.label ?? ""):(\($0.type))\($0.name)" }.joined(separator: " ")
  }

  /// The getter and setter of a stored property another object holds, forwarding to `receiver`
  /// (`self.interactor`): `- (NSFetchedResultsController *)streamController {` /
  /// `return self.interactor.streamController;` / `}`, and `-setStreamController:`.
  static func propertyForwarders(_ member: Member, to receiver: String, unit: String) -> String {
    let name = member.propertyName
    var type = ObjCModuleRenderer.variable(member.propertyType ?? "id", "")
    while type.hasSuffix(" ") { type.removeLast() }
    let setter = member.setterSelector.dropLast()
    return "- (\(type))\(name) {\n\(unit)return \(receiver).\(name);\n}\n\n"
      + "- (void)\(setter):(\(type))\(name) {\n\(unit)\(receiver).\(name) = \(name);\n}\n"
  }

  /// `[self.interactor loadTrips]`, `[self.router showRecipe:recipe sender:sender]`.
  static func messageSend(_ member: Member, to receiver: String) -> String {
    let parameters = member.signature?.parameters ?? []
    if parameters.isEmpty { return "[\(receiver) \(member.baseName)]" }
    return "[\(receiver) " + parameters.map { "\($0.label ?? ""):\($0.name)" }.joined(separator: " ") + "]"
  }

  /// The presenter's forwarding body line: `[self.interactor loadTrips];` or `return [...];`.
  static func forwardingStatement(_ member: Member, to receiver: String) -> String {
    let send = messageSend(member, to: receiver) + ";"
    return member.signature?.returnType == nil ? send : "return " + send
  }

  // MARK: Planned methods

  static func render(_ type: InferredType) -> String {
    switch type {
    case .written(let text): return text
    case .arrayOf(let element): return "NSArray<\(element) *> *"
    case .unknown: return "id"
    }
  }

  /// The first selector piece: the name, plus the first label (`didSelectRow` + `At`).
  func firstPiece(_ method: PlannedMethod) -> String {
    var piece = method.name
    if let label = method.firstLabel, let first = label.first { piece += first.uppercased() + label.dropFirst() }
    let selector = piece + (method.parameters.isEmpty ? "" : ":") + method.parameters.dropFirst().map { "\($0.name):" }.joined()
    guard takenSelectors.contains(selector) else { return piece }
    if piece.hasPrefix("show") { return "display" + piece.dropFirst(4) }
    return piece + "Event"
  }

  /// `- (void)didLoadDistricts:(NSArray<CGDistrict *> *)districts`
  func declaration(_ method: PlannedMethod) -> String {
    let piece = firstPiece(method)
    let head = "- (" + (method.returnType.map(Self.render) ?? "void") + ")"
    if method.parameters.isEmpty { return head + piece }
    return head + method.parameters.enumerated().map { index, parameter in
      "\(index == 0 ? piece : parameter.name):(\(Self.render(parameter.type)))\(parameter.name)"
    }.joined(separator: " ")
  }

  /// `didLoadDistricts:districts`, `viewIsReady`.
  /// `arguments` replaces a parameter's name as the argument (`selectedRecipe` → `self.selectedRecipe`).
  func call(_ method: PlannedMethod, arguments: [String: String] = [:]) -> String {
    let piece = firstPiece(method)
    if method.parameters.isEmpty { return piece }
    return method.parameters.enumerated().map { index, parameter in
      "\(index == 0 ? piece : parameter.name):\(arguments[parameter.name] ?? parameter.name)"
    }.joined(separator: " ")
  }
}
