/// Why a frontend could not build a `ControllerModel`. Every case names the file and, where there
/// is one, the line; `description` is the one-line message the CLI prints.
public enum FrontendError: Error, Equatable, CustomStringConvertible, Sendable {
  /// No class in the input looks like a view controller.
  case noController(files: [String])
  /// Several candidate controllers and no `--class` to choose one: `(name, file, line)`.
  case severalControllers([Candidate])
  /// `--class NAME` named a class that is not in the input.
  case classNotFound(name: String, candidates: [String])
  /// The source does not parse; the first error's location and message.
  case syntaxError(file: String, line: Int, column: Int, message: String)

  public struct Candidate: Equatable, Sendable {
    public var name: String
    public var file: String
    public var line: Int
    public init(name: String, file: String, line: Int) {
      self.name = name
      self.file = file
      self.line = line
    }

    /// Of several controller classes, the one named like an input file (`PanoramaxViewController`
    /// in `PanoramaxViewController.swift` beside a `PanoramaxWebViewController`, ObjC
    /// `ReportCSVViewController` of `ReportCSVViewController.h`/`.m`): a file is named after its
    /// main class. Nil unless exactly one is. (The frontends also refuse to choose when another
    /// candidate derives from it: its overrides would no longer run for code that moved.)
    public static func namedLikeFile(_ candidates: [String], files: [String]) -> String? {
      let stems = Set(files.map { path -> String in
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
      })
      let named = candidates.filter(stems.contains)
      return named.count == 1 ? named[0] : nil
    }
  }

  public var description: String {
    switch self {
    case .noController(let files):
      return "\(files.joined(separator: ", ")): error: no view controller class found"
        + " (a class deriving from UIViewController or named *Controller)"
    case .severalControllers(let candidates):
      let list = candidates.map { "\($0.name) (\($0.file):\($0.line))" }.joined(separator: ", ")
      return "error: several controller classes found: \(list); choose one with --class NAME"
    case .classNotFound(let name, let candidates):
      let known = candidates.isEmpty ? "none" : candidates.joined(separator: ", ")
      return "error: no class named '\(name)' in the input (controller classes found: \(known))"
    case .syntaxError(let file, let line, let column, let message):
      return "\(file):\(line):\(column): error: \(message)"
    }
  }
}
