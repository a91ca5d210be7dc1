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
    let bytes = file.bytes
    for line in 1...max(1, file.lineCount) {
      let range = file.lineRange(line, line)
      // Only a line whose first non-blank byte is `#` or `@` can be an import: skip the others unread.
      guard let first = bytes[range].first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
        first == UInt8(ascii: "#") || first == UInt8(ascii: "@")
      else { continue }
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

  /// The preprocessor directive on `line`, if it holds one: its keyword and first argument
  /// (`#ifndef Foo_h` → `ifndef`, `Foo_h`; `# import "A.h"` → `import`, `"A.h"`).
  static func directive(at line: Int, in file: SourceFile) -> (keyword: Substring, argument: Substring)? {
    let text = file.slice(file.lineRange(line, line)).drop { $0 == " " || $0 == "\t" }
    guard text.hasPrefix("#") else { return nil }
    let body = text.dropFirst().drop { $0 == " " }
    let keyword = body.prefix(while: \.isLetter)
    let argument = body.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }.prefix { !$0.isWhitespace }
    return (keyword, argument)
  }

  /// The lines inside an `#if`/`#ifdef`/`#ifndef` region (its directives included), not counting
  /// a header's include guard (`#ifndef Foo_h` then `#define Foo_h`), which wraps the whole file.
  static func conditionalLines(of file: SourceFile) -> Set<Int> {
    var regions: [Bool] = []  // Open regions, innermost last: whether each is an include guard.
    var result = Set<Int>()
    var line = 1
    while line <= max(1, file.lineCount) {
      defer { line += 1 }
      var isGuard = false
      if let (keyword, argument) = Self.directive(at: line, in: file) {
        switch keyword {
        case "if", "ifdef", "ifndef":
          if keyword == "ifndef", line < file.lineCount, let next = Self.directive(at: line + 1, in: file), next.keyword == "define", next.argument == argument {
            isGuard = true
          }
          regions.append(isGuard)
        case "endif":
          let closed = regions.popLast() ?? true
          if !closed || regions.contains(false) { result.insert(line) }
          continue
        default: break
        }
      }
      if !isGuard && regions.contains(false) { result.insert(line) }
    }
    return result
  }

  /// Just after the last import line outside any `#if` (an import added inside one would be
  /// compiled only under its condition: `#if __has_include(<SafariServices/SafariServices.h>)`),
  /// else the start of the file.
  static func insertionOffset(in file: SourceFile) -> Int {
    var depth = 0
    var result = 0
    for line in 1...max(1, file.lineCount) {
      let range = file.lineRange(line, line)
      guard let first = file.bytes[range].first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
        first == UInt8(ascii: "#") || first == UInt8(ascii: "@")
      else { continue }
      let text = file.slice(range).drop { $0 == " " || $0 == "\t" }
      // Not inside a class's body: an import there (`@implementation X` then `#import "Keys.h"`)
      // is no place for one that must come before it.
      if text.hasPrefix("@implementation") || text.hasPrefix("@interface") { break }
      if text.hasPrefix("@import") {
        if depth == 0 { result = range.upperBound }
        continue
      }
      guard let (keyword, _) = Self.directive(at: line, in: file) else { continue }
      switch keyword {
      case "if", "ifdef", "ifndef": depth += 1
      case "endif": depth = max(0, depth - 1)
      case "import" where depth == 0, "include" where depth == 0: result = range.upperBound
      default: break
      }
    }
    return result
  }

  /// The names of the input headers (`o06_controls.h`), one of which declares the controller.
  static func inputHeaders(of model: ControllerModel) -> Set<String> {
    Set(model.files.map { fileName($0.path) }.filter { $0.hasSuffix(".h") })
  }

  /// The last component of a path or an imported name (`Views/Foo.h` → `Foo.h`).
  static func fileName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? "")
  }

  /// The inputs' import lines, without the controller's own header, without duplicates;
  /// `#import <UIKit/UIKit.h>` first. With `unconditionalOnly`, not those inside an `#if`.
  static func carried(from model: ControllerModel, unconditionalOnly: Bool = false) -> [String] {
    var seen: Set<String> = ["#import <UIKit/UIKit.h>"]
    var result = ["#import <UIKit/UIKit.h>"]
    for file in model.files {
      let conditional = unconditionalOnly ? conditionalLines(of: file) : []
      for line in lines(of: file) where !conditional.contains(file.line(of: line.range.lowerBound)) {
        let text = line.text.trimmingCharacters(in: [" ", "\t", "\r"])
        if let name = line.quotedName, file.slice(name) == model.name + ".h" { continue }
        if seen.insert(text).inserted { result.append(text) }
      }
    }
    return result
  }
}

extension ObjCImports {
  /// The imports a protocol header needs for its `declarations`: UIKit (which brings Foundation),
  /// and for each other type they name, the input's `#import "Type.h"`; for an `NS` type that is
  /// not Foundation's (`NSManagedObject`), the input's framework imports (`<CoreData/CoreData.h>`).
  /// When a type has no such import (declared who knows where), all of `carried` but the headers
  /// of categories on the `controller`, as before.
  ///
  /// `- (void)showNote:(PMNote *)note;` → `#import <UIKit/UIKit.h>`, `#import "PMNote.h"`.
  static func needed(by declarations: [String], carried: [String], controller: String = "", ownHeaders: Set<String> = []) -> [String] {
    let uikit = "#import <UIKit/UIKit.h>"
    var needed: Set<String> = []
    for name in typeNames(in: declarations) where !isUIKitType(name) {
      if name.hasPrefix("NS") {
        needed.formUnion(carried.filter { $0.contains("<") })
      } else if let line = carried.first(where: { quotedName(in: $0) == name + ".h" }) {
        needed.insert(line)
      } else {
        // Not a header of a category on the controller (`AccountsViewController+VendorID.h`),
        // nor the controller's own header named otherwise (`o06_controls.h`): imported by the
        // controller's own header, it would need the class before this protocol could declare it
        // (an import cycle). Other categories' headers may declare types.
        return carried.filter { line in
          quotedName(in: line).map { name in
            (controller.isEmpty || !name.hasPrefix(controller + "+")) && !ownHeaders.contains(fileName(name))
          } ?? true
        }
      }
    }
    // In the inputs' order.
    return [uikit] + carried.filter { $0 != uikit && needed.contains($0) }
  }

  /// The app's classes the declarations point to (`(O05Call *)`), once each in order: not
  /// Foundation's, UIKit's or Core Graphics' (`NS…`, `UI…`, `CG…`, `CA…`).
  static func pointedClasses(in declarations: [String]) -> [String] {
    var seen: Set<String> = []
    var result: [String] = []
    for declaration in declarations {
      var rest = Substring(declaration)
      while let star = rest.firstIndex(of: "*") {
        let before = rest[..<star].reversed().drop { $0 == " " }
        let name = String(before.prefix { $0.isWordCharacter }.reversed())
        if let first = name.first, first.isUppercase, !["NS", "UI", "CG", "CA"].contains(where: name.hasPrefix),
          seen.insert(name).inserted
        {
          result.append(name)
        }
        rest = rest[rest.index(after: star)...]
      }
    }
    return result
  }

  /// The names in the parenthesised types of method declarations, in order: `(NSArray<PMNote *> *)`
  /// → `NSArray`, `PMNote`.
  static func typeNames(in declarations: [String]) -> [String] {
    var names: [String] = []
    for declaration in declarations {
      var depth = 0
      var word = ""
      for character in declaration + " " {
        if depth > 0 && (character.isWordCharacter) {
          word.append(character)
          continue
        }
        if !word.isEmpty, !(word.first?.isNumber ?? false), !names.contains(word) { names.append(word) }
        word = ""
        if character == "(" { depth += 1 }
        if character == ")" { depth = max(0, depth - 1) }
      }
    }
    return names
  }

  /// Declared by UIKit, the Foundation it imports, or the language.
  static func isUIKitType(_ name: String) -> Bool {
    name.hasPrefix("UI") || languageTypes.contains(name) || foundationTypes.contains(name)
  }

  private static let languageTypes: Set<String> = [
    "void", "id", "instancetype", "BOOL", "SEL", "Class", "IMP", "char", "short", "int", "long", "float",
    "double", "unsigned", "signed", "const", "volatile", "nullable", "nonnull", "_Nullable", "_Nonnull",
    "__nullable", "__nonnull", "__kindof", "__weak", "__strong", "__unsafe_unretained", "__autoreleasing",
    "IBAction", "CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform",
  ]

  /// Foundation types a view controller's signatures commonly use (other `NS` types may be
  /// CoreData's or another framework's).
  private static let foundationTypes: Set<String> = [
    "NSObject", "NSString", "NSMutableString", "NSAttributedString", "NSArray", "NSMutableArray",
    "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet", "NSOrderedSet", "NSNumber", "NSValue",
    "NSDecimalNumber", "NSData", "NSDate", "NSDateComponents", "NSError", "NSURL", "NSURLRequest",
    "NSURLResponse", "NSHTTPURLResponse", "NSURLSession", "NSURLSessionTask", "NSURLSessionDataTask",
    "NSIndexPath", "NSIndexSet", "NSInteger", "NSUInteger", "NSTimeInterval", "NSRange", "NSNotification",
    "NSTimer", "NSLocale", "NSUUID", "NSPredicate", "NSSortDescriptor", "NSBundle", "NSUserDefaults",
    "NSOperation", "NSOperationQueue", "NSProgress", "NSCoder",
  ]

  /// `Foo.h` of `#import "Foo.h"`.
  static func quotedName(in line: String) -> String? {
    guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"")
    else { return nil }
    return String(line[line.index(after: open)..<close])
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
