import Foundation
import Testing
@testable import ViperizeCore
@testable import ViperizeKit

/// A data call whose closure only works with the handle the call gives it goes whole to the
/// interactor, closure and all (`Realm.onMainThread { realm in realm.add(profile) }`, a
/// transaction): the handle's type need not be written, and nothing comes back to the view
/// (`StatementTagger.worksWithHandle`). A body doing view work, one calling a closure the code
/// around holds, and one writing what the member reads after the call still come back to the view.
@Suite struct HandleCallbackTests {
  static let swiftSource = """
    import UIKit
    import RealmSwift

    final class Profile: Object {
        var name = ""
    }

    extension Realm {
        static func onMainThread(_ block: @escaping (Realm) -> Void) {
            block(try! Realm())
        }
    }

    final class ProfileViewController: UIViewController {
        @IBOutlet var nameLabel: UILabel!

        func save(_ profile: Profile) {
            Realm.onMainThread { realm in
                realm.add(profile, update: true)
            }
            nameLabel.text = profile.name
        }

        func saveAndMark(_ profile: Profile) {
            var saved = false
            Realm.onMainThread { realm in
                realm.add(profile, update: true)
                saved = true
            }
            nameLabel.text = saved ? profile.name : nil
        }

        func show(_ profile: Profile) {
            Realm.onMainThread { realm in
                self.nameLabel.text = profile.name
            }
        }

        func upload(_ profile: Profile, then next: @escaping () -> Void) {
            Realm.onMainThread { realm in
                realm.add(profile, update: true)
                next()
            }
            nameLabel.text = profile.name
        }
    }

    """

  @Test func aSwiftWriteWhoseClosureDoesNothingOfTheViewsGoesWhole() throws {
    let (plan, files) = try TaskCallbackTests.convert(Self.swiftSource, path: "ProfileViewController.swift", moduleName: "Profile")
    let save = try #require(plan.model.members.first { $0.name == "save(_:)" })
    #expect(plan.splits[save.id] != nil)
    let interactor = TaskCallbackTests.file(files, "Interactor/ProfileInteractor.swift")
    #expect(interactor.contains("(_ profile: Profile) {\n        Realm.onMainThread { realm in\n            realm.add(profile, update: true)\n        }\n    }"))
    let view = TaskCallbackTests.file(files, "View/ProfileViewController.swift")
    #expect(view.contains("    func save(_ profile: Profile) {\n        output."))
    #expect(view.contains("        nameLabel.text = profile.name\n"))
    // A body doing view work, or running what the member was given (`next()`), comes back to the view.
    #expect(!interactor.contains("nameLabel"))
    #expect(!interactor.contains("next()"))
    // A body writing what the member reads after the call (`saved`) keeps it: the moved code would
    // report the value at once, where the closure set it when it ran.
    #expect(!interactor.contains("saved = true"))
    #expect(view.contains("        self.nameLabel.text = profile.name\n"))
    #expect(view.contains("        next()\n"))
    try KeptCompletionTests.expectTypechecks(files, label: "handle-callback")
  }

  static let header = """
    #import <UIKit/UIKit.h>

    @interface ProfileViewController : UIViewController
    @end

    """

  static let implementation = """
    #import "ProfileViewController.h"
    #import "ProfileStore.h"

    @interface ProfileViewController ()
    @property (nonatomic, strong) UILabel *nameLabel;
    @end

    @implementation ProfileViewController

    - (void)saveProfile:(Profile *)profile
    {
        [[ProfileStore sharedStore] writeWithBlock:^(ProfileTransaction *transaction) {
            [profile saveWithTransaction:transaction];
        }];
        self.nameLabel.text = profile.name;
    }

    - (void)uploadProfile:(Profile *)profile
    {
        void (^next)(void) = ^{
            self.nameLabel.text = profile.name;
        };
        [[ProfileStore sharedStore] writeWithBlock:^(ProfileTransaction *transaction) {
            [profile saveWithTransaction:transaction];
            next();
        }];
    }

    @end

    """

  static let store = """
    #import <Foundation/Foundation.h>

    @interface ProfileTransaction : NSObject
    @end

    @interface Profile : NSObject
    @property (nonatomic, copy) NSString *name;
    - (void)saveWithTransaction:(ProfileTransaction *)transaction;
    @end

    @interface ProfileStore : NSObject
    + (instancetype)sharedStore;
    - (void)writeWithBlock:(void (^)(ProfileTransaction *transaction))block;
    @end

    """

  @Test func anObjectiveCWriteWhoseBlockDoesNothingOfTheViewsGoesWhole() throws {
    let (_, files) = try TaskCallbackTests.convertFiles(
      [("ProfileViewController.h", Self.header), ("ProfileViewController.m", Self.implementation)], moduleName: "Profile")
    let interactor = TaskCallbackTests.file(files, "Interactor/ProfileInteractor.m")
    #expect(interactor.contains("""
          [[ProfileStore sharedStore] writeWithBlock:^(ProfileTransaction *transaction) {
              [profile saveWithTransaction:transaction];
          }];
      """))
    let view = TaskCallbackTests.file(files, "View/ProfileViewController.m")
    // The transaction never reaches the view.
    #expect(view.contains("    [self.output saveProfileEvent:profile];\n    self.nameLabel.text = profile.name;\n}"))
    // A block calling what the member holds (`next()`, which sets the label) brings its work back
    // to the view: the block's body is the view's.
    #expect(view.contains("        next();\n"))
    #expect(!interactor.contains("next();"))
    var withSupport = files
    withSupport["Profile/View/ProfileStore.h"] = Self.store
    try ObjCOutputCompilesTests.expectCompiles(withSupport)
  }
}
