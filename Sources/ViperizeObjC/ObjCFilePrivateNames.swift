/// Names an implementation file declares for itself that moved code cannot take along: other
/// files of the module cannot see them, and the emitter does not copy them.
///
/// `#define appendToViewQueue(x) [self …]`, a macro over several lines,
/// `static void configure(UIView *view) { … }`, and the constants of an `enum`/`NS_ENUM` declared
/// in the `.m` → `appendToViewQueue`, `configure`, and each constant. A one-line constant
/// (`static NSString *const kCellID = @"Cell";`, `#define kPageSize 20`) is not listed: the
/// emitter copies it into each generated file that uses it (`ObjCSupportDeclarations`); nor is a
/// one-line global of a framework type without `static` (`NSString * const kKey = @"k";`),
/// which those files declare `extern`. A class
/// the `.m` declares for itself (`@interface XYZRowModel : NSObject`), other than the controller,
/// is listed too.
struct ObjCFilePrivateNames {
  let file: ObjCTokenizedFile
  let syntax: ObjCFileSyntax
  /// The file's `#if` regions: a constant inside one is not copied.
  let regions: ObjCConditionalRegions

  /// The file's own names (above), and the one-line constants the emitter copies
  /// (`static NSString *const kCellID = @"Cell";`, `#define kPageSize 20`), which are the file's
  /// own after all when code assigns them (a `static` variable: a copy would be another
  /// variable, `ObjCFrontend` checks).
  ///
  /// A constant inside `#if` is the file's own too: the emitter copies a line, not its
  /// conditions (`#if DEBUG #define kSuite @"debug" #else #define kSuite @"release" #endif`
  /// would define it twice, the last one winning).
  func names(controller: String) -> (fileOwn: Set<String>, copied: Set<String>) {
    var names = Set(syntax.containers.filter { $0.kind == .interface && $0.className != controller }.map(\.className))
    var copied = Set<String>()
    func isConditional(_ offset: Int) -> Bool { regions.regions.contains { $0.contains(offset) } }
    // A macro defined again or undefined (`#undef kKey` then another `#define kKey`): which value
    // a use gets depends on where it stands, which a copy at the top of a file would not keep.
    let directives = file.trivia.filter { $0.kind == .preprocessor }.map { token in
      let text = file.source.slice(token.start..<token.end)
      return (token: token, text: text, words: text.dropFirst().split(whereSeparator: { !($0.isWordCharacter) }))
    }
    var definitions: [Substring: Int] = [:]
    var undefined = Set<Substring>()
    for (_, _, words) in directives where words.count > 1 {
      if words[0] == "define" { definitions[words[1], default: 0] += 1 }
      if words[0] == "undef" { undefined.insert(words[1]) }
    }
    for (token, text, words) in directives {
      guard words.first == "define", words.count > 1 else { continue }
      let name = words[1]
      // A function-like macro may expand to `[self …]`: copied, it would message the new class;
      // so would one whose value names `self` or `super` (`#define kUserKey self.userKey`).
      let isFunctionLike = text.range(of: String(name) + "(") != nil
        || words.dropFirst(2).contains { $0 == "self" || $0 == "super" }
      let isRedefined = definitions[name, default: 0] > 1 || undefined.contains(name)
      // The emitter copies a directive by its first line (`#define X \\` continues: not copied).
      if isFunctionLike || isRedefined || ObjCSupportDeclarations.copiedName(line(at: token.start)) == nil || isConditional(token.start) {
        names.insert(String(name))
      } else {
        copied.insert(String(name))
      }
    }
    for item in syntax.fileScopeItems where !isForwardDeclaration(item) {
      if isCopiedConstant(item) && !isConditional(file.code[item.lowerBound].start) {
        copied.formUnion(declaredNames(in: item))
      } else {
        names.formUnion(declaredNames(in: item))
      }
    }
    return (names, copied.subtracting(names))
  }

  /// `@class HelperTools;`, `@protocol Delegate;`: the type is declared in a header the generated
  /// files import too (`ObjCImports.carried`), so the name is not the file's own. Nor is a module
  /// `@import OTRAssets;` names, which the generated files import as well.
  private func isForwardDeclaration(_ item: ClosedRange<Int>) -> Bool {
    if file.isText(item.lowerBound, "@class") || file.isText(item.lowerBound, "@import") { return true }
    return file.isText(item.lowerBound, "@protocol") && !item.contains { file.isText($0, "@end") }
  }

  /// An item the emitter copies (`ObjCSupportDeclarations.copiedName`): a one-line constant.
  private func isCopiedConstant(_ item: ClosedRange<Int>) -> Bool {
    let first = file.lines.location(of: file.code[item.lowerBound].start).line
    let last = file.lines.location(of: file.code[item.upperBound].start).line
    return first == last && ObjCSupportDeclarations.copiedName(line(at: file.code[item.lowerBound].start)) != nil
  }

  /// The whole line holding byte `offset`, without its line break, as the emitter reads lines.
  private func line(at offset: Int) -> String {
    let number = file.lines.location(of: offset).line
    var line = file.source.slice(file.source.lineRange(number, number))
    while line.last == "\n" || line.last == "\r\n" || line.last == "\r" { line.removeLast() }
    return line
  }

  /// The constants of an enum, else the name the item declares (before its first `(`, `=`, `;`, `[`).
  private func declaredNames(in item: ClosedRange<Int>) -> [String] {
    // `@protocol PLNewsService <NSObject> … @end` declares the protocol, not what it adopts.
    if file.isText(item.lowerBound, "@protocol") {
      return file.isIdentifier(item.lowerBound + 1) ? [file.text(item.lowerBound + 1)] : []
    }
    // The type a `typedef` names is the file's own too: a generated header declaring a method
    // with it would not compile (`typedef NS_ENUM(NSInteger, XYZSort) {…};` → `XYZSort`).
    var names = typedefNames(in: item)
    let isEnum = item.contains { file.isText($0, "enum") || file.isText($0, "NS_ENUM") || file.isText($0, "NS_OPTIONS") }
    // A truncated file may end at the `{`.
    if isEnum, let open = item.first(where: { file.isText($0, "{") }), open < item.upperBound {
      var expectName = true
      var depth = 0
      for index in (open + 1)...item.upperBound {
        if file.isText(index, "(") { depth += 1 } else if file.isText(index, ")") { depth -= 1 }
        if file.isText(index, "}") && depth == 0 { break }
        if expectName && file.isIdentifier(index) {
          names.append(file.text(index))
          expectName = false
        } else if file.isText(index, ",") && depth == 0 {
          expectName = true
        }
      }
      return names
    }
    if !names.isEmpty { return names }
    var last: String?
    var end = item.upperBound
    for index in item {
      if file.isText(index, "(") || file.isText(index, "=") || file.isText(index, ";") || file.isText(index, "[")
        || file.isText(index, "{")
      {
        end = index
        break
      }
      if file.isIdentifier(index) { last = file.text(index) }
    }
    guard let first = last else { return [] }
    // Each declarator after a comma at the top level declares a name too (`NSString * const A
    // = @"a", * const B = @"b";` → `A`, `B`).
    names = [first]
    var depth = 0
    var declarator: String?
    var naming = false
    for index in end...item.upperBound {
      if file.isText(index, "(") || file.isText(index, "[") || file.isText(index, "{") { depth += 1; naming = false }
      if file.isText(index, ")") || file.isText(index, "]") || file.isText(index, "}") { depth -= 1 }
      guard depth == 0 else { continue }
      if file.isText(index, ",") {
        if let declarator { names.append(declarator) }
        declarator = nil
        naming = true
      } else if file.isText(index, "=") || file.isText(index, ";") {
        if naming, let declarator { names.append(declarator) }
        declarator = nil
        naming = false
      } else if naming && file.isIdentifier(index) {
        declarator = file.text(index)
      }
    }
    return names
  }

  /// `typedef NS_ENUM(NSInteger, XYZSort) {…};` → `XYZSort`; `typedef enum Tag {…} Name;` →
  /// `Tag`, `Name`; `typedef struct {…} Point;` → `Point`; `typedef void (^Handler)(NSData *);`
  /// → `Handler`; `typedef NSString *Key;` → `Key`. Empty for anything else.
  private func typedefNames(in item: ClosedRange<Int>) -> [String] {
    var names: [String] = []
    if let macro = item.first(where: { file.isText($0, "NS_ENUM") || file.isText($0, "NS_OPTIONS") || file.isText($0, "NS_CLOSED_ENUM") }),
      item.contains(macro + 1), file.isText(macro + 1, "("),
      let close = (macro + 1...item.upperBound).first(where: { file.isText($0, ")") }),
      close > macro + 1, file.isIdentifier(close - 1)
    {
      names.append(file.text(close - 1))
    }
    if let keyword = item.first(where: { file.isText($0, "enum") || file.isText($0, "struct") || file.isText($0, "union") }),
      item.contains(keyword + 1), file.isIdentifier(keyword + 1)
    {
      names.append(file.text(keyword + 1))
    }
    guard file.isText(item.lowerBound, "typedef") else { return names }
    // The name after the body's closing brace, else the `^`/`*` name of a block or function
    // pointer, else the last identifier before the `;`.
    var depth = 0
    var afterBody: String?
    var pointerName: String?
    var last: String?
    for index in item {
      if file.isText(index, "{") { depth += 1 } else if file.isText(index, "}") { depth -= 1 }
      guard depth == 0, file.isIdentifier(index) else { continue }
      if index > item.lowerBound, file.isText(index - 1, "^") || (file.isText(index - 1, "*") && index >= item.lowerBound + 2 && file.isText(index - 2, "(")) {
        pointerName = pointerName ?? file.text(index)
      }
      if index > item.lowerBound, item.contains(where: { $0 < index && file.isText($0, "}") }) { afterBody = file.text(index) }
      last = file.text(index)
    }
    if let name = afterBody ?? pointerName ?? last, !names.contains(name), name != "typedef" { names.append(name) }
    return names
  }
}
