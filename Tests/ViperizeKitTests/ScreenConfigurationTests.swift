import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// A screen configured before it is shown moves with its transition; the evidence of an inferred
/// service names the code that reaches it, not the chain it starts.
@Suite struct ScreenConfigurationTests {
  @Test func configuringTheShownScreenMovesWithItsTransition() throws {
    let (plan, files) = try GateAndStateTests.convert("""
        @IBAction func helpTapped(_ sender: UIButton) {
            let help = HelpViewController()
            help.modalPresentationStyle = .formSheet
            help.delegate = self
            present(help, animated: true)
            titleLabel.isHidden = true
        }
    """)
    #expect(plan.refusals.isEmpty)
    let router = TaskCallbackTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("weak var transitionHandler: PageViewController?"))
    #expect(router.contains("""
        func showHelp() {
            guard let viewController = transitionHandler else { return }
            let help = HelpViewController()
            help.modalPresentationStyle = .formSheet
            help.delegate = viewController
            transitionHandler?.present(help, animated: true)
        }
    """))
    #expect(GateAndStateTests.view(files).contains("output.helpTapped()\n        titleLabel.isHidden = true"))
  }

  @Test func configuringALabelOfTheViewIsNotScreenConfiguration() throws {
    let (_, files) = try GateAndStateTests.convert("""
        @IBAction func helpTapped(_ sender: UIButton) {
            let help = HelpViewController()
            titleLabel.text = "Help"
            present(help, animated: true)
        }
    """)
    // The outlet stays with the view, and the router method does not set it.
    #expect(GateAndStateTests.view(files).contains("titleLabel.text = \"Help\""))
    #expect(!TaskCallbackTests.file(files, "Router/PageRouter.swift").contains("titleLabel"))
  }

  @Test func aSingletonsEvidenceNamesItsAccessorNotTheChain() throws {
    let (plan, _) = try GateAndStateTests.convert("""
        override func viewDidLoad() {
            super.viewDidLoad()
            PlaylistStore.shared.onChange.sink { [weak self] _ in self?.titleLabel.text = "" }
        }
    """)
    let evidence = plan.classified.members.flatMap(\.evidence).map(\.api)
    #expect(evidence.contains("PlaylistStore: app singleton (PlaylistStore.shared, line 9)"), "\(evidence)")
  }

  /// Issue 14, item 6: a view state write between building a screen and showing it stays in the
  /// view and runs first, so the screen moves to the router with its creation.
  @Test func aViewStateWriteBetweenBuildingAndShowingAScreenRunsFirst() throws {
    let (plan, files) = try GateAndStateTests.convert("""
        var isEditingNote = false

        @IBAction func editTapped(_ sender: UIButton) {
            let editor = NoteEditorViewController()
            // The editor saves through us.
            isEditingNote = true
            editor.delegate = self
            present(editor, animated: true)
        }
    """)
    #expect(plan.refusals.isEmpty)
    #expect(GateAndStateTests.view(files).contains("""
        @IBAction func editTapped(_ sender: UIButton) {
            // The editor saves through us.
            isEditingNote = true
            output.editTapped()
        }
    """))
    #expect(TaskCallbackTests.file(files, "Router/PageRouter.swift").contains("""
            let editor = NoteEditorViewController()
            editor.delegate = viewController
            transitionHandler?.present(editor, animated: true)
    """))
  }

  /// Moved code that reads the written state, or hands `self` on before the write, keeps the order
  /// only with the write where it stands: the screen is built in the view and handed over.
  @Test func aWriteTheMovedCodeReadsIsNotRunFirst() throws {
    let (_, files) = try GateAndStateTests.convert("""
        var isEditingNote = false

        @IBAction func editTapped(_ sender: UIButton) {
            let editor = NoteEditorViewController(owner: self)
            isEditingNote = true
            editor.isEditing = isEditingNote
            present(editor, animated: true)
        }
    """)
    let view = GateAndStateTests.view(files)
    #expect(view.contains("let editor = NoteEditorViewController(owner: self)\n        isEditingNote = true\n"), "\(view)")
  }

  /// Moved code before the write that calls the controller (here its own method) could observe
  /// the write: the order is kept, and the screen is built in the view.
  @Test func aWriteAfterMovedCodeCallingTheControllerIsNotRunFirst() throws {
    let (_, files) = try GateAndStateTests.convert("""
        var isEditingNote = false

        func makeEditor() -> NoteEditorViewController { NoteEditorViewController() }

        @IBAction func editTapped(_ sender: UIButton) {
            let editor = makeEditor()
            isEditingNote = true
            present(editor, animated: true)
        }
    """)
    let view = GateAndStateTests.view(files)
    #expect(view.contains("let editor = makeEditor()\n        isEditingNote = true\n"), "\(view)")
  }

  @Test func anObjCViewStateWriteBetweenBuildingAndPresentingRunsFirst() throws {
    let (plan, files) = try ObjCCallbackSplitTests.convert(ObjCCallbackSplitTests.controller("""
    - (void)presentEditorForTrip:(TRTrip *)trip {
        UINavigationController *modalNav = [[UINavigationController alloc] init];
        TREditViewController *editView = [[TREditViewController alloc] initWithTrip:trip];

        _editing = YES;
        _editedTrip = trip;

        [editView setTarget:self];
        [modalNav pushViewController:editView animated:NO];
        [self presentViewController:modalNav animated:YES completion:nil];
    }
    """).replacingOccurrences(of: "@property (nonatomic, copy) NSArray *trips;", with: "@property (nonatomic, copy) NSArray *trips;\n@property (nonatomic) BOOL editing;\n@property (nonatomic, strong) TRTrip *editedTrip;"))
    #expect(plan.refusals.isEmpty)
    let view = ObjCCallbackSplitTests.file(files, "View/TRListViewController.m")
    #expect(view.contains("""
    - (void)presentEditorForTrip:(TRTrip *)trip {
        _editing = YES;
        _editedTrip = trip;

        [self.output presentEditorForTripEvent:trip];
    }
    """), "\(view)")
    let router = ObjCCallbackSplitTests.file(files, "Router/TRListRouter.m")
    #expect(router.contains("TREditViewController *editView = [[TREditViewController alloc] initWithTrip:trip];\n    [editView setTarget:self.transitionHandler];"), "\(router)")
  }

  @Test func anObjCScreenConfiguredWithAConstantInABranchIsHandedOverInPlace() throws {
    // `welcomeNav.modalPresentationStyle = UIModalPresentationFormSheet;` sets the screen the
    // run builds: the constant it reads is no local of the view's method. The storyboard the
    // view opened before the branch, for this code alone, is opened by the router.
    let (plan, files) = try ObjCCallbackSplitTests.convert(ObjCCallbackSplitTests.controller("""
    - (void)continueOnboarding:(BOOL)hasAccounts {
        UIStoryboard *onboarding = [UIStoryboard storyboardWithName:@"Onboarding" bundle:nil];
        if (!hasAccounts) {
            UINavigationController *welcomeNav = [onboarding instantiateInitialViewController];
            welcomeNav.modalPresentationStyle = UIModalPresentationFormSheet;
            [self presentViewController:welcomeNav animated:YES completion:nil];
            self.onboardingShown = YES;
            return;
        }
        [self.tableView reloadData];
    }
    """).replacingOccurrences(of: "@property (nonatomic, copy) NSArray *trips;", with: "@property (nonatomic, copy) NSArray *trips;\n@property (nonatomic) BOOL onboardingShown;"))
    #expect(plan.inPlaceCalls.values.joined().contains { $0.layer == .router })
    let view = ObjCCallbackSplitTests.file(files, "View/TRListViewController.m")
    #expect(view.contains("""
    - (void)continueOnboarding:(BOOL)hasAccounts {
        if (!hasAccounts) {
            [self.output showContinueOnboarding];
            self.onboardingShown = YES;
    """), "\(view)")
    let router = ObjCCallbackSplitTests.file(files, "Router/TRListRouter.m")
    #expect(router.contains("""
    - (void)showContinueOnboarding {
        UIStoryboard *onboarding = [UIStoryboard storyboardWithName:@"Onboarding" bundle:nil];
        UINavigationController *welcomeNav = [onboarding instantiateInitialViewController];
        welcomeNav.modalPresentationStyle = UIModalPresentationFormSheet;
    """), "\(router)")
  }

  /// A screen the view builds just before the branch that configures and shows it (`let help =
  /// HelpViewController()`), or the storyboard it comes from, for that code alone and from
  /// constants, is built by the router: what it needs from the view (`page`) is the route's
  /// parameter, not the screen. Not when other view code reads it too or runs between, when it is
  /// built from state or by a call that may change some, from a type the method declares, nor
  /// from a closure, which may run later or again.
  @Test func aScreenBuiltBeforeTheBranchShowingItMovesWithIt() throws {
    let source = """
      import UIKit

      final class HelpViewController: UIViewController {
          var page = ""
          convenience init(badge: Int) { self.init() }
      }

      enum HelpCounter {
          static var shown = 0
          static func next() -> Int { shown += 1; return shown }
      }

      final class WelcomeViewController: UIViewController {
          @IBOutlet weak var spinner: UIActivityIndicatorView!
          var onboardingShown = false
          var helpShown = false

          func continueOnboarding(_ hasAccounts: Bool) {
              spinner.stopAnimating()
              // The onboarding screens live in their own storyboard
              let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
              if !hasAccounts {
                  let welcome = storyboard.instantiateInitialViewController()!
                  welcome.modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .pad ? .formSheet : .pageSheet
                  present(welcome, animated: true)
                  onboardingShown = true
              }
          }

          func showHelp(_ page: String) {
              spinner.stopAnimating()
              let help = HelpViewController()
              if !page.isEmpty {
                  help.page = page
                  navigationController?.pushViewController(help, animated: true)
                  helpShown = true
              }
          }

          func showTitledHelp(_ page: String) {
              let help = HelpViewController()
              title = help.title
              if !page.isEmpty {
                  navigationController?.pushViewController(help, animated: true)
                  helpShown = true
              }
          }

          func showBadgedHelp(_ page: String) {
              spinner.stopAnimating()
              let help = HelpViewController(badge: UIApplication.shared.applicationIconBadgeNumber)
              if !page.isEmpty {
                  navigationController?.pushViewController(help, animated: true)
                  helpShown = true
              }
          }

          func showCountedHelp(_ page: String) {
              spinner.stopAnimating()
              let help = HelpViewController(badge: HelpCounter.next())
              if !page.isEmpty {
                  navigationController?.pushViewController(help, animated: true)
                  helpShown = true
              }
          }

          func showLateHelp(_ page: String) {
              let help = HelpViewController()
              spinner.stopAnimating()
              if !page.isEmpty {
                  navigationController?.pushViewController(help, animated: true)
                  helpShown = true
              }
          }

          func showLocalHelp(_ page: String) {
              final class LocalHelp: UIViewController {}
              spinner.stopAnimating()
              let help = LocalHelp()
              if !page.isEmpty {
                  navigationController?.pushViewController(help, animated: true)
                  helpShown = true
              }
          }

          func showHelpLater() {
              let help = HelpViewController()
              spinner.stopAnimating()
              DispatchQueue.main.async {
                  self.navigationController?.pushViewController(help, animated: true)
              }
          }
      }

      """
    let (plan, files) = try TaskCallbackTests.convert(source, path: "WelcomeViewController.swift", className: "WelcomeViewController", moduleName: "Welcome")
    let view = TaskCallbackTests.file(files, "View/WelcomeViewController.swift")
    #expect(view.contains("""
        func continueOnboarding(_ hasAccounts: Bool) {
            spinner.stopAnimating()
            if !hasAccounts {
                output.showContinueOnboarding()
    """), "\(view)")
    #expect(view.contains("""
        func showHelp(_ page: String) {
            spinner.stopAnimating()
            if !page.isEmpty {
                output.showHelp(page)
                helpShown = true
            }
    """), "\(view)")
    let router = TaskCallbackTests.file(files, "Router/WelcomeRouter.swift")
    #expect(router.contains("""
            // The onboarding screens live in their own storyboard
            let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
            let welcome = storyboard.instantiateInitialViewController()!
    """), "\(router)")
    #expect(router.contains("""
        func showHelp(_ page: String) {
            let help = HelpViewController()
            help.page = page
    """), "\(router)")
    // Built from state (the badge), by a call that changes some (`HelpCounter.next()`), before
    // view code the view runs first, from a type the method declares, read by the view too, or
    // shown from a closure: the view builds the screen and hands it over.
    for member in ["showTitledHelp", "showBadgedHelp", "showCountedHelp", "showLateHelp"] {
      #expect(view.contains("            output.\(member)(help)\n"), "\(member): \(view)")
    }
    #expect(view.contains("        let help = HelpViewController()\n        title = help.title\n"), "\(view)")
    // A type the method declares stays with it: nothing of that code is handed over.
    #expect(view.contains("            navigationController?.pushViewController(help, animated: true)\n"), "\(view)")
    #expect(view.contains("        let help = HelpViewController()\n        spinner.stopAnimating()\n        DispatchQueue.main.async {\n            self.output.showHelpLater(help)"), "\(view)")
    #expect(plan.inPlaceCalls.values.joined().filter { !$0.prelude.isEmpty }.count == 2)
    try KeptCompletionTests.expectTypechecks(files, label: "screen-prelude")
  }

  /// Setting what a UI object the member is handed shows is view work: it never joins the
  /// navigation run (`tableView.backgroundColor = .white` in a loop around a `present`), and a
  /// decision reading a cell (`if cell.isHidden`) stays in the view, the presentation alone
  /// leaving for the router. Neither the router nor the presenter gets the cell to set.
  @Test func writingAUIObjectTheMemberIsHandedStaysInTheView() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      final class PageViewController: UIViewController, UITableViewDelegate {
          @IBOutlet weak var tableView: UITableView!

          func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
              for row in 0..<3 where row == indexPath.row {
                  tableView.backgroundColor = .white
                  present(UIViewController(), animated: true)
              }
          }

          func open(_ cell: UITableViewCell) {
              if cell.isHidden {
                  cell.accessoryType = .checkmark
                  present(UIViewController(), animated: true)
              }
          }
      }

      """, path: "PageViewController.swift")
    let router = TaskCallbackTests.file(files, "Router/PageRouter.swift")
    #expect(!router.contains("backgroundColor") && !router.contains("accessoryType"), "\(router)")
    #expect(!TaskCallbackTests.file(files, "Presenter/PagePresenter.swift").contains("UITableViewCell"))
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("""
                if cell.isHidden {
                    cell.accessoryType = .checkmark
                    output.showOpen()
        """), "\(view)")
    #expect(plan.refusals.values.contains { $0.detail.contains("(setting the UI object 'tableView', line") })
    try KeptCompletionTests.expectTypechecks(files, label: "UI object written")
  }
}
