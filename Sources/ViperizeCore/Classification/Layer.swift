/// A VIPER layer a member or statement group is assigned to.
public enum Layer: String, Sendable, Codable, CaseIterable, Comparable {
  case view, presenter, interactor, router, assembly

  public static func < (lhs: Layer, rhs: Layer) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// What a signal means, following the three refactorings of the MVC→VIPER method plus UI and
/// presentation logic.
public enum SignalPattern: String, Sendable, Codable, CaseIterable {
  /// Storyboard instantiation, push/present/dismiss, segues → Router.
  case navigation
  /// Core Data, MagicalRecord, network clients, persistence → Interactor.
  case dataAccess = "data-access"
  /// Lazily created helpers and services → Assembly, injected into the layer that uses them.
  case configuration
  /// Formatting of model values and input validation → Presenter.
  case presentation
  /// Views, outlets, layout, alerts, animations → View.
  case ui
  /// Why a member without signals of its own went where it went.
  case entryPoint = "entry-point"
  case followsCallers = "follows-callers"
  case followsUsers = "follows-users"
  /// A value the screen shows and changes (`DisplayStateRule`) → Presenter; the view forwards.
  case displayState = "display-state"
  /// A helper computing from display state goes with it.
  case followsState = "follows-state"
  /// A service the view holds, passed by the Assembly to the layers whose code uses it.
  case sharedService = "shared-service"
  /// A service other code sets, held by the interactor; the view and the presenter forward to it.
  case injectedService = "injected-service"
  case override

  /// The layer that code showing this pattern belongs to, if the pattern decides one.
  public var layer: Layer? {
    switch self {
    case .navigation: return .router
    case .dataAccess: return .interactor
    case .configuration: return .assembly
    case .presentation: return .presenter
    case .ui, .entryPoint, .override: return .view
    case .followsCallers, .followsUsers, .displayState, .followsState, .sharedService, .injectedService: return nil
    }
  }
}

/// Why a member or statement was put where it was: which API, which line.
public struct Evidence: Sendable, Hashable, Codable {
  public var line: Int
  public var pattern: SignalPattern
  public var api: String
  public init(line: Int, pattern: SignalPattern, api: String) {
    self.line = line
    self.pattern = pattern
    self.api = api
  }
}
