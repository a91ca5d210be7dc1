import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// Shapes real controllers gate screens and reload state with: a `guard` whose `else` navigates,
/// reads under `!` and `&&`, a decision reading data, an ivar set from data, and names an app
/// superclass may declare.
@Suite struct GateAndStateTests {
  static func convert(_ body: String) throws -> (plan: ModulePlan, files: [String: String]) {
    try TaskCallbackTests.convert(TaskCallbackTests.swift(body), path: "PageViewController.swift")
  }

  static func view(_ files: [String: String]) -> String { TaskCallbackTests.file(files, "View/PageViewController.swift") }

  @Test func aGuardsElseNavigatesInPlaceAndItsReadIsAQuery() throws {
    let (plan, files) = try Self.convert("""
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard AccountStore.shared.isSignedIn() else {
                let signIn = SignInViewController()
                navigationController?.pushViewController(signIn, animated: true)
                return
            }
            titleLabel.isHidden = false
        }
    """)
    #expect(plan.refusals.isEmpty)
    #expect(Self.view(files).contains("""
            guard output.isSignedIn() else {
                output.showSignIn()
                return
            }
    """))
    #expect(TaskCallbackTests.file(files, "Router/PageRouter.swift").contains("""
        func showSignIn() {
            let signIn = SignInViewController()
            transitionHandler?.navigationController?.pushViewController(signIn, animated: true)
        }
    """))
  }

  @Test func whatNotAndAndTakeIsABoolQuery() throws {
    let (_, files) = try Self.convert("""
        func refresh(_ sender: UISwitch) {
            if !AccountStore.shared.isSignedIn() && sender.isOn {
                titleLabel.isHidden = true
            }
        }
    """)
    #expect(Self.view(files).contains("if !output.isSignedIn() && sender.isOn {"))
    #expect(TaskCallbackTests.file(files, "Interactor/PageInteractor.swift").contains("func isSignedIn() -> Bool {"))
  }

  @Test func aDecisionReadingDataKeepsItsConditionInTheViewAsAQuery() throws {
    let (plan, files) = try Self.convert("""
        func helpTapped() {
            if UserDefaults.standard.bool(forKey: "HelpSeen") {
                performSegue(withIdentifier: "showHelp", sender: nil)
            }
            titleLabel.isHidden = true
        }
    """)
    #expect(plan.refusals.isEmpty)
    // The presenter never reads data itself.
    #expect(!TaskCallbackTests.file(files, "Presenter/PagePresenter.swift").contains("UserDefaults"))
    #expect(Self.view(files).contains("if output.helpSeen() {"))
  }

  @Test func anObjCIvarSetFromDataIsAQueryTypedByTheIvar() throws {
    let (plan, files) = try KeepAppWorkingTests.convertObjC(
      header: "#import <UIKit/UIKit.h>\n@interface ServerListController : UITableViewController\n@end\n",
      implementation: """
        #import "ServerListController.h"
        @interface ServerListController () {
            NSMutableArray *_servers;
        }
        @end
        @implementation ServerListController
        - (void)reloadServers {
            _servers = [ServerStore fetchAllServers];
            [self.tableView reloadData];
        }
        @end
        """)
    #expect(plan.refusals.isEmpty)
    #expect(KeepAppWorkingTests.file(files, "View/ServerListController.m").contains("_servers = [self.output servers];"))
    #expect(KeepAppWorkingTests.file(files, "Interactor/ServerListInteractor.m").contains("- (NSMutableArray *)servers {"))
  }

  @Test func aNameAnAppSuperclassMayDeclareKeepsTheCodeInTheView() throws {
    let (plan, files) = try KeepAppWorkingTests.convertObjC(
      header: "#import \"RoomBaseViewController.h\"\n@interface ServerListController : RoomBaseViewController\n@end\n",
      implementation: """
        #import "ServerListController.h"
        @interface ServerListController () {
            MediaLoader *_uploader;
        }
        @end
        @implementation ServerListController
        - (void)save {
            _uploader = [MediaManager uploaderWithSession:room.session];
            [self.tableView reloadData];
        }
        @end
        """)
    // `room` is declared nowhere in the class: an instance variable the superclass may declare.
    #expect(ScopeCheckTests.diagnostics(plan).contains("'room'"))
    #expect(KeepAppWorkingTests.file(files, "View/ServerListController.m").contains("_uploader = [MediaManager uploaderWithSession:room.session];"))
  }
}
