import Testing
import ViperizeCore

@testable import ViperizeKit

/// Moved code only uses names that resolve where it lands (issue 15): what does not stays in the
/// view with a reason, and the planned methods are unique in their class without numbers.
@Suite struct ScopeCheckTests {
  static func swiftController(_ body: String, superclass: String = "UIViewController") -> String {
    """
    import UIKit

    final class OrdersViewController: \(superclass) {
        @IBOutlet weak var tableView: UITableView!
        var orders: [Order] = []
        private let ordersClient = OrdersClient()

    \(body)
    }

    """
  }

  static func layer(_ plan: ModulePlan, _ name: String) -> String {
    guard let member = plan.model.members.first(where: { $0.name == name }) else { return "missing" }
    let classification = plan.classified.members[member.id]
    return classification.isMixed ? "mixed" : classification.layer.rawValue
  }

  static func diagnostics(_ plan: ModulePlan) -> String { plan.diagnostics.map(\.message).joined(separator: "\n") }

  /// Under a UIKit superclass, a name the controller neither declares nor calls is a global of
  /// another file (`kOrdersPageSize`), and moved code may read it. A name it calls may be a method
  /// another file adds to `UIViewController` (`openUrlInApp(_:)`), which the presenter and the
  /// router do not have: the code calling it stays in the view, with the reason.
  @Test func aCallToAnUndeclaredNameStaysInTheViewUnderAUIKitSuperclass() throws {
    let (plan, files) = try CallbackSplitTests.convert(Self.swiftController("""
        func openHelp(_ page: String) {
            guard let url = URL(string: "https://example.com/" + page) else { return }
            if UIApplication.shared.canOpenURL(url) {
                openUrlInApp(url)
            } else {
                UIApplication.shared.open(url, options: [:], completionHandler: nil)
            }
        }

        func saveSize() {
            UserDefaults.standard.set(kOrdersPageSize, forKey: "pageSize")
        }
    """))
    let presenter = CallbackSplitTests.file(files, "Presenter/OrdersPresenter.swift")
    let router = CallbackSplitTests.file(files, "Router/OrdersRouter.swift")
    #expect(!presenter.contains("openUrlInApp") && !router.contains("openUrlInApp"), "\(presenter)\n\(router)")
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("            openUrlInApp(url)\n"))
    // The constant is a global: the data code reading it leaves.
    #expect(CallbackSplitTests.file(files, "Interactor/OrdersInteractor.swift").contains("UserDefaults.standard.set(kOrdersPageSize, forKey: \"pageSize\")"))
    #expect(Self.layer(plan, "saveSize()") == "interactor")
  }

  @Test func anInheritedMemberKeepsNavigationCodeInTheView() throws {
    let (plan, files) = try CallbackSplitTests.convert(Self.swiftController("""
        func showDetail() {
            navigationController?.pushViewController(DetailViewController(mode: currentMode()), animated: true)
        }
    """, superclass: "BaseActionViewController"))
    #expect(Self.layer(plan, "showDetail()") == "mixed")
    #expect(Self.diagnostics(plan).contains("uses 'currentMode' (line 9), which is not a member of OrdersViewController (inherited from 'BaseActionViewController' or declared in another file)"))
    #expect(!CallbackSplitTests.file(files, "Router/OrdersRouter.swift").contains("currentMode"))
  }

  @Test func aDecisionThatNeedsTheViewStaysInTheView() throws {
    let (plan, files) = try CallbackSplitTests.convert(Self.swiftController("""
        func showDetail(_ order: Order) {
            if order.isArchived {
                navigationController?.pushViewController(ArchiveViewController(frame: view.bounds), animated: true)
            } else {
                navigationController?.pushViewController(DetailViewController(), animated: true)
            }
        }
    """))
    #expect(plan.splits.isEmpty)
    #expect(!CallbackSplitTests.file(files, "Router/OrdersRouter.swift").contains("view.bounds"))
  }

  @Test func standardLibraryAndFileScopeFunctionsResolveAnywhere() throws {
    let source = Self.swiftController("""
        func refresh() {
            let total = max(orders.count, 1)
            print(total)
            ordersClient.reload(limit: pageSize(total))
        }
    """) + "func pageSize(_ count: Int) -> Int { count * 2 }\n"
    let (plan, _) = try CallbackSplitTests.convert(source)
    #expect(Self.layer(plan, "refresh()") == "interactor", "\(Self.diagnostics(plan))")
  }

  @Test func aGlobalOfAnotherFileResolvesWhenTheControllerDerivesFromUIKit() throws {
    let body = """
        func refresh() {
            ordersClient.reload(limit: kDefaultPageSize)
        }
    """
    let (direct, _) = try CallbackSplitTests.convert(Self.swiftController(body))
    #expect(Self.layer(direct, "refresh()") == "interactor", "\(Self.diagnostics(direct))")
    // From an app superclass the same name may be inherited: it keeps the code in the view.
    let (inherited, _) = try CallbackSplitTests.convert(Self.swiftController(body.replacingOccurrences(of: "kDefaultPageSize", with: "defaultPageSize"), superclass: "BaseListViewController"))
    #expect(Self.layer(inherited, "refresh()") == "mixed")
    // A name written as a constant is a global whatever the superclass: no member is named so.
    for constant in ["kDefaultPageSize", "DEFAULT_PAGE_SIZE"] {
      let (named, _) = try CallbackSplitTests.convert(Self.swiftController(body.replacingOccurrences(of: "kDefaultPageSize", with: constant), superclass: "BaseListViewController"))
      #expect(Self.layer(named, "refresh()") == "interactor", "\(constant): \(Self.diagnostics(named))")
    }
    // UIKit's own API is never taken for a global.
    let (uiKit, _) = try CallbackSplitTests.convert(Self.swiftController("""
        func refresh() {
            ordersClient.reload(limit: children.count)
        }
    """))
    #expect(Self.layer(uiKit, "refresh()") == "mixed")
  }

  @Test func aPrivateFileScopeDeclarationMovedCodeUsesBecomesInternal() throws {
    let source = Self.swiftController("""
        func refresh() {
            ordersClient.reload(limit: ordersPageSize)
        }
    """) + "private let ordersPageSize = 20\nprivate let ordersUnusedLimit = 5\n"
    let (plan, files) = try CallbackSplitTests.convert(source)
    #expect(Self.layer(plan, "refresh()") == "interactor")
    #expect(plan.diagnostics.contains { $0.id == "viperize.widened-access" && $0.line == 12 && $0.message.contains("'ordersPageSize'") })
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("\nlet ordersPageSize = 20\n"))
    #expect(view.contains("\nprivate let ordersUnusedLimit = 5\n"))
  }

  /// Apps repeat these from file to file: widened, the module would declare them twice.
  @Test func aGenericPrivateNameAStatefulPrivateExtensionAndAPrivateSetterKeepTheirUsersInTheView() throws {
    let source = Self.swiftController("""
        func refresh() {
            ordersClient.reload(limit: Constants.pageSize)
        }
        func first() {
            ordersClient.open(orders.element(safelyAt: 0))
        }
        func restore() {
            ordersLaunchCount = ordersClient.launches()
        }
    """) + """
    private enum Constants { static let pageSize = 20 }
    private extension Array { static var calls = 0; func element(safelyAt index: Int) -> Element? { indices.contains(index) ? self[index] : nil } }
    private(set) var ordersLaunchCount = 0

    """
    let (plan, _) = try CallbackSplitTests.convert(source)
    #expect(plan.widenedDeclarations.isEmpty)
    #expect(plan.copiedDeclarations.isEmpty)
    for name in ["refresh()", "first()", "restore()"] { #expect(Self.layer(plan, name) == "mixed", "\(name)") }
    let diagnostics = Self.diagnostics(plan)
    #expect(diagnostics.contains("'Constants'"))
    #expect(diagnostics.contains("'element'"))
    #expect(diagnostics.contains("'ordersLaunchCount'"))
  }

  /// A private helper without state is copied, private, into each generated file whose code uses
  /// it, so its users move: a copy behaves as the original and clashes with nothing.
  @Test func aPrivateHelperWithoutStateIsCopiedIntoTheFilesWhoseCodeUsesIt() throws {
    let source = Self.swiftController("""
        func first() {
            ordersClient.open(orders.element(safelyAt: 0))
        }
        func refresh() {
            ordersClient.reload(limit: pageLimit(for: orders))
        }
        func clear() {
            tableView.reloadData()
        }
    """) + """
    /// The element at `index`, or nil past the end.
    private extension Array {
        func element(safelyAt index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
        var middle: Element? { isEmpty ? nil : self[count / 2] }
    }

    private func pageLimit(for orders: [Order]) -> Int { orders.isEmpty ? 20 : 50 }

    """
    let (plan, files) = try CallbackSplitTests.convert(source)
    #expect(Self.layer(plan, "first()") == "interactor")
    #expect(Self.layer(plan, "refresh()") == "interactor")
    #expect(plan.copiedDeclarations.count == 2)
    let interactor = CallbackSplitTests.file(files, "Interactor/OrdersInteractor.swift")
    #expect(interactor.contains("""
    // Copied from OrdersViewController.swift, where it is private too: each file keeps its own copy.
    /// The element at `index`, or nil past the end.
    private extension Array {
    """))
    #expect(interactor.contains("\nprivate func pageLimit(for orders: [Order]) -> Int { orders.isEmpty ? 20 : 50 }\n"))
    // Only the files whose code uses a helper get a copy; the view keeps the original.
    #expect(!CallbackSplitTests.file(files, "Presenter/OrdersPresenter.swift").contains("private extension Array"))
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").components(separatedBy: "private extension Array").count == 2)
    #expect(plan.diagnostics.contains { $0.id == "viperize.copied-declaration" && $0.message.contains("'private extension Array'") && $0.line == 18 })
  }

  /// The copy a file's text needs, whether facts record the use as a call or not (a computed
  /// property), and the copies that copy uses in turn.
  @Test func aCopyGoesWhereverItsNameIsUsedWithTheCopiesItUses() throws {
    let source = Self.swiftController("""
        func refresh() {
            ordersClient.reload(limit: orders.pageLimit)
        }
    """) + """
    private extension Array {
        var pageLimit: Int { clampedLimit(count) }
    }

    private func clampedLimit(_ count: Int) -> Int { min(max(count, 20), 50) }

    """
    let (_, files) = try CallbackSplitTests.convert(source)
    let interactor = CallbackSplitTests.file(files, "Interactor/OrdersInteractor.swift")
    #expect(interactor.contains("orders.pageLimit"))
    #expect(interactor.contains("private extension Array {"))
    #expect(interactor.contains("private func clampedLimit(_ count: Int) -> Int"))
  }

  /// An extension of the controller's own nested type may name a type only the controller's file
  /// sees: it is not copied, and its users stay.
  @Test func aPrivateExtensionOfANestedTypeIsNotCopied() throws {
    let source = Self.swiftController("""
        private enum Mode { case all, open }
        func refresh() {
            ordersClient.reload(limit: Mode.open.pageLimit)
        }
    """) + """
    private extension OrdersViewController.Mode {
        var pageLimit: Int { self == .all ? 50 : 20 }
    }

    """
    let (plan, _) = try CallbackSplitTests.convert(source)
    #expect(plan.copiedDeclarations.isEmpty)
    #expect(plan.model.copiedDeclarations.isEmpty)
  }

  @Test func aPrivateNameTwoFilesDeclareStaysWithTheControllersFiles() throws {
    let source = Self.swiftController("""
        func refresh() {
            ordersClient.reload(limit: ordersPageSize)
        }
    """) + "private let ordersPageSize = 20\n"
    let companion = "import UIKit\n\nprivate let ordersPageSize = 50\n\nextension OrdersViewController {\n    func reset() {}\n}\n"
    let model = try Viperize.parse(
      [SourceFile(path: "OrdersViewController.swift", text: source), SourceFile(path: "OrdersViewController+Reset.swift", text: companion)],
      className: nil)
    let plan = ModulePlanner().plan(MemberClassifier().classify(model), moduleName: "Orders")
    #expect(plan.widenedDeclarations.isEmpty)
    #expect(Self.layer(plan, "refresh()") == "mixed")
    #expect(Self.diagnostics(plan).contains("uses 'ordersPageSize' (line 9), which only the controller's file declares"))
  }

  @Test func aWidenedDeclarationWidensTheDeclarationsItNamesAndTheirFileprivateMembers() throws {
    let source = """
    import UIKit

    private struct OrdersRow { let tag: OrdersTag; fileprivate var note = "" }
    fileprivate enum OrdersTag { case a, b }
    private struct OrdersUnrelated {}
    private struct OrdersGrouping { let constants: Constants }
    private enum Constants { static let limit = 3 }

    final class OrdersViewController: UIViewController {
        @IBOutlet weak var tableView: UITableView!
        private let ordersClient = OrdersClient()
        func firstRow(of rows: [OrdersRow]) -> OrdersRow? {
            ordersClient.reload(limit: rows.count)
            return rows.first
        }
    }

    """
    let (plan, files) = try CallbackSplitTests.convert(source)
    #expect(Self.layer(plan, "firstRow(of:)") == "interactor")
    let widened = plan.widenedDeclarations.map { plan.model.widenableDeclarations[$0].displayName }
    #expect(widened == ["OrdersRow", "OrdersTag"])
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("\nstruct OrdersRow { let tag: OrdersTag; var note = \"\" }\nenum OrdersTag { case a, b }\nprivate struct OrdersUnrelated {}\n"))
    // A generic name it uses keeps it private: `OrdersGrouping` names `Constants`.
    #expect(!plan.model.widenableDeclarations.contains { $0.names.contains("OrdersGrouping") })
  }

  @Test func aTypeMemberReachedThroughItsTypeOrSelfKeepsItsUsersInTheView() throws {
    let source = Self.swiftController("""
        private static var pageLimit = 50
        static let pageSize = 20
        func scheduleRefresh() {
            if tableView.isEditing {
                ordersClient.reload(limit: OrdersViewController.pageLimit)
            }
        }
        func refreshPage() {
            ordersClient.reload(limit: Self.pageSize)
        }
    """)
    let (plan, _) = try CallbackSplitTests.convert(source)
    let diagnostics = Self.diagnostics(plan)
    #expect(diagnostics.contains("line 12 mixes interactor code with view code ('OrdersViewController.pageLimit', line 12)"))
    #expect(diagnostics.contains("line 16 mixes interactor code with view code ('Self.pageSize', line 16)"))
  }

  @Test func aBindingReadsTheMemberOfTheSameName() throws {
    let (plan, _) = try CallbackSplitTests.convert(Self.swiftController("""
        var selected: Order?
        func refresh() {
            guard let selected = selected else { return }
            tableView.reloadData()
            ordersClient.reload(order: selected)
        }
    """))
    let member = try #require(plan.model.members.first { $0.name == "refresh()" })
    #expect(member.facts.selfReferences.map(\.name).contains("selected"))
  }

  @Test func twoActionsCallingTheSameServiceGetDistinctNamesWithoutNumbers() throws {
    let (plan, files) = try CallbackSplitTests.convert(Self.swiftController("""
        @IBAction func nextTapped(_ sender: Any) {
            ordersClient.next()
            tableView.reloadData()
        }

        @IBAction func swipedLeft(_ sender: Any) {
            ordersClient.next()
            tableView.reloadData()
        }
    """))
    let loads = plan.splits.values.sorted { $0.memberID < $1.memberID }.compactMap { $0.load?.name }
    #expect(loads == ["next", "nextOnSwipedLeft"])
    let interactor = CallbackSplitTests.file(files, "Interactor/OrdersInteractorInput.swift")
    #expect(interactor.contains("func next()") && interactor.contains("func nextOnSwipedLeft()"))
    #expect(!files.values.contains { $0.contains("next2") })
  }

  @Test func anUntypedValueIsNotPassedAsAPlaceholder() throws {
    let (plan, files) = try CallbackSplitTests.convert(Self.swiftController("""
        func reload() {
            ordersClient.fetch { result in
                self.tableView.isHidden = result.isEmpty
            }
        }
    """))
    #expect(plan.splits.isEmpty)
    #expect(Self.diagnostics(plan).contains("the type of 'result', which would be passed between layers, is not written in the source"))
    #expect(!files.values.contains { $0.contains("result: Any") }, "\(files)")
  }

  @Test func anObjCIvarBlockVariableIsViewState() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface TRListViewController : UIViewController
      @end

      @implementation TRListViewController {
          UIViewController *presentedSheet;
          NSMutableArray *_favourites;
      }

      - (void)closeAlert {
          [presentedSheet dismissViewControllerAnimated:NO completion:nil];
          presentedSheet = nil;
      }

      - (void)reloadFavourites {
          _favourites = [MUDatabase fetchAllFavourites];
      }

      @end

      """
    let (plan, _) = try ObjCCallbackSplitTests.convert(source)
    #expect(plan.model.instanceVariables == ["presentedSheet", "_favourites"])
    #expect(Self.layer(plan, "closeAlert") != "router")
    #expect(Self.layer(plan, "reloadFavourites") != "interactor")
    #expect(Self.diagnostics(plan).contains("uses the instance variable 'presentedSheet' (line 12), which stays in the view"))
  }

  @Test func anObjCMacroOfTheImplementationKeepsItsUsersInTheView() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @import TRAssets;
      #define kPageSize 20
      #define TRPageSize(count) (count * kPageSize)
      @class TRHelper, TRPageCounter;
      @protocol TRListDelegate;

      typedef NS_ENUM(NSInteger, TRSection) {
          TRSectionTrips,
          TRSectionSettings,
      };

      @interface TRListViewController : UIViewController
      @end

      @implementation TRListViewController

      - (void)reload {
          [[NSUserDefaults standardUserDefaults] setInteger:TRPageSize(2) forKey:@"page"];
      }

      - (void)reset {
          [[NSUserDefaults standardUserDefaults] setInteger:TRSectionSettings forKey:@"section"];
      }

      @end

      """
    let (plan, _) = try ObjCCallbackSplitTests.convert(source)
    // A one-line constant macro is copied into the files that use it; a function-like one is not.
    // A forward declaration (`@class`, `@protocol …;`) names a type of an imported header, and
    // `@import TRAssets;` a module the generated files import too. The enum's type is the file's
    // own, as its constants are.
    #expect(plan.model.filePrivateNames == ["TRPageSize", "TRSection", "TRSectionTrips", "TRSectionSettings"])
    #expect(Self.layer(plan, "reload") != "interactor")
    #expect(Self.layer(plan, "reset") != "interactor")
  }

  /// A one-line `static` the code assigns is a variable, not a constant: a copy in another file
  /// would be another variable (`+useDefaultsForTesting:` would set the view's, and moved code
  /// read the copy's nil). One never assigned is copied as a constant is. A constant under `#if`
  /// is the file's own too: the emitter copies lines, not their conditions, and would define
  /// both clauses' values.
  @Test func anObjCStaticTheCodeSetsOrAConstantUnderIfIsTheFilesOwn() throws {
    let source = """
      #import <UIKit/UIKit.h>

      static NSUserDefaults *TROverrideDefaults;
      static NSInteger TRPageSize = 20;
      #if DEBUG
      #define TRSuiteName @"group.tr.debug"
      #else
      #define TRSuiteName @"group.tr"
      #endif

      @interface TRListViewController : UIViewController
      @end

      @implementation TRListViewController

      + (void)useDefaultsForTesting:(NSUserDefaults *)defaults {
          TROverrideDefaults = defaults;
      }

      - (void)reset {
          [TROverrideDefaults removeObjectForKey:@"page"];
      }

      - (void)reload {
          [[NSUserDefaults standardUserDefaults] setInteger:TRPageSize forKey:@"page"];
      }

      - (void)share {
          [[[NSUserDefaults alloc] initWithSuiteName:TRSuiteName] setBool:YES forKey:@"shared"];
      }

      @end

      """
    let (plan, _) = try ObjCCallbackSplitTests.convert(source)
    #expect(plan.model.filePrivateNames == ["TROverrideDefaults", "TRSuiteName"])
    #expect(Self.layer(plan, "reset") != "interactor")
    #expect(Self.layer(plan, "reload") == "interactor")
    #expect(Self.layer(plan, "share") != "interactor")
  }

  @Test func anObjCMethodReachedBySelectorStaysOnTheView() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface TRListViewController : UIViewController
      @end

      @implementation TRListViewController

      - (void)viewDidLoad {
          [super viewDidLoad];
          [self.queue runSelector:@selector(syncWithLogin:) onTarget:self];
      }

      - (void)syncWithLogin:(NSString *)login {
          [[NSUserDefaults standardUserDefaults] setObject:login forKey:@"login"];
      }

      @end

      """
    let (plan, files) = try ObjCCallbackSplitTests.convert(source)
    #expect(plan.model.selectorTargets == ["syncWithLogin:"])
    #expect(Self.layer(plan, "syncWithLogin:") != "interactor")
    #expect(ObjCCallbackSplitTests.file(files, "View/TRListViewController.m").contains("- (void)syncWithLogin:(NSString *)login {"))
  }

  @Test func anObjCOverrideStaysOnTheViewAndItsCallersAreNotRewritten() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface TRListViewController : UIViewController
      @end

      @implementation TRListViewController

      - (void)showSettings {
          [self performSegueWithIdentifier:@"showSettings" sender:self];
      }

      - (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender {
          [super performSegueWithIdentifier:identifier sender:sender];
      }

      @end

      """
    let (plan, files) = try ObjCCallbackSplitTests.convert(source)
    #expect(["view", "mixed"].contains(Self.layer(plan, "performSegueWithIdentifier:sender:")))
    #expect(plan.splits.isEmpty || !plan.routerMembers.contains { plan.model.members[$0].name == "performSegueWithIdentifier:sender:" })
    let view = ObjCCallbackSplitTests.file(files, "View/TRListViewController.m")
    #expect(view.contains("[super performSegueWithIdentifier:identifier sender:sender];"))
    #expect(!view.contains("[self.output performSegueWithIdentifier"))
  }

  @Test func aPropertyWithObserversKeepsItsDeclarationTypeValueAndObservers() throws {
    let (plan, files) = try CallbackSplitTests.convert(Self.swiftController("""
        var selectedOrders = [Order]() {
            didSet {
                tableView.reloadData()
            }
        }
    """))
    let member = try #require(plan.model.members.first { $0.name == "selectedOrders" })
    #expect(plan.classified.members[member.id].layer == .view)
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("""
        var selectedOrders = [Order]() {
            didSet {
                tableView.reloadData()
            }
        }
    """))
    #expect(plan.injections.isEmpty || !plan.injections.contains { $0.propertyName == "selectedOrders" })
  }
}
