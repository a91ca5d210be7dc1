import Foundation
import ViperizeCore
import ViperizeKit

/// One controller to measure: a synthetic one or a fixture's `input/` files.
struct BenchCase {
  var name: String
  var paths: [String]
  var lines: Int
  var language: SourceLanguage
  /// The synthetic size this case stands for (`nil` for fixtures).
  var syntheticSize: Int?
}

/// Medians of one case, in milliseconds; `nil` where a stage could not be measured.
struct BenchResult {
  var benchCase: BenchCase
  var parse: Double?
  var read: Double?
  var classify: Double?
  var plan: Double?
  var emit: Double?
  var verify: Double?
  var total: Double?
  var process: Double?
  var swiftFormat: Double?
  /// Why a stage is missing (conversion throws for Objective-C until its emitter exists, …).
  var notes: [String] = []

  var totalOverParse: Double? {
    guard let total, let parse, parse > 0 else { return nil }
    return total / parse
  }
  var swiftFormatOverProcess: Double? {
    guard let process, let swiftFormat, process > 0 else { return nil }
    return swiftFormat / process
  }
}

func median(_ values: [Double]) -> Double? {
  guard !values.isEmpty else { return nil }
  let sorted = values.sorted()
  let mid = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

/// Runs the measurements: in-process stages (parse alone, then `Viperize.convert`'s stage
/// timings), then whole-process `viperize convert --dry-run` and `swift-format format`.
///
/// Runs are interleaved across cases (round 1 of every case, then round 2, …) so that other load
/// on the machine spreads over all sizes alike instead of skewing the 16k÷4k ratio.
struct Measurer {
  var runs: Int
  var viperizePath: String
  var swiftFormatCommand: [String]?

  private struct Samples {
    var parse: [Double] = []
    var stages: [KeyPath<StageTimings, Double>: [Double]] = [:]
    var process: [Double] = []
    var swiftFormat: [Double] = []
    var sources: [SourceFile] = []
    var parses = false
    var converts = false
    var processFails = false
    var swiftFormatFails = false
  }

  func measure(_ cases: [BenchCase], log: (String) -> Void) -> [BenchResult] {
    var results = cases.map { BenchResult(benchCase: $0) }
    var samples = Array(repeating: Samples(), count: cases.count)
    let clock = ContinuousClock()
    let stageKeys: [KeyPath<StageTimings, Double>] = [\.read, \.classify, \.plan, \.emit, \.verify, \.total]

    // Warm-up, and which cases parse / convert at all.
    for (index, benchCase) in cases.enumerated() {
      do {
        samples[index].sources = try benchCase.paths.map {
          SourceFile(path: $0, text: try String(contentsOfFile: $0, encoding: .utf8))
        }
        _ = try Viperize.parse(samples[index].sources, className: nil)
        samples[index].parses = true
      } catch {
        results[index].notes.append("parse failed: \(String(describing: error).prefix(100))")
        continue
      }
      do {
        _ = try Viperize.convert(ConversionRequest(inputPaths: benchCase.paths))
        samples[index].converts = true
      } catch {
        results[index].notes.append("convert: \(String(describing: error).prefix(100))")
      }
    }

    // In-process rounds.
    for round in 1...runs {
      log("in-process round \(round)/\(runs)")
      for index in cases.indices where samples[index].parses {
        let start = clock.now
        let model = try? Viperize.parse(samples[index].sources, className: nil)
        samples[index].parse.append(milliseconds(clock.now - start))
        withExtendedLifetime(model) {}
        guard samples[index].converts,
          let conversion = try? Viperize.convert(ConversionRequest(inputPaths: cases[index].paths))
        else { continue }
        for key in stageKeys { samples[index].stages[key, default: []].append(conversion.timings[keyPath: key] * 1e3) }
      }
    }

    // Whole-process rounds (round 0 is the warm-up). viperize only where the conversion works;
    // swift-format only reads Swift.
    for round in 0...runs {
      log("process round \(round)/\(runs)\(round == 0 ? " (warm-up)" : "")")
      for (index, benchCase) in cases.enumerated() where samples[index].converts {
        if !samples[index].processFails {
          switch time([viperizePath, "convert", "--dry-run"] + benchCase.paths) {
          case .success(let ms): if round > 0 { samples[index].process.append(ms) }
          case .failure(let message):
            results[index].notes.append("viperize: \(message)")
            samples[index].processFails = true
          }
        }
        if benchCase.language == .swift, let swiftFormatCommand, !samples[index].swiftFormatFails {
          switch time(swiftFormatCommand + ["format"] + benchCase.paths) {
          case .success(let ms): if round > 0 { samples[index].swiftFormat.append(ms) }
          case .failure(let message):
            results[index].notes.append("swift-format: \(message)")
            samples[index].swiftFormatFails = true
          }
        }
      }
    }

    for index in cases.indices {
      let sample = samples[index]
      results[index].parse = median(sample.parse)
      results[index].read = median(sample.stages[\.read] ?? [])
      results[index].classify = median(sample.stages[\.classify] ?? [])
      results[index].plan = median(sample.stages[\.plan] ?? [])
      results[index].emit = median(sample.stages[\.emit] ?? [])
      results[index].verify = median(sample.stages[\.verify] ?? [])
      results[index].total = median(sample.stages[\.total] ?? [])
      results[index].process = sample.processFails ? nil : median(sample.process)
      results[index].swiftFormat = sample.swiftFormatFails ? nil : median(sample.swiftFormat)
    }
    return results
  }

  private enum Outcome {
    case success(Double)
    case failure(String)
  }

  /// Wall time of spawning `command` (stdout and stderr to /dev/null), in milliseconds.
  /// Uses `posix_spawn` + `waitpid`: Foundation's `Process.waitUntilExit` polls its run loop in
  /// 50 ms steps on Linux, which would round every measurement up.
  private func time(_ command: [String]) -> Outcome {
    let clock = ContinuousClock()
    let start = clock.now
    let status: Int32
    do {
      status = try spawnAndWait(command)
    } catch {
      return .failure("cannot run \(command[0]): \(error)")
    }
    let elapsed = milliseconds(clock.now - start)
    return status == 0 ? .success(elapsed) : .failure("exited with status \(status)")
  }
}

struct SpawnError: Error, CustomStringConvertible {
  var code: Int32
  var description: String { String(cString: strerror(code)) }
}

/// Runs `command` with stdout and stderr on /dev/null; returns its exit status
/// (`spawnMeasuringMemory`, which also reports time and peak RSS).
func spawnAndWait(_ command: [String]) throws -> Int32 {
  try spawnMeasuringMemory(command).status
}
