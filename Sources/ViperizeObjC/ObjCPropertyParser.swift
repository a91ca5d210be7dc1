/// Parses `@property (attrs) Type *name;` between the `@property` token and its `;`.
///
/// Interface Builder marks (`IBOutlet`, `IBOutletCollection(…)`, `IBInspectable`) leave the type and
/// join the attributes; block properties `void (^handler)(NSData *)` are named by the `^` name.
/// A line declaring several (`NSArray *first, *second;`) is no one property: `nil`.
struct ObjCPropertyParser {
  let file: ObjCTokenizedFile

  func parse(from start: Int, to semicolon: Int) -> ObjCPropertySyntax? {
    var index = start + 1
    var attributes: [String] = []
    if index < semicolon && file.isText(index, "(") {
      let close = file.closing(of: index, before: semicolon) ?? semicolon
      var piece: [Int] = []
      for inner in (index + 1)..<max(index + 1, close) {
        if file.isText(inner, ",") {
          if !piece.isEmpty { attributes.append(ObjCTypeText.render(file, piece)) }
          piece = []
        } else {
          piece.append(inner)
        }
      }
      if !piece.isEmpty { attributes.append(ObjCTypeText.render(file, piece)) }
      index = close + 1
    }
    var typeTokens: [Int] = []
    var nameToken: Int?
    while index < semicolon {
      if file.isText(index, "IBOutlet") || file.isText(index, "IBInspectable") {
        attributes.append(file.text(index))
        index += 1
      } else if file.isText(index, "IBOutletCollection") {
        attributes.append("IBOutletCollection")
        index = (file.closing(of: index + 1, before: semicolon) ?? index) + 1
      } else if file.isText(index, "^") && file.isIdentifier(index + 1) && nameToken == nil {
        nameToken = index + 1
        typeTokens.append(index)
        index += 2
      } else if file.isText(index, "__attribute__") || file.text(index).hasPrefix("NS_")
        || file.text(index).hasPrefix("API_")
      {
        // Trailing availability macros: skip them and their argument list.
        if file.isText(index + 1, "(") {
          index = (file.closing(of: index + 1, before: semicolon) ?? index) + 1
        } else {
          index += 1
        }
      } else {
        typeTokens.append(index)
        index += 1
      }
    }
    // `@property NSArray *first, *second;` declares several properties in one line, which no
    // one member can stand for: left to the view as written, its names unknown to the planner.
    var depth = 0
    for token in typeTokens {
      if file.isText(token, "<") || file.isText(token, "(") { depth += 1 }
      if file.isText(token, ">") || file.isText(token, ")") { depth -= 1 }
      if depth == 0 && file.isText(token, ",") { return nil }
    }
    if nameToken == nil {
      guard let last = typeTokens.last, file.isIdentifier(last) else { return nil }
      nameToken = typeTokens.removeLast()
    }
    guard let name = nameToken else { return nil }
    return ObjCPropertySyntax(
      attributes: attributes, type: ObjCTypeText.render(file, typeTokens), name: file.text(name),
      nameToken: name)
  }
}
