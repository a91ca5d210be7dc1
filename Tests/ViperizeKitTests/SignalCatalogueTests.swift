import Foundation
import Testing
import ViperizeCore
import ViperizeSwift

/// The catalogue's examples are its tests: every signal must fire on its example and stay silent
/// on its counter-example, read through the real Swift frontend; and docs/patterns.md lists it.
@Suite struct SignalCatalogueTests {
  static let signals = SignalCatalogue.standard.signals.indices.map { $0 }

  /// Facts of `body` as the body of a method in a throwaway controller.
  static func facts(_ body: String) throws -> CodeFacts {
    let source = """
      import UIKit
      final class ExampleViewController: UIViewController {
          func example() {
              \(body.replacingOccurrences(of: "\n", with: "\n        "))
          }
      }
      """
    let model = try SwiftFrontend().parse(files: [SourceFile(path: "Example.swift", text: source)], className: nil)
    return model.members[0].facts
  }

  @Test(arguments: signals) func signalMatchesItsExample(_ index: Int) throws {
    let signal = SignalCatalogue.standard.signals[index]
    let single = SignalCatalogue(signals: [signal])
    #expect(!single.evidence(for: try Self.facts(signal.example)).isEmpty, "\(signal.api) misses: \(signal.example)")
    if let counter = signal.counterExample {
      // A counter-example shows none of the signal's pattern (presenting an alert is UI).
      #expect(!single.evidence(for: try Self.facts(counter)).contains { $0.pattern == signal.pattern }, "\(signal.api) fires on: \(counter)")
    }
  }

  /// Whether `present` navigates is decided call by call: the screen a local holds beside an
  /// alert the code also builds is navigation, the alert's presentation UI.
  @Test func presentingAScreenBesideAnAlertNavigatesAndTheAlertIsUI() throws {
    let evidence = SignalCatalogue.standard.evidence(for: try Self.facts("""
      let scanner = UINavigationController(rootViewController: root)
      present(scanner, animated: true)
      let alert = UIAlertController(title: "No camera", message: nil, preferredStyle: .alert)
      present(alert, animated: true)
      """))
    #expect(evidence.filter { $0.pattern == .navigation }.map(\.line) == [5], "\(evidence)")
    #expect(evidence.contains { $0.pattern == .ui && $0.api == "present of the alert 'alert'" && $0.line == 7 }, "\(evidence)")
  }

  @Test func aUICallNameSentToADataTypeIsDataAccess() throws {
    let sentToData = SignalCatalogue.standard.evidence(for: try Self.facts("UserDefaults.standard.register(defaults: [\"autoplay\": true])"))
    #expect(sentToData.map(\.pattern) == [.dataAccess])
    let sentToTable = SignalCatalogue.standard.evidence(for: try Self.facts("tableView.register(TripCell.self, forCellReuseIdentifier: \"Trip\")"))
    #expect(Set(sentToTable.map(\.pattern)) == [.ui])
  }

  /// Formatting that builds a data or navigation call's arguments on its line is that call's code.
  @Test func formattingOnTheLineOfADataCallIsThatCallsCode() throws {
    let inline = SignalCatalogue.standard.evidence(for: try Self.facts(
      "UserDefaults.standard.set(true, forKey: String(format: \"seen.%d\", topicID))"))
    #expect(inline.map(\.pattern) == [.dataAccess])
    let apart = SignalCatalogue.standard.evidence(for: try Self.facts(
      "let key = String(format: \"seen.%d\", topicID)\nUserDefaults.standard.set(true, forKey: key)"))
    #expect(Set(apart.map(\.pattern)) == [.dataAccess, .presentation])
  }

  @Test func docsListEverySignal() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let docs = try String(contentsOf: root.appendingPathComponent("docs/patterns.md"), encoding: .utf8)
    for signal in SignalCatalogue.standard.signals {
      let name: String
      switch signal.match {
      case .call(let value), .callPrefix(let value), .callOnReceiver(let value, _), .type(let value),
        .callOnController(let value), .callOnType(let value, _):
        name = value
      case .typePrefix(let prefix, _): name = prefix + "…"
      case .anyCallOnReceiver(let suffixes): name = "…" + suffixes[0]
      case .callNamingStore: name = "callNamingStore"
      case .appViewType: name = "app view type"
      case .initializer(let type, let label): name = "\(type)(\(label):"
      }
      #expect(docs.contains("`\(name)`") || docs.contains("`\(name)"), "docs/patterns.md does not list \(name)")
    }
  }
}
