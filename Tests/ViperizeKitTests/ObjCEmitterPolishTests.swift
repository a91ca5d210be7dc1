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
    // `controllerWillChangeContent:` mixes a Core Data type with a table update: it stays, with a note.
    let source = Self.notes.replacingOccurrences(
      of: "#pragma mark - Display",
      with: """
        #pragma mark - Updates

        - (void)controllerWillChangeContent:(NSFetchedResultsController *)controller {
            [self.tableView beginUpdates];
        }

        #pragma mark - Display
        """)
    let files = try Self.convert([("PMNotesViewController.h", Self.notesHeader), ("PMNotesViewController.m", source)])
    let view = Self.file(files, "View/PMNotesViewController.m")
    #expect(view.contains("#pragma mark - Updates\n\n// viperize: "), "\(view)")
  }
}
