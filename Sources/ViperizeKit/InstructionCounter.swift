import ViperizeCore

/// Approximates a member's "instructions" (GraphifySwift's measure) by counting the lines of its
/// body that hold code: not blank, not only a comment, not only a brace.
///
/// ```swift
/// func load() {          // not counted (the body starts at `{`)
///   // fetch everything  // not counted: a comment
///   let all = fetch()    // 1
///
///   show(all)            // 2
/// }                      // not counted: a brace alone
/// ```
enum InstructionCounter {
  /// The code lines in `range` of `file` (block comments may span lines; `/* */` nesting is not tracked).
  static func codeLines(in file: SourceFile, range: Range<Int>) -> Int {
    let bytes = file.bytes
    var count = 0
    var inBlockComment = false
    var index = max(0, range.lowerBound)
    let end = min(range.upperBound, bytes.count)
    while index < end {
      var lineEnd = index
      while lineEnd < end && bytes[lineEnd] != 0x0A { lineEnd += 1 }
      var hasCode = false
      var position = index
      while position < lineEnd {
        let byte = bytes[position]
        let next: UInt8 = position + 1 < lineEnd ? bytes[position + 1] : 0
        if inBlockComment {
          if byte == 0x2A && next == 0x2F {
            inBlockComment = false
            position += 1
          }
        } else if byte == 0x2F && next == 0x2F {
          break
        } else if byte == 0x2F && next == 0x2A {
          inBlockComment = true
          position += 1
        } else if byte != 0x20 && byte != 0x09 && byte != 0x0D && byte != 0x7B && byte != 0x7D && byte != 0x3B {
          hasCode = true
        }
        position += 1
      }
      if hasCode { count += 1 }
      index = lineEnd + 1
    }
    return count
  }

  /// The instructions of every member with a body (methods, initializers, accessors, lazy getters).
  static func instructions(of model: ControllerModel) -> Int {
    model.members.reduce(0) { total, member in
      guard let body = member.bodySpan else { return total }
      return total + codeLines(in: model.files[body.file], range: body.range)
    }
  }
}
