import Testing
import ViperizeCore

@testable import ViperizeKit

/// A view statement that uses the value of a data read keeps its place; the read becomes a
/// synchronous query the presenter answers from the interactor (issue 14, item 5).
@Suite struct InPlaceCallTests {
  @Test func aSettingReadInAConditionBecomesAQuery() throws {
    let (plan, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func refresh() {
            if UserDefaults.standard.bool(forKey: kCompactRowsSetting) {
                tableView.rowHeight = 32
            }
        }
    """))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("if output.compactRowsSetting() {"))
    #expect(!view.contains("UserDefaults"))
    #expect(CallbackSplitTests.file(files, "OrdersPresenter.swift").contains("func compactRowsSetting() -> Bool {\n        interactor.compactRowsSetting()\n    }"))
    #expect(CallbackSplitTests.file(files, "OrdersInteractor.swift").contains("return UserDefaults.standard.bool(forKey: kCompactRowsSetting)"))
    #expect(CallbackSplitTests.file(files, "OrdersInteractorInput.swift").contains("func compactRowsSetting() -> Bool"))
    let refresh = plan.model.members.first { $0.name == "refresh()" }!
    #expect(plan.isSplit(refresh.id) && plan.refusals[refresh.id] == nil)
  }

  @Test func viewStateTheReadUsesIsPassedAndTheAssignedPropertyTypesIt() throws {
    let (_, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        var lastSync: String? = nil
        func refresh() {
            lastSync = UserDefaults.standard.string(forKey: "LastSync\\(orders.count)")
            tableView.reloadData()
        }
    """))
    // `lastSync` is display state the presenter holds, so the query is named after its member.
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("lastSync = output.lastSyncOnRefresh(orders)"))
    #expect(view.contains("var lastSync: String? {\n        get { output.lastSync }"))
    #expect(CallbackSplitTests.file(files, "OrdersInteractor.swift").contains("func lastSyncOnRefresh(_ orders: [Order]) -> String? {"))
  }

  @Test func thePropertyAReadIsAssignedToTypesItByItsInitialValue() throws {
    let (_, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        lazy var archive = [String: [Order]]()
        func refresh() {
            archive = ordersClient.archivedOrders()
            tableView.reloadData()
        }
    """))
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("archive = output.archiveOnRefresh()"))
    #expect(CallbackSplitTests.file(files, "OrdersInteractor.swift").contains("func archiveOnRefresh() -> [String: [Order]] {"))
  }

  @Test func aReadCastBeforeALooserOperatorIsAQueryOfTheCastType() throws {
    // `as?` binds more tightly than `??`: the cast is the read's, the default stays in the view.
    let (_, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        var showsArchived: Bool {
            UserDefaults.standard.object(forKey: "showsArchived") as? Bool ?? true
        }
    """))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("var showsArchived: Bool {\n        output.showsArchived() ?? true\n    }"))
    #expect(CallbackSplitTests.file(files, "OrdersInteractor.swift").contains(
      "func showsArchived() -> Bool? {\n        return UserDefaults.standard.object(forKey: \"showsArchived\") as? Bool\n    }"))
  }

  @Test func aReadWithoutAWrittenOrKnownTypeStaysAndTheMemberIsRefused() throws {
    let (plan, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func refresh() {
            tableView.rowHeight = ordersClient.rowHeight()
        }
    """))
    #expect(plan.inPlaceCalls.isEmpty)
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("tableView.rowHeight = ordersClient.rowHeight()"))
  }

  /// A read assigned whole to a view's UIKit property has that property's type
  /// (`SplitTyping.uiKitPropertyTypes`): `isHidden` is a `Bool`, `text` a `String?`.
  @Test func aReadAssignedWholeToAViewsPropertyIsAQueryOfThePropertysType() throws {
    let (plan, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func refresh() {
            tableView.isHidden = ordersClient.isEmpty()
            title = ordersClient.summary(limit: 3)
        }
    """))
    #expect(plan.refusals.isEmpty)
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("tableView.isHidden = output.isEmpty()\n        title = output.title()"), "\(view)")
    let interactor = CallbackSplitTests.file(files, "OrdersInteractor.swift")
    #expect(interactor.contains("func isEmpty() -> Bool {\n        return ordersClient.isEmpty()\n    }"), "\(interactor)")
    #expect(interactor.contains("-> String? {\n        return ordersClient.summary(limit: 3)\n    }"), "\(interactor)")
  }

  @Test func aGuardThatWouldReturnEarlyFromMovedCodeKeepsItsPlaceWithAQuery() throws {
    let (plan, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func export() {
            guard FileManager.default.fileExists(atPath: NSTemporaryDirectory()) else { return }
            tableView.reloadData()
        }
    """))
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("guard output.fileExists() else { return }"))
    #expect(plan.refusals.isEmpty, "\(plan.refusals)")
  }

  @Test func aQueryInAClosureHoldingSelfStronglyNamesSelfAndNeverHandsOutTheService() throws {
    let (plan, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func refresh() {
            let defaults: UserDefaults = UserDefaults.standard
            tableView.isHidden = defaults.bool(forKey: "Hidden")
            DispatchQueue.main.async {
                self.tableView.isHidden = UserDefaults.standard.bool(forKey: "Hidden")
            }
            UIView.animate(withDuration: 0.2) { [weak self] in
                self?.tableView.alpha = UserDefaults.standard.bool(forKey: "Dim") ? 0.5 : 1
            }
            let apply: (String) -> Void = { (key: String) in
                self.title = UserDefaults.standard.string(forKey: key)
            }
            apply("Title")
        }
    """) + "\nstruct Order {}\nfinal class OrdersClient {}\n")
    #expect(plan.inPlaceCalls.values.joined().allSatisfy { $0.method.returnType != .written("UserDefaults") })
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    // Run later through the `self` it captured: the closure names it.
    #expect(view.contains("self.tableView.isHidden = self.output.hiddenOnRefresh()"), "\(view)")
    // Through a weakly held `self` the value would be optional: the closure asks the local
    // `output` declared before the statement holding it.
    #expect(view.contains("let output = self.output\n        UIView.animate(withDuration: 0.2) { [weak self] in\n            self?.tableView.alpha = output.dim() ? 0.5 : 1"), "\(view)")
    // A closure parameter the read uses is typed by the closure: it is passed.
    #expect(view.contains("self.title = self.output.title(key)"), "\(view)")
    #expect(CallbackSplitTests.file(files, "OrdersInteractor.swift").contains("func title(_ key: String) -> String? {"))
    try KeptCompletionTests.expectTypechecks(files, label: "closure-query")
  }

  @Test func anObjectiveCBlockHoldingSelfStronglyAsksTheOutputAndAWeakAliasAsksTheLocalOutput() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (void)confirmConnect {
        UIAlertController *sheet = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:UIAlertControllerStyleActionSheet];
        [sheet addAction:[UIAlertAction actionWithTitle:@"Connect" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
            NSString *userName = self.titleLabel.text;
            if (userName == nil) {
                userName = [[NSUserDefaults standardUserDefaults] objectForKey:@"DefaultUserName"];
            }
            self.titleLabel.text = userName;
        }]];
        __weak typeof(self) weakSelf = self;
        [sheet addAction:[UIAlertAction actionWithTitle:@"Reset" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
            weakSelf.titleLabel.text = [[NSUserDefaults standardUserDefaults] objectForKey:@"DefaultUserName"];
        }]];
        [self presentViewController:sheet animated:YES completion:nil];
    }
    """), path: "PageViewController.m")
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    #expect(view.contains("            userName = [self.output defaultUserName];\n"), "\(view)")
    #expect(view.contains("    id<PageViewOutput> output = self.output;\n    [sheet addAction:"), "\(view)")
    #expect(view.contains("weakSelf.titleLabel.text = [output defaultUserNameOnConfirmConnect];"), "\(view)")
    try ObjCOutputCompilesTests.expectCompiles(files)
    #expect(TaskCallbackTests.file(files, "Interactor/PageInteractor.m").contains("return [[NSUserDefaults standardUserDefaults] objectForKey:@\"DefaultUserName\"];"))
  }

  @Test func aBranchOfOneDataCallIsHandedOverAsAClosureOfOneExpressionIsNot() throws {
    // Only a body of one expression returns it: a branch's returns nothing.
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        var isAudio = false
        func layoutChanged(grid: Bool) {
            if isAudio {
                UserDefaults.standard.set(grid, forKey: "AudioGrid")
            } else {
                UserDefaults.standard.set(grid, forKey: "VideoGrid")
            }
            titleLabel.text = grid ? "Grid" : "List"
            let keys = ["AudioGrid"].map { UserDefaults.standard.removeObject(forKey: $0) }
            _ = keys
        }
    """), path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("            output.saveAudioGrid(grid)\n        } else {\n            output.saveVideoGrid(grid)\n"), "\(view)")
    #expect(view.contains("UserDefaults.standard.removeObject(forKey: $0)"))
  }

  @Test func noQueryInAClosureThatRebindsItsParameterOrRunsDetached() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func attach(_ button: UIButton, values: [Any]) {
            titleLabel.text = nil
            let apply: () -> Void = {
                button.isSelected = UserDefaults.standard.bool(forKey: "Selected")
            }
            values.forEach { (key: Any) in
                switch key {
                case let key as String: self.titleLabel.isHidden = UserDefaults.standard.bool(forKey: key)
                default: break
                }
            }
            Task.detached {
                let on = UserDefaults.standard.bool(forKey: "Detached")
                await MainActor.run { self.titleLabel.isHidden = on }
            }
            apply()
        }
    """), path: "PageViewController.swift")
    // The closure that did not hold `self` reads a local `output` instead (`OutputLocalTests`).
    let calls = Array(plan.inPlaceCalls.values.joined())
    #expect(calls.map(\.method.name) == ["selected"] && calls.allSatisfy { $0.outputLocal != nil }, "\(calls.map(\.method))")
    #expect(TaskCallbackTests.file(files, "View/PageViewController.swift").contains("""
                let output = self.output
                let apply: () -> Void = {
                    button.isSelected = output.selected()
                }
        """))
  }

  /// An `if` whose condition reads data and whose branches jump nowhere moves whole: the
  /// interactor binds what it read (`token`) itself. One deciding on view state stays (above).
  @Test func anIfWhoseConditionReadsDataMovesWhole() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func handle(_ kind: Int) {
            titleLabel.text = "Handling"
            switch kind {
            case 0:
                titleLabel.text = "Saving"
                if let token = UserDefaults.standard.string(forKey: "token"), !token.isEmpty {
                    UserDefaults.standard.set(token, forKey: "lastToken")
                }
            default:
                return
            }
            titleLabel.text = "Handled"
        }
    """), path: "PageViewController.swift")
    let calls = plan.inPlaceCalls.values.joined()
    #expect(calls.count == 1 && calls.allSatisfy { if case .command = $0.kind { true } else { false } }, "\(calls.map(\.method))")
    let interactor = TaskCallbackTests.file(files, "Interactor/PageInteractor.swift")
    #expect(interactor.contains("        if let token = UserDefaults.standard.string(forKey: \"token\"), !token.isEmpty {\n"), "\(interactor)")
    try KeptCompletionTests.expectTypechecks(files, label: "whole-if")
  }

  /// A run of data code computing one local the view reads after it returns that local: the
  /// view declares it from the call, the interactor keeps the code and returns it.
  @Test func aRunComputingALocalTheViewReadsReturnsIt() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func send(_ payload: String) {
            titleLabel.text = "Sending"
            let syncID: String
            if let existing = UserDefaults.standard.string(forKey: "syncID") {
                syncID = existing
            } else {
                let newID = UUID().uuidString
                UserDefaults.standard.set(newID, forKey: "syncID")
                syncID = newID
            }
            titleLabel.text = payload + syncID
        }
    """), path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("        titleLabel.text = \"Sending\"\n        let syncID = output.syncID()\n        titleLabel.text = payload + syncID\n"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/PageInteractor.swift")
    #expect(interactor.contains("    func syncID() -> String {\n        let syncID: String\n"), "\(interactor)")
    #expect(interactor.contains("            syncID = newID\n        }\n        return syncID\n    }"), "\(interactor)")
    try KeptCompletionTests.expectTypechecks(files, label: "returning-command")
  }

  /// A returned local keeps its keyword (later code mutates a `var`), and none takes a name of
  /// the generated classes (`view`, which would override the presenter's own).
  @Test func aReturnedLocalKeepsItsKeywordAndNoGeneratedName() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func add(_ payload: String) {
            titleLabel.text = "Adding"
            var names: [String] = []
            if let stored = UserDefaults.standard.stringArray(forKey: "names") {
                names = stored
            }
            names.append(payload)
            titleLabel.text = names.joined()
        }

        func show() {
            titleLabel.text = "Showing"
            var view = ""
            if let stored = UserDefaults.standard.string(forKey: "view") {
                view = stored
            }
            titleLabel.text = view
        }
    """), path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("        var names = output.names()\n        names.append(payload)\n"), "\(view)")
    #expect(!TaskCallbackTests.file(files, "Presenter/PagePresenter.swift").contains("func view()"))
    try KeptCompletionTests.expectTypechecks(files, label: "returned-keyword")
  }

  /// A type the member declares in its body (`enum Mode`) types no method of another class.
  @Test func aTypeDeclaredInTheBodyCrossesNoLayer() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func send(_ payload: String) {
            enum Mode { case list, grid }
            titleLabel.text = "Sending"
            var mode: Mode = .list
            if UserDefaults.standard.bool(forKey: "grid") {
                mode = .grid
            }
            titleLabel.text = payload + (mode == .grid ? "grid" : "list")
        }
    """), path: "PageViewController.swift")
    for (path, text) in files where !path.contains("/View/PageViewController") { #expect(!text.contains("Mode"), "\(path)") }
    try KeptCompletionTests.expectTypechecks(files, label: "local-type")
  }

  /// Objective-C: the view declares the local as the code did (`BOOL found`, not a pointer).
  @Test func anObjCRunComputingALocalReturnsIt() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (void)refresh
    {
        NSString *title = self.titleLabel.text;
        BOOL found = NO;
        for (NSString *key in [[NSUserDefaults standardUserDefaults] objectForKey:@"keys"]) {
            if ([key isEqualToString:@"current"])
                found = YES;
        }
        self.titleLabel.text = found ? title : @"";
    }
    """), path: "PageViewController.m")
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    #expect(view.contains("    BOOL found = [self.output found];\n    self.titleLabel.text = found ? title : @\"\";"), "\(view)")
    #expect(TaskCallbackTests.file(files, "Presenter/PagePresenter.m").contains("    return [self.interactor found];"))
    #expect(TaskCallbackTests.file(files, "Interactor/PageInteractor.m").contains("    }\n    return found;\n}"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// A run of data code building what the statement after it assigns (a fetch request, then
  /// the fetch into a property) returns that value: the view assigns the call, and the request
  /// never crosses a layer.
  @Test func aRunBuildingTheValueAStatementAssignsReturnsIt() throws {
    let source = """
      import UIKit
      import CoreData

      final class Note: NSManagedObject {}

      final class PageViewController: UITableViewController {
          @IBOutlet weak var titleLabel: UILabel!
          var context: NSManagedObjectContext!
          private var notes: [Note] = []

          func reloadNotes() {
              let request = NSFetchRequest<Note>(entityName: "Note")
              // Newest first.
              request.sortDescriptors = [NSSortDescriptor(key: "date", ascending: false)]
              notes = (try? context.fetch(request)) ?? []
              tableView.reloadData()
          }
      }

      """
    let (_, files) = try TaskCallbackTests.convert(source, path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("    func reloadNotes() {\n        notes = output.notesOnReloadNotes()\n        tableView.reloadData()\n    }"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/PageInteractor.swift")
    #expect(interactor.contains("""
          func notesOnReloadNotes() -> [Note] {
              let request = NSFetchRequest<Note>(entityName: "Note")
              // Newest first.
              request.sortDescriptors = [NSSortDescriptor(key: "date", ascending: false)]
              return (try? context.fetch(request)) ?? []
          }
      """), "\(interactor)")
    try KeptCompletionTests.expectTypechecks(files, label: "returned-value")
  }

  /// Objective-C: the request built, then `self.notes = [context executeFetchRequest:…]`. A
  /// request the view reads again after the fetch is the view's: the run is not handed over whole.
  @Test func anObjCRunBuildingTheValueAStatementAssignsReturnsIt() throws {
    let (_, files) = try TaskCallbackTests.convert("""
      #import <UIKit/UIKit.h>
      #import <CoreData/CoreData.h>

      @interface PageViewController : UITableViewController
      @property (nonatomic, strong) NSManagedObjectContext *managedObjectContext;
      @property (nonatomic, strong) NSArray *notes;
      @property (nonatomic, strong) NSArray *drafts;
      @end

      @implementation PageViewController

      - (void)reloadNotes
      {
          NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Note"];
          [request setSortDescriptors:@[[NSSortDescriptor sortDescriptorWithKey:@"date" ascending:NO]]];
          self.notes = [self.managedObjectContext executeFetchRequest:request error:NULL];
          [self.tableView reloadData];
      }

      - (void)reloadDrafts
      {
          NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Draft"];
          [request setSortDescriptors:@[[NSSortDescriptor sortDescriptorWithKey:@"date" ascending:NO]]];
          self.drafts = [self.managedObjectContext executeFetchRequest:request error:NULL];
          self.title = request.description;
      }

      @end

      """, path: "PageViewController.m")
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    #expect(view.contains("- (void)reloadNotes\n{\n    self.notes = [self.output notes];\n    [self.tableView reloadData];\n}"), "\(view)")
    #expect(view.contains("    NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@\"Draft\"];"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/PageInteractor.m")
    #expect(interactor.contains("""
      - (NSArray *)notes {
          NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Note"];
          [request setSortDescriptors:@[[NSSortDescriptor sortDescriptorWithKey:@"date" ascending:NO]]];
          return [self.managedObjectContext executeFetchRequest:request error:NULL];
      }
      """), "\(interactor)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// The review's counter-examples to returned values and assigned values as sites: a closure
  /// assigned runs later (no query may read its values now); `self?.notes = …` sets nothing when
  /// the controller is gone (nothing is returned to it); a local named like the property leaves the
  /// type untold; a read under `!` keeps its own site; prose names no method. A generic the
  /// arguments specialize (`Array(repeating: 0, count: 3)`) types nothing by its bare name.
  @Test func assignedValuesThatMustNotBeReturnedOrQueried() throws {
    let source = """
      import UIKit
      import CoreData

      final class Note: NSManagedObject {}

      final class PageViewController: UITableViewController {
          var context: NSManagedObjectContext!
          private var notes: [Note] = []
          private var selectedRow = 0
          private var isOff = false
          private var summary = ""
          private var ids = Array(repeating: 0, count: 3)
          var onLeave: (() -> Void)?

          func reloadIDs() {
              let request = NSFetchRequest<Note>(entityName: "Note")
              request.fetchLimit = 3
              ids = [(try? context.count(for: request)) ?? 0]
              tableView.reloadData()
          }

          func configure() {
              onLeave = { UserDefaults.standard.set(self.selectedRow, forKey: "row") }
              tableView.reloadData()
          }

          func reloadLater() {
              DispatchQueue.main.async { [weak self] in
                  let request = NSFetchRequest<Note>(entityName: "Note")
                  request.fetchLimit = 1
                  self?.notes = (try? self?.context.fetch(request)) ?? []
                  self?.tableView.reloadData()
              }
          }

          func reloadShadowed() {
              let notes: Int = tableView.tag
              print(notes)
              let request = NSFetchRequest<Note>(entityName: "Note")
              request.fetchLimit = 2
              self.notes = (try? context.fetch(request)) ?? []
              tableView.reloadData()
          }

          func reloadSummary() {
              let request = NSFetchRequest<Note>(entityName: "Note")
              request.fetchLimit = 5
              summary = "Untitled: " + String((try? context.count(for: request)) ?? 0)
              isOff = !UserDefaults.standard.bool(forKey: "enabled")
              tableView.reloadData()
          }
      }

      """
    let (_, files) = try TaskCallbackTests.convert(source, path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("        onLeave = { UserDefaults.standard.set(self.selectedRow, forKey: \"row\") }\n"), "\(view)")
    #expect(view.contains("            self?.notes = (try? self?.context.fetch(request)) ?? []\n"), "\(view)")
    #expect(view.contains("        self.notes = (try? context.fetch(request)) ?? []\n"), "\(view)")
    #expect(view.contains("        isOff = !output.enabled()\n"), "\(view)")
    #expect(view.contains("        summary = output.summary"), "\(view)")
    #expect(!files.values.contains { $0.contains("-> Array") || $0.contains(": Array") })
    try KeptCompletionTests.expectTypechecks(files, label: "assigned-values")
  }

  /// A block kept in a local, reaching the controller through a weak alias, hands its navigation
  /// over like an inline block: the alias is the controller, not a value the router takes.
  @Test func aBlockInALocalHandsItsNavigationOverThroughTheWeakAlias() throws {
    let (_, files) = try TaskCallbackTests.convert("""
      #import <UIKit/UIKit.h>

      typedef void (^PageResultBlock)(NSDictionary *data, NSError *error);

      @interface PageStore : NSObject
      + (instancetype)sharedStore;
      - (void)fetchPage:(NSInteger)pageID callback:(PageResultBlock)callback;
      @end

      @interface PageViewController : UIViewController
      @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
      @end

      @implementation PageViewController

      - (void)fetchPage
      {
          __weak typeof(self) weakself = self;
          PageResultBlock callback = ^(NSDictionary *data, NSError *error) {
              if (!error) {
                  weakself.titleLabel.text = data[@"title"];
              } else {
                  [weakself.navigationController popViewControllerAnimated:YES];
              }
          };
          [[PageStore sharedStore] fetchPage:1 callback:callback];
      }

      @end

      """, path: "PageViewController.m")
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    #expect(view.contains("            [weakself.output close];\n"), "\(view)")
    let router = TaskCallbackTests.file(files, "Router/PageRouter.m")
    #expect(router.contains("- (void)close {\n    [self.transitionHandler.navigationController popViewControllerAnimated:YES];\n}"), "\(router)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// A message after a braceless `if`'s condition or after a cast is a message, not a subscript
  /// of the parenthesised code before it: its navigation is seen and handed over.
  @Test func aMessageAfterAConditionOrACastIsSeen() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (void)closeIfHidden
    {
        if (self.titleLabel.hidden)
            [self.navigationController popViewControllerAnimated:NO];
        self.titleLabel.text = @"";
    }

    - (void)showDetail
    {
        UIViewController *detail = (UIViewController *)[self.storyboard instantiateViewControllerWithIdentifier:@"Detail"];
        [self.navigationController pushViewController:detail animated:YES];
        self.titleLabel.text = @"";
    }
    """), path: "PageViewController.m")
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    #expect(view.contains("    if (self.titleLabel.hidden)\n        [self.output close];\n"), "\(view)")
    #expect(!view.contains("instantiateViewControllerWithIdentifier"), "\(view)")
    #expect(TaskCallbackTests.file(files, "Router/PageRouter.m").contains("(UIViewController *)[self.transitionHandler.storyboard instantiateViewControllerWithIdentifier:@\"Detail\"]"))
    #expect(plan.inPlaceCalls.values.joined().contains { $0.layer == .router })
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// A class the `.m` declares for itself (`@interface PageClient`) is no generated file's to
  /// see: code using it stays in the view, and what its block hands over goes through the alias
  /// the view still declares. (The golden `objc-login-form` pins a split callback's display
  /// method calling `[self.output close]`, not the alias, which it does not declare.)
  @Test func aClassTheImplementationDeclaresStaysWithTheView() throws {
    let (_, files) = try TaskCallbackTests.convert("""
      #import <UIKit/UIKit.h>

      @interface PageClient : NSObject
      + (instancetype)sharedClient;
      - (void)loginWithEmail:(NSString *)email completion:(void (^)(NSDictionary *user, NSError *error))completion;
      @end

      @interface PageViewController : UIViewController
      @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
      @property (nonatomic, weak) IBOutlet UITextField *emailField;
      @end

      @implementation PageViewController

      - (void)login
      {
          NSString *email = self.emailField.text;
          __weak typeof(self) weakSelf = self;
          [[PageClient sharedClient] loginWithEmail:email completion:^(NSDictionary *user, NSError *error) {
              dispatch_async(dispatch_get_main_queue(), ^{
                  weakSelf.titleLabel.text = @"";
                  if (user) {
                      [weakSelf performSegueWithIdentifier:@"ShowHome" sender:nil];
                  }
              });
          }];
      }

      @end

      """, path: "PageViewController.m")
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    #expect(view.contains("    [[PageClient sharedClient] loginWithEmail:email completion:^"), "\(view)")
    #expect(view.contains("                [weakSelf.output showHome];\n"), "\(view)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// `var first: [Note] = [], second = 0`: the member is the first binding; code using the
  /// others stays with the view, which declares them (moved, it wrote an undeclared `second`).
  @Test func aSwiftPropertyLineBindingSeveralKeepsItsOtherNamesInTheView() throws {
    let source = """
      import UIKit
      import CoreData

      final class Note: NSManagedObject {}

      final class PageViewController: UITableViewController {
          var context: NSManagedObjectContext!
          private var first: [Note] = [], second: Int = 0

          func reloadNotes() {
              let request = NSFetchRequest<Note>(entityName: "Note")
              request.fetchLimit = 1
              second = (try? context.count(for: request)) ?? 0
              first = (try? context.fetch(request)) ?? []
              tableView.reloadData()
          }
      }

      """
    let (_, files) = try TaskCallbackTests.convert(source, path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("        second = (try? context.count(for: request)) ?? 0\n"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "multi-binding")
  }

  /// `@property NSArray *first, *second;` is no one property: the line stays in the view as
  /// written, and no generated declaration reads `NSArray * first, *` as a type.
  @Test func aPropertyLineDeclaringSeveralStaysAsWritten() throws {
    let (_, files) = try TaskCallbackTests.convert("""
      #import <UIKit/UIKit.h>
      #import <CoreData/CoreData.h>

      @interface PageViewController : UITableViewController
      @property (nonatomic, strong) NSManagedObjectContext *managedObjectContext;
      @property (nonatomic, strong) NSArray *first, *second;
      @end

      @implementation PageViewController

      - (void)reloadSecond
      {
          NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"A"];
          self.second = [self.managedObjectContext executeFetchRequest:request error:NULL];
          [self.tableView reloadData];
      }

      @end

      """, path: "PageViewController.m")
    #expect(TaskCallbackTests.file(files, "View/PageViewController.m").contains("@property (nonatomic, strong) NSArray *first, *second;"))
    #expect(!files.values.contains { $0.contains("* first, *") && !$0.contains("*first, *second;") })
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// Foundation's string work types the local it declares, optional when reached through an
  /// optional chain: the value crosses to the interactor typed as Swift would type it.
  @Test func trimmedTextIsTypedAndOptionalThroughAnOptionalChain() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        @IBOutlet weak var nameField: UITextField!

        func saveName() {
            let name = nameField.text?.trimmingCharacters(in: .whitespaces)
            UserDefaults.standard.set(name, forKey: "name")
            titleLabel.text = name
        }

        func saveTitle() {
            let title = (nameField.text ?? "").trimmingCharacters(in: .whitespaces)
            UserDefaults.standard.set(title, forKey: "title")
            titleLabel.text = title
        }
    """), path: "PageViewController.swift")
    let interactor = TaskCallbackTests.file(files, "Interactor/PageInteractor.swift")
    #expect(interactor.contains("func saveName(_ name: String?) {"), "\(interactor)")
    #expect(interactor.contains("func saveTitle(_ title: String) {"), "\(interactor)")
    try KeptCompletionTests.expectTypechecks(files, label: "string-work")
  }

  /// Moved code setting a value the view passed would set its copy: `syncID = …` stays with the
  /// view, which keeps its `if`, and only the write leaves. It used to move, and the view read nil.
  @Test func movedCodeNeverSetsACopyOfTheViewsLocal() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (void)send:(NSString *)payload
    {
        self.titleLabel.text = @"Sending";
        NSString *syncID = [[NSUserDefaults standardUserDefaults] objectForKey:@"syncID"];
        if (syncID == nil) {
            syncID = [[NSUUID UUID] UUIDString];
            [[NSUserDefaults standardUserDefaults] setObject:syncID forKey:@"syncID"];
        }
        self.titleLabel.text = [payload stringByAppendingString:syncID];
    }
    """), path: "PageViewController.m")
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    #expect(view.contains("    if (syncID == nil) {\n        syncID = [[NSUUID UUID] UUIDString];\n"), "\(view)")
    #expect(!TaskCallbackTests.file(files, "Interactor/PageInteractor.m").contains("syncID = [[NSUUID"))
  }

  @Test func aWriteByKeyIsNamedAfterItsKeyNotItsValue() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func tap(_ sender: UIButton) {
            titleLabel.text = nil
            if titleLabel.isHighlighted {
                UserDefaults.standard.set("dark", forKey: "Theme")
            } else {
                UserDefaults.standard.set(nil, forKey: "Token")
            }
            if UserDefaults.standard.bool(forKey: "Default") { titleLabel.text = "x" }
        }
    """), path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("output.saveTheme()") && view.contains("output.removeToken()"), "\(view)")
    // A key that is a keyword is no method name.
    #expect(view.contains("if output.defaultValue() {"), "\(view)")
  }

  @Test func aConditionReadingDataBecomesAQueryWhileItsBranchIsSplit() throws {
    let (plan, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func refresh() {
            if let id = UserDefaults.standard.string(forKey: kSyncID) {
                tableView.accessibilityIdentifier = id
            } else {
                ordersClient.reload()
            }
        }
    """))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("if let id = output.syncID() {"), "\(view)")
    #expect(view.contains("output.refresh()"))
    #expect(CallbackSplitTests.file(files, "OrdersInteractor.swift").contains("ordersClient.reload()"))
    #expect(plan.refusals.isEmpty, "\(plan.refusals)")
  }

  @Test func objectiveCReadsBecomeTypedQueries() throws {
    let (_, files) = try ObjCCallbackSplitTests.convert("""
      #import <UIKit/UIKit.h>

      @interface TRListViewController : UIViewController
      @property (nonatomic, weak) IBOutlet UILabel *footerLabel;
      @end

      @implementation TRListViewController

      - (void)viewDidLoad {
          [super viewDidLoad];
          if ([[NSUserDefaults standardUserDefaults] boolForKey:@"ShowFooter"]) {
              self.footerLabel.hidden = NO;
          }
          NSString *title = [[NSUserDefaults standardUserDefaults] objectForKey:@"ListTitle"];
          self.title = title;
          TRSessionManager *session = [TRSessionManager sharedManager];
          self.footerLabel.text = session.description;
      }

      @end
      """)
    let view = ObjCCallbackSplitTests.file(files, "View/TRListViewController.m")
    #expect(view.contains("if ([self.output showFooter]) {"), "\(view)")
    // No query hands an app's service itself to the view.
    #expect(view.contains("TRSessionManager *session = [TRSessionManager sharedManager];"), "\(view)")
    let interactor = ObjCCallbackSplitTests.file(files, "TRListInteractor.m")
    #expect(interactor.contains("- (BOOL)showFooter {\n    return [[NSUserDefaults standardUserDefaults] boolForKey:@\"ShowFooter\"];\n}"), "\(interactor)")
    #expect(ObjCCallbackSplitTests.file(files, "TRListPresenter.m").contains("return [self.interactor showFooter];"))
  }

  // MARK: Commands

  @Test func navigationInAWeakClosureIsHandedOverThroughTheSameReceiver() throws {
    let (plan, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func finished() {
            DispatchQueue.main.async { [weak self] in
                self?.tableView.reloadData()
                self?.performSegue(withIdentifier: "showHome", sender: nil)
            }
        }
    """))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("self?.tableView.reloadData()\n            self?.output.showHome()"))
    #expect(CallbackSplitTests.file(files, "OrdersRouter.swift").contains("self.transitionHandler?.performSegue(withIdentifier: \"showHome\", sender: nil)"))
    let finished = plan.model.members.first { $0.name == "finished()" }!
    #expect(plan.refusals[finished.id] == nil && plan.inPlaceCalls[finished.id]?.map(\.layer) == [.router])
  }

  @Test func anAlertIsPresentedByTheViewAndAValueClosureKeepsItsCode() throws {
    let (plan, _) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func confirm() {
            let alert = UIAlertController(title: "Done", message: nil, preferredStyle: .alert)
            tableView.reloadData()
            present(alert, animated: true)
        }
        func titles() -> [String] {
            orders.map { _ in UserDefaults.standard.string(forKey: "title") ?? "" }
        }
    """))
    #expect(plan.inPlaceCalls.isEmpty)
  }

  @Test func aScreenPresentedFromAnActionSheetLeavesAndTheSheetStays() throws {
    let (plan, files) = try ObjCCallbackSplitTests.convert(ObjCCallbackSplitTests.controller("""
        - (IBAction)attach:(id)sender {
            UIAlertController *sheet = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:UIAlertControllerStyleActionSheet];
            UIImagePickerController *picker = [UIImagePickerController new];
            [sheet addAction:[UIAlertAction actionWithTitle:@"Camera" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
                [self presentViewController:picker animated:YES completion:nil];
            }]];
            [sheet addAction:[UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:^(UIAlertAction *action) {
                [sheet dismissViewControllerAnimated:YES completion:nil];
            }]];
            [self presentViewController:sheet animated:YES completion:nil];
        }

        - (void)warn {
            KRThemedAlertController *warning = [KRThemedAlertController alertControllerWithTitle:@"Oops" message:nil preferredStyle:UIAlertControllerStyleAlert];
            [self presentViewController:warning animated:YES completion:nil];
            [warning dismissViewControllerAnimated:YES completion:nil];
        }
    """))
    let attach = try #require(plan.model.members.first { $0.name == "attach:" })
    // The picker's present in the handler is navigation, although the member builds an alert.
    #expect(plan.inPlaceCalls[attach.id]?.map(\.method.name) == ["showAttach"])
    let view = ObjCCallbackSplitTests.file(files, "View/TRListViewController.m")
    #expect(view.contains("[self.output showAttach:picker];"), "\(view)")
    // The sheet is shown and dismissed by the view.
    #expect(view.contains("[sheet dismissViewControllerAnimated:YES completion:nil];"))
    #expect(view.contains("[self presentViewController:sheet animated:YES completion:nil];"))
    // An app's alert subclass is an alert: `warn` is view code.
    let warn = try #require(plan.model.members.first { $0.name == "warn" })
    #expect(plan.classified.layer(of: warn.id) == .view)
    #expect(!plan.classified.members[warn.id].isMixed)
  }

  @Test func aConditionReadsDataWhileItsBranchHandsNavigationOver() throws {
    let (plan, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func refresh() {
            if UserDefaults.standard.bool(forKey: "ShowDetail") {
                let action = UIAlertAction(title: "Detail", style: .default) { _ in
                    self.navigationController?.pushViewController(DetailViewController(), animated: true)
                }
                tableView.isHidden = action.isEnabled
            }
        }
    """))
    let refresh = try #require(plan.model.members.first { $0.name == "refresh()" })
    // The condition's read is a query, the handler's push a command; the UI stays where it was.
    #expect(plan.inPlaceCalls[refresh.id]?.map(\.method.name) == ["showDetail", "showRefresh"])
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("if output.showDetail() {"), "\(view)")
    #expect(view.contains("self.output.showRefresh()"), "\(view)")
  }
}

/// A Swift closure of one expression returns that expression's value, unless it is known to
/// return nothing: its signature says so, or the well-known API it is passed to takes a closure
/// returning nothing (`SplitTyping.returnsNothing`). Only then may its data call leave.
@Suite struct OneExpressionClosureTests {
  @Test func anAlertActionOfOneDataCallHandsItOver() throws {
    let (plan, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        @IBAction func clearTapped(_ sender: UIBarButtonItem) {
            let alert = UIAlertController(title: "Clear orders?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Clear", style: .destructive) { _ in
                UserDefaults.standard.removeObject(forKey: "orders")
            })
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            present(alert, animated: true)
        }
    """))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(!view.contains("UserDefaults"))
    #expect(view.contains("alert.addAction(UIAlertAction(title: \"Clear\", style: .destructive) { _ in\n            output.removeOrders()\n        })"))
    #expect(view.contains("present(alert, animated: true)"))
    #expect(CallbackSplitTests.file(files, "OrdersInteractor.swift").contains("UserDefaults.standard.removeObject(forKey: \"orders\")"))
    let member = plan.model.members.first { $0.name == "clearTapped(_:)" }!
    #expect(plan.isSplit(member.id) && plan.refusals[member.id] == nil)
  }

  @Test func aClosureWhoseSignatureReturnsVoidHandsItsCallOver() throws {
    let (_, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func installRefresh() {
            tableView.refreshAction = OrderAction(title: "Refresh") { () -> Void in
                UserDefaults.standard.set(Date(), forKey: "refreshed")
            }
        }
    """))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(!view.contains("UserDefaults"))
    #expect(CallbackSplitTests.file(files, "OrdersInteractor.swift").contains("UserDefaults.standard.set(Date(), forKey: \"refreshed\")"))
  }

  @Test func anAppsOwnAsyncOfTheNameKeepsItsOneExpression() throws {
    // `async` returns nothing only on `DispatchQueue`: the app's generic one returns the value.
    let (_, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func refresh() {
            let names = ordersClient.async {
                UserDefaults.standard.stringArray(forKey: "names")
            }
            tableView.isHidden = names == nil
        }
    """))
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("UserDefaults.standard.stringArray(forKey: \"names\")"))
  }

  @Test func aClosureOfAnUnknownCallKeepsItsOneExpression() throws {
    // `OrderAction(title:)`'s closure may return the expression's value: nothing tells.
    let (_, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func installRefresh() {
            tableView.refreshAction = OrderAction(title: "Refresh") {
                UserDefaults.standard.set(Date(), forKey: "refreshed")
            }
        }
    """))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("UserDefaults.standard.set(Date(), forKey: \"refreshed\")"))
  }
}

/// A property's setter and observers run as a method's body does: their navigation and data code
/// is handed over where it stands, given the value the accessor is given, typed as the property.
@Suite struct PropertyAccessorTests {
  @Test func aSetterSavingItsNewValueHandsTheSaveOver() throws {
    let (plan, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        var pageSize: Int {
            get { 20 }
            set { UserDefaults.standard.set(newValue, forKey: "pageSize") }
        }
    """))
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("set { output.savePageSize(newValue) }"))
    #expect(CallbackSplitTests.file(files, "OrdersInteractor.swift").contains(
      "func savePageSize(_ newValue: Int) {\n        UserDefaults.standard.set(newValue, forKey: \"pageSize\")\n    }"))
    let member = plan.model.members.first { $0.name == "pageSize" }!
    #expect(plan.isSplit(member.id) && plan.refusals[member.id] == nil)
  }

  @Test func anObserverKeepsItsDecisionAndHandsTheRouteOver() throws {
    let (_, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        var page = 0 {
            didSet {
                if page > oldValue {
                    performSegue(withIdentifier: "next", sender: nil)
                }
                tableView.reloadData()
            }
        }
    """))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("if page > oldValue {\n                output.showNext()\n            }"))
    #expect(CallbackSplitTests.file(files, "OrdersRouter.swift").contains("performSegue(withIdentifier: \"next\", sender: nil)"))
  }

  @Test func anObserverSavesItsPropertyWhoseStartingValueIsRead() throws {
    // The starting value is read when the controller is created and stays; the observer's save
    // passes the property's own value.
    let (_, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        var sortOrder: Int = UserDefaults.standard.integer(forKey: "sort") {
            didSet { UserDefaults.standard.set(sortOrder, forKey: "sort") }
        }
    """))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("var sortOrder: Int = UserDefaults.standard.integer(forKey: \"sort\") {\n        didSet { output.saveSort(sortOrder) }"))
    #expect(CallbackSplitTests.file(files, "OrdersInteractor.swift").contains("func saveSort(_ sortOrder: Int) {"))
  }

  @Test func anObserverOfOnlyViewCodeStaysWithoutADiagnostic() throws {
    let (plan, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        var highlighted = false {
            didSet { tableView.backgroundColor = highlighted ? .yellow : .white }
        }
    """))
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("didSet { tableView.backgroundColor = highlighted ? .yellow : .white }"))
    #expect(plan.diagnostics.isEmpty)
  }
}

/// Locals typed from what UIKit controls show, and data code that branches and loops on its own.
@Suite struct ControlChainTests {
  @Test func aTrimmedFieldTextWithADefaultIsAStringTheSaveTakes() throws {
    let (_, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            let trimmed = textField.text?.trimmingCharacters(in: .whitespaces) ?? ""
            UserDefaults.standard.set(trimmed, forKey: "displayName")
            textField.resignFirstResponder()
            return true
        }
    """))
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("output.textFieldShouldReturn(trimmed)"))
    #expect(CallbackSplitTests.file(files, "View/OrdersViewOutput.swift").contains("func textFieldShouldReturn(_ trimmed: String)"))
    #expect(CallbackSplitTests.file(files, "OrdersInteractor.swift").contains("UserDefaults.standard.set(trimmed, forKey: \"displayName\")"))
  }

  @Test func anAlertActionThatBranchesAndLoopsOverFilesHandsItAllOver() throws {
    let (_, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func confirmClear() {
            let alert = UIAlertController(title: "Clear?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Clear", style: .destructive) { _ in
                let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
                if let names = try? FileManager.default.contentsOfDirectory(at: caches, includingPropertiesForKeys: nil) {
                    for name in names { try? FileManager.default.removeItem(at: name) }
                }
            })
            present(alert, animated: true)
        }
    """))
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(!view.contains("FileManager"))
    #expect(CallbackSplitTests.file(files, "OrdersInteractor.swift").contains("for name in names { try? FileManager.default.removeItem(at: name) }"))
  }
}

/// A data write named by nothing else is named after the call it sends to a data type's shared
/// instance, not `loadData`.
@Suite struct SharedInstanceNamingTests {
  @Test func removingAFileIsNamedAfterRemoveItem() throws {
    let (_, files) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func deleteExport(_ order: Order) {
            tableView.reloadData()
            try? FileManager.default.removeItem(at: order.exportURL)
        }
    """))
    #expect(CallbackSplitTests.file(files, "OrdersInteractorInput.swift").contains("func removeItem(_ order: Order)"))
    #expect(!CallbackSplitTests.file(files, "OrdersInteractorInput.swift").contains("loadData"))
  }
}
