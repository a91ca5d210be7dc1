/// Follows clang's abbreviated source locations through an AST dump.
///
/// clang prints a full `file:line:col` when the file changes, `line:L:C` when only the line
/// changes and `col:C` when neither does, relative to the previously printed location, in
/// print order. Every `<…>` range and the name location after it update that state.
struct LocationTracker {
  struct Range {
    var startLine: Int
    var endLine: Int
    var inMainFile: Bool
  }

  let mainFile: String
  private var file = ""
  private var line = 0

  init(mainFile: String) { self.mainFile = mainFile }

  /// Consumes every location printed on one dump line; returns its `<…>` ranges.
  mutating func consume(_ text: String) -> [Range] {
    var ranges: [Range] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      guard let close = rest[open...].firstIndex(of: ">") else { break }
      let inner = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      let parts = inner.components(separatedBy: ", ")
      guard parts.count <= 2, parts.allSatisfy(isLocation) else { continue }
      var lines: [Int] = []
      var files: [String] = []
      for part in parts {
        apply(part)
        lines.append(line)
        files.append(file)
      }
      ranges.append(Range(startLine: lines[0], endLine: lines.last ?? lines[0], inMainFile: files.allSatisfy { $0 == mainFile }))
      // The name location after a range (`col:17`, `line:4:1`) also moves the state.
      if let word = rest.split(separator: " ").first, isLocation(String(word)) { apply(String(word)) }
    }
    return ranges
  }

  private func isLocation(_ text: String) -> Bool {
    text.hasPrefix("col:") || text.hasPrefix("line:") || (text.contains(".") && text.split(separator: ":").count >= 3)
      || text == "<invalid sloc>" || text == "invalid sloc" || text.hasPrefix("<scratch space>") || text.hasPrefix("<built-in>")
  }

  private mutating func apply(_ location: String) {
    if location.hasPrefix("col:") { return }
    let pieces = location.split(separator: ":")
    if location.hasPrefix("line:"), pieces.count >= 2 {
      line = Int(pieces[1]) ?? line
    } else if pieces.count >= 3 {
      file = pieces.dropLast(2).joined(separator: ":")
      line = Int(pieces[pieces.count - 2]) ?? line
    }
  }
}
