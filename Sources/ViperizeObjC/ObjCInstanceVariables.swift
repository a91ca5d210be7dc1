/// The names an ivar block declares: `@implementation Foo { UIAlertController *currentAlert; id _x, _y; }`
/// → `currentAlert`, `_x`, `_y`.
///
/// Each declaration ends at `;` at the block's own depth; a name is the identifier before a `,`,
/// a `;`, an array bound `[`, or the `^name` of a block variable. Visibility keywords
/// (`@private`) are skipped.
struct ObjCInstanceVariables {
  let file: ObjCTokenizedFile

  /// Names declared between the ivar block's braces, `open` and `close` token indices.
  func names(from open: Int, to close: Int) -> [String] {
    var names: [String] = []
    var depth = 0
    var index = open + 1
    while index < close {
      if file.isText(index, "(") || file.isText(index, "<") || file.isText(index, "[") || file.isText(index, "{") {
        if file.isText(index, "[") && depth == 0 && file.isIdentifier(index - 1) { names.append(file.text(index - 1)) }
        depth += 1
      } else if file.isText(index, ")") || file.isText(index, ">") || file.isText(index, "]") || file.isText(index, "}") {
        depth = max(0, depth - 1)
      } else if file.isText(index, "^") && file.isIdentifier(index + 1) {
        names.append(file.text(index + 1))
      } else if depth == 0 && (file.isText(index, ";") || file.isText(index, ",")) && file.isIdentifier(index - 1) {
        names.append(file.text(index - 1))
      }
      index += 1
    }
    return names
  }
}
