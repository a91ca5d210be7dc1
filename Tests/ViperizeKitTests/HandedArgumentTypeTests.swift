import Foundation
import Testing
@testable import ViperizeCore
@testable import ViperizeKit

/// A Swift value whose type the source does not write, which the moved code only hands to a
/// well-known call taking one type there, crosses as that type (`SplitTyping.handedArgumentType`):
/// `realm.add(user, update: true)` → `Object`, `FileManager.default.removeItem(at: file)` → `URL`.
/// Not a call of the same name on an app's own store, nor a value the moved code reads otherwise.
@Suite struct HandedArgumentTypeTests {
  static let source = """
    import UIKit
    import RealmSwift

    final class Profile: Object {
        var name = ""
    }

    final class MeResource {
        var user: Profile?
        var fileURL: URL?
    }

    final class ProfileStore {
        static let shared = ProfileStore()
        func add(_ profile: Profile, update: Bool) {}
    }

    extension Realm {
        static func onMainThread(_ block: @escaping (Realm) -> Void) {
            block(try! Realm())
        }
    }

    final class MeViewController: UIViewController {
        @IBOutlet var nameLabel: UILabel!

        func save(_ resource: MeResource) {
            if let user = resource.user {
                Realm.onMainThread { realm in
                    realm.add(user, update: true)
                }
                nameLabel.text = user.name
            }
        }

        func remove(_ resource: MeResource) {
            if let file = resource.fileURL {
                try? FileManager.default.removeItem(at: file)
                nameLabel.text = nil
            }
        }

        func keep(_ resource: MeResource) {
            if let user = resource.user {
                ProfileStore.shared.add(user, update: true)
                nameLabel.text = user.name
            }
        }

        func saveAndName(_ resource: MeResource) {
            if let user = resource.user {
                Realm.onMainThread { realm in
                    realm.add(user, update: true)
                    print(user.name)
                }
                nameLabel.text = user.name
            }
        }
    }

    """

  @Test func aValueOnlyHandedToAWellKnownCallCrossesAsItsParameterType() throws {
    let (_, files) = try TaskCallbackTests.convert(Self.source, path: "MeViewController.swift", moduleName: "Me")
    let interactor = TaskCallbackTests.file(files, "Interactor/MeInteractor.swift")
    #expect(interactor.contains("(_ user: Object) {\n        Realm.onMainThread { realm in\n            realm.add(user, update: true)\n        }\n    }"))
    #expect(interactor.contains("(_ file: URL) {\n        try? FileManager.default.removeItem(at: file)\n    }"))
    // An app's store of the same name takes its own type, which is not told: the call stays.
    let view = TaskCallbackTests.file(files, "View/MeViewController.swift")
    #expect(view.contains("            ProfileStore.shared.add(user, update: true)\n"))
    // Read otherwise by the moved code (`user.name`), the value needs its own type.
    #expect(view.contains("                realm.add(user, update: true)\n                print(user.name)\n"))
    try KeptCompletionTests.expectTypechecks(files, label: "handed-argument")
  }
}
