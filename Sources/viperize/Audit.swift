import ArgumentParser
import Foundation
import ViperizeKit

struct Audit: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Find every view controller in an app and rank them by how massive they are.",
    discussion: """
      Scans directories (recursively, skipping hidden folders) and files for Swift and \
      Objective-C view controllers, gathers each one's extensions, header and categories from \
      any file, runs the conversion pipeline on each (nothing is written) and ranks them: \
      massive first (more than 18.5 methods, 15 stored properties or 375 instructions, or the \
      `audit:` thresholds of .viperize.yml), then by score and by how much convert would move.

      text: a table. json: for machines, schema in docs/audit-schema.json. html: one \
      self-contained page with a bar chart per controller. xcode: one warning per massive \
      controller [viperize.massive-controller].

      A file that is not a controller is skipped; one that cannot be read or parsed is reported \
      on stderr and the audit goes on. Exit 0 when the audit completed.

      Examples:
        viperize audit App/
        viperize audit App/ --format html > audit.html
        viperize audit App/ --format json > audit.json && viperize convert --from-audit audit.json --min-score 100 --dry-run
      """)

  @Argument(help: "Directories or files to audit.")
  var paths: [String]

  @Option(help: "Output format: text, json, html or xcode.")
  var format: AuditFormat = .text

  @Option(help: "Controllers analysed in parallel (default: the number of processors).")
  var jobs: Int = OrderedParallelRunner.defaultJobs

  @Option(
    help: ArgumentHelp(
      "Project config file (default: the nearest .viperize.yml above the first path).", valueName: "path"))
  var config: String?

  func validate() throws {
    if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
  }

  func run() throws {
    try runReporting {
      let project = try ProjectConfig.load(explicit: config, firstPath: paths.first)
      let discovery = try ControllerDiscovery.discover(paths)
      for problem in discovery.unreadable { printErr(problem.message) }
      let auditor = ControllerAuditor(thresholds: project?.auditThresholds ?? .graphifySwift, project: project)
      let progress = ProgressLine()
      let audit = AppAuditor(auditor: auditor, jobs: jobs).run(
        discovery,
        progress: { done, total, name in progress.update("viperize: audit \(done)/\(total) \(name)") },
        failure: { failure in
          progress.clear()
          printErr(failure.message)
        })
      progress.clear()
      print(AuditReport.render(audit, format: format), terminator: "")
      let massive = audit.controllers.filter(\.massive).count
      printErr("viperize: audit of \(discovery.scannedFiles) source files: \(audit.controllers.count) controllers, "
        + "\(massive) massive, \(audit.failures.count + discovery.unreadable.count) could not be read or parsed")
    }
  }
}

extension AuditFormat: ExpressibleByArgument {}

/// The project's `.viperize.yml`: `--config PATH`, or the nearest one above the first input.
enum ProjectConfig {
  static func load(explicit: String?, firstPath: String?) throws -> ConfigFile? {
    // A directory's own .viperize.yml counts: look from a name inside it.
    let start = firstPath.map { SourceTreeWalker.isDirectory($0) ? ($0 as NSString).appendingPathComponent(ConfigFile.fileName) : $0 }
    guard let path = explicit ?? start.flatMap({ ConfigLocator.find(forInput: $0) }) else { return nil }
    return try ConfigFile.load(path: path)
  }
}
