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
  /// Display state (`layer == .presenter`): the presenter holds it and the view keeps a property
  /// forwarding to `output`, so view code reads and writes it as before.
  public var isDisplayState = false
  /// An entry point UIKit calls for a value that the presenter answers from display state
  /// (`layer == .presenter`): the presenter holds the body, the view's callback forwards.
  public var answersForView = false
  /// A service the view keeps (`layer == .view`) that only its creation sets: the Assembly passes
  /// the same object to the layers whose moved code uses it (`ServicePropertyRule`).
  public var isSharedService = false
  /// A service other code sets (`layer == .interactor`): the interactor holds it, and the view and
  /// the presenter keep properties forwarding to it (`ServicePropertyRule`).
  public var isInjectedService = false
  /// The view keeps a property of the same name forwarding to the layer that holds it (display
  /// state in the presenter, an injected service in the interactor): the view's code and other
  /// files read and write it as before, and its leading comments stay with the view's property.
  public var isForwardedByView: Bool { isDisplayState || isInjectedService }
  /// A method `deinit` calls, directly or through other methods: it stays in the view whole, as
  /// `deinit` does (the module may not be connected while the controller is freed).
  public var runsInTeardown = false
  /// The controller's factory building the screen from a storyboard (`layer == .assembly`,
  /// `ScreenFactoryRule`): the Assembly holds the body, the view keeps the method forwarding to it.
  public var isScreenFactory = false
  /// A created helper (`ConfigurationRule`): the Assembly makes it and injects it into the layers
  /// whose code uses it. Every other Assembly member is a screen factory.
  public var isCreatedHelper: Bool { layer == .assembly && !isScreenFactory }

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
  /// The UI object each stored property holds (`SignalCatalogue.heldUIObjectType`), by member
  /// ID, computed once per controller.
  public var heldUIObjects: [String?]

  public init(
    model: ControllerModel, members: [MemberClassification], resolver: MemberResolver,
    catalogue: SignalCatalogue = .standard, heldUIObjects: [String?]? = nil
  ) {
    self.model = model
    self.members = members
    self.resolver = resolver
    self.catalogue = catalogue
    self.heldUIObjects = heldUIObjects ?? model.members.map(catalogue.heldUIObjectType)
  }

  public func layer(of id: Int) -> Layer { members[id].layer }

  /// Whether view code reads and writes the member as its own: it stays in the view, or it is
  /// display state or an injected service the view forwards to. Code leaving the view may only
  /// read it as a parameter (the interactor's code uses an injected service as its own).
  public func isViewState(_ id: Int) -> Bool {
    members[id].layer == .view || members[id].isForwardedByView
  }

  /// Whether code landing in `layer` reaches the member as a property of its own: an injected
  /// service in the interactor.
  public func isOwnService(_ id: Int, in layer: Layer) -> Bool { members[id].isInjectedService && layer == .interactor }
}
