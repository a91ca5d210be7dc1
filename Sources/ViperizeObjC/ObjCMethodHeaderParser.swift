/// Parses a method header from its `-`/`+` to the token before its `{` or `;`.
///
/// `- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath`
/// → selector `tableView:didSelectRowAtIndexPath:`, parameters with labels, names and types.
struct ObjCMethodHeaderParser {
  let file: ObjCTokenizedFile

  /// Parses tokens `start..<end` (start is the `-`/`+`); nil when no selector can be found.
  func parse(from start: Int, to end: Int) -> ObjCMethodHeaderSyntax? {
    var index = start + 1
    var returnType = "id"
    if index < end && file.isText(index, "(") {
      guard let close = file.closing(of: index, before: end) else { return nil }
      returnType = ObjCTypeText.render(file, from: index + 1, through: close - 1)
      index = close + 1
    }
    guard index < end, file.isIdentifier(index) else { return nil }
    let firstPiece = index
    var selector = ""
    var parameters: [ObjCMethodHeaderSyntax.Parameter] = []
    var isVariadic = false
    while index < end {
      var label = ""
      if file.isIdentifier(index) && file.isText(index + 1, ":") {
        label = file.text(index)
        index += 2
      } else if file.isText(index, ":") {
        index += 1
      } else {
        break
      }
      var type = "id"
      if index < end && file.isText(index, "(") {
        guard let close = file.closing(of: index, before: end) else { break }
        type = ObjCTypeText.render(file, from: index + 1, through: close - 1)
        index = close + 1
      }
      // The first word is the name; trailing words (`NS_REQUIRES_SUPER`) are skipped.
      var name = ""
      if index < end && file.isIdentifier(index) && !file.isText(index + 1, ":") {
        name = file.text(index)
        index += 1
        while index < end && file.isIdentifier(index) && !file.isText(index + 1, ":") {
          index += 1
        }
      }
      selector += label + ":"
      parameters.append(.init(label: label, name: name, type: type))
    }
    if parameters.isEmpty { selector = file.text(firstPiece) }
    if index + 1 < end && file.isText(index, ",") && file.isText(index + 1, "...") {
      isVariadic = true
    }
    return ObjCMethodHeaderSyntax(
      isClassMethod: file.isText(start, "+"), returnType: returnType, selector: selector,
      firstPieceToken: firstPiece, parameters: parameters, isVariadic: isVariadic)
  }
}
