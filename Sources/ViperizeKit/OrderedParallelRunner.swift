import Foundation

/// Runs one job per item on up to `jobs` threads and hands each result to `deliver` on the
/// calling thread, in item order, whatever order the jobs finish in.
///
/// At most `jobs × 2` finished results wait for delivery, so memory stays bounded by the
/// largest results rather than growing with the number of items.
///
/// ```swift
/// OrderedParallelRunner(jobs: 2).run(count: paths.count, work: { convert(paths[$0]) }) { index, result in
///   print(result)   // index 0, 1, 2, … in order
/// }
/// ```
public struct OrderedParallelRunner: Sendable {
  public var jobs: Int

  public init(jobs: Int) { self.jobs = max(1, jobs) }

  /// The machine's active processor count, the default for `--jobs`.
  public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

  public func run<Result: Sendable>(
    count: Int, work: @escaping @Sendable (Int) -> Result, deliver: (Int, Result) -> Void
  ) {
    guard count > 0 else { return }
    if jobs == 1 || count == 1 {
      for index in 0..<count { deliver(index, work(index)) }
      return
    }
    let state = SharedState<Result>(window: jobs * 2)
    let workers = min(jobs, count)
    for _ in 0..<workers {
      let thread = Thread {
        while let index = state.take(count: count) {
          state.finish(index, work(index))
        }
      }
      thread.stackSize = 16 << 20  // the frontends recurse over deeply nested code
      thread.start()
    }
    for index in 0..<count {
      deliver(index, state.wait(for: index))
    }
  }

  /// Results waiting for delivery and the next index to hand out, under one condition lock.
  private final class SharedState<Result>: @unchecked Sendable {
    private let condition = NSCondition()
    private var next = 0
    private var delivered = 0
    private var finished: [Int: Result] = [:]
    private let window: Int

    init(window: Int) { self.window = window }

    /// The next item to work on, or nil when all are taken; waits while too many results wait.
    func take(count: Int) -> Int? {
      condition.lock()
      defer { condition.unlock() }
      while next < count && next >= delivered + window { condition.wait() }
      guard next < count else { return nil }
      next += 1
      return next - 1
    }

    func finish(_ index: Int, _ result: Result) {
      condition.lock()
      finished[index] = result
      condition.broadcast()
      condition.unlock()
    }

    func wait(for index: Int) -> Result {
      condition.lock()
      defer { condition.unlock() }
      while finished[index] == nil { condition.wait() }
      delivered = index + 1
      condition.broadcast()
      return finished.removeValue(forKey: index)!
    }
  }
}
