/// The audit as an aligned table, one row per controller in rank order, then the thresholds, the
/// answers to the three questions across the app, and the failures.
///
/// ```
///  #  controller             lang   lines  methods  props  instr  score  nav  data  new  →router  →interactor  →assembly  mixed  convert   file
///  1  FeedViewController  M  swift    980       44     20    610    238   12    30    4        9           14          4      6  converts  App/FeedViewController.swift:12
/// ```
/// `M` marks a massive controller; `nav`, `data`, `new` count the signals of each refactoring,
/// `→router`, `→interactor`, `→assembly` what `convert` would move there (members plus statement
/// groups split out of mixed members).
enum AuditTextReport {
  static let headers = [
    "#", "controller", "", "lang", "lines", "methods", "props", "instr", "score", "nav", "data", "new", "→router",
    "→interactor", "→assembly", "mixed", "convert", "file",
  ]
  /// Columns aligned left (the others are numbers, aligned right).
  static let leftAligned: Set<Int> = [1, 2, 3, 16, 17]

  static func render(_ audit: AppAudit) -> String {
    let massive = audit.controllers.filter(\.massive).count
    var text = "viperize audit: \(audit.controllers.count) controller\(audit.controllers.count == 1 ? "" : "s") in "
      + "\(audit.scannedFiles) source files; \(massive) massive\n\n"
    let rows = [headers] + audit.controllers.map(row)
    let widths = headers.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
      let cells = row.indices.map { column -> String in
        let cell = row[column]
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return leftAligned.contains(column) ? cell + pad : pad + cell
      }
      text += cells.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
    }
    let thresholds = audit.thresholds
    text += "\nmassive (M): more than \(AuditReport.number(thresholds.maxMethods)) methods, "
      + "\(AuditReport.number(thresholds.maxAttributes)) stored properties (props) or "
      + "\(AuditReport.number(thresholds.maxInstructions)) instructions (instr: non-blank, non-comment lines of member bodies); "
      + "score = 100 × the largest ratio to its threshold\n"
    let count = audit.controllers.count
    let answers = [
      ("navigate", audit.controllers.filter(\.questions.navigates).count),
      ("read data", audit.controllers.filter(\.questions.readsData).count),
      ("create helpers", audit.controllers.filter(\.questions.createsHelpers).count),
    ]
    text += "of \(count): " + answers.map { "\($0.1) \($0.0)" }.joined(separator: ", ") + "\n"
    let refused = audit.controllers.filter { $0.convert.outcome == "refused" }.count
    text += "convert today: \(count - refused) convert, \(refused) refused (loss check)"
    text += audit.failures.isEmpty ? "\n" : "; \(audit.failures.count) could not be read or parsed:\n"
    for failure in audit.failures { text += "  " + failure.message + "\n" }
    return text
  }

  static func row(_ controller: ControllerAudit) -> [String] {
    let refactorings = controller.refactorings
    func moved(_ refactoring: ControllerAudit.Refactoring) -> String {
      String(refactoring.movedMembers + refactoring.movedStatementGroups)
    }
    return [
      String(controller.rank), controller.name, controller.massive ? "M" : "",
      controller.language == "swift" ? "swift" : "objc", String(controller.size.lines), String(controller.size.methods),
      String(controller.size.storedProperties), String(controller.size.instructions), String(controller.score),
      String(refactorings.navigation.signals), String(refactorings.dataReading.signals),
      String(refactorings.objectConfiguration.signals), moved(refactorings.navigation), moved(refactorings.dataReading),
      moved(refactorings.objectConfiguration), String(controller.size.mixedMembers), controller.convert.outcome,
      "\(controller.file):\(controller.line)",
    ]
  }
}
