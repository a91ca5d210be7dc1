/// A replacement of a byte range of an original file.
public struct TextEdit: Sendable, Hashable {
  public var range: Range<Int>
  public var replacement: String
  public init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  public static func insert(_ text: String, at offset: Int) -> TextEdit {
    TextEdit(range: offset..<offset, replacement: text)
  }

  /// Applies non-overlapping edits in one pass. Insertions at the start of a deleted range come
  /// before it; where two edits overlap, the later-starting one is dropped (it lies inside text
  /// already replaced).
  public static func apply(_ edits: [TextEdit], to bytes: ArraySlice<UInt8>) -> String {
    let base = bytes.startIndex
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var cursor = base
    for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
      let start = edit.range.lowerBound
      guard start >= cursor else { continue }
      output += bytes[cursor..<start]
      output += Array(edit.replacement.utf8)
      cursor = max(cursor, edit.range.upperBound)
    }
    output += bytes[cursor..<bytes.endIndex]
    return String(decoding: output, as: UTF8.self)
  }
}
