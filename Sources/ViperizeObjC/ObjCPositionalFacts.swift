import ViperizeCore

/// The facts of one `ObjCFactsCollector` pass over a token range, each tagged with the token the
/// pass stood at when it recorded it, so the facts of any statement inside the range are a slice
/// (binary search), not a second pass.
///
/// A slice is only taken where a pass over the statement alone would record exactly the same
/// facts: `isSlice(from:through:)` checks that the pass entered the statement's first token as a
/// fresh start (not inside a block, not skipped), that nothing recorded before the statement
/// reached into it, and that nothing recorded inside it looked past its last token (a bracket
/// closing later, a `^` taken for a block, a declaration read past the end). Otherwise the
/// statement gets a pass of its own.
/// Immutable once recorded, so value sites may slice it later, from any thread.
final class ObjCPositionalFacts: @unchecked Sendable {
  /// How the pass arrived at a token.
  enum Entry: UInt8 {
    /// Jumped over (inside `@selector(…)`, a block header, …) or outside the pass.
    case jumped
    /// Visited where a statement may start (a declaration was looked for).
    case statementStart
    /// Visited inside a statement.
    case inside
    /// Visited inside a block literal.
    case inClosure
  }

  /// Everything the pass recorded, frozen.
  private let recorded: Recorder

  var first: Int { recorded.first }
  var last: Int { recorded.last }

  private init(_ recorder: Recorder) { recorded = recorder }

  /// What a pass records as it goes.
  struct Recorder {
    struct NameRead {
      var position: Int
      var name: String
      /// The position of the previous read of the same name, or `Int.min`: a slice keeps a name's
      /// first read in it without hashing.
      var previous: Int
      /// The read is an out-argument (`&error`).
      var isOutArgument = false
    }

    let first: Int
    let last: Int
    /// The token the pass stands at; every fact recorded is tagged with it.
    private(set) var position: Int
    fileprivate var calls: [(Int, CallFact)] = []
    fileprivate var selfReferences: [(Int, SelfReference)] = []
    fileprivate var typeNames: [(Int, NameFact)] = []
    fileprivate var locals: [(Int, String)] = []
    /// Names the code writes: `x = …`, `x++`, `&x`.
    fileprivate var assignedNames: [(Int, String)] = []
    fileprivate var localTypes: [(Int, LocalType)] = []
    fileprivate var valueReads: [(Int, ValueRead)] = []
    fileprivate var outArguments: [(Int, OutArgument)] = []
    fileprivate var usedNames: [NameRead] = []
    private var lastRead: [String: Int] = [:]
    /// Positions of `return`s outside blocks.
    fileprivate var returns: [Int] = []
    /// Positions where a local declaration starts.
    fileprivate var declarationStarts: [Int] = []
    /// `entries[i - first]`: how the pass arrived at token `i`.
    fileprivate var entries: [Entry]
    /// Where the furthest token that the pass skipped, jumped to or compared against the range's
    /// end grew, and to what: `reachBefore(i)` is the last `reach` at a position before `i`.
    fileprivate var reachSteps: [(position: Int, reach: Int)] = []
    private var reach = Int.min

    init(first: Int, last: Int) {
      self.first = first
      self.last = last
      self.position = first
      let count = max(0, last - first + 1)
      entries = [Entry](repeating: .jumped, count: count)
    }

    /// Moves the pass to `index` (monotonic) and notes how it arrived there.
    mutating func enter(_ index: Int, _ entry: Entry) {
      position = index
      entries[index - first] = entry
    }

    /// Notes that what the pass does at its position touches token `token`.
    mutating func touch(_ token: Int) {
      guard token > reach else { return }
      reach = token
      if reachSteps.last?.position == position {
        reachSteps[reachSteps.count - 1].reach = token
      } else {
        reachSteps.append((position, token))
      }
    }

    mutating func finish() -> ObjCPositionalFacts { ObjCPositionalFacts(self) }

    mutating func add(_ call: CallFact) { calls.append((position, call)) }
    mutating func add(_ reference: SelfReference) { selfReferences.append((position, reference)) }
    mutating func add(_ typeName: NameFact) { typeNames.append((position, typeName)) }
    mutating func addLocal(_ name: String) { locals.append((position, name)) }
    mutating func addAssignedName(_ name: String) { assignedNames.append((position, name)) }
    mutating func add(_ localType: LocalType) { localTypes.append((position, localType)) }
    mutating func add(_ read: ValueRead) { valueReads.append((position, read)) }
    mutating func add(_ argument: OutArgument) { outArguments.append((position, argument)) }
    mutating func addDeclarationStart() { declarationStarts.append(position) }
    mutating func addReturn() { returns.append(position) }

    mutating func addUsedName(_ name: String, outArgument: Bool = false) {
      let previous = lastRead.updateValue(position, forKey: name) ?? Int.min
      usedNames.append(NameRead(position: position, name: name, previous: previous, isOutArgument: outArgument))
    }
  }

  // MARK: Slicing

  /// Whether this pass, entered at `start` as it was and ending at `end`, records what a pass over
  /// `start...end` alone would, apart from a declaration at `start` where this pass looked for none
  /// (`needsDeclarationCheck`).
  func isSlice(from start: Int, through end: Int) -> (isSlice: Bool, needsDeclarationCheck: Bool) {
    guard first <= start, start <= end, end <= last else { return (false, false) }
    let entry = recorded.entries[start - first]
    guard entry == .statementStart || entry == .inside,
      reachBefore(start) < start, reachBefore(end + 1) <= end
    else { return (false, false) }
    return (true, entry == .inside)
  }

  /// The furthest token that anything the pass did before token `token` reached.
  private func reachBefore(_ token: Int) -> Int {
    let steps = recorded.reachSteps
    let after = Self.lowerBound(steps.count, token) { steps[$0].position }
    return after == 0 ? Int.min : steps[after - 1].reach
  }

  /// Whether a local declaration starts at `token`.
  func declarationStarts(at token: Int) -> Bool {
    let index = Self.lowerBound(recorded.declarationStarts.count, token) { recorded.declarationStarts[$0] }
    return index < recorded.declarationStarts.count && recorded.declarationStarts[index] == token
  }

  /// The facts recorded at positions `start...end`.
  func facts(from start: Int, through end: Int) -> CodeFacts {
    var facts = CodeFacts()
    if start <= end { append(start...end, to: &facts) }
    return facts
  }

  /// The facts of each range one after another: `CodeFacts.merged` of `facts(from:through:)` of
  /// each (a name read is listed once per range).
  func facts(ofEach ranges: [ClosedRange<Int>]) -> CodeFacts {
    var facts = CodeFacts()
    for range in ranges { append(range, to: &facts) }
    return facts
  }

  private func append(_ range: ClosedRange<Int>, to facts: inout CodeFacts) {
    let bounds = range.lowerBound..<(range.upperBound + 1)
    Self.append(recorded.calls, in: bounds, to: &facts.calls)
    Self.append(recorded.selfReferences, in: bounds, to: &facts.selfReferences)
    Self.append(recorded.typeNames, in: bounds, to: &facts.typeNames)
    Self.append(recorded.locals, in: bounds, to: &facts.definedLocals)
    Self.append(recorded.assignedNames, in: bounds, to: &facts.assignedNames)
    Self.append(recorded.localTypes, in: bounds, to: &facts.localTypes)
    Self.append(recorded.valueReads, in: bounds, to: &facts.valueReads)
    Self.append(recorded.outArguments, in: bounds, to: &facts.outArguments)
    let reads = recorded.usedNames
    let first = Self.lowerBound(reads.count, bounds.lowerBound) { reads[$0].position }
    var read = first
    while read < reads.count && reads[read].position < bounds.upperBound {
      if reads[read].previous < bounds.lowerBound {
        facts.usedNames.append(reads[read].name)
      } else {
        facts.extraReads.append(reads[read].name)
      }
      read += 1
    }
    // An out-argument's local read otherwise too (`[store merge:error error:&error]`): rare, so
    // looked for only where an out-argument is.
    if !facts.outArguments.isEmpty {
      let out = Set(facts.outArguments.map(\.name))
      for index in first..<read where !reads[index].isOutArgument && out.contains(reads[index].name) {
        facts.outArgumentsReadOtherwise.append(reads[index].name)
      }
    }
    let returns = recorded.returns
    let firstReturn = Self.lowerBound(returns.count, bounds.lowerBound) { returns[$0] }
    if firstReturn < returns.count && returns[firstReturn] < bounds.upperBound { facts.returns = true }
  }

  /// Appends the values recorded at positions in `bounds` (binary search, then one copy).
  private static func append<T>(_ items: [(Int, T)], in bounds: Range<Int>, to result: inout [T]) {
    guard !items.isEmpty else { return }
    var low = 0
    var high = items.count
    while low < high {
      let mid = (low + high) / 2
      if items[mid].0 < bounds.lowerBound { low = mid + 1 } else { high = mid }
    }
    high = low
    while high < items.count && items[high].0 < bounds.upperBound { high += 1 }
    guard low < high else { return }
    result.reserveCapacity(result.count + high - low)
    for index in low..<high { result.append(items[index].1) }
  }

  /// The first index in `0..<count` whose key is not below `value` (keys ascending).
  private static func lowerBound(_ count: Int, _ value: Int, _ key: (Int) -> Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if key(mid) < value { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
