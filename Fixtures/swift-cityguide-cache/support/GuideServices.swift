import UIKit
import CoreData

/// The `PaperGuide` entity: the printed guide this app accompanies.
final class PaperGuide: NSManagedObject {
    var title: String?
    var backgroundPhotoID: String?

    class func fetchRequest() -> NSFetchRequest<PaperGuide> {
        return NSFetchRequest<PaperGuide>(entityName: "PaperGuide")
    }
}

final class GuideDatabase {
    static let shared = GuideDatabase()
    private let container = NSPersistentContainer(name: "CityGuide")
    var mainContext: NSManagedObjectContext { return container.viewContext }
}

/// Images stored under Application Support/Photos, keyed by photo id.
protocol ImageLocalCacheManager: AnyObject {
    func loadImage(withImageID imageID: String) -> UIImage?
    func saveImage(_ image: UIImage, withImageID imageID: String)
}

final class ImageLocalCacheManagerImplementation: ImageLocalCacheManager {
    private let fileManager: FileManager

    init(fileManager: FileManager) {
        self.fileManager = fileManager
    }

    func loadImage(withImageID imageID: String) -> UIImage? {
        return UIImage(contentsOfFile: path(for: imageID))
    }

    func saveImage(_ image: UIImage, withImageID imageID: String) {
        fileManager.createFile(atPath: path(for: imageID), contents: image.jpegData(compressionQuality: 0.9))
    }

    private func path(for imageID: String) -> String {
        let support = fileManager.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        return support.appendingPathComponent("Photos/\(imageID).jpg").path
    }
}
