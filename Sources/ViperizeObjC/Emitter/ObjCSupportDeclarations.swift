import ViperizeCore

/// File-scope declarations of the controller's files that moved code may still name.
///
/// A one-line `static NSString *const CGMenuCellIdentifier = @"CGMenuCell";` or `#define` of an
/// implementation file is copied into each generated `.m` whose code uses it, and a one-line
/// global of a framework type defined without `static` is declared there `extern`; names declared at
/// file scope in the header (`typedef NS_ENUM(…) { CGMenuSectionDistricts, … }`) are reached by
/// importing the view controller's header.
struct ObjCSupportDeclarations {
  /// Declared name → its line.
  private var copied: [(name: String, line: String)] = []
  private var headerNames: Set<String> = []
  private var viewHeader: String?
  /// The controller's class: code creating another of it (a drill-down into a subfolder) needs its header.
  private var controllerName = ""

  init(plan: ModulePlan) {
    let model = plan.model
    controllerName = model.name
    // The classes an input header declares beside the controller (`@interface FieldRow : NSObject`).
    headerNames = model.headerDeclaredClasses
    for (index, file) in model.files.enumerated() {
      let controllerRanges = model.declarations.filter { $0.span.file == index }.map(\.span.range)
      var lineNumber = 0
      for rawLine in Self.characterLines(file.bytes) {
        lineNumber += 1
        guard lineNumber <= file.lineCount else { break }
        let start = file.lineStarts[lineNumber - 1]
        let line = String(decoding: rawLine, as: UTF8.self)
        // Inside `@implementation … @end` only a `#define` is the file's (`ObjCFilePrivateNames`
        // lists it wherever it stands): the preprocessor knows no classes.
        if controllerRanges.contains(where: { $0.contains(start) }) {
          if !file.path.hasSuffix(".h"), line.hasPrefix("#define"), let copy = Self.copy(of: line) { copied.append(copy) }
          continue
        }
        if file.path.hasSuffix(".h") {
          if line.hasPrefix("#import") || line.hasPrefix("#include") || line.hasPrefix("@") { continue }
          for word in SourceWords.identifiers(in: line) where word.first?.isUppercase == true
            && !word.hasPrefix("NS") && !word.hasPrefix("UI") && word != model.name
          {
            headerNames.insert(word)
          }
        } else if let copy = Self.copy(of: line) {
          copied.append(copy)
        }
      }
      if file.path.hasSuffix(".h") && viewHeader == nil {
        viewHeader = ObjCViperEmitter.baseName(file.path)
      }
    }
  }

  /// The name a line of an implementation file declares when the emitter copies that line, or
  /// a declaration of what it defines, into the generated files using it (`copy(of:)`); nil for
  /// any other line.
  static func copiedName(_ line: String) -> String? { copy(of: line)?.name }

  /// What the generated files using a line's name get: a one-line `static` constant or a
  /// one-line `#define`, copied (`static NSString *const kCellID = @"Cell";` → `kCellID`); and
  /// for a one-line global the file defines for the whole program (`NSString * const
  /// MTAuthTokenKey = @"MTAuthToken";`, no `static`), a declaration of it (`extern NSString *
  /// const MTAuthTokenKey;`): a copy would define it twice, which the linker rejects, and the
  /// declaration names the one object. Nil for any other line.
  static func copy(of line: String) -> (name: String, line: String)? {
    // The keyword and a blank: `#define\tkKey @"k"` is a define too.
    func starts(with keyword: String) -> Bool {
      line.hasPrefix(keyword) && line.dropFirst(keyword.count).first.map { $0 == " " || $0 == "\t" } == true
    }
    if starts(with: "static") && line.hasSuffix(";") && !line.contains("(") {
      let head = line.split(separator: "=").first.map(String.init) ?? line
      return SourceWords.identifiers(in: head).last.map { ($0, line) }
    }
    if starts(with: "#define") && !line.hasSuffix("\\") {
      let words = SourceWords.identifiers(in: line)
      return words.count >= 2 ? (words[1], line) : nil
    }
    // A definition at file scope: at the line's start, a type and a name before `=`, no function,
    // array, block or other storage class.
    guard line.first.map({ $0.isLetter || $0 == "_" }) == true, line.hasSuffix(";"), let equals = line.firstIndex(of: "=") else {
      return nil
    }
    let head = String(line[..<equals].trimmingTrailingBlanks())
    let words = SourceWords.identifiers(in: head)
    // Of a type every generated file sees (Foundation's, UIKit's, C's): not one the view's
    // header or the `.m` declares, which a file declaring it `extern` would not import.
    let seen: Set<String> = ["const", "int", "long", "short", "char", "float", "double", "unsigned", "signed", "BOOL", "bool", "id"]
    guard words.count >= 2, let name = words.last, head.hasSuffix(name),
      words.dropLast().allSatisfy({ seen.contains($0) || $0.hasPrefix("NS") || $0.hasPrefix("UI") || $0.hasPrefix("CG") }),
      !head.contains(where: { "()[]^{}.,:<>".contains($0) }),
      // One name: `NSString * const A = @"a", * const B = @"b";` defines two.
      !Self.outsideStrings(line[equals...]).contains(",")
    else { return nil }
    return (name, "extern \(head);")
  }

  /// `text` without the contents of its string literals.
  private static func outsideStrings(_ text: Substring) -> String {
    var result = ""
    var inString = false
    var escaped = false
    for character in text {
      if inString {
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
        continue
      }
      if character == "\"" { inString = true }
      result.append(character)
    }
    return result
  }

  /// Lines to put after a generated `.m`'s imports for `code`: the view header import when the
  /// code names something the header declares or the controller's class (unless the file
  /// imports it already, `importsViewHeader`), then the copied constants it uses.
  func lines(for code: String, importsViewHeader: Bool = false) -> String {
    let words = Set(SourceWords.identifiers(in: code))
    var text = ""
    if let viewHeader, !importsViewHeader, !headerNames.isDisjoint(with: words) || words.contains(controllerName) {
      text += "#import \"\(viewHeader)\"\n"
    }
    let used = copied.filter { words.contains($0.name) }
    if !used.isEmpty { text += "\n" + used.map { $0.line + "\n" }.joined() }
    return text
  }

  /// The lines of `text.split(separator: "\n", omittingEmptySubsequences: false)`, cut on bytes:
  /// at each newline that does not end a `\r\n` (one character, which is not `"\n"`).
  static func characterLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    for index in bytes.indices where bytes[index] == .newline && (index == 0 || bytes[index - 1] != .carriageReturn) {
      lines.append(bytes[start..<index])
      start = index + 1
    }
    lines.append(bytes[start...])
    return lines
  }
}
