import Testing

@testable import ViperizeCore
@testable import ViperizeKit
import ViperizeObjC

/// Values typed where they cross layers read the declaration the code sees: the scope around
/// it, the method a call names by its full key, the API a known read is sent to. Each case once
/// produced output that did not type-check (a helper review's probes); it must now type-check,
/// whether the member splits or stays.
@Suite struct ScopedTypingTests {
  static let cases: [(name: String, source: String)] = [
    // a parameter with a default before the one handed over
    ("s01_default_arg_index", """
import UIKit

struct Item { let name: String }
final class ItemStore {
    static let shared = ItemStore()
    func items(matching text: String) -> [Item] { [] }
}

final class S01ViewController: UIViewController {
    @IBOutlet weak var label: UILabel!

    func display(title: String = "Results", items: [Item]) {
        label.text = title + " " + (items.first?.name ?? "")
    }

    func search(_ text: String) {
        label.text = "…"
        display(items: ItemStore.shared.items(matching: text))
    }
}
"""),
    // an if let binding the name again around the split
    ("s03_shadow_outer_branch", """
import UIKit

struct Note { let id: Int; let title: String }

final class S03ViewController: UIViewController {
    @IBOutlet weak var label: UILabel!
    @IBOutlet weak var field: UITextField!

    func currentNote(index: Int) -> Note? { nil }

    func save(_ index: Int) {
        guard let note = currentNote(index: index) else { return }
        label.text = note.title
        if let note = field.text {
            Task {
                UserDefaults.standard.set(note, forKey: "draft")
                label.text = "Saved"
            }
        }
    }
}
"""),
    // a parameter bound again by guard let
    ("s05_param_shadow_guard", """
import UIKit

final class S05ViewController: UIViewController {
    @IBOutlet weak var label: UILabel!

    func load(key: String?) {
        guard let key = key else { return }
        label.text = "…"
        Task {
            let saved = UserDefaults.standard.string(forKey: key)
            label.text = saved
        }
    }
}
"""),
    // an optional function type a method returns
    ("s08_optional_function_return", """
import UIKit

final class Uploader {
    static let shared = Uploader()
    func upload(_ name: String, completion: @escaping (Bool) -> Void) {}
}

final class S08ViewController: UIViewController {
    @IBOutlet weak var label: UILabel!
    var handlers: [String: (Bool) -> Void] = [:]

    func completion(for name: String) -> ((Bool) -> Void)? { handlers[name] }

    func send(_ name: String) {
        guard let done = completion(for: name) else { return }
        label.text = "Sending"
        Task {
            Uploader.shared.upload(name, completion: done)
            label.text = "Sent"
        }
    }
}
"""),
    // an app store's url(forKey:)
    ("s16_known_read_custom_receiver", """
import UIKit

final class ProfileStore {
    static let shared = ProfileStore()
    func url(forKey key: String) -> String? { nil }
}

final class S16ViewController: UIViewController {
    @IBOutlet weak var label: UILabel!

    func showAvatar() {
        if let avatar = ProfileStore.shared.url(forKey: "avatar") {
            label.text = avatar
            Task {
                UserDefaults.standard.set(avatar.count, forKey: "avatarLength")
                label.text = "Saved"
            }
        }
    }
}
"""),
    // a switch case binding the name again
    ("s17_switch_case_shadow", """
import UIKit

enum Mode { case editing(String), idle }

final class S17ViewController: UIViewController {
    @IBOutlet weak var label: UILabel!
    var mode: Mode = .idle

    func draftKey(for index: Int) -> Int? { index }

    func save(_ index: Int) {
        guard let key = draftKey(for: index) else { return }
        label.text = "\\(key)"
        switch mode {
        case .editing(let key):
            Task {
                UserDefaults.standard.set(true, forKey: key)
                label.text = "Saved"
            }
        case .idle:
            break
        }
    }
}
"""),
    // a protocol extension's method of other labels
    ("s20_protocol_ext_label_rule4", """
import UIKit

struct Item { let name: String }
final class ItemStore {
    static let shared = ItemStore()
    func count() -> Int { 0 }
}

protocol CountDisplaying {}
extension CountDisplaying {
    func display(count: Int) { print(count) }
}

final class S20ViewController: UIViewController, CountDisplaying {
    @IBOutlet weak var label: UILabel!

    func display(items: [Item]) {
        label.text = items.first?.name
    }

    func refresh() {
        label.text = "…"
        display(count: ItemStore.shared.count())
    }
}
"""),
    // a function typealias a method returns
    ("s21_typealias_completion", """
import UIKit

typealias Completion = (Bool) -> Void

final class Uploader {
    static let shared = Uploader()
    func upload(_ name: String, completion: @escaping Completion) {}
}

final class S21ViewController: UIViewController {
    @IBOutlet weak var label: UILabel!

    func makeCompletion(for name: String) -> Completion {
        { [weak self] ok in self?.label.text = ok ? name : "failed" }
    }

    func send(_ name: String) {
        let done = makeCompletion(for: name)
        label.text = "Sending"
        Task {
            Uploader.shared.upload(name, completion: done)
            label.text = "Sent"
        }
    }
}
"""),
    // a guard's else, where its binding is not seen
    ("s29_guard_else_property", """
import UIKit

struct Note { let id: Int; let title: String }

final class S29ViewController: UIViewController {
    @IBOutlet weak var label: UILabel!
    var note = "untitled"

    func currentNote(index: Int) -> Note? { nil }

    func save(_ index: Int) {
        guard let note = currentNote(index: index) else {
            Task {
                UserDefaults.standard.set(note, forKey: "draft")
                label.text = "Saved draft"
            }
            return
        }
        label.text = note.title
    }
}
"""),
    // a protocol extension's method of other labels, bound by guard let
    ("s02_base_class_label", """
import UIKit

protocol Linking {}
extension Linking {
    func makeURL(path: String) -> String? { "https://example.com/" + path }
}

final class S02ViewController: UIViewController, Linking {
    @IBOutlet weak var label: UILabel!

    func makeURL(query: String) -> URL? {
        URL(string: "https://example.com/search?q=" + query)
    }

    func open(_ path: String) {
        guard let link = makeURL(path: path) else { return }
        label.text = "…"
        Task {
            let saved = UserDefaults.standard.string(forKey: link)
            label.text = saved
        }
    }
}
"""),
    // a variadic parameter before the one handed over
    ("s14_variadic_before", """
import UIKit

final class Stats {
    static let shared = Stats()
    func visitCount() -> Int { 0 }
}

final class S14ViewController: UIViewController {
    @IBOutlet weak var label: UILabel!

    func record(_ lines: String..., count: Int, note: String) {
        label.text = lines.joined() + "\\(count)" + note
    }

    func refresh() {
        label.text = "…"
        record("a", "b", count: Stats.shared.visitCount(), note: "x")
    }
}
"""),
    // an if's binding before the code, which does not see it
    ("s22_if_binding_before", """
import UIKit

final class S22ViewController: UIViewController {
    @IBOutlet weak var label: UILabel!

    func storedIndex(for name: String) -> Int? { nil }

    func select(_ name: String, tab: String) {
        if let tab = storedIndex(for: name) {
            label.text = "\\(tab)"
        }
        Task {
            UserDefaults.standard.set(true, forKey: tab)
            label.text = "Saved"
        }
    }

    func pin(_ name: String, key: String?) {
        if let key = key {
            label.text = key
        }
        Task {
            UserDefaults.standard.set(key, forKey: "pinned")
            label.text = "Pinned"
        }
    }
}
"""),
    // an else branch reading the parameter the if binds again
    ("s01_else_reads_param", """
import UIKit

final class S01ViewController: UIViewController {
    @IBOutlet weak var label: UILabel!

    func storedIndex(for name: String) -> Int? { nil }

    func select(_ name: String, tab: String?) {
        if let tab = storedIndex(for: name) {
            label.text = "\\(tab)"
        } else {
            Task {
                UserDefaults.standard.set(tab, forKey: "lastTab")
                label.text = "Saved"
            }
        }
    }
}
"""),
    // an else if condition reading the parameter the first if binds again
    ("s20_elseif_condition_query_param", """
import UIKit

final class S20ViewController: UIViewController {
    @IBOutlet weak var label: UILabel!

    func storedIndex(for name: String) -> Int? { nil }

    func select(_ name: String, tab: String) {
        if let tab = storedIndex(for: name) {
            label.text = "\\(tab)"
        } else if UserDefaults.standard.bool(forKey: tab) {
            label.text = "Pinned"
        }
    }
}
"""),
    // a parameter bound again through a cast
    ("s15_rebind_param_cast", """
import UIKit

final class S15ViewController: UIViewController {
    @IBOutlet weak var label: UILabel!

    func open(key: Any?) {
        if let key = key as? String {
            label.text = key
            Task {
                UserDefaults.standard.set(true, forKey: key)
                label.text = "Opened"
            }
        }
    }

    func remember(limit: Int?) {
        guard var limit = limit else { return }
        limit += 1
        Task {
            UserDefaults.standard.set(limit, forKey: "limit")
            label.text = "\\(limit)"
        }
    }

    func rename(title: String?) {
        let title = title ?? "Untitled"
        Task {
            UserDefaults.standard.set(title, forKey: "title")
            label.text = title
        }
    }
}
"""),
    // loop and case bindings before the code
    ("s23_loop_case_binding_before", """
import UIKit

final class S23ViewController: UIViewController {
    @IBOutlet weak var label: UILabel!
    var counts: [Int] = []

    func afterFor(tab: String) {
        for tab in counts {
            label.text = "\\(tab)"
        }
        Task {
            UserDefaults.standard.set(true, forKey: tab)
            label.text = "Saved"
        }
    }

    func afterWhile(tab: String) {
        var queue = counts
        while let tab = queue.popLast() {
            label.text = "\\(tab)"
        }
        Task {
            UserDefaults.standard.set(true, forKey: tab)
            label.text = "Saved"
        }
    }

    func afterSwitch(tab: String, mode: Int?) {
        switch mode {
        case .some(let tab): label.text = "\\(tab)"
        case .none: break
        }
        Task {
            UserDefaults.standard.set(true, forKey: tab)
            label.text = "Saved"
        }
    }
}
"""),
  ]

  @Test(arguments: cases.map(\.name)) func typedValuesTypeCheck(_ name: String) throws {
    let source = try #require(Self.cases.first { $0.name == name }).source
    let (_, files) = try TaskCallbackTests.convert(source, path: name + ".swift")
    try KeptCompletionTests.expectTypechecks(files, label: name)
  }

  /// An Objective-C controller whose header is named otherwise than its class (`o06_controls.h`):
  /// the view's protocol header, which that header imports, does not import it back.
  @Test func aHeaderNamedOtherwiseIsNotImportedByTheViewProtocol() throws {
    var files = try Self.convertObjC(name: "o06_controls", module: "O06", header: """
#import <UIKit/UIKit.h>
#import "model_o06.h"

@interface O06ViewController : UIViewController
@property (nonatomic, strong) IBOutlet UILabel *statusLabel;
@end
""", implementation: """
#import "o06_controls.h"

@implementation O06ViewController

- (void)showTitle:(NSString *)title item:(nullable O06Item *)item
{
    self.statusLabel.text = item ? item.name : title;
}

- (void)refresh:(NSInteger)identifier
{
    self.statusLabel.text = @"…";
    [self showTitle:@"Item" item:[[O06Store sharedStore] itemWithID:identifier]];
    if ([[O06Store sharedStore] canDeleteItemWithID:identifier]) {
        self.statusLabel.textColor = nil;
    }
}

@end
""")
    #expect(!KeepAppWorkingTests.file(files, "View/O06ViewOutput.h").contains("o06_controls.h"))
    #expect(KeepAppWorkingTests.file(files, "View/O06ViewOutput.h").contains("- (nullable O06Item *)itemWithID:(NSInteger)identifier;"))
    files["model_o06.h"] = """
#import <UIKit/UIKit.h>

@interface O06Item : NSObject
@property (nonatomic, copy) NSString *name;
@end

@interface O06Store : NSObject
+ (instancetype)sharedStore;
- (nullable O06Item *)itemWithID:(NSInteger)identifier;
- (BOOL)canDeleteItemWithID:(NSInteger)identifier;
@end

"""
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// Objective-C: a type the controller's header (named otherwise) declares is forward-declared
  /// by the view's protocols, which cannot import it; a `…ForKey:` read of an app store tested
  /// by an `if` is a truth query (`? YES : NO`), not the user-defaults read's type.
  @Test(arguments: ["o05_arg_query", "o01_known_key_custom_store"]) func objectiveCHeadersAndTruthCompile(_ name: String) throws {
    let sources = [
      "o05_arg_query": ("""
#import <UIKit/UIKit.h>

@interface O05Call : NSObject
@end

@interface O05CallProcessor : NSObject
+ (instancetype)sharedProcessor;
- (O05Call *)callForContact:(NSString *)contact;
- (NSInteger)missedCount;
- (NSArray *)items;
- (id)lastItem;
- (NSInteger)savedFilter;
@end

@interface O05ViewController : UIViewController
@property (nonatomic, strong) IBOutlet UILabel *statusLabel;
- (void)presentCall:(O05Call *)call;
- (void)showBadge:(BOOL)visible;
- (void)showCount:(NSInteger)count;
- (void)showItem:(id)item animated:(BOOL)animated;
@end
""", """
#import "o05_arg_query.h"

typedef NS_ENUM(NSInteger, O05Filter) {
    O05FilterAll,
    O05FilterMissed,
};

@implementation O05ViewController

- (void)presentCall:(O05Call *)call
{
    self.statusLabel.text = [call description];
}

- (void)showBadge:(BOOL)visible
{
    self.statusLabel.hidden = !visible;
}

- (void)showCount:(NSInteger)count
{
    self.statusLabel.text = [NSString stringWithFormat:@"%ld", (long)count];
}

- (void)showItem:(id)item animated:(BOOL)animated
{
    self.statusLabel.text = [item description];
}

- (void)applyFilter:(O05Filter)filter
{
    self.statusLabel.text = filter == O05FilterMissed ? @"Missed" : @"All";
}

- (void)refresh:(NSString *)contact
{
    [self presentCall:[[O05CallProcessor sharedProcessor] callForContact:contact]];
    [self showBadge:[[O05CallProcessor sharedProcessor] missedCount]];
    [self showCount:[[[O05CallProcessor sharedProcessor] items] count]];
    [self showItem:[[O05CallProcessor sharedProcessor] lastItem] animated:YES];
    [self applyFilter:[[O05CallProcessor sharedProcessor] savedFilter]];
}

@end
"""),
      "o01_known_key_custom_store": ("""
#import <UIKit/UIKit.h>

@interface O01KeychainStore : NSObject
+ (instancetype)sharedStore;
- (NSString *)stringForKey:(NSString *)key;
- (NSInteger)integerForKey:(NSString *)key;
@end

@interface O01ViewController : UIViewController
@property (nonatomic, strong) IBOutlet UILabel *statusLabel;
@end
""", """
#import "o01_known_key_custom_store.h"

@implementation O01ViewController

- (void)viewWillAppear:(BOOL)animated
{
    [super viewWillAppear:animated];
    if ([[O01KeychainStore sharedStore] stringForKey:@"token"]) {
        self.statusLabel.text = @"Signed in";
    } else {
        self.statusLabel.text = @"Signed out";
    }
    if ([[O01KeychainStore sharedStore] integerForKey:@"attempts"]) {
        self.statusLabel.text = @"Retry";
    }
}

@end
"""),
    ]
    let (header, implementation) = try #require(sources[name])
    try ObjCOutputCompilesTests.expectCompiles(try Self.convertObjC(name: name, module: "Page", header: header, implementation: implementation))
  }

  /// The module converted from a header and implementation named `name`.
  static func convertObjC(name: String, module: String, header: String, implementation: String) throws -> [String: String] {
    let model = try Viperize.parse(
      [SourceFile(path: name + ".h", text: header), SourceFile(path: name + ".m", text: implementation)], className: nil)
    let plan = ModulePlanner().plan(MemberClassifier().classify(model), moduleName: module)
    return Dictionary(uniqueKeysWithValues: ObjCViperEmitter().emit(plan).files.map { ($0.path, $0.contents) })
  }
}
