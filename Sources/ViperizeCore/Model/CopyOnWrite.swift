/// A value kept in one heap object that copies share until one of them changes it: copying the
/// holder copies one reference, however many fields the value has. `Member` and `CodeFacts`
/// keep their fields so, because the classifier and planner copy them in every pass.
struct CopyOnWrite<Value: Sendable>: Sendable {
  // Never changed while shared: `value`'s `_modify` copies the box first.
  private final class Box: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box

  init(_ value: Value) { box = Box(value) }

  /// The heap object holding the value: copies that have not changed share it, and while
  /// something else holds it too the value in it never changes (`value`'s `_modify` copies it
  /// first), so it names the value for a memo (`SignalCatalogue.evidence(for:)`).
  var storageObject: AnyObject { box }

  var value: Value {
    get { box.value }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }
}
