import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// The app's own navigation helper (`- (void)pushViewController:(UIViewController *)vc` whose
/// body pushes it) is navigation: it goes to the router, and a call creating the screen it shows
/// moves there with the creation, named after the case that chose it.
@Suite struct NavigationHelperTests {
  static let objc = """
    #import <UIKit/UIKit.h>
    #import "XYZStreamViewController.h"
    #import "XYZTransferViewController.h"

    @interface XYZBrowseViewController : UIViewController
    @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
    @end

    @implementation XYZBrowseViewController

    - (void)openChip:(NSInteger)chip
    {
        switch (chip) {
            case XYZBrowseChipStream:
                [self pushViewController:[[XYZStreamViewController alloc] init]];
                break;
            case XYZBrowseChipTransfer:
                [self pushViewController:[[XYZTransferViewController alloc] init]];
                break;
            default:
                self.titleLabel.text = @"Sharing";
                break;
        }
    }

    - (void)pushViewController:(UIViewController *)viewController
    {
        if (!viewController || self.navigationController.topViewController == viewController) {
            return;
        }

        [self.navigationController pushViewController:viewController animated:YES];
    }

    @end

    """

  @Test func anObjCHelperAndTheScreensItShowsGoToTheRouter() throws {
    let (plan, files) = try TaskCallbackTests.convert(Self.objc, path: "XYZBrowseViewController.m")
    #expect(ScopeCheckTests.layer(plan, "pushViewController:") == "router")
    let router = TaskCallbackTests.file(files, "Router/PageRouter.m")
    #expect(router.contains("- (void)showStream {\n    [self pushViewController:[[XYZStreamViewController alloc] init]];\n}"), "\(router)")
    #expect(router.contains("- (void)showTransfer {\n    [self pushViewController:[[XYZTransferViewController alloc] init]];\n}"))
    #expect(router.contains("self.transitionHandler.navigationController.topViewController == viewController"))
    let view = TaskCallbackTests.file(files, "View/XYZBrowseViewController.m")
    #expect(view.contains("        case XYZBrowseChipStream:\n            [self.output showStream];\n"), "\(view)")
    #expect(!view.contains("pushViewController"))
    let support = """
      #import <UIKit/UIKit.h>
      enum { XYZBrowseChipStream, XYZBrowseChipTransfer };
      @interface XYZStreamViewController : UIViewController
      @end
      @interface XYZTransferViewController : UIViewController
      @end
      """
    var withSupport = files
    withSupport["Page/View/XYZStreamViewController.h"] = support
    withSupport["Page/View/XYZTransferViewController.h"] = "#import \"XYZStreamViewController.h\"\n"
    try ObjCOutputCompilesTests.expectCompiles(withSupport)
  }

  /// Swift: a helper taking the screen (`func push(_ viewController: UIViewController)`) is no
  /// delegate callback UIKit makes: it goes to the router and the view calls it through `output`.
  @Test func aSwiftHelperTakingAViewControllerGoesToTheRouter() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func openDetail() {
            push(UIViewController())
        }

        private func push(_ viewController: UIViewController) {
            guard navigationController?.topViewController !== viewController else { return }
            navigationController?.pushViewController(viewController, animated: true)
        }
    """), path: "PageViewController.swift")
    #expect(ScopeCheckTests.layer(plan, "push(_:)") == "router")
    #expect(TaskCallbackTests.file(files, "View/PageViewController.swift").contains("output.push(UIViewController())"))
    try KeptCompletionTests.expectTypechecks(files, label: "navigation helper")
  }

  /// A method taking a plain `UIViewController` that only other objects call (a delegate
  /// protocol's `childDidFinish:`) or that overrides UIKit's (`showViewController:sender:`) is an
  /// entry point: the view keeps it, and only its navigation goes to the router.
  @Test func aMethodOnlyOthersCallStaysInTheView() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
    #import <UIKit/UIKit.h>

    @protocol ARChildDelegate <NSObject>
    - (void)childDidFinish:(UIViewController *)child;
    @end

    @interface XYZParentViewController : UIViewController <ARChildDelegate>
    @end

    @implementation XYZParentViewController

    - (void)childDidFinish:(UIViewController *)child
    {
        [self.navigationController popViewControllerAnimated:YES];
    }

    - (void)showViewController:(UIViewController *)vc sender:(id)sender
    {
        [self.navigationController pushViewController:vc animated:NO];
    }

    @end

    """, path: "XYZParentViewController.m")
    #expect(ScopeCheckTests.layer(plan, "childDidFinish:") != "router")
    #expect(ScopeCheckTests.layer(plan, "showViewController:sender:") != "router")
    let view = TaskCallbackTests.file(files, "View/XYZParentViewController.m")
    #expect(view.contains("- (void)childDidFinish:(UIViewController *)child\n"), "\(view)")
    #expect(view.contains("- (void)showViewController:(UIViewController *)vc sender:(id)sender\n"))
  }

  /// A route's condition asking the screen's containers (`if let nav = navigationController`,
  /// `if (self.navigationController)`) moves with it: the router asks them through
  /// `transitionHandler`, and the view, whose other statements stay, calls one event. Not a
  /// condition on view state (`if isEditing`), which stays in the view with its branches handed over.
  @Test func howToLeaveMovesWithTheRoute() throws {
    let (_, files) = try TaskCallbackTests.convert("""
    import UIKit

    class ScanViewController: UIViewController {
      var isClosing = false

      @IBAction func cancel(_ sender: Any?) {
        UserDefaults.standard.set(view.bounds.width, forKey: "width")
        if let navigationController = navigationController {
          navigationController.popViewController(animated: true)
        } else {
          dismiss(animated: true)
        }
      }

      @IBAction func back(_ sender: Any?) {
        UserDefaults.standard.set(view.bounds.width, forKey: "width")
        if isClosing {
          dismiss(animated: true)
        }
      }
    }
    """, path: "ScanViewController.swift", className: "ScanViewController")
    let view = TaskCallbackTests.file(files, "View/ScanViewController.swift")
    #expect(view.contains("""
        UserDefaults.standard.set(view.bounds.width, forKey: "width")
        output.close()
      }
    """), "\(view)")
    #expect(view.contains("    if isClosing {\n      output.closeOnBack()\n    }\n"))
    let router = TaskCallbackTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("""
        if let navigationController = transitionHandler?.navigationController {
          navigationController.popViewController(animated: true)
        } else {
          transitionHandler?.dismiss(animated: true)
        }
    """), "\(router)")
    try KeptCompletionTests.expectTypechecks(files, label: "leave")

    let (_, objc) = try TaskCallbackTests.convert("""
    #import <UIKit/UIKit.h>

    @interface PLScanController : UIViewController
    @end

    @implementation PLScanController

    - (IBAction)cancel:(id)sender
    {
        [[NSUserDefaults standardUserDefaults] setBool:self.view.hidden forKey:@"width"];
        if (self.navigationController) {
            [self.navigationController popViewControllerAnimated:YES];
        } else {
            [self dismissViewControllerAnimated:YES completion:nil];
        }
    }

    @end
    """, path: "PLScanController.m")
    #expect(TaskCallbackTests.file(objc, "Router/PageRouter.m").contains(
      "    if (self.transitionHandler.navigationController) {\n        [self.transitionHandler.navigationController popViewControllerAnimated:YES];\n"))
    let objcView = TaskCallbackTests.file(objc, "View/PLScanController.m")
    #expect(objcView.contains("forKey:@\"width\"];\n    [self.output close];\n}\n"), "\(objcView)")
    try ObjCOutputCompilesTests.expectCompiles(objc)
  }

  /// From a review of the rule above: a condition also reading view state or a member's local
  /// stays in the view (`if closeButton.isHidden || presentingViewController == nil`, `if animated,
  /// let nav = …`); so does one inside an Objective-C block (`topViewController == weakSelf`, a
  /// local the router lacks). A shorthand binding of the container is spelled out in the router
  /// (`if let navigationController {` → `if let navigationController =
  /// transitionHandler?.navigationController {`), also in a member moved whole; a force-unwrapped
  /// container stays unwrapped (`transitionHandler!.navigationController!.viewControllers.count > 1`).
  @Test func aRoutesConditionMovesOnlyWhenItAsksTheContainersAlone() throws {
    let (_, files) = try TaskCallbackTests.convert("""
    import UIKit

    class ScanViewController: UIViewController {
      lazy var closeButton = UIButton()

      @IBAction func cancel(_ sender: Any?) {
        UserDefaults.standard.set(view.bounds.width, forKey: "width")
        if closeButton.isHidden || presentingViewController == nil {
          dismiss(animated: true)
        }
      }

      func leave(animated: Bool) {
        UserDefaults.standard.set(view.bounds.width, forKey: "width")
        if animated, let nav = navigationController {
          nav.popViewController(animated: true)
        }
      }

      @IBAction func back(_ sender: Any?) {
        if let navigationController {
          navigationController.popViewController(animated: true)
        }
      }

      @IBAction func home(_ sender: Any?) {
        guard let navigationController else { return }
        navigationController.popToRootViewController(animated: true)
      }

      @IBAction func up(_ sender: Any?) {
        UserDefaults.standard.set(view.bounds.width, forKey: "width")
        if navigationController!.viewControllers.count > 1 {
          navigationController!.popViewController(animated: true)
        }
      }
    }
    """, path: "ScanViewController.swift", className: "ScanViewController")
    let view = TaskCallbackTests.file(files, "View/ScanViewController.swift")
    #expect(view.contains("    if closeButton.isHidden || presentingViewController == nil {\n"), "\(view)")
    #expect(view.contains("    if animated, let nav = navigationController {\n"))
    let router = TaskCallbackTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("    if let navigationController = transitionHandler?.navigationController {\n"), "\(router)")
    #expect(router.contains("    if transitionHandler!.navigationController!.viewControllers.count > 1 {\n"))
    #expect(router.contains("    guard let navigationController = transitionHandler?.navigationController else { return }\n"))
    try KeptCompletionTests.expectTypechecks(files, label: "leave-review")

    let (_, objc) = try TaskCallbackTests.convert("""
    #import <UIKit/UIKit.h>

    @interface PLWeakController : UIViewController
    @end

    @implementation PLWeakController

    - (IBAction)later:(id)sender
    {
        [[NSUserDefaults standardUserDefaults] setBool:self.view.hidden forKey:@"h"];
        __weak typeof(self) weakSelf = self;
        dispatch_async(dispatch_get_main_queue(), ^{
            if (weakSelf.navigationController.topViewController == weakSelf) {
                [weakSelf.navigationController popViewControllerAnimated:YES];
            }
        });
    }

    @end
    """, path: "PLWeakController.m")
    #expect(!TaskCallbackTests.file(objc, "Router/PageRouter.m").contains("== weakSelf"))
  }

  /// Objective-C's `showViewController:sender:` sent to the controller or its navigation
  /// controller is navigation, as Swift's `show(_:sender:)` is; sent to a HUD it is UI.
  @Test func objCShowViewControllerIsNavigation() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
    #import <UIKit/UIKit.h>
    #import "XYZDetailViewController.h"
    #import "XYZHUD.h"

    @interface XYZListViewController : UIViewController
    @property (nonatomic, strong) XYZHUD *hud;
    @end

    @implementation XYZListViewController

    - (IBAction)openTapped:(id)sender
    {
        XYZDetailViewController *detail = [[XYZDetailViewController alloc] init];
        [self showViewController:detail sender:self];
    }

    - (IBAction)pushTapped:(id)sender
    {
        XYZDetailViewController *detail = [[XYZDetailViewController alloc] init];
        [self.navigationController showViewController:detail sender:nil];
    }

    - (void)flash
    {
        [self.hud showViewController:self sender:nil];
    }

    @end

    """, path: "XYZListViewController.m")
    #expect(ScopeCheckTests.layer(plan, "openTapped:") != "view")
    #expect(ScopeCheckTests.layer(plan, "flash") == "view")
    let router = TaskCallbackTests.file(files, "Router/PageRouter.m")
    #expect(router.contains("    [self.transitionHandler showViewController:detail sender:self.transitionHandler];\n"), "\(router)")
    #expect(router.contains("    [self.transitionHandler.navigationController showViewController:detail sender:nil];\n"))
    let view = TaskCallbackTests.file(files, "View/XYZListViewController.m")
    #expect(view.contains("    [self.output openTapped];\n"), "\(view)")
    #expect(view.contains("    [self.hud showViewController:self sender:nil];\n"))
    var withSupport = files
    withSupport["Page/View/XYZDetailViewController.h"] = "#import <UIKit/UIKit.h>\n@interface XYZDetailViewController : UIViewController\n@end\n"
    withSupport["Page/View/XYZHUD.h"] = "#import <UIKit/UIKit.h>\n@interface XYZHUD : NSObject\n- (void)showViewController:(UIViewController *)vc sender:(id)sender;\n@end\n"
    try ObjCOutputCompilesTests.expectCompiles(withSupport)
  }

  /// Presenting or dismissing what a property or ivar declared as an alert holds is UI, as for an
  /// alert local: the member stays plain view code, with no "mixes router code" diagnostic.
  @Test func anAlertHeldByThePropertiesIsNoRoute() throws {
    let (objcPlan, _) = try TaskCallbackTests.convert("""
    #import <UIKit/UIKit.h>

    @interface XYZRoomViewController : UIViewController
    @property (nonatomic, strong) UIAlertController *sheet;
    @end

    @implementation XYZRoomViewController
    {
        UIAlertController *currentAlert;
    }

    - (void)destroy
    {
        [currentAlert dismissViewControllerAnimated:NO completion:nil];
        currentAlert = nil;
    }

    - (void)showPrompt
    {
        [self presentViewController:currentAlert animated:YES completion:nil];
    }

    - (void)showSheet
    {
        [self presentViewController:self.sheet animated:YES completion:nil];
    }

    @end

    """, path: "XYZRoomViewController.m")
    #expect(ScopeCheckTests.layer(objcPlan, "destroy") == "view")
    #expect(ScopeCheckTests.layer(objcPlan, "showPrompt") == "view")
    #expect(ScopeCheckTests.layer(objcPlan, "showSheet") == "view")
    #expect(!objcPlan.diagnostics.contains { $0.message.contains("router") }, "\(objcPlan.diagnostics)")

    let (swiftPlan, _) = try TaskCallbackTests.convert("""
    import UIKit

    final class RoomViewController: UIViewController {
        let sortSheet = UIAlertController(title: "Sort", message: nil, preferredStyle: .actionSheet)

        func handleSort() {
            present(sortSheet, animated: true)
        }
    }

    """, path: "RoomViewController.swift")
    #expect(ScopeCheckTests.layer(swiftPlan, "handleSort()") == "view")
    #expect(!swiftPlan.diagnostics.contains { $0.message.contains("router") }, "\(swiftPlan.diagnostics)")

    // Declared where the input does not show it (the app's superclass): judged by its name.
    let (inheritedPlan, _) = try TaskCallbackTests.convert("""
    import UIKit

    final class PlayerViewController: BasePlayerViewController {
        func showOptions() {
            self.present(self.moreOptionsActionSheet, animated: false)
        }

        func showDetail() {
            self.present(self.detailController, animated: true)
        }
    }

    """, path: "PlayerViewController.swift")
    #expect(ScopeCheckTests.layer(inheritedPlan, "showOptions()") == "view")
    #expect(ScopeCheckTests.layer(inheritedPlan, "showDetail()") != "view")
  }

  /// The name alone makes no alert of what the input declares or builds: a local named `alert`
  /// holding a screen, a screen a storyboard makes named `…Alert`, a local shadowing an alert
  /// property, a parameter, a computed property. Each still goes to the router.
  @Test(arguments: [
    "func open() {\n        let alert = SettingsViewController()\n        present(alert, animated: true)\n    }",
    "func open() {\n        let priceAlert = storyboard!.instantiateViewController(withIdentifier: \"PriceAlert\")\n        present(priceAlert, animated: true)\n    }",
    "var errorAlert: UIAlertController?\n\n    func open() {\n        let errorAlert = UINavigationController(rootViewController: UIViewController())\n        present(errorAlert, animated: true)\n    }",
    "func open(alert: SettingsViewController) {\n        present(alert, animated: true)\n    }",
    "var helpAlert: SettingsViewController { SettingsViewController() }\n\n    func open() {\n        present(self.helpAlert, animated: true)\n    }",
  ])
  func aScreenNamedLikeAnAlertIsStillARoute(body: String) throws {
    let (plan, _) = try TaskCallbackTests.convert("""
    import UIKit

    final class SettingsViewController: UIViewController {}

    final class HomeViewController: UIViewController {
        @IBOutlet weak var titleLabel: UILabel!

        \(body)
    }

    """, path: "HomeViewController.swift", className: "HomeViewController")
    let open = plan.model.members.first { $0.baseName == "open" }!
    #expect(plan.classified.layer(of: open.id) == .router || plan.splits[open.id]?.routes.isEmpty == false, "\(body)")
  }

  /// A route in a `case` is named after a constant label, not a pattern's name, and a dismissal
  /// is `close` whatever its case.
  @Test func onlyAConstantCaseLabelNamesARoute() throws {
    let (plan, _) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func open(_ row: Int, kind: Kind) {
            titleLabel.text = "Opening"
            switch row {
            case let x where x > 10:
                navigationController?.pushViewController(UIViewController(), animated: true)
            default:
                titleLabel.text = "None"
            }
            switch kind {
            case .back:
                navigationController?.popViewController(animated: true)
            case .detail:
                present(UIViewController(), animated: true)
            default:
                titleLabel.text = "None"
            }
        }
    """), path: "PageViewController.swift")
    let names = plan.inPlaceCalls.values.joined().map(\.method.name)
    #expect(!names.contains("showX"), "\(names)")
    #expect(names.contains("close") && names.contains("showDetail"), "\(names)")
  }
}
