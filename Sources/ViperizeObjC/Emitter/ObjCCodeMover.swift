import ViperizeCore

/// Produces the text of a member in its new home: original bytes with the plan's retargets
/// applied. Objective-C methods sit at column 0 of an `@implementation`, so a moved member keeps
/// its indentation; statements of a split member are re-indented to the method body.
///
/// `[self showDistricts:x]` → `[self.output showDistricts:x]`;
/// `[self.navigationController push…]` → `[self.transitionHandler.navigationController push…]`;
/// a bare `self` in router code → `((XYZViewController *)self.transitionHandler)`.
struct ObjCCodeMover {
  let plan: ModulePlan
  /// One level of indentation in the input (from its first statement), else four spaces.
  let indentUnit: String

  /// The property a retarget goes through.
  static func property(for target: Retarget.Target) -> String {
    switch target {
    case .output: return "output"
    case .interactor: return "interactor"
    case .router: return "router"
    case .view: return "view"
    case .transitionHandler: return "transitionHandler"
    }
  }

  /// Edits that retarget references inside `member`.
  func retargetEdits(for member: Member) -> [TextEdit] {
    let retargets = plan.retargets[member.id] ?? []
    let receivers = Set(retargets.compactMap { $0.reference.receiverRange?.lowerBound })
    let file = plan.model.files[member.span.file]
    return retargets.compactMap { retarget -> TextEdit? in
      let reference = retarget.reference
      let property = Self.property(for: retarget.target)
      if retarget.replacesSelf {
        // `[self presentViewController:…]` is already retargeted through its receiver.
        if receivers.contains(reference.nameRange.lowerBound) { return nil }
        // Passed on as a value (`editor.delegate = self;`), the controller is still its own class,
        // which adopts the protocols the receiver expects: cast back when the router can import
        // its header.
        if retarget.target == .transitionHandler, plan.model.files.contains(where: { $0.path.hasSuffix(".h") }) {
          return TextEdit(range: reference.nameRange, replacement: "((\(plan.model.name) *)self.\(property))")
        }
        return TextEdit(range: reference.nameRange, replacement: "self.\(property)")
      }
      if let receiver = reference.receiverRange {
        return .insert(".\(property)", at: receiver.upperBound)
      }
      // An ivar (`_items`) or implicit reference: address the property through the target.
      let text = file.slice(reference.nameRange)
      let name = text.hasPrefix("_") ? String(text.dropFirst()) : text
      return TextEdit(range: reference.accessRange(in: file), replacement: "self.\(property).\(name)")
    }
  }

  /// The view's edits of a member: its retargets outside its in-place calls, and each call's send
  /// in place of its code (`[self.output rotationLock]`, a command `[weakSelf.output close];`
  /// through the receiver the moved code used); view state the code used is passed
  /// (`profile:self.profile`).
  func viewEdits(for member: Member, signatures: ObjCSignatureRenderer) -> [TextEdit] {
    let file = plan.model.files[member.span.file]
    return InPlaceCall.viewEdits(plan.inPlaceCalls[member.id], retargets: retargetEdits(for: member), in: file) { call in
      let receiver = call.viewReceiver?.receiverRange.map { file.slice($0) } ?? "self"
      var arguments = Dictionary(call.parameterReads.map { ($0.name, "\(receiver).\($0.name)") }, uniquingKeysWith: { first, _ in first })
      arguments.merge(PassedValue.arguments(call.passedValues, in: file)) { read, _ in read }
      if call.completion != nil { arguments[InPlaceCall.completionParameter] = InPlaceCall.completionMarker }
      let output = call.outputLocal == nil ? receiver + ".output" : "output"
      let send = "[\(output) \(signatures.call(call.method, arguments: arguments))]"
      // A command computing a local declares it from the call: `NSString *syncID = [self.output syncID];`.
      if let result = call.result, case .written(let type) = result.type {
        // As the code declared it: `NSString *syncID`, `BOOL found`.
        let declaration = type.hasSuffix("*") ? type + result.name : type + " " + result.name
        return declaration + " = " + send + ";"
      }
      // A query, or a command returning what the view assigns, stands where the value stood.
      return call.isQuery || call.returnedValue != nil ? send : send + ";"
    } + InPlaceCall.outputLocalEdits(
      plan.inPlaceCalls[member.id], in: file, declaration: "id<\(plan.names.viewOutput)> output = self.output;")
  }

  /// The code as the interactor or router runs it (`InPlaceCall.movedText`): in a method an
  /// alias of `self` (`weakSelf.navigationController`) is `self`.
  func movedText(_ call: InPlaceCall) -> String {
    let member = plan.model.members[call.memberID]
    let file = plan.model.files[member.span.file]
    let aliases = call.facts.selfReferences.compactMap(\.receiverRange).filter { file.slice($0) != "self" }
    let extra = Set(aliases.map(\.lowerBound)).sorted().compactMap { start in
      aliases.first { $0.lowerBound == start }.map { TextEdit(range: $0, replacement: "self") }
    }
    // The kept block's parameters, declared as it declared them, are passed on.
    let parameters = call.completion?.parameters ?? []
    let forward = parameters.isEmpty
      ? "^{ completion(); }"
      : "^(\(parameters.map { Self.declaration(of: $0.name, type: $0.type ?? "id") }.joined(separator: ", "))) "
        + "{ completion(\(parameters.map(\.name).joined(separator: ", "))); }"
    return call.movedText(in: file, retargets: retargetEdits(for: member), extra: extra, completionCall: forward)
  }

  /// A variable of `type` named `name`: `NSData *data`, `BOOL done`, `void (^next)(void)`.
  static func declaration(of name: String, type: String) -> String {
    if let caret = type.range(of: "(^") { return type.replacingCharacters(in: caret, with: "(^" + name) }
    return type.hasSuffix("*") ? type + name : type + " " + name
  }

  /// The member's whole text (leading comments included) with its retargets applied.
  func movedText(_ member: Member) -> String {
    let file = plan.model.files[member.span.file]
    return TextEdit.apply(retargetEdits(for: member), to: file.bytes[member.span.range])
  }
}

/// Indentation helpers for moved Objective-C code.
enum ObjCIndentation {
  /// The indentation of the first statement of the first method body, else four spaces.
  static func unit(of model: ControllerModel) -> String {
    for member in model.members {
      guard let statement = member.statements.first else { continue }
      let member = model.members[member.id]
      let indent = SourceIndentation.indentation(ofLineAt: statement.span.start, in: model.files[member.span.file])
      let outer = SourceIndentation.indentation(ofLineAt: member.declarationSpan.start, in: model.files[member.span.file])
      if indent.count > outer.count && indent.hasPrefix(outer) { return String(indent.dropFirst(outer.count)) }
    }
    return "    "
  }
}
