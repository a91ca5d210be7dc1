/// Wall time of each pipeline stage in one run, in seconds (for `scripts`/benchmarks and `--profile`).
public struct StageTimings: Sendable {
  public var read: Double = 0
  public var parse: Double = 0
  public var classify: Double = 0
  public var plan: Double = 0
  public var emit: Double = 0
  public var verify: Double = 0

  public init() {}

  public var total: Double { read + parse + classify + plan + emit + verify }

  mutating func measure<T>(_ stage: WritableKeyPath<StageTimings, Double>, _ body: () throws -> T) rethrows -> T {
    let clock = ContinuousClock()
    let start = clock.now
    defer {
      let elapsed = clock.now - start
      self[keyPath: stage] += Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
    return try body()
  }
}
