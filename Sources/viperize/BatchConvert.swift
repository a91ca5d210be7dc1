import ArgumentParser
import Foundation
import ViperizeKit

/// `convert` with several controllers: groups from directories, `--group` and `--from-audit`,
/// converted in parallel, written and printed in input order.
extension Convert {
  /// Exit code when at least one controller of a batch was refused or failed (docs/cli.md).
  static let batchIncompleteExitCode: Int32 = 3

  func runBatch() throws {
    var converted = 0
    var refused = 0
    var failed = 0
    try runReporting {
      if input.module != nil || input.className != nil {
        throw ViperizeError.usage("--module and --class name one controller; a batch takes neither")
      }
      if let patch, FileManager.default.fileExists(atPath: patch), !force {
        throw ViperizeError.outputExists([patch])
      }
      let batch = try batchGroups()
      if batch.isEmpty { throw ViperizeError.usage("no view controller found in the batch's inputs") }
      let project = try ProjectConfig.load(explicit: input.config, firstPath: batch.first?.inputPaths.first)
      var converter = BatchConverter(outputDirectory: output, inPlace: inPlace, wantsDiff: dryRun || patch != nil, jobs: jobs)
      converter.project = project
      let colored = dryRun && color.enabledForStandardOutput()
      let progress = ProgressLine()
      var patchText = ""
      var written: [String: String] = [:]  // output path → the controller that wrote it in this run
      converter.run(batch) { index, result in
        progress.clear()
        let group = batch[index]
        do {
          let prepared = try result.get()
          let conversion = prepared.conversion
          if let clash = prepared.outputs.first(where: { written[$0.path] != nil }) {
            throw ViperizeError.usage(
              "\(group.label): \(clash.path) was already written for \(written[clash.path]!) in this run; "
                + "convert one of them alone with --module")
          }
          if dryRun { print(colored ? DiffColorizer.colorize(prepared.diff) : prepared.diff, terminator: "") }
          if patch != nil {
            patchText += prepared.diff
          } else if !dryRun {
            try ModuleWriter(outputDirectory: output, force: force).write(outputs: prepared.outputs)
          }
          for file in prepared.outputs { written[file.path] = group.label }
          for diagnostic in conversion.diagnostics { printErr(diagnostic.xcodeDescription) }
          let action = patch.map { "patch \($0) gets" } ?? (dryRun ? "would write" : "wrote")
          printErr("viperize: \(conversion.plan.model.name) → \(conversion.plan.names.module): \(action) "
            + "\(prepared.outputs.count) files; " + PlanReport.summary(conversion))
          converted += 1
        } catch let error as ViperizeError {
          printErr(error.description)
          if error.exitCode == 1 { refused += 1 } else { failed += 1 }
          printErr("viperize: \(group.label): \(error.exitCode == 1 ? "refused" : "failed")")
        } catch {
          failed += 1
          printErr("viperize: \(group.label): failed: \(error)")
        }
        progress.update("viperize: convert \(index + 1)/\(batch.count) \(group.label)")
      }
      progress.clear()
      if let patch { try PatchWriter(path: patch, force: force).write(patchText) }
      printErr("viperize: converted \(converted), refused \(refused), failed \(failed)")
    }
    if refused + failed > 0 { throw ExitCode(Self.batchIncompleteExitCode) }
  }

  /// The batch's controllers in input order: those found under the file and directory
  /// arguments (by path), then each `--group`, then `--from-audit` (by rank). The same
  /// controller given twice is converted once.
  func batchGroups() throws -> [BatchGroup] {
    var groups: [BatchGroup] = []
    if !input.files.isEmpty {
      let discovery = try ControllerDiscovery.discover(input.files)
      for problem in discovery.unreadable { printErr(problem.message) }
      groups += discovery.controllers.map { BatchGroup(inputPaths: $0.inputPaths, className: $0.name) }
    }
    groups += self.groups.map(BatchSource.group(fromList:))
    if let fromAudit { groups += try BatchSource.groups(fromAudit: fromAudit, minScore: minScore) }
    var seen: Set<String> = []
    return groups.filter { seen.insert($0.inputPaths.joined(separator: "\n") + "\n" + ($0.className ?? "")).inserted }
  }
}
