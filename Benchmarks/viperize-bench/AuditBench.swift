import Foundation

/// Times `viperize audit` over an app of generated controllers, whole process, against
/// `swift-format lint` over the same Swift files, and records peak memory (RSS) at 1× and 4×
/// the input to show that it does not grow with the number of files.
///
/// The app is made by the benchmark's own generators: for every 5 controllers of
/// `controllerLines` lines, 4 Swift (`SwiftControllerGenerator`) and 1 Objective-C
/// (`ObjCControllerGenerator`), each in its own folder with its own class name.
struct AuditBench {
  var totalLines: Int
  var controllerLines = 4000
  var runs: Int
  var viperizePath: String
  var swiftFormatCommand: [String]?

  struct Figures {
    var lines: Int
    var files: Int
    var swiftFiles: Int
    var auditMs: Double?
    /// CPU time (user + system) of the same runs: on a busy machine wall time measures the
    /// other load too; CPU ÷ cores bounds what an idle machine of that many cores would take.
    var auditCPUMs: Double?
    var auditPeakRSSKB: Int?
    var swiftFormatLintMs: Double?
    var note: String?
  }

  /// Writes `scale × totalLines` lines of controllers under `folder`; returns the Swift files and all files.
  func generate(scale: Int, in folder: String) -> (swift: [String], all: [String], lines: Int) {
    let count = max(1, scale * totalLines / controllerLines)
    var swift: [String] = []
    var all: [String] = []
    var lines = 0
    for index in 0..<count {
      let isObjC = index % 5 == 4
      let name = isObjC ? "CTCatalog\(index)ViewController" : "Catalog\(index)ViewController"
      let path = "\(folder)/Feature\(index)/\(name).\(isObjC ? "m" : "swift")"
      let text = isObjC
        ? ObjCControllerGenerator(className: name).generate(lines: controllerLines)
        : SwiftControllerGenerator(className: name).generate(lines: controllerLines)
      Bench.write(text, to: path)
      lines += text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
      all.append(path)
      if !isObjC { swift.append(path) }
    }
    return (swift, all, lines)
  }

  /// Median wall time and the largest peak RSS of `runs` audits (after one warm-up), and at 1×
  /// the median of `swift-format lint` over the Swift files.
  func measure(scale: Int, in folder: String, log: (String) -> Void) -> Figures {
    let app = generate(scale: scale, in: folder)
    var figures = Figures(lines: app.lines, files: app.all.count, swiftFiles: app.swift.count)
    var times: [Double] = []
    var cpu: [Double] = []
    var peak = 0
    for round in 0...runs {
      log("audit \(scale)× (\(app.lines) lines) round \(round)/\(runs)\(round == 0 ? " (warm-up)" : "")")
      guard let run = try? spawnMeasuringMemory([viperizePath, "audit", folder, "--format", "json"]), run.status == 0 else {
        figures.note = "viperize audit failed"
        return figures
      }
      if round > 0 {
        times.append(run.milliseconds)
        cpu.append(run.cpuMilliseconds)
        peak = max(peak, run.peakRSSKB)
      }
    }
    figures.auditMs = median(times)
    figures.auditCPUMs = median(cpu)
    figures.auditPeakRSSKB = peak
    if scale == 1, let swiftFormatCommand {
      var lintTimes: [Double] = []
      for round in 0...min(runs, 3) {
        log("swift-format lint 1× round \(round)/\(min(runs, 3))")
        // swift-format lint exits non-zero when it finds something: its time still counts.
        guard let run = try? spawnMeasuringMemory(swiftFormatCommand + ["lint"] + app.swift) else { break }
        if round > 0 { lintTimes.append(run.milliseconds) }
      }
      figures.swiftFormatLintMs = median(lintTimes)
    }
    return figures
  }
}

/// A finished child process: exit status, wall time, CPU time and peak resident memory from `wait4`.
struct MeasuredRun {
  var status: Int32
  var milliseconds: Double
  var cpuMilliseconds: Double
  var peakRSSKB: Int
}

/// Runs `command` with stdout and stderr on /dev/null and reports its time and peak RSS
/// (`ru_maxrss` of `wait4`, kilobytes on Linux).
func spawnMeasuringMemory(_ command: [String]) throws -> MeasuredRun {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  let clock = ContinuousClock()
  let start = clock.now
  var pid = pid_t()
  let code = posix_spawn(&pid, command[0], &actions, nil, &argv, environ)
  guard code == 0 else { throw SpawnError(code: code) }
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) == -1 {
    guard errno == EINTR else { throw SpawnError(code: errno) }
  }
  let elapsed = milliseconds(clock.now - start)
  let exit = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
  return MeasuredRun(
    status: exit, milliseconds: elapsed, cpuMilliseconds: ms(usage.ru_utime) + ms(usage.ru_stime),
    peakRSSKB: Int(usage.ru_maxrss))
}
