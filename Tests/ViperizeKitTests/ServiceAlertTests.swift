import Foundation
import Testing
@testable import ViperizeCore
@testable import ViperizeKit

/// An alert the app shows through one of its services stays with the view: a call sent to an
/// inferred service whose name says it shows an alert (`AppDelegate.shared.showErrorAsAlert(error)`,
/// `[[AppDelegate theDelegate] showAlertWithTitle:message:]`) is UI, and neither the call nor the
/// service's type on its line is data access. Other calls on the same service still are.
@Suite struct ServiceAlertTests {
  static let swiftSource = """
    import UIKit

    final class RoomStore {
        func save(_ room: Room) {}
    }

    final class Room {
        var name = ""
    }

    final class AppDelegate: UIResponder {
        static let shared = AppDelegate()
        let store = RoomStore()
        func showErrorAsAlert(_ error: Error) {}
        func showAlert(title: String) {}
        func saveAlertSettings(_ on: Bool) {}
        var session = Session()
    }

    final class Session {
        func userName() -> String { "" }
    }

    final class RoomViewController: UIViewController {
        @IBOutlet var nameLabel: UILabel!

        func report(_ error: Error) {
            AppDelegate.shared.showErrorAsAlert(error)
            nameLabel.text = nil
        }

        func save(_ room: Room) {
            AppDelegate.shared.store.save(room)
            nameLabel.text = room.name
        }

        func toggleAlerts(_ on: Bool) {
            AppDelegate.shared.saveAlertSettings(on)
            nameLabel.text = nil
        }

        func greet() {
            AppDelegate.shared.showAlert(title: AppDelegate.shared.session.userName())
            nameLabel.text = nil
        }
    }

    """

  @Test func aSwiftAlertShownThroughTheAppDelegateStaysWithTheView() throws {
    let (plan, files) = try TaskCallbackTests.convert(Self.swiftSource, path: "RoomViewController.swift", moduleName: "Room")
    let report = try #require(plan.model.members.first { $0.name == "report(_:)" })
    #expect(plan.classified.members[report.id].layer == .view)
    #expect(plan.splits[report.id] == nil)
    #expect(plan.classified.members[report.id].evidence.contains { $0.pattern == .ui && $0.api.hasPrefix("showErrorAsAlert") })
    let interactor = TaskCallbackTests.file(files, "Interactor/RoomInteractor.swift")
    #expect(!interactor.contains("showErrorAsAlert"))
    // The service's other calls are still data access, a call only speaking of alerts too, and
    // so is a read of the service on an alert's line.
    #expect(interactor.contains("AppDelegate.shared.store.save(room)"))
    #expect(interactor.contains("AppDelegate.shared.saveAlertSettings(on)"))
    let greet = try #require(plan.model.members.first { $0.name == "greet()" })
    #expect(plan.classified.members[greet.id].evidence.contains { $0.pattern == .dataAccess })
    try KeptCompletionTests.expectTypechecks(files, label: "service-alert")
  }

  static let header = """
    #import <UIKit/UIKit.h>

    @interface RoomViewController : UIViewController
    @end

    """

  static let implementation = """
    #import "RoomViewController.h"
    #import "AppDelegate.h"

    @interface RoomViewController ()
    @property (nonatomic, strong) UILabel *nameLabel;
    @end

    @implementation RoomViewController

    - (void)reportError:(NSError *)error
    {
        [[AppDelegate theDelegate] showAlertWithTitle:@"Error" message:error.localizedDescription];
        self.nameLabel.text = nil;
    }

    - (void)refresh
    {
        [[AppDelegate theDelegate] reloadRooms];
        self.nameLabel.text = nil;
    }

    @end

    """

  static let appDelegate = """
    #import <UIKit/UIKit.h>

    @interface AppDelegate : NSObject
    + (instancetype)theDelegate;
    - (void)showAlertWithTitle:(NSString *)title message:(NSString *)message;
    - (void)reloadRooms;
    @end

    """

  @Test func anObjectiveCAlertShownThroughTheAppDelegateStaysWithTheView() throws {
    let (plan, files) = try TaskCallbackTests.convertFiles(
      [("RoomViewController.h", Self.header), ("RoomViewController.m", Self.implementation)], moduleName: "Room")
    // `theDelegate` only reaches the app delegate: nothing in the member is data access.
    let report = try #require(plan.model.members.first { $0.name == "reportError:" })
    #expect(plan.classified.members[report.id].layer == .view)
    #expect(!plan.classified.members[report.id].evidence.contains { $0.pattern == .dataAccess })
    let view = TaskCallbackTests.file(files, "View/RoomViewController.m")
    #expect(view.contains("    [[AppDelegate theDelegate] showAlertWithTitle:@\"Error\" message:error.localizedDescription];\n    self.nameLabel.text = nil;"))
    let interactor = TaskCallbackTests.file(files, "Interactor/RoomInteractor.m")
    #expect(!interactor.contains("showAlertWithTitle"))
    #expect(interactor.contains("[[AppDelegate theDelegate] reloadRooms];"))
    var withSupport = files
    withSupport["Room/View/AppDelegate.h"] = Self.appDelegate
    try ObjCOutputCompilesTests.expectCompiles(withSupport)
  }

  @Test func aMethodNamedForAnAlertIsOneWordOfItsName() {
    #expect(NavigationSignals.namesAlertMethod("showErrorAsAlert"))
    #expect(NavigationSignals.namesAlertMethod("showAlertWithTitle"))
    #expect(NavigationSignals.namesAlertMethod("presentActionSheet"))
    #expect(NavigationSignals.namesAlertMethod("displayAlert"))
    // Names that only speak of alerts may be data work.
    for name in ["scheduleVPNAlertsTask", "reloadRooms", "alertsEnabled", "saveAlertSettings", "markAlertRead", "scheduleAlert",
                 "alertCount", "unreadAlertCount", "deleteAlertWithID", "alertWithID", "updateActionSheetPreference", "alertInvalidURL"] {
      #expect(!NavigationSignals.namesAlertMethod(name), "\(name)")
    }
  }
}
