/// Whether a name that moved code uses still resolves where the code lands.
///
/// A reference to a member of the controller is checked against that member's layer by the
/// classifier and the splitter. This rule answers for the references no member declares: code
/// may leave the view with them only when the name means the same thing in its new class.
///
/// Resolves anywhere: `print(…)`, `min(a, b)`, a file-scope function or constant of the input, a
/// name written as a constant (`kVLCSettingRotationLock`).
/// Resolves in the router only, through `transitionHandler`: `navigationController`, `present`.
/// Never leaves the view: `self.view`, an ObjC ivar (`_items`, `currentAlert`), a member the
/// controller inherits from its superclass or finds in another file (`isModal`, `showToast`).
public struct ScopeRule: Sendable {
  let model: ControllerModel

  public init(model: ControllerModel) { self.model = model }

  /// Why code landing in `layer` cannot use `reference`, which resolves to no member; nil when it
  /// can.
  public func blocker(forUnresolved reference: SelfReference, landingIn layer: Layer) -> String? {
    unresolvedBlocker(reference, landingIn: layer)?.reason
  }

  /// Why code landing in `layer` cannot use `reference` (`blocker(forUnresolved:landingIn:)`),
  /// and whether that is a call to a name a Swift controller deriving straight from UIKit does
  /// not declare (`openUrlInApp(url)`): a method another file adds to `UIViewController`, or a
  /// global function of another file, which only `.viperize.yml` `globals:` tells apart.
  public func unresolvedBlocker(_ reference: SelfReference, landingIn layer: Layer) -> (reason: String, isUndeclaredCall: Bool)? {
    let name = reference.name
    if name == "self" {
      return layer == .router ? nil : ("passes 'self' (line \(reference.line))", false)
    }
    if isTransition(reference) {
      return layer == .router ? nil : ("uses view controller API '\(name)' (line \(reference.line))", false)
    }
    if SignalCatalogue.inheritedViewAPI.contains(name) {
      return ("uses view API '\(name)' (line \(reference.line))", false)
    }
    if model.isInstanceVariable(name) {
      return ("uses the instance variable '\(name)' (line \(reference.line)), which stays in the view", false)
    }
    if reference.receiverRange == nil && model.filePrivateNames.contains(name) {
      return ("uses '\(name)' (line \(reference.line)), which only the controller's file declares", false)
    }
    // An implicit reference (no `self.` written) to a global resolves in any class of the module.
    if reference.receiverRange == nil && (Self.globals.contains(name) || model.fileScopeNames.contains(name)) {
      return nil
    }
    // A name written as a constant (`kVLCSettingRotationLock`, `MAX_ROWS`) is a global of another
    // file, whatever the controller inherits: instance members are not named so.
    if reference.receiverRange == nil && Self.isConstantName(name) { return nil }
    // A controller deriving straight from UIKit inherits only UIKit's API: any other name it does
    // not declare and does not call is a global of another file (`kVLCSortDefault`). A name it
    // calls may be a method another file adds to `UIViewController` (openfoodfacts'
    // `extension UIViewController { func openUrlInApp(_:) }`), which no other class has: the
    // call stays in the view (`localizedString(_:)`, a global function, stays with it).
    if reference.receiverRange == nil, model.language == .swift, let superclass = model.superclass,
      Self.uiKitControllers.contains(superclass), !Self.uiKitControllerAPI.contains(name)
    {
      guard reference.calledName != nil else { return nil }
      return ("calls '\(name)' (line \(reference.line)), which \(model.name) does not declare: a method another file adds to UIViewController would not be found elsewhere (list the app's global functions under 'globals:' in .viperize.yml)", true)
    }
    let origin = model.superclass.map { "inherited from '\($0)' or declared in another file" } ?? "declared in another file"
    return ("uses '\(name)' (line \(reference.line)), which is not a member of \(model.name) (\(origin))", false)
  }

  /// `kCellIdentifier`, `kVLCSortDefault`, `MAX_ROWS`, `SECTION_TAG_MAIN`: Apple's constant prefix
  /// `k` before a capital, or capitals, digits and underscores with at least two letters.
  static func isConstantName(_ name: String) -> Bool {
    let characters = Array(name)
    if characters.count > 1, characters[0] == "k", characters[1].isUppercase { return true }
    let letters = characters.filter(\.isLetter)
    return letters.count >= 2 && characters.allSatisfy { ($0.isLetter && $0.isUppercase) || $0.isNumber || $0 == "_" }
  }

  /// `UIViewController` API for showing and leaving screens: the router reaches it through its
  /// `transitionHandler`.
  public static let transitionAPI: Set<String> = SignalCatalogue.transitionAPI.union([
    "presentedViewController", "presentingViewController", "parent", "parentViewController",
  ])

  /// Whether a reference no member resolves is UIKit navigation the router runs through its
  /// transition handler: the controller API (`present`, `navigationController`…), or, for a
  /// navigation, page, tab or split controller subclass, the stack API of its container, which
  /// it calls on itself to change the screens it shows (`[self setViewControllers:@[_serverView]
  /// animated:NO]`, `pushViewController(detail, animated: true)`; `containerSuperclass`). A
  /// method of the controller's own of such a name (`- (void)pushViewController:(UIViewController
  /// *)vc`) resolves to it and is no such reference.
  public func isTransition(_ reference: SelfReference) -> Bool {
    (Self.transitionAPI.contains(reference.name) || (containerSuperclass != nil && Self.containerStackAPI.contains(reference.name)))
      && Self.isTransitionCall(reference)
  }

  /// The UIKit container the controller subclasses directly (`UINavigationController`), whose
  /// stack API its code may call on itself; `nil` for any other superclass.
  public var containerSuperclass: String? {
    model.superclass.flatMap { Self.containerClasses.contains($0) ? $0 : nil }
  }

  static let containerClasses: Set<String> = [
    "UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController",
  ]

  public static let containerStackAPI: Set<String> = [
    "setViewControllers", "pushViewController", "popViewController", "popViewControllerAnimated",
    "popToRootViewController", "popToRootViewControllerAnimated", "popToViewController",
  ]

  /// Whether a type written in a declaration names something only the controller's file sees:
  /// a file-private declaration the planner does not widen, or one of the controller's
  /// `nestedTypes` (written unqualified).
  /// A layer's file or a protocol declaring the type would not compile.
  func namesFilePrivateType(_ type: String, nestedTypes: Set<String>) -> Bool {
    SourceWords.identifiers(in: type).contains { model.filePrivateNames.contains($0) || nestedTypes.contains($0) }
  }

  /// Why code with these facts cannot leave the controller's files: a name only those files see
  /// (an ObjC macro, static or enum constant of the `.m`, a Swift file-scope private name the
  /// planner does not widen, a method of a private extension, a private type member).
  public func blocker(forFreeNamesIn facts: CodeFacts) -> String? {
    if let use = filePrivateUse(in: facts) {
      return "uses '\(use.name)'" + (use.line.map { " (line \($0))" } ?? "") + ", which only the controller's file declares"
    }
    // An enum, typedef or protocol of an input header: the generated headers declaring the moved
    // code's methods cannot name it (`- (DashboardMode)savedMode;`).
    if let type = facts.typeNames.first(where: { model.isHeaderOnlyType($0.name) }) {
      return "uses '\(type.name)' (line \(type.line)), which only the controller's header declares, and the generated headers cannot import it"
    }
    return possiblyInheritedName(in: facts).map { name in
      "uses '\(name)', which is not declared in \(model.name) (an instance variable inherited from '\(model.superclass ?? "")'?)"
    }
  }

  /// Objective-C, in a controller whose superclass is the app's own (not UIKit's): the first bare
  /// lower-case name the code reads that no member declares as a local or parameter, and that is
  /// no ivar, function, file-scope name, constant or C type (`…_t`). It may be an instance
  /// variable the superclass declares (`mxRoom.mxSession`), which no other class could read.
  public func possiblyInheritedName(in facts: CodeFacts) -> String? {
    guard model.language == .objectiveC, let superclass = model.superclass, !superclass.hasPrefix("UI") else { return nil }
    lazy var called = Set(facts.calls.filter { $0.receiver == nil }.map(\.name))
    return facts.usedNames.first { name in
      guard let first = name.unicodeScalars.first, first.properties.isLowercase else { return false }
      return !model.localNames.contains(name) && !model.isInstanceVariable(name) && !model.fileScopeNames.contains(name)
        && !Self.isConstantName(name) && !name.hasSuffix("_t") && !Self.globals.contains(name) && !called.contains(name)
        && !Self.cNames.contains(name)
    }
  }

  /// Whether the statement only stores a type's shared instance itself in state the controller
  /// inherits (`self.rageShakeManager = [RageShakeManager sharedManager];` in a subclass of the
  /// app's base controller, whose code reads the property): it configures the view's superclass,
  /// and reads or writes no data, so it is view code and no evidence of data access. The value
  /// assigned is the shared instance itself (its one value site that is a call or a read through
  /// properties, not Swift's whole assigned value, `givesSharedInstance`:
  /// `[X sharedManager]`, `X.shared`; not `title = X.shared.count == 0 ? … : nil`), and the one
  /// name written is a property of `self` that no member of the controller declares. Not a property the
  /// controller declares (`ServicePropertyRule`: the interactor holds a service other code sets).
  public func storesSharedInstanceInInheritedState(_ statement: Statement) -> Bool {
    let facts = statement.facts
    let written = facts.selfReferences.filter(\.isWrite)
    guard statement.kind == .assignment, statement.branches.isEmpty, statement.allClosures.isEmpty,
      facts.assignedNames.isEmpty, written.count == 1, let name = written.first?.name,
      !model.members.contains(where: { $0.baseName == name || $0.propertyName == name }),
      !model.isInstanceVariable(name),
      case let sites = statement.valueSites.filter({ !$0.call.isEmpty || !$0.path.isEmpty }),
      sites.count == 1, let site = sites.first, site.givesSharedInstance, case .value(of: _, isDeclaration: false) = site.context,
      facts.calls.allSatisfy({ ServiceNames.isSharedInstanceAccessor($0.name) && $0.receiver?.first?.isUppercase == true })
    else { return false }
    return true
  }

  /// Lower-case words of C and Objective-C code that are no variable.
  static let cNames: Set<String> = [
    "int", "long", "short", "char", "float", "double", "unsigned", "signed", "void", "bool", "id", "instancetype",
    "const", "static", "extern", "volatile", "struct", "union", "enum", "typeof", "sizeof", "true", "false",
    "errno", "stdout", "stderr",
  ]

  /// The first name in `facts` that only the controller's files declare, with its line if known:
  /// a file-private name, a method of a private extension called on a value, a private type
  /// member reached through the class
  /// (`BrowserViewController.syncTimer?.invalidate()` with `private static var syncTimer`), or
  /// any member reached through `Self`, which means another type once moved.
  public func filePrivateUse(in facts: CodeFacts) -> (name: String, line: Int?)? {
    let written = facts.calls.compactMap { call in call.receiver.map { ($0, call.line) } }
      + facts.typeMemberReferences.map { ($0.name, $0.line) }
    for (path, line) in written {
      // `Self` names another type in any other class.
      if path.hasPrefix("Self.") { return (String(path.prefix { $0 != "(" }), line) }
      let prefix = model.name + "."
      guard path.hasPrefix(prefix) else { continue }
      let name = path.dropFirst(prefix.count).prefix { $0.isWordCharacter }
      if model.members.contains(where: { $0.baseName == name && ($0.has("private") || $0.has("fileprivate")) }) {
        return (prefix + name, line)
      }
    }
    if !model.filePrivateMethods.isEmpty,
      let call = facts.calls.first(where: { $0.receiver != nil && model.filePrivateMethods.contains($0.name) })
    {
      return (call.name, call.line)
    }
    let names = model.filePrivateNames
    guard !names.isEmpty else { return nil }
    if let call = facts.calls.first(where: { $0.receiver == nil && names.contains($0.name) }) { return (call.name, call.line) }
    if let type = facts.typeNames.first(where: { names.contains($0.name) }) { return (type.name, type.line) }
    if let name = facts.usedNames.first(where: names.contains) { return (name, nil) }
    return nil
  }

  /// Short transition names an app's own methods often share (`show(toast:)`): only these calls
  /// are the `UIViewController` API.
  static let transitionCalls: [String: Set<String>] = [
    "show": ["show(_:sender:)", "show:sender:", "showViewController:sender:"],
    "present": ["present(_:animated:completion:)", "present(_:animated:)", "present(_:animated:_:)"],
    "dismiss": ["dismiss(animated:completion:)", "dismiss(animated:)", "dismiss(animated:_:)"],
  ]

  /// Whether a reference to a transition name is the `UIViewController` API and not an app method
  /// of the same name.
  public static func isTransitionCall(_ reference: SelfReference) -> Bool {
    isTransitionCall(reference.name, fullName: reference.calledName)
  }

  /// Whether a call of `name` with the full name `fullName` (`show(statusBarStyle:)`) is the
  /// `UIViewController` API; a plain reference (no full name) or a name without app twins is.
  public static func isTransitionCall(_ name: String, fullName: String?) -> Bool {
    guard let fullName, let allowed = transitionCalls[name] else { return true }
    return allowed.contains(fullName)
  }

  /// UIKit controller classes whose API is listed in `uiKitControllerAPI`.
  static let uiKitControllers: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UISplitViewController", "UIPageViewController",
  ]

  /// Instance API a controller inherits from `UIViewController`, its table and collection
  /// subclasses, `UIResponder` and `NSObject`, by base name.
  static let uiKitControllerAPI: Set<String> = SignalCatalogue.inheritedViewAPI.union(transitionAPI).union([
    "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "loadView",
    "loadViewIfNeeded", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints", "children",
    "addChild", "removeFromParent", "willMove", "didMove", "prepare", "shouldPerformSegue", "nibName", "nibBundle",
    "modalPresentationStyle", "modalTransitionStyle", "transitioningDelegate", "isBeingPresented", "isBeingDismissed",
    "isMovingToParent", "isMovingFromParent", "hidesBottomBarWhenPushed", "setToolbarItems",
    "setNeedsStatusBarAppearanceUpdate", "becomeFirstResponder", "resignFirstResponder", "canBecomeFirstResponder",
    "isFirstResponder", "undoManager", "restorationIdentifier", "definesPresentationContext",
    "providesPresentationContextTransitionStyle", "popoverPresentationController", "presentationController",
    "sheetPresentationController", "overrideUserInterfaceStyle", "preferredStatusBarStyle", "prefersStatusBarHidden",
    "supportedInterfaceOrientations", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
    "transitionCoordinator", "keyCommands", "addKeyCommand", "removeKeyCommand", "userActivity", "next",
    "registerForPreviewing", "collectionViewLayout", "viewControllers", "setViewControllers", "topViewController",
    "visibleViewController", "selectedIndex", "selectedViewController", "tabBar", "navigationBar", "toolbar",
    "pushViewController", "popViewController", "popToRootViewController", "popToViewController",
    "perform", "responds", "isKind", "isMember", "value", "setValue", "observeValue", "description", "hash",
    "isEqual", "copy", "mutableCopy", "traitCollectionDidChange", "viewWillTransition", "didReceiveMemoryWarning",
    "motionBegan", "motionEnded", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled",
    "canPerformAction", "target", "setEditing", "editButtonItem", "modalInPresentation", "isModalInPresentation",
  ])

  /// Free functions of the Swift standard library, Foundation, Dispatch and the C library that
  /// code calls unqualified.
  static let globals: Set<String> = [
    "print", "debugPrint", "dump", "min", "max", "abs", "zip", "stride", "sequence", "swap",
    "assert", "assertionFailure", "precondition", "preconditionFailure", "fatalError", "type",
    "repeatElement", "numericCast", "unsafeBitCast", "withExtendedLifetime", "withUnsafePointer",
    "withUnsafeMutablePointer", "withUnsafeBytes", "isKnownUniquelyReferenced", "autoreleasepool",
    "withTaskGroup", "withThrowingTaskGroup", "withCheckedContinuation",
    "withCheckedThrowingContinuation", "withTaskCancellationHandler", "withDiscardingTaskGroup",
    // `#if` conditions' platform functions.
    "os", "arch", "targetEnvironment", "canImport", "compiler", "swift", "hasFeature", "hasAttribute",
    "round", "floor", "ceil", "sqrt", "pow", "fabs", "fmin", "fmax", "sin", "cos", "tan", "atan2",
    "exp", "log10", "log2", "arc4random", "arc4random_uniform", "drand48", "exit", "sleep", "usleep",
    "objc_getAssociatedObject", "objc_setAssociatedObject",
  ]
}

extension ControllerModel {
  /// Whether `name` (as a reference names it: an ObjC `_items` is `items`) is an instance variable
  /// declared in an ivar block rather than a member.
  public func isInstanceVariable(_ name: String) -> Bool {
    instanceVariables.contains(name) || instanceVariables.contains("_" + name)
  }
}
