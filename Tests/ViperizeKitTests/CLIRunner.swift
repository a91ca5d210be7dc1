import Foundation
import Testing

/// Runs the built `viperize` binary in a directory and captures its exit status and output.
///
/// The binary is the one of the build the tests run in: next to the test bundle
/// (`<scratch>/debug/viperize`), so `swift test` and `swift test --scratch-path X` both work.
enum CLIRunner {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let fixtures = repositoryRoot.appendingPathComponent("Fixtures")

  /// `<build>/debug/viperize`, found beside the test bundle or the test runner executable.
  static let binary: URL? = {
    var folders: [URL] = []
    for bundle in Bundle.allBundles + [Bundle.main] {
      let url = bundle.bundleURL
      folders.append(url.pathExtension == "xctest" ? url.deletingLastPathComponent() : url)
    }
    if let first = CommandLine.arguments.first {
      var url = URL(fileURLWithPath: first).deletingLastPathComponent()
      folders.append(url)
      // …/debug/viperizePackageTests.xctest/Contents/MacOS/viperizePackageTests on macOS
      while url.pathComponents.count > 1 {
        if url.pathExtension == "xctest" { folders.append(url.deletingLastPathComponent()) }
        url.deleteLastPathComponent()
      }
    }
    return folders.map { $0.appendingPathComponent("viperize") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Runs `viperize arguments…` with `directory` as the current directory.
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    guard let binary else {
      Issue.record("the viperize binary is missing next to the test bundle; build it with `swift build`", sourceLocation: sourceLocation)
      throw CLIMissingBinary()
    }
    return try runProcess(binary, arguments, in: directory, environment: environment)
  }

  /// Runs any executable; stdout and stderr go to temporary files, so neither pipe can fill up.
  static func runProcess(
    _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var merged = ProcessInfo.processInfo.environment
    merged.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    let capture = FileManager.default.temporaryDirectory.appendingPathComponent("viperize-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: capture) }
    let outURL = capture.appendingPathComponent("out")
    let errURL = capture.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}

struct CLIMissingBinary: Error {}
