import ViperizeCore

/// `#import`/`#include`/`@import` lines of the input files: where to add imports to a view file,
/// and which of the input's imports generated files carry along (model types, frameworks).
enum ObjCImports {
  struct Line {
    /// The whole line, newline included.
    var range: Range<Int>
    var text: String
    /// The byte range of `Foo.h` in `#import "Foo.h"`.
    var quotedName: Range<Int>?
  }

  /// Import lines anywhere at the start of a line, in file order.
  static func lines(of file: SourceFile) -> [Line] {
    var result: [Line] = []
    for line in 1...max(1, file.lineCount) {
      let range = file.lineRange(line, line)
      let text = file.slice(range)
      let trimmed = text.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("#import") || trimmed.hasPrefix("#include") || trimmed.hasPrefix("@import") else { continue }
      var quoted: Range<Int>?
      let bytes = file.bytes[range]
      if let open = bytes.firstIndex(of: UInt8(ascii: "\"")),
        let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "\""))
      {
        quoted = (open + 1)..<close
      }
      result.append(Line(range: range, text: text.hasSuffix("\n") ? String(text.dropLast()) : text, quotedName: quoted))
    }
    return result
  }

  /// Just after the last import line, else the start of the file.
  static func insertionOffset(in file: SourceFile) -> Int {
    lines(of: file).last?.range.upperBound ?? 0
  }

  /// The inputs' import lines, without the controller's own header, without duplicates;
  /// `#import <UIKit/UIKit.h>` first.
  static func carried(from model: ControllerModel) -> [String] {
    var seen: Set<String> = ["#import <UIKit/UIKit.h>"]
    var result = ["#import <UIKit/UIKit.h>"]
    for file in model.files {
      for line in lines(of: file) {
        let text = line.text.trimmingCharacters(in: [" ", "\t", "\r"])
        if let name = line.quotedName, file.slice(name) == model.name + ".h" { continue }
        if seen.insert(text).inserted { result.append(text) }
      }
    }
    return result
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
    var slice = Substring(self)
    while let first = slice.first, set.contains(first) { slice.removeFirst() }
    while let last = slice.last, set.contains(last) { slice.removeLast() }
    return String(slice)
  }
}
