import Foundation
import Testing

/// A temporary directory for one test, with helpers to lay out inputs and to prove that a run
/// wrote nothing (`snapshot()` before and after).
final class CLISandbox {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("viperize-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  var path: String { url.path }

  /// Writes `contents` at a relative path, creating folders.
  @discardableResult
  func write(_ relativePath: String, _ contents: String) throws -> URL {
    try write(relativePath, data: Data(contents.utf8))
  }

  @discardableResult
  func write(_ relativePath: String, data: Data) throws -> URL {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return file
  }

  /// Copies a fixture's `input/` files into the sandbox root; returns their names, sorted.
  func copyFixtureInputs(_ fixture: String) throws -> [String] {
    let input = CLIRunner.fixtures.appendingPathComponent(fixture).appendingPathComponent("input")
    let names = try FileManager.default.contentsOfDirectory(atPath: input.path).sorted()
    for name in names {
      try FileManager.default.copyItem(at: input.appendingPathComponent(name), to: url.appendingPathComponent(name))
    }
    return names
  }

  func read(_ relativePath: String) -> String? {
    try? String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
  }

  func exists(_ relativePath: String) -> Bool {
    FileManager.default.fileExists(atPath: url.appendingPathComponent(relativePath).path)
  }

  /// Every entry below the sandbox (relative path → contents, nil for folders).
  func snapshot() -> [String: Data?] {
    var result: [String: Data?] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return result }
    while let relative = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let full = url.appendingPathComponent(relative).path
      _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
      result[relative] = isDirectory.boolValue ? .some(nil) : FileManager.default.contents(atPath: full)
    }
    return result
  }

  /// Runs the CLI here.
  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CLIRunner.Result {
    try CLIRunner.run(arguments, in: url, environment: environment)
  }
}
