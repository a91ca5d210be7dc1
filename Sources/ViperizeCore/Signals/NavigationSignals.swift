/// APIs that create or show another screen: they go to the Router.
enum NavigationSignals {
  /// Presenting one of these is UI (an alert or a share sheet), not a transition to another module.
  static let alertTypes = ["UIAlertController", "UIActivityViewController", "UIAlertView"]

  static let all: [Signal] = [
    Signal(
      .navigation, .call("pushViewController"),
      example: "navigationController?.pushViewController(detail, animated: true)",
      counterExample: "navigationController?.setNavigationBarHidden(true, animated: true)"),
    Signal(.navigation, .call("popViewController"), example: "navigationController?.popViewController(animated: true)"),
    Signal(.navigation, .call("popToRootViewController"), example: "navigationController?.popToRootViewController(animated: true)"),
    Signal(.navigation, .call("popToViewController"), example: "navigationController?.popToViewController(menu, animated: true)"),
    Signal(
      .navigation, .call("present"), example: "present(editor, animated: true)",
      counterExample: "let alert = UIAlertController(title: \"Oops\", message: nil, preferredStyle: .alert)\npresent(alert, animated: true)",
      unlessTypes: alertTypes),
    Signal(
      .navigation, .call("presentViewController"), example: "presentViewController(editor, animated: true, completion: nil)",
      unlessTypes: alertTypes),
    Signal(.navigation, .call("dismiss"), example: "dismiss(animated: true)"),
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
    Signal(.navigation, .call("show"), example: "show(detail, sender: self)", counterExample: "spinner.startAnimating()"),
  ]
}
