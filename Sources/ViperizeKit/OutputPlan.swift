import Foundation
import ViperizeCore

/// One file a run would write: where, what, and — with `--in-place` — the original it replaces.
public struct OutputFile: Sendable, Equatable {
  /// Where to write: relative to the current directory, or absolute.
  public var path: String
  /// The path shown in diffs and patches: relative to the project root, without `./`.
  public var displayPath: String
  public var contents: String
  /// The text of the file this one replaces (`--in-place`); `nil` for a new file.
  public var original: String?

  public init(path: String, displayPath: String, contents: String, original: String? = nil) {
    self.path = path
    self.displayPath = displayPath
    self.contents = contents
    self.original = original
  }
}

/// Decides where each generated file goes.
///
/// Default: every file under `<output>/`. With `inPlace`, the slim view controller generated for
/// input file *i* (`module.viewFiles[i]`) replaces input file *i*, and the rest of the module goes
/// under `<output>/`.
public enum OutputPlan {
  public static func files(
    for conversion: Conversion, outputDirectory: String, inPlace: Bool,
    projectRoot: String = FileManager.default.currentDirectoryPath
  ) -> [OutputFile] {
    let viewFiles = inPlace ? conversion.module.viewFiles : []
    var outputs: [OutputFile] = []
    if inPlace {
      let sources = conversion.plan.model.files
      for (index, viewPath) in viewFiles.enumerated() where index < sources.count {
        guard let generated = conversion.files.first(where: { $0.path == viewPath }) else { continue }
        let source = sources[index]
        outputs.append(
          OutputFile(
            path: source.path, displayPath: displayPath(source.path, root: projectRoot), contents: generated.contents,
            original: source.text))
      }
    }
    for file in conversion.files.sorted(by: { $0.path < $1.path }) where !viewFiles.contains(file.path) {
      let path = outputDirectory == "." || outputDirectory.isEmpty
        ? file.path : (outputDirectory as NSString).appendingPathComponent(file.path)
      outputs.append(OutputFile(path: path, displayPath: displayPath(path, root: projectRoot), contents: file.contents))
    }
    return outputs
  }

  /// `./Modules/../Modules/X.swift` → `Modules/X.swift`; an absolute path inside `root` becomes
  /// relative to it, so `git apply` accepts the patch from the project root.
  static func displayPath(_ path: String, root: String) -> String {
    var path = path
    let rootPrefix = root.hasSuffix("/") ? root : root + "/"
    if path.hasPrefix(rootPrefix) { path.removeFirst(rootPrefix.count) }
    let components = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    var result: [Substring] = []
    for component in components {
      if component == "..", let last = result.last, last != ".." { result.removeLast() } else { result.append(component) }
    }
    return (path.hasPrefix("/") ? "/" : "") + result.joined(separator: "/")
  }
}
