import ViperizeCore

/// Facts of one member with their byte offsets, sorted; `facts(in:)` slices them for any range.
struct PositionalFacts: Sendable {
  var calls: [(Int, CallFact)]
  var selfReferences: [(Int, SelfReference)]
  var typeNames: [(Int, NameFact)]
  var typeMemberReferences: [(Int, NameFact)]
  var locals: [(Int, String)]
  var localTypes: [(Int, LocalType)]
  var usedNames: [(Int, String)]
  /// The `usedNames` the code writes (`SwiftFactsCollector.lvalues`, `&x`).
  var assignedNames: [(Int, String)] = []
  var valueReads: [(Int, ValueRead)] = []
  var handedNames: [(Int, HandedName)] = []
  /// `return`s, `await`s and throwing `try`s with the start of the boundary that stops them
  /// (closure; `do` catching everything): they count for a range that holds them but not their
  /// boundary.
  var returns: [(Int, Int)]
  var awaits: [(Int, Int)]
  var tries: [(Int, Int)]
  /// The end of each `await` expression (the start of a `for await` loop's body), by start.
  var awaitEnds: [Int: Int] = [:]
  /// Every call whose callee is a lower-case name, by start offset (`SwiftValueSites`).
  var callSites: [(Int, SwiftCallSite)] = []

  init(
    calls: [(Int, CallFact)], selfReferences: [(Int, SelfReference)], typeNames: [(Int, NameFact)],
    typeMemberReferences: [(Int, NameFact)], locals: [(Int, String)], localTypes: [(Int, LocalType)], usedNames: [(Int, String)], returns: [(Int, Int)],
    awaits: [(Int, Int)], tries: [(Int, Int)]
  ) {
    self.calls = calls.sorted { $0.0 < $1.0 }
    self.selfReferences = selfReferences
    self.typeNames = typeNames.sorted { $0.0 < $1.0 }
    self.typeMemberReferences = typeMemberReferences.sorted { $0.0 < $1.0 }
    self.locals = locals.sorted { $0.0 < $1.0 }
    self.localTypes = localTypes.sorted { $0.0 < $1.0 }
    self.usedNames = usedNames
    self.returns = returns.sorted { $0.0 < $1.0 }
    self.awaits = awaits.sorted { $0.0 < $1.0 }
    self.tries = tries.sorted { $0.0 < $1.0 }
  }

  func facts(in range: Range<Int>) -> CodeFacts {
    var facts = CodeFacts(
      calls: Self.slice(calls, range).map(\.1),
      selfReferences: Self.slice(selfReferences, range).map(\.1),
      typeNames: Self.slice(typeNames, range).map(\.1),
      definedLocals: Self.slice(locals, range).map(\.1),
      usedNames: Self.slice(usedNames, range).map(\.1),
      returns: Self.counts(returns, in: range), awaits: Self.counts(awaits, in: range),
      throwsErrors: Self.counts(tries, in: range))
    if facts.awaits, let first = Self.slice(awaits, range).first(where: { $0.1 < range.lowerBound }) {
      facts.resumesAt = awaitEnds[first.0] ?? first.0
    }
    let locals = Self.slice(localTypes, range).map(\.1)
    facts.localTypes = locals.filter { !$0.isConstructed }
    facts.constructedLocalTypes = locals.filter(\.isConstructed)
    facts.assignedNames = Self.slice(assignedNames, range).map(\.1)
    facts.typeMemberReferences = Self.slice(typeMemberReferences, range).map(\.1)
    if !handedNames.isEmpty { facts.handedNames = Self.slice(handedNames, range).map(\.1) }
    if !valueReads.isEmpty { facts.valueReads = Self.slice(valueReads, range).map(\.1).filter { $0.range.upperBound <= range.upperBound } }
    return facts
  }

  /// The calls that start and end in `range`.
  func callSites(in range: Range<Int>) -> [SwiftCallSite] {
    Self.slice(callSites, range).map(\.1).filter { $0.range.upperBound <= range.upperBound }
  }

  /// Whether one of `marks` lies in `range` with its boundary outside it (a `return` in the range
  /// but not in a closure inside the range).
  private static func counts(_ marks: [(Int, Int)], in range: Range<Int>) -> Bool {
    slice(marks, range).contains { $0.1 < range.lowerBound }
  }

  /// Elements whose offset lies in `range`, found by binary search.
  private static func slice<T>(_ items: [(Int, T)], _ range: Range<Int>) -> ArraySlice<(Int, T)> {
    func lowerBound(_ value: Int) -> Int {
      var low = 0
      var high = items.count
      while low < high {
        let mid = (low + high) / 2
        if items[mid].0 < value { low = mid + 1 } else { high = mid }
      }
      return low
    }
    return items[lowerBound(range.lowerBound)..<lowerBound(range.upperBound)]
  }
}
