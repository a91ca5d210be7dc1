import Foundation
import RealmSwift

let KLibraryFolderLayout = "library-folder-layout"

struct Folder { var name = "" }

final class MediaLibrary {
    func folder(at url: URL) -> Folder? { nil }
}

final class StoredFolder: Object { var name = "" }

extension Realm {
    static var current: Realm? { try? Realm() }
}

struct CatalogueEntry: Decodable { var title: String }

final class CatalogueAPI {
    static let shared = CatalogueAPI()
    func load(_ url: URL) async throws -> Data { Data() }
}
