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
  ]

  @Test(arguments: cases.map(\.name)) func typedValuesTypeCheck(_ name: String) throws {
    let source = try #require(Self.cases.first { $0.name == name }).source
    let (_, files) = try TaskCallbackTests.convert(source, path: name + ".swift")
    try KeptCompletionTests.expectTypechecks(files, label: name)
  }

  /// An Objective-C controller whose header is named otherwise than its class (`o06_controls.h`):
  /// the view's protocol header, which that header imports, does not import it back.
  @Test func aHeaderNamedOtherwiseIsNotImportedByTheViewProtocol() throws {
    let model = try Viperize.parse([
      SourceFile(path: "o06_controls.h", text: """
#import <UIKit/UIKit.h>
#import "model_o06.h"

@interface O06ViewController : UIViewController
@property (nonatomic, strong) IBOutlet UILabel *statusLabel;
@end
"""),
      SourceFile(path: "o06_controls.m", text: """
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
"""),
    ], className: nil)
    let plan = ModulePlanner().plan(MemberClassifier().classify(model), moduleName: "O06")
    var files = Dictionary(uniqueKeysWithValues: ObjCViperEmitter().emit(plan).files.map { ($0.path, $0.contents) })
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
}
