import Foundation

/// The output formats of `viperize audit`.
public enum AuditFormat: String, CaseIterable, Sendable {
  case text, json, html, xcode
}

/// Renders an `AppAudit` in each format; the `switch` is exhaustive, so a new format cannot be
/// left without a renderer.
public enum AuditReport {
  public static func render(_ audit: AppAudit, format: AuditFormat) -> String {
    switch format {
    case .text: return AuditTextReport.render(audit)
    case .json: return json(audit)
    case .html: return AuditHTMLReport.render(audit)
    case .xcode: return xcode(audit)
    }
  }

  /// The audit as JSON, keys sorted (schema: docs/audit-schema.json).
  public static func json(_ audit: AppAudit) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(audit)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  public static let massiveControllerID = "viperize.massive-controller"

  /// One `file:line:col: warning: … [viperize.massive-controller]` per massive controller, by rank.
  ///
  /// ```
  /// App/FeedViewController.swift:12:1: warning: 'FeedViewController' is a massive view controller
  /// (score 240: 44 methods > 18.5); convert would move router 3, interactor 5, assembly 2
  /// [viperize.massive-controller]
  /// ```
  public static func xcode(_ audit: AppAudit) -> String {
    audit.controllers.filter(\.massive).map { controller in
      "\(controller.file):\(controller.line):\(controller.column): warning: '\(controller.name)' is a massive view "
        + "controller (score \(controller.score): \(exceeded(controller, audit.thresholds))); convert would move "
        + movesPhrase(controller) + " [\(massiveControllerID)]\n"
    }.joined()
  }

  /// `44 methods > 18.5, 20 stored properties > 15`.
  static func exceeded(_ controller: ControllerAudit, _ thresholds: AuditThresholds) -> String {
    var parts: [String] = []
    if controller.exceeds.contains("methods") {
      parts.append("\(controller.size.methods) methods > \(number(thresholds.maxMethods))")
    }
    if controller.exceeds.contains("attributes") {
      parts.append("\(controller.size.storedProperties) stored properties > \(number(thresholds.maxAttributes))")
    }
    if controller.exceeds.contains("instructions") {
      parts.append("\(controller.size.instructions) instructions > \(number(thresholds.maxInstructions))")
    }
    return parts.joined(separator: ", ")
  }

  /// `router 3, interactor 5, assembly 2` (members plus split-out statement groups); `nothing`.
  static func movesPhrase(_ controller: ControllerAudit) -> String {
    let refactorings = controller.refactorings
    let parts = [
      ("router", refactorings.navigation), ("interactor", refactorings.dataReading),
      ("assembly", refactorings.objectConfiguration),
    ].compactMap { name, refactoring -> String? in
      let moved = refactoring.movedMembers + refactoring.movedStatementGroups
      return moved > 0 ? "\(name) \(moved)" : nil
    }
    let refused = controller.convert.outcome == "refused" ? " (refused today: the loss check fails)" : ""
    return (parts.isEmpty ? "nothing" : parts.joined(separator: ", ")) + refused
  }

  /// `18.5`, `15`.
  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
