/// Makes the methods the splitter planned unique in the class that declares them, by intent.
///
/// Each split names its methods from its own code: two members that both call
/// `playbackService.next()` would each give the interactor a `next()`, and two `UIPickerView`
/// callbacks would each give the presenter a `didSelect()`. The first keeps the name; a later one
/// is qualified by the event it serves.
///
/// ## Before
/// `nextTapped()` → interactor `next()`; `swipedLeft(_:)` → interactor `next()`
/// ## After
/// `nextTapped()` → interactor `next()`; `swipedLeft(_:)` → interactor `nextOnSwipedLeft()`
///
/// Names are compared by base name, which is stricter than Swift's overloading and what makes an
/// Objective-C selector unique. Nothing is numbered unless even the member's full name is taken.
struct PlannedNames {
  /// Base names in use, per class that receives planned methods.
  private var taken: [Layer: Set<String>] = [:]

  /// Reserves the names of the members each class already holds: moved members in the presenter,
  /// interactor and router, and every member that stays in the view.
  init(plan: ModulePlan) {
    let model = plan.model
    for classification in plan.classified.members {
      let member = model.members[classification.memberID]
      let layer: Layer = classification.isMixed ? .view : classification.layer
      // Properties the Assembly may inject into any layer (created helpers, shared services), and
      // the presenter's forwarder of an injected service, hold their names there too.
      if classification.isCreatedHelper || classification.isSharedService || classification.isInjectedService {
        for holder in [Layer.presenter, .interactor, .router] { taken[holder, default: []].insert(member.baseName) }
      }
      guard layer != .assembly else { continue }
      taken[layer, default: []].insert(member.baseName)
    }
    // The presenter implements ViewOutput: events forwarded to the interactor or router keep the
    // names of the members they forward to.
    taken[.presenter, default: []].formUnion(plan.interactorMembers.map { model.members[$0].baseName })
    taken[.presenter, default: []].formUnion(plan.routerMembers.map { model.members[$0].baseName })
  }

  /// Renames the split's planned methods that collide, in place, and reserves the names it keeps;
  /// true when it renamed one.
  mutating func makeUnique(_ split: inout MemberSplit, member: Member) -> Bool {
    let before = Self.names(of: split)
    uniquify(&split, member: member)
    return Self.names(of: split) != before
  }

  private static func names(of split: MemberSplit) -> [String] {
    [split.event.name, split.load?.name ?? "", split.loaded?.name ?? "", split.display?.name ?? ""] + split.routes.map(\.method.name)
  }

  private mutating func uniquify(_ split: inout MemberSplit, member: Member) {
    // A segue preparation's events and router methods share their names, unique in the split.
    if split.flow == .seguePreparation {
      reserve(split.event.name, in: .presenter)
      for route in split.routes {
        reserve(route.method.name, in: .router)
        reserve(route.method.name, in: .presenter)
      }
      return
    }
    // Most splits collide with nothing: reserve their names without building qualifiers.
    let planned: [(String, Layer)] = [(split.event.name, .presenter)]
      + [(split.load, Layer.interactor), (split.loaded, .presenter), (split.display, .view)].compactMap { method, layer in
        method.map { ($0.name, layer) }
      } + split.routes.map { ($0.method.name, Layer.router) }
    if Set(planned.map { "\($0.1.rawValue)/\($0.0)" }).count == planned.count && !planned.contains(where: { isTaken($0.0, in: $0.1) }) {
      for (name, layer) in planned { reserve(name, in: layer) }
      return
    }
    let qualifiers = Self.qualifiers(for: member, event: split.event.name)
    // An event named from a UIKit callback's label (`didSelectRow`) takes its caller's name
    // (`pickerViewDidSelectRow`); one named after the member becomes `…Event`.
    let event = split.event.name
    let eventCandidates = event == member.baseName
      ? [event + "Event"] : [lowercasedFirst(member.baseName) + SplitNaming.capitalized(event), event + "Event"]
    rename(&split.event, in: .presenter, qualifiers: eventCandidates)
    // A data read's three methods stay one family: qualified together.
    let family: [(WritableKeyPath<MemberSplit, PlannedMethod?>, Layer)] = [(\.load, .interactor), (\.loaded, .presenter), (\.display, .view)]
    let collides = family.contains { path, layer in split[keyPath: path].map { isTaken($0.name, in: layer) } ?? false }
    for qualifier in collides ? qualifiers : [] {
      let free = family.allSatisfy { path, layer in split[keyPath: path].map { !isTaken($0.name + "On" + qualifier, in: layer) } ?? true }
      if free {
        for (path, _) in family where split[keyPath: path] != nil { split[keyPath: path]!.name += "On" + qualifier }
        break
      }
    }
    for (path, layer) in family {
      guard var method = split[keyPath: path] else { continue }
      rename(&method, in: layer, qualifiers: qualifiers.map { method.name + "On" + $0 })
      split[keyPath: path] = method
    }
    for index in split.routes.indices {
      let name = split.routes[index].method.name
      rename(&split.routes[index].method, in: .router, qualifiers: qualifiers.map { name + "On" + $0 })
    }
  }

  /// Renames an in-place call that collides in the presenter or in `layer` (the interactor or
  /// the router), which both declare it, and reserves its name in both: qualified by the member
  /// it serves first (`closeOnDeleteTapped`), numbered only when that is taken too.
  /// `avoiding`: the functions the method's code calls without a receiver (`print(defaults)`):
  /// a method of the name would call itself there.
  mutating func makeUnique(_ method: inout PlannedMethod, in layer: Layer, member: Member, avoiding: Set<String> = []) {
    func isFree(_ name: String) -> Bool { !isTaken(name, in: .presenter) && !isTaken(name, in: layer) && !avoiding.contains(name) }
    var name = method.name
    if !isFree(name) {
      let qualified = Self.qualifiers(for: member, event: member.baseName).map { method.name + "On" + $0 }
      name = qualified.first(where: isFree) ?? qualified.first ?? method.name
      var counter = 2
      let base = name
      while !isFree(name) {
        name = base + "\(counter)"
        counter += 1
      }
    }
    method.name = name
    reserve(name, in: .presenter)
    reserve(name, in: layer)
  }

  private func isTaken(_ name: String, in layer: Layer) -> Bool { taken[layer]?.contains(name) ?? false }

  private mutating func reserve(_ name: String, in layer: Layer) { taken[layer, default: []].insert(name) }

  private mutating func rename(_ method: inout PlannedMethod, in layer: Layer, qualifiers: [String]) {
    if isTaken(method.name, in: layer) {
      if let free = qualifiers.first(where: { !isTaken($0, in: layer) }) {
        method.name = free
      } else {
        method.name = SplitNaming.unique(method.name, taken: taken[layer] ?? [])
      }
    }
    reserve(method.name, in: layer)
  }

  /// `swipedLeft(_:)` → `SwipedLeft`, then the member's whole name in words
  /// (`tableView(_:didSelectRowAt:)` → `TableViewDidSelectRowAt`).
  private static func qualifiers(for member: Member, event: String) -> [String] {
    let subject = SplitNaming.capitalized(SplitNaming.eventSubject(event))
    let whole = SplitNaming.capitalized(member.name.replacingOccurrences(of: "_", with: " "))
    return [subject, SplitNaming.capitalized(member.baseName), whole].reduce(into: []) { result, word in
      if !word.isEmpty && !result.contains(word) { result.append(word) }
    }
  }

  private func lowercasedFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }
}
