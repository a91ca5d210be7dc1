import Foundation
import Testing
import ViperizeCore
@testable import ViperizeKit

/// Every generated `.m` of every Objective-C fixture compiles with clang against the stub SDK
/// headers, the fixture's `support/` headers and the generated module's folders, with no more
/// errors than the input itself (which has none).
@Suite struct ObjCOutputCompilesTests {
  static var cases: [String] { GoldenTests.cases.filter { $0.hasPrefix("objc-") } }

  static func clang() -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(directory)/clang"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// `clang -fsyntax-only` on one file; the error lines it printed.
  static func errors(compiling file: URL, includes: [URL], defines: [String] = []) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: clang()!)
    process.arguments = ["-x", "objective-c", "-fsyntax-only", "-fobjc-arc", "-fobjc-runtime=ios-14.0", "-fblocks"]
      + defines.map { "-D" + $0 } + includes.flatMap { ["-I", $0.path] } + [file.path]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    return output.split(separator: "\n").map(String.init).filter { $0.contains("error:") }
  }

  /// clang is the oracle: the generated module compiles against the stub SDK with `defines`
  /// (nothing is checked where clang is missing).
  static func expectCompiles(_ files: [String: String], defines: [String] = []) throws {
    guard clang() != nil else { return }
    let errors = try errors(inModule: files, defines: defines)
    #expect(errors.isEmpty, "\(errors)")
  }

  /// Writes a generated module to a temporary folder and compiles each `.m` against the stub SDK
  /// with `defines`: the errors, each after its file's path.
  static func errors(inModule files: [String: String], defines: [String] = []) throws -> [String] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viperize-module-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var folders: Set<URL> = []
    for (path, contents) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
      folders.insert(url.deletingLastPathComponent())
    }
    let stubs = GoldenTests.root.appendingPathComponent("Tests/Support/Stubs/ObjC")
    let includes = [stubs] + folders.sorted { $0.path < $1.path }
    return try files.keys.sorted().filter { $0.hasSuffix(".m") }.flatMap { path in
      try errors(compiling: folder.appendingPathComponent(path), includes: includes, defines: defines).map { "\(path): \($0)" }
    }
  }

  @Test(arguments: cases) func generatedFilesCompile(_ name: String) throws {
    guard Self.clang() != nil else {
      Issue.record("clang is not on PATH (it ships with the Swift toolchain)")
      return
    }
    let fixture = GoldenTests.fixtures.appendingPathComponent(name)
    let stubs = GoldenTests.root.appendingPathComponent("Tests/Support/Stubs/ObjC")
    let support = fixture.appendingPathComponent("support")
    let input = fixture.appendingPathComponent("input")
    var inputErrors = 0
    for file in GoldenRun.files(under: input) where file.hasSuffix(".m") {
      inputErrors += try Self.errors(compiling: input.appendingPathComponent(file), includes: [stubs, support, input]).count
    }
    let conversion = try GoldenRun.convert(fixture: fixture)
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("viperize-objc-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    var folders: [URL] = []
    for file in conversion.files {
      let url = output.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.contents.write(to: url, atomically: true, encoding: .utf8)
      if !folders.contains(url.deletingLastPathComponent()) { folders.append(url.deletingLastPathComponent()) }
    }
    var compiled = 0
    var generatedErrors: [String] = []
    for file in conversion.files where file.path.hasSuffix(".m") {
      generatedErrors += try Self.errors(compiling: output.appendingPathComponent(file.path), includes: [stubs, support] + folders)
      compiled += 1
    }
    #expect(compiled >= 5, "\(name): expected the view and four layer implementations")
    #expect(generatedErrors.count <= inputErrors, "\(name): clang errors in the generated module:\n\(generatedErrors.joined(separator: "\n"))")
  }
}
