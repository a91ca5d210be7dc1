import Foundation

/// Runs `clang -ast-dump` on a fixture and lists the method definitions of chosen classes with
/// their selector and line range in the main file.
///
/// The dump abbreviates locations: a range is `<line:12:1, line:20:1>`, `<line:12:1, col:30>`
/// (same line) or `<col:5, col:9>` (same line as the last location printed), and a location in
/// another file is `<path/to/Header.h:3:1, …>`. The parser below tracks the current file and line
/// across the whole dump the way clang prints them, and keeps only ranges in the main file.
struct ClangASTMethodDump {
  struct Method: Equatable, CustomStringConvertible {
    var selector: String
    var startLine: Int
    var endLine: Int
    var description: String { "\(selector) \(startLine)-\(endLine)" }
  }

  enum Failure: Error, CustomStringConvertible {
    case clangMissing
    case clangFailed(String)
    var description: String {
      switch self {
      case .clangMissing: "clang is not on PATH: the Objective-C cross-check needs it (it ships with the Swift toolchain)"
      case .clangFailed(let output): "clang failed:\n\(output)"
      }
    }
  }

  static func clangPath() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/clang"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The clang arguments that type-check a fixture against the stub headers.
  static func arguments(file: URL, includes: [URL], dump: Bool) -> [String] {
    ["-x", "objective-c", "-fsyntax-only", "-fobjc-arc", "-fobjc-runtime=ios-14.0", "-fblocks"]
      + (dump ? ["-Xclang", "-ast-dump"] : []) + includes.flatMap { ["-I", $0.path] } + [file.path]
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    guard let clang = clangPath() else { throw Failure.clangMissing }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: clang)
    process.arguments = arguments
    // stdout is drained while clang runs (a dump is large); stderr goes to a file.
    let output = Pipe()
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("viperize-clang-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let errors = try FileHandle(forWritingTo: errorFile)
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try? errors.close()
    let errData = (try? Data(contentsOf: errorFile)) ?? Data()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
  }

  /// Method definitions inside `ObjCImplementationDecl`/`ObjCCategoryImplDecl` of `classNames`.
  static func methods(dump: String, mainFile: String, classNames: Set<String>) -> [Method] {
    var tracker = LocationTracker(mainFile: mainFile)
    var result: [Method] = []
    var implementationDepth: Int?
    var categoryDepth: Int?
    var pending: (depth: Int, method: Method)?
    for line in dump.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = String(line)
      let depth = treeDepth(text)
      let locations = tracker.consume(text)
      if let current = implementationDepth, depth <= current { implementationDepth = nil }
      if let open = pending, depth <= open.depth { pending = nil }
      let body = text.drop { !$0.isLetter }
      if body.hasPrefix("ObjCImplementationDecl") || body.hasPrefix("ObjCCategoryImplDecl") {
        // A category names its class on the next line (`ObjCInterface 0x… 'Name'`).
        let words = body.split(separator: " ")
        let named = words.contains { classNames.contains(String($0)) }
        implementationDepth = named ? depth : nil
        categoryDepth = body.hasPrefix("ObjCCategoryImplDecl") ? depth : nil
      } else if let category = categoryDepth, body.hasPrefix("ObjCInterface"), depth == category + 2 {
        let named = classNames.contains { body.contains("'\($0)'") }
        implementationDepth = named ? category : nil
        categoryDepth = nil
      } else if implementationDepth != nil, body.hasPrefix("ObjCMethodDecl"), !body.contains(" implicit "),
        let range = locations.first, range.inMainFile, let selector = selectorOf(body)
      {
        pending = (depth, Method(selector: selector, startLine: range.startLine, endLine: range.endLine))
      } else if let open = pending, body.hasPrefix("CompoundStmt"), depth == open.depth + 2 {
        result.append(open.method)
        pending = nil
      }
    }
    return result
  }

  /// `ObjCMethodDecl 0x… <…> col:1 - tableView:didSelectRowAtIndexPath: 'void'` → the selector.
  private static func selectorOf(_ body: Substring) -> String? {
    let words = body.split(separator: " ")
    guard let sign = words.firstIndex(where: { $0 == "-" || $0 == "+" }), sign + 1 < words.count else { return nil }
    return String(words[sign + 1])
  }

  /// The column where the node name starts in the `|-`/`` `- `` tree (two columns a level).
  private static func treeDepth(_ line: String) -> Int {
    var count = 0
    for character in line {
      if character.isLetter || character == "<" { break }
      count += 1
    }
    return count
  }
}
