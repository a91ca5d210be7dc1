import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// An initializer's code after the controller exists (after `super.init(…)`, inside `if ((self =
/// [super init…]))` or after `self = [super init…];`) reaches the module as any method's does: the
/// first read of `output` assembles it. Its data reads become queries, its data runs commands,
/// and a split moves what it can. Code before that, which runs before there is a controller to
/// hold `output`, stays, and the warning says which line keeps it.
@Suite struct InitializerSplitTests {
  static let swift = """
    import UIKit

    final class OptionsViewController: UITableViewController {
        private let choices: [String]
        private let settingsKey: String
        private var selectedItem = 0

        init(items: [String], settingsKey: String) {
            choices = items
            self.settingsKey = settingsKey
            super.init(style: .grouped)
            selectedItem = UserDefaults.standard.integer(forKey: settingsKey)
            title = "Options"
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selectedItem = indexPath.row
            UserDefaults.standard.set(selectedItem, forKey: settingsKey)
            tableView.reloadData()
        }
    }

    """

  @Test func swiftCodeAfterSuperInitReachesTheModule() throws {
    let (plan, files) = try TaskCallbackTests.convert(Self.swift, path: "OptionsViewController.swift", moduleName: "Options")
    #expect(plan.refusals.isEmpty, "\(plan.refusals)")
    let view = TaskCallbackTests.file(files, "View/OptionsViewController.swift")
    #expect(view.contains("        super.init(style: .grouped)\n        selectedItem = output.selectedItem(settingsKey)\n        title = \"Options\"\n"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/OptionsInteractor.swift")
    #expect(interactor.contains("return UserDefaults.standard.integer(forKey: settingsKey)"), "\(interactor)")
    try KeptCompletionTests.expectTypechecks(files, label: "initializer-split")
  }

  /// A convenience initializer's controller exists once it calls `self.init(…)`.
  @Test func swiftCodeAfterSelfInitReachesTheModule() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      final class ReaderViewController: UIViewController {
          var fontSize = 14

          init() {
              super.init(nibName: nil, bundle: nil)
          }

          convenience init(preset: String) {
              self.init()
              fontSize = UserDefaults.standard.integer(forKey: preset)
          }

          required init?(coder: NSCoder) {
              fatalError("init(coder:) has not been implemented")
          }
      }

      """, path: "ReaderViewController.swift", moduleName: "Reader")
    #expect(plan.refusals.isEmpty, "\(plan.refusals)")
    let view = TaskCallbackTests.file(files, "View/ReaderViewController.swift")
    #expect(view.contains("        self.init()\n        fontSize = output.fontSize(preset)\n"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "initializer-self-init")
  }

  /// Before `super.init` there is no `self`: the read stays, and the warning names its line and
  /// the line that creates the controller. What follows is handed over all the same.
  @Test func swiftCodeBeforeSuperInitStaysAndSaysWhy() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      final class EpisodeViewController: UIViewController {
          private var episodeTitle: String

          init(key: String) {
              episodeTitle = UserDefaults.standard.string(forKey: key) ?? ""
              super.init(nibName: nil, bundle: nil)
              UserDefaults.standard.set(true, forKey: "seen")
          }

          required init?(coder: NSCoder) {
              fatalError("init(coder:) has not been implemented")
          }
      }

      """, path: "EpisodeViewController.swift", moduleName: "Episode")
    #expect(plan.refusals.values.contains { $0.reason == .uninitialized }, "\(plan.refusals)")
    #expect(plan.diagnostics.contains { $0.message.contains("line 7 runs before the controller exists (line 8 creates it)") },
      "\(plan.diagnostics.map(\.message))")
    let view = TaskCallbackTests.file(files, "View/EpisodeViewController.swift")
    #expect(view.contains("episodeTitle = UserDefaults.standard.string(forKey: key) ?? \"\"\n"), "\(view)")
    #expect(view.contains("super.init(nibName: nil, bundle: nil)\n        output."), "\(view)")
    #expect(!view.contains("UserDefaults.standard.set(true"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "initializer-before-super")
  }

  /// Without a written `super.init` (Swift calls it at the end) no code of the initializer runs
  /// with a controller; `deinit` runs while it is freed. Neither hands anything over.
  @Test func anImplicitSuperInitAndDeinitHandNothingOver() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      class BaseViewController: UIViewController {
          init() { super.init(nibName: nil, bundle: nil) }
          required init?(coder: NSCoder) { fatalError() }
      }

      final class CounterViewController: BaseViewController {
          private var launches = 0

          override init() {
              launches = UserDefaults.standard.integer(forKey: "launches")
          }

          required init?(coder: NSCoder) {
              fatalError("init(coder:) has not been implemented")
          }

          deinit {
              UserDefaults.standard.set(launches, forKey: "launches")
          }
      }

      """, path: "CounterViewController.swift", className: "CounterViewController", moduleName: "Counter")
    let reasons = plan.refusals.values.map(\.reason)
    #expect(reasons.filter { $0 == .lifecycle }.count == 2, "\(plan.refusals)")
    #expect(plan.diagnostics.contains { $0.message.contains("it runs before the controller exists") }, "\(plan.diagnostics.map(\.message))")
    let view = TaskCallbackTests.file(files, "View/CounterViewController.swift")
    #expect(view.contains("launches = UserDefaults.standard.integer(forKey: \"launches\")\n"), "\(view)")
    #expect(view.contains("UserDefaults.standard.set(launches, forKey: \"launches\")\n"), "\(view)")
  }

  /// Objective-C's two shapes: the body of `if ((self = [super init…]))`, and the statements after
  /// `self = [super init…];`.
  @Test func objcCodeAfterSelfIsAssignedReachesTheModule() throws {
    let (plan, files) = try TaskCallbackTests.convertFiles([
      (
        "MUServerEditViewController.h",
        """
        #import <UIKit/UIKit.h>

        @interface MUServerEditViewController : UIViewController
        - (id) initWithServerName:(NSString *)name;
        - (id) initWithPort:(NSInteger)port;
        @end

        """
      ),
      (
        "MUServerEditViewController.m",
        """
        #import "MUServerEditViewController.h"

        @interface MUServerEditViewController () {
            NSString *_serverName;
            BOOL _mapHidden;
        }
        @end

        @implementation MUServerEditViewController

        - (id) initWithServerName:(NSString *)name {
            if ((self = [super initWithNibName:nil bundle:nil])) {
                _serverName = name;
                _mapHidden = [[NSUserDefaults standardUserDefaults] boolForKey:@"MapHidden"];
                [self setTitle:_serverName];
            }
            return self;
        }

        - (id) initWithPort:(NSInteger)port {
            self = [super initWithNibName:nil bundle:nil];
            if (self) {
                [[NSUserDefaults standardUserDefaults] setInteger:port forKey:@"LastPort"];
            }
            return self;
        }

        @end

        """
      ),
    ], moduleName: "MUServerEdit")
    #expect(plan.refusals.isEmpty, "\(plan.refusals)")
    let view = TaskCallbackTests.file(files, "View/MUServerEditViewController.m")
    #expect(view.contains("        _mapHidden = [self.output mapHidden];\n"), "\(view)")
    #expect(view.contains("    self = [super initWithNibName:nil bundle:nil];\n    if (self) {\n        [self.output "), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/MUServerEditInteractor.m")
    #expect(interactor.contains("return [[NSUserDefaults standardUserDefaults] boolForKey:@\"MapHidden\"];"), "\(interactor)")
    #expect(interactor.contains("[[NSUserDefaults standardUserDefaults] setInteger:port forKey:@\"LastPort\"];"), "\(interactor)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// The Assembly reads a shared service from the controller when `output` is first read: code
  /// before the initializer sets it stays, so the module never gets it unset. Code after is
  /// handed over. A value a setter sends to a UIKit object has that property's type
  /// (`[_nameLabel setText:…]`), as an assignment to it does.
  @Test func objcCodeBeforeASharedServiceIsSetStays() throws {
    let (plan, files) = try TaskCallbackTests.convertFiles([
      (
        "ARSetViewController.h",
        """
        #import <UIKit/UIKit.h>

        @interface ARSetViewController : UIViewController
        - (instancetype)initWithIndex:(NSInteger)index defaults:(NSUserDefaults *)defaults;
        @end

        """
      ),
      (
        "ARSetViewController.m",
        """
        #import "ARSetViewController.h"

        @interface ARSetViewController ()
        @property (nonatomic, strong) NSUserDefaults *defaults;
        @property (nonatomic, assign) BOOL mapHidden;
        @property (nonatomic, assign) NSInteger index;
        @property (nonatomic, strong) UILabel *nameLabel;
        @end

        @implementation ARSetViewController

        - (instancetype)initWithIndex:(NSInteger)index defaults:(NSUserDefaults *)defaults {
            self = [super init];
            if (!self) return nil;
            _mapHidden = [[NSUserDefaults standardUserDefaults] boolForKey:@"MapHidden"];
            _defaults = defaults;
            _index = [[NSUserDefaults standardUserDefaults] integerForKey:@"Index"];
            _nameLabel = [[UILabel alloc] init];
            [_nameLabel setText:[[NSUserDefaults standardUserDefaults] objectForKey:@"Name"]];
            return self;
        }

        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = [self.defaults stringForKey:@"Title"];
        }

        @end

        """
      ),
    ], moduleName: "ARSet")
    #expect(plan.refusals.values.contains { $0.reason == .uninitialized }, "\(plan.refusals)")
    #expect(plan.diagnostics.contains { $0.message.contains("line 15 runs before line 16 sets 'defaults', which the Assembly passes to the module") },
      "\(plan.diagnostics.map(\.message))")
    let view = TaskCallbackTests.file(files, "View/ARSetViewController.m")
    #expect(view.contains("    _mapHidden = [[NSUserDefaults standardUserDefaults] boolForKey:@\"MapHidden\"];\n"), "\(view)")
    #expect(view.contains("    _index = [self.output index];\n"), "\(view)")
    #expect(view.contains("    [_nameLabel setText:[self.output name]];\n"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/ARSetInteractor.m")
    #expect(interactor.contains("- (NSString *)name {\n    return [[NSUserDefaults standardUserDefaults] objectForKey:@\"Name\"];\n}"), "\(interactor)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }
}
