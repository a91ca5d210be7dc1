import ArgumentParser
import ViperizeKit

struct Plan: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show what would move where, and why.",
    discussion: """
      text: a table (member, lines, layer, evidence) and the diagnostics.
      json: machine-readable, schema in docs/plan-json.md.
      xcode: only the diagnostics, as file:line:col: warning: lines for editors and CI.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, xcode
  }

  @OptionGroup var input: InputOptions

  @Option(help: "Output format: text, json or xcode.")
  var format: Format = .text

  func run() throws {
    try runReporting {
      let conversion = try Viperize.convert(input.request)
      switch format {
      case .text: print(PlanReport.text(conversion), terminator: "")
      case .json: print(PlanReport.json(conversion), terminator: "")
      case .xcode:
        for diagnostic in conversion.diagnostics { print(diagnostic.xcodeDescription) }
      }
    }
  }
}
