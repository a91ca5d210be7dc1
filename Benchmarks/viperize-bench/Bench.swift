import Foundation
import ViperizeCore
import ViperizeKit

/// `viperize-bench`: times the pipeline on synthetic controllers and on the fixtures, against the
/// parser's own speed and against `swift-format`. Run it through `scripts/benchmark.sh` (release
/// build); see docs/benchmarks.md.
///
///     viperize-bench [--runs N] [--markdown] [--sizes 1000,4000,16000] [--fixtures DIR]
///                    [--audit-lines 100000] [--viperize PATH] [--swift-format PATH] [--keep]
@main
struct Bench {
  struct Options {
    var runs = 7
    var markdown = false
    var sizes = [1000, 4000, 16000]
    var objcSize = 4000
    var fixtures = "Fixtures"
    var viperize: String?
    var swiftFormat: String?
    var keep = false
    /// Lines of generated controllers `viperize audit` reads at 1× (and 4× that); 0 skips it.
    var auditLines = 100_000
  }

  static func main() {
    let options: Options
    do { options = try parseOptions(Array(CommandLine.arguments.dropFirst())) } catch {
      FileHandle.standardError.write(Data("viperize-bench: \(error)\n".utf8))
      exit(2)
    }
    run(options)
  }

  static func run(_ options: Options) {
    let log: (String) -> Void = { FileHandle.standardError.write(Data(("viperize-bench: " + $0 + "\n").utf8)) }
    let manager = FileManager.default
    let temp = manager.temporaryDirectory.appendingPathComponent("viperize-bench-\(getpid())").path
    try? manager.createDirectory(atPath: temp, withIntermediateDirectories: true)
    defer { if !options.keep { try? manager.removeItem(atPath: temp) } }

    // 1. Synthetic controllers.
    var cases: [BenchCase] = []
    for size in options.sizes {
      let path = temp + "/Catalog\(size)/CatalogViewController.swift"
      write(SwiftControllerGenerator().generate(lines: size), to: path)
      cases.append(BenchCase(name: "synthetic \(size)", paths: [path], lines: lineCount(path), language: .swift, syntheticSize: size))
    }
    if objcFrontendExists {
      let path = temp + "/ObjCCatalog\(options.objcSize)/CTCatalogViewController.m"
      write(ObjCControllerGenerator().generate(lines: options.objcSize), to: path)
      cases.append(BenchCase(
        name: "synthetic ObjC \(options.objcSize)", paths: [path], lines: lineCount(path), language: .objectiveC,
        syntheticSize: nil))
    }
    // Fixtures: every `Fixtures/*/input`, its files in name order (a class may span several files).
    let fixtureNames = ((try? manager.contentsOfDirectory(atPath: options.fixtures)) ?? []).sorted()
    for name in fixtureNames {
      let input = options.fixtures + "/" + name + "/input"
      guard let files = try? manager.contentsOfDirectory(atPath: input) else { continue }
      let swift = files.filter { $0.hasSuffix(".swift") }.sorted()
      let objc = files.filter { $0.hasSuffix(".h") || $0.hasSuffix(".m") }.sorted()
      if !swift.isEmpty {
        let paths = swift.map { input + "/" + $0 }
        cases.append(BenchCase(name: name, paths: paths, lines: paths.map(lineCount).reduce(0, +), language: .swift))
      } else if !objc.isEmpty, objcFrontendExists {
        let paths = objc.map { input + "/" + $0 }
        cases.append(BenchCase(name: name, paths: paths, lines: paths.map(lineCount).reduce(0, +), language: .objectiveC))
      }
    }

    // 2–3. Measure.
    let viperize = options.viperize ?? siblingExecutable("viperize")
    let swiftFormat = options.swiftFormat.map { [$0] } ?? swiftFormatCommand()
    if swiftFormat == nil { log("no swift-format found (PATH, or `swift format`); its columns stay empty") }
    let measurer = Measurer(runs: options.runs, viperizePath: viperize, swiftFormatCommand: swiftFormat)
    log("measuring \(cases.count) cases, \(options.runs) runs each…")
    let results = measurer.measure(cases, log: log)

    // 3b. `viperize audit` over an app of generated controllers, at 1× and 4×.
    var audit: [AuditBench.Figures] = []
    if options.auditLines > 0 {
      let bench = AuditBench(
        totalLines: options.auditLines, runs: min(options.runs, 5), viperizePath: viperize, swiftFormatCommand: swiftFormat)
      for scale in [1, 4] {
        audit.append(bench.measure(scale: scale, in: temp + "/AuditApp\(scale)x", log: log))
        if !options.keep { try? manager.removeItem(atPath: temp + "/AuditApp\(scale)x") }
      }
    }

    // 4. Report.
    let machine = Machine.current(swiftFormat: swiftFormat)
    var report = Report(results: results, machine: machine, runs: options.runs, viperize: viperize, swiftFormat: swiftFormat)
    report.audit = audit
    print(options.markdown ? report.markdown() : report.text(), terminator: "")
  }

  /// The Objective-C frontend (`ObjCFrontend`, ViperizeObjC) is part of the package, so the
  /// synthetic `.m` and the ObjC fixtures are always measured (parse alone while conversion throws).
  static let objcFrontendExists = true

  static func write(_ text: String, to path: String) {
    let directory = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  static func lineCount(_ path: String) -> Int {
    guard let data = FileManager.default.contents(atPath: path) else { return 0 }
    return data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
  }

  /// The `viperize` built next to this executable (same configuration).
  static func siblingExecutable(_ name: String) -> String {
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return me.deletingLastPathComponent().appendingPathComponent(name).path
  }

  /// `swift-format` on PATH, else `swift format` (the toolchain's driver subcommand).
  static func swiftFormatCommand() -> [String]? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = directory + "/swift-format"
      if FileManager.default.isExecutableFile(atPath: String(candidate)) { return [String(candidate)] }
    }
    for directory in path.split(separator: ":") {
      let candidate = directory + "/swift"
      if FileManager.default.isExecutableFile(atPath: String(candidate)) { return [String(candidate), "format"] }
    }
    return nil
  }

  enum OptionError: Error, CustomStringConvertible {
    case bad(String)
    var description: String {
      switch self { case .bad(let message): return message }
    }
  }

  static func parseOptions(_ arguments: [String]) throws -> Options {
    var options = Options()
    var iterator = arguments.makeIterator()
    func value(_ flag: String) throws -> String {
      guard let next = iterator.next() else { throw OptionError.bad("\(flag) needs a value") }
      return next
    }
    while let argument = iterator.next() {
      switch argument {
      case "--runs":
        guard let runs = Int(try value(argument)), runs > 0 else { throw OptionError.bad("--runs takes a positive number") }
        options.runs = runs
      case "--markdown": options.markdown = true
      case "--sizes":
        let sizes = try value(argument).split(separator: ",").compactMap { Int($0) }
        guard !sizes.isEmpty else { throw OptionError.bad("--sizes takes numbers, e.g. 1000,4000,16000") }
        options.sizes = sizes
      case "--objc-size":
        guard let size = Int(try value(argument)) else { throw OptionError.bad("--objc-size takes a number") }
        options.objcSize = size
      case "--fixtures": options.fixtures = try value(argument)
      case "--viperize": options.viperize = try value(argument)
      case "--swift-format": options.swiftFormat = try value(argument)
      case "--keep": options.keep = true
      case "--audit-lines":
        guard let lines = Int(try value(argument)), lines >= 0 else { throw OptionError.bad("--audit-lines takes a number (0 skips)") }
        options.auditLines = lines
      case "-h", "--help":
        print("""
          usage: viperize-bench [--runs N] [--markdown] [--sizes 1000,4000,16000] [--objc-size 4000]
                                [--fixtures DIR] [--audit-lines 100000] [--viperize PATH] [--swift-format PATH] [--keep]
          Times viperize on synthetic controllers and on Fixtures/*/input; see docs/benchmarks.md.
          """)
        exit(0)
      default: throw OptionError.bad("unknown argument \(argument) (see --help)")
      }
    }
    return options
  }
}
