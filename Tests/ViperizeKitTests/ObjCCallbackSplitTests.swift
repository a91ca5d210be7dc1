import Testing
import ViperizeCore

@testable import ViperizeKit

/// An Objective-C data call whose completion block updates the UI: the call and the block's head
/// go to the interactor, the block's body comes back to the view as a display method.
@Suite struct ObjCCallbackSplitTests {
  static func controller(_ methods: String) -> String {
    """
    #import <UIKit/UIKit.h>
    #import "TRAPIClient.h"

    @interface TRListViewController : UIViewController
    @property (nonatomic, weak) IBOutlet UITableView *tableView;
    @property (nonatomic, strong) TRAPIClient *apiClient;
    @property (nonatomic, copy) NSArray *trips;
    @end

    @implementation TRListViewController

    - (TRAPIClient *)apiClient {
        if (!_apiClient) {
            _apiClient = [[TRAPIClient alloc] init];
        }
        return _apiClient;
    }

    \(methods)
    @end

    """
  }

  static func convert(_ source: String) throws -> (plan: ModulePlan, files: [String: String]) {
    let model = try Viperize.parse([SourceFile(path: "TRListViewController.m", text: source)], className: nil)
    let classified = MemberClassifier().classify(model)
    let plan = ModulePlanner().plan(classified, moduleName: "TRList")
    let module = try #require(Viperize.emitter(for: .objectiveC)).emit(plan)
    let report = LossCheck(plan: plan, module: module).run()
    #expect(report.problems.isEmpty, "\(report.problems)")
    return (plan, Dictionary(uniqueKeysWithValues: module.files.map { ($0.path, $0.contents) }))
  }

  static func file(_ files: [String: String], _ suffix: String) -> String {
    files.first { $0.key.hasSuffix(suffix) }?.value ?? ""
  }

  @Test func weakBlockReportsThroughItsAliasAndTheViewGetsTheBodyWithSelf() throws {
    let (plan, files) = try Self.convert(Self.controller("""
      - (void)removeTrip:(TRTrip *)trip {
          self.tableView.alpha = 0.5;
          __weak typeof(self) weakSelf = self;
          [self.apiClient deleteTrip:trip completion:^(NSError *error) {
              __strong typeof(weakSelf) strongSelf = weakSelf;
              if (!strongSelf) return;
              strongSelf.title = trip.name;
              [strongSelf.tableView reloadData];
          }];
      }

      """))
    let split = try #require(plan.splits.values.first)
    #expect(split.flow == .dataCallback)
    #expect(split.load?.name == "deleteTrip")
    #expect(split.loaded?.parameters.map(\.name) == ["error", "trip"])
    #expect(split.loaded?.parameters.first?.type == .written("NSError *"))

    // The event's selector is the view's own `removeTrip:`, so the ObjC emitter names it `…Event`.
    let view = Self.file(files, "View/TRListViewController.m")
    #expect(view.contains("""
      - (void)removeTrip:(TRTrip *)trip {
          self.tableView.alpha = 0.5;
          [self.output removeTripEvent:trip];
      }

      - (void)showDeleteTripResult:(NSError *)error trip:(TRTrip *)trip {
          self.title = trip.name;
          [self.tableView reloadData];
      }
      """))
    #expect(!view.contains("weakSelf") && !view.contains("strongSelf"))
    let interactor = Self.file(files, "Interactor/TRListInteractor.m")
    #expect(interactor.contains("""
      - (void)deleteTrip:(TRTrip *)trip {
          __weak typeof(self) weakSelf = self;
          [self.apiClient deleteTrip:trip completion:^(NSError *error) {
              [weakSelf.output didDeleteTrip:error trip:trip];
          }];
      }
      """))
    let presenter = Self.file(files, "Presenter/TRListPresenter.m")
    #expect(presenter.contains("- (void)removeTripEvent:(TRTrip *)trip {\n    [self.interactor deleteTrip:trip];\n}"))
    #expect(presenter.contains("""
      - (void)didDeleteTrip:(NSError *)error trip:(TRTrip *)trip {
          [self.view showDeleteTripResult:error trip:trip];
      }
      """))
    #expect(
      Self.file(files, "View/TRListViewInput.h").contains("- (void)showDeleteTripResult:(NSError *)error trip:(TRTrip *)trip;"))
  }

  @Test func plainBlockReportsThroughSelf() throws {
    let (plan, files) = try Self.convert(Self.controller("""
      - (void)reload {
          [self.apiClient fetchTripsWithCompletion:^(NSArray<TRTrip *> *trips, NSError *error) {
              self.trips = trips;
              [self.tableView reloadData];
          }];
      }

      """))
    let split = try #require(plan.splits.values.first)
    #expect(split.loaded?.parameters == [
      PlannedParameter(name: "trips", type: .written("NSArray<TRTrip *> *")),
      PlannedParameter(name: "error", type: .written("NSError *")),
    ])
    #expect(Self.file(files, "Interactor/TRListInteractor.m").contains("""
          [self.apiClient fetchTripsWithCompletion:^(NSArray<TRTrip *> *trips, NSError *error) {
              [self.output didFetchTrips:trips error:error];
          }];
      """))
    #expect(Self.file(files, "Interactor/TRListInteractorOutput.h").contains(
      "- (void)didFetchTrips:(NSArray<TRTrip *> *)trips error:(NSError *)error;"))
    #expect(Self.file(files, "View/TRListViewController.m").contains("""
      - (void)showFetchTripsResult:(NSArray<TRTrip *> *)trips error:(NSError *)error {
          self.trips = trips;
          [self.tableView reloadData];
      }
      """))
  }

  @Test func weakAliasInAViewMethodIsRetargetedLikeSelf() throws {
    // `syncNow` is data work only and moves to the interactor; the view's call through the alias
    // is addressed to the presenter, as `[self syncNow]` would be.
    let (_, files) = try Self.convert(Self.controller("""
      - (void)syncNow {
          [self.apiClient sync];
      }

      - (void)viewDidAppear:(BOOL)animated {
          [super viewDidAppear:animated];
          __weak typeof(self) weakSelf = self;
          [UIView animateWithDuration:0.3 animations:^{
              [weakSelf syncNow];
          }];
      }

      """))
    #expect(Self.file(files, "View/TRListViewController.m").contains("[weakSelf.output syncNow];"))
  }

  @Test func viewCodeBetweenTheAliasAndTheCallKeepsTheBlockInTheView() throws {
    // The alias's declaration goes with the call it serves, and view code stands between them:
    // no split; the call alone is handed over in place, its block kept where it stands.
    let (plan, files) = try Self.convert(Self.controller("""
      - (void)reload {
          __weak typeof(self) weakSelf = self;
          self.tableView.alpha = 0.5;
          [self.apiClient fetchTripsWithCompletion:^(NSArray *trips, NSError *error) {
              weakSelf.trips = trips;
          }];
      }

      """))
    #expect(plan.splits.isEmpty)
    #expect(plan.inPlaceCalls.values.joined().contains { $0.completion?.parameters.map(\.name) == ["trips", "error"] })
    #expect(Self.file(files, "View/TRListViewController.m").contains("""
          self.tableView.alpha = 0.5;
          [self.output fetchTripsWithCompletion:^(NSArray *trips, NSError *error) {
              weakSelf.trips = trips;
          }];
      """))
    #expect(Self.file(files, "Interactor/TRListInteractor.m").contains(
      "[self.apiClient fetchTripsWithCompletion:^(NSArray *trips, NSError *error) { completion(trips, error); }];"))
  }

  @Test func blockOfACallThatIsNeitherDataNorUIIsSplitInPlace() throws {
    // As Swift's `Task { }`: the block stays in the view around the event.
    let (plan, files) = try Self.convert(Self.controller("""
      - (void)reload {
          [[NSOperationQueue mainQueue] addOperationWithBlock:^{
              NSArray *trips = [self.apiClient cachedTrips];
              self.trips = trips;
              [self.tableView reloadData];
          }];
      }

      """))
    let split = try #require(plan.splits.values.first)
    #expect(split.flow == .dataReading)
    #expect(split.blockPath == [BlockStep(statement: 0)])
    #expect(Self.file(files, "View/TRListViewController.m").contains("""
          [[NSOperationQueue mainQueue] addOperationWithBlock:^{
              [self.output reloadEvent];
              [self.tableView reloadData];
          }];
      """))
    #expect(Self.file(files, "Interactor/TRListInteractor.m").contains("""
          NSArray *trips = [self.apiClient cachedTrips];
          [self.output didLoadTrips:trips];
      """))
  }

  @Test func blockInADeclarationIsNotSplit() throws {
    let (plan, files) = try Self.convert(Self.controller("""
      - (void)reload {
          __weak typeof(self) weakSelf = self;
          NSURLSessionDataTask *task = [[NSURLSession sharedSession] dataTaskWithRequest:self.request
                                                                       completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
              [weakSelf.tableView reloadData];
          }];
          [task resume];
      }

      """))
    #expect(plan.splits.isEmpty)
    #expect(plan.diagnostics.contains { $0.id == "viperize.mixed-member" && $0.message.contains("'reload'") })
    #expect(Self.file(files, "View/TRListViewController.m").contains("[weakSelf.tableView reloadData];"))
  }
}

/// Sending a message to a UI object the method is handed is view work wherever it stands; it
/// never joins the navigation after it, whose inputs it merely shares.
@Suite struct ObjCUIParameterTests {
  @Test func deselectingTheTappedRowStaysInTheViewBeforeADataCallAndAPush() throws {
    let (_, files) = try ObjCCallbackSplitTests.convert(ObjCCallbackSplitTests.controller("""
    - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
        [tableView deselectRowAtIndexPath:indexPath animated:YES];
        NSString *trip = self.trips[indexPath.row];

        [self.apiClient markTripSeen:trip];

        UIViewController *detail = [[UIViewController alloc] initWithNibName:trip bundle:nil];
        [self.navigationController pushViewController:detail animated:YES];
    }

    """))
    let view = ObjCCallbackSplitTests.file(files, "View/TRListViewController.m")
    #expect(view.contains("    [tableView deselectRowAtIndexPath:indexPath animated:YES];\n"))
    #expect(!ObjCCallbackSplitTests.file(files, "Router/TRListRouter.m").contains("deselectRowAtIndexPath"))
    #expect(ObjCCallbackSplitTests.file(files, "Router/TRListRouter.m").contains("pushViewController:detail animated:YES"))
  }
}

/// A one-line global the implementation file defines for the whole program (no `static`) is
/// declared `extern` in the generated files whose code uses it: one object, defined once.
@Suite struct ObjCGlobalConstantTests {
  @Test func aGlobalKeyTheMovedCodeUsesIsDeclaredExternWhereItLands() throws {
    let source = """
      #import <UIKit/UIKit.h>

      NSString * const TRLastTripKey = @"TRLastTrip";

      @interface TRListViewController : UIViewController
      @property (nonatomic, weak) IBOutlet UILabel *lastTripLabel;
      @end

      @implementation TRListViewController

      - (void)viewDidLoad {
          [super viewDidLoad];
          self.lastTripLabel.text = [[NSUserDefaults standardUserDefaults] stringForKey:TRLastTripKey];
      }

      @end

      """
    let (plan, files) = try ObjCCallbackSplitTests.convert(source)
    let interactor = ObjCCallbackSplitTests.file(files, "Interactor/TRListInteractor.m")
    #expect(interactor.contains("extern NSString * const TRLastTripKey;\n"))
    #expect(interactor.contains("stringForKey:TRLastTripKey"))
    let view = ObjCCallbackSplitTests.file(files, "View/TRListViewController.m")
    #expect(view.contains("NSString * const TRLastTripKey = @\"TRLastTrip\";"))
    #expect(!view.contains("extern"))
    #expect(plan.refusals.isEmpty)
  }

  @Test func aGlobalOfTheAppsTypeOrBesideAnotherStaysTheFilesOwn() throws {
    // An `extern` of `TRMode` would need the header declaring it; a line defining two names
    // declares both, and neither may leave.
    let source = """
      #import <UIKit/UIKit.h>

      typedef NS_ENUM(NSInteger, TRMode) { TRModeList, TRModeMap };
      TRMode TRDefaultMode = TRModeList;
      NSString * const TRFirstKey = @"first", * const TRSecondKey = @"second";

      @interface TRListViewController : UIViewController
      @end

      @implementation TRListViewController

      - (IBAction)modeTapped:(id)sender {
          [[NSUserDefaults standardUserDefaults] setInteger:TRDefaultMode forKey:@"mode"];
          [self.view setNeedsLayout];
      }

      - (IBAction)secondTapped:(id)sender {
          [[NSUserDefaults standardUserDefaults] setObject:TRSecondKey forKey:@"which"];
          [self.view setNeedsLayout];
      }

      @end

      """
    let (_, files) = try ObjCCallbackSplitTests.convert(source)
    let interactor = ObjCCallbackSplitTests.file(files, "Interactor/TRListInteractor.m")
    #expect(!interactor.contains("extern"))
    #expect(!interactor.contains("TRDefaultMode") && !interactor.contains("TRSecondKey"))
  }
}
