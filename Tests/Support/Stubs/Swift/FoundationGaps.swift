// Stand-in module `FoundationGaps`: what Apple's Foundation and Objective-C runtime give iOS code
// but swift-corelibs-foundation on Linux does not. UIKit and CoreData re-export it, so fixtures
// never import it by name. Type-check only: no body here does anything useful at run time.
// See docs/stand-ins.md.

@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking  // URLSession, URLRequest, HTTPURLResponse live here on Linux
#endif

/// An Objective-C selector (module ObjectiveC on Apple platforms).
public struct Selector: Hashable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// What the type-check harness writes in place of `#selector(...)` (same length: `_selector(`).
/// The argument must still name a method that exists, so a misspelt selector fails the check.
public func _selector<Method>(_ method: Method) -> Selector { Selector("\(Method.self)") }
public func _selector<Value>(getter property: Value) -> Selector { Selector("getter") }
public func _selector<Value>(setter property: Value) -> Selector { Selector("setter") }

// Key-value-coding initialisers that corelibs marks unavailable; these shadow them.
extension NSPredicate {
    public convenience init(format: String, _ arguments: CVarArg...) { self.init(value: true) }
}

extension NSSortDescriptor {
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.hash, ascending: ascending)
    }
}

// Target/action observation, which needs the Objective-C runtime.
extension NotificationCenter {
    public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {}
}

// Key-value coding's read, which NSObject gives every object on Apple platforms.
extension UserDefaults {
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}
