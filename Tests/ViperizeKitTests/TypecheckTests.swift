import Foundation
import Testing

/// Every Swift fixture must compile: its input controller (with `support/`) always, and the VIPER
/// module the tool generated for it (`expected/<Module>/`, with `support/`) once golden tests have
/// recorded one. Runs against the UIKit/CoreData stand-ins; see docs/stand-ins.md.
@Suite struct TypecheckTests {

    @Test func standInModulesCompile() throws {
        let folder = try StandInCompiler.moduleFolder()
        for name in StandInCompiler.moduleNames {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(name).swiftmodule").path))
        }
    }

    /// The module list is the registry: a stand-in file that is not listed would never be built.
    @Test func everyStandInFileIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: StandInCompiler.stubsFolder.path)
            .filter { $0.hasSuffix(".swift") }
            .map { String($0.dropLast(".swift".count)) }
        #expect(Set(files) == Set(StandInCompiler.moduleNames))
    }

    @Test func preprocessingKeepsEveryColumn() {
        let source = """
            @IBOutlet weak var label: UILabel!
            @objc(refreshWithSender:) private func refresh(_ sender: Any) {}
            @IBAction func tapped(_ sender: UIButton) { button.addTarget(self, action: #selector(refresh(_:)), for: .touchUpInside) }
            @objcMembers final class Model {}
            @objcx let notAnAttribute = "@objc stays blanked in strings too"
            """
        let expected = """
                      weak var label: UILabel!
                                      private func refresh(_ sender: Any) {}
                      func tapped(_ sender: UIButton) { button.addTarget(self, action: _selector(refresh(_:)), for: .touchUpInside) }
                         final class Model {}
            @objcx let notAnAttribute = "      stays blanked in strings too"
            """
        #expect(StandInSourcePreprocessor.preprocess(source) == expected)
    }

    /// The harness must be able to fail, and must point at the original file, line and column.
    @Test func errorsAreReportedAtTheOriginalPosition() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viperize-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("BrokenViewController.swift")
        try """
            import UIKit
            final class BrokenViewController: UIViewController {
                @IBOutlet weak var label: UILabel!
                @objc func tapped() { label.text = 42 }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let result = try StandInCompiler.typecheck([file], label: "broken")
        #expect(!result.succeeded)
        #expect(result.errorLines.count == 1)
        #expect(result.errorLines.first?.hasPrefix("\(file.path):4:40: error: ") == true, "\(result.output)")
    }

    @Test func atLeastElevenSwiftFixturesAreChecked() {
        #expect(SwiftFixture.allNames.count >= 11, "found \(SwiftFixture.allNames)")
    }

    @Test(arguments: SwiftFixture.allNames)
    func inputTypechecks(_ name: String) throws {
        let fixture = SwiftFixture(name: name)
        let inputs = fixture.swiftFiles(under: "input")
        try #require(!inputs.isEmpty, "\(name) has no input/*.swift")
        let result = try StandInCompiler.typecheck(fixture.swiftFiles(under: "support") + inputs, label: name)
        #expect(result.succeeded, "\(name)/input does not type-check:\n\(result.output)")
    }

    @Test(arguments: SwiftFixture.allNames)
    func expectedModuleTypechecks(_ name: String) throws {
        let fixture = SwiftFixture(name: name)
        guard let module = fixture.expectedModuleFolder() else {
            return  // not recorded yet; the golden test creates expected/
        }
        let generated = fixture.swiftFiles(under: "expected/\(module)", recursive: true)
        try #require(!generated.isEmpty, "\(name)/expected/\(module) holds no .swift files")
        let result = try StandInCompiler.typecheck(fixture.swiftFiles(under: "support") + generated, label: name)
        let actual = result.errorLines.map(fixture.relativize).sorted()
        let expected = fixture.expectedDiagnostics().sorted()
        #expect(
            actual == expected,
            """
            \(name)/expected/\(module) type-check errors differ from \
            \(expected.isEmpty ? "none" : SwiftFixture.expectationsFile):
            expected: \(expected)
            actual:   \(actual)
            compiler output:
            \(result.output)
            """)
    }
}

/// One `Fixtures/swift-*` case.
struct SwiftFixture {
    static let expectationsFile = "typecheck-expectations.txt"
    static let fixturesFolder = StandInCompiler.repositoryRoot.appendingPathComponent("Fixtures")

    static let allNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)) ?? []
        return names.filter { $0.hasPrefix("swift-") }.sorted()
    }()

    let name: String
    var folder: URL { Self.fixturesFolder.appendingPathComponent(name) }

    /// `.swift` files below `subfolder`, sorted by path so runs are deterministic.
    func swiftFiles(under subfolder: String, recursive: Bool = false) -> [URL] {
        let root = folder.appendingPathComponent(subfolder)
        let manager = FileManager.default
        let paths: [String]
        if recursive {
            paths = (manager.enumerator(atPath: root.path)?.allObjects as? [String]) ?? []
        } else {
            paths = (try? manager.contentsOfDirectory(atPath: root.path)) ?? []
        }
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { root.appendingPathComponent($0) }
    }

    /// The single module folder inside `expected/` (beside plan.json and dry-run.diff), if recorded.
    func expectedModuleFolder() -> String? {
        let expected = folder.appendingPathComponent("expected")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: expected.path)) ?? []
        return entries.sorted().first { entry in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: expected.appendingPathComponent(entry).path, isDirectory: &isFolder)
            return exists && isFolder.boolValue
        }
    }

    /// Error lines `typecheck-expectations.txt` allows, paths relative to the fixture; `#` lines
    /// give the reason and are skipped. No file means no errors are allowed.
    func expectedDiagnostics() -> [String] {
        let file = folder.appendingPathComponent(Self.expectationsFile)
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// `/…/Fixtures/swift-x/expected/M/View/A.swift:3:1: error: …` → `expected/M/View/A.swift:3:1: error: …`
    func relativize(_ line: String) -> String {
        line.replacingOccurrences(of: folder.path + "/", with: "")
    }
}
