/// APIs that create or show another screen: they go to the Router.
enum NavigationSignals {
  /// Presenting one of these is UI (an alert), not a transition to another module. A share sheet
  /// (`UIActivityViewController`) is not one: it hands the content to another app's screen, a
  /// transition the router makes.
  static let alertTypes = ["UIAlertController", "UIAlertView"]

  /// An alert or action sheet, or an app's subclass named like one (`ThemedAlertController`,
  /// `LGAlertView`, `UIActionSheet`): showing or dismissing it is UI.
  static func isAlertType(_ name: String) -> Bool {
    alertTypes.contains(name) || ["AlertController", "AlertView", "ActionSheet"].contains { name.hasSuffix($0) }
  }

  /// Whether a method's name says it shows an alert or an action sheet: a verb of showing first,
  /// then the word itself (`showErrorAsAlert:`, `showAlertWithTitle:message:`, `presentAlert(for:)`,
  /// `displayActionSheet`); not a name that only speaks of alerts (`saveAlertSettings(_:)`,
  /// `markAlertRead(_:)`, `scheduleAlert(at:)`, `alertCount`, `scheduleVPNAlertsTask()`), which
  /// may well be data work.
  static func namesAlertMethod(_ name: String) -> Bool {
    // Asked of every call: most names start with no such verb, and are not split into words.
    let start = name.prefix(7).lowercased()
    guard ["show", "present", "display"].contains(where: start.hasPrefix), let first = name.first else { return false }
    let words = ServiceNames.camelWords(first.uppercased() + name.dropFirst())
    guard let verb = words.first, ["Show", "Present", "Display"].contains(verb) else { return false }
    return words.contains("Alert") || zip(words, words.dropFirst()).contains { $0 == "Action" && $1 == "Sheet" }
  }

  /// Whether the code names an alert type.
  static func namesAlert(_ facts: CodeFacts) -> Bool {
    facts.typeNames.contains { isAlertType($0.name) }
  }

  /// The locals the code declares with an alert type (`UIAlertController *warning = …`).
  static func alertLocals(in facts: CodeFacts) -> Set<String> {
    Set(heldTypes(of: facts).filter { isAlertType($0.held) }.map(\.name))
  }

  /// Each local with the class it holds, as written or constructed (`UIAlertController *warning`,
  /// `let scanner = UINavigationController(…)` → `UINavigationController`).
  private static func heldTypes(of facts: CodeFacts) -> [(name: String, held: String)] {
    (facts.localTypes + facts.constructedLocalTypes).compactMap { local in
      ServiceNames.heldType(declared: local.type, initialValue: nil).map { (local.name, $0) }
    }
  }

  /// The locals the code declares with a type that is no alert (`UINavigationController *nav`,
  /// `let scanner = ScannerViewController()`).
  /// Not one declared with a type an alert also is (`var vc: UIViewController = UIAlertController(…)`,
  /// `UIViewController *vc` that a branch sets to an alert, `id`).
  static func screenLocals(in facts: CodeFacts) -> Set<String> {
    Set(heldTypes(of: facts).filter { !isAlertType($0.held) && !alertSupertypes.contains($0.held) }.map(\.name))
  }

  /// Types an alert is one of: a local declared so may hold one.
  static let alertSupertypes: Set<String> = ["UIViewController", "UIResponder", "NSObject", "AnyObject", "Any", "id"]

  static let all: [Signal] = [
    Signal(
      .navigation, .call("pushViewController"),
      example: "navigationController?.pushViewController(detail, animated: true)",
      counterExample: "navigationController?.setNavigationBarHidden(true, animated: true)"),
    Signal(.navigation, .call("popViewController"), example: "navigationController?.popViewController(animated: true)"),
    Signal(.navigation, .call("popToRootViewController"), example: "navigationController?.popToRootViewController(animated: true)"),
    Signal(.navigation, .call("popToViewController"), example: "navigationController?.popToViewController(menu, animated: true)"),
    // The Objective-C selectors' first pieces (`[self.navigationController popViewControllerAnimated:YES]`).
    Signal(.navigation, .call("popViewControllerAnimated"), example: "navigationController?.popViewControllerAnimated(true)"),
    Signal(.navigation, .call("popToRootViewControllerAnimated"), example: "navigationController?.popToRootViewControllerAnimated(true)"),
    // `present`, `dismiss` and `show` navigate when the controller (or its container, or a
    // controller it presented) receives them; a toast or HUD with such a method is UI.
    Signal(
      .navigation, .callOnController("present"), example: "present(editor, animated: true)",
      counterExample: "let alert = UIAlertController(title: \"Oops\", message: nil, preferredStyle: .alert)\npresent(alert, animated: true)\ntoast.present(in: view)",
      unlessTypes: alertTypes),
    Signal(
      .navigation, .call("presentViewController"), example: "presentViewController(editor, animated: true, completion: nil)",
      unlessTypes: alertTypes),
    Signal(
      .navigation, .callOnController("dismiss"), example: "presentingViewController?.dismiss(animated: true)",
      counterExample: "SVProgressHUD.dismiss()\nbanner.dismiss()"),
    Signal(.navigation, .call("dismissViewControllerAnimated"), example: "dismissViewControllerAnimated(true, completion: nil)"),
    Signal(.navigation, .call("performSegue"), example: "performSegue(withIdentifier: \"showTrip\", sender: self)"),
    Signal(.navigation, .call("performSegueWithIdentifier"), example: "performSegueWithIdentifier(\"showTrip\", sender: nil)"),
    Signal(.navigation, .call("instantiateViewController"), example: "let detail = storyboard.instantiateViewController(withIdentifier: \"Detail\")"),
    Signal(.navigation, .call("instantiateViewControllerWithIdentifier"), example: "let detail = sb.instantiateViewControllerWithIdentifier(\"Detail\")"),
    Signal(.navigation, .call("instantiateInitialViewController"), example: "let first = storyboard.instantiateInitialViewController()"),
    Signal(.navigation, .type("UIStoryboard"), example: "let storyboard = UIStoryboard(name: \"Places\", bundle: nil)"),
    Signal(.navigation, .call("storyboardWithName"), example: "let sb = UIStoryboardFactory.storyboardWithName(\"Places\")"),
    Signal(.navigation, .type("UIStoryboardSegue"), example: "let segue: UIStoryboardSegue? = nil"),
    Signal(.navigation, .call("showDetailViewController"), example: "showDetailViewController(detail, sender: self)"),
    Signal(
      .navigation, .callOnController("show"), example: "show(detail, sender: self)",
      counterExample: "spinner.startAnimating()\nhud.show(animated: true)\nSVProgressHUD.show()\noptionsPicker.show(statusBarStyle: .default)"),
    // Objective-C's `[self showViewController:detail sender:self]` (the selector's first piece).
    Signal(
      .navigation, .callOnController("showViewController"), example: "showViewController(detail, sender: self)",
      counterExample: "hud.showViewController(banner, sender: nil)"),
    Signal(.navigation, .call("setViewControllers"), example: "navigationController?.setViewControllers([root], animated: false)"),
    // Replacing the window's root screen (a logout showing the login screen) is navigation.
    Signal(
      .navigation, .call("makeKeyAndVisible"), example: "appDelegate.window?.makeKeyAndVisible()",
      counterExample: "appDelegate.window?.tintColor = .red"),
    Signal(.navigation, .callOnType("open", type: "UIApplication"), api: "UIApplication.open", example: "UIApplication.shared.open(url)",
      counterExample: "document.open { _ in }"),
    Signal(.navigation, .call("openURL"), example: "UIApplication.sharedApplication().openURL(url)"),
    Signal(.navigation, .type("SFSafariViewController"), example: "let safari = SFSafariViewController(url: url)"),
  ]
}
