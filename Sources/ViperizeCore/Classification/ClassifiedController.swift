/// Where one member goes, and why.
public struct MemberClassification: Sendable {
  public var memberID: Int
  /// The member's home. A mixed member stays in the view (`layer == .view`, `isMixed`).
  public var layer: Layer
  public var isMixed: Bool
  /// For a mixed member: every layer its code belongs to, view first.
  public var parts: [Layer]
  public var evidence: [Evidence]
  /// For a configuration property (`layer == .assembly`): the layers it is injected into.
  public var injectedInto: [Layer]
  /// Why a member that could have moved stays in the view (each becomes a diagnostic).
  public var blockers: [String]

  public init(memberID: Int, layer: Layer) {
    self.memberID = memberID
    self.layer = layer
    self.isMixed = false
    self.parts = []
    self.evidence = []
    self.injectedInto = []
    self.blockers = []
  }
}

/// The model plus a classification for every member.
public struct ClassifiedController: Sendable {
  public var model: ControllerModel
  public var members: [MemberClassification]
  /// Resolves `self` references to members (shared by classifier and planner).
  public var resolver: MemberResolver
  /// The catalogue the classifier used, with the controller's inferred services
  /// (`SignalCatalogue.inferringServices(in:)`): statement splitting reads the same signals.
  public var catalogue: SignalCatalogue

  public init(
    model: ControllerModel, members: [MemberClassification], resolver: MemberResolver,
    catalogue: SignalCatalogue = .standard
  ) {
    self.model = model
    self.members = members
    self.resolver = resolver
    self.catalogue = catalogue
  }

  public func layer(of id: Int) -> Layer { members[id].layer }
}
