/// The selectors a file names in `@selector(…)`: `@selector(findVendorIDsWithLogin:)` →
/// `findVendorIDsWithLogin:`. A method reached that way is called by the runtime on the object the
/// code hands over, usually the controller itself.
struct ObjCSelectorReferences {
  let file: ObjCTokenizedFile

  func selectors() -> Set<String> {
    var selectors = Set<String>()
    var index = 0
    let count = file.code.count
    while index < count {
      defer { index += 1 }
      guard file.kind(index) == .atKeyword, file.isText(index, "@selector"), file.isText(index + 1, "(") else { continue }
      var selector = ""
      var inner = index + 2
      while inner < count, !file.isText(inner, ")") {
        selector += file.text(inner)
        inner += 1
      }
      if !selector.isEmpty { selectors.insert(selector) }
      index = inner
    }
    return selectors
  }
}
