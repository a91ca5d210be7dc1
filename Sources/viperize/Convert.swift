import ArgumentParser
import Foundation
import ViperizeKit

struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write the VIPER module (or preview it with --dry-run, or save it as a patch).",
    discussion: """
      Writes <output>/<Module>/{View,Presenter,Interactor,Router,Assembly}/… . Nothing is \
      written unless every original line is accounted for in the output (the loss check), and \
      no existing file is replaced without --force. Files are written to temporary names and \
      renamed into place only when all are written.

      --in-place replaces the original controller file(s) with the slim view controller and \
      writes the rest of the module under --output.

      Examples:
        viperize convert TripListViewController.swift --dry-run
        viperize convert TripListViewController.swift --output Modules/ --force
        viperize convert TripListViewController.swift --in-place --output Modules/ --dry-run
        viperize convert TripListViewController.swift --patch trip-list.patch && git apply trip-list.patch

      Several controllers in one run (batch): give directories (every controller found in them, \
      with its extensions, header and categories, as `audit` finds them), repeat --group with a \
      comma-separated list of one controller's files, or take the controllers of an audit with \
      --from-audit. They are converted in parallel (--jobs) into one module folder each; results \
      are printed in input order. Exit 0 if all converted, 3 if any was refused or failed.
        viperize convert App/Controllers/ --output Modules/ --jobs 2
        viperize convert --group A.swift,A+Table.swift --group B.h,B.m --dry-run
        viperize convert --from-audit audit.json --min-score 200 --output Modules/
      """)

  @OptionGroup var input: InputOptions

  @Option(name: .shortAndLong, help: "Directory to create the module in.")
  var output: String = "."

  @Flag(help: "Print the whole change as a unified diff and write nothing.")
  var dryRun = false

  @Option(help: ArgumentHelp("Write the whole change as a patch for 'git apply' (from the current directory) instead of writing the module.", valueName: "file"))
  var patch: String?

  @Flag(help: "Replace the original controller file(s) with the slim view controller.")
  var inPlace = false

  @Flag(help: "Replace existing files.")
  var force = false

  @Option(help: "Colour the diff: auto (a terminal, unless NO_COLOR is set), always or never.")
  var color: ColorMode = .auto

  @Option(
    name: .customLong("group"),
    help: ArgumentHelp("One controller's files, comma-separated (repeatable): a batch.", valueName: "files"))
  var groups: [String] = []

  @Option(help: ArgumentHelp("Convert the controllers of an `audit --format json` file: a batch.", valueName: "file"))
  var fromAudit: String?

  @Option(help: "With --from-audit: only controllers whose score is at least this (100: at a threshold).")
  var minScore: Int = 0

  @Option(help: "Batch: controllers converted in parallel (default: the number of processors).")
  var jobs: Int = OrderedParallelRunner.defaultJobs

  func validate() throws {
    if input.files.isEmpty && groups.isEmpty && fromAudit == nil {
      throw ValidationError("Missing expected argument '<files> ...'")
    }
    if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
  }

  /// Several controllers: `--group`, `--from-audit`, or a directory among the files. A directory
  /// named like a source file (`Folder.swift/`) is taken for a mistyped file, as before batches.
  var isBatch: Bool {
    !groups.isEmpty || fromAudit != nil
      || input.files.contains {
        SourceTreeWalker.isDirectory($0)
          && !SourceTreeWalker.sourceExtensions.contains(($0 as NSString).pathExtension.lowercased())
      }
  }

  func run() throws {
    if isBatch { return try runBatch() }
    try runReporting {
      let conversion = try Viperize.convert(try input.request())
      if inPlace && conversion.module.viewFiles.isEmpty {
        throw ViperizeError.usage("--in-place: the module has no view file to replace the controller with")
      }
      let outputs = OutputPlan.files(for: conversion, outputDirectory: output, inPlace: inPlace)
      let diff = dryRun || patch != nil ? UnifiedDiffPrinter.changes(outputs) : ""
      if dryRun {
        print(color.enabledForStandardOutput() ? DiffColorizer.colorize(diff) : diff, terminator: "")
      }
      if let patch {
        try PatchWriter(path: patch, force: force).write(diff)
      } else if !dryRun {
        try ModuleWriter(outputDirectory: output, force: force).write(outputs: outputs)
      }
      for diagnostic in conversion.diagnostics { printErr(diagnostic.xcodeDescription) }
      let replaced = outputs.filter { $0.original != nil }.count
      let action =
        patch.map { "wrote patch \($0) for" } ?? (dryRun ? "would write" : "wrote")
      let counts = "\(outputs.count - replaced) files" + (replaced > 0 ? ", replacing \(replaced) original" + (replaced == 1 ? "" : "s") : "")
      printErr("viperize: \(conversion.plan.model.name) → \(conversion.plan.names.module): \(action) \(counts); "
        + PlanReport.summary(conversion))
    }
  }
}
