import ArgumentParser
import Foundation
import ViperizeKit

struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write the VIPER module (or preview it with --dry-run).",
    discussion: """
      Writes <output>/<Module>/{View,Presenter,Interactor,Router,Assembly}/… . Nothing is \
      written unless every original line is accounted for in the output (the loss check), and \
      no existing file is replaced without --force. Files are written to temporary names and \
      renamed into place only when all are written.
      """)

  @OptionGroup var input: InputOptions

  @Option(name: .shortAndLong, help: "Directory to create the module in.")
  var output: String = "."

  @Flag(help: "Print the whole change as a unified diff and write nothing.")
  var dryRun = false

  @Flag(help: "Replace existing files.")
  var force = false

  func run() throws {
    try runReporting {
      let conversion = try Viperize.convert(input.request)
      if dryRun {
        print(UnifiedDiffPrinter.module(conversion.files, under: output), terminator: "")
      } else {
        try ModuleWriter(outputDirectory: output, force: force).write(conversion.files)
      }
      for diagnostic in conversion.diagnostics { printErr(diagnostic.xcodeDescription) }
      let verb = dryRun ? "would write" : "wrote"
      printErr("viperize: \(conversion.plan.model.name) → \(conversion.plan.names.module): \(verb) \(conversion.files.count) files; "
        + PlanReport.summary(conversion))
    }
  }
}
