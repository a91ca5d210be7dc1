import Foundation
import Testing
@testable import ViperizeCore
import ViperizeSwift

/// One controller's catalogue keeps the evidence it finds (`SignalCatalogue.evidence(for:)`):
/// the answer follows the facts asked about, whatever held them before.
@Suite struct EvidenceMemoTests {
  /// The catalogue of a controller and its member `example`, which writes user defaults.
  static func controller() throws -> (SignalCatalogue, Member) {
    let source = """
      import UIKit
      final class ExampleViewController: UIViewController {
          func example() {
              UserDefaults.standard.set(true, forKey: "seen")
          }
      }
      """
    let model = try SwiftFrontend().parse(files: [SourceFile(path: "Example.swift", text: source)], className: nil)
    let example = try #require(model.members.first { $0.baseName == "example" })
    return (SignalCatalogue.standard.inferringServices(in: model), example)
  }

  static let push = CallFact(
    name: "pushViewController", fullName: "pushViewController(_:animated:)", receiver: "navigationController", line: 9, column: 5)
  static let load = CallFact(name: "load", fullName: "load()", receiver: "profileStore", line: 3, column: 9)

  @Test func factsChangedAfterAnAnswerAreJudgedAgain() throws {
    let (catalogue, example) = try Self.controller()
    let facts = example.facts
    let first = catalogue.evidence(for: facts)
    #expect(first.map(\.pattern).contains(.dataAccess))
    #expect(!first.map(\.pattern).contains(.navigation))
    var changed = facts
    changed.calls.append(Self.push)
    #expect(catalogue.evidence(for: changed).map(\.pattern).contains(.navigation))
    // The facts first asked about still get their own answer.
    #expect(catalogue.evidence(for: facts) == first)
  }

  @Test func factsFreedAfterAnAnswerDoNotAnswerForNewOnes() throws {
    let (catalogue, _) = try Self.controller()
    // Facts made and dropped one after another may be held where the last ones were.
    for round in 0..<200 {
      let call = round.isMultiple(of: 2) ? Self.push : Self.load
      let patterns = catalogue.evidence(for: CodeFacts(calls: [call])).map(\.pattern)
      #expect(patterns == [round.isMultiple(of: 2) ? .navigation : .dataAccess], "round \(round)")
    }
  }

  @Test func vetoingAServiceAfterAnAnswerStartsAgain() throws {
    var (catalogue, _) = try Self.controller()
    let facts = CodeFacts(calls: [Self.load])
    #expect(catalogue.evidence(for: facts).map(\.pattern) == [.dataAccess])
    catalogue.serviceOverrides = ServiceInference.Overrides(vetoed: ["profileStore"])
    #expect(catalogue.evidence(for: facts).isEmpty)
  }
}
