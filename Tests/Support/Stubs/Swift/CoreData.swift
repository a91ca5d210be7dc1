// Stand-in module `CoreData`: the fetching and saving surface the Swift fixtures use, so that
// `swiftc -typecheck` can check them on Linux. Names and signatures mirror Apple's; bodies are
// placeholders and never run. See docs/stand-ins.md.

@_exported import FoundationGaps

/// What a fetch request may return (managed objects here; dictionaries and IDs are not modelled).
public protocol NSFetchRequestResult: AnyObject {}

open class NSEntityDescription: NSObject {
    open var name: String?
}

open class NSManagedObject: NSObject, NSFetchRequestResult {
    public override init() {}
    public init(context: NSManagedObjectContext) {}
    open var entity: NSEntityDescription { NSEntityDescription() }
    open var managedObjectContext: NSManagedObjectContext? { nil }
    open var isDeleted: Bool { false }
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> { NSFetchRequest(entityName: "\(self)") }
}

/// Unconstrained here: without Objective-C, `NSFetchRequest<NSFetchRequestResult>` could not satisfy
/// a `ResultType: NSFetchRequestResult` constraint (only @objc protocols conform to themselves).
open class NSFetchRequest<ResultType>: NSObject {
    public init(entityName: String) {}
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0, fetchBatchSize = 0
    open var returnsObjectsAsFaults = true
}

open class NSManagedObjectContext: NSObject {
    public enum ConcurrencyType { case mainQueueConcurrencyType, privateQueueConcurrencyType }
    public init(concurrencyType: ConcurrencyType) {}
    open var hasChanges: Bool { false }
    open var automaticallyMergesChangesFromParent = false
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] { [] }
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { 0 }
    open func insert(_ object: NSManagedObject) {}
    open func delete(_ object: NSManagedObject) {}
    open func save() throws {}
    open func rollback() {}
    open func perform(_ block: @escaping () -> Void) {}
    open func performAndWait(_ block: () -> Void) {}
}

open class NSPersistentContainer: NSObject {
    public init(name: String) {}
    open var viewContext: NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {}
    open func newBackgroundContext() -> NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType) }
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {}
}

extension Notification.Name {
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
}

open class NSPersistentStoreDescription: NSObject {
    open var url: URL?
}

public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

public enum NSFetchedResultsChangeType { case insert, delete, move, update }

public protocol NSFetchedResultsControllerDelegate: AnyObject {
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
                    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
}
extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
                           at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
}

open class NSFetchedResultsController<ResultType>: NSObject {
    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {}
    open weak var delegate: NSFetchedResultsControllerDelegate?
    open var fetchedObjects: [ResultType]? { nil }
    open var sections: [NSFetchedResultsSectionInfo]? { nil }
    open func performFetch() throws {}
    open func object(at indexPath: IndexPath) -> ResultType { fatalError("stand-in: never runs") }
    open func indexPath(forObject object: ResultType) -> IndexPath? { nil }
}
