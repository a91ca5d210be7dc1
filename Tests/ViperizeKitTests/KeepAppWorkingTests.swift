import Testing
import ViperizeCore
import ViperizeObjC
import ViperizeSwift

@testable import ViperizeKit

/// What the app around the controller relies on survives the conversion (issue 15): the class
/// name, the members other code calls, UIKit calls on `self`, the licence header.
@Suite struct KeepAppWorkingTests {
  static func convertSwift(_ source: String, path: String = "ServerListController.swift")
    throws -> (plan: ModulePlan, files: [String: String])
  {
    let model = try Viperize.parse([SourceFile(path: path, text: source)], className: nil)
    let classified = MemberClassifier().classify(model)
    let plan = ModulePlanner().plan(classified, moduleName: ModuleNames.moduleName(forController: model.name))
    let module = SwiftViperEmitter().emit(plan)
    let report = LossCheck(plan: plan, module: module).run()
    #expect(report.problems.isEmpty, "\(report.problems)")
    return (plan, Dictionary(uniqueKeysWithValues: module.files.map { ($0.path, $0.contents) }))
  }

  static func convertObjC(header: String, implementation: String, name: String = "ServerListController")
    throws -> (plan: ModulePlan, files: [String: String])
  {
    let model = try Viperize.parse(
      [SourceFile(path: name + ".h", text: header), SourceFile(path: name + ".m", text: implementation)], className: nil)
    let classified = MemberClassifier().classify(model)
    let plan = ModulePlanner().plan(classified, moduleName: ModuleNames.moduleName(forController: model.name))
    let module = ObjCViperEmitter().emit(plan)
    let report = LossCheck(plan: plan, module: module).run()
    #expect(report.problems.isEmpty, "\(report.problems)")
    return (plan, Dictionary(uniqueKeysWithValues: module.files.map { ($0.path, $0.contents) }))
  }

  static func file(_ files: [String: String], _ suffix: String) -> String {
    files.first { $0.key.hasSuffix(suffix) }?.value ?? "<no \(suffix)>"
  }

  static let swiftController = """
    import UIKit

    final class ServerListController: UIViewController {
        @IBOutlet weak var tableView: UITableView!
        private let serversClient = ServersAPIClient()

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.reloadData()
        }
    }

    """

  // MARK: 1. The class keeps its name

  @Test func swiftControllerKeepsItsClassAndFileName() throws {
    let (plan, files) = try Self.convertSwift(Self.swiftController)
    #expect(plan.names.module == "ServerList")
    #expect(plan.names.viewController == "ServerListController")
    let view = try #require(files["ServerList/View/ServerListController.swift"], "\(files.keys.sorted())")
    #expect(view.contains("final class ServerListController: UIViewController, ServerListViewInput {"))
    #expect(!files.keys.contains { $0.contains("ServerListViewController") })
    #expect(Self.file(files, "ServerListAssembly.swift").contains("ServerListController"))
    #expect(!files.values.contains { $0.contains("ServerListViewController") })
  }

  @Test func objcControllerKeepsItsClassAndFileNames() throws {
    let (plan, files) = try Self.convertObjC(
      header: """
        #import <UIKit/UIKit.h>

        @interface ServerListController : UIViewController
        @end

        """,
      implementation: """
        #import "ServerListController.h"

        @implementation ServerListController

        - (void)viewDidLoad {
            [super viewDidLoad];
        }

        @end

        """)
    #expect(plan.names.viewController == "ServerListController")
    let header = try #require(files["ServerList/View/ServerListController.h"], "\(files.keys.sorted())")
    #expect(header.contains("@interface ServerListController : UIViewController <ServerListViewInput>"))
    #expect(Self.file(files, "View/ServerListController.m").contains("#import \"ServerListController.h\""))
    #expect(Self.file(files, "ServerListAssembly.m").contains("#import \"ServerListController.h\""))
    #expect(!files.values.contains { $0.contains("ServerListViewController") })
  }
}

extension KeepAppWorkingTests {
  // MARK: 4. UIKit calls on self are not retargeted

  @Test func uikitDismissWithCompletionStaysAUIKitCall() throws {
    let (_, files) = try Self.convertSwift("""
      import UIKit

      final class ServerListController: UIViewController {
          @IBOutlet weak var tableView: UITableView!
          private let serversClient = ServersAPIClient()

          private func dismiss(animated: Bool) {
              serversClient.cancelAll()
          }

          @IBAction func close(_ sender: Any) {
              dismiss(animated: true) {
                  self.tableView.reloadData()
              }
          }
      }

      """)
    // UIKit's dismissal goes to the router with its completion; the completion's body comes back
    // to the view. The controller's own `dismiss(animated:)` is not what it calls.
    let view = Self.file(files, "View/ServerListController.swift")
    #expect(view.contains("        output.close()\n"), "\(view)")
    #expect(view.contains("    func afterClose() {\n        self.tableView.reloadData()\n    }"), "\(view)")
    #expect(!view.contains("output.dismiss(animated: true) {"))
    let router = Self.file(files, "Router/ServerListRouter.swift")
    #expect(router.contains("    func close(completion: @escaping () -> Void) {\n        transitionHandler?.dismiss(animated: true) {\n            completion()\n        }\n    }"), "\(router)")
  }

  @Test func objcDismissWithCompletionStaysAUIKitCall() throws {
    let (_, files) = try Self.convertObjC(
      header: """
        #import <UIKit/UIKit.h>

        @interface ServerListController : UIViewController
        @property (nonatomic, weak) IBOutlet UITableView *tableView;
        @end

        """,
      implementation: """
        #import "ServerListController.h"

        @implementation ServerListController

        - (void)dismissViewControllerAnimated:(BOOL)animated {
            [[NSUserDefaults standardUserDefaults] removeObjectForKey:@"servers"];
        }

        - (IBAction)close:(id)sender {
            [self dismissViewControllerAnimated:YES completion:^{
                [self.tableView reloadData];
            }];
        }

        @end

        """)
    let view = Self.file(files, "View/ServerListController.m")
    #expect(view.contains("    [self.output close];\n"), "\(view)")
    #expect(view.contains("- (void)afterClose {\n    [self.tableView reloadData];\n}"), "\(view)")
    let router = Self.file(files, "Router/ServerListRouter.m")
    #expect(router.contains("    [self.transitionHandler dismissViewControllerAnimated:YES completion:^{\n        completion();\n    }];"), "\(router)")
  }
}

extension KeepAppWorkingTests {
  // MARK: 4b. Windows line ends

  @Test func crlfInputPassesTheLossCheckAndDiffsByLine() throws {
    let source = """
      import UIKit

      final class ServerListController: UIViewController {
          @IBOutlet weak var titleLabel: UILabel!

          func close() {
              dismiss(animated: true) {
                  self.titleLabel.text = nil
              }
          }
      }

      """.replacingOccurrences(of: "\n", with: "\r\n")
    // `convertSwift` expects no loss-check problem: lines end in `\r\n` on both sides.
    let (plan, _) = try Self.convertSwift(source)
    #expect(plan.splits.count == 1)
    // A new file's patch: every line added, `\r` kept inside its line; a file ending in `\r\n`
    // ends with a newline, one without any says so.
    let header = "diff --git a/F b/F\nnew file mode 100644\n--- /dev/null\n+++ b/F\n"
    #expect(UnifiedDiffPrinter.newFile(path: "F", contents: "a\r\nb\r\n") == header + "@@ -0,0 +1,2 @@\n+a\r\n+b\r\n")
    #expect(UnifiedDiffPrinter.newFile(path: "F", contents: "a\n\nb") == header + "@@ -0,0 +1,3 @@\n+a\n+\n+b\n\\ No newline at end of file\n")
    #expect(UnifiedDiffPrinter.newFile(path: "F", contents: "a\n") == header + "@@ -0,0 +1 @@\n+a\n")
    #expect(UnifiedDiffPrinter.newFile(path: "F", contents: "") == header + "@@ -0,0 +1 @@\n+\n\\ No newline at end of file\n")
  }
}

extension KeepAppWorkingTests {
  // MARK: 5. Header comment and imports

  @Test func generatedFilesStartWithTheLicenceAndImportWhatTheyUse() throws {
    let (_, files) = try Self.convertSwift("""
      //
      //  ServerListController.swift
      //  Mumble
      //
      //  Copyright © 2012 The Mumble Authors. BSD licence.
      //

      import UIKit
      import CoreData
      import MumbleKit

      final class ServerListController: UIViewController {
          @IBOutlet weak var tableView: UITableView!
          var servers: [MKServer] = []

          override func viewDidLoad() {
              super.viewDidLoad()
              let request = NSFetchRequest<MKServer>(entityName: "Server")
              let servers = (try? ServerStore.shared.context.fetch(request)) ?? []
              self.servers = servers
              tableView.reloadData()
          }
      }

      """)
    let presenter = Self.file(files, "Presenter/ServerListPresenter.swift")
    #expect(presenter.hasPrefix("""
      //
      //  ServerListPresenter.swift
      //  Mumble
      //
      //  Copyright © 2012 The Mumble Authors. BSD licence.
      //
      // Generated by viperize from ServerListController.swift.

      import UIKit
      """), "\(presenter)")
    let moduleInput = Self.file(files, "Presenter/ServerListModuleInput.swift")
    #expect(moduleInput.contains("import UIKit\n\n/// How other modules"), "\(moduleInput)")
    let interactor = Self.file(files, "Interactor/ServerListInteractor.swift")
    #expect(interactor.contains("import UIKit\nimport CoreData\nimport MumbleKit\n"), "\(interactor)")
    let viewInput = Self.file(files, "View/ServerListViewInput.swift")
    #expect(viewInput.contains("import UIKit\nimport MumbleKit\n\n"), "\(viewInput)")
  }

  @Test func objcHeadersImportWhatTheirDeclarationsUse() throws {
    let (_, files) = try Self.convertObjC(
      header: """
        #import <UIKit/UIKit.h>

        @interface ServerListController : UIViewController
        @property (nonatomic, weak) IBOutlet UITableView *tableView;
        @end

        """,
      implementation: """
        /*
         * ServerListController.m
         * Copyright 2012 The Mumble Authors. BSD licence.
         */

        #import "ServerListController.h"
        #import <MumbleKit/MKServer.h>
        #import "MUServerStore.h"

        @implementation ServerListController

        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.tableView reloadData];
        }

        @end

        """)
    let routerHeader = Self.file(files, "Router/ServerListRouter.h")
    #expect(routerHeader.hasPrefix("/*\n * ServerListRouter.h\n * Copyright 2012 The Mumble Authors. BSD licence.\n */\n// Generated by viperize from ServerListController.m.\n\n#import <UIKit/UIKit.h>\n#import \"ServerListRouterInput.h\"\n"), "\(routerHeader)")
  }
}

extension KeepAppWorkingTests {
  // MARK: 3. The module assembles itself on first use

  @Test func swiftOutputAssemblesTheModuleOnFirstUse() throws {
    let (_, files) = try Self.convertSwift(Self.swiftController)
    let view = Self.file(files, "View/ServerListController.swift")
    #expect(view.contains("    lazy var output: ServerListViewOutput = ServerListAssembly().configure(self)\n"), "\(view)")
    let assembly = Self.file(files, "Assembly/ServerListAssembly.swift")
    #expect(assembly.contains("func configure(_ viewController: ServerListController) -> ServerListViewOutput {"))
    #expect(assembly.contains("        presenter.view = viewController\n"))
    #expect(assembly.contains("\n        return presenter\n    }"))
    #expect(!assembly.contains("viewController.output ="))
    #expect(Self.file(files, "Presenter/ServerListPresenter.swift").contains("    weak var view: ServerListViewInput?\n"))
  }

  @Test func objcOutputGetterAssemblesTheModuleOnFirstUse() throws {
    let (_, files) = try Self.convertObjC(
      header: "#import <UIKit/UIKit.h>\n\n@interface ServerListController : UIViewController\n@end\n",
      implementation: """
        #import "ServerListController.h"

        @implementation ServerListController

        - (void)viewDidLoad {
            [super viewDidLoad];
        }

        @end

        """)
    let view = Self.file(files, "View/ServerListController.m")
    #expect(view.contains("#import \"ServerListAssembly.h\"\n"))
    #expect(view.contains("""
      @implementation ServerListController

      - (id<ServerListViewOutput>)output {
          if (!_output) {
              [[[ServerListAssembly alloc] init] configureModuleForViewController:self];
          }
          return _output;
      }

      """), "\(view)")
    #expect(Self.file(files, "Assembly/ServerListAssembly.m").contains("    viewController.output = presenter;\n"))
    #expect(Self.file(files, "Presenter/ServerListPresenter.h").contains("@property (nonatomic, weak) id<ServerListViewInput> view;"))
  }
}

extension KeepAppWorkingTests {
  // MARK: 2. Members other code calls stay callable

  @Test func swiftInternalMethodThatMovesIsForwardedByTheView() throws {
    let (plan, files) = try Self.convertSwift("""
      import UIKit

      final class ServerListController: UIViewController {
          @IBOutlet weak var tableView: UITableView!

          /// Other screens call this after editing a server.
          func forgetServer(named name: String) {
              UserDefaults.standard.removeObject(forKey: name)
          }

          private func forgetAll() {
              UserDefaults.standard.removeObject(forKey: "servers")
          }
      }

      """)
    let view = Self.file(files, "View/ServerListController.swift")
    #expect(view.contains("""
          /// Other screens call this after editing a server.
          func forgetServer(named name: String) {
              output.forgetServer(named: name)
          }
      """), "\(view)")
    #expect(!view.contains("forgetAll"))
    #expect(Self.file(files, "View/ServerListViewOutput.swift").contains("func forgetServer(named name: String)\n"))
    #expect(Self.file(files, "Presenter/ServerListPresenter.swift").contains("interactor.forgetServer(named: name)"))
    #expect(plan.diagnostics.contains { $0.id == "viperize.kept-callable" && $0.message.hasPrefix("'forgetServer(named:)'") })
  }

  @Test func objcHeaderMethodThatMovesIsForwardedByTheView() throws {
    let (_, files) = try Self.convertObjC(
      header: """
        #import <UIKit/UIKit.h>

        @interface ServerListController : UIViewController
        - (BOOL)forgetServerNamed:(NSString *)name;
        @end

        """,
      implementation: """
        #import "ServerListController.h"

        @implementation ServerListController

        - (BOOL)forgetServerNamed:(NSString *)name {
            [[NSUserDefaults standardUserDefaults] removeObjectForKey:name];
            return YES;
        }

        - (void)forgetAll {
            [[NSUserDefaults standardUserDefaults] removeObjectForKey:@"servers"];
        }

        @end

        """)
    #expect(Self.file(files, "View/ServerListController.h").contains("- (BOOL)forgetServerNamed:(NSString *)name;\n"))
    let view = Self.file(files, "View/ServerListController.m")
    #expect(view.contains("- (BOOL)forgetServerNamed:(NSString *)name {\n    return [self.output forgetServerNamed:name];\n}"), "\(view)")
    #expect(!view.contains("forgetAll"))
    #expect(Self.file(files, "Interactor/ServerListInteractor.m").contains("removeObjectForKey:name"))
  }

  @Test func objcHeaderPropertyOnlyDataCodeUsesStaysInTheView() throws {
    let (plan, files) = try Self.convertObjC(
      header: """
        #import <UIKit/UIKit.h>

        @interface ServerListController : UIViewController
        @property (nonatomic, strong) NSManagedObjectContext *managedObjectContext;
        @end

        """,
      implementation: """
        #import "ServerListController.h"

        @implementation ServerListController

        - (void)saveContext {
            NSError *error = nil;
            [[self managedObjectContext] save:&error];
        }

        @end

        """)
    // The app delegate sets it on the controller: the header keeps it, and its users stay with it.
    #expect(Self.file(files, "View/ServerListController.h").contains("@property (nonatomic, strong) NSManagedObjectContext *managedObjectContext;"))
    let save = try #require(plan.classified.model.members.first { $0.name == "saveContext" })
    // `[[self managedObjectContext] save:&error]` is a Core Data save, as `self.managedObjectContext` is.
    #expect(plan.classified.members[save.id].evidence.contains { $0.api == "NSManagedObjectContext.save" })
    #expect(plan.classified.layer(of: save.id) == .view)
  }

  @Test func callOfAnOverriddenNavigationMethodIsNavigation() throws {
    let (_, files) = try Self.convertObjC(
      header: """
        #import <UIKit/UIKit.h>

        @interface ServerListController : UIViewController
        @end

        """,
      implementation: """
        #import "ServerListController.h"

        @implementation ServerListController

        - (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender {
            NSLog(@"segue %@", identifier);
            [super performSegueWithIdentifier:identifier sender:sender];
        }

        - (void)settingsTapped {
            [self performSegueWithIdentifier:@"showSettings" sender:nil];
        }

        @end

        """)
    // The router sends UIKit's method to the controller, whose override still runs.
    #expect(Self.file(files, "Router/ServerListRouter.m").contains("[self.transitionHandler performSegueWithIdentifier:@\"showSettings\" sender:nil];"))
    let view = Self.file(files, "View/ServerListController.m")
    #expect(view.contains("[super performSegueWithIdentifier:identifier sender:sender];"))
    #expect(!view.contains("@\"showSettings\""))
  }

  /// An implementation file that never imports its own header (the app's other headers bring
  /// the class in) gets that import with the Assembly's: the `output` getter and the class
  /// extension need the class's `@interface`, which the Assembly's header only forward-declares.
  @Test func aViewImplementationImportsItsOwnHeaderWhenItDidNot() throws {
    let (_, files) = try Self.convertObjC(
      header: """
        #import <UIKit/UIKit.h>

        @interface StreamViewController : UIViewController
        - (void)reload;
        @end

        """,
      implementation: """
        #import <UIKit/UIKit.h>

        @interface StreamViewController ()
        @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
        @end

        @implementation StreamViewController

        - (void)reload
        {
            self.titleLabel.text = [[NSUserDefaults standardUserDefaults] objectForKey:@"StreamTitle"];
        }

        @end

        """, name: "StreamViewController")
    let view = Self.file(files, "View/StreamViewController.m")
    #expect(view.contains("#import <UIKit/UIKit.h>\n#import \"StreamViewController.h\"\n#import \"StreamAssembly.h\"\n"), "\(view)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }
}
