import Foundation
import Testing
@testable import ViperizeKit

/// Deterministic mutations of every fixture's input (truncations, deleted braces, swapped lines,
/// random bytes) through `Viperize.convert`: each ends in a module or a `ViperizeError`, never a
/// crash, another error type or a hang.
@Suite struct FuzzTests {
  static let casesPerFixture = 18
  static let seed: UInt64 = 0x5EED_F00D

  enum Mutation: CaseIterable {
    case truncate, deleteBrace, swapLines, randomBytes, randomASCII, deleteLines, duplicateLine
  }

  static var fixtures: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: CLIRunner.fixtures.path)) ?? []).sorted()
  }

  @Test(.timeLimit(.minutes(2))) func mutatedInputsConvertOrFailCleanly() throws {
    var random = CLISeededRandom(seed: Self.seed)
    var outcomes: [String: Int] = [:]
    var total = 0
    let sandbox = try CLISandbox()
    let started = Date()
    for fixture in Self.fixtures {
      let inputFolder = CLIRunner.fixtures.appendingPathComponent(fixture).appendingPathComponent("input")
      let names = try FileManager.default.contentsOfDirectory(atPath: inputFolder.path).sorted()
      let originals = try names.map { try Data(contentsOf: inputFolder.appendingPathComponent($0)) }
      for round in 0..<Self.casesPerFixture {
        let target = Int.random(in: 0..<names.count, using: &random)
        let mutation = Mutation.allCases[round % Mutation.allCases.count]
        let caseFolder = sandbox.url.appendingPathComponent("\(fixture)-\(round)")
        for (index, name) in names.enumerated() {
          let data = index == target ? Self.mutate(originals[index], mutation, using: &random) : originals[index]
          try FileManager.default.createDirectory(at: caseFolder, withIntermediateDirectories: true)
          try data.write(to: caseFolder.appendingPathComponent(name))
        }
        let caseStart = Date()
        do {
          _ = try Viperize.convert(ConversionRequest(inputPaths: names, baseDirectory: caseFolder.path))
          outcomes["converted", default: 0] += 1
        } catch let error as ViperizeError {
          #expect(!error.description.isEmpty && !error.description.contains("\n") || error.description.hasPrefix("error: refusing"))
          outcomes["\(error.exitCode)", default: 0] += 1
        } catch {
          Issue.record("\(fixture) round \(round) (\(mutation)): unexpected error type \(type(of: error)): \(error)")
        }
        let seconds = Date().timeIntervalSince(caseStart)
        #expect(seconds < 5, "\(fixture) round \(round) (\(mutation)) took \(seconds) s")
        total += 1
      }
    }
    #expect(total >= 200)
    #expect(Date().timeIntervalSince(started) < 60)
    print("fuzz: \(total) cases in \(Int(Date().timeIntervalSince(started))) s, outcomes \(outcomes.sorted { $0.key < $1.key })")
  }

  static func mutate(_ data: Data, _ mutation: Mutation, using random: inout CLISeededRandom) -> Data {
    var bytes = [UInt8](data)
    guard !bytes.isEmpty else { return data }
    switch mutation {
    case .truncate:
      bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
    case .deleteBrace:
      let braces = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") || bytes[$0] == UInt8(ascii: "}") }
      for _ in 0..<Int.random(in: 1...3, using: &random) where !braces.isEmpty {
        let index = braces[Int.random(in: 0..<braces.count, using: &random)]
        bytes[index] = UInt8(ascii: " ")
      }
    case .swapLines, .deleteLines, .duplicateLine:
      var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
      let first = Int.random(in: 0..<lines.count, using: &random)
      let second = Int.random(in: 0..<lines.count, using: &random)
      switch mutation {
      case .swapLines: lines.swapAt(first, second)
      case .deleteLines: lines.removeSubrange(min(first, second)...max(first, second))
      default: lines.insert(lines[first], at: second)
      }
      bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    case .randomBytes, .randomASCII:
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        let index = Int.random(in: 0...bytes.count, using: &random)
        let byte =
          mutation == .randomBytes
          ? UInt8.random(in: 0...255, using: &random)
          : Array("{}()[]<>;:,.\"'`#@\\/*&!?=+-_ \n\tabcXYZ019".utf8).randomElement(using: &random)!
        bytes.insert(byte, at: index)
      }
    }
    return Data(bytes)
  }
}
