import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// Defects found by a second set of controllers written in the shapes of public apps: code that
/// did not compile once split.
@Suite struct ProbeTwoDefectTests {
  /// The presenter keeps the decision `if let url = URL(string: path)`: the branch's route takes
  /// the name the condition binds. It used to read an undeclared `url`.
  @Test func aRouteTakesTheNameItsDecisionBinds() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func openItem(_ path: String) {
            titleLabel.text = path
            if let url = URL(string: path) {
                performSegue(withIdentifier: "web", sender: url)
            } else {
                performSegue(withIdentifier: "showItem", sender: path)
            }
        }
    """), path: "PageViewController.swift")
    let split = try #require(plan.splits.values.first)
    #expect(split.flow == .navigationDecision)
    let presenter = TaskCallbackTests.file(files, "Presenter/PagePresenter.swift")
    #expect(presenter.contains("        if let url = URL(string: path) {\n            router.showPath(url)\n"), "\(presenter)")
    #expect(TaskCallbackTests.file(files, "Router/PageRouter.swift").contains(
      "func showPath(_ url: URL) {\n        transitionHandler?.performSegue(withIdentifier: \"web\", sender: url)"))
    try KeptCompletionTests.expectTypechecks(files, label: "decision binding")
  }

  /// A name bound by the condition whose type the source does not state cannot be handed over:
  /// the decision is not split, and the branch's navigation is handed over in place.
  @Test func anUntypedConditionBindingKeepsTheDecisionInTheView() throws {
    let (plan, _) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func openItem(_ item: Item) {
            titleLabel.text = item.name
            if let link = item.link {
                present(SFSafariViewController(url: link), animated: true)
            } else {
                performSegue(withIdentifier: "showItem", sender: item)
            }
        }
    """), path: "PageViewController.swift")
    #expect(plan.splits.isEmpty)
    #expect(plan.refusals.values.contains { $0.reason == .untypedValue })
  }

  static let modeHeader = """
    #import <UIKit/UIKit.h>
    @protocol XYZModeDelegate <NSObject>
    @end
    @interface XYZModeViewController : UIViewController <XYZModeDelegate>
    @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
    @property (nonatomic, copy) NSString *path;
    @property (nonatomic, weak) id<XYZModeDelegate> delegate;
    @end

    """

  static func modeController(_ methods: String) -> String {
    """
    #import "XYZModeViewController.h"

    typedef NS_ENUM(NSInteger, XYZMode) { XYZModeA = 0, XYZModeB = 1 };

    @implementation XYZModeViewController

    \(methods)
    @end

    """
  }

  static func convertMode(_ methods: String) throws -> (plan: ModulePlan, files: [String: String]) {
    let model = try Viperize.parse(
      [SourceFile(path: "XYZModeViewController.h", text: modeHeader), SourceFile(path: "XYZModeViewController.m", text: modeController(methods))],
      className: nil)
    let plan = ModulePlanner().plan(MemberClassifier().classify(model), moduleName: "XYZMode")
    let module = try #require(Viperize.emitter(for: model.language)).emit(plan)
    #expect(LossCheck(plan: plan, module: module).run().problems.isEmpty)
    return (plan, Dictionary(uniqueKeysWithValues: module.files.map { ($0.path, $0.contents) }))
  }

  /// An enum the `.m` declares for itself cannot type a generated protocol's method: the split
  /// and the query that would need it are refused, and the output compiles.
  @Test func aTypeOnlyTheImplementationDeclaresCrossesNoLayer() throws {
    let (plan, files) = try Self.convertMode("""
    - (void)switchTo:(XYZMode)mode
    {
        self.titleLabel.text = @"Switching";
        [[NSUserDefaults standardUserDefaults] setInteger:mode forKey:@"mode"];
    }

    - (void)restore
    {
        XYZMode mode = [[NSUserDefaults standardUserDefaults] integerForKey:@"mode"];
        self.titleLabel.text = mode == XYZModeA ? @"A" : @"B";
    }
    """)
    #expect(plan.refusals.values.contains { $0.detail.contains("'XYZMode', which only the controller's file declares") })
    for (path, text) in files where path.hasSuffix(".h") { #expect(!text.contains("XYZMode)"), "\(path)") }
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// The router creates another screen of the controller's own class (a drill-down) and hands
  /// it the controller as its delegate: it imports the controller's header and passes
  /// `((XYZModeViewController *)self.transitionHandler)`, typed as the class that adopts the protocol.
  @Test func theRouterSeesTheControllersOwnClass() throws {
    let (_, files) = try Self.convertMode("""
    - (IBAction)openChild:(id)sender
    {
        XYZModeViewController *child = [[XYZModeViewController alloc] init];
        child.path = self.path;
        child.delegate = self;
        [self.navigationController pushViewController:child animated:YES];
    }
    """)
    let router = TaskCallbackTests.file(files, "Router/XYZModeRouter.m")
    #expect(router.contains("#import \"XYZModeViewController.h\"\n"), "\(router)")
    #expect(router.contains("    child.delegate = ((XYZModeViewController *)self.transitionHandler);\n"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func aControllerPassedOnByTheRouterKeepsItsClass() throws {
    let (_, files) = try TaskCallbackTests.convert("""
    import UIKit

    protocol EditorDelegate: AnyObject {
        func editorDidFinish()
    }

    final class PageViewController: UIViewController, EditorDelegate {
        @IBOutlet weak var titleLabel: UILabel!

        @IBAction func editTapped(_ sender: Any) {
            let editor = EditorViewController()
            editor.delegate = self
            present(editor, animated: true)
        }

        func editorDidFinish() {
            titleLabel.text = "Done"
        }
    }

    """, path: "PageViewController.swift")
    let router = TaskCallbackTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("weak var transitionHandler: PageViewController?"), "\(router)")
    #expect(router.contains("guard let viewController = transitionHandler else { return }"))
    var withEditor = files
    withEditor["Page/Editor.swift"] = "import UIKit\n\nfinal class EditorViewController: UIViewController {\n    weak var delegate: EditorDelegate?\n}\n"
    try KeptCompletionTests.expectTypechecks(withEditor, label: "router self")
  }

  /// A split whose moved code only writes a setting is named after its key, as a command is
  /// (`saveMode`, not `loadData`); C functions name methods in lower case, the keychain's by
  /// what they do.
  @Test func writesAndCFunctionsNameTheirMethods() throws {
    let (plan, _) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (void)switchTo:(NSInteger)mode
    {
        self.titleLabel.text = @"Switching";
        [[NSUserDefaults standardUserDefaults] setInteger:mode forKey:@"mode"];
    }
    """), path: "PageViewController.m")
    #expect(plan.splits.values.first?.load?.name == "saveMode")
    #expect(SplitNaming.methodName("SecItemAdd") == "addKeychainItem")
    #expect(SplitNaming.methodName("POST:parameters:success:failure:") == "post")
    #expect(SplitNaming.methodName("fetchTripsWithCompletion:") == "fetchTrips")
  }

  /// A callback parameter the body never reads crosses no layer, so its missing type is no
  /// reason to refuse: `{ status in … }` splits as `{ _ in … }` does.
  @Test func anUnreadCallbackParameterNeedsNoType() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func askForLocation() {
            LocationPermissionManager.shared.requestWhenInUse { status in
                UserDefaults.standard.set(true, forKey: "asked")
                self.titleLabel.text = "Done"
            }
        }
    """), path: "PageViewController.swift")
    #expect(plan.refusals.isEmpty, "\(plan.refusals)")
    let interactor = TaskCallbackTests.file(files, "Interactor/PageInteractor.swift")
    #expect(interactor.contains("requestWhenInUse { status in\n            self.output?.didRequestWhenInUse()\n"), "\(interactor)")
  }

  /// A type a category's header declares keeps that header in the protocol headers naming it;
  /// only a header of a category on the controller is left out (its import would be a cycle).
  @Test func aTypeFromACategoryHeaderKeepsItsImport() throws {
    let source = TaskCallbackTests.objc("""
    - (void)applyStyle:(ThemeStyle)style
    {
        self.titleLabel.text = @"Styling";
        [[NSUserDefaults standardUserDefaults] setInteger:style forKey:@"style"];
    }
    """).replacingOccurrences(of: "#import <UIKit/UIKit.h>\n", with: "#import <UIKit/UIKit.h>\n#import \"UIColor+Theme.h\"\n#import \"PageViewController+Sharing.h\"\n")
    let (_, files) = try TaskCallbackTests.convert(source, path: "PageViewController.m")
    let output = TaskCallbackTests.file(files, "View/PageViewOutput.h")
    #expect(output.contains("#import \"UIColor+Theme.h\""), "\(output)")
    #expect(!output.contains("PageViewController+Sharing.h"))
    var withHeaders = files
    withHeaders["Page/View/UIColor+Theme.h"] = "#import <UIKit/UIKit.h>\ntypedef NS_ENUM(NSInteger, ThemeStyle) { ThemeStyleLight, ThemeStyleDark };\n"
    withHeaders["Page/View/PageViewController+Sharing.h"] = "#import <UIKit/UIKit.h>\n"
    try ObjCOutputCompilesTests.expectCompiles(withHeaders)
  }
}
