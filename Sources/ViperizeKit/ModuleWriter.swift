import Foundation
import ViperizeCore

/// Writes a module to disk: never over an existing file without `force`, and all-or-nothing —
/// every file goes to a temporary name first and is renamed into place only when all are written.
///
/// Files that replace an original on purpose (`--in-place`, `OutputFile.original != nil`) are
/// not "existing output": replacing them is the request.
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

  /// Writes the module's files under `outputDirectory`.
  public func write(_ files: [GeneratedFile]) throws {
    try write(outputs: files.map { OutputFile(path: target($0), displayPath: $0.path, contents: $0.contents) })
  }

  /// Writes planned outputs (paths relative to the current directory or absolute).
  public func write(outputs: [OutputFile]) throws {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if outputs.contains(where: { $0.original == nil }),
      manager.fileExists(atPath: outputDirectory, isDirectory: &isDirectory), !isDirectory.boolValue
    {
      throw ViperizeError.outputIsFile(outputDirectory)
    }
    let existing = outputs.filter { $0.original == nil && manager.fileExists(atPath: $0.path) }.map(\.path)
    if !existing.isEmpty && !force { throw ViperizeError.outputExists(existing) }
    var staged: [(temporary: String, final: String)] = []
    do {
      for output in outputs {
        let folder = (output.path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try manager.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".viperize-\(ProcessInfo.processInfo.processIdentifier)-"
          + (output.path as NSString).lastPathComponent
        guard manager.createFile(atPath: temporary, contents: Data(output.contents.utf8)) else {
          throw ViperizeError.writeFailed(output.path, reason: "cannot create file")
        }
        staged.append((temporary, output.path))
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
