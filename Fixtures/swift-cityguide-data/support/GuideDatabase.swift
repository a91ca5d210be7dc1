import CoreData

/// The `Quarter` entity (Xcode-generated with `@NSManaged` in the app).
final class Quarter: NSManagedObject {
    var name: String?
    var shortDescription: String?
    var priority: Int32 = 0

    class func fetchRequest() -> NSFetchRequest<Quarter> {
        return NSFetchRequest<Quarter>(entityName: "Quarter")
    }
}

/// The read-only guide database shipped in the app bundle.
final class GuideDatabase {
    static let shared = GuideDatabase()

    private let container = NSPersistentContainer(name: "CityGuide")

    var mainContext: NSManagedObjectContext {
        return container.viewContext
    }
}
