import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// A data read with no call in it, a chain of properties from a service
/// (`SessionManager.shared.userName`, `[SessionManager sharedManager].userName`, an app's own
/// wrapper of a store, `AppUserDefaults.nickname.value`), is a value site as a call is: the view
/// asks `output` for it, typed by what the code does with the value (here the UIKit property it
/// is assigned to whole, or a condition). Neither the shared instance itself (`let session =
/// SessionManager.shared`) nor a screen reached through a service is ever a query's answer.
@Suite struct PropertyReadQueryTests {
  static let swift = """
    import UIKit

    final class SessionManager {
        static let shared = SessionManager()
        var userName: String?
        var isLoggedIn = false
        var rootController: UIViewController?
    }

    final class Setting<Value> {
        var value: Value?
        init(_ value: Value?) { self.value = value }
    }

    enum AppUserDefaults {
        static let nickname = Setting<String>("")
    }

    final class AccountViewController: UIViewController {
        @IBOutlet weak var nameLabel: UILabel!
        @IBOutlet weak var nicknameField: UITextField!
        @IBOutlet weak var logoutButton: UIButton!

        override func viewDidLoad() {
            super.viewDidLoad()
            nameLabel.text = SessionManager.shared.userName
            logoutButton.isHidden = !SessionManager.shared.isLoggedIn
            nicknameField.text = AppUserDefaults.nickname.value
            let root = SessionManager.shared.rootController
            root?.view.setNeedsLayout()
        }
    }

    """

  @Test func swiftPropertyReadsOfAServiceAreQueries() throws {
    let (plan, files) = try TaskCallbackTests.convert(Self.swift, path: "AccountViewController.swift", moduleName: "Account")
    // No call shows the store wrapper: its name and the property read from it do.
    let evidence = plan.inPlaceCalls.values.flatMap { $0.flatMap(\.group.evidence) }.map(\.api)
    #expect(evidence.contains("AppUserDefaults: app service type (AppUserDefaults.nickname, line 28)"), "\(evidence)")
    #expect(evidence.contains("SessionManager: app singleton (SessionManager.shared, line 26)"), "\(evidence)")
    let view = TaskCallbackTests.file(files, "View/AccountViewController.swift")
    #expect(view.contains("nameLabel.text = output.userName()\n"), "\(view)")
    #expect(view.contains("logoutButton.isHidden = !output.isLoggedIn()\n"), "\(view)")
    // Named by what it reads, not by the wrapper's `value`.
    #expect(view.contains("nicknameField.text = output.nickname()\n"), "\(view)")
    // A screen is no data a query answers.
    #expect(view.contains("let root = SessionManager.shared.rootController\n"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/AccountInteractor.swift")
    #expect(interactor.contains("func userName() -> String? {\n        return SessionManager.shared.userName\n    }"), "\(interactor)")
    #expect(interactor.contains("func isLoggedIn() -> Bool {\n        return SessionManager.shared.isLoggedIn\n    }"), "\(interactor)")
    #expect(interactor.contains("func nickname() -> String? {\n        return AppUserDefaults.nickname.value\n    }"), "\(interactor)")
    try KeptCompletionTests.expectTypechecks(files, label: "property-read-query")
  }

  /// What another value is computed from stays the query, and the computing stays the view's:
  /// a read formatted for display is not typed by the label it ends in.
  @Test func aReadInsideAFormattedValueIsTheQueryNotTheFormatting() throws {
    let (_, files) = try TaskCallbackTests.convert("""
      import UIKit

      final class InboxViewController: UIViewController {
          @IBOutlet weak var countLabel: UILabel!
          let formatter = NumberFormatter()

          override func viewDidLoad() {
              super.viewDidLoad()
              countLabel.text = formatter.string(for: UserDefaults.standard.integer(forKey: "unreadCount"))
          }
      }

      """, path: "InboxViewController.swift", moduleName: "Inbox")
    let view = TaskCallbackTests.file(files, "View/InboxViewController.swift")
    #expect(view.contains("countLabel.text = formatter.string(for: output.unreadCount())\n"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/InboxInteractor.swift")
    #expect(interactor.contains("func unreadCount() -> Int {"), "\(interactor)")
    try KeptCompletionTests.expectTypechecks(files, label: "formatted-read-query")
  }

  @Test func objcPropertyReadsFromASharedInstanceAreQueries() throws {
    let (_, files) = try TaskCallbackTests.convertFiles([
      (
        "MUAccountViewController.h",
        """
        #import <UIKit/UIKit.h>

        @interface MUAccountViewController : UIViewController
        @end

        """
      ),
      (
        "MUAccountViewController.m",
        """
        #import "MUAccountViewController.h"
        #import "MUSessionManager.h"

        @interface MUAccountViewController ()
        @property (nonatomic, weak) IBOutlet UILabel *nameLabel;
        @property (nonatomic, weak) IBOutlet UIButton *logoutButton;
        @end

        @implementation MUAccountViewController

        - (void)viewDidLoad {
            [super viewDidLoad];
            self.nameLabel.text = [MUSessionManager sharedManager].userName;
            self.logoutButton.hidden = ![MUSessionManager sharedManager].isLoggedIn;
        }

        @end

        """
      ),
    ], moduleName: "MUAccount")
    let view = TaskCallbackTests.file(files, "View/MUAccountViewController.m")
    #expect(view.contains("    self.nameLabel.text = [self.output userName];\n"), "\(view)")
    #expect(view.contains("    self.logoutButton.hidden = ![self.output isLoggedIn];\n"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/MUAccountInteractor.m")
    #expect(interactor.contains("- (NSString *)userName {\n    return [MUSessionManager sharedManager].userName;\n}"), "\(interactor)")
    var module = files
    module["MUAccount/View/MUSessionManager.h"] = """
      #import <Foundation/Foundation.h>
      @interface MUSessionManager : NSObject
      + (instancetype)sharedManager;
      @property (nonatomic, copy) NSString *userName;
      @property (nonatomic, assign) BOOL isLoggedIn;
      @end

      """
    try ObjCOutputCompilesTests.expectCompiles(module)
  }

  /// UIKit's property types are UIKit's objects': an app's view (`RingView`'s `progress`, a
  /// `Double`), a property a custom base class declares (`text`) or a parameter taking `Any`
  /// tell nothing, and the read stays (review: `func progress() -> Float` returned a `Double`).
  /// A conversion keeps its word in the name (`messages.isEmpty` → `messagesIsEmpty`).
  @Test func onlyUIKitObjectsTypeAReadAndConversionsKeepTheirWord() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      final class DownloadManager {
          static let shared = DownloadManager()
          var fraction = 0.0
          var currentTitle = ""
          var messages: [String] = []
      }

      class RingView: UIView {
          var progress: Double = 0
      }

      class BaseViewController: UIViewController {
          var text = ""
      }

      final class DownloadViewController: BaseViewController {
          @IBOutlet weak var ringView: RingView!
          @IBOutlet weak var emptyLabel: UILabel!

          override func viewDidLoad() {
              super.viewDidLoad()
              ringView.progress = DownloadManager.shared.fraction
              text = DownloadManager.shared.currentTitle
              describe(DownloadManager.shared.fraction)
              emptyLabel.isHidden = !DownloadManager.shared.messages.isEmpty
          }

          func describe(_ value: Any) { print(value) }
      }

      """, path: "DownloadViewController.swift", moduleName: "Download")
    let view = TaskCallbackTests.file(files, "View/DownloadViewController.swift")
    #expect(view.contains("ringView.progress = DownloadManager.shared.fraction\n"), "\(view)")
    #expect(view.contains("text = DownloadManager.shared.currentTitle\n"), "\(view)")
    #expect(view.contains("describe(DownloadManager.shared.fraction)\n"), "\(view)")
    #expect(view.contains("emptyLabel.isHidden = !output.messagesIsEmpty()\n"), "\(view)")
    #expect(plan.inPlaceCalls.values.joined().count == 1)
    try KeptCompletionTests.expectTypechecks(files, label: "uikit-receivers")
  }

  /// A property the `.m` declares for another class (a category of the service) is read through
  /// a send as before: the interactor's file would not see it. A query's name is never one of
  /// `NSObject`'s (`-description` would override it on the presenter and the interactor).
  @Test func objcCategoryPropertiesAndObjectMethodNamesAreNotQueriedSo() throws {
    let (_, files) = try TaskCallbackTests.convertFiles([
      ("WCWelcomeViewController.h", "#import <UIKit/UIKit.h>\n\n@interface WCWelcomeViewController : UIViewController\n@end\n"),
      (
        "WCWelcomeViewController.m",
        """
        #import "WCWelcomeViewController.h"
        #import "WCSessionStore.h"

        @interface WCSessionStore (Welcome)
        @property (nonatomic, readonly) NSString *displayName;
        @end

        @interface WCWelcomeViewController ()
        @property (nonatomic, weak) IBOutlet UILabel *nameLabel;
        @property (nonatomic, weak) IBOutlet UILabel *itemsLabel;
        @end

        @implementation WCWelcomeViewController

        - (void)viewDidLoad {
            [super viewDidLoad];
            self.nameLabel.text = [WCSessionStore sharedStore].displayName;
            self.itemsLabel.text = [WCSessionStore sharedStore].items.description;
        }

        @end

        """
      ),
    ], moduleName: "WCWelcome")
    let view = TaskCallbackTests.file(files, "View/WCWelcomeViewController.m")
    #expect(!view.contains("[self.output displayName]"), "\(view)")
    #expect(view.contains("self.itemsLabel.text = [self.output currentDescription];"), "\(view)")
    var module = files
    module["WCWelcome/View/WCSessionStore.h"] = """
      #import <Foundation/Foundation.h>
      @interface WCSessionStore : NSObject
      + (instancetype)sharedStore;
      @property (nonatomic, copy) NSArray *items;
      @end

      """
    try ObjCOutputCompilesTests.expectCompiles(module)
  }

  /// Review of the diff: an enum's `default` case is no shared instance (`SortOrder.default`), a
  /// property named like an accessor is read as any other (`SessionManager.shared.defaultName`),
  /// and a name inside a string is never a query's name.
  @Test func accessorLookAlikesAndStringsDoNotMislead() throws {
    let (_, files) = try TaskCallbackTests.convert("""
      import UIKit

      enum SortOrder {
          case `default`, recent
          var title: String { "Order" }
      }

      final class SessionManager {
          static let shared = SessionManager()
          var defaultName: String?
          func label(for key: String) -> [String] { [key] }
      }

      final class OrderViewController: UIViewController {
          @IBOutlet weak var orderLabel: UILabel!
          @IBOutlet weak var nameLabel: UILabel!
          @IBOutlet weak var keyLabel: UILabel!

          override func viewDidLoad() {
              super.viewDidLoad()
              orderLabel.text = SortOrder.default.title
              nameLabel.text = SessionManager.shared.defaultName
              keyLabel.text = SessionManager.shared.label(for: "some title here").description
          }
      }

      """, path: "OrderViewController.swift", moduleName: "Order")
    let view = TaskCallbackTests.file(files, "View/OrderViewController.swift")
    #expect(view.contains("orderLabel.text = SortOrder.default.title\n"), "\(view)")
    #expect(view.contains("nameLabel.text = output.defaultName()\n"), "\(view)")
    let input = TaskCallbackTests.file(files, "Interactor/OrderInteractorInput.swift")
    #expect(!input.contains("here"), "\(input)")
    try KeptCompletionTests.expectTypechecks(files, label: "accessor-look-alikes")
  }

  /// An Objective-C chain written (`[Counter sharedCounter].count = 5;`) is no read: the view
  /// never assigns to a query.
  @Test func objcAWrittenChainIsNoQuery() throws {
    let (_, files) = try TaskCallbackTests.convertFiles([
      ("CTViewController.h", "#import <UIKit/UIKit.h>\n\n@interface CTViewController : UIViewController\n@end\n"),
      (
        "CTViewController.m",
        """
        #import "CTViewController.h"
        #import "CTCounter.h"

        @interface CTViewController ()
        @property (nonatomic, weak) IBOutlet UILabel *countLabel;
        @end

        @implementation CTViewController

        - (void)viewDidLoad {
            [super viewDidLoad];
            [CTCounter sharedCounter].count = 5;
            [CTCounter sharedCounter].count++;
            self.countLabel.hidden = YES;
        }

        @end

        """
      ),
    ], moduleName: "CT")
    let view = TaskCallbackTests.file(files, "View/CTViewController.m")
    #expect(!view.contains("[self.output count] ="), "\(view)")
    #expect(!view.contains("[self.output count]++"), "\(view)")
    var module = files
    module["CT/View/CTCounter.h"] = """
      #import <Foundation/Foundation.h>
      @interface CTCounter : NSObject
      + (instancetype)sharedCounter;
      @property (nonatomic, assign) NSInteger count;
      @end

      """
    try ObjCOutputCompilesTests.expectCompiles(module)
  }
}
