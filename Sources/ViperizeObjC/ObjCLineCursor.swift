import ViperizeCore

/// Line and column of byte offsets asked for mostly in file order: a step or two from the last
/// answer instead of a binary search over all lines. Answers exactly as `SourceFile.location(of:)`.
struct ObjCLineCursor {
  private let lineStarts: [Int]
  /// Index into `lineStarts` of the last answer's line.
  private var line = 0

  init(_ source: SourceFile) { lineStarts = source.lineStarts }

  mutating func location(of offset: Int) -> (line: Int, column: Int) {
    let count = lineStarts.count
    if lineStarts[line] <= offset {
      var steps = 0
      while line + 1 < count && lineStarts[line + 1] <= offset {
        line += 1
        steps += 1
        if steps == 8 {
          line = search(offset, from: line, to: count - 1)
          break
        }
      }
    } else {
      line = search(offset, from: 0, to: line - 1)
    }
    return (line + 1, offset - lineStarts[line] + 1)
  }

  /// The last line in `low...high` starting at or before `offset` (`low` when none does).
  private func search(_ offset: Int, from low: Int, to high: Int) -> Int {
    var low = low
    var high = high
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }
}
