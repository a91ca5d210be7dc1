import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// Types Swift code does not write but makes certain, so a value may cross layers: a literal's
/// default type, and a dictionary property's value read by subscript.
@Suite struct EvidentTypeTests {
  static let source = """
    import UIKit
    import CoreData

    final class Note: NSManagedObject {}

    final class PendingDownload {
        let fileURL: URL
        init(fileURL: URL) { self.fileURL = fileURL }
    }

    final class ShelfViewController: UIViewController {
        @IBOutlet weak var titleLabel: UILabel!
        var context: NSManagedObjectContext!
        var pendingDownloads = [String: PendingDownload]()
        var counts: [String: Int] = [:]

        func finish(_ key: String) {
            guard let downloadInfo = pendingDownloads[key] else {
                return
            }
            titleLabel.text = key
            try? FileManager.default.removeItem(at: downloadInfo.fileURL)
        }

        func store(_ key: String) {
            let count = self.counts[key]
            titleLabel.text = key
            UserDefaults.standard.set(count, forKey: key)
        }

        func reloadCount() {
            var total = 0
            let request = NSFetchRequest<Note>(entityName: "Note")
            request.fetchLimit = 9
            total = (try? context.count(for: request)) ?? 0
            titleLabel.text = "\\(total)"
        }
    }

    """

  @Test func literalsAndDictionaryReadsAreTyped() throws {
    let (plan, files) = try TaskCallbackTests.convert(Self.source, path: "ShelfViewController.swift")
    #expect(plan.diagnostics.allSatisfy { !$0.message.contains("is not written in the source") }, "\(plan.diagnostics.map(\.message))")
    let presenter = TaskCallbackTests.file(files, "Presenter/PagePresenter.swift")
    // Bound by `guard let`: the dictionary's value type; read as is: optional.
    #expect(presenter.contains("func finish(_ downloadInfo: PendingDownload)"), "\(presenter)")
    #expect(presenter.contains("(_ count: Int?"), "\(presenter)")
    // `var total = 0` is an `Int`: the interactor computes it and the view shows it.
    #expect(presenter.contains("func didLoadTotal(_ total: Int)"), "\(presenter)")
    try KeptCompletionTests.expectTypechecks(files, label: "evident-types")
  }

  /// A result the display code then changes (`n += 1`) would be a constant parameter of the
  /// display method: no split; the view keeps its local, the reads become in-place calls.
  @Test func aResultTheDisplayChangesStaysALocalOfTheView() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      final class Store {
          func next() -> Int { 0 }
          func commit(_ n: Int) {}
      }

      final class CounterViewController: UIViewController {
          let store = Store()
          @IBOutlet weak var titleLabel: UILabel!

          func advance() {
              var n = 0
              n = store.next()
              store.commit(n)
              n += 1
              titleLabel.text = "\\(n)"
          }
      }

      """, path: "CounterViewController.swift")
    #expect(plan.splits.values.allSatisfy { $0.display == nil })
    let view = TaskCallbackTests.file(files, "View/CounterViewController.swift")
    #expect(view.contains("        n += 1\n        titleLabel.text"), "\(view)")
    #expect(!view.contains("func show"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "display-writes-result")
  }

  /// What tells no type, or a wrong one: a nested function's parameter hiding the closure's, a
  /// range, a subscript with a default or a label, the same local declared twice with different
  /// values. And a callback whose body a method could not hold: `if let self = self`, `$0`.
  @Test func evidenceThatTellsNothingIsNotTaken() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit
      import CoreData

      final class Note: NSManagedObject {}

      final class Syncer {
          static let shared = Syncer()
          func fetch(_ name: String, completion: @escaping (Int) -> Void) {}
          func refresh(_ name: String, completion: @escaping (Bool) -> Void) {}
          func schedule(_ name: String, _ work: @escaping () -> Void) {}
      }

      final class ShelfViewController: UIViewController {
          @IBOutlet weak var titleLabel: UILabel!
          var context: NSManagedObjectContext!
          var counts: [String: Int] = [:]
          var handlers: [String: () -> Void] = [:]
          var recent: [String] = []

          func nested(name: String) {
              titleLabel.text = "Loading"
              Syncer.shared.fetch(name) { done in
                  func show(_ done: Bool) { if done { self.titleLabel.text = name } }
                  show(done > 0)
              }
          }

          func ranged() {
              var bounds = 1...5
              let request = NSFetchRequest<Note>(entityName: "Note")
              bounds = 1...((try? context.count(for: request)) ?? 1)
              titleLabel.text = "\\(bounds)"
          }

          func bump(_ key: String) {
              let count = counts[key, default: 0]
              titleLabel.text = key
              UserDefaults.standard.set(count + 1, forKey: key)
          }

          func run(_ key: String) {
              guard let handler = handlers[key] else { return }
              titleLabel.text = key
              Syncer.shared.schedule(key, handler)
          }

          func twice(_ flag: Bool) {
              if flag {
                  var value = 0.5
                  value = UserDefaults.standard.double(forKey: "a")
                  titleLabel.text = "\\(value)"
              } else {
                  var value = 0
                  value = UserDefaults.standard.integer(forKey: "b")
                  titleLabel.text = "\\(value)"
              }
          }

          func rebind(name: String) {
              titleLabel.text = "Loading"
              Syncer.shared.refresh(name) { [weak self] ok in
                  guard ok else { return }
                  if let self = self { self.titleLabel.text = name }
              }
          }

          func rebound() {
              let name = recent.last
              titleLabel.text = "Opening"
              if let name { UserDefaults.standard.set(name, forKey: "last") }
          }

          func anonymous(name: String) {
              titleLabel.text = "Loading"
              Syncer.shared.refresh(name) {
                  if $0 { self.titleLabel.text = name }
              }
          }
      }

      """, path: "ShelfViewController.swift")
    let messages = plan.diagnostics.map(\.message)
    #expect(messages.contains { $0.contains("'nested(name:)'") && $0.contains("the type of 'done'") }, "\(messages)")
    // `if let name {` binds again the view's `name`: its code does not leave without the value.
    #expect(messages.contains { $0.contains("'rebound()'") && $0.contains("binds 'name' again") }, "\(messages)")
    // `if let self = self` stays in a closure of the view: no display method holds it.
    let view = TaskCallbackTests.file(files, "View/ShelfViewController.swift")
    #expect(!view.contains("func showRefreshResult") && view.contains("if let self = self {"), "\(view)")
    #expect(messages.contains { $0.contains("'anonymous(name:)'") && $0.contains("anonymous argument '$0'") }, "\(messages)")
    let presenter = TaskCallbackTests.file(files, "Presenter/PagePresenter.swift")
    #expect(!presenter.contains("Double") || !presenter.contains("bounds"), "\(presenter)")
    #expect(!presenter.contains("count: Int?"), "\(presenter)")
    try KeptCompletionTests.expectTypechecks(files, label: "no-evidence")
  }

  /// A predicate filtering the fetch request the member builds is data code, not formatting: the
  /// view state it reads is passed with the event, and the count a context returns is an `Int`.
  @Test func aFetchRequestsPredicateOnViewStateLeavesWithTheFetch() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit
      import CoreData

      final class Message: NSManagedObject {}

      final class BadgeViewController: UIViewController {
          @IBOutlet weak var badgeLabel: UILabel!
          var container: NSPersistentContainer!
          var mailbox: String = ""

          func updateBadge() {
              let request = NSFetchRequest<Message>(entityName: "Message")
              request.predicate = NSPredicate(format: "mailbox == %@ AND isRead == NO", mailbox)
              let count = (try? container.viewContext.count(for: request)) ?? 0
              badgeLabel.isHidden = count == 0
              badgeLabel.text = "\\(count)"
          }

          func isValid(_ email: String) -> Bool {
              NSPredicate(format: "SELF MATCHES %@", "[^@]+@[^@]+").evaluate(with: email)
          }
      }

      """, path: "BadgeViewController.swift")
    let interactor = TaskCallbackTests.file(files, "Interactor/PageInteractor.swift")
    #expect(interactor.contains("request.predicate = NSPredicate(format: \"mailbox == %@ AND isRead == NO\", mailbox)"), "\(interactor)")
    #expect(interactor.contains("output?.didLoadCount(count)"), "\(interactor)")
    // Validation with a predicate, in a member building no request, stays formatting.
    #expect(!interactor.contains("SELF MATCHES"))
    #expect(plan.splits.count == 1)
    try KeptCompletionTests.expectTypechecks(files, label: "fetch-predicate")

    let (_, objcFiles) = try TaskCallbackTests.convert("#import <CoreData/CoreData.h>\n" + TaskCallbackTests.objc("""
    - (void)updateBadge:(NSManagedObjectContext *)context
    {
        NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Message"];
        [request setPredicate:[NSPredicate predicateWithFormat:@"url == %@", self.pageURL]];
        NSUInteger count = [context countForFetchRequest:request error:NULL];
        self.titleLabel.hidden = count == 0;
    }
    """), path: "PageViewController.m")
    let objcInteractor = TaskCallbackTests.file(objcFiles, "Interactor/PageInteractor.m")
    #expect(objcInteractor.contains("[request setPredicate:[NSPredicate predicateWithFormat:@\"url == %@\", pageURL]];"), "\(objcInteractor)")
    try ObjCOutputCompilesTests.expectCompiles(objcFiles)
  }

  @Test func aLiteralsDefaultTypeIsTold() {
    #expect(SplitTyping.literalType("0") == "Int")
    #expect(SplitTyping.literalType("-1_000;") == "Int")
    #expect(SplitTyping.literalType("0x1F") == "Int")
    #expect(SplitTyping.literalType("2.5") == "Double")
    #expect(SplitTyping.literalType("1e3") == "Double")
    #expect(SplitTyping.literalType("true") == "Bool")
    #expect(SplitTyping.literalType("0x1p3") == nil)
    #expect(SplitTyping.literalType("count") == nil)
    #expect(SplitTyping.literalType("1 + x") == nil)
    #expect(SplitTyping.literalType("1...5") == nil)
    #expect(SplitTyping.literalType("1.5E-2") == "Double")
  }
  /// A data read the code casts whole (`object(forKey:) as? Date`) has the cast's type: the view
  /// binds the query's optional value where it bound the cast (`if let last = output.lastSync()`).
  /// Swift's `value(forKey:)` and `object(forKey:)` alone return `Any?`, which no query returns.
  @Test func aReadCastWholeIsAQueryOfTheCastsType() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        var lastSyncDate: Date?

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if let last = UserDefaults.standard.object(forKey: "lastSync") as? Date {
                lastSyncDate = last
            }
            let names = UserDefaults.standard.array(forKey: "names") as! [String]
            titleLabel.text = names.joined(separator: ", ")
        }
    """), path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("if let last = output.lastSync() {"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/PageInteractor.swift")
    #expect(interactor.contains("func lastSync() -> Date? {\n        return UserDefaults.standard.object(forKey: \"lastSync\") as? Date"), "\(interactor)")
    // A local declared with the cast is typed by it, as before: its read moves, the value comes back.
    #expect(TaskCallbackTests.file(files, "Interactor/PageInteractorOutput.swift").contains("func didLoadNames(_ names: [String])"))
    try KeptCompletionTests.expectTypechecks(files, label: "cast read")
  }
  /// A local declared with a call of one of the controller's methods, without arguments, has the
  /// type the method declares (`let draft = currentDraft()` → `Draft`); not an overloaded one's.
  @Test func aLocalFromAControllerMethodTakesItsReturnType() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      struct Draft { var title: String }
      final class DraftStore {
          static let shared = DraftStore()
          func save(_ draft: Draft, key: String) {}
          func save(_ number: Int, key: String) {}
      }

      final class PageViewController: UIViewController {
          @IBOutlet weak var titleField: UITextField!

          private func currentDraft() -> Draft {
              return Draft(title: titleField.text ?? "")
          }

          private func pick() -> Int { 1 }
          private func pick(_ index: Int) -> Int { index }

          @IBAction func saveTapped(_ sender: UIButton) {
              let draft = currentDraft()
              DraftStore.shared.save(draft, key: "draft")
              titleField.text = ""
          }

          @IBAction func pickTapped(_ sender: UIButton) {
              let number = pick()
              DraftStore.shared.save(number, key: "number")
              titleField.text = ""
          }
      }

      """, path: "PageViewController.swift")
    #expect(TaskCallbackTests.file(files, "View/PageViewController.swift").contains("output.saveTapped(draft)"))
    #expect(plan.diagnostics.contains { $0.message.contains("the type of 'number'") }, "\(plan.diagnostics.map(\.message))")
    try KeptCompletionTests.expectTypechecks(files, label: "method return type")
  }

  /// A local bound from a call of one of the controller's methods with arguments, in a scope
  /// around the split code, has the type the method declares, unwrapped by the binding
  /// (`guard let url = searchURL(query: text) else` → `URL`): the read in the `Task` after it
  /// moves and takes `url`. A call not bound keeps the optional (`let target = self.searchURL(…)`).
  @Test func aLocalBoundAroundTheSplitFromAControllerMethodTakesItsUnwrappedReturnType() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      final class SearchViewController: UIViewController {
          @IBOutlet weak var spinner: UIActivityIndicatorView!
          @IBOutlet weak var label: UILabel!

          func searchURL(query: String) -> URL? {
              URL(string: "https://example.com/search?q=" + query)
          }

          func search(_ text: String) {
              guard let url = searchURL(query: text) else { return }
              spinner.startAnimating()
              Task {
                  defer { spinner.stopAnimating() }
                  let saved = UserDefaults.standard.string(forKey: url.absoluteString)
                  label.text = saved
              }
          }

          func store(_ text: String) {
              let target = self.searchURL(query: text)
              UserDefaults.standard.set(target, forKey: "last")
              label.text = text
          }
      }

      """, path: "SearchViewController.swift")
    let view = TaskCallbackTests.file(files, "View/SearchViewController.swift")
    #expect(view.contains("guard let url = searchURL(query: text) else { return }"))
    #expect(view.contains("UserDefaults") == false, "\(view)")
    #expect(TaskCallbackTests.file(files, "View/PageViewOutput.swift").contains("func search(_ url: URL)\n"))
    #expect(TaskCallbackTests.file(files, "View/PageViewOutput.swift").contains("func store(_ target: URL?)\n"), "\(plan.diagnostics.map(\.message))")
    try KeptCompletionTests.expectTypechecks(files, label: "bound method return type")
  }

  /// The values a screen is built from, bound from the controller's property and method
  /// (`guard let owner = owner, let item = item(at: indexPath) else`), are typed: the screen's
  /// creation moves to the router with its presentation, and the route takes them.
  @Test func aScreenBuiltFromBoundValuesMovesToTheRouter() throws {
    let source = """
      import UIKit

      struct Owner { let name: String }
      struct Item { let id: Int }
      final class DetailViewController: UIViewController {
          init(item: Item, owner: Owner) { super.init(nibName: nil, bundle: nil) }
          required init?(coder: NSCoder) { nil }
      }

      final class ListViewController: UIViewController, UITableViewDelegate {
          var owner: Owner?
          var items: [Item] = []

          func item(at indexPath: IndexPath) -> Item? {
              items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
          }

          func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
              tableView.deselectRow(at: indexPath, animated: true)
              if indexPath.section == 1 {
                  guard let owner = owner, let item = item(at: indexPath) else { return }
                  let detail = DetailViewController(item: item, owner: owner)
                  detail.modalPresentationStyle = .formSheet
                  present(detail, animated: true)
              }
          }
      }

      """
    let (plan, files) = try TaskCallbackTests.convert(source, path: "ListViewController.swift", className: "ListViewController", moduleName: "Page")
    let view = TaskCallbackTests.file(files, "View/ListViewController.swift")
    #expect(!view.contains("DetailViewController("), "\(view)")
    #expect(view.contains("guard let owner = owner, let item = output.item(at: indexPath) else { return }"))
    let router = TaskCallbackTests.file(files, "Router/PageRouterInput.swift")
    #expect(router.contains("item: Item") && router.contains("owner: Owner"), "\(router)")
    try KeptCompletionTests.expectTypechecks(files, label: "screen from bound values")
  }

  /// A read handed whole to one of the controller's methods is a query of that parameter's
  /// type (`show(items: store.items(matching: text))` → `[Item]`).
  @Test func aReadHandedToAControllerMethodIsAQueryOfItsParameterType() throws {
    let (_, files) = try TaskCallbackTests.convert("""
      import UIKit

      struct Item { let name: String }
      final class ItemStore {
          static let shared = ItemStore()
          func items(matching text: String) -> [Item] { [] }
      }

      final class PageViewController: UIViewController {
          @IBOutlet weak var label: UILabel!

          func show(items: [Item]) {
              label.text = items.first?.name
          }

          func search(_ text: String) {
              label.text = "…"
              show(items: ItemStore.shared.items(matching: text))
          }
      }

      """, path: "PageViewController.swift")
    #expect(TaskCallbackTests.file(files, "View/PageViewController.swift").contains("show(items: output.items(text))"))
    #expect(TaskCallbackTests.file(files, "View/PageViewOutput.swift").contains("func items(_ text: String) -> [Item]\n"))
    try KeptCompletionTests.expectTypechecks(files, label: "handed read")
  }

  /// Objective-C: a send handed whole to one of the controller's methods is a query of that
  /// parameter's type (`[self presentCall:[processor initiateCallToContact:contact]]` → `MLCall *`;
  /// `initiate…` is no initializer), and an `if` testing a send is a query of whether it holds,
  /// whatever the send returns (`BOOL`, `NSInteger`, an `NSNumber *` named like a predicate):
  /// `return [… activeCallCount] ? YES : NO;`.
  @Test func objectiveCReadsHandedToAMethodOrTestedAsAConditionAreTyped() throws {
    let voip = """
      #import <Foundation/Foundation.h>

      @interface MLCall : NSObject
      @property (nonatomic, copy) NSString *name;
      @end

      @interface VoipProcessor : NSObject
      + (instancetype)sharedInstance;
      - (MLCall *)initiateCallToContact:(NSString *)contact;
      - (BOOL)isCallActive;
      - (NSInteger)activeCallCount;
      @property (nonatomic, strong) NSNumber *isMuted;
      @end

      """
    var (_, files) = try KeepAppWorkingTests.convertObjC(
      header: """
        #import <UIKit/UIKit.h>

        @interface CallViewController : UIViewController
        @end

        """,
      implementation: """
        #import "CallViewController.h"
        #import "VoipProcessor.h"

        @interface CallViewController ()
        @property (nonatomic, strong) IBOutlet UILabel *statusLabel;
        @end

        @implementation CallViewController

        - (void)presentCall:(MLCall *)call
        {
            self.statusLabel.text = call.name;
        }

        - (void)callContact:(NSString *)contact
        {
            self.statusLabel.text = @"calling";
            [self presentCall:[[VoipProcessor sharedInstance] initiateCallToContact:contact]];
        }

        - (void)refresh
        {
            if ([[VoipProcessor sharedInstance] isCallActive]) {
                self.statusLabel.text = @"On";
            } else {
                self.statusLabel.text = @"Off";
            }
            if ([[VoipProcessor sharedInstance] activeCallCount]) {
                self.statusLabel.hidden = NO;
            }
            if ([[VoipProcessor sharedInstance] isMuted]) {
                self.statusLabel.alpha = 0.5;
            }
        }

        @end

        """, name: "CallViewController")
    let view = KeepAppWorkingTests.file(files, "View/CallViewController.m")
    #expect(view.contains("[self presentCall:[self.output initiateCallToContact:contact]];"), "\(view)")
    #expect(view.contains("if ([self.output isCallActive]) {"))
    #expect(view.contains("if ([self.output activeCallCount]) {"))
    #expect(view.contains("if ([self.output isMuted]) {"))
    let interactor = KeepAppWorkingTests.file(files, "Interactor/CallInteractor.m")
    #expect(interactor.contains("- (MLCall *)initiateCallToContact:(NSString *)contact {"))
    #expect(interactor.contains("- (BOOL)isCallActive {\n    return [[VoipProcessor sharedInstance] isCallActive] ? YES : NO;"), "\(interactor)")
    #expect(interactor.contains("- (BOOL)activeCallCount {\n    return [[VoipProcessor sharedInstance] activeCallCount] ? YES : NO;"))
    #expect(interactor.contains("- (BOOL)isMuted {\n    return [[VoipProcessor sharedInstance] isMuted] ? YES : NO;"))
    files["VoipProcessor.h"] = voip
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// Objective-C: what `!` negates and what `&&` or `||` joins is tested for its truth, as an
  /// `if`'s whole condition is (`if (!ready && ![store isLoggedIn])`); not a send a tighter
  /// operator takes (`[store count] == 0 && …`). A property's getter message (`[self context]`)
  /// is the property's read, passed on as `self.context` is. A view local whose address the data
  /// call writes (`&error`, the Cocoa out-parameter) is passed by its address, once, and the
  /// view reads what was written after the call as before.
  @Test func objectiveCTruthOperandsGetterMessagesAndOutArgumentsAreQueried() throws {
    let store = """
      #import <Foundation/Foundation.h>
      #import <CoreData/CoreData.h>

      @interface NoteStore : NSObject
      + (instancetype)sharedStore;
      - (BOOL)isLoggedIn;
      - (NSInteger)count;
      - (BOOL)canSync:(NSString *)name;
      - (BOOL)merge:(NSError *)previous error:(NSError **)error;
      @end

      """
    var (_, files) = try KeepAppWorkingTests.convertObjC(
      header: """
        #import <UIKit/UIKit.h>
        #import <CoreData/CoreData.h>

        @interface NotesViewController : UIViewController
        @property (nonatomic, strong) NSManagedObjectContext *context;
        @end

        """,
      implementation: """
        #import "NotesViewController.h"
        #import "NoteStore.h"

        @interface NotesViewController ()
        @property (nonatomic, strong) IBOutlet UILabel *statusLabel;
        @property (nonatomic) BOOL ready;
        @property (nonatomic, strong) NSError *error;
        @end

        @implementation NotesViewController

        - (void)refresh
        {
            if (!self.ready && ![[NoteStore sharedStore] isLoggedIn]) {
                self.statusLabel.text = @"Signed out";
            }
            if (self.ready || [[NoteStore sharedStore] canSync:@"notes"]) {
                self.statusLabel.hidden = NO;
            }
            if ([[NoteStore sharedStore] count] == 0 && self.ready) {
                self.statusLabel.alpha = 0.5;
            }
        }

        - (void)save
        {
            NSError *error = nil;
            if (![[self context] save:&error]) {
                self.statusLabel.text = [error localizedDescription];
            }
        }

        - (void)merge
        {
            NSError *error = nil;
            if (![[NoteStore sharedStore] merge:error error:&error]) {
                self.statusLabel.text = [error localizedDescription];
            }
        }

        - (void)mergeLast
        {
            NSError *error = nil;
            if (![[NoteStore sharedStore] merge:self.error error:&error]) {
                self.statusLabel.text = [error localizedDescription];
            }
        }

        @end

        """, name: "NotesViewController")
    let view = KeepAppWorkingTests.file(files, "View/NotesViewController.m")
    #expect(view.contains("if (!self.ready && ![self.output isLoggedIn]) {"), "\(view)")
    #expect(view.contains("if (self.ready || [self.output notes]) {"))
    // `==` takes the count, not `&&`: its type is not told, so it stays.
    #expect(view.contains("if ([[NoteStore sharedStore] count] == 0 && self.ready) {"))
    #expect(view.contains("    NSError *error = nil;\n    if (![self.output save:self.context error:&error]) {\n        self.statusLabel.text = [error localizedDescription];"))
    let interactor = KeepAppWorkingTests.file(files, "Interactor/NotesInteractor.m")
    #expect(interactor.contains("- (BOOL)isLoggedIn {\n    return [[NoteStore sharedStore] isLoggedIn] ? YES : NO;"), "\(interactor)")
    #expect(interactor.contains("- (BOOL)notes {\n    return [[NoteStore sharedStore] canSync:@\"notes\"] ? YES : NO;"))
    #expect(interactor.contains("- (BOOL)save:(NSManagedObjectContext *)context error:(NSError **)error {\n    return [context save:error] ? YES : NO;"))
    // Not when the code also reads the local's value, which a pointer would not be, nor when a
    // value the view passes would need the local's name.
    #expect(view.contains("if (![[NoteStore sharedStore] merge:error error:&error]) {"))
    #expect(view.contains("if (![[NoteStore sharedStore] merge:self.error error:&error]) {"))
    files["NoteStore.h"] = store
    try ObjCOutputCompilesTests.expectCompiles(files)
  }
}
