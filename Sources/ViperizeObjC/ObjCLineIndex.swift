import ViperizeCore

/// Line and column of a byte offset without a search over all lines: the line at the start of
/// each 64-byte block is stored, and a lookup steps from there. Answers exactly as
/// `SourceFile.location(of:)`.
struct ObjCLineIndex: Sendable {
  private let lineStarts: [Int]
  /// `blockLines[b]`: index into `lineStarts` of the line holding byte `b * 64`.
  private let blockLines: [Int32]
  private let byteCount: Int

  init(_ source: SourceFile) {
    lineStarts = source.lineStarts
    byteCount = source.bytes.count
    var blockLines: [Int32] = []
    blockLines.reserveCapacity(byteCount / 64 + 1)
    var line = 0
    var offset = 0
    while offset < byteCount {
      while line + 1 < lineStarts.count && lineStarts[line + 1] <= offset { line += 1 }
      blockLines.append(Int32(line))
      offset += 64
    }
    self.blockLines = blockLines
  }

  func location(of offset: Int) -> (line: Int, column: Int) {
    var line: Int
    if offset >= 0 && offset < byteCount {
      line = Int(blockLines[offset >> 6])
      while line + 1 < lineStarts.count && lineStarts[line + 1] <= offset { line += 1 }
    } else {
      line = search(offset)
    }
    return (line + 1, offset - lineStarts[line] + 1)
  }

  func line(of offset: Int) -> Int { location(of: offset).line }

  /// The last line starting at or before `offset` (the first line when none does).
  private func search(_ offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }
}
