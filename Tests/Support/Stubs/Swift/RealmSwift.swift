// Stand-in module `RealmSwift`: the reading and writing surface the Swift fixtures use, so that
// `swiftc -typecheck` can check them on Linux. Names and signatures mirror Realm's; bodies are
// placeholders and never run. See docs/stand-ins.md.

@_exported import FoundationGaps

/// A stored model object.
open class Object: NSObject {
    public override init() {}
}

/// A live, lazily loaded collection of one model type.
public final class Results<Element>: Sequence {
    public func makeIterator() -> IndexingIterator<[Element]> { [Element]().makeIterator() }
    public var count: Int { 0 }
    public var first: Element? { nil }
    public func filter(_ predicateFormat: String, _ args: Any...) -> Results<Element> { self }
    public func sorted(byKeyPath keyPath: String, ascending: Bool = true) -> Results<Element> { self }
}

public final class Realm {
    public init() throws {}
    public func objects<Element: Object>(_ type: Element.Type) -> Results<Element> { Results() }
    public func object<Element: Object, KeyType>(ofType type: Element.Type, forPrimaryKey key: KeyType) -> Element? { nil }
    public func write<Result>(_ block: () throws -> Result) throws -> Result { try block() }
    public func add(_ object: Object, update: Bool = false) {}
    public func delete(_ object: Object) {}
}
