import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// A control's value that data or navigation code reads (`sender.isOn`, `nameField.text`) is
/// read by the view where the code stood and passed on; the control never leaves the view
/// (issue 14, item 1).
@Suite struct ControlValueTests {
  /// `swift(body)` with a `titleLabel` outlet too, for code that sets a title.
  static func swiftWithTitle(_ body: String) -> String {
    swift(body).replacingOccurrences(
      of: "@IBOutlet weak var autoplaySwitch", with: "@IBOutlet weak var titleLabel: UILabel!\n    @IBOutlet weak var autoplaySwitch")
  }

  static func swift(_ body: String) -> String {
    """
    import UIKit

    final class PageViewController: UIViewController {
        @IBOutlet weak var autoplaySwitch: UISwitch!
        @IBOutlet weak var nameField: UITextField!

    \(body)
    }

    """
  }

  /// A table view controller of the Objective-C tests, its `prepareForSegue:sender:` `body`.
  static func objcTableController(prepare body: String) -> String {
    """
    #import <UIKit/UIKit.h>

    @interface PageViewController : UITableViewController
    @property (nonatomic, strong) NSArray *objects;
    @end

    @implementation PageViewController

    - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender
    {
    \(body)
    }
    @end

    """
  }

  @Test func aSwitchOrAFieldsValueIsPassedAndTheControlStays() throws {
    let (_, files) = try TaskCallbackTests.convert(Self.swift("""
        @IBAction func autoplayChanged(_ sender: UISwitch) {
            UserDefaults.standard.set(sender.isOn, forKey: "autoplay")
        }

        @IBAction func saveSettings(_ sender: Any) {
            UserDefaults.standard.set(autoplaySwitch.isOn, forKey: "autoplay")
            UserDefaults.standard.set(self.nameField.text, forKey: "name")
            nameField.resignFirstResponder()
        }
    """), path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    // The action's whole body is data code: the view reports the event with the value.
    #expect(view.contains("        output.autoplayChanged(sender.isOn)\n"), "\(view)")
    #expect(view.contains("(autoplaySwitch.isOn, name: self.nameField.text)\n        nameField.resignFirstResponder()"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/PageInteractor.swift")
    #expect(interactor.contains("func saveAutoplay(_ isOn: Bool) {\n        UserDefaults.standard.set(isOn, forKey: \"autoplay\")"), "\(interactor)")
    #expect(interactor.contains("(_ autoplay: Bool, name: String?) {\n        UserDefaults.standard.set(autoplay, forKey: \"autoplay\")\n        UserDefaults.standard.set(name, forKey: \"name\")"), "\(interactor)")
    #expect(!interactor.contains("UISwitch") && !interactor.contains("UITextField"))
    try KeptCompletionTests.expectTypechecks(files, label: "control-values")
  }

  /// The control stays in the view with what else the code does with it: a parameter also
  /// written, called or passed on whole is not reduced to its value.
  /// Which of several controls sent an action (`sender.tag`) is a value too.
  @Test func aSendersTagIsPassed() throws {
    let (_, files) = try TaskCallbackTests.convert(Self.swift("""
        @IBAction func linkTapped(_ sender: UIButton) {
            titleLabel.text = "Opening"
            UserDefaults.standard.set(sender.tag, forKey: "lastLink")
        }
    """), path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("        output.linkTapped(sender.tag)\n"), "\(view)")
    #expect(TaskCallbackTests.file(files, "Interactor/PageInteractor.swift").contains("func saveLastLink(_ tag: Int) {"))
  }

  /// A route reading which button sent the action gets the tag, not the button: no UI object
  /// crosses to the presenter or the router.
  @Test func aRouteGetsTheSendersTagNotTheButton() throws {
    let (_, files) = try TaskCallbackTests.convert(Self.swift("""
        @IBAction func termsTapped(_ sender: UIButton) {
            let path = sender.tag == 0 ? "terms" : "privacy"
            performSegue(withIdentifier: path, sender: nil)
        }
    """), path: "PageViewController.swift")
    #expect(TaskCallbackTests.file(files, "View/PageViewController.swift").contains("        output.termsTapped(sender.tag)\n"))
    let router = TaskCallbackTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("(_ tag: Int) {\n        let path = tag == 0 ? \"terms\" : \"privacy\""), "\(router)")
    for (path, text) in files where path.hasSuffix("Input.swift") || path.hasSuffix("Output.swift") {
      #expect(!text.contains("UIButton"), "\(path)")
    }
    try KeptCompletionTests.expectTypechecks(files, label: "route-tag")
  }

  /// A decision reading the sender (`switch sender.tag`) stays in the view, which reports one
  /// event per case; the presenter never gets the button. The result compiles.
  @Test func aDecisionOnTheSendersTagCompiles() throws {
    let (_, files) = try TaskCallbackTests.convert(Self.swiftWithTitle("""
        @IBAction func menuTapped(_ sender: UIButton) {
            titleLabel.text = "Opening"
            switch sender.tag {
            case 0:
                performSegue(withIdentifier: "terms", sender: nil)
            default:
                performSegue(withIdentifier: "privacy", sender: nil)
            }
        }
    """), path: "PageViewController.swift")
    try KeptCompletionTests.expectTypechecks(files, label: "decision-tag")
  }

  /// A case on one line with its label (`case 0: performSegue(…)`) keeps its layout, the route
  /// call in place of the statement (it used to read `transitionHandler?.        router.showTerms()`).
  /// The decision reads the button, a UI object: the view keeps it, reporting one event per case.
  @Test func aOneLineCaseRoutesOnItsLine() throws {
    let (_, files) = try TaskCallbackTests.convert(Self.swiftWithTitle("""
        @IBAction func menuTapped(_ sender: UIButton) {
            titleLabel.text = "Opening"
            switch sender.tag {
            case 0: performSegue(withIdentifier: "terms", sender: nil)
            default: performSegue(withIdentifier: "privacy", sender: nil)
            }
        }
    """), path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("        case 0: output.showTerms()\n        default: output.showPrivacy()\n"), "\(view)")
    #expect(!TaskCallbackTests.file(files, "Presenter/PagePresenter.swift").contains("UIButton"))
    try KeptCompletionTests.expectTypechecks(files, label: "one-line-case")
  }

  @Test func aControlUsedOtherwiseIsNotReducedToItsValue() throws {
    let (plan, _) = try TaskCallbackTests.convert(Self.swift("""
        @IBAction func autoplayChanged(_ sender: UISwitch) {
            UserDefaults.standard.set(sender.isOn, forKey: "autoplay")
            UserDefaults.standard.set(sender.accessibilityIdentifier, forKey: "identifier")
        }
    """), path: "PageViewController.swift")
    #expect(!plan.inPlaceCalls.values.joined().contains { !$0.passedValues.isEmpty })
    #expect(!plan.inPlaceCalls.values.joined().contains { call in call.method.parameters.contains { $0.type == .written("UISwitch") } })
  }

  @Test func anObjectiveCOutletsValueIsPassed() throws {
    let (_, files) = try TaskCallbackTests.convert("""
    #import <UIKit/UIKit.h>

    @interface PageViewController : UIViewController
    @property (nonatomic, weak) IBOutlet UISwitch *autoplaySwitch;
    @property (nonatomic, weak) IBOutlet UITextField *emailField;
    @end

    @implementation PageViewController

    - (IBAction)saveEmail:(id)sender
    {
        [[NSUserDefaults standardUserDefaults] setObject:self.emailField.text forKey:@"email"];
        [[NSUserDefaults standardUserDefaults] setBool:self.autoplaySwitch.on forKey:@"autoplay"];
        [self.emailField resignFirstResponder];
    }
    @end

    """, path: "PageViewController.m")
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    #expect(view.contains(":self.emailField.text autoplay:self.autoplaySwitch.on];\n    [self.emailField resignFirstResponder];"), "\(view)")
    let input = TaskCallbackTests.file(files, "Interactor/PageInteractorInput.h")
    #expect(input.contains(":(NSString *)email autoplay:(BOOL)autoplay;"), "\(input)")
    #expect(TaskCallbackTests.file(files, "Interactor/PageInteractor.m").contains("setObject:email forKey:@\"email\"];"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// Found by review: the parameter's name never collides with what the code names otherwise (a
  /// view property it passes, an injected member), nor is a keyword; a text view's text is
  /// `String!` as UIKit declares it; a statement doing nothing with a control's value but
  /// mutate a view local stays in the view, as does a mutating call on a local it passes.
  @Test func passedValuesTakeFreeNamesAndUIKitsTypes() throws {
    let (_, files) = try TaskCallbackTests.convert("""
    import UIKit

    final class PageViewController: UIViewController {
        @IBOutlet weak var emailField: UITextField!
        @IBOutlet weak var repeatSwitch: UISwitch!
        @IBOutlet weak var notesView: UITextView!
        @IBOutlet weak var statusLabel: UILabel!
        var email: String = ""

        func saveBoth() {
            UserDefaults.standard.set(emailField.text, forKey: "email")
            UserDefaults.standard.set(self.email, forKey: "previousEmail")
        }

        @IBAction func repeatChanged(_ sender: Any) {
            UserDefaults.standard.set(repeatSwitch.isOn, forKey: "repeat")
        }

        func saveCount() {
            UserDefaults.standard.set(notesView.text.count, forKey: "notesCount")
        }

        func addName() {
            var names: [String] = ["x"]
            statusLabel.alpha = 1
            names.append(emailField.text ?? "")
            UserDefaults.standard.set(names, forKey: "names")
        }

        func appendNames() {
            var names: [String] = ["x"]
            statusLabel.alpha = 1
            names.append(contentsOf: UserDefaults.standard.stringArray(forKey: "names") ?? [])
            statusLabel.text = names.joined()
        }
    }

    """, path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("(emailField.text, email: email)"), "\(view)")
    #expect(view.contains("(repeatSwitch.isOn)"), "\(view)")
    #expect(view.contains("        names.append(emailField.text ?? \"\")\n"), "\(view)")
    #expect(view.contains("names.append(contentsOf: output."), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/PageInteractor.swift")
    #expect(interactor.contains("(_ emailFieldText: String?, email: String)"), "\(interactor)")
    #expect(interactor.contains("(_ repeatSwitchIsOn: Bool)"), "\(interactor)")
    #expect(interactor.contains("(_ notesViewText: String!)"), "\(interactor)")
    #expect(!interactor.contains(".append("), "\(interactor)")
    try KeptCompletionTests.expectTypechecks(files, label: "passed-value-names")
  }

  /// The row the user chose is a value too: a segue preparation reading
  /// `tableView.indexPathForSelectedRow` (the Master-Detail template) routes its branch, and the
  /// view passes the selected index path (it used to stay whole: "uses the view's 'tableView'").
  @Test func theSelectedRowIsPassedToTheSeguesRoute() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
    import UIKit

    final class PageViewController: UITableViewController {
        var objects: [String] = []

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if segue.identifier == "showDetail" {
                if let indexPath = tableView.indexPathForSelectedRow {
                    let controller = segue.destination
                    controller.title = objects[indexPath.row]
                }
            }
        }
    }

    """, path: "PageViewController.swift")
    #expect(plan.splits.values.contains { $0.flow == .seguePreparation && $0.passedValues.count == 1 })
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("output.prepareDetail(for: segue, selectedIndexPath: tableView.indexPathForSelectedRow, objects: objects)"), "\(view)")
    let router = TaskCallbackTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("selectedIndexPath: IndexPath?, objects: [String]) {\n        if let indexPath = selectedIndexPath {"), "\(router)")
    try KeptCompletionTests.expectTypechecks(files, label: "selected-row")

    let (_, objc) = try TaskCallbackTests.convert(Self.objcTableController(prepare: """
        if ([segue.identifier isEqualToString:@"showDetail"]) {
            NSIndexPath *indexPath = self.tableView.indexPathForSelectedRow;
            UIViewController *controller = segue.destinationViewController;
            controller.title = self.objects[indexPath.row];
        }
    """), path: "PageViewController.m")
    #expect(TaskCallbackTests.file(objc, "View/PageViewController.m").contains("selectedIndexPath:self.tableView.indexPathForSelectedRow objects:self.objects];"))
    try ObjCOutputCompilesTests.expectCompiles(objc)
  }

  /// Found by review: each routed branch passes its own reads (a property named like another
  /// branch's passed value keeps its value), and the Objective-C template's message form
  /// `[self.tableView indexPathForSelectedRow]` is a read too.
  @Test func eachBranchPassesItsOwnSelection() throws {
    let (_, files) = try TaskCallbackTests.convert("""
    import UIKit

    final class PageViewController: UITableViewController {
        var objects: [String] = []
        var selectedIndexPath: IndexPath?

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if segue.identifier == "showInfo" {
                segue.destination.title = "\\(selectedIndexPath?.row ?? 0)"
            } else if segue.identifier == "showDetail" {
                if let indexPath = tableView.indexPathForSelectedRow {
                    segue.destination.title = objects[indexPath.row]
                }
            }
        }
    }

    """, path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("output.prepareInfo(for: segue, selectedIndexPath: selectedIndexPath)"), "\(view)")
    #expect(view.contains("output.prepareDetail(for: segue, selectedIndexPath: tableView.indexPathForSelectedRow, objects: objects)"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "own-selection")

    let (_, objc) = try TaskCallbackTests.convert(Self.objcTableController(prepare: """
        if ([[segue identifier] isEqualToString:@"showDetail"]) {
            NSIndexPath *indexPath = [self.tableView indexPathForSelectedRow];
            UIViewController *controller = [segue destinationViewController];
            controller.title = self.objects[indexPath.row];
        }
    """), path: "PageViewController.m")
    #expect(TaskCallbackTests.file(objc, "View/PageViewController.m").contains("selectedIndexPath:[self.tableView indexPathForSelectedRow] objects:self.objects];"))
    try ObjCOutputCompilesTests.expectCompiles(objc)
  }
  /// A computed property the view keeps, with its type written, is a value the view computes for a
  /// query (`sortKey` → `output.sort(sortKey)`). A name an
  /// `if` condition binds is seen in that `if`'s body only: the `else if` after it reads the
  /// property of that name, which is view state too.
  @Test func aComputedViewPropertyIsHandedOverAndAnIfBindingEndsWithItsBody() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        var tripID = "t1"
        var model: String? = nil

        private var sortKey: String {
            return "sort.\\(tripID)"
        }

        func refreshSort() {
            let sort = UserDefaults.standard.integer(forKey: sortKey)
            titleLabel.tag = sort
        }

        func remember(_ value: Any) {
            titleLabel.text = "saved"
            if let model = value as? String {
                UserDefaults.standard.set(model, forKey: "model")
            } else if let name = model {
                UserDefaults.standard.set(name, forKey: "name")
            }
        }
    """), path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    // A query's data call takes what the view computes, where it stood.
    #expect(view.contains("let sort = output.sort(sortKey)"), "\(view)")
    #expect(TaskCallbackTests.file(files, "Interactor/PageInteractor.swift").contains("UserDefaults.standard.integer(forKey: sortKey)"))
    // `model` in the `else if` is the property: the view passes it with the value.
    #expect(view.contains("output.remember(value, model: model)"), "\(view)\n\(plan.diagnostics.map(\.message))")
    try KeptCompletionTests.expectTypechecks(files, label: "computed view state")
  }
}
