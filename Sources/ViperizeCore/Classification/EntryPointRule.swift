import Foundation

/// Members UIKit calls, or that other code sees, stay in the view: lifecycle, outlets, actions,
/// overrides, protocol witnesses, delegate/data-source callbacks, initializers, nested types.
///
/// Matches: `override func viewDidLoad()`, `@IBAction func save(_:)`,
/// `func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int`,
/// ObjC `- (void)viewDidLoad`. Does not match: `private func loadTrips()`.
enum EntryPointRule {
  /// `UIViewController` methods UIKit calls (ObjC has no `override` keyword to tell us).
  static let lifecycleNames: Set<String> = [
    "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    "viewWillLayoutSubviews", "viewDidLayoutSubviews", "didReceiveMemoryWarning", "loadView",
    "awakeFromNib", "prepare", "prepareForSegue", "shouldPerformSegue",
    "shouldPerformSegueWithIdentifier", "dealloc", "traitCollectionDidChange",
    "updateViewConstraints", "supportedInterfaceOrientations", "preferredStatusBarStyle",
    "touchesBegan", "canBecomeFirstResponder", "setEditing", "viewWillTransition",
    "encodeRestorableState", "decodeRestorableState", "willMove", "didMove",
  ]

  static let pinningAttributes: Set<String> = [
    "IBOutlet", "IBAction", "IBSegueAction", "IBInspectable", "override", "objc", "static", "class",
    "required", "convenience",
  ]

  /// `calledByController`: the controller's own code calls the member, which may then be a
  /// navigation helper taking the screen it shows (below).
  static func isEntryPoint(_ member: Member, in model: ControllerModel, calledByController: Bool = false) -> Bool {
    switch member.kind {
    case .initializer, .deinitializer, .nestedDeclaration, .directive, .subscript: return true
    default: break
    }
    if member.attributes.contains(where: pinningAttributes.contains) { return true }
    // An override (ObjC has no keyword for it): it calls `super`, or it is a `UIViewController`
    // method of the transition API (`performSegueWithIdentifier:sender:`). UIKit and the view's
    // own calls reach it on the controller.
    if member.kind == .method && member.signature?.isStatic != true
      && (member.facts.calls.contains { $0.receiver == "super" } || SignalCatalogue.transitionAPI.contains(member.baseName))
    {
      return true
    }
    // Reached by selector (`@selector(reload:)` with a target): the runtime sends it to the view.
    if model.selectorTargets.contains(member.name) { return true }
    if member.isConditionallyCompiled || member.signature?.isStatic == true { return true }
    if member.kind == .method && lifecycleNames.contains(member.baseName) { return true }
    // Protocol witnesses: members of an extension or category that adopts protocols.
    if model.declarations[member.declarationIndex].kind != .classDeclaration
      && model.declarations[member.declarationIndex].kind != .objcImplementation
      && !model.declarations[member.declarationIndex].conformances.isEmpty
    {
      return true
    }
    // Delegate and data-source callbacks take the calling UIKit object first. A plain
    // `UIViewController` the controller's own code passes is the screen a helper shows
    // (`[self pushViewController:vc]` to `- (void)pushViewController:(UIViewController *)vc`);
    // not one only others call (a protocol witness, `childDidFinish:`), nor UIKit's own method.
    if let first = member.signature?.parameters.first, isUIKitCaller(first.type) {
      let screen = className(of: first.type) == "UIViewController"
      return !(screen && calledByController && !uiKitScreenMethods.contains(member.name))
    }
    // Another framework's delegate callback, in an Objective-C controller adopting that class's
    // protocol: the calling object comes first and names the method (below). (A Swift method
    // others may call is kept callable by its access: `ModulePlanner`'s forwarders.)
    if model.language == .objectiveC, member.kind == .method, let first = member.signature?.parameters.first,
      isNamedAfterCaller(member.baseName, firstParameterType: first.type),
      adoptsProtocol(of: first.type, in: model)
    {
      return true
    }
    return false
  }

  /// Whether the controller adopts a protocol named after the class `type`
  /// (`MFMailComposeViewControllerDelegate` for an `MFMailComposeViewController`): that class
  /// calls the controller back. An app helper taking a model (`tripSelected:(TRTrip *)trip`)
  /// adopts none for it.
  static func adoptsProtocol(of type: String, in model: ControllerModel) -> Bool {
    let typeName = className(of: type)
    guard !typeName.isEmpty else { return false }
    let adopted = model.conformances + model.declarations.flatMap(\.conformances)
    return adopted.contains { $0.hasPrefix(typeName) && $0.count > typeName.count }
  }

  /// Whether a method reads as a delegate callback of the object it is given first: the first
  /// word of its name is a word of that object's class (`mailComposeController:didFinishWithResult:error:`
  /// taking an `MFMailComposeViewController`, `locationManager(_:didUpdateLocations:)` a
  /// `CLLocationManager`, `webView(_:didFinish:)` a `WKWebView`, `picker(_:didFinishPicking:)` a
  /// `PHPickerViewController`). Not `configureCell:` taking a `TRTripCell`, nor
  /// `showProfile(_:)` taking a `User`. The object calls it on the controller, which must keep
  /// answering it: a method kept for a name that only looks so still forwards its moved code.
  static func isNamedAfterCaller(_ name: String, firstParameterType type: String) -> Bool {
    let typeName = className(of: type)
    guard let initial = typeName.first, initial.isUppercase, typeName.allSatisfy({ $0.isWordCharacter }),
      let firstWord = ServiceNames.camelWords(name).first?.lowercased(), firstWord.count > 2
    else { return false }
    return ServiceNames.camelWords(typeName).contains { $0.lowercased() == firstWord }
  }

  /// `UIViewController` and `UINavigationController` methods taking a screen first, which a
  /// controller overrides under the same name.
  static let uiKitScreenMethods: Set<String> = [
    "showViewController:sender:", "showDetailViewController:sender:", "presentViewController:animated:completion:",
    "pushViewController:animated:", "popToViewController:animated:", "addChildViewController:",
    "show(_:sender:)", "showDetailViewController(_:sender:)", "present(_:animated:completion:)",
    "pushViewController(_:animated:)", "popToViewController(_:animated:)", "addChild(_:)",
  ]

  /// A parameter's class as written, without pointer, optional and spacing marks
  /// (`MFMailComposeViewController *` → `MFMailComposeViewController`).
  static func className(of type: String) -> String {
    type.trimmingCharacters(in: CharacterSet(charactersIn: " *!?"))
  }

  static func isUIKitCaller(_ type: String) -> Bool {
    let trimmed = className(of: type)
    if trimmed.hasPrefix("NSFetchedResultsController") { return true }
    guard trimmed.hasPrefix("UI"), trimmed.count > 2 else { return false }
    return trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)].isUppercase
  }
}

/// Shared name checks for entry points.
enum EntryPointNames {
  static func isUIKitCaller(_ type: String) -> Bool { EntryPointRule.isUIKitCaller(type) }
}
