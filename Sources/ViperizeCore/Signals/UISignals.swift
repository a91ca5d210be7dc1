/// Views, layout, alerts and animations: they stay in the View.
enum UISignals {
  /// Core Graphics types (geometry, drawing): UI wherever they are used.
  static let coreGraphicsTypes = [
    "CGFloat", "CGRect", "CGSize", "CGPoint", "CGVector", "CGAffineTransform", "CGColor", "CGColorRef", "CGImage",
    "CGImageRef", "CGContext", "CGContextRef", "CGPath", "CGPathRef", "CGMutablePath", "CGMutablePathRef", "CGGradient",
    "CGColorSpace", "CGColorSpaceRef", "CGGradientRef", "CGBlendMode", "CGLineCap", "CGLineJoin", "CGFont", "CGFontRef",
    "CGLayer", "CGLayerRef", "CGBitmapInfo", "CGImageAlphaInfo", "CGDataProvider", "CGDataProviderRef", "CGPattern",
    "CGPatternRef", "CGShading", "CGShadingRef", "CGFunction", "CGFunctionRef", "CGPDFDocument", "CGPDFDocumentRef",
    "CGPDFPage", "CGPDFPageRef", "CGTextDrawingMode", "CGPathDrawingMode", "CGGradientDrawingOptions",
    "CGInterpolationQuality", "CGColorRenderingIntent", "CGEdgeInsets",
  ]

  /// The Core Graphics types that are plain values (a number, a point, a size): a read cast to
  /// one is still a read (`InPlaceCallPlanner.withoutCastValueType`).
  static let coreGraphicsValueTypes: Set<String> = [
    "CGFloat", "CGRect", "CGSize", "CGPoint", "CGVector", "CGAffineTransform",
  ]

  static let all: [Signal] = [
    Signal(
      .ui, .typePrefix("UI", except: ["UIStoryboard", "UIStoryboardSegue", "UIApplication", "UIImage", "UIPasteboard"]),
      api: "UIKit type", example: "let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)",
      counterExample: "let storyboard = UIStoryboard(name: \"Main\", bundle: nil)"),
    Signal(.ui, .typePrefix("CA", except: []), api: "Core Animation type", example: "let fade = CATransition()"),
    // The app's own HUDs, toasts, banners, cells and views are UI as UIKit's are.
    Signal(
      .ui, .appViewType, example: "SVProgressHUD.showSuccess(withStatus: \"Copied\")",
      counterExample: "let profile = ProfileViewController()\nnavigationController?.pushViewController(profile, animated: true)"),
  ] + coreGraphicsTypes.map { name in
    // Core Graphics by name: apps prefix their own classes `CG…` too (`CGDistrict`, a model).
    Signal(.ui, .type(name), example: "let value: \(name)? = nil", counterExample: "let district = CGDistrict()")
  } + [
    Signal(.ui, .call("reloadData"), example: "tableView.reloadData()"),
    Signal(.ui, .call("dequeueReusableCell"), example: "let cell = tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath)"),
    Signal(.ui, .call("deselectRow"), example: "tableView.deselectRow(at: indexPath, animated: true)"),
    Signal(.ui, .call("register"), example: "tableView.register(TripCell.self, forCellReuseIdentifier: \"Trip\")"),
    Signal(.ui, .call("addSubview"), example: "view.addSubview(banner)"),
    Signal(.ui, .call("layoutIfNeeded"), example: "view.layoutIfNeeded()"),
    Signal(.ui, .call("setNeedsLayout"), example: "view.setNeedsLayout()"),
    Signal(.ui, .call("endRefreshing"), example: "refreshControl?.endRefreshing()"),
    Signal(.ui, .call("startAnimating"), example: "spinner.startAnimating()"),
    Signal(.ui, .call("stopAnimating"), example: "spinner.stopAnimating()"),
    Signal(.ui, .call("insertRows"), example: "tableView.insertRows(at: [indexPath], with: .automatic)"),
    Signal(.ui, .call("deleteRows"), example: "tableView.deleteRows(at: [indexPath], with: .fade)"),
    Signal(.ui, .call("reloadRows"), example: "tableView.reloadRows(at: [indexPath], with: .none)"),
    Signal(.ui, .call("beginUpdates"), example: "tableView.beginUpdates()"),
    Signal(.ui, .call("endUpdates"), example: "tableView.endUpdates()"),
    Signal(.ui, .call("resignFirstResponder"), example: "emailField.resignFirstResponder()"),
    Signal(.ui, .call("becomeFirstResponder"), example: "emailField.becomeFirstResponder()"),
    Signal(.ui, .call("setTitle"), example: "button.setTitle(\"Save\", for: .normal)"),
    Signal(.ui, .call("addAction"), example: "alert.addAction(okAction)"),
  ]
}
