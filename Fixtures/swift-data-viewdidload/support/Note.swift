import CoreData

/// The `Note` entity. Xcode would generate this from Jotter.xcdatamodeld with `@NSManaged`
/// properties; written out by hand here so it compiles against the CoreData stand-in.
final class Note: NSManagedObject {
    var title: String?
    var body: String?
    var updatedAt: Date?
    var isArchived = false

    class func fetchRequest() -> NSFetchRequest<Note> {
        return NSFetchRequest<Note>(entityName: "Note")
    }
}
