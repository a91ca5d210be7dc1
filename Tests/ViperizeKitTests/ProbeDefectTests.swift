import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// Defects found by converting controllers written in the shapes of public apps: a weak alias of
/// `self` the view still needs, an out-parameter passed by value, a UI object for the presenter.
@Suite struct ProbeDefectTests {
  /// `__weak typeof(self) weakSelf = self;` before a call whose block stays in the view: the
  /// declaration stays too (the block reaches the controller through it), and the call alone is
  /// handed over. It used to move with the call, and the view's block named an undeclared
  /// `weakSelf`.
  @Test func aWeakAliasTheKeptBlockReadsStaysInTheView() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (void)refresh
    {
        UIActivityIndicatorView *spinner = [[UIActivityIndicatorView alloc] init];
        [spinner startAnimating];
        NSURLRequest *request = [NSURLRequest requestWithURL:self.pageURL];
        __weak typeof(self) weakSelf = self;
        [[[NSURLSession sharedSession] dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
            [spinner stopAnimating];
            weakSelf.titleLabel.text = @"done";
        }] resume];
    }
    """), path: "PageViewController.m")
    #expect(plan.inPlaceCalls.values.joined().contains { $0.completion != nil })
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    #expect(view.contains("    __weak typeof(self) weakSelf = self;\n    [self.output refresh:request completion:^("), "\(view)")
    #expect(!TaskCallbackTests.file(files, "Interactor/PageInteractor.m").contains("weakSelf"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// A neutral statement joined to a run is no place to start one: when `[guard, print]` cannot
  /// move, `print(visited)` alone does not become a command (it would call itself).
  @Test func aRunIsRetriedOnlyFromCodeOfItsLayer() throws {
    let (plan, _) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func markVisited() {
            if titleLabel.isEnabled {
                guard let visited = UserDefaults.standard.object(forKey: "visited") as? Date else { return }
                print(visited)
            }
            titleLabel.text = "Seen"
        }
    """), path: "PageViewController.swift")
    // The guard's read, cast whole, is a query where it stands; `print(visited)` is no command.
    let calls = Array(plan.inPlaceCalls.values.joined())
    #expect(calls.allSatisfy { if case .query = $0.kind { return true } else { return false } }, "\(calls.map(\.method.name))")
    #expect(calls.map(\.method.name) == ["visited"], "\(calls.map(\.method.name))")
  }

  /// A query or command that writes a local of the view's through `&` would write its own copy:
  /// `[context executeFetchRequest:request error:&error]` stays, and `if (error)` still sees it.
  @Test func codeWritingALocalOfTheViewsIsNotHandedOverByValue() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
    #import <UIKit/UIKit.h>

    @interface PageViewController : UIViewController
    @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
    @property (nonatomic, strong) NSManagedObjectContext *managedObjectContext;
    @end

    @implementation PageViewController

    - (void)reload
    {
        NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Contact"];
        NSError *error = nil;
        NSArray *results = [self.managedObjectContext executeFetchRequest:request error:&error];
        if (error) {
            NSLog(@"%@", error);
        }
        self.titleLabel.text = [NSString stringWithFormat:@"%lu", (unsigned long)results.count];
    }
    @end

    """, path: "PageViewController.m")
    #expect(!plan.inPlaceCalls.values.joined().contains { $0.method.parameters.contains { $0.name == "error" } })
    #expect(!TaskCallbackTests.file(files, "View/PageViewController.m").contains("error:error]"))
    // The interactor may write `error` only where it declares it (the fetch moved whole, with its
    // local, and the error comes back to the view as a value).
    let interactor = TaskCallbackTests.file(files, "Interactor/PageInteractor.m")
    #expect(!interactor.contains("&error") || interactor.contains("    NSError *error = nil;\n"), "\(interactor)")
  }

  /// The presenter never gets a UI object: a cell whose label is set from formatted model values
  /// stays in the view, with the reason (Swift refused the same shape already).
  @Test func thePresenterNeverGetsAUIObject() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
    {
        UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Cell" forIndexPath:indexPath];
        NSString *name = @"name";
        cell.textLabel.text = [NSString stringWithFormat:@"%@ %ld", name, (long)indexPath.row];
        return cell;
    }
    """), path: "PageViewController.m")
    #expect(plan.splits.isEmpty)
    #expect(!TaskCallbackTests.file(files, "Presenter/PagePresenter.m").contains("UITableViewCell"))
    #expect(plan.diagnostics.contains { $0.message.contains("the presenter code uses the UI object 'cell', which stays in the view") })
  }

  /// A property holding a type's shared instance (`let defaults = UserDefaults.standard`) is a
  /// stored service like one whose type is written: calls on it are data access, and the
  /// Assembly injects it into the interactor. It used to stay in the view, its calls unseen.
  /// The command is named after its write's key, not the `synchronize()` that flushes it.
  @Test func aPropertyHoldingASharedInstanceIsAStoredService() throws {
    let (plan, files) = try TaskCallbackTests.convert(ControlValueTests.swift("""
        let defaults = UserDefaults.standard

        override func viewDidLoad() {
            super.viewDidLoad()
            autoplaySwitch.isOn = defaults.bool(forKey: "autoplay")
        }

        @IBAction func autoplayChanged(_ sender: UISwitch) {
            defaults.set(sender.isOn, forKey: "autoplay")
            defaults.synchronize()
        }
    """), path: "PageViewController.swift")
    #expect(plan.classified.catalogue.services.holders["defaults"]?.rule == .storedProperty)
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("autoplaySwitch.isOn = output.autoplay()"), "\(view)")
    #expect(view.contains("output.autoplayChanged(sender.isOn)"), "\(view)")
    #expect(TaskCallbackTests.file(files, "Interactor/PageInteractor.swift").contains("func saveAutoplay(_ isOn: Bool) {"))
    #expect(TaskCallbackTests.file(files, "Assembly/PageAssembly.swift").contains("interactor.defaults = defaults"))
    try KeptCompletionTests.expectTypechecks(files, label: "shared-instance-service")
    // Only the accessor itself: a value read through it (`ItemStore.shared.items`) is no service.
    var facts = CodeFacts()
    facts.typeMemberReferences = [NameFact(name: "ItemStore.shared", line: 1)]
    #expect(ServiceNames.heldType(declared: nil, initialValue: facts, initialValueLength: "ItemStore.shared".utf8.count) == "ItemStore")
    #expect(ServiceNames.heldType(declared: nil, initialValue: facts, initialValueLength: "ItemStore.shared.items".utf8.count) == nil)
  }

  /// A logout that makes a new screen the window's root is navigation: the window's
  /// `makeKeyAndVisible` goes to the router with the screen, not to the interactor as a call on
  /// the app delegate.
  @Test func makingTheWindowsNewRootKeyIsNavigation() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (void)logout
    {
        [[NSUserDefaults standardUserDefaults] removeObjectForKey:@"token"];
        UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Login" bundle:nil];
        UIViewController *login = [storyboard instantiateInitialViewController];
        UIWindow *window = [UIApplication sharedApplication].keyWindow;
        window.rootViewController = login;
        [window makeKeyAndVisible];
    }
    """), path: "PageViewController.m")
    #expect(plan.splits.values.contains { !$0.routes.isEmpty } || plan.inPlaceCalls.values.joined().contains { $0.layer == .router })
    let router = TaskCallbackTests.file(files, "Router/PageRouter.m")
    #expect(router.contains("    window.rootViewController = login;\n    [window makeKeyAndVisible];"), "\(router)")
    #expect(!TaskCallbackTests.file(files, "Interactor/PageInteractor.m").contains("makeKeyAndVisible"))
  }

  /// Found by review: a statement showing the moved code's result that returns early
  /// (`if (saved == nil) { …; return; }`) would leave only the display method, and the view's
  /// later statements would run anyway: no split (the read becomes a query instead).
  @Test func aDisplayThatReturnsEarlyBeforeViewCodeIsNotSplit() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (void)showSaved
    {
        NSArray *saved = [[NSUserDefaults standardUserDefaults] objectForKey:@"items"];
        if (saved == nil) {
            self.titleLabel.text = @"Nothing saved";
            return;
        }
        self.titleLabel.text = @"Saved";
        [self.titleLabel setNeedsLayout];
    }
    """), path: "PageViewController.m")
    #expect(plan.splits.isEmpty)
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    #expect(view.contains("        return;\n    }\n    self.titleLabel.text = @\"Saved\";"), "\(view)")
  }
}
