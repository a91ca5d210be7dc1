import Foundation
import ViperizeCore

/// Reads input files and rejects anything that is not UTF-8 source text, with a clear message.
struct InputLoader {
  /// Paths are resolved against `baseDirectory` (default: the current directory) but reported as given.
  var baseDirectory: String?

  func load(_ paths: [String]) throws -> [SourceFile] {
    guard !paths.isEmpty else { throw ViperizeError.noInput }
    return try paths.map(load)
  }

  private func load(_ path: String) throws -> SourceFile {
    let resolved = path.hasPrefix("/") || baseDirectory == nil ? path : baseDirectory! + "/" + path
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: resolved, isDirectory: &isDirectory) else { throw ViperizeError.missingFile(path) }
    if isDirectory.boolValue { throw ViperizeError.isDirectory(path) }
    let ext = (path as NSString).pathExtension.lowercased()
    guard ["swift", "h", "m"].contains(ext) else { throw ViperizeError.unsupportedLanguage(path) }
    guard manager.isReadableFile(atPath: resolved), let data = manager.contents(atPath: resolved) else {
      throw ViperizeError.unreadable(path)
    }
    if data.isEmpty || data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) {
      throw ViperizeError.emptyFile(path)
    }
    if data.contains(0) { throw ViperizeError.notText(path, reason: "binary data: contains NUL bytes") }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ViperizeError.notText(path, reason: "not valid UTF-8")
    }
    return SourceFile(path: path, text: text)
  }
}
