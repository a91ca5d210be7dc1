/// Resolves a `SelfReference` to the member it names: by full key for calls
/// (`reload(animated:)`, `showTrip:`), else by base name when that is unambiguous.
public struct MemberResolver: Sendable {
  private var byKey: [String: Int] = [:]
  private var propertiesByName: [String: [Int]] = [:]
  private var methodsByBaseName: [String: [Int]] = [:]
  /// Members overriding UIKit's navigation methods (`overridableNavigation`): Swift `override`,
  /// an Objective-C method sending its own selector to `super`.
  private var navigationOverrides = Set<Int>()

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
      if Self.overridableNavigation.contains(member.name)
        && (member.has("override") || member.facts.calls.contains { $0.receiver == "super" && $0.fullName == member.name })
      {
        navigationOverrides.insert(member.id)
      }
    }
  }

  /// The method a call names by its full key only (`display(items:)`, `presentCall:`): not one
  /// shared by base name, which may be a superclass's or a protocol extension's of other labels
  /// (`display(count:)`), nor an override of UIKit's navigation.
  public func resolveExactly(_ reference: SelfReference) -> Int? {
    guard let called = reference.calledName, let id = byKey[called], !navigationOverrides.contains(id) else { return nil }
    return id
  }

  /// Whether the controller declares one method (or initializer, or subscript) of the base name
  /// `name`: a call of it names it whatever its argument (no overload picks by argument type).
  public func declaresOneMethod(named name: String) -> Bool {
    methodsByBaseName[name]?.count == 1
  }

  /// Methods a view controller inherits from UIKit and calls on itself: a call that does not name
  /// one of the controller's own methods exactly (full key) is the inherited one, even when the
  /// controller declares a method of the same base name (`dismiss(animated:)`).
  ///
  /// Matches: `dismiss(animated: true) { … }` next to `func dismiss(animated: Bool)`;
  /// `[self dismissViewControllerAnimated:YES completion:nil]` next to `- (void)dismissViewControllerAnimated:(BOOL)a`.
  /// Does not match: `reload()` next to `func reload(animated: Bool = true)` (the base name decides).
  static let inheritedControllerMethods: Set<String> = [
    "present", "presentViewController", "dismiss", "dismissViewControllerAnimated", "performSegue",
    "performSegueWithIdentifier", "show", "showViewController", "showDetailViewController", "addChild",
    "addChildViewController", "removeFromParent", "removeFromParentViewController", "setEditing",
    "setNeedsStatusBarAppearanceUpdate", "becomeFirstResponder", "resignFirstResponder", "setToolbarItems",
    "transition", "transitionFromViewController", "beginAppearanceTransition", "endAppearanceTransition",
  ]

  /// UIKit's navigation methods by full key, in Swift and Objective-C: a controller overriding one
  /// still navigates through it.
  static let overridableNavigation: Set<String> = [
    "performSegue(withIdentifier:sender:)", "performSegueWithIdentifier:sender:",
    "present(_:animated:completion:)", "presentViewController:animated:completion:",
    "dismiss(animated:completion:)", "dismissViewControllerAnimated:completion:",
    "show(_:sender:)", "showViewController:sender:", "showDetailViewController(_:sender:)", "showDetailViewController:sender:",
  ]

  /// A call resolves to a method (by key, else a unique base name); a plain reference to a
  /// property (or, failing that, a method used as a value).
  public func resolve(_ reference: SelfReference) -> Int? {
    if let called = reference.calledName {
      // The controller's override of UIKit's navigation method (`performSegueWithIdentifier:sender:`
      // calling `super`): a call is UIKit's, which reaches the override on the controller, from
      // the view or from the router's transition handler alike. Its own method of that name
      // that overrides nothing (`func show(_ item: Item, sender: Any?)`) is its own.
      if let id = byKey[called] { return navigationOverrides.contains(id) ? nil : id }
      // `dismiss(animated: true) { … }` is UIKit's method, not the controller's `dismiss(animated:)`.
      if Self.inheritedControllerMethods.contains(reference.name) { return nil }
      if let candidates = methodsByBaseName[reference.name], candidates.count == 1 { return candidates[0] }
      return nil
    }
    if let candidates = propertiesByName[reference.name], candidates.count == 1 { return candidates[0] }
    // A property the controller inherits from UIKit is that property, not a method of its base
    // name: `tableView.reloadData()` beside `tableView(_:numberOfRowsInSection:)`.
    if SignalCatalogue.inheritedViewAPI.contains(reference.name) { return nil }
    if let candidates = methodsByBaseName[reference.name], candidates.count == 1 { return candidates[0] }
    return nil
  }
}
