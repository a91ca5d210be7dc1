import Foundation
import ViperizeCore

/// Writes a module to disk: never over an existing file without `force`, and all-or-nothing —
/// every file goes to a temporary name first and is renamed into place only when all are written.
public struct ModuleWriter {
  public var outputDirectory: String
  public var force: Bool

  public init(outputDirectory: String, force: Bool) {
    self.outputDirectory = outputDirectory
    self.force = force
  }

  /// Paths that already exist and would be replaced.
  public func existingPaths(_ files: [GeneratedFile]) -> [String] {
    files.map { target($0) }.filter { FileManager.default.fileExists(atPath: $0) }
  }

  public func write(_ files: [GeneratedFile]) throws {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: outputDirectory, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw ViperizeError.outputIsFile(outputDirectory)
    }
    let existing = existingPaths(files)
    if !existing.isEmpty && !force { throw ViperizeError.outputExists(existing) }
    var staged: [(temporary: String, final: String)] = []
    do {
      for file in files {
        let path = target(file)
        let folder = (path as NSString).deletingLastPathComponent
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = folder + "/.viperize-\(ProcessInfo.processInfo.processIdentifier)-" + (path as NSString).lastPathComponent
        guard manager.createFile(atPath: temporary, contents: Data(file.contents.utf8)) else {
          throw ViperizeError.writeFailed(path, reason: "cannot create file")
        }
        staged.append((temporary, path))
      }
      for (temporary, path) in staged {
        if manager.fileExists(atPath: path) { try manager.removeItem(atPath: path) }
        try manager.moveItem(atPath: temporary, toPath: path)
      }
    } catch {
      for (temporary, _) in staged { try? manager.removeItem(atPath: temporary) }
      if let error = error as? ViperizeError { throw error }
      throw ViperizeError.writeFailed(outputDirectory, reason: "\(error.localizedDescription)")
    }
  }

  private func target(_ file: GeneratedFile) -> String {
    (outputDirectory as NSString).appendingPathComponent(file.path)
  }
}
