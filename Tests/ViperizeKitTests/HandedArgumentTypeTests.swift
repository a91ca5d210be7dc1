import Foundation
import Testing
@testable import ViperizeCore
@testable import ViperizeKit

/// A Swift value whose type the source does not write, which the moved code only hands to a
/// well-known call taking one type there, crosses as that type (`SplitTyping.handedArgumentType`):
/// `FileManager.default.removeItem(at: file)` → `URL`. Not a call of the same name on an app's own
/// object, not Realm's `add`, which takes a sequence as well as one object, nor a value the moved
/// code reads otherwise.
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

    final class FileStore {
        static let shared = FileStore()
        func removeItem(at url: URL) {}
    }

    extension Realm {
        static func onMainThread(_ block: @escaping (Realm) -> Void) {
            block(try! Realm())
        }
    }

    final class MeViewController: UIViewController {
        @IBOutlet var nameLabel: UILabel!

        func remove(_ resource: MeResource) {
            if let file = resource.fileURL {
                try? FileManager.default.removeItem(at: file)
                nameLabel.text = nil
            }
        }

        func save(_ resource: MeResource) {
            if let user = resource.user {
                Realm.onMainThread { realm in
                    realm.add(user, update: true)
                }
                nameLabel.text = user.name
            }
        }

        func keep(_ resource: MeResource) {
            if let file = resource.fileURL {
                FileStore.shared.removeItem(at: file)
                nameLabel.text = nil
            }
        }

        func removeAndLog(_ resource: MeResource) {
            if let file = resource.fileURL {
                try? FileManager.default.removeItem(at: file)
                UserDefaults.standard.removeObject(forKey: file.lastPathComponent)
                nameLabel.text = nil
            }
        }
    }

    """

  @Test func aValueOnlyHandedToAWellKnownCallCrossesAsItsParameterType() throws {
    let (_, files) = try TaskCallbackTests.convert(Self.source, path: "MeViewController.swift", moduleName: "Me")
    let interactor = TaskCallbackTests.file(files, "Interactor/MeInteractor.swift")
    #expect(interactor.contains("(_ file: URL) {\n        try? FileManager.default.removeItem(at: file)\n    }"))
    let view = TaskCallbackTests.file(files, "View/MeViewController.swift")
    // Realm's `add` takes a sequence as well as one object: `user` tells no type, the write stays.
    #expect(view.contains("                realm.add(user, update: true)\n"))
    #expect(!interactor.contains("Object"))
    // An app's object of the same names may take another type: the call stays.
    #expect(view.contains("            FileStore.shared.removeItem(at: file)\n"))
    // Read otherwise by the moved code (`file.lastPathComponent`), the value needs its own type.
    #expect(view.contains("            try? FileManager.default.removeItem(at: file)\n            UserDefaults.standard.removeObject(forKey: file.lastPathComponent)\n"))
    try KeptCompletionTests.expectTypechecks(files, label: "handed-argument")
  }
}
