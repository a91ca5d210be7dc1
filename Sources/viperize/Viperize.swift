import ArgumentParser
import Foundation
import ViperizeKit

@main
struct ViperizeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "viperize",
    abstract: "Split a Massive View Controller into a VIPER module.",
    discussion: """
      viperize reads a view controller (Swift, or Objective-C .h/.m) and moves navigation to a \
      Router, data reading to an Interactor, created helpers to an Assembly, and event handling \
      to a Presenter, leaving only UI in the view. Review the plan and the diff before writing.

      Examples:
        viperize audit App/ --format html > audit.html
        viperize convert App/Controllers/ --output Modules/ --jobs 2
        viperize plan TripListViewController.swift
        viperize plan TripListViewController.swift --format json
        viperize convert TripListViewController.swift TripListViewController+Table.swift --dry-run
        viperize convert TripListViewController.swift --output Modules/
        viperize convert TripListViewController.swift --output Modules/ --in-place --patch trip-list.patch
        viperize --generate-completion-script zsh > _viperize

      Project settings (module-prefix, style, signals, services, globals) come from the nearest .viperize.yml above \
      the first input, or --config PATH. Reference: docs/cli.md.

      Exit codes: 0 success, 1 conversion refused (ambiguous class, loss check, existing \
      output), 2 usage or input error, 3 a batch convert where a controller was refused or failed.
      """,
    subcommands: [Audit.self, Convert.self, Plan.self])

  /// Runs the command like ArgumentParser's `main()`, but usage errors exit 2, not 64
  /// (`EX_USAGE`), so that every usage or input error has the same documented code.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        printErr(fullMessage(for: error))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}

/// Options shared by every subcommand that reads a controller.
struct InputOptions: ParsableArguments {
  @Argument(help: "The controller's source files: one .swift file plus its extensions, or .h and .m.")
  var files: [String] = []

  @Option(help: "Module name (default: the class name without ViewController/Controller).")
  var module: String?

  @Option(name: .customLong("class"), help: "The controller class, when the input holds several.")
  var className: String?

  @Option(
    help: ArgumentHelp(
      "Project config file (default: the nearest .viperize.yml above the first input).", valueName: "path"))
  var config: String?

  /// The request, with the project config's prefix and signals.
  func request() throws -> ConversionRequest {
    var request = ConversionRequest(inputPaths: files, moduleName: module, className: className)
    let configPath = config ?? files.first.flatMap { ConfigLocator.find(forInput: $0) }
    if let configPath {
      request.apply(try ConfigFile.load(path: configPath))
    }
    return request
  }
}

extension ColorMode: ExpressibleByArgument {}

/// Runs `body`, printing a `ViperizeError` as one line on stderr with its exit code.
func runReporting(_ body: () throws -> Void) throws {
  do {
    try body()
  } catch let error as ViperizeError {
    printErr(error.description)
    throw ExitCode(error.exitCode)
  }
}

/// Writes a line to stderr after flushing stdout, so that on a terminal (where both streams
/// share the screen) a message never lands in the middle of a line of stdout.
func printErr(_ text: String) {
  fflush(nil)  // nil: every C output stream, stdout included
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
