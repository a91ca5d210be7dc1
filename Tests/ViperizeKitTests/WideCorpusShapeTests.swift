import Foundation
import Testing
import ViperizeCore
@testable import ViperizeKit

/// Shapes a wider run of real controllers showed (controllers of the practice apps that neither
/// the practice nor the held-out list names), each written here in our own words: a file holding
/// several controllers, a SwiftUI-only import, types an Objective-C header declares, a `#define`
/// inside `@implementation`, `self->ivar`, and braces that `#if` clauses open each their own way.
@Suite struct WideCorpusShapeTests {
  // MARK: Several controllers in one file

  @Test func ofSeveralControllersTheOneNamedLikeTheFileIsConverted() throws {
    let source = """
      import UIKit

      final class GalleryWebViewController: UIViewController {
          func close() { dismiss(animated: true) }
      }

      final class GalleryViewController: UIViewController {
          func showWeb() {
              present(GalleryWebViewController(), animated: true)
          }
      }

      """
    let (plan, files) = try TaskCallbackTests.convert(source, path: "Gallery/GalleryViewController.swift", moduleName: "Gallery")
    #expect(plan.model.name == "GalleryViewController")
    #expect(plan.model.otherControllers.map(\.name) == ["GalleryWebViewController"])
    let note = try #require(plan.diagnostics.first { $0.id == "viperize.other-controller" })
    #expect(note.line == 3 && note.message.contains("--class GalleryWebViewController"))
    // The other controller stays, unchanged, in the view's file.
    #expect(TaskCallbackTests.file(files, "View/GalleryViewController.swift").contains("func close() { dismiss(animated: true) }"))
    #expect(TaskCallbackTests.file(files, "GalleryRouter.swift").contains("present(GalleryWebViewController(), animated: true)"))
  }

  @Test func withoutAControllerNamedLikeTheFileSeveralAreStillRefused() throws {
    let source = """
      import UIKit
      final class AViewController: UIViewController {}
      final class BViewController: UIViewController {}

      """
    let error = #expect(throws: (any Error).self) {
      _ = try Viperize.parse([SourceFile(path: "Screens.swift", text: source)], className: nil)
    }
    #expect("\(error.map { "\($0)" } ?? "")".contains("several controller classes found"))
  }

  @Test func objectiveCChoosesTheControllerItsFilesAreNamedAfter() throws {
    let header = """
      #import <UIKit/UIKit.h>

      @interface ExportViewController : UIViewController
      @end

      @interface ExportOptionsViewController : UITableViewController
      @end

      """
    let implementation = """
      #import "ExportViewController.h"

      @implementation ExportViewController
      - (void)close {
          [self dismissViewControllerAnimated:YES completion:nil];
      }
      @end

      @implementation ExportOptionsViewController
      @end

      """
    let (plan, _) = try TaskCallbackTests.convertFiles(
      [("ExportViewController.h", header), ("ExportViewController.m", implementation)], moduleName: "Export")
    #expect(plan.model.name == "ExportViewController")
    #expect(plan.model.otherControllers.map(\.name) == ["ExportOptionsViewController"])
  }

  // MARK: Swift imports

  @Test func generatedSwiftFilesImportUIKitWhenTheInputImportsOnlySwiftUI() throws {
    let source = """
      import SwiftUI

      final class BadgeViewController: UIHostingController<Text> {
          func close() { dismiss(animated: true) }
      }

      """
    let (_, files) = try TaskCallbackTests.convert(source, path: "BadgeViewController.swift", moduleName: "Badge")
    let router = TaskCallbackTests.file(files, "Router/BadgeRouter.swift")
    #expect(router.contains("import UIKit\n"), "\(router)")
    #expect(router.contains("weak var transitionHandler: UIViewController?"))
  }

  // MARK: Objective-C headers

  static let sortHeader = """
    #import <UIKit/UIKit.h>

    @class ChartSeries;

    typedef NS_ENUM(NSInteger, ChartMode) {
        ChartModeDaily,
        ChartModeWeekly
    };

    @interface ChartSeries : NSObject
    @property (nonatomic, copy) NSString *title;
    @end

    @interface ChartViewController : UIViewController {
        ChartMode mode;
    }
    @end

    """

  @Test func aTypeTheControllersHeaderDeclaresOtherThanAClassNeverCrossesALayer() throws {
    let implementation = """
      #import "ChartViewController.h"

      @implementation ChartViewController

      - (void)saveMode {
          [[NSUserDefaults standardUserDefaults] setInteger:mode forKey:@"ChartMode"];
      }

      - (void)showSeries:(ChartSeries *)series {
          self.title = series.title;
          ChartViewController *detail = [[ChartViewController alloc] init];
          detail.title = series.title;
          [self.navigationController pushViewController:detail animated:YES];
      }

      @end

      """
    let (plan, files) = try TaskCallbackTests.convertFiles(
      [("ChartViewController.h", Self.sortHeader), ("ChartViewController.m", implementation)], moduleName: "Chart")
    #expect(plan.model.headerDeclaredClasses == ["ChartSeries"])
    // `mode` is a `ChartMode`, which the view's protocols cannot name: the write stays.
    #expect(TaskCallbackTests.file(files, "View/ChartViewController.m").contains("setInteger:mode forKey:@\"ChartMode\""))
    #expect(!files.values.contains { $0.contains("(ChartMode)") })
    // A class of the header, and the controller itself, are declared before use.
    let viewOutput = TaskCallbackTests.file(files, "ChartViewOutput.h")
    #expect(viewOutput.contains("(ChartSeries *)") && viewOutput.contains("@class ChartSeries"), "\(viewOutput)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func aRouteTakingTheControllersOwnClassDeclaresIt() throws {
    let header = """
      #import <UIKit/UIKit.h>

      @class FieldRow;

      @interface FieldRow : NSObject
      @property (nonatomic, copy) NSString *key;
      @end

      @interface FieldListViewController : UITableViewController
      @property (nonatomic, strong) FieldRow *row;
      @end

      """
    let implementation = """
      #import "FieldListViewController.h"

      @implementation FieldListViewController

      - (void)openRow:(FieldRow *)row {
          self.title = row.key;
          FieldListViewController *sub = [[FieldListViewController alloc] init];
          sub.row = row;
          [self.navigationController pushViewController:sub animated:YES];
      }

      @end

      """
    let (_, files) = try TaskCallbackTests.convertFiles(
      [("FieldListViewController.h", header), ("FieldListViewController.m", implementation)], moduleName: "FieldList")
    #expect(TaskCallbackTests.file(files, "FieldListRouterInput.h").contains("(FieldRow *)"))
    for (path, text) in files where path.hasSuffix("Input.h") || path.hasSuffix("Output.h") {
      for name in ["FieldRow", "FieldListViewController"] where text.contains("(\(name) *)") {
        #expect(text.contains("@class") && text.contains(name), "\(path) names \(name) undeclared:\n\(text)")
      }
    }
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  // MARK: Objective-C implementation files

  @Test func aDefineInsideTheImplementationIsCopiedWhereMovedCodeUsesIt() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface LicenseViewController : UITableViewController
      @end

      @implementation LicenseViewController

      #define SECTION_TERMS 0
      #define SECTION_MORE 1

      - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
          if (indexPath.section == SECTION_MORE) {
              [self.navigationController popViewControllerAnimated:YES];
          } else if (indexPath.section == SECTION_TERMS) {
              [self dismissViewControllerAnimated:YES completion:nil];
          }
      }

      @end

      """
    let (_, files) = try TaskCallbackTests.convertFiles([("LicenseViewController.m", source)], moduleName: "License")
    for (path, text) in files where path.hasSuffix(".m") && !path.contains("/View/") && text.contains("SECTION_MORE") {
      #expect(text.contains("#define SECTION_MORE 1"), "\(path):\n\(text)")
    }
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func anInstanceVariableReadThroughSelfArrowReachesTheParameter() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface WidgetViewController : UIViewController {
          NSString *widgetID;
      }
      @property (nonatomic, copy) NSString *widgetID;
      @end

      @implementation WidgetViewController
      @synthesize widgetID;

      - (void)refresh {
          NSString *saved = [[NSUserDefaults standardUserDefaults] stringForKey:self->widgetID];
          self.title = saved;
      }

      @end

      """
    let (_, files) = try TaskCallbackTests.convertFiles([("WidgetViewController.m", source)], moduleName: "Widget")
    #expect(!files.filter { !$0.key.contains("/View/") }.values.contains { $0.contains("self->") }, "\(files)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func bracesEachConditionalClauseOpensItsOwnWayDoNotStopTheConversion() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface ServerListController : UITableViewController
      @property (nonatomic, copy) NSString *name;
      @end

      @implementation ServerListController

      - (void)configure:(UITableViewCell *)cell {
          NSString *subtitle = nil;
      #if !TARGET_OS_TV
          if (self.name.length > 3) {
              subtitle = self.name;
          } else if (self.name.length > 0) {
      #else
          if (self.name.length > 0) {
      #endif
              subtitle = @"short";
          }
          cell.textLabel.text = subtitle;
      }

      - (void)close {
          [self dismissViewControllerAnimated:YES completion:nil];
      }

      @end

      """
    let (plan, files) = try TaskCallbackTests.convertFiles([("ServerListController.m", source)], moduleName: "ServerList")
    let configure = try #require(plan.model.members.first { $0.name == "configure:" })
    #expect(configure.span.endLine == 21)
    #expect(plan.classified.layer(of: configure.id) == .view)
    #expect(TaskCallbackTests.file(files, "ServerListRouter.m").contains("dismissViewControllerAnimated:YES"))
  }

  // MARK: A control's value read as a message

  @Test func aControlsValueReadAsAMessageIsPassedOn() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface SoundViewController : UITableViewController
      @end

      @implementation SoundViewController

      - (void)soundChanged:(UISwitch *)sender {
          NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
          [defaults setBool:[sender isOn] forKey:@"Sound"];
          [self.tableView reloadData];
      }

      - (void)volumeChanged:(UISlider *)slider {
          [[NSUserDefaults standardUserDefaults] setFloat:[slider value] forKey:@"Volume"];
          [self.tableView reloadData];
      }

      - (void)titleChanged:(UITextField *)field {
          [[NSUserDefaults standardUserDefaults] setObject:[field text] forKey:@"Title"];
          [field resignFirstResponder];
      }

      - (void)noteChanged:(UITextField *)field {
          [[NSUserDefaults standardUserDefaults] setObject:[field text] forKey:[field description]];
          [field resignFirstResponder];
      }

      @end

      """
    let (_, files) = try TaskCallbackTests.convertFiles([("SoundViewController.m", source)], moduleName: "Sound")
    let view = TaskCallbackTests.file(files, "View/SoundViewController.m")
    #expect(view.contains("[self.output soundChangedEvent:[sender isOn]]"), "\(view)")
    #expect(view.contains("[self.output volumeChangedEvent:[slider value]]"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/SoundInteractor.m")
    #expect(interactor.contains("setBool:isOn forKey:@\"Sound\""), "\(interactor)")
    #expect(interactor.contains("setFloat:value forKey:@\"Volume\""))
    #expect(view.contains("[self.output titleChangedEvent:[field text]];\n    [field resignFirstResponder];"), "\(view)")
    // Not when the data code does more with the control than read its value: it stays.
    #expect(view.contains("setObject:[field text] forKey:[field description]]"), "\(view)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  // MARK: A shared service's local the view still reads

  @Test func aSharedInstanceLocalTheViewStillReadsIsDeclaredAgainByTheQuery() throws {
    let objc = """
      #import <UIKit/UIKit.h>

      @interface FilesViewController : UITableViewController
      @property (nonatomic, weak) IBOutlet UILabel *pathLabel;
      @end

      @implementation FilesViewController

      - (void)refresh:(NSString *)path {
          // the shared defaults
          NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
          if ([defaults boolForKey:path]) {
              self.pathLabel.text = path;
          }
          [defaults setObject:self forKey:@"owner"];
      }

      @end

      """
    let (_, files) = try TaskCallbackTests.convertFiles([("FilesViewController.m", objc)], moduleName: "Files")
    let view = TaskCallbackTests.file(files, "View/FilesViewController.m")
    #expect(view.contains("    // the shared defaults\n    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];\n    if ([self.output boolForKey:path]) {"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/FilesInteractor.m")
    #expect(interactor.contains("- (BOOL)boolForKey:(NSString *)path {\n    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];\n    return [defaults boolForKey:path];"), "\(interactor)")
    #expect(!interactor.contains("the shared defaults"))
    try ObjCOutputCompilesTests.expectCompiles(files)

    let swift = """
      import UIKit

      enum SortKey: Int { case date, name }

      final class EpisodesViewController: UIViewController {
          @IBOutlet var tableView: UITableView!

          func sort(by key: SortKey, descending: Bool) {
              let defaults = UserDefaults.standard
              defaults.set(descending, forKey: "sortDescending")
              defaults.set(key.rawValue, forKey: defaultsKey(self))
              tableView.reloadData()
          }

          func defaultsKey(_ controller: UIViewController) -> String { "sortKey" }
      }

      """
    let (_, swiftFiles) = try TaskCallbackTests.convert(swift, path: "EpisodesViewController.swift", moduleName: "Episodes")
    let swiftView = TaskCallbackTests.file(swiftFiles, "View/EpisodesViewController.swift")
    #expect(swiftView.contains("let defaults = UserDefaults.standard"), "\(swiftView)")
    let swiftInteractor = TaskCallbackTests.file(swiftFiles, "Interactor/EpisodesInteractor.swift")
    #expect(swiftInteractor.contains("let defaults = UserDefaults.standard\n        defaults.set(descending"), "\(swiftInteractor)")
    #expect(!swiftFiles.values.contains { $0.contains("_ defaults: UserDefaults") })
  }

  // MARK: A storyboard loaded from a type's bundle

  @Test func aStoryboardFromATypesBundleIsBuiltByTheRoute() throws {
    let source = """
      #import <UIKit/UIKit.h>
      #import "Assets.h"

      @interface InboxViewController : UIViewController
      @property (nonatomic) BOOL shownOnboarding;
      @end

      @implementation InboxViewController

      - (void)continueOnboarding:(BOOL)hasAccounts {
          UIStoryboard *onboarding = [UIStoryboard storyboardWithName:@"Onboarding" bundle:[Assets resourcesBundle]];
          if (!hasAccounts) {
              UIViewController *welcome = [onboarding instantiateInitialViewController];
              [self presentViewController:welcome animated:YES completion:nil];
              self.shownOnboarding = YES;
          }
      }

      - (void)showCounter {
          UIStoryboard *counter = [UIStoryboard storyboardWithName:@"Counter" bundle:[Assets nextBundle:3]];
          if (self.shownOnboarding) {
              UIViewController *next = [counter instantiateInitialViewController];
              [self presentViewController:next animated:YES completion:nil];
              self.shownOnboarding = NO;
          }
      }

      @end

      """
    let (_, files) = try TaskCallbackTests.convertFiles([("InboxViewController.m", source)], moduleName: "Inbox")
    let router = TaskCallbackTests.file(files, "Router/InboxRouter.m")
    #expect(router.contains("UIStoryboard *onboarding = [UIStoryboard storyboardWithName:@\"Onboarding\" bundle:[Assets resourcesBundle]];"), "\(router)")
    let view = TaskCallbackTests.file(files, "View/InboxViewController.m")
    #expect(!view.contains("storyboardWithName:@\"Onboarding\""), "\(view)")
    // A call taking a value is no bundle accessor: the view builds that storyboard and passes it.
    #expect(view.contains("storyboardWithName:@\"Counter\" bundle:[Assets nextBundle:3]"), "\(view)")
  }

  // MARK: A review's findings

  @Test func theCurrentUserIsNoSharedInstanceACopyCouldReadAgain() throws {
    let source = """
      import UIKit

      final class ProfileViewController: UIViewController {
          @IBOutlet weak var nameLabel: UILabel!

          @IBAction func signOut(_ sender: Any) {
              let member = Membership.currentUser
              Membership.logout()
              nameLabel.text = "Bye \\(member?.name ?? "")"
              AuditStore.shared.record(member)
          }
      }

      """
    let (_, files) = try TaskCallbackTests.convert(source, path: "ProfileViewController.swift", moduleName: "Profile")
    // Read again after the log-out, the current user would be another one (none).
    #expect(!TaskCallbackTests.file(files, "Interactor/ProfileInteractor.swift").contains("Membership.currentUser"))
    #expect(TaskCallbackTests.file(files, "View/ProfileViewController.swift").contains("let member = Membership.currentUser"))
  }

  @Test func aMacroDefinedTwiceOrReadingSelfIsTheFilesOwn() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface DraftsViewController : UIViewController
      @property (nonatomic, copy) NSString *userKey;
      @end

      @implementation DraftsViewController

      #define kDraftsKey @"drafts"
      #define kOwnerKey self.userKey

      - (void)clear {
          [[NSUserDefaults standardUserDefaults] removeObjectForKey:kDraftsKey];
          self.title = @"0";
      }

      - (void)forget {
          [[NSUserDefaults standardUserDefaults] removeObjectForKey:kOwnerKey];
          self.title = @"-";
      }

      #undef kDraftsKey
      #define kDraftsKey @"archive"

      - (void)clearArchive {
          [[NSUserDefaults standardUserDefaults] removeObjectForKey:kDraftsKey];
          self.title = @"0";
      }

      @end

      """
    let (_, files) = try TaskCallbackTests.convertFiles([("DraftsViewController.m", source)], moduleName: "Drafts")
    let view = TaskCallbackTests.file(files, "View/DraftsViewController.m")
    #expect(view.components(separatedBy: "removeObjectForKey:kDraftsKey").count == 3, "\(view)")
    #expect(view.contains("removeObjectForKey:kOwnerKey"))
    #expect(!files.filter { !$0.key.contains("/View/") }.values.contains { $0.contains("#define") }, "\(files)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func aClassAHeaderDeclaresBesideTheControllerIsImportedWhereCodeUsesIt() throws {
    let header = """
      #import <UIKit/UIKit.h>

      @interface InvoiceViewController : UIViewController
      @end

      @interface InvoiceLine : NSObject
      @property (nonatomic, copy) NSString *title;
      @end

      """
    let implementation = """
      #import "InvoiceViewController.h"

      @implementation InvoiceViewController

      - (void)showLine:(id)sender {
          InvoiceLine *line = [InvoiceLine new];
          line.title = @"42";
          [[NSUserDefaults standardUserDefaults] setObject:line.title forKey:@"line"];
          self.title = @"saved";
      }

      @end

      """
    let (_, files) = try TaskCallbackTests.convertFiles(
      [("InvoiceViewController.h", header), ("InvoiceViewController.m", implementation)], moduleName: "Invoice")
    for (path, text) in files where path.hasSuffix(".m") && !path.contains("/View/") && text.contains("InvoiceLine") {
      #expect(text.contains("#import \"InvoiceViewController.h\""), "\(path):\n\(text)")
    }
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func aMemberWhoseSignatureNamesAHeadersEnumStaysInTheView() throws {
    let header = """
      #import <UIKit/UIKit.h>

      typedef enum {
          BoardModeList,
          BoardModeGrid
      } BoardMode;

      @interface BoardViewController : UIViewController
      @property (nonatomic, assign) BoardMode mode;
      @end

      """
    let implementation = """
      #import "BoardViewController.h"

      @implementation BoardViewController

      - (void)viewDidLoad {
          [super viewDidLoad];
          self.mode = [self savedMode];
      }

      - (BoardMode)savedMode {
          return (BoardMode)[[NSUserDefaults standardUserDefaults] integerForKey:@"mode"];
      }

      - (void)saveMode:(BoardMode)mode {
          [[NSUserDefaults standardUserDefaults] setInteger:mode forKey:@"mode"];
      }

      @end

      """
    let (plan, files) = try TaskCallbackTests.convertFiles(
      [("BoardViewController.h", header), ("BoardViewController.m", implementation)], moduleName: "Board")
    #expect(!files.filter { $0.key.hasSuffix(".h") && !$0.key.hasSuffix("BoardViewController.h") }.values.contains { $0.contains("BoardMode)") })
    let saveMode = try #require(plan.model.members.first { $0.name == "saveMode:" })
    #expect(plan.classified.layer(of: saveMode.id) == .view)
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func aControllerWithASubclassBesideItIsNotChosenByItsFilesName() throws {
    let source = """
      import UIKit

      class FeedViewController: UIViewController {
          func count() -> Int { UserDefaults.standard.integer(forKey: "count") }
      }

      final class DemoFeedViewController: FeedViewController {
          override func count() -> Int { 42 }
      }

      """
    let error = #expect(throws: (any Error).self) {
      _ = try Viperize.parse([SourceFile(path: "FeedViewController.swift", text: source)], className: nil)
    }
    #expect("\(error.map { "\($0)" } ?? "")".contains("several controller classes found"))
  }

  @Test func onlyTheBranchStillReadingASharedLocalKeepsItsDeclaration() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface BranchViewController : UIViewController
      @property (nonatomic) BOOL flag;
      @end

      @implementation BranchViewController

      - (void)describe:(id)object {
      }

      - (void)refresh {
          if (self.flag) {
              NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
              self.title = [defaults stringForKey:@"a"];
              [self describe:defaults];
          } else {
              NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
              self.title = [defaults stringForKey:@"b"];
          }
      }

      @end

      """
    let (_, files) = try TaskCallbackTests.convertFiles([("BranchViewController.m", source)], moduleName: "Branch")
    let view = TaskCallbackTests.file(files, "View/BranchViewController.m")
    #expect(view.components(separatedBy: "[NSUserDefaults standardUserDefaults]").count == 2, "\(view)")
    #expect(view.contains("    } else {\n        self.title = [self.output b];\n    }"), "\(view)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func aSynthesizedInstanceVariableIsViewState() throws {
    let header = """
      #import <UIKit/UIKit.h>

      @interface MixerViewController : UIViewController
      @property (nonatomic, strong) IBOutlet UISwitch *musicSwitch;
      @property (nonatomic, copy) NSString *station;
      @end

      """
    let implementation = """
      #import "MixerViewController.h"

      @implementation MixerViewController
      @synthesize musicSwitch;
      @synthesize station = currentStation;

      - (IBAction)musicChanged:(id)sender {
          [[NSUserDefaults standardUserDefaults] setBool:[musicSwitch isOn] forKey:@"music"];
          self.title = @"music";
      }

      - (IBAction)stationChanged:(id)sender {
          [[NSUserDefaults standardUserDefaults] setObject:currentStation forKey:@"station"];
          self.title = @"station";
      }

      @end

      """
    let (plan, files) = try TaskCallbackTests.convertFiles(
      [("MixerViewController.h", header), ("MixerViewController.m", implementation)], moduleName: "Mixer")
    #expect(plan.model.instanceVariables.isSuperset(of: ["musicSwitch", "currentStation"]))
    #expect(plan.model.instanceVariableTypes["currentStation"] == "NSString *")
    // The view reads its instance variables and passes their values; the interactor reads parameters.
    let view = TaskCallbackTests.file(files, "View/MixerViewController.m")
    #expect(view.contains("[self.output saveMusic:[musicSwitch isOn]];"), "\(view)")
    #expect(view.contains("[self.output stationChangedEvent:currentStation];"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/MixerInteractor.m")
    #expect(interactor.contains("- (void)saveStation:(NSString *)currentStation {"), "\(interactor)")
    #expect(!interactor.contains("[musicSwitch isOn]"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }
}
