import Foundation
import ViperizeCore

/// The plan as a readable table or as JSON (schema: docs/plan-json.md).
public enum PlanReport {
  public static let schemaVersion = 1

  /// The plan as an aligned table grouped by layer (view, presenter, interactor, router,
  /// assembly, then mixed members left in the view), members in source order, evidence as
  /// `api (line N)`; then the summary and the diagnostics. A member in another file than the
  /// controller's own (an extension's file, an Objective-C header) names its file once, in its
  /// first evidence: `api (file:line), api (line N)`.
  ///
  /// ```
  /// PRESENTER (1)
  ///   formattedDateRange(for:)  192-196  Formatter.string(from:) (line 193), Formatter.string(from:) (line 194)
  /// ```
  public static func groupedText(_ conversion: Conversion) -> String {
    let plan = conversion.plan
    let model = plan.model
    // Each section counts its members; a split member's statement groups follow its row.
    var groups: [(title: String, count: Int, rows: [[String]])] = []
    let members = plan.classified.members.sorted { first, second in
      let a = model.members[first.memberID].declarationSpan
      let b = model.members[second.memberID].declarationSpan
      return (a.file, a.startLine) < (b.file, b.startLine)
    }
    for layer in Layer.allCases {
      let chosen = members.filter { $0.layer == layer && !$0.isMixed }
      groups.append((layer.rawValue.uppercased(), chosen.count, chosen.map { row($0, plan: plan) }))
    }
    let split = members.filter { $0.isMixed && plan.isSplit($0.memberID) }
    groups.append(("MIXED, SPLIT", split.count, split.flatMap { [row($0, plan: plan)] + groupRows($0.memberID, plan: plan) }))
    // A member left in the view may still have had its data reads made queries.
    let left = members.filter { $0.isMixed && !plan.isSplit($0.memberID) }
    groups.append(("MIXED, LEFT IN VIEW", left.count, left.flatMap { [row($0, plan: plan)] + groupRows($0.memberID, plan: plan) }))
    let allRows = groups.flatMap(\.rows)
    let widths = (0..<3).map { column in allRows.map { $0[column].count }.max() ?? 0 }
    var text = "\(model.name) → module \(plan.names.module) (\(model.language.rawValue), \(model.files.map(\.path).joined(separator: ", ")))\n"
    for group in groups where !group.rows.isEmpty {
      text += "\n\(group.title) (\(group.count))\n"
      for row in group.rows {
        let padded = (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
        text += ("  " + (padded + [row[3]]).joined(separator: "  ")).trimmingTrailingSpaces() + "\n"
      }
    }
    text += "\n" + summary(conversion) + "\n" + ViewAudit.run(conversion).line + "\n"
    for diagnostic in plan.diagnostics { text += diagnostic.xcodeDescription + "\n" }
    return text
  }

  /// `↳ loadQuarters()`, lines, `→ interactor`, evidence: one row per statement group of a split.
  private static func groupRows(_ memberID: Int, plan: ModulePlan) -> [[String]] {
    let file = otherFile(of: plan.model.members[memberID], in: plan.model)
    return plan.groups(of: memberID).map { group in
      let evidence = evidenceText(group.evidence.prefix(3).map { ($0.api, $0.line) }, otherFile: file)
      return ["  ↳ " + group.method + conditionsText(group.conditions), "\(group.startLine)-\(group.endLine)", "→ " + group.layer.rawValue, evidence]
    }
  }

  /// ` #if DEBUG`, ` #if os(iOS) && (!(A) && B)`: the `#if` conditions a method is declared
  /// under; empty without any.
  static func conditionsText(_ conditions: [String]) -> String {
    conditions.isEmpty ? "" : " #if " + conditions.map { $0.contains(" ") ? "(\($0))" : $0 }.joined(separator: " && ")
  }

  /// The member's file when it is not the controller's own (the file holding the Swift class
  /// declaration or the Objective-C `@implementation`); nil in the controller's own file.
  static func otherFile(of member: Member, in model: ControllerModel) -> String? {
    let own = model.declarations.first { $0.kind == .classDeclaration || $0.kind == .objcImplementation }?.span.file ?? 0
    return member.declarationSpan.file == own ? nil : model.files[member.declarationSpan.file].path
  }

  /// `api (line 12), api (line 14)`; in another file the first names it: `api (file:12), api (line 14)`.
  static func evidenceText(_ items: [(api: String, line: Int)], otherFile: String?) -> String {
    items.enumerated().map { index, item in
      let place = index == 0 && otherFile != nil ? "\(otherFile!):\(item.line)" : "line \(item.line)"
      return "\(item.api) (\(place))"
    }.joined(separator: ", ")
  }

  /// Member, lines, detail (`→ presenter` for an injected helper, `view+router` for a mixed
  /// member, `→ router` for one whose code all left, `view+interactor via reload` for a view
  /// member calling methods whose work is elsewhere), evidence.
  private static func row(_ classification: MemberClassification, plan: ModulePlan) -> [String] {
    let model = plan.model
    let member = model.members[classification.memberID]
    let detail: String
    let reached = plan.reportedParts(of: member.id)
    if !reached.through.isEmpty {
      detail = reached.parts.map(\.rawValue).joined(separator: "+") + " via "
        + reached.through.map { model.members[$0].name }.joined(separator: ", ")
    } else if let layers = plan.handedOver[member.id] {
      detail = "→ " + layers.map(\.rawValue).joined(separator: "+")
    } else if classification.isMixed {
      detail = classification.parts.map(\.rawValue).joined(separator: "+")
    } else if classification.isScreenFactory {
      detail = "→ assembly"
    } else if classification.layer == .assembly {
      detail = "→ " + plan.injectedLayers(of: member.id).map(\.rawValue).joined(separator: "+")
    } else {
      detail = ""
    }
    var evidence = why(classification, member: member, otherFile: otherFile(of: member, in: model))
    if !reached.through.isEmpty && evidence == noSignal { evidence = "no signal of its own: stays in view" }
    return [member.name, "\(member.declarationSpan.startLine)-\(member.declarationSpan.endLine)", detail, evidence]
  }

  /// The layer of `ModulePlan.reportedParts` when it is one, else `mixed` (`parts` names them):
  /// a member's own layer, the layer a handed-over member's code went to, or what a view member
  /// reaches through the methods it calls (a forwarder to a router method reports `router`).
  static func reportedLayer(_ parts: [Layer]) -> String {
    parts.count == 1 ? parts[0].rawValue : "mixed"
  }

  /// `members: view 12, presenter 1, …, mixed 3 (split 1, left in view 2: interleaved with view code 2); 3 diagnostics; loss check: …`
  public static func summary(_ conversion: Conversion) -> String {
    let members = conversion.plan.classified.members
    var counts: [String] = []
    for layer in Layer.allCases {
      let count = members.filter { $0.layer == layer && !$0.isMixed }.count
      counts.append("\(layer.rawValue) \(count)")
    }
    let mixed = members.filter(\.isMixed).count
    let split = members.filter { $0.isMixed && conversion.plan.isSplit($0.memberID) }.count
    // Why the others stay: `left in view 3: one statement mixes layers 2, nothing to move 1`.
    let reasons = conversion.plan.refusalCounts.map { "\($0.reason.rawValue) \($0.count)" }.joined(separator: ", ")
    return "members: \(counts.joined(separator: ", ")), mixed \(mixed) (split \(split), left in view \(mixed - split)"
      + (reasons.isEmpty ? "" : ": \(reasons)") + "); "
      + "\(conversion.diagnostics.count) diagnostic\(conversion.diagnostics.count == 1 ? "" : "s"); "
      + "loss check: \(conversion.checkedLines) lines verified, \(conversion.rewrittenLines) rewritten"
  }

  private static let noSignal = "no signal: stays in view"

  private static func why(_ classification: MemberClassification, member: Member, otherFile: String?) -> String {
    let evidence = classification.evidence.filter { $0.pattern != .ui || classification.layer == .view }.prefix(3)
    if evidence.isEmpty { return classification.layer == .view ? noSignal : "" }
    return evidenceText(evidence.map { ($0.api, $0.line) }, otherFile: otherFile)
  }

  // MARK: JSON

  struct JSONPlan: Encodable {
    var schemaVersion: Int
    var controller: String
    var module: String
    var language: String
    var members: [JSONMember]
    var diagnostics: [Diagnostic]
  }

  struct JSONMember: Encodable {
    var name: String
    var kind: String
    var file: String
    var startLine: Int
    var endLine: Int
    var layer: String
    var parts: [String]
    /// For a view member whose layers come from the controller's methods it calls: those methods.
    var reachedThrough: [String]?
    var injectedInto: [String]?
    var evidence: [JSONEvidence]
    /// For a split member: each statement group that leaves the view.
    var groups: [JSONGroup]?
    /// For a mixed member left in the view: why it was not split (`SplitRefusal.Reason`).
    var refusal: String?
  }

  struct JSONGroup: Encodable {
    var layer: String
    var startLine: Int
    var endLine: Int
    var method: String
    /// The `#if` conditions the method is declared under, outermost first; absent without any.
    var conditions: [String]?
    var evidence: [JSONEvidence]
  }

  struct JSONEvidence: Encodable {
    var line: Int
    var pattern: String
    var api: String
  }

  public static func json(_ conversion: Conversion) -> String {
    let plan = conversion.plan
    let model = plan.model
    let members = plan.classified.members.map { classification -> JSONMember in
      let member = model.members[classification.memberID]
      let reported = plan.reportedParts(of: member.id)
      return JSONMember(
        name: member.name, kind: member.kind.rawValue, file: model.files[member.declarationSpan.file].path,
        startLine: member.declarationSpan.startLine, endLine: member.declarationSpan.endLine,
        layer: reportedLayer(reported.parts),
        parts: reported.parts.count > 1 ? reported.parts.map(\.rawValue) : [],
        reachedThrough: reported.through.isEmpty ? nil : reported.through.map { model.members[$0].name },
        injectedInto: classification.isCreatedHelper ? plan.injectedLayers(of: member.id).map(\.rawValue) : nil,
        evidence: classification.evidence.map { JSONEvidence(line: $0.line, pattern: $0.pattern.rawValue, api: $0.api) },
        groups: plan.splits[member.id] == nil && plan.inPlaceCalls[member.id] == nil ? nil : plan.groups(of: member.id).map { group in
            JSONGroup(
              layer: group.layer.rawValue, startLine: group.startLine, endLine: group.endLine, method: group.method,
              conditions: group.conditions.isEmpty ? nil : group.conditions,
              evidence: group.evidence.map { JSONEvidence(line: $0.line, pattern: $0.pattern.rawValue, api: $0.api) })
        },
        refusal: plan.refusals[member.id]?.reason.rawValue)
    }
    let document = JSONPlan(
      schemaVersion: schemaVersion, controller: model.name, module: plan.names.module,
      language: model.language.rawValue, members: members, diagnostics: plan.diagnostics)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
