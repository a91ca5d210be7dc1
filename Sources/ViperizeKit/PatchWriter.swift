import Foundation

/// Writes a patch file (`--patch FILE`) atomically, refusing to replace one without `force`.
public struct PatchWriter {
  public var path: String
  public var force: Bool

  public init(path: String, force: Bool) {
    self.path = path
    self.force = force
  }

  public func write(_ patch: String) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      if isDirectory.boolValue { throw ViperizeError.isDirectory(path) }
      if !force { throw ViperizeError.outputExists([path]) }
    }
    do {
      try Data(patch.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw ViperizeError.writeFailed(path, reason: error.localizedDescription)
    }
  }
}
