import Foundation
import Testing
@testable import ViperizeCore
@testable import ViperizeKit

/// The controller's own factory, a type method building the screen from a storyboard, is object
/// configuration (seed refactoring 3): its body moves to the Assembly, and the controller keeps the
/// method, which other code calls, forwarding there (`ScreenFactoryRule`).
@Suite struct ScreenFactoryTests {
  static let swiftSource = """
    import UIKit

    final class HeightViewController: UIViewController {
        @IBOutlet var heightLabel: UILabel!
        var height: Double = 0

        /// Makes the screen from its storyboard.
        class func instantiate() -> HeightViewController {
            let sb = UIStoryboard(name: "Height", bundle: nil)
            guard let vc = sb.instantiateViewController(withIdentifier: "HeightViewController") as? HeightViewController else {
                fatalError("no HeightViewController in Height.storyboard")
            }
            return vc
        }

        class func instantiate(height: Double) -> HeightViewController {
            let sb = UIStoryboard(name: "Height", bundle: nil)
            let vc = sb.instantiateViewController(withIdentifier: "HeightViewController") as! HeightViewController
            vc.height = height
            return vc
        }

        class func fromStoryboard() -> Self {
            let sb = UIStoryboard(name: "Height", bundle: nil)
            return sb.instantiateInitialViewController() as! Self
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            heightLabel.text = "\\(height)"
        }
    }

    """

  @Test func aSwiftFactoryMovesToTheAssemblyAndTheControllerForwards() throws {
    let (plan, files) = try TaskCallbackTests.convert(Self.swiftSource, path: "HeightViewController.swift", moduleName: "Height")
    let factory = try #require(plan.model.members.first { $0.name == "instantiate()" })
    #expect(plan.screenFactories == [factory.id])
    #expect(plan.classified.members[factory.id].layer == .assembly)
    #expect(plan.injections.isEmpty)
    let assembly = TaskCallbackTests.file(files, "Assembly/HeightAssembly.swift")
    #expect(assembly.contains("""
          /// Builds the screen, as `HeightViewController.instantiate()` did; the controller's factory calls it.
          func instantiate() -> HeightViewController {
              let sb = UIStoryboard(name: "Height", bundle: nil)
              guard let vc = sb.instantiateViewController(withIdentifier: "HeightViewController") as? HeightViewController else {
                  fatalError("no HeightViewController in Height.storyboard")
              }
              return vc
          }
      """))
    let view = TaskCallbackTests.file(files, "View/HeightViewController.swift")
    // Its documentation stays where callers read it; the body forwards.
    #expect(view.contains("""
          /// Makes the screen from its storyboard.
          class func instantiate() -> HeightViewController {
              return HeightAssembly().instantiate()
          }
      """))
    #expect(!view.contains("UIStoryboard(name: \"Height\", bundle: nil)\n        guard"))
    let note = try #require(plan.diagnostics.first { $0.id == "viperize.screen-factory" })
    #expect(note.line == 8 && note.message.contains("HeightAssembly"))
    try KeptCompletionTests.expectTypechecks(files, label: "screen-factory-swift")
  }

  @Test func factoriesConfiguringTheScreenOrNamingSelfStay() throws {
    let (plan, files) = try TaskCallbackTests.convert(Self.swiftSource, path: "HeightViewController.swift", moduleName: "Height")
    let view = TaskCallbackTests.file(files, "View/HeightViewController.swift")
    // `vc.height = height` may set what only the controller's file reaches; `Self` would be the Assembly.
    #expect(view.contains("vc.height = height"))
    #expect(view.contains("return sb.instantiateInitialViewController() as! Self"))
    #expect(plan.screenFactories.count == 1)
    #expect(!TaskCallbackTests.file(files, "Assembly/HeightAssembly.swift").contains("Self"))
  }

  @Test func anObjectiveCFactoryMovesToTheAssemblyAndTheHeaderKeepsIt() throws {
    let header = """
      #import <UIKit/UIKit.h>

      @interface SettingsViewController : UITableViewController

      + (instancetype)instantiate;
      + (instancetype)settingsWithName:(NSString *)name;

      @end

      """
    let implementation = """
      #import "SettingsViewController.h"

      @interface SettingsViewController ()
      @property (nonatomic, strong) NSString *name;
      @end

      @implementation SettingsViewController

      + (instancetype)instantiate
      {
          UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Main" bundle:[NSBundle mainBundle]];
          SettingsViewController *settingsViewController = [storyboard instantiateViewControllerWithIdentifier:@"SettingsViewController"];
          return settingsViewController;
      }

      + (instancetype)settingsWithName:(NSString *)name
      {
          SettingsViewController *controller = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"Settings"];
          controller.name = name;
          return controller;
      }

      - (void)viewDidLoad
      {
          [super viewDidLoad];
          self.title = self.name;
      }

      @end

      """
    let (plan, files) = try TaskCallbackTests.convertFiles(
      [("SettingsViewController.h", header), ("SettingsViewController.m", implementation)], moduleName: "Settings")
    #expect(plan.screenFactories.map { plan.model.members[$0].name } == ["instantiate"])
    #expect(TaskCallbackTests.file(files, "Assembly/SettingsAssembly.h").contains("- (SettingsViewController *)instantiate;"))
    #expect(TaskCallbackTests.file(files, "Assembly/SettingsAssembly.m").contains("""
      - (SettingsViewController *)instantiate
      {
          UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Main" bundle:[NSBundle mainBundle]];
          SettingsViewController *settingsViewController = [storyboard instantiateViewControllerWithIdentifier:@"SettingsViewController"];
          return settingsViewController;
      }
      """))
    let view = TaskCallbackTests.file(files, "View/SettingsViewController.m")
    #expect(view.contains("+ (instancetype)instantiate\n{\n    return [[[SettingsAssembly alloc] init] instantiate];\n}"))
    // The factory configuring what it built (`controller.name`, private to the .m) stays.
    #expect(view.contains("controller.name = name;"))
    #expect(TaskCallbackTests.file(files, "View/SettingsViewController.h").contains("+ (instancetype)instantiate;"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func theRuleNeedsAStoryboardAndNothingOfTheClass() throws {
    let source = """
      import UIKit

      final class NoteViewController: UIViewController {
          private static let storyboardName = "Notes"

          class func make() -> NoteViewController {
              return NoteViewController(nibName: nil, bundle: nil)
          }

          class func instantiate() -> NoteViewController {
              let sb = UIStoryboard(name: storyboardName, bundle: nil)
              return sb.instantiateInitialViewController() as! NoteViewController
          }

          static func load() async throws -> NoteViewController {
              let sb = UIStoryboard(name: "Notes", bundle: nil)
              return sb.instantiateInitialViewController() as! NoteViewController
          }
      }

      """
    let (plan, _) = try TaskCallbackTests.convert(source, path: "NoteViewController.swift", moduleName: "Note")
    #expect(plan.screenFactories.isEmpty)
  }

  @Test func reviewedShapes() throws {
    // Attributes on lines of their own stay with the view's head; a variadic factory stays whole.
    let swift = """
      import UIKit

      final class HeightViewController: UIViewController {
          @objc
          public class func instantiate() -> HeightViewController {
              let sb = UIStoryboard(name: "Height", bundle: nil)
              return sb.instantiateViewController(withIdentifier: "HeightViewController") as! HeightViewController
          }

          class func instantiate(_ names: String...) -> HeightViewController {
              let sb = UIStoryboard(name: names.joined(), bundle: nil)
              return sb.instantiateViewController(withIdentifier: "HeightViewController") as! HeightViewController
          }
      }

      """
    let (plan, files) = try TaskCallbackTests.convert(swift, path: "HeightViewController.swift", moduleName: "Height")
    #expect(plan.screenFactories.map { plan.model.members[$0].name } == ["instantiate()"])
    #expect(TaskCallbackTests.file(files, "View/HeightViewController.swift").contains(
      "    @objc\n    public class func instantiate() -> HeightViewController {\n        return HeightAssembly().instantiate()\n    }"))

    // `nullable instancetype` is the controller; a comment after the selector stays in the view;
    // an `init…` factory, which the Assembly could not declare, stays; imports under `#if` are not
    // carried into the Assembly's header without their condition.
    let header = """
      #import <UIKit/UIKit.h>

      @interface SettingsViewController : UIViewController
      + (nullable instancetype)instantiate;
      + (instancetype)initFromStoryboard;
      @end

      """
    let implementation = """
      #import "SettingsViewController.h"
      #if __has_include("Secrets.h")
      #import "Secrets.h"
      #endif

      @implementation SettingsViewController

      + (nullable instancetype)instantiate // from Main.storyboard
      {
          UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
          return [storyboard instantiateViewControllerWithIdentifier:@"Settings"];
      }

      + (instancetype)initFromStoryboard
      {
          UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
          return [storyboard instantiateViewControllerWithIdentifier:@"Settings"];
      }

      @end

      """
    let (objcPlan, objcFiles) = try TaskCallbackTests.convertFiles(
      [("SettingsViewController.h", header), ("SettingsViewController.m", implementation)], moduleName: "Settings")
    #expect(objcPlan.screenFactories.map { objcPlan.model.members[$0].name } == ["instantiate"])
    let assemblyHeader = TaskCallbackTests.file(objcFiles, "Assembly/SettingsAssembly.h")
    #expect(assemblyHeader.contains("- (nullable SettingsViewController *)instantiate;\n"))
    #expect(!assemblyHeader.contains("Secrets.h"))
    #expect(TaskCallbackTests.file(objcFiles, "View/SettingsViewController.m").contains(
      "+ (nullable instancetype)instantiate // from Main.storyboard\n{\n    return [[[SettingsAssembly alloc] init] instantiate];\n}"))
    try ObjCOutputCompilesTests.expectCompiles(objcFiles)
  }

  @Test func secondReviewShapes() throws {
    // A comment inside a selector of several parts, a closing brace with a comment, an include
    // guard around the header's imports, init-family names, an import inside @implementation.
    let header = """
      #ifndef SettingsViewController_h
      #define SettingsViewController_h
      #import <UIKit/UIKit.h>
      #import "BaseViewController.h"

      @interface SettingsViewController : BaseViewController
      + (BaseViewController *)instantiateWithName:(NSString *)name // storyboard name
                                           bundle:(NSBundle *)bundle;
      + (instancetype)_initFromStoryboard;
      + (instancetype)init2;
      @end
      #endif

      """
    let base = """
      #import <UIKit/UIKit.h>
      @interface BaseViewController : UIViewController
      @end

      """
    let implementation = """
      #import "SettingsViewController.h"

      @implementation SettingsViewController
      #import "SettingsKeys.h"

      + (BaseViewController *)instantiateWithName:(NSString *)name // storyboard name
                                           bundle:(NSBundle *)bundle
      {
          UIStoryboard *storyboard = [UIStoryboard storyboardWithName:name bundle:bundle];
          return [storyboard instantiateViewControllerWithIdentifier:@"Settings"];
      } // instantiateWithName:bundle:

      + (instancetype)_initFromStoryboard
      {
          return [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"Settings"];
      }

      + (instancetype)init2
      {
          return [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"Settings"];
      }

      @end

      """
    let (plan, files) = try TaskCallbackTests.convertFiles(
      [("SettingsViewController.h", header), ("SettingsViewController.m", implementation)], moduleName: "Settings")
    #expect(plan.screenFactories.map { plan.model.members[$0].name } == ["instantiateWithName:bundle:"])
    let assemblyHeader = TaskCallbackTests.file(files, "Assembly/SettingsAssembly.h")
    #expect(assemblyHeader.contains("#import \"BaseViewController.h\""))
    #expect(assemblyHeader.contains("- (BaseViewController *)instantiateWithName:(NSString *)name\n                                     bundle:(NSBundle *)bundle;"))
    let view = TaskCallbackTests.file(files, "View/SettingsViewController.m")
    // The Assembly's import goes before the class, not after the import inside it.
    let assemblyImport = try #require(view.range(of: "#import \"SettingsAssembly.h\""))
    #expect(assemblyImport.lowerBound < view.range(of: "@implementation SettingsViewController")!.lowerBound)
    var withSupport = files
    withSupport["Settings/View/BaseViewController.h"] = base
    withSupport["Settings/View/SettingsKeys.h"] = "// keys\n"
    try ObjCOutputCompilesTests.expectCompiles(withSupport)
  }
}
