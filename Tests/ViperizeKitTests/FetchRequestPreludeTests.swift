import Foundation
import Testing
@testable import ViperizeCore
@testable import ViperizeKit

/// A fetch request the view builds for one read, filtered by a value of the method (Core Data's
/// usual shape, in our own words): the request, its predicate and its order are part of the read,
/// so they move into the interactor with it, and the query takes the value the predicate reads
/// instead of the request. Where that value could change before the read, the request stays.
@Suite struct FetchRequestPreludeTests {
  static let header = """
    #import <UIKit/UIKit.h>
    #import <CoreData/CoreData.h>

    @interface TagListViewController : UIViewController
    @property (nonatomic, strong) NSManagedObjectContext *context;
    @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
    @property (nonatomic) NSUInteger count;
    @property (nonatomic, strong) NSArray *tags;
    @end

    """

  static func convert(_ body: String) throws -> (plan: ModulePlan, files: [String: String]) {
    let implementation = """
      #import "TagListViewController.h"

      @implementation TagListViewController

      \(body)
      @end

      """
    return try TaskCallbackTests.convertFiles(
      [("TagListViewController.h", header), ("TagListViewController.m", implementation)], moduleName: "TagList")
  }

  @Test func aRequestBuiltForTheReadMovesAndTheQueryTakesWhatItsPredicateReads() throws {
    let (_, files) = try Self.convert(
      """
      - (NSManagedObject *)tagNamed:(NSString *)name
      {
          NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Tag"];
          request.predicate = [NSPredicate predicateWithFormat:@"name = %@", name];
          request.sortDescriptors = @[[NSSortDescriptor sortDescriptorWithKey:@"name" ascending:YES]];

          NSError *error = nil;
          NSArray *tags = [self.context executeFetchRequest:request error:&error];
          if (error) {
              NSLog(@"No tag %@: %@", name, error);
              return nil;
          }
          self.titleLabel.text = name;
          return [tags objectAtIndex:0];
      }

      """)
    let interactor = TaskCallbackTests.file(files, "TagListInteractor.m")
    #expect(interactor.contains("name:(NSString *)name error:(NSError **)error {"))
    #expect(interactor.contains("    NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@\"Tag\"];\n"))
    #expect(interactor.contains("    request.predicate = [NSPredicate predicateWithFormat:@\"name = %@\", name];\n"))
    #expect(interactor.contains("    request.sortDescriptors = @[[NSSortDescriptor sortDescriptorWithKey:@\"name\" ascending:YES]];\n"))
    let view = TaskCallbackTests.file(files, "View/TagListViewController.m")
    #expect(!view.contains("NSFetchRequest") && !view.contains("NSPredicate"))
    #expect(view.contains("NSArray *tags = [self.output tags:self.context name:name error:&error];"))
    // The blank line after the request's statements goes with them: none opens the method.
    #expect(view.contains("(NSString *)name\n{\n    NSError *error = nil;\n"))
    #expect(!TaskCallbackTests.file(files, "TagListViewOutput.h").contains("NSFetchRequest"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func aValueChangedBeforeTheReadKeepsTheRequestInTheView() throws {
    // `name` is written after the request read it: the interactor would filter by the new value.
    let (_, files) = try Self.convert(
      """
      - (NSManagedObject *)tagNamed:(NSString *)name
      {
          NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Tag"];
          request.predicate = [NSPredicate predicateWithFormat:@"name = %@", name];
          name = [name stringByTrimmingCharactersInSet:nil];
          NSArray *tags = [self.context executeFetchRequest:request error:NULL];
          self.titleLabel.text = name;
          return [tags objectAtIndex:0];
      }

      """)
    let view = TaskCallbackTests.file(files, "View/TagListViewController.m")
    #expect(view.contains("    request.predicate = [NSPredicate predicateWithFormat:@\"name = %@\", name];\n"))
    #expect(!TaskCallbackTests.file(files, "TagListInteractor.m").contains("predicateWithFormat"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func anObjectSentAMessageBeforeTheReadKeepsTheRequestInTheView() throws {
    // `[names removeObject:]` between could change what the predicate filters by.
    let (_, files) = try Self.convert(
      """
      - (NSUInteger)countOfTags:(NSMutableArray *)names
      {
          NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Tag"];
          request.predicate = [NSPredicate predicateWithFormat:@"name IN %@", names];
          [names removeObject:@"all"];
          NSUInteger count = [self.context countForFetchRequest:request error:NULL];
          self.titleLabel.text = [names objectAtIndex:0];
          return count;
      }

      """)
    #expect(!TaskCallbackTests.file(files, "TagListInteractor.m").contains("predicateWithFormat"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func aCallBetweenKeepsTheRequestInTheView() throws {
    // `[self popName:names]` may change what the predicate read; so may a message to an alias.
    for between in ["self.titleLabel.text = [self popName:names];", "NSMutableArray *alias = names;\n    [alias removeAllObjects];"] {
      let (_, files) = try Self.convert(
        """
        - (NSString *)popName:(NSMutableArray *)names { return nil; }

        - (NSUInteger)countOfTags:(NSMutableArray *)names
        {
            NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Tag"];
            request.predicate = [NSPredicate predicateWithFormat:@"name IN %@", names];
            \(between)
            NSUInteger count = [self.context countForFetchRequest:request error:NULL];
            self.titleLabel.text = [names objectAtIndex:0];
            return count;
        }

        """)
      #expect(!TaskCallbackTests.file(files, "TagListInteractor.m").contains("predicateWithFormat"), "\(between)")
    }
  }

  @Test func aReadInABlockOrUnderAnotherBindingOfTheNameKeepsTheRequestInTheView() throws {
    // The block runs later, when `names` may hold something else; the block's own `name` is not
    // the method's, which the predicate read.
    for read in [
      "dispatch_async(dispatch_get_main_queue(), ^{\n        self.count = [self.context countForFetchRequest:request error:NULL];\n    });",
      "[self.tags enumerateObjectsUsingBlock:^(NSString *name, NSUInteger index, BOOL *stop) {\n        self.count = [self.context countForFetchRequest:request error:NULL];\n    }];",
    ] {
      let (_, files) = try Self.convert(
        """
        - (void)countTagsNamed:(NSString *)name
        {
            NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Tag"];
            request.predicate = [NSPredicate predicateWithFormat:@"name = %@", name];
            \(read)
            self.titleLabel.text = name;
        }

        """)
      #expect(!TaskCallbackTests.file(files, "TagListInteractor.m").contains("predicateWithFormat"), "\(read)")
    }
  }

  @Test func aConnectionIsNoSetUpThoughItsClassMakesIt() throws {
    // `[NSURLConnection connectionWithRequest:delegate:]` starts loading as it is made: moved into
    // a query in the `if`, it would not load when the branch is not taken.
    let (_, files) = try Self.convert(
      """
      - (void)loadTags:(NSURLRequest *)request handler:(id)handler flag:(BOOL)flag
      {
          NSURLConnection *connection = [NSURLConnection connectionWithRequest:request delegate:handler];
          if (flag) {
              NSURLRequest *current = [connection currentRequest];
              self.titleLabel.text = [current description];
          }
      }

      """)
    #expect(TaskCallbackTests.file(files, "View/TagListViewController.m").contains(
      "NSURLConnection *connection = [NSURLConnection connectionWithRequest:request delegate:handler];"))
  }

  @Test func setUpUnderAnotherCompilationConditionPassesTheRequest() throws {
    // The request cannot move whole: the query takes it, as before.
    let (_, files) = try Self.convert(
      """
      - (NSManagedObject *)tagNamed:(NSString *)name
      {
          NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Tag"];
      #if DEBUG
          request.predicate = [NSPredicate predicateWithFormat:@"name = %@", name];
      #endif
          NSArray *tags = [self.context executeFetchRequest:request error:NULL];
          self.titleLabel.text = name;
          return [tags objectAtIndex:0];
      }

      """)
    #expect(TaskCallbackTests.file(files, "View/TagListViewController.m").contains("[self.output tags:self.context request:request]"))
  }

  @Test func aServiceLocalTheSetUpReadsIsNoInput() throws {
    // Each call reading `defaults` declares it for itself and the view's declaration leaves with
    // them: a query taking `defaults` from the view would name nothing.
    let (_, files) = try Self.convert(
      """
      - (void)refreshNamed:(NSString *)name
      {
          NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
          NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Tag"];
          request.predicate = [NSPredicate predicateWithFormat:@"name = %@", [defaults stringForKey:@"tag"]];

          NSUInteger count = [self.context countForFetchRequest:request error:NULL];
          BOOL flag = [defaults boolForKey:@"flag"];
          self.titleLabel.text = [NSString stringWithFormat:@"%lu %d %@", (unsigned long)count, flag, name];
      }

      """)
    let view = TaskCallbackTests.file(files, "View/TagListViewController.m")
    #expect(!view.contains("defaults:defaults") && !view.contains(":defaults]"))
    #expect(view.contains("NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@\"Tag\"];"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func aRequestDeclaredOnTheBracesLineLeavesTheLineWhole() throws {
    let (_, files) = try Self.convert(
      """
      - (NSManagedObject *)tagNamed:(NSString *)name { NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Tag"];
          request.predicate = [NSPredicate predicateWithFormat:@"name = %@", name];

          NSError *error = nil;
          NSArray *tags = [self.context executeFetchRequest:request error:&error];
          self.titleLabel.text = name;
          return [tags objectAtIndex:0];
      }

      """)
    let view = TaskCallbackTests.file(files, "View/TagListViewController.m")
    #expect(view.contains("    NSError *error = nil;\n    NSArray *tags = [self.output tags:self.context name:name error:&error];\n"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func onlyAClassNamedConstructorIsSetUp() throws {
    // `[Tag fetchRecentRequest]` is the app's own class method: it may read state, so the request
    // is handed over as built.
    let (_, files) = try Self.convert(
      """
      - (NSManagedObject *)recentTagNamed:(NSString *)name
      {
          NSFetchRequest *request = [Tag fetchRecentRequest];
          request.predicate = [NSPredicate predicateWithFormat:@"name = %@", name];
          NSArray *tags = [self.context executeFetchRequest:request error:NULL];
          self.titleLabel.text = name;
          return [tags objectAtIndex:0];
      }

      """)
    let view = TaskCallbackTests.file(files, "View/TagListViewController.m")
    #expect(view.contains("NSFetchRequest *request = [Tag fetchRecentRequest];"))
  }

  @Test func convenienceConstructorsFollowCocoaNaming() {
    func call(_ receiver: String, _ name: String) -> CallFact { CallFact(name: name, fullName: name + ":", receiver: receiver, line: 1, column: 1) }
    #expect(ServiceNames.isConvenienceConstructor(call("NSFetchRequest", "fetchRequestWithEntityName")))
    #expect(ServiceNames.isConvenienceConstructor(call("NSURLSession", "sessionWithConfiguration")))
    #expect(ServiceNames.isConvenienceConstructor(call("NSPredicate", "predicateWithFormat")))
    #expect(!ServiceNames.isConvenienceConstructor(call("NSFetchRequest", "recentTagsRequest")))
    #expect(!ServiceNames.isConvenienceConstructor(call("request", "fetchRequestWithEntityName")))
    #expect(!ServiceNames.isConvenienceConstructor(call("URL", "urlWithString")))
  }

  // MARK: Swift

  static func convertSwift(_ body: String) throws -> (plan: ModulePlan, files: [String: String]) {
    let source = """
      import UIKit
      import CoreData

      final class Note: NSManagedObject {}

      final class NoteListViewController: UIViewController {
          var context: NSManagedObjectContext!
          @IBOutlet weak var titleLabel: UILabel!

      \(body)
      }

      """
    return try TaskCallbackTests.convertFiles([("NoteListViewController.swift", source)], moduleName: "NoteList")
  }

  @Test func aSwiftFetchOfItsOwnRequestIsAQueryOfTheEntitysArray() throws {
    // The view reads `name` again with the result: the member is not split, the read is asked for.
    let (_, files) = try Self.convertSwift(
      """
          func refresh(name: String) throws {
              let request = NSFetchRequest<Note>(entityName: "Note")
              request.predicate = NSPredicate(format: "title == %@", name)
              request.fetchLimit = 10
              let notes = try context.fetch(request)
              titleLabel.text = "\\(notes.count) \\(name)"
          }
      """)
    let interactor = TaskCallbackTests.file(files, "NoteListInteractor.swift")
    #expect(interactor.contains("""
          func notes(_ name: String) throws -> [Note] {
              let request = NSFetchRequest<Note>(entityName: "Note")
              request.predicate = NSPredicate(format: "title == %@", name)
              request.fetchLimit = 10
              return try context.fetch(request)
          }
      """))
    #expect(TaskCallbackTests.file(files, "View/NoteListViewController.swift").contains("        let notes = try output.notes(name)\n"))
    try KeptCompletionTests.expectTypechecks(files, label: "fetch-request-prelude")
  }

  @Test func aSwiftReadUnderAnotherBindingOfTheNameKeepsTheRequestInTheView() throws {
    let (_, files) = try Self.convertSwift(
      """
          func refresh(name: String) throws {
              let request = NSFetchRequest<Note>(entityName: "Note")
              request.predicate = NSPredicate(format: "title == %@", name)
              do {
                  let name = "other"
                  let notes = try context.fetch(request)
                  titleLabel.text = "\\(notes.count) \\(name)"
              }
          }
      """)
    #expect(!TaskCallbackTests.file(files, "NoteListInteractor.swift").contains("NSPredicate"))
  }

  @Test func aValueDeclaredWithItsTypeIsAQueryToo() throws {
    // `(try? …) ?? 0` is no call of its own: with its type written, the declared value is the read.
    let (_, files) = try Self.convertSwift(
      """
          func refresh(name: String) {
              let request = NSFetchRequest<Note>(entityName: "Note")
              request.predicate = NSPredicate(format: "title == %@", name)
              let count: Int = (try? context.count(for: request)) ?? 0
              titleLabel.text = "\\(count) \\(name)"
          }
      """)
    #expect(TaskCallbackTests.file(files, "NoteListInteractor.swift").contains("        return (try? context.count(for: request)) ?? 0\n"))
    #expect(TaskCallbackTests.file(files, "View/NoteListViewController.swift").contains("        let count: Int = output.count(name)\n"))
    try KeptCompletionTests.expectTypechecks(files, label: "declared-value-site")
  }

  @Test func preludesOfSeveralCallsOpeningTheMethodLeaveNoBlankLine() throws {
    let (_, files) = try Self.convertSwift(
      """
          func refresh(name: String) throws {
              let defaults = UserDefaults.standard
              let request = NSFetchRequest<Note>(entityName: "Note")
              request.predicate = NSPredicate(format: "title == %@", name)

              let notes = try context.fetch(request)
              let flag = defaults.bool(forKey: "flag")
              titleLabel.text = "\\(notes.count) \\(flag) \\(name)"
          }
      """)
    #expect(TaskCallbackTests.file(files, "View/NoteListViewController.swift").contains(
      "    func refresh(name: String) throws {\n        let notes = try output.notes(name)\n"))
    try KeptCompletionTests.expectTypechecks(files, label: "several-preludes")
  }

  @Test func coreDatasGeneratedFetchRequestIsSetUpToo() throws {
    let (_, files) = try Self.convertSwift(
      """
          func refresh(name: String) throws {
              let request: NSFetchRequest<Note> = Note.fetchRequest() as! NSFetchRequest<Note>
              request.predicate = NSPredicate(format: "title == %@", name)
              let notes = try context.fetch(request)
              titleLabel.text = "\\(notes.count) \\(name)"
          }
      """)
    #expect(TaskCallbackTests.file(files, "NoteListInteractor.swift").contains("func notes(_ name: String) throws -> [Note] {"))
    try KeptCompletionTests.expectTypechecks(files, label: "fetch-request-generated")
  }
}
