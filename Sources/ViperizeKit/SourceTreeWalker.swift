import Foundation

/// Lists the Swift and Objective-C source files (`.swift`, `.h`, `.m`) under the paths given to
/// `audit` or a batch `convert`, in a stable order.
///
/// A directory is walked recursively, skipping hidden entries (`.git`, `.build`, …) and without
/// following symbolic links to directories; a file argument is taken as it is, whatever its
/// extension says (a file that is not source is skipped later, silently).
public enum SourceTreeWalker {
  public static let sourceExtensions: Set<String> = ["swift", "h", "m"]

  /// Every source file under `paths`, each path as it would be shown (`root/relative/path`),
  /// sorted and without duplicates.
  /// - Throws: `ViperizeError.missingFile` for a path that does not exist.
  public static func sourceFiles(under paths: [String], baseDirectory: String? = nil) throws -> [String] {
    let manager = FileManager.default
    var found: Set<String> = []
    for path in paths {
      let resolved = resolve(path, baseDirectory: baseDirectory)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: resolved, isDirectory: &isDirectory) else { throw ViperizeError.missingFile(path) }
      guard isDirectory.boolValue else {
        found.insert(path)
        continue
      }
      let root = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
      guard let enumerator = manager.enumerator(atPath: resolved) else { continue }
      while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if name.hasPrefix(".") {
          enumerator.skipDescendants()
          continue
        }
        guard sourceExtensions.contains((name as NSString).pathExtension.lowercased()) else { continue }
        found.insert(root == "." ? relative : root + "/" + relative)
      }
    }
    return found.sorted()
  }

  /// Whether `path` names a directory.
  public static func isDirectory(_ path: String, baseDirectory: String? = nil) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: resolve(path, baseDirectory: baseDirectory), isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  static func resolve(_ path: String, baseDirectory: String?) -> String {
    path.hasPrefix("/") || baseDirectory == nil ? path : baseDirectory! + "/" + path
  }
}
