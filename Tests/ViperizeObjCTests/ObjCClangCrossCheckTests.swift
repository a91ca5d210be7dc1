import Foundation
import Testing
import ViperizeCore
import ViperizeObjC

/// Every fixture type-checks with clang against the stub headers, and clang's method definitions
/// of the controller (selectors, first and last lines) equal the parser's method members.
@Suite struct ObjCClangCrossCheckTests {
  static let cases = ObjCTestSupport.fixtureCases()

  @Test func thereAreSixFixtures() {
    #expect(Self.cases.count >= 6, "Fixtures/objc-*: \(Self.cases)")
  }

  @Test(arguments: cases)
  func clangAgreesWithTheParser(fixture: String) throws {
    guard ClangASTMethodDump.clangPath() != nil else {
      Issue.record("\(ClangASTMethodDump.Failure.clangMissing)")
      return
    }
    let model = try ObjCTestSupport.model(fixture: fixture)
    let includes = [
      ObjCTestSupport.stubsDirectory,
      ObjCTestSupport.repoRoot.appendingPathComponent("Fixtures/\(fixture)/support"),
    ]
    let implementationFiles = ObjCTestSupport.inputFiles(fixture).filter { $0.pathExtension == "m" }
    #expect(!implementationFiles.isEmpty)
    for file in implementationFiles {
      let check = try ClangASTMethodDump.run(ClangASTMethodDump.arguments(file: file, includes: includes, dump: false))
      #expect(check.status == 0, "clang errors in \(file.lastPathComponent):\n\(check.errors)")
      let dump = try ClangASTMethodDump.run(ClangASTMethodDump.arguments(file: file, includes: includes, dump: true))
      let fromClang = ClangASTMethodDump.methods(dump: dump.output, mainFile: file.path, classNames: [model.name])
      let fromParser = model.members.filter { member in
        member.signature != nil && model.files[member.declarationSpan.file].path == file.path
      }.map { member in
        ClangASTMethodDump.Method(
          selector: member.name, startLine: member.declarationSpan.startLine, endLine: member.declarationSpan.endLine)
      }
      #expect(!fromClang.isEmpty, "no method definitions found in clang's dump of \(file.lastPathComponent)")
      #expect(fromParser == fromClang, "\(file.lastPathComponent): parser \(fromParser) vs clang \(fromClang)")
    }
  }
}
