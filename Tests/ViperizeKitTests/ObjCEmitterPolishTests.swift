import Foundation
import Testing
import ViperizeCore

@testable import ViperizeKit

/// What the Objective-C module looks like to the reader: no empty `#pragma mark` sections left in
/// the view, no import of a header the module does not have, protocol headers importing what
/// their declarations use. Every conversion here also passes the loss check.
@Suite struct ObjCEmitterPolishTests {
  static func convert(_ files: [(name: String, text: String)]) throws -> [String: String] {
    let model = try Viperize.parse(files.map { SourceFile(path: $0.name, text: $0.text) }, className: nil)
    let classified = MemberClassifier().classify(model)
    let plan = ModulePlanner().plan(classified, moduleName: ModuleNames.moduleName(forController: model.name))
    let module = try #require(Viperize.emitter(for: .objectiveC)).emit(plan)
    let report = LossCheck(plan: plan, module: module).run()
    #expect(report.problems.isEmpty, "\(report.problems)")
    return Dictionary(uniqueKeysWithValues: module.files.map { ($0.path, $0.contents) })
  }

  static func file(_ files: [String: String], _ suffix: String) -> String {
    files.first { $0.key.hasSuffix(suffix) }?.value ?? ""
  }

  /// `#pragma mark` lines followed by nothing but blank lines up to the next pragma or `@end`.
  static func emptySections(_ text: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    var empty: [String] = []
    for (index, line) in lines.enumerated() where line.hasPrefix("#pragma mark") {
      let next = lines[(index + 1)...].first { !$0.isEmpty }
      if next == nil || next!.hasPrefix("#pragma mark") || next == "@end" { empty.append(line) }
    }
    return empty
  }

  static let notesHeader = """
    #import <UIKit/UIKit.h>

    @interface PMNotesViewController : UIViewController

    @property (nonatomic, weak) IBOutlet UITableView *tableView;

    @end

    """

  static let notes = """
    #import "PMNotesViewController.h"
    #import <MagicalRecord/MagicalRecord.h>
    #import "PMNote.h"
    #import "PMTheme.h"

    @interface PMNotesViewController ()
    @property (nonatomic, strong) NSArray *notes;
    @end

    @implementation PMNotesViewController

    #pragma mark - Lifecycle

    - (void)viewDidLoad {
        [super viewDidLoad];
        self.view.backgroundColor = [PMTheme backgroundColor];
        [self.tableView reloadData];
    }

    - (void)reload {
        [self showNotes:[self fetchNotes]];
    }

    #pragma mark - Storage

    - (NSArray *)fetchNotes {
        return [PMNote MR_findAllSortedBy:@"date" ascending:NO];
    }

    #pragma mark - Display

    - (void)showNotes:(NSArray *)notes {
        self.notes = notes;
        [self.tableView reloadData];
    }

    - (void)showEmptyState {
        self.tableView.hidden = YES;
    }

    @end

    """

  @Test func aSectionWhoseOnlyMethodMovesTakesItsPragmaAlong() throws {
    let files = try Self.convert([("PMNotesViewController.h", Self.notesHeader), ("PMNotesViewController.m", Self.notes)])
    let view = Self.file(files, "View/PMNotesViewController.m")
    #expect(Self.emptySections(view) == [], "\(view)")
    #expect(!view.contains("#pragma mark - Storage"))
    // Sections that keep their methods keep their pragmas.
    #expect(view.contains("#pragma mark - Lifecycle\n\n- (void)viewDidLoad {"))
    #expect(view.contains("#pragma mark - Display\n\n- (void)showNotes:"))
    let interactor = Self.file(files, "Interactor/PMNotesInteractor.m")
    #expect(interactor.contains("#pragma mark - Storage\n\n- (NSArray *)fetchNotes {"), "\(interactor)")
  }

  @Test func aNoteOnAMethodThatStaysGoesBelowItsSectionPragma() throws {
    // `dealloc` mixes a defaults write with a table update, and no split touches a deinitializer:
    // it stays, with a note.
    let source = Self.notes.replacingOccurrences(
      of: "#pragma mark - Display",
      with: """
        #pragma mark - Updates

        - (void)dealloc {
            self.tableView.delegate = nil;
            [[NSUserDefaults standardUserDefaults] synchronize];
        }

        #pragma mark - Display
        """)
    let files = try Self.convert([("PMNotesViewController.h", Self.notesHeader), ("PMNotesViewController.m", source)])
    let view = Self.file(files, "View/PMNotesViewController.m")
    #expect(view.contains("#pragma mark - Updates\n\n// viperize: "), "\(view)")
  }

  /// A controller with no header: its `@interface` is in the `.m`.
  static let headerless = """
    #import <UIKit/UIKit.h>
    #import <MagicalRecord/MagicalRecord.h>

    @interface PMTagsViewController : UITableViewController
    @property (nonatomic, strong) NSArray *tags;
    @end

    @implementation PMTagsViewController

    - (void)viewDidLoad {
        [super viewDidLoad];
        NSArray *tags = [NSManagedObject MR_findAllSortedBy:@"name" ascending:YES
                                                  inContext:[NSManagedObjectContext MR_defaultContext]];
        [self showTags:tags];
    }

    - (void)showTags:(NSArray *)tags {
        self.tags = tags;
        [self.tableView reloadData];
    }

    @end

    """

  /// clang errors of each generated `.m`, compiled against the stub SDK and the module's folders.
  static func clangErrors(_ files: [String: String], support: [String: String] = [:]) throws -> [String] {
    guard ObjCOutputCompilesTests.clang() != nil else {
      Issue.record("clang is not on PATH (it ships with the Swift toolchain)")
      return []
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("viperize-polish-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    var folders: [URL] = [output.appendingPathComponent("support")]
    for (name, contents) in support {
      let url = output.appendingPathComponent("support/" + name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
    for (path, contents) in files {
      let url = output.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
      if !folders.contains(url.deletingLastPathComponent()) { folders.append(url.deletingLastPathComponent()) }
    }
    let stubs = GoldenTests.root.appendingPathComponent("Tests/Support/Stubs/ObjC")
    var errors: [String] = []
    for path in files.keys.sorted() where path.hasSuffix(".m") {
      errors += try ObjCOutputCompilesTests.errors(compiling: output.appendingPathComponent(path), includes: [stubs] + folders)
    }
    return errors
  }

  @Test func aHeaderlessControllersAssemblyImportsNoMissingHeader() throws {
    let files = try Self.convert([("PMTagsViewController.m", Self.headerless)])
    #expect(!files.keys.contains { $0.hasSuffix(".h") && $0.contains("/View/PMTagsViewController") })
    let assembly = Self.file(files, "Assembly/PMTagsAssembly.m")
    #expect(!assembly.contains("#import \"PMTagsViewController.h\""), "\(assembly)")
    for (path, contents) in files {
      for line in contents.split(separator: "\n") where line.hasPrefix("#import \"") {
        let name = line.dropFirst("#import \"".count).prefix { $0 != "\"" }
        #expect(files.keys.contains { $0.hasSuffix("/" + name) }, "\(path) imports \(name), which the module does not have")
      }
    }
    let errors = try Self.clangErrors(files)
    #expect(errors == [], "\(errors)")
  }

  static let latestNote = """
    #import "PMLatestNoteViewController.h"
    #import <MagicalRecord/MagicalRecord.h>
    #import "PMNote.h"
    #import "PMTheme.h"

    @implementation PMLatestNoteViewController

    - (void)viewDidLoad {
        [super viewDidLoad];
        self.titleLabel.textColor = [PMTheme textColor];
        NSManagedObjectContext *context = [NSManagedObjectContext MR_defaultContext];
        PMNote *note = [PMNote MR_findAllSortedBy:@"date" ascending:NO inContext:context][0];
        [self showNote:note];
    }

    - (void)showNote:(PMNote *)note {
        self.titleLabel.text = note.title;
    }

    @end

    """

  static let latestNoteHeader = """
    #import <UIKit/UIKit.h>

    @interface PMLatestNoteViewController : UIViewController

    @property (nonatomic, weak) IBOutlet UILabel *titleLabel;

    @end

    """

  /// Model headers the test inputs import.
  static let support = [
    "PMNote.h":
      "#import <CoreData/CoreData.h>\n\n@interface PMNote : NSManagedObject\n@property (nonatomic, copy) NSString *title;\n@end\n",
    "PMTheme.h": "#import <UIKit/UIKit.h>\n\n@interface PMTheme : NSObject\n+ (UIColor *)textColor;\n@end\n",
  ]

  @Test func protocolHeadersImportWhatTheirDeclarationsUse() throws {
    let files = try Self.convert([
      ("PMLatestNoteViewController.h", Self.latestNoteHeader), ("PMLatestNoteViewController.m", Self.latestNote),
    ])
    func imports(_ suffix: String) -> [String] {
      Self.file(files, suffix).split(separator: "\n").filter { $0.hasPrefix("#import") }.map(String.init)
    }
    // The loaded note crosses the interactor output and the view input: those need its header.
    #expect(Self.file(files, "View/PMLatestNoteViewInput.h").contains("(PMNote *)"))
    #expect(imports("View/PMLatestNoteViewInput.h") == ["#import <UIKit/UIKit.h>", "#import \"PMNote.h\""])
    #expect(imports("Interactor/PMLatestNoteInteractorOutput.h") == ["#import <UIKit/UIKit.h>", "#import \"PMNote.h\""])
    // Nothing else does.
    for name in ["View/PMLatestNoteViewOutput.h", "Interactor/PMLatestNoteInteractorInput.h",
                 "Router/PMLatestNoteRouterInput.h", "Presenter/PMLatestNoteModuleInput.h"] {
      #expect(imports(name) == ["#import <UIKit/UIKit.h>"], "\(name)")
    }
    let errors = try Self.clangErrors(files, support: Self.support)
    #expect(errors == [], "\(errors)")
  }
}
