import ViperizeCore

/// Verifies, from the emitted text itself, that every line of the original controller landed in
/// the file the plan sent it to.
///
/// Each non-blank original line, trimmed, must occur as a line of its destination file: the view
/// file of its input file (scaffolding and members that stay), the layer file of a moved member,
/// or the Assembly for a helper's creation code. Lines the plan rewrites on purpose (retargeted
/// references, renamed declarations, widened access) are compared after the same rewrite is
/// undone, or counted as rewritten. Blank lines are formatting and are not counted.
struct LossCheck {
  struct Report {
    var checkedLines = 0
    var rewrittenLines = 0
    var problems: [String] = []
  }

  let plan: ModulePlan
  let module: EmittedModule

  func run() -> Report {
    var report = Report()
    let model = plan.model
    var linesOf: [String: Set<String>] = [:]
    for file in module.files {
      linesOf[file.path] = Set(file.contents.utf8.split(separator: UInt8(ascii: "\n")).map { Self.normalized(Substring($0)) })
    }
    // Lines touched by a planned rewrite, per input file (1-based line numbers).
    var rewritten = Array(repeating: Set<Int>(), count: model.files.count)
    for (memberID, retargets) in plan.retargets {
      let file = model.members[memberID].span.file
      for retarget in retargets { rewritten[file].insert(retarget.reference.line) }
    }
    // Code handed over in place leaves its lines for the interactor or router: they are rewritten.
    for call in plan.inPlaceCalls.values.joined() {
      let file = model.files[call.span.file]
      // A closure kept in the view is not rewritten; the call around it is.
      let lines = call.replacedRanges.map { file.line(of: $0.lowerBound)...file.line(of: max($0.lowerBound, $0.upperBound - 1)) }
      for span in call.prelude.filter({ !call.keptPrelude.contains($0.span.start) }).map(\.extendedSpan) {
        for line in span.startLine...max(span.startLine, span.endLine) { rewritten[span.file].insert(line) }
      }
      for range in lines { rewritten[call.span.file].formUnion(range) }
    }
    // Code split off a member reads `self` where it read an alias the view keeps
    // (`controller.dismiss(…)` after `let controller = self`): those lines may be rewritten.
    for member in model.members where plan.splits[member.id] != nil {
      for reference in member.facts.selfReferences where reference.throughAlias {
        rewritten[member.span.file].insert(reference.line)
      }
    }
    for (memberID, offsets) in plan.qualifiedTypeReferences {
      let file = model.members[memberID].span.file
      for offset in offsets { rewritten[file].insert(model.files[file].line(of: offset)) }
    }
    // Widened declarations: nested types code outside the view names, services the Assembly reads.
    for memberID in plan.widenedNestedTypes.union(plan.injections.filter(\.fromView).map(\.memberID)) {
      rewritten[model.members[memberID].span.file].insert(model.members[memberID].declarationSpan.startLine)
    }
    for index in plan.widenedDeclarations {
      for span in model.widenableDeclarations[index].modifiers { rewritten[span.file].insert(span.startLine) }
    }
    // ObjC prototypes (`- (void)foo;`) of a moved method leave with it: its new declaration is
    // the protocol's or the layer's.
    for member in model.members where plan.classified.layer(of: member.id) != .view {
      for span in member.prototypeSpans {
        for line in span.startLine...max(span.startLine, span.endLine) { rewritten[span.file].insert(line) }
      }
    }
    for declaration in model.declarations {
      let file = model.files[declaration.span.file]
      rewritten[declaration.span.file].insert(file.line(of: declaration.nameRange.lowerBound))
      rewritten[declaration.span.file].insert(file.line(of: declaration.inheritanceInsertionOffset))
    }
    // Destination of every line: scaffolding → the view file of its input file.
    for (fileIndex, file) in model.files.enumerated() {
      var destination = Array(repeating: module.viewFiles[fileIndex], count: file.lineStarts.count + 1)
      var creationLines = Set<Int>()
      for member in model.members where member.span.file == fileIndex {
        let classification = plan.classified.members[member.id]
        let target: String
        switch classification.layer {
        case .view:
          // A split member: moved statements go to their layer's file; the rest stays.
          if let split = plan.splits[member.id] {
            for (lines, layer) in plan.lineDestinations(of: split) {
              for line in lines { destination[line] = layer == .view ? module.viewFiles[fileIndex] : module.layerFiles[layer] ?? "" }
            }
            // A callback's body as a method body (`guard let self = self …` lines go or change),
            // routed reads of view state (`self.x` → `x`).
            // (and a navigation callback's head, which loses its capture list in the router).
            for edit in split.displayEdits(in: member) + split.parameterReadEdits(in: file) + split.routeEdits(in: member)
            where !edit.range.isEmpty {
              for line in file.line(of: edit.range.lowerBound)...file.line(of: edit.range.upperBound - 1) { rewritten[fileIndex].insert(line) }
            }
          }
          continue
        case .assembly where classification.isScreenFactory:
          // The controller's factory: the Assembly gets its body; the view keeps its comments and
          // its head (attributes on lines of their own too), forwarding to the Assembly. The line
          // the body opens on is rewritten in both.
          // So is its closing line, which a comment may follow in the view only (`} // make`).
          let opening = member.bodySpan?.startLine ?? member.declarationSpan.startLine
          rewritten[fileIndex].insert(opening)
          rewritten[fileIndex].insert(member.declarationSpan.endLine)
          for line in (opening + 1)..<max(opening + 1, member.span.endLine + 1) {
            destination[line] = module.layerFiles[.assembly] ?? ""
          }
          continue
        case .assembly:
          // The creation code goes to the Assembly; the declaration is rewritten as an injected property.
          target = module.layerFiles[.assembly] ?? ""
          if let creation = member.lazyInitialization?.creation ?? member.initialValue {
            let first = file.line(of: creation.span.start)
            let last = creation.span.endLine
            for line in first...last { creationLines.insert(line) }
            rewritten[fileIndex].insert(first)
          }
          for line in member.span.startLine...member.span.endLine where !creationLines.contains(line) {
            rewritten[fileIndex].insert(line)
          }
        default:
          target = module.layerFiles[classification.layer] ?? ""
          if plan.requirementMemberIDs.contains(member.id) {
            rewritten[fileIndex].insert(member.declarationSpan.startLine)
          }
        }
        // A property the view keeps forwarding keeps its leading comments there.
        let first = classification.isForwardedByView ? member.declarationSpan.startLine : member.span.startLine
        for line in first...max(first, member.span.endLine) { destination[line] = target }
      }
      for line in 1...max(1, file.lineCount) {
        let text = Self.normalized(Substring(file.slice(file.lineRange(line, line))))
        if text.isEmpty { continue }
        if rewritten[fileIndex].contains(line) {
          report.rewrittenLines += 1
          continue
        }
        report.checkedLines += 1
        let target = destination[line]
        if linesOf[target]?.contains(text) != true {
          report.problems.append("\(file.path):\(line): '\(text)' is not in \(target)")
        }
      }
    }
    return report
  }

  /// Trimmed line without its trailing newline (by bytes: spaces, tabs and line ends are ASCII).
  static func normalized(_ line: Substring) -> String {
    let bytes = line.utf8
    func isBlank(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
    guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) }) else {
      return ""
    }
    // The byte after the last kept one is ASCII or the end: a character boundary.
    return String(line[first..<bytes.index(after: last)])
  }
}
