import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// A navigation controller subclass changing the screens it shows (`[self setViewControllers:@[
/// _serverView] animated:NO]`, Mumble's server root) navigates: the router runs the call on its
/// transition handler, the container itself, and the view passes the screen it holds. Its own
/// method of such a name stays its own.
@Suite struct ContainerStackTests {
  @Test func aNavigationControllerSettingItsStackRoutesThroughItself() throws {
    let (_, files) = try TaskCallbackTests.convert("""
      import UIKit

      final class RootNavigationController: UINavigationController {
          let serverView = UIViewController()
          let messagesView = UIViewController()
          @IBOutlet weak var modeSwitch: UISwitch!

          @IBAction func modeChanged(_ sender: Any) {
              if modeSwitch.isOn {
                  setViewControllers([serverView], animated: false)
              } else {
                  pushViewController(messagesView, animated: true)
              }
              modeSwitch.isHidden = true
          }
      }

      """, path: "RootNavigationController.swift", moduleName: "Root")
    let router = TaskCallbackTests.file(files, "Router/RootRouter.swift")
    #expect(router.contains("transitionHandler?.setViewControllers([serverView], animated: false)"), "\(router)")
    #expect(router.contains("transitionHandler?.pushViewController(messagesView, animated: true)"), "\(router)")
    // The container's stack API needs the container's type.
    #expect(router.contains("weak var transitionHandler: UINavigationController?"), "\(router)")
    let view = TaskCallbackTests.file(files, "View/RootNavigationController.swift")
    #expect(!view.contains("setViewControllers(["), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "container-stack")
  }

  @Test func objcNavigationControllerSettingItsStack() throws {
    let header = """
      #import <UIKit/UIKit.h>

      @interface ServerViewController : UIViewController
      @end

      @interface ServerRootViewController : UINavigationController
      @end

      """
    let implementation = """
      #import "ServerRootViewController.h"

      @interface ServerRootViewController () {
          ServerViewController *_serverView;
          UISwitch *_modeSwitch;
      }
      @end

      @implementation ServerViewController
      @end

      @implementation ServerRootViewController

      - (instancetype)init {
          if ((self = [super init])) {
              _serverView = [[ServerViewController alloc] init];
          }
          return self;
      }

      - (void)viewDidLoad {
          [super viewDidLoad];
          [self setViewControllers:@[_serverView] animated:NO];
      }

      - (void)segmentChanged:(id)sender {
          if (_modeSwitch.on) {
              [self setViewControllers:@[_serverView] animated:NO];
          }
      }

      - (void)pushViewController:(UIViewController *)viewController {
          [super pushViewController:viewController animated:YES];
      }

      - (void)showServer {
          [self pushViewController:_serverView];
      }

      @end

      """
    let (_, files) = try TaskCallbackTests.convertFiles(
      [("ServerRootViewController.h", header), ("ServerRootViewController.m", implementation)], className: "ServerRootViewController",
      moduleName: "ServerRoot")
    let router = TaskCallbackTests.file(files, "Router/ServerRootRouter.m")
    #expect(router.contains("[self.transitionHandler setViewControllers:@[serverView] animated:NO];"), "\(router)")
    #expect(TaskCallbackTests.file(files, "Router/ServerRootRouter.h").contains("@property (nonatomic, weak) UINavigationController *transitionHandler;"))
    // A lifecycle method names nothing the user did: the screen it is given names the route.
    #expect(router.contains("- (void)showServer:(ServerViewController *)serverView {"), "\(router)")
    let view = TaskCallbackTests.file(files, "View/ServerRootViewController.m")
    // The controller's own `pushViewController:` is its method: the call to it stays.
    #expect(view.contains("[self pushViewController:_serverView];"), "\(view)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }
}
