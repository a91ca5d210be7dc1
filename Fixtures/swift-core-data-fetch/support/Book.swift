import CoreData

/// The `Book` entity, written out by hand so that it compiles against the CoreData stand-in.
final class Book: NSManagedObject {
    var title: String?
    var savedAt: Date?
}
