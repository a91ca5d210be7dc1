import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// Two shapes the mirror's refusals showed (issue 14 item 1).
/// - Storing a shared instance in a property the app's base controller declares
///   (`self.rageShakeManager = [RageShakeManager sharedManager];`) configures the view: it reads no
///   data, so it neither makes the member mixed nor blocks a split of the rest.
/// - An Objective-C instance variable is passed on as a property is: data code reaching a store
///   through one of its properties (`[account.managedObjectContext save:NULL]`) takes the value
///   as a parameter. A message sent to the value itself (`[_items addObject:x]`) still keeps it.
@Suite struct InheritedStateAndIvarTests {
  static let baseHeader = """
    #import <UIKit/UIKit.h>

    @interface RageShakeManager : NSObject
    + (instancetype)sharedManager;
    @end

    @interface MXKViewController : UIViewController
    @property (nonatomic, strong) RageShakeManager *rageShakeManager;
    - (void)finalizeInit;
    @end

    """

  @Test func objcSharedInstanceStoredInInheritedStateIsViewConfiguration() throws {
    let header = """
      #import <UIKit/UIKit.h>
      #import "MXKViewController.h"

      @interface RoomsViewController : MXKViewController
      @end

      """
    let implementation = """
      #import "RoomsViewController.h"

      @implementation RoomsViewController

      - (void)finalizeInit
      {
          [super finalizeInit];
          self.rageShakeManager = [RageShakeManager sharedManager];
          self.title = @"Rooms";
      }

      - (void)viewDidLoad
      {
          [super viewDidLoad];
          self.rageShakeManager = [RageShakeManager sharedManager];
          BOOL compact = [[NSUserDefaults standardUserDefaults] boolForKey:@"compact"];
          self.view.hidden = compact;
      }

      @end

      """
    let (plan, files) = try TaskCallbackTests.convertFiles(
      [("RoomsViewController.h", header), ("RoomsViewController.m", implementation)], moduleName: "Rooms")
    let finalizeInit = try #require(plan.model.members.first { $0.name == "finalizeInit" })
    #expect(plan.classified.layer(of: finalizeInit.id) == .view)
    #expect(!plan.classified.members[finalizeInit.id].isMixed)
    let diagnostics = plan.diagnostics.map(\.message).joined(separator: "\n")
    #expect(!diagnostics.contains("mixes"), "\(diagnostics)")
    let view = TaskCallbackTests.file(files, "View/RoomsViewController.m")
    // The read leaves; the store of the shared instance stays where it was.
    #expect(view.contains("    self.rageShakeManager = [RageShakeManager sharedManager];\n    [self.output viewIsReady];\n"), "\(view)")
    var compiled = files
    compiled["Rooms/View/MXKViewController.h"] = Self.baseHeader
    try ObjCOutputCompilesTests.expectCompiles(compiled)
  }

  @Test func swiftSharedInstanceStoredInInheritedStateIsViewConfiguration() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      final class RoomsViewController: MXKViewController {
          private var compact = false

          override func finalizeInit() {
              super.finalizeInit()
              self.rageShakeManager = RageShakeManager.shared
              compact = UserDefaults.standard.bool(forKey: "compact")
          }
      }

      """, path: "RoomsViewController.swift", moduleName: "Rooms")
    #expect(plan.refusals.isEmpty, "\(plan.refusals)")
    let view = TaskCallbackTests.file(files, "View/RoomsViewController.swift")
    #expect(view.contains("        self.rageShakeManager = RageShakeManager.shared\n        compact = output."), "\(view)")
  }

  /// A store reached through a property of an instance variable's object, or its getter message.
  @Test func objcInstanceVariableReachingAStoreIsPassedOn() throws {
    let header = """
      #import <UIKit/UIKit.h>
      @class ASAccount;

      @interface PaymentsViewController : UIViewController {
          ASAccount *account;
          NSMutableArray *items;
      }
      @end

      """
    let implementation = """
      #import "PaymentsViewController.h"
      #import "ASAccount.h"

      @implementation PaymentsViewController

      - (void)deletePayments:(id)sender
      {
          account.payments = @[];
          [[account managedObjectContext] save:NULL];
          [self.navigationController popViewControllerAnimated:YES];
      }

      - (void)viewWillDisappear:(BOOL)animated
      {
          [super viewWillDisappear:animated];
          if ([account.managedObjectContext hasChanges]) {
              [account.managedObjectContext save:NULL];
          }
      }

      - (void)remember:(id)sender
      {
          [items addObject:[[NSUserDefaults standardUserDefaults] objectForKey:@"last"]];
          self.title = @"Saved";
      }

      @end

      """
    let (plan, files) = try TaskCallbackTests.convertFiles(
      [("PaymentsViewController.h", header), ("PaymentsViewController.m", implementation)], moduleName: "Payments")
    let view = TaskCallbackTests.file(files, "View/PaymentsViewController.m")
    #expect(view.contains("    account.payments = @[];\n    [self.output saveAccount:account];\n    [self.output close];\n"), "\(view)")
    #expect(view.contains("    [super viewWillDisappear:animated];\n    [self.output viewWillDisappearEvent:account];\n"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/PaymentsInteractor.m")
    #expect(interactor.contains("- (void)saveAccount:(ASAccount *)account {\n    [[account managedObjectContext] save:NULL];\n}"), "\(interactor)")
    #expect(interactor.contains("    if ([account.managedObjectContext hasChanges]) {\n        [account.managedObjectContext save:NULL];\n    }"), "\(interactor)")
    // Not `save:`, which Core Data declares returning a `BOOL`: a send of it to `id` would be an error.
    #expect(!interactor.contains("- (void)save:"), "\(interactor)")
    // `addObject:` is sent to the array itself: the interactor would change the view's state.
    #expect(!interactor.contains("addObject:"), "\(interactor)")
    #expect(plan.refusals.isEmpty, "\(plan.refusals)")
    var compiled = files
    // The app's model, and what the stub SDK leaves out.
    compiled["Payments/View/ASAccount.h"] = """
      #import <UIKit/UIKit.h>
      #import <CoreData/CoreData.h>
      @interface ASAccount : NSObject
      @property (nonatomic, strong) NSArray *payments;
      @property (nonatomic, strong) NSManagedObjectContext *managedObjectContext;
      @end
      @interface NSManagedObjectContext (Changes)
      - (BOOL)hasChanges;
      @end
      @interface NSMutableArray (Adding)
      - (void)addObject:(id)object;
      @end
      @interface UIViewController (Disappearing)
      - (void)viewWillDisappear:(BOOL)animated;
      @end

      """
    // App code seeing the module's protocols and sending Core Data's `save:` to `id`: a generated
    // `- (void)save:(ASAccount *)account` would make it an error.
    compiled["Payments/View/ASStore.m"] = """
      #import <CoreData/CoreData.h>
      #import "PaymentsViewOutput.h"
      #import "PaymentsInteractorInput.h"
      void ASSaveAnything(id store) { [store save:NULL]; }

      """
    try ObjCOutputCompilesTests.expectCompiles(compiled)
  }
}
