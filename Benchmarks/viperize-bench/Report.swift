import Foundation
import ViperizeCore

/// Where the figures came from.
struct Machine {
  var processors: Int
  var cpuModel: String
  var swiftVersion: String
  var swiftFormatVersion: String?
  /// `/proc/loadavg` when the run ended: other work on the machine skews the figures.
  var loadAverage: String?

  static func current(swiftFormat: [String]?) -> Machine {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = cpuinfo.split(separator: "\n")
      .first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    let swift = output(of: ["/usr/bin/env", "swift", "--version"])?
      .split(separator: "\n").first { $0.contains("Swift version") }.map(String.init)
    let formatVersion = swiftFormat.flatMap { output(of: $0 + ["--version"]) }?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return Machine(
      processors: ProcessInfo.processInfo.activeProcessorCount,
      cpuModel: model ?? "unknown (no /proc/cpuinfo)",
      swiftVersion: swift ?? "unknown",
      swiftFormatVersion: formatVersion,
      loadAverage: (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
        .map { $0.split(separator: " ").prefix(3).joined(separator: " ") })
  }

  private static func output(of command: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(data: data, encoding: .utf8)
  }
}

/// A target of the benchmark issue, checked against the measured medians.
struct TargetCheck {
  var description: String
  var measured: String
  var passed: Bool?
}

/// The table, the 16k÷4k ratio, the three targets and the machine, as text or markdown.
struct Report {
  var results: [BenchResult]
  var machine: Machine
  var runs: Int
  var viperize: String
  var swiftFormat: [String]?
  /// `viperize audit` at 1× and 4× (empty when skipped).
  var audit: [AuditBench.Figures] = []

  static let auditHeaders = [
    "audit (whole process)", "lines", "files", "audit ms", "CPU ms", "peak RSS MB", "swift-format lint ms", "lint÷audit",
  ]

  func auditRows() -> [[String]] {
    audit.enumerated().map { index, figures in
      let ratio = figures.swiftFormatLintMs.flatMap { lint in figures.auditMs.map { lint / $0 } }
      return [
        "generated app \(index == 0 ? 1 : 4)×", String(figures.lines), String(figures.files), ms(figures.auditMs),
        ms(figures.auditCPUMs),
        figures.auditPeakRSSKB.map { String(format: "%.1f", Double($0) / 1024) } ?? "—",
        figures.swiftFormatLintMs.map { ms($0) + " (\(figures.swiftFiles) .swift)" } ?? "—", self.ratio(ratio),
      ]
    }
  }

  func auditTargets() -> [TargetCheck] {
    guard audit.count == 2 else { return [] }
    let one = audit[0]
    let four = audit[1]
    let time = TargetCheck(
      description: "`viperize audit` of \(one.lines) lines ≤ 2 s (whole process)",
      measured: one.auditMs.map { wall in
        String(format: "%.0f ms (CPU %.0f ms over %d processors)", wall, one.auditCPUMs ?? 0, machine.processors)
      } ?? "not measured",
      passed: one.auditMs.map { $0 <= 2000 })
    let memory = TargetCheck(
      description: "peak RSS at 4× the input ≤ 1.5 × peak RSS at 1× (memory stays flat)",
      measured: one.auditPeakRSSKB.flatMap { base in
        four.auditPeakRSSKB.map { String(format: "%.1f MB / %.1f MB = %.2f×", Double($0) / 1024, Double(base) / 1024, Double($0) / Double(base)) }
      } ?? "not measured",
      passed: one.auditPeakRSSKB.flatMap { base in four.auditPeakRSSKB.map { Double($0) <= 1.5 * Double(base) } })
    return [time, memory]
  }

  static let headers = [
    "case", "lines", "parse ms", "classify", "plan", "emit", "verify", "total ms", "total÷parse",
    "process ms", "swift-format ms", "swift-format÷viperize",
  ]

  func rows() -> [[String]] {
    results.map { result in
      [
        result.benchCase.name + (result.benchCase.language == .objectiveC ? " (.m)" : ""),
        String(result.benchCase.lines),
        ms(result.parse), ms(result.classify), ms(result.plan), ms(result.emit), ms(result.verify), ms(result.total),
        ratio(result.totalOverParse), ms(result.process), ms(result.swiftFormat), ratio(result.swiftFormatOverProcess),
      ]
    }
  }

  func synthetic(_ size: Int) -> BenchResult? {
    results.first { $0.benchCase.syntheticSize == size && $0.benchCase.language == .swift }
  }

  var scaling: Double? {
    guard let big = synthetic(16000)?.total, let base = synthetic(4000)?.total, base > 0 else { return nil }
    return big / base
  }

  func targets() -> [TargetCheck] {
    let four = synthetic(4000)
    let parseTarget: TargetCheck = {
      guard let four, let r = four.totalOverParse else {
        return TargetCheck(description: "in-process total ≤ 2 × parse (4,000 lines)", measured: "not measured", passed: nil)
      }
      return TargetCheck(
        description: "in-process total ≤ 2 × parse (4,000 lines)",
        measured: String(format: "%.1f ms vs parse %.1f ms = %.2f×", four.total!, four.parse!, r), passed: r <= 2)
    }()
    let scalingTarget: TargetCheck = {
      guard let s = scaling else {
        return TargetCheck(description: "16k time ≤ 4.5 × 4k time", measured: "not measured", passed: nil)
      }
      return TargetCheck(
        description: "16k time ≤ 4.5 × 4k time (in-process total)",
        measured: String(format: "%.1f ms / %.1f ms = %.2f×", synthetic(16000)!.total!, four!.total!, s), passed: s <= 4.5)
    }()
    let processTarget: TargetCheck = {
      guard let four, let r = four.swiftFormatOverProcess else {
        return TargetCheck(
          description: "`viperize convert --dry-run` ≥ 5 × faster than `swift-format format` (4,000 lines)",
          measured: "not measured", passed: nil)
      }
      return TargetCheck(
        description: "`viperize convert --dry-run` ≥ 5 × faster than `swift-format format` (4,000 lines)",
        measured: String(format: "swift-format %.1f ms / viperize %.1f ms = %.2f×", four.swiftFormat!, four.process!, r),
        passed: r >= 5)
    }()
    return [parseTarget, scalingTarget, processTarget] + auditTargets()
  }

  var notes: [String] {
    results.flatMap { result in result.notes.map { "\(result.benchCase.name): \($0)" } }
  }

  var machineLines: [String] {
    [
      "machine: \(machine.processors) processors (nproc), \(machine.cpuModel)"
        + (machine.loadAverage.map { "; load average at the end \($0)" } ?? ""),
      "swift: \(machine.swiftVersion)",
      "swift-format: \((swiftFormat ?? ["none"]).joined(separator: " "))\(machine.swiftFormatVersion.map { " (\($0))" } ?? "")",
      "medians of \(runs) runs after one warm-up; in-process times from `Viperize.parse` (parse) and "
        + "`Conversion.timings` (classify…verify, total = read + parse + classify + plan + emit + verify)",
    ]
  }

  func text() -> String {
    let table = [Self.headers] + rows()
    let widths = Self.headers.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    var out = ""
    for (index, row) in table.enumerated() {
      let cells = row.enumerated().map { column, cell in
        column == 0 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[column] - cell.count) + cell
      }
      out += cells.joined(separator: "  ") + "\n"
      if index == 0 { out += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n" }
    }
    if !audit.isEmpty {
      let auditTable = [Self.auditHeaders] + auditRows()
      let auditWidths = Self.auditHeaders.indices.map { column in auditTable.map { $0[column].count }.max() ?? 0 }
      out += "\n"
      for (index, row) in auditTable.enumerated() {
        out += row.enumerated().map { column, cell in
          column == 0 ? cell.padding(toLength: auditWidths[column], withPad: " ", startingAt: 0)
            : String(repeating: " ", count: auditWidths[column] - cell.count) + cell
        }.joined(separator: "  ") + "\n"
        if index == 0 { out += auditWidths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n" }
      }
    }
    out += "\n" + "16k ÷ 4k in-process total: \(ratio(scaling))\n\n"
    for target in targets() { out += "\(verdict(target.passed))  \(target.description): \(target.measured)\n" }
    out += "\n" + machineLines.joined(separator: "\n") + "\n"
    if !notes.isEmpty { out += "\nnotes:\n" + notes.map { "  " + $0 }.joined(separator: "\n") + "\n" }
    return out
  }

  func markdown() -> String {
    var out = "| " + Self.headers.joined(separator: " | ") + " |\n"
    out += "|" + Self.headers.indices.map { $0 == 0 ? " --- |" : " ---: |" }.joined() + "\n"
    for row in rows() { out += "| " + row.joined(separator: " | ") + " |\n" }
    if !audit.isEmpty {
      out += "\n| " + Self.auditHeaders.joined(separator: " | ") + " |\n|" + Self.auditHeaders.indices.map { $0 == 0 ? " --- |" : " ---: |" }.joined() + "\n"
      for row in auditRows() { out += "| " + row.joined(separator: " | ") + " |\n" }
    }
    out += "\n16k ÷ 4k in-process total: **\(ratio(scaling))**\n\n"
    out += "| target | measured | result |\n| --- | --- | --- |\n"
    for target in targets() { out += "| \(target.description) | \(target.measured) | **\(verdict(target.passed))** |\n" }
    out += "\n" + machineLines.map { "- " + $0 }.joined(separator: "\n") + "\n"
    if !notes.isEmpty { out += "\nNotes:\n\n" + notes.map { "- " + $0 }.joined(separator: "\n") + "\n" }
    return out
  }

  private func verdict(_ passed: Bool?) -> String {
    switch passed {
    case true?: return "PASS"
    case false?: return "FAIL"
    case nil: return "N/A"
    }
  }

  private func ms(_ value: Double?) -> String {
    guard let value else { return "—" }
    return value >= 100 ? String(format: "%.0f", value) : value >= 10 ? String(format: "%.1f", value) : String(format: "%.2f", value)
  }

  private func ratio(_ value: Double?) -> String {
    guard let value else { return "—" }
    return String(format: "%.2f×", value)
  }
}
