import ViperizeCore

/// Renders the Presenter, Interactor, Router, protocols and Assembly of the default style.
struct SwiftModuleRenderer {
  let plan: ModulePlan
  let mover: SwiftCodeMover
  /// The input's import lines, verbatim and in order (`import UIKit`).
  let imports: [String]
  /// The input's header comment, with where the file came from.
  let banner: GeneratedBanner

  private var names: ModuleNames { plan.names }
  private var indent: String { mover.indentUnit }
  private var model: ControllerModel { plan.model }
  private var splitRenderer: SwiftSplitRenderer { SwiftSplitRenderer(plan: plan, mover: mover) }

  /// The banner, the imports `body` needs (`SwiftImports`), then `body` and a copy of each
  /// private helper of the controller's files it uses (`ControllerModel.copiedDeclarations`).
  private func file(_ fileName: String, _ body: String, hasOriginalCode: Bool) -> String {
    var body = body
    var copies = hasOriginalCode ? model.copiedDeclarations.filter { Self.uses(body, $0) } : []
    // A copy takes along the copies it uses.
    var added = copies
    while let copy = added.popLast() {
      for other in model.copiedDeclarations
      where !copies.contains(where: { $0.span == other.span }) && !other.names.isDisjoint(with: copy.references) {
        copies.append(other)
        added.append(other)
      }
    }
    copies.sort { ($0.span.file, $0.span.start) < ($1.span.file, $1.span.start) }
    for copy in copies {
      let source = model.files[copy.span.file]
      let origin = source.path.split(separator: "/").last.map(String.init) ?? source.path
      body += "\n// Copied from \(origin), where it is private too: each file keeps its own copy.\n"
      body += model.text(of: copy.span) + "\n"
    }
    let needed = SwiftImports.needed(by: body, from: imports, names: names, hasOriginalCode: hasOriginalCode)
    return banner.text(for: fileName) + needed.joined(separator: "\n") + "\n\n" + body
  }

  /// Whether `code` uses a name `copy` declares: a function by name, an extension's member after
  /// a dot (`items.key(forIndex: 0)`, `orders.middle`), whether facts record it as a call or not.
  private static func uses(_ code: String, _ copy: CopiedDeclaration) -> Bool {
    guard copy.isExtension else { return !copy.names.isDisjoint(with: SourceWords.identifiers(in: code)) }
    let bytes = Array(code.utf8)
    return copy.names.contains { name in
      let pattern = Array(("." + name).utf8)
      guard bytes.count >= pattern.count else { return false }
      for start in 0...(bytes.count - pattern.count) where bytes[start] == UInt8(ascii: ".") {
        let end = start + pattern.count
        if bytes[start..<end].elementsEqual(pattern) && (end == bytes.count || !SourceWords.isASCIIWordByte(bytes[end])) { return true }
      }
      return false
    }
  }

  /// Whether a layer's file holds code from the controller (moved members, split statements).
  private func holdsOriginalCode(_ members: [Int]) -> Bool { !members.isEmpty || !plan.splits.isEmpty || !plan.inPlaceCalls.isEmpty }


  /// Moved members separated by blank lines, each keeping its comments.
  private func body(_ ids: [Int]) -> String {
    ids.map { mover.movedText(model.members[$0]) }.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined(separator: "\n")
  }

  private func injectedProperties(_ layer: Layer) -> [String] {
    plan.injections(into: layer).map { "\(indent)var \($0.propertyName): " + $0.layerPropertyType }
  }

  /// The controller's `@available` attributes, a line each, for a generated type's declaration.
  private var availabilityLines: String { model.availability.map { $0 + "\n" }.joined() }

  private func classText(_ name: String, properties: [String], members: [Int], extensions: [(String, String)]) -> String {
    var text = availabilityLines + "final class \(name) {\n"
    text += properties.map { $0 + "\n" }.joined()
    if !members.isEmpty { text += "\n" + body(members) }
    text += "}\n"
    for (conformance, content) in extensions {
      text += "\n// MARK: - \(conformance)\n\nextension \(name): \(conformance) {"
      text += content.isEmpty ? "}\n" : "\n" + content + "}\n"
    }
    return text
  }

  func presenter() -> String {
    let properties = ["\(indent)weak var view: \(names.viewInput)?", "\(indent)var interactor: \(names.interactorInput)!",
                      "\(indent)var router: \(names.routerInput)!"] + injectedProperties(.presenter)
    let forwarders = plan.forwarders.map { forwarder -> String in
      let member = model.members[forwarder.memberID]
      let receiver = forwarder.target == .interactor ? "interactor" : "router"
      if member.kind == .storedProperty {
        return indent + SwiftSignatureRenderer.propertyForwarder(member, to: receiver, keepingAccess: false, indent: indent, unit: indent) + "\n"
      }
      return "\(indent)\(SwiftSignatureRenderer.declaration(member, in: plan)) {\n\(indent)\(indent)"
        + SwiftSignatureRenderer.forwardingCall(member, to: receiver) + "\n\(indent)}\n"
    }
    let splits = plan.splits.keys.sorted().map { splitRenderer.presenterMethods(plan.splits[$0]!) }
    let events = (forwarders + splits.flatMap(\.events) + plan.inPlaceCallsInOrder.map(splitRenderer.presenterInPlaceCall)).joined(separator: "\n")
    let results = splits.compactMap(\.result).joined(separator: "\n")
    let body = classText(
      names.presenter, properties: properties, members: plan.presenterMembers,
      extensions: [(names.moduleInput, ""), (names.viewOutput, events), (names.interactorOutput, results)])
    return file(names.presenter + ".swift", body, hasOriginalCode: holdsOriginalCode(plan.presenterMembers))
  }

  func interactor() -> String {
    let properties = ["\(indent)weak var output: \(names.interactorOutput)?"] + injectedProperties(.interactor)
    let loads = plan.splits.keys.sorted().compactMap { id -> String? in
      plan.splits[id]!.load == nil ? nil : splitRenderer.interactorMethod(plan.splits[id]!)
    }
    let body = classText(
      names.interactor, properties: properties, members: plan.interactorMembers,
      extensions: [(names.interactorInput, (loads + plan.inPlaceCallsInOrder.filter { $0.layer == .interactor }.map(splitRenderer.inPlaceMethod)).joined(separator: "\n"))])
    return file(names.interactor + ".swift", body, hasOriginalCode: holdsOriginalCode(plan.interactorMembers))
  }

  func router() -> String {
    // Router code that passes the controller on (`vc.delegate = self`) needs its type.
    let passesSelf = plan.retargets.values.contains { $0.contains(where: \.replacesSelf) }
    // Code calling the container's stack API on it needs the container's type.
    let handler = passesSelf ? names.viewController : plan.transitionHandlerContainer ?? "UIViewController"
    let properties = ["\(indent)weak var transitionHandler: \(handler)?"] + injectedProperties(.router)
    let routes = plan.splits.keys.sorted().flatMap { splitRenderer.routerMethods(plan.splits[$0]!) }
      + plan.inPlaceCallsInOrder.filter { $0.layer == .router }.map(splitRenderer.inPlaceMethod)
    let body = classText(
      names.router, properties: properties, members: plan.routerMembers,
      extensions: [(names.routerInput, routes.joined(separator: "\n"))])
    return file(names.router + ".swift", body, hasOriginalCode: holdsOriginalCode(plan.routerMembers))
  }

  /// `protocol TripListViewInput: AnyObject { func showTrips(_ trips: [Trip]) }`
  func protocolFile(_ name: String, summary: String, classBound: Bool, requirements: [Requirement]) -> String {
    var text = "/// \(summary)\n" + availabilityLines + "protocol \(name)\(classBound ? ": AnyObject" : "") {"
    if requirements.isEmpty { return file(name + ".swift", text + "}\n", hasOriginalCode: false) }
    text += "\n"
    text += requirements.map { requirement -> String in
      if let id = requirement.memberID { return "\(indent)\(SwiftSignatureRenderer.declaration(model.members[id], in: plan))\n" }
      return requirement.planned!.compiledUnderConditions("\(indent)\(SwiftSplitRenderer.declaration(requirement.planned!))\n")
    }.joined()
    return file(name + ".swift", text + "}\n", hasOriginalCode: false)
  }

  /// `makeImageCache`: the Assembly's factory of a created helper.
  static func factoryName(of injection: Injection) -> String {
    "make" + injection.propertyName.prefix(1).uppercased() + injection.propertyName.dropFirst()
  }

  func assembly() -> String {
    let i2 = indent + indent
    var text = "/// Creates the \(names.module) module's objects and connects them.\n" + availabilityLines
      + "final class \(names.assembly) {\n"
    text += "\(indent)/// Creates the module of a view controller and returns its presenter. The view controller's\n"
    text += "\(indent)/// `output` calls it the first time it is read, however the controller was created.\n"
    text += "\(indent)func configure(_ viewController: \(names.viewController)) -> \(names.viewOutput) {\n"
    text += "\(i2)let presenter = \(names.presenter)()\n\(i2)let interactor = \(names.interactor)()\n\(i2)let router = \(names.router)()\n\n"
    text += "\(i2)presenter.view = viewController\n"
    text += "\(i2)presenter.interactor = interactor\n\(i2)presenter.router = router\n"
    text += "\(i2)interactor.output = presenter\n\(i2)router.transitionHandler = viewController\n"
    let objects: [Layer: String] = [.view: "viewController", .presenter: "presenter", .interactor: "interactor", .router: "router"]
    for injection in plan.injections where !injection.fromView && injection.layers != [.view] {
      let name = injection.propertyName
      // A helper the view uses is made by the view's property, from the factory below, when the
      // controller always made it: the view never sees it missing before `output` is read.
      let made = injection.layers.contains(.view) ? "viewController.\(name)" : Self.factoryName(of: injection) + "()"
      text += "\n\(i2)let \(name) = \(made)\n"
      for layer in injection.layers where layer != .view { text += "\(i2)\(objects[layer] ?? "presenter").\(name) = \(name)\n" }
    }
    // Services the view keeps: the layers get the same object.
    let shared = plan.injections.filter(\.fromView)
    if !shared.isEmpty { text += "\n" }
    for injection in shared {
      for layer in injection.layers {
        text += "\(i2)\(objects[layer] ?? "presenter").\(injection.propertyName) = viewController.\(injection.propertyName)\n"
      }
    }
    text += "\n\(i2)return presenter\n\(indent)}\n"
    for injection in plan.injections where !injection.fromView {
      let member = model.members[injection.memberID]
      let factory = Self.factoryName(of: injection)
      let creation = member.lazyInitialization?.creation ?? member.initialValue
      let file = model.files[member.span.file]
      // The creation code names the controller's nested types qualified (`ModulePlan.qualifiedTypeReferences`).
      let qualified = (plan.qualifiedTypeReferences[member.id] ?? []).map { TextEdit.insert(plan.names.viewController + ".", at: $0) }
      let code = creation.map { creation in
        TextEdit.apply(qualified.filter { creation.span.range.contains($0.range.lowerBound) }, to: file.bytes[creation.span.range])
      } ?? "nil"
      let memberIndent = SourceIndentation.indentation(ofLineAt: member.declarationSpan.start, in: file)
      let how = member.lazyInitialization != nil ? "Created lazily" : "Created"
      text += "\n\(indent)/// \(how) by the controller before; now made here and injected.\n"
      text += "\(indent)func \(factory)() -> \(injection.typeName) {\n"
      text += "\(i2)return " + SourceIndentation.reindent(code, from: memberIndent, to: i2) + "\n\(indent)}\n"
    }
    for id in plan.screenFactories { text += "\n" + screenFactory(model.members[id]) }
    return file(
      names.assembly + ".swift", text + "}\n", hasOriginalCode: plan.injections.contains { !$0.fromView } || !plan.screenFactories.isEmpty)
  }

  /// Where `func` starts in a method's head (after its attributes and modifiers); 0 if not found.
  static func offsetOfFuncKeyword(in head: [UInt8]) -> Int {
    let keyword: [UInt8] = Array("func".utf8)
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    var index = 0
    while index + keyword.count < head.count {
      let matches = head[index..<(index + keyword.count)].elementsEqual(keyword)
      if matches && isBlank(head[index + keyword.count]) && (index == 0 || isBlank(head[index - 1])) { return index }
      index += 1
    }
    return 0
  }

  /// The controller's factory building the screen, from its `func` on, as an instance method of
  /// the Assembly (`func instantiate() -> HeightViewController { … }`), its body byte for byte
  /// but for the controller's nested types it names, which are qualified.
  private func screenFactory(_ member: Member) -> String {
    let file = model.files[member.span.file]
    let span = member.declarationSpan
    let offset = Self.offsetOfFuncKeyword(in: Array(file.bytes[span.start..<(member.bodySpan?.start ?? span.end)]))
    let qualified = (plan.qualifiedTypeReferences[member.id] ?? []).map { TextEdit.insert(plan.names.viewController + ".", at: $0) }
    let text = TextEdit.apply(qualified.filter { $0.range.lowerBound >= span.start + offset }, to: file.bytes[(span.start + offset)..<span.end])
    let memberIndent = SourceIndentation.indentation(ofLineAt: span.start, in: file)
    let original = "\(names.viewController).\(member.name)"
    return "\(indent)/// Builds the screen, as `\(original)` did; the controller's factory calls it.\n"
      + indent + SourceIndentation.reindent(text, from: memberIndent, to: indent) + "\n"
  }
}
