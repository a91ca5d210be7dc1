import Foundation
import Testing

/// Every kind of bad input, through the real binary: one clear line naming the file (and the line
/// where there is one), the documented exit code, and nothing written.
@Suite struct BadInputTests {
  static let controller = """
    import UIKit

    class NotesViewController: UIViewController {
        @IBOutlet weak var tableView: UITableView!

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.reloadData()
        }
    }

    """

  /// Runs `viperize convert arguments… --output out` in a fresh sandbox prepared by `setUp`
  /// and checks the status, that stderr holds `message`, and that nothing changed on disk.
  func expectRefusal(
    _ arguments: [String], status: Int32, message: String, setUp: (CLISandbox) throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let sandbox = try CLISandbox()
    try setUp(sandbox)
    let before = sandbox.snapshot()
    let result = try sandbox.run(["convert"] + arguments + ["--output", "out"])
    #expect(result.status == status, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(sandbox.snapshot() == before, "the run wrote something", sourceLocation: sourceLocation)
  }

  @Test func missingFile() throws {
    try expectRefusal(["Nope.swift"], status: 2, message: "Nope.swift: error: no such file") { _ in }
  }

  @Test func directoryInsteadOfFile() throws {
    try expectRefusal(["Folder.swift"], status: 2, message: "Folder.swift: error: is a directory") { sandbox in
      try FileManager.default.createDirectory(at: sandbox.url.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
    }
  }

  @Test func unreadableFile() throws {
    let setUp: (CLISandbox) throws -> Void = { sandbox in
      let file = try sandbox.write("Locked.swift", Self.controller)
      try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
    }
    guard geteuid() == 0 else {
      try expectRefusal(["Locked.swift"], status: 2, message: "Locked.swift: error: cannot read file", setUp: setUp)
      return
    }
    // Root ignores file permissions: the documented alternative is that the file is read like
    // any other, so a dry run succeeds and still writes nothing.
    let sandbox = try CLISandbox()
    try setUp(sandbox)
    let before = sandbox.snapshot()
    let result = try sandbox.run(["convert", "Locked.swift", "--dry-run"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(sandbox.snapshot() == before)
  }

  @Test func emptyFile() throws {
    try expectRefusal(["Empty.swift"], status: 2, message: "Empty.swift: error: file is empty") { sandbox in
      try sandbox.write("Empty.swift", "  \n\n")
    }
  }

  @Test func binaryData() throws {
    try expectRefusal(["Blob.swift"], status: 2, message: "Blob.swift: error: not a source file (binary data") { sandbox in
      try sandbox.write("Blob.swift", data: Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0x00, 0x01, 0xFF, 0x00]))
    }
  }

  @Test func nonUTF8Text() throws {
    try expectRefusal(["Latin1.swift"], status: 2, message: "Latin1.swift: error: not a source file (not valid UTF-8)") { sandbox in
      try sandbox.write("Latin1.swift", data: Data("// caf".utf8) + Data([0xE9]) + Data("\nclass A {}\n".utf8))
    }
  }

  @Test func unsupportedLanguage() throws {
    try expectRefusal(["Notes.kt"], status: 2, message: "Notes.kt: error: unsupported file type") { sandbox in
      try sandbox.write("Notes.kt", "class NotesActivity : AppCompatActivity()\n")
    }
  }

  @Test func mixedLanguages() throws {
    try expectRefusal(["A.swift", "B.m"], status: 2, message: "error: inputs mix Swift and Objective-C") { sandbox in
      try sandbox.write("A.swift", Self.controller)
      try sandbox.write("B.m", "@implementation B\n@end\n")
    }
  }

  @Test func swiftSyntaxErrorNamesFirstErrorLocation() throws {
    let broken = Self.controller.replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad(")
    // The parser notices the missing `)` where the next token cannot continue the call.
    try expectRefusal(["Broken.swift"], status: 2, message: "Broken.swift:8:31: error: expected ')' to end function call") { sandbox in
      try sandbox.write("Broken.swift", broken)
    }
  }

  @Test func objectiveCSyntaxErrorNamesTheFile() throws {
    let header = "#import <UIKit/UIKit.h>\n@interface AGNotesViewController : UIViewController\n@end\n"
    let implementation = "#import \"AGNotesViewController.h\"\n@implementation AGNotesViewController\n- (void)viewDidLoad {\n    [super viewDidLoad];\n\n@end\n"
    try expectRefusal(["AGNotesViewController.h", "AGNotesViewController.m"], status: 2, message: "AGNotesViewController.m:3:21: error: unclosed '{'") { sandbox in
      try sandbox.write("AGNotesViewController.h", header)
      try sandbox.write("AGNotesViewController.m", implementation)
    }
  }

  @Test func noControllerClass() throws {
    try expectRefusal(["Model.swift"], status: 2, message: "Model.swift: error: no view controller class found") { sandbox in
      try sandbox.write("Model.swift", "struct Note {\n    var title: String\n}\n")
    }
  }

  @Test func severalControllersWithoutClass() throws {
    let two = Self.controller + Self.controller.replacingOccurrences(of: "NotesViewController", with: "OtherViewController")
    try expectRefusal(["Two.swift"], status: 1, message: "error: several controller classes found") { sandbox in
      try sandbox.write("Two.swift", two)
    }
  }

  @Test func classNotFound() throws {
    try expectRefusal(["Notes.swift", "--class", "Missing"], status: 1, message: "error: no class named 'Missing'") { sandbox in
      try sandbox.write("Notes.swift", Self.controller)
    }
  }

  @Test func invalidModuleName() throws {
    try expectRefusal(["Notes.swift", "--module", "1st-module"], status: 2, message: "error: module name '1st-module' is not a valid identifier") { sandbox in
      try sandbox.write("Notes.swift", Self.controller)
    }
  }

  @Test func outputDirectoryIsAFile() throws {
    try expectRefusal(["Notes.swift"], status: 2, message: "out: error: output directory is a file") { sandbox in
      try sandbox.write("Notes.swift", Self.controller)
      try sandbox.write("out", "not a folder\n")
    }
  }

  @Test func unknownOptionIsAUsageErrorWithExitCode2() throws {
    try expectRefusal(["Notes.swift", "--frobnicate"], status: 2, message: "--frobnicate") { sandbox in
      try sandbox.write("Notes.swift", Self.controller)
    }
  }

  @Test func missingArgumentIsAUsageErrorWithExitCode2() throws {
    let sandbox = try CLISandbox()
    let result = try sandbox.run(["convert"])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("Missing expected argument"))
  }
}
