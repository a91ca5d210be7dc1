extension ObjCStructureParser {
  /// Skips one C item — a function definition, a static variable, a typedef, `@class …;` — and
  /// returns the index just after it (always past `start`).
  ///
  /// An item ends at a `;` outside brackets, or at the `}` closing a function body. Items with an
  /// initializer or a `typedef`/`enum`/`struct` head run on to their `;` (`} Name;`). A container
  /// keyword, `@end` or a method start cuts the item short (recovery from garbage).
  func skipItem(from start: Int) -> Int {
    let count = file.code.count
    var index = start
    var depth = 0
    var runsToSemicolon =
      file.isText(start, "typedef") || file.isText(start, "enum") || file.isText(start, "struct")
      || file.isText(start, "union") || file.isText(start, "NS_ENUM") || file.isText(start, "NS_OPTIONS")
    while index < count {
      if index > start
        && (isContainerKeyword(index) || file.isText(index, "@end") || isMethodStart(index))
      {
        return index
      }
      if file.kind(index) == .punctuation {
        switch file.firstByte(index) {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          if depth < 0 { return max(index, start + 1) }
          if depth == 0 && file.isText(index, "}") && !runsToSemicolon {
            return file.isText(index + 1, ";") ? index + 2 : index + 1
          }
        case UInt8(ascii: ";") where depth == 0:
          return index + 1
        case UInt8(ascii: "=") where depth == 0:
          runsToSemicolon = true
        default:
          break
        }
      }
      index += 1
    }
    return count
  }
}
