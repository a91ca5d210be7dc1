/// One input file, kept as UTF-8 bytes so that every span in the model is an exact byte range.
public struct SourceFile: Sendable, Hashable {
  public let path: String
  public let text: String
  public let bytes: [UInt8]
  /// Byte offset at which each line starts; `lineStarts[0] == 0`.
  public let lineStarts: [Int]

  public init(path: String, text: String) {
    self.path = path
    self.text = text
    self.bytes = Array(text.utf8)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    self.lineStarts = starts
  }

  /// The 1-based line and column of a byte offset (binary search, O(log lines)).
  public func location(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }

  public func line(of offset: Int) -> Int { location(of: offset).line }

  /// From `offset`, a line's start: past the whole lines after it holding nothing but spaces and
  /// tabs (what code that leaves takes along, so no blank line is left where it stood).
  public func endOfBlankLines(from offset: Int) -> Int {
    var end = offset
    while true {
      var next = end
      while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") || bytes[next] == UInt8(ascii: "\r") {
        next += 1
      }
      guard next < bytes.count, bytes[next] == UInt8(ascii: "\n") else { return end }
      end = next + 1
    }
  }

  /// Whether a block comment (`/* … */`) starts on the rest of the line from `offset` and runs on
  /// past it: what follows a statement there would not move with the statement's lines (one closed
  /// on the line does).
  public func blockCommentRunsOn(_ offset: Int) -> Bool {
    var index = offset
    var open = false
    while index + 1 < bytes.count, bytes[index] != UInt8(ascii: "\n") {
      if open {
        if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
          open = false
          index += 1
        }
      } else if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*") {
        open = true
        index += 1
      } else if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "/") {
        return false
      }
      index += 1
    }
    return open
  }

  /// Whether `offset` is where a line starts (just after a newline), or the file's start or end.
  public func isLineStart(_ offset: Int) -> Bool {
    offset == 0 || offset == bytes.count || bytes[offset - 1] == UInt8(ascii: "\n")
  }

  /// The text of a byte range.
  public func slice(_ range: Range<Int>) -> String {
    String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
  }

  /// The byte range of whole lines `first...last` (1-based), including the final newline.
  public func lineRange(_ first: Int, _ last: Int) -> Range<Int> {
    let start = lineStarts[first - 1]
    let end = last < lineStarts.count ? lineStarts[last] : bytes.count
    return start..<end
  }

  /// Whether nothing but spaces and tabs shares the lines of `range` with it: no other
  /// declaration (`var a: A!; var b: B!`), no trailing comment.
  public func isAloneOnItsLines(_ range: Range<Int>) -> Bool {
    func blank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
    var before = range.lowerBound
    while before > 0, bytes[before - 1] != UInt8(ascii: "\n") {
      guard blank(bytes[before - 1]) else { return false }
      before -= 1
    }
    var after = range.upperBound
    while after < bytes.count, bytes[after] != UInt8(ascii: "\n") {
      guard blank(bytes[after]) else { return false }
      after += 1
    }
    return true
  }

  public var lineCount: Int {
    bytes.last == UInt8(ascii: "\n") ? lineStarts.count - 1 : lineStarts.count
  }
}

/// An exact byte range inside one of the controller's files.
public struct SourceSpan: Sendable, Hashable, Codable {
  /// Index into `ControllerModel.files`.
  public var file: Int
  public var start: Int
  public var end: Int
  /// 1-based line of `start` and of the last byte before `end`.
  public var startLine: Int
  public var endLine: Int
  public var startColumn: Int

  public init(file: Int, start: Int, end: Int, in source: SourceFile) {
    self.file = file
    self.start = start
    self.end = end
    let begin = source.location(of: start)
    self.startLine = begin.line
    self.startColumn = begin.column
    self.endLine = source.line(of: max(start, end - 1))
  }

  public var range: Range<Int> { start..<end }
}
