import Foundation
import SwiftParser
import SwiftSyntax
import Testing
import ViperizeCore
@testable import ViperizeKit

/// Every fixture's module, plan and dry-run diff, compared byte-for-byte with `expected/`.
///
/// Record mode: `VIPERIZE_RECORD=1 swift test --filter GoldenTests` rewrites `expected/` and
/// fails, so a recording run can never pass by accident; `git diff Fixtures/` shows what changed.
@Suite struct GoldenTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let fixtures = root.appendingPathComponent("Fixtures")

  /// Every fixture case, Swift and Objective-C.
  static var cases: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return names.filter { $0.hasPrefix("swift-") || $0.hasPrefix("objc-") }.sorted()
  }

  static var recording: Bool { ProcessInfo.processInfo.environment["VIPERIZE_RECORD"] == "1" }

  @Test func thereAreEnoughFixtures() {
    #expect(Self.cases.count >= 8)
  }

  @Test(arguments: cases) func fixtureMatchesGoldenFiles(_ name: String) throws {
    let produced = try GoldenRun.outputs(fixture: Self.fixtures.appendingPathComponent(name))
    let expectedFolder = Self.fixtures.appendingPathComponent(name).appendingPathComponent("expected")
    if Self.recording {
      try? FileManager.default.removeItem(at: expectedFolder)
      for (path, contents) in produced {
        let url = expectedFolder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
      }
      Issue.record("recorded \(produced.count) golden files for \(name); run again without VIPERIZE_RECORD")
      return
    }
    let expectedPaths = GoldenRun.files(under: expectedFolder)
    #expect(expectedPaths == produced.keys.sorted(), "file list differs; record with VIPERIZE_RECORD=1")
    for (path, contents) in produced.sorted(by: { $0.key < $1.key }) {
      let expected = (try? String(contentsOf: expectedFolder.appendingPathComponent(path), encoding: .utf8)) ?? "<missing>"
      #expect(contents == expected, "\(name)/expected/\(path) differs:\n\(GoldenRun.firstDifference(expected, contents))")
    }
  }

  @Test(arguments: cases) func conversionIsDeterministic(_ name: String) throws {
    let folder = Self.fixtures.appendingPathComponent(name)
    #expect(try GoldenRun.outputs(fixture: folder) == GoldenRun.outputs(fixture: folder))
  }

  @Test(arguments: cases) func generatedSwiftParsesWithoutErrors(_ name: String) throws {
    let conversion = try GoldenRun.convert(fixture: Self.fixtures.appendingPathComponent(name))
    for file in conversion.files where file.path.hasSuffix(".swift") {
      let tree = Parser.parse(source: file.contents)
      #expect(!tree.hasError, "\(name): \(file.path) does not parse")
    }
  }
}

/// Runs the tool on a fixture the way the CLI does, from the fixture's folder.
enum GoldenRun {
  static func request(fixture: URL) throws -> ConversionRequest {
    let inputs = files(under: fixture.appendingPathComponent("input")).map { "input/" + $0 }
    var request = ConversionRequest(inputPaths: inputs, baseDirectory: fixture.path)
    let argumentsFile = fixture.appendingPathComponent("arguments")
    if let arguments = try? String(contentsOf: argumentsFile, encoding: .utf8) {
      let words = arguments.split(whereSeparator: \.isWhitespace).map(String.init)
      for (index, word) in words.enumerated() where index + 1 < words.count {
        if word == "--module" { request.moduleName = words[index + 1] }
        if word == "--class" { request.className = words[index + 1] }
      }
    }
    return request
  }

  static func convert(fixture: URL) throws -> Conversion {
    try Viperize.convert(request(fixture: fixture))
  }

  /// Relative path → contents: the module files, `plan.json`, `plan.txt` and `dry-run.diff`.
  static func outputs(fixture: URL) throws -> [String: String] {
    let conversion = try convert(fixture: fixture)
    var result: [String: String] = [:]
    for file in conversion.files { result[file.path] = file.contents }
    result["plan.json"] = PlanReport.json(conversion)
    result["plan.txt"] = PlanReport.groupedText(conversion)
    result["dry-run.diff"] = UnifiedDiffPrinter.module(conversion.files, under: ".")
    return result
  }

  /// Every regular file below `folder`, relative, sorted.
  static func files(under folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var result: [String] = []
    while let path = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result.append(path)
      }
    }
    return result.sorted()
  }

  /// The first differing line, for a readable failure.
  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let a = index < left.count ? String(left[index]) : "<end>"
      let b = index < right.count ? String(right[index]) : "<end>"
      if a != b { return "line \(index + 1):\n- \(a)\n+ \(b)" }
    }
    return "(no difference)"
  }
}
