import Foundation

/// Finds `.viperize.yml` for a run: in the first input file's directory or the nearest ancestor,
/// stopping at the filesystem root.
public enum ConfigLocator {
  /// The config path for `inputPath` (relative paths resolve against `currentDirectory`), or nil;
  /// relative to `currentDirectory` when inside it, so messages stay short.
  public static func find(
    forInput inputPath: String, currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> String? {
    let absolute = inputPath.hasPrefix("/") ? inputPath : (currentDirectory as NSString).appendingPathComponent(inputPath)
    var directory = ((absolute as NSString).deletingLastPathComponent as NSString).standardizingPath
    while true {
      let candidate = (directory as NSString).appendingPathComponent(ConfigFile.fileName)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
        return OutputPlan.displayPath(candidate, root: currentDirectory)
      }
      let parent = (directory as NSString).deletingLastPathComponent
      if parent == directory || directory.isEmpty { return nil }
      directory = parent
    }
  }
}
