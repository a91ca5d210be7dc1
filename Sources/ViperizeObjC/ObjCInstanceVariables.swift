/// The names an ivar block declares: `@implementation Foo { UIAlertController *currentAlert; id _x, _y; }`
/// → `currentAlert`, `_x`, `_y`.
///
/// Each declaration ends at `;` at the block's own depth; a name is the identifier before a `,`,
/// a `;`, an array bound `[`, or the `^name` of a block variable. Visibility keywords
/// (`@private`) are skipped.
struct ObjCInstanceVariables {
  let file: ObjCTokenizedFile

  /// Each name declared between the ivar block's braces (`open` and `close` token indices), with
  /// its type as written, where the declaration is a plain one
  /// (`NSMutableArray *_items;` → `NSMutableArray *`; `id _x, _y;` → `id` for both); `nil` for a
  /// block variable or an array, and for a type with qualifiers the class does not need
  /// (`IBOutlet`, `__weak`: the value's type is what matters, and such an ivar is view state).
  func declarations(from open: Int, to close: Int) -> [(name: String, type: String?)] {
    var result: [(name: String, type: String?)] = []
    var depth = 0
    // The first token of the current declaration, the last of its base type (set by its first
    // name: `NSArray *_a, *_b`), and whether it is a plain one.
    var declarationStart = open + 1
    var baseTypeEnd: Int?
    var plain = true
    func add(_ nameToken: Int) {
      var type: String?
      if baseTypeEnd == nil {
        var last = nameToken - 1
        while last >= declarationStart, file.isText(last, "*") { last -= 1 }
        if last >= declarationStart { baseTypeEnd = last }
      }
      if plain, let end = baseTypeEnd {
        var stars = 0
        while nameToken - 1 - stars > end, file.isText(nameToken - 1 - stars, "*") { stars += 1 }
        let base = file.text(from: declarationStart, through: end)
        if !base.split(separator: " ").contains(where: { $0.hasPrefix("__") || $0 == "IBOutlet" }) {
          type = stars == 0 ? base : base + " " + String(repeating: "*", count: stars)
        }
      }
      result.append((file.text(nameToken), type))
    }
    var index = open + 1
    while index < close {
      if file.isText(index, "(") || file.isText(index, "<") || file.isText(index, "[") || file.isText(index, "{") {
        if file.isText(index, "[") && depth == 0 && file.isIdentifier(index - 1) {
          plain = false
          add(index - 1)
        }
        if file.isText(index, "(") && depth == 0 { plain = false }
        depth += 1
      } else if file.isText(index, ")") || file.isText(index, ">") || file.isText(index, "]") || file.isText(index, "}") {
        depth = max(0, depth - 1)
      } else if file.isText(index, "^") && file.isIdentifier(index + 1) {
        plain = false
        add(index + 1)
      } else if depth == 0 && (file.isText(index, ";") || file.isText(index, ",")) && file.isIdentifier(index - 1) {
        add(index - 1)
      }
      // A `;` ends the declaration; a visibility keyword (`@private`) starts none.
      if depth == 0 && (file.isText(index, ";") || file.kind(index) == .atKeyword) {
        declarationStart = index + 1
        baseTypeEnd = nil
        plain = true
      }
      index += 1
    }
    return result
  }
}
