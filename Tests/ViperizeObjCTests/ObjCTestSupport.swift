import Foundation
import ViperizeCore
import ViperizeObjC

/// Shared helpers: the repository root, fixtures, and one-shot parsing of inline sources.
enum ObjCTestSupport {
  /// The package root, found from this file's path (`Tests/ViperizeObjCTests/…`).
  static let repoRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static var stubsDirectory: URL { repoRoot.appendingPathComponent("Tests/Support/Stubs/ObjC") }

  /// Every `Fixtures/objc-*` case name, sorted.
  static func fixtureCases() -> [String] {
    let fixtures = repoRoot.appendingPathComponent("Fixtures")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return names.filter { $0.hasPrefix("objc-") }.sorted()
  }

  static func inputFiles(_ fixture: String) -> [URL] {
    let input = repoRoot.appendingPathComponent("Fixtures/\(fixture)/input")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: input.path)) ?? []
    return names.filter { $0.hasSuffix(".h") || $0.hasSuffix(".m") }.sorted()
      .map { input.appendingPathComponent($0) }
  }

  static func sources(_ fixture: String) throws -> [SourceFile] {
    try inputFiles(fixture).map { url in
      SourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8))
    }
  }

  static func model(fixture: String, className: String? = nil) throws -> ControllerModel {
    try ObjCFrontend().parse(files: try sources(fixture), className: className)
  }

  /// Parses an inline `.m` source.
  static func model(_ text: String, className: String? = nil) throws -> ControllerModel {
    try ObjCFrontend().parse(files: [SourceFile(path: "Inline.m", text: text)], className: className)
  }
}

extension ControllerModel {
  func member(_ name: String) -> Member? { members.first { $0.name == name } }
}

extension Statement {
  func text(in model: ControllerModel) -> String { model.text(of: span) }
}
