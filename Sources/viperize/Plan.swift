import ArgumentParser
import ViperizeKit

struct Plan: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show what would move where, and why.",
    discussion: """
      text: a table (member, lines, layer, evidence as file:line) and the diagnostics.
      json: machine-readable, schema in docs/plan-json.md.
      xcode: only the diagnostics, as file:line:col: warning: lines for editors and CI.

      A one-line summary goes to stderr in every format.

      Examples:
        viperize plan TripListViewController.swift
        viperize plan AGCatalogViewController.h AGCatalogViewController.m --format json
        viperize plan TripListViewController.swift --format xcode
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, xcode
  }

  @OptionGroup var input: InputOptions

  @Option(help: "Output format: text, json or xcode.")
  var format: Format = .text

  func validate() throws {
    if input.files.isEmpty { throw ValidationError("Missing expected argument '<files> ...'") }
  }

  func run() throws {
    try runReporting {
      let conversion = try Viperize.convert(try input.request())
      switch format {
      case .text: print(PlanReport.groupedText(conversion), terminator: "")
      case .json: print(PlanReport.json(conversion), terminator: "")
      case .xcode:
        for diagnostic in conversion.diagnostics { print(diagnostic.xcodeDescription) }
      }
      printErr("viperize: \(conversion.plan.model.name) → \(conversion.plan.names.module): plan of "
        + "\(conversion.plan.classified.members.count) members; " + PlanReport.summary(conversion))
    }
  }
}
