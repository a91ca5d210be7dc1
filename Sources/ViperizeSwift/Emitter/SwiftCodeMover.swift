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
  /// A `self` the router's code passes on (`vc.delegate = self`) reads the local `selfGuard`
  /// binds, or `transitionHandler` itself where there is none (`bindsSelf` false).
  /// `moved`: the ranges of the member's code that leave together, with the closures in them
  /// (`nil`: the whole member); a closure outside them stays in the view.
  func retargetEdits(for member: Member, bindsSelf: Bool = true, moved: [Range<Int>]? = nil) -> [TextEdit] {
    let qualified = (plan.qualifiedTypeReferences[member.id] ?? []).map {
      TextEdit.insert(plan.names.viewController + ".", at: $0)
    }
    let file = plan.model.files[member.span.file]
    return qualified + (plan.retargets[member.id] ?? []).map { retarget in
      if retarget.replacesSelf {
        // In a closure holding the controller weakly (`{ [weak self] _ in … sender: self }`), the
        // router's closure holds it as weakly, through its own weak `self`: the controller bound
        // before it would be held strongly, by an observer's block for as long as it is kept.
        if Self.holdsSelfWeakly(retarget.reference, in: member, moved: moved) {
          return TextEdit(range: retarget.reference.nameRange, replacement: "self?.transitionHandler")
        }
        return TextEdit(range: retarget.reference.nameRange, replacement: bindsSelf ? routerSelf(in: member) : "transitionHandler")
      }
      let range = retarget.reference.nameRange
      // `if let navigationController {` binds the name it reads: spelled out, only the read is
      // retargeted (`if let navigationController = transitionHandler?.navigationController {`).
      if Self.isShorthandBinding(range, in: file) {
        return TextEdit.insert(" = " + Self.prefix(for: retarget.target) + file.slice(range), at: range.upperBound)
      }
      // `navigationController!.viewControllers.count > 1` unwraps what it reads: through an
      // optional chain the comparison would be of an optional. The code was sure of it, and the
      // router's code runs while the screen is shown.
      if retarget.target == .transitionHandler, range.upperBound < file.bytes.count, file.bytes[range.upperBound] == UInt8(ascii: "!") {
        return TextEdit.insert("transitionHandler!.", at: range.lowerBound)
      }
      return TextEdit.insert(Self.prefix(for: retarget.target), at: range.lowerBound)
    }
  }

  /// Whether the name at `range` is an `if let x {`/`guard let x else`/`if var x,` binding of
  /// the name itself: `let` or `var` before it, and no `=` or `:` after it.
  static func isShorthandBinding(_ range: Range<Int>, in file: SourceFile) -> Bool {
    let bytes = file.bytes
    var before = range.lowerBound
    while before > 0, bytes[before - 1] == UInt8(ascii: " ") || bytes[before - 1] == UInt8(ascii: "\t") { before -= 1 }
    guard before >= 4 else { return false }
    let keyword = String(decoding: bytes[(before - 3)..<before], as: UTF8.self)
    // The keyword stands alone (`let`, not the end of `outlet`), a space away from the name.
    guard keyword == "let" || keyword == "var", before < range.lowerBound, !SourceWords.isASCIIWordByte(bytes[before - 4]) else { return false }
    var after = range.upperBound
    while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
    guard after < bytes.count else { return false }
    // `guard let navigationController else { return }`.
    if after + 4 <= bytes.count, String(decoding: bytes[after..<(after + 4)], as: UTF8.self) == "else" { return true }
    return [UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[after])
  }

  /// The local a router method binds the view controller to when its code passes `self` on:
  /// `viewController`, unless the member already uses that name or a method planned from it takes
  /// a parameter of that name (a screen the view built, `showPdf(_ viewController:)`).
  func routerSelf(in member: Member) -> String {
    let parameters = (plan.inPlaceCalls[member.id] ?? []).flatMap(\.method.parameters)
      + (plan.splits[member.id]?.routes ?? []).flatMap(\.method.parameters)
    let taken = Set(member.facts.definedLocals + member.facts.usedNames + parameters.map(\.name))
    return ["viewController", "currentViewController", "sourceViewController"].first { !taken.contains($0) } ?? "presentingScreen"
  }

  /// `guard let viewController = transitionHandler else { return }` when code in `range` passes
  /// `self` on: the router holds the controller weakly, the code needs it (typed, not optional)
  /// as the controller held itself. Empty otherwise.
  func selfGuard(for member: Member, in ranges: [Range<Int>], indent: String) -> String {
    let passesSelf = (plan.retargets[member.id] ?? []).contains { retarget in
      let offset = retarget.reference.nameRange.lowerBound
      return retarget.replacesSelf && ranges.contains { $0.contains(offset) }
        && !Self.holdsSelfWeakly(retarget.reference, in: member, moved: ranges)
    }
    return passesSelf ? "\(indent)guard let \(routerSelf(in: member)) = transitionHandler else { return }\n" : ""
  }

  /// Whether `reference`, a bare `self` the moved code hands on (not an alias, which may be
  /// strong), reaches the controller through a weak capture the code takes along: a closure around
  /// it within `moved` (`nil`: anywhere in the member) holds `self` weakly (`[weak self]`), and no
  /// guard in it binds `self` again before the code.
  static func holdsSelfWeakly(_ reference: SelfReference, in member: Member, moved: [Range<Int>]?) -> Bool {
    let offset = reference.nameRange.lowerBound
    guard !reference.throughAlias else { return false }
    return member.holders(of: offset).contains { holder, closure in
      guard let closure, closure.selfCapture == .weak, !closure.holdsSelfStrongly(at: offset) else { return false }
      // The closure goes along when the statement holding it does.
      return moved.map { ranges in ranges.contains { $0.contains(holder.span.start) } } ?? true
    }
  }

  /// The view's edits of a member: its retargets outside its in-place calls, and each call in
  /// place of its code: `output.rotationLock()`; in a closure, through the receiver the moved
  /// code used (`self?.output.close()`, `self.output.close()`).
  func viewEdits(for member: Member) -> [TextEdit] {
    let file = plan.model.files[member.span.file]
    return InPlaceCall.viewEdits(plan.inPlaceCalls[member.id], retargets: retargetEdits(for: member, moved: []), in: file) { call in
      let receiver = viewReceiver(of: call, in: file)
      let text = SwiftSplitRenderer.invocation(call.method, on: receiver + "output", arguments: arguments(call, receiver: receiver, in: file))
      // A command computing a local declares it from the call: `let syncID = output.syncID()`.
      if let result = call.result { return (result.isVariable ? "var " : "let ") + result.name + " = " + text }
      // A command returning what the view assigns stands where the value stood: `notes = output.notes()`.
      if call.returnedValue != nil { return text }
      return Self.trailingClosure(text, wasTrailing: call.completion?.isTrailingClosure ?? false)
    } + InPlaceCall.outputLocalEdits(plan.inPlaceCalls[member.id], in: file, declaration: "let output = self.output")
  }

  /// A kept closure written as a trailing closure stays one: `output.close(completion: ⟨closure⟩)`
  /// reads `output.close ⟨closure⟩`, `output.show(vc, completion: ⟨closure⟩)` reads `output.show(vc) ⟨closure⟩`.
  private static func trailingClosure(_ text: String, wasTrailing: Bool) -> String {
    let marker = InPlaceCall.completionMarker
    let label = InPlaceCall.completionParameter
    guard wasTrailing, text.hasSuffix("\(label): \(marker))") else { return text }
    let head = text.dropLast("\(label): \(marker))".count)
    if head.hasSuffix("(") { return head.dropLast() + " " + marker }
    guard head.hasSuffix(", ") else { return text }
    return head.dropLast(2) + ") " + marker
  }

  /// `self?.`, `self.` or nothing: how the view's call reaches `output` where the code stood.
  private func viewReceiver(of call: InPlaceCall, in file: SourceFile) -> String {
    if call.outputLocal != nil { return "" }
    if call.explicitSelf { return "self." }
    guard let range = call.viewReceiver?.receiverRange else { return "" }
    return file.slice(range) + "."
  }

  /// View state a call passes is read through the call's receiver in a closure (`self.photo`); a
  /// control's value is read as the code read it (`sender.isOn`).
  private func arguments(_ call: InPlaceCall, receiver: String, in file: SourceFile) -> [String: String] {
    var result: [String: String] = [:]
    if receiver == "self." {
      result = Dictionary(call.parameterReads.map { ($0.name, "self." + $0.name) }, uniquingKeysWith: { first, _ in first })
    }
    result.merge(PassedValue.arguments(call.passedValues, in: file)) { read, _ in read }
    if call.completion != nil { result[InPlaceCall.completionParameter] = InPlaceCall.completionMarker }
    return result
  }

  /// Edits making code that leaves the view without the alias of `self` it reached the controller
  /// through read `self` instead (`controller.dismiss(…)` after `let controller = self`, which
  /// stays in the view): the retargets then address the screen through `self`
  /// (`self.transitionHandler?.dismiss(…)`). Not where `edits` already rewrite the read (a
  /// parameter read's `controller.pageURL` → `pageURL`). A member moved whole takes its alias
  /// along, which holds the new class's `self` there: its reads need no edit. Not for the view's
  /// own code, where the alias still holds the controller.
  func aliasEdits(for member: Member, besides edits: [TextEdit]) -> [TextEdit] {
    member.facts.selfReferences.compactMap { reference -> TextEdit? in
      guard reference.throughAlias, let receiver = reference.receiverRange,
        !edits.contains(where: { $0.range.overlaps(receiver) || ($0.range.isEmpty && receiver.contains($0.range.lowerBound)) })
      else { return nil }
      return TextEdit(range: receiver, replacement: "self")
    }
  }

  /// The code as the interactor or router runs it (`InPlaceCall.movedText`): in a method `self`
  /// is not optional, so `self?.x` reads `self.x`; an alias of `self` is `self`
  /// (`strongSelf.navigationController` reads `self.navigationController`).
  func movedText(_ call: InPlaceCall) -> String {
    let member = plan.model.members[call.memberID]
    let file = plan.model.files[member.span.file]
    let extra = call.facts.selfReferences.compactMap { reference -> TextEdit? in
      guard let receiver = reference.receiverRange, file.slice(receiver) != "self" else { return nil }
      return TextEdit(range: receiver, replacement: "self")
    }
    // The kept closure's parameters are passed on as the moved call hands them over.
    let names = (call.completion?.parameters ?? []).map(\.name)
    let forward = names.isEmpty
      ? "{ completion() }" : "{ \(names.joined(separator: ", ")) in completion(\(names.joined(separator: ", "))) }"
    return call.movedText(in: file, retargets: retargetEdits(for: member, moved: call.replacedRanges), extra: extra, completionCall: forward)
  }

  /// The member's whole text in a class body of the generated module.
  func movedText(_ member: Member) -> String {
    let file = plan.model.files[member.span.file]
    // A method returning nothing binds the controller first; another reads `transitionHandler`.
    let bindsSelf = member.kind == .method && member.signature?.returnType == nil && member.bodySpan != nil
    var edits = retargetEdits(for: member, bindsSelf: bindsSelf)
    if bindsSelf, let body = member.bodySpan {
      let indent = SourceIndentation.indentation(ofLineAt: member.declarationSpan.start, in: file) + indentUnit
      let guardLine = selfGuard(for: member, in: [body.range], indent: indent)
      if !guardLine.isEmpty { edits.append(.insert("\n" + guardLine.dropLast(), at: body.start + 1)) }
    }
    if plan.requirementMemberIDs.contains(member.id) {
      edits += accessWideningEdits(member, file: file)
    }
    let classification = plan.classified.members[member.id]
    if classification.answersForView {
      edits += keywordRemovalEdits(["override "], member, file: file)
    }
    // A property the view keeps forwarding keeps its leading comments there, where other code
    // reads its documentation; the layer gets the declaration.
    let start = classification.isForwardedByView
      ? file.lineStarts[member.declarationSpan.startLine - 1] : member.span.start
    let text = TextEdit.apply(edits.filter { $0.range.lowerBound >= start }, to: file.bytes[start..<member.span.end])
    return SourceIndentation.reindent(text, from: SourceIndentation.indentation(ofLineAt: member.declarationSpan.start, in: file), to: indentUnit)
  }

  /// Removes `private ` / `fileprivate ` from the declaration head: a protocol requirement
  /// cannot be satisfied by a private method, nor can another file use a private nested type.
  func accessWideningEdits(_ member: Member, file: SourceFile) -> [TextEdit] {
    keywordRemovalEdits(["fileprivate ", "private "], member, file: file)
  }

  /// Removes the first of `keywords` the declaration head holds as a word (`override ` from a
  /// UIKit callback the presenter now answers: the presenter has no superclass method).
  func keywordRemovalEdits(_ keywords: [String], _ member: Member, file: SourceFile) -> [TextEdit] {
    let headEnd = member.bodySpan?.start ?? member.declarationSpan.end
    let head = Array(file.bytes[member.declarationSpan.start..<headEnd])
    var edits: [TextEdit] = []
    for keyword in keywords {
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
