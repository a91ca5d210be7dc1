import ViperizeCore

/// Produces the text of a member in its new home: original bytes, references retargeted, access
/// widened where the member now satisfies a protocol requirement, re-indented.
struct SwiftCodeMover {
  let plan: ModulePlan
  let indentUnit: String

  /// `navigationController?.push…` → `transitionHandler?.navigationController?.push…`.
  static func prefix(for target: Retarget.Target) -> String {
    switch target {
    case .output: return "output."
    case .interactor: return "interactor."
    case .router: return "router."
    case .view: return "view?."
    case .transitionHandler: return "transitionHandler?."
    }
  }

  /// Edits that retarget references inside `member`, and qualify its nested-type references.
  func retargetEdits(for member: Member) -> [TextEdit] {
    let qualified = (plan.qualifiedTypeReferences[member.id] ?? []).map {
      TextEdit.insert(plan.names.viewController + ".", at: $0)
    }
    return qualified + (plan.retargets[member.id] ?? []).map { retarget in
      if retarget.replacesSelf {
        return TextEdit(range: retarget.reference.nameRange, replacement: "transitionHandler")
      }
      return TextEdit.insert(Self.prefix(for: retarget.target), at: retarget.reference.nameRange.lowerBound)
    }
  }

  /// The view's edits of a member: its retargets outside its queries, and each query's call
  /// (`output.rotationLock()`) in place of the data read.
  func viewEdits(for member: Member) -> [TextEdit] {
    ValueQuery.viewEdits(plan.queries[member.id], retargets: retargetEdits(for: member)) {
      SwiftSplitRenderer.invocation($0.method, on: "output")
    }
  }

  /// The query's data read as the interactor returns it (`ValueQuery.interactorText`).
  func queryText(_ query: ValueQuery) -> String {
    let member = plan.model.members[query.memberID]
    return query.interactorText(in: plan.model.files[member.span.file], retargets: retargetEdits(for: member))
  }

  /// The member's whole text in a class body of the generated module.
  func movedText(_ member: Member) -> String {
    let file = plan.model.files[member.span.file]
    var edits = retargetEdits(for: member)
    if plan.requirementMemberIDs.contains(member.id) {
      edits += accessWideningEdits(member, file: file)
    }
    let text = TextEdit.apply(edits, to: file.bytes[member.span.range])
    return SourceIndentation.reindent(text, from: SourceIndentation.indentation(ofLineAt: member.declarationSpan.start, in: file), to: indentUnit)
  }

  /// Removes `private ` / `fileprivate ` from the declaration head: a protocol requirement
  /// cannot be satisfied by a private method, nor can another file use a private nested type.
  func accessWideningEdits(_ member: Member, file: SourceFile) -> [TextEdit] {
    let headEnd = member.bodySpan?.start ?? member.declarationSpan.end
    let head = Array(file.bytes[member.declarationSpan.start..<headEnd])
    var edits: [TextEdit] = []
    for keyword in ["fileprivate ", "private "] {
      let pattern = Array(keyword.utf8)
      var index = 0
      while index + pattern.count <= head.count {
        if Array(head[index..<index + pattern.count]) == pattern
          && (index == 0 || head[index - 1] == UInt8(ascii: " ") || head[index - 1] == UInt8(ascii: "\n"))
        {
          let start = member.declarationSpan.start + index
          edits.append(TextEdit(range: start..<start + pattern.count, replacement: ""))
          break
        }
        index += 1
      }
      if !edits.isEmpty { break }
    }
    return edits
  }
}

/// Indentation helpers for moved code.
enum SwiftIndentation {
  /// Indentation of the first member of the controller's class, else four spaces.
  static func unit(of model: ControllerModel) -> String {
    guard let first = model.members.first else { return "    " }
    let indent = SourceIndentation.indentation(ofLineAt: first.declarationSpan.start, in: model.files[first.declarationSpan.file])
    return indent.isEmpty ? "    " : indent
  }
}
