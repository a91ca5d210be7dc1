/// The app's own data services, inferred once per controller from what its code shows, so that
/// calls to them read as data access (→ Interactor) in member classification and in statement
/// splitting alike.
///
/// A receiver is a service when the code shows one of the `ServiceRule`s: a singleton access
/// (`SocketManager.shared.connect()`, `[[TopicModel Instance] getTopicById:…]`), a static call on
/// an app type named as a service (`DatabaseManager.cleanInvalidDatabases()`), a stored property
/// whose declared or constructed type is a service (`var dataManager: DataManagerProtocol!`), an
/// object reached through the app delegate, or a local declared with a service type. UI types,
/// value types, formatters, HUDs and loggers never are (`ServiceNames`). A project adds or vetoes
/// type and property names in `.viperize.yml` (`services:`).
///
/// Built in one pass over the members' facts; looking a call up is a dictionary lookup.
public struct ServiceInference: Sendable {
  /// One inferred service: `SocketManager: app singleton (SocketManager.shared, line 325)`.
  public struct Service: Sendable, Hashable {
    /// The type or property name calls are sent to.
    public var name: String
    /// Which rule found it, with the code and line that showed it.
    public var reason: String
    public var rule: ServiceRule
    public var description: String { "\(name): \(reason)" }
  }

  /// Services reached through a type name (`SocketManager.shared`, `DatabaseManager.servers`).
  public private(set) var types: [String: Service] = [:]
  /// Stored properties (ObjC: also their `_ivar`) and locals that hold a service.
  public private(set) var holders: [String: Service] = [:]
  /// Stored properties and Objective-C instance variables (also as `_ivar`) whose declared type
  /// is a plain value (`NSString *_selectedPaymentProvider`, `let title: String`): never a data
  /// source, whatever their name ends in (`…Provider`, `…Store`).
  public private(set) var valueHolders: Set<String> = []
  /// Lines of method headers, whose type names are parameters, not uses.
  private var signatureLines = Set<Int>()

  public static let none = ServiceInference()

  public init() {}

  /// The project's own choices from `.viperize.yml`: names that are services, names that never are.
  public struct Overrides: Sendable, Hashable {
    public var added: [String]
    public var vetoed: [String]
    public init(added: [String] = [], vetoed: [String] = []) {
      self.added = added
      self.vetoed = vetoed
    }
    public static let none = Overrides()
  }

  /// Infers the services of `model`. `knownTypes` are the catalogue's own type signals (a
  /// `URLSession.shared` call is already data access by the catalogue, and is not repeated here).
  public static func infer(
    in model: ControllerModel, knownTypes: Set<String>, dataTypes: Set<String>, overrides: Overrides = .none
  ) -> ServiceInference {
    var result = ServiceInference()
    let vetoed = Set(overrides.vetoed)
    func addType(_ name: String, _ rule: ServiceRule, _ evidence: String) {
      guard result.types[name] == nil, !vetoed.contains(name), !knownTypes.contains(name) else { return }
      result.types[name] = Service(name: name, reason: rule.reason(evidence), rule: rule)
    }
    func addHolder(_ name: String, _ rule: ServiceRule, _ evidence: String) {
      guard result.holders[name] == nil, !vetoed.contains(name) else { return }
      let service = Service(name: name, reason: rule.reason(evidence), rule: rule)
      result.holders[name] = service
      if model.language == .objectiveC && !name.hasPrefix("_") { result.holders["_" + name] = service }
    }
    for name in overrides.added {
      if name.first?.isUppercase == true { addType(name, .configured, ".viperize.yml") } else { addHolder(name, .configured, ".viperize.yml") }
    }
    // Types first: singletons and static calls anywhere in the controller. A static call is
    // named by the message sent to the type itself (`[KKKeychain getStringForKey:…]`), not by one
    // sent to what that returned (`isEqualToString:`), when the code shows both.
    var throughResults: [(type: String, evidence: String)] = []
    var referencedSingletons: [(type: String, evidence: String)] = []
    // The controller's own types (`Keys.shared`) are no services of the app's.
    let nestedTypes = Set(model.members.filter { $0.kind == .nestedDeclaration }.map(\.name))
    for member in model.members {
      // A type in a method's signature (`locationManager(_ manager: CLLocationManager, …)`) is
      // what UIKit or a delegate hands in, not a use of the service.
      if let body = member.bodySpan, member.kind != .storedProperty {
        for line in member.declarationSpan.startLine...max(member.declarationSpan.startLine, body.startLine) {
          result.signatureLines.insert(line)
        }
      }
      for call in member.facts.calls {
        if let root = ServiceNames.root(of: call.receiver), ServiceNames.isAppDelegate(root) {
          addHolder(root, .appDelegate, "\(ServiceNames.singletonText(of: call, type: root)), line \(call.line)")
        } else if let type = ServiceNames.singletonType(of: call) {
          addType(type, .singleton, "\(ServiceNames.singletonText(of: call, type: type)), line \(call.line)")
        } else if let root = ServiceNames.root(of: call.receiver), ServiceNames.isTypeName(root),
          ServiceNames.isServiceNamed(root), ServiceNames.isCandidate(root), !ServiceNames.isFrameworkType(root),
          !ServiceNames.isConstruction(call.name)
        {
          if call.receiver == root {
            addType(root, .staticCall, "\(root).\(call.name), line \(call.line)")
          } else {
            // Through properties, as written (`AppUserDefaults.nickname.bind`); through a send, by the type.
            let through = call.receiver.map { Self.isSentResult($0) ? root : $0 } ?? root
            throughResults.append((root, "\(through).\(call.name), line \(call.line)"))
          }
        }
      }
      // Reached with no call at all: a singleton whose properties the code reads
      // (`SessionManager.shared.userName`), or a stored value of an app type named for a store
      // (`YepUserDefaults.nickname.value = name`, `SettingsStore.isDarkMode`).
      for reference in member.facts.typeMemberReferences {
        // A property or a case, not a nested type (`PhotoRepository.Filter`).
        guard let dot = reference.name.firstIndex(of: "."), reference.name[reference.name.index(after: dot)...].first?.isLowercase == true
        else { continue }
        let type = String(reference.name[..<dot])
        // The app delegate is no service itself: what the code reaches through it may be (above).
        guard ServiceNames.isTypeName(type), ServiceNames.isCandidate(type), !ServiceNames.isFrameworkType(type),
          !ServiceNames.isAppDelegate(type), !nestedTypes.contains(type)
        else { continue }
        if ServiceNames.isInstanceAccessor(String(reference.name[reference.name.index(after: dot)...]), of: type) {
          referencedSingletons.append((type, "\(reference.name), line \(reference.line)"))
        } else if ServiceNames.namesStore(type) {
          throughResults.append((type, "\(reference.name), line \(reference.line)"))
        }
      }
    }
    // Calls first: they show what the service does, where the controller has any.
    for (type, evidence) in referencedSingletons { addType(type, .singleton, evidence) }
    for (type, evidence) in throughResults { addType(type, .staticCall, evidence) }
    // Then holders: stored properties and locals whose type is a service (or a data library type).
    func isServiceType(_ type: String) -> Bool {
      result.types[type] != nil || dataTypes.contains(type) || ServiceNames.isAppDelegate(type)
        || (ServiceNames.isServiceNamed(type) && ServiceNames.isCandidate(type) && !ServiceNames.isFrameworkType(type)
          && !vetoed.contains(type))
    }
    for member in model.members {
      if member.kind == .storedProperty, !member.has("IBOutlet"),
        let type = ServiceNames.heldType(
          declared: member.propertyType, initialValue: (member.initialValue ?? member.lazyInitialization?.creation)?.facts,
          initialValueLength: (member.initialValue ?? member.lazyInitialization?.creation).map { $0.span.end - $0.span.start }),
        isServiceType(type)
      {
        addHolder(member.propertyName, .storedProperty, "\(member.propertyName): \(type), line \(member.declarationSpan.startLine)")
      }
      for local in member.facts.localTypes {
        guard let type = ServiceNames.heldType(declared: local.type, initialValue: nil), isServiceType(type) else { continue }
        addHolder(local.name, .local, "\(local.name): \(type) in \(member.name)")
      }
    }
    func addValueHolder(_ name: String, type: String) {
      guard ServiceNames.isPlainValueType(type), result.holders[name] == nil else { return }
      result.valueHolders.insert(name)
      if model.language == .objectiveC { result.valueHolders.insert(name.hasPrefix("_") ? String(name.dropFirst()) : "_" + name) }
    }
    for member in model.members where member.kind == .storedProperty {
      if let type = member.propertyType { addValueHolder(member.propertyName, type: type) }
    }
    for (name, type) in model.instanceVariableTypes { addValueHolder(name, type: type) }
    return result
  }

  /// Data-access evidence for every call on a service, and every use of a service type.
  /// `excluded` calls are not data access, nor is the mention of the type each is sent to on its
  /// line (`[[AppDelegate theDelegate] showErrorAsAlert:error]` names `AppDelegate` only to reach
  /// it); another mention there still is (`AppDelegate.shared.showAlert(title:
  /// AppDelegate.shared.session.userName)` reads the session).
  public func evidence(for facts: CodeFacts, excluding excluded: (CallFact) -> Bool = { _ in false }) -> [Evidence] {
    guard !types.isEmpty || !holders.isEmpty else { return [] }
    var found: [Evidence] = []
    var seen = Set<Evidence>()
    func add(_ evidence: Evidence) { if seen.insert(evidence).inserted { found.append(evidence) } }
    // Mentions of a type, by line and name, that only reach an excluded call.
    struct Mention: Hashable {
      var line: Int
      var name: String
    }
    var reachedOnly: [Mention: Int] = [:]
    for call in facts.calls {
      guard let root = ServiceNames.root(of: call.receiver) else { continue }
      // `[TopicModel Instance]` only reaches the service; the call sent to it is the data call
      // (and names the interactor method). The line still counts through the type name.
      if call.receiver == root && ServiceNames.isSingletonAccessor(call.name) { continue }
      guard let service = holders[root] ?? types[root] else { continue }
      if excluded(call) {
        // The mention of the type is this call's when no other call stands between them: sent to
        // the type (`[AppDelegate theDelegate]`), through properties (`AppDelegate.shared.showAlert`),
        // or through a shared-instance accessor no call is counted for (`[[TopicModel Instance] …]`).
        let receiver = call.receiver ?? ""
        if receiver == root || !Self.isSentResult(receiver) || StatementTagger.sharedReceiverType(receiver) == root {
          reachedOnly[Mention(line: call.line, name: root), default: 0] += 1
        }
      } else {
        add(Evidence(line: call.line, pattern: .dataAccess, api: service.description))
      }
    }
    for type in facts.typeNames where !signatureLines.contains(type.line) {
      if !reachedOnly.isEmpty, let left = reachedOnly[Mention(line: type.line, name: type.name)], left > 0 {
        reachedOnly[Mention(line: type.line, name: type.name)] = left - 1
        continue
      }
      if let service = types[type.name] {
        add(Evidence(line: type.line, pattern: .dataAccess, api: service.description))
      }
    }
    return found
  }

  /// Whether a receiver is what a call or a message returned (`[KKKeychain getStringForKey:…]`,
  /// `API.current()`), not a type or its properties (`AppUserDefaults.nickname`).
  private static func isSentResult(_ receiver: String) -> Bool { receiver.contains("(") || receiver.contains("[") }

  /// Whether a call is sent to an inferred service.
  public func isServiceCall(_ call: CallFact) -> Bool {
    guard let root = ServiceNames.root(of: call.receiver) else { return false }
    return holders[root] != nil || types[root] != nil
  }
}
