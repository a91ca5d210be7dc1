import ViperizeCore

/// Renders the Presenter, Interactor and Router (`.h` and `.m`) and the protocol headers of the
/// default style.
///
/// Each `.h` imports what its declarations need (UIKit, the input's imports of the types its
/// properties name, the protocols it adopts) and forward-declares the protocols of its
/// properties; each `.m` imports its own header and the protocol headers its code calls through,
/// and, when it holds code moved from the controller, the input's imports (that code was written
/// against them). Every file starts with the input's header comment (`GeneratedBanner`).
struct ObjCModuleRenderer {
  let plan: ModulePlan
  let mover: ObjCCodeMover
  let signatures: ObjCSignatureRenderer
  let support: ObjCSupportDeclarations
  /// `#import <UIKit/UIKit.h>` and the input's imports, for generated headers.
  let imports: [String]
  /// The input's header comment, with where the file came from.
  let generatedBanner: GeneratedBanner

  private var names: ModuleNames { plan.names }
  private var model: ControllerModel { plan.model }
  private var unit: String { mover.indentUnit }
  private var splitRenderer: ObjCSplitRenderer { ObjCSplitRenderer(plan: plan, mover: mover, signatures: signatures) }

  func banner(_ fileName: String) -> String { generatedBanner.text(for: fileName) }

  /// `@property (nonatomic, strong) id<CGPictureCache> pictureCache;`
  static func variable(_ type: String, _ name: String) -> String {
    if type == "AnyObject" || type == "Any" { return "id \(name)" }
    if type.hasSuffix("*") { return type + name }
    // A pointer with a qualifier after its `*` (`NSFetchedResultsController * _Nullable`): a `*`
    // outside the generic arguments (`NSArray<NSString *>` is no pointer yet).
    var depth = 0
    let isPointer = type.contains { character in
      if character == "<" { depth += 1 } else if character == ">" { depth -= 1 }
      return character == "*" && depth == 0
    }
    if isPointer { return "\(type) \(name)" }
    if type.hasPrefix("id") || type.first?.isUppercase != true { return "\(type) \(name)" }
    return "\(type) *\(name)"
  }

  /// The types of the helpers injected into `layer`, as its header declares them.
  private func injectedTypes(_ layer: Layer) -> [String] {
    plan.injections(into: layer).map { Self.variable($0.typeName, "") }
  }

  private func injectedProperties(_ layer: Layer) -> [String] {
    plan.injections(into: layer).map { "@property (nonatomic, strong) \(Self.variable($0.typeName, $0.propertyName));" }
  }

  // MARK: Classes

  /// The class header: imports, protocol forward declarations, `@interface` with properties.
  private func classHeader(
    _ name: String, adopts: [String], properties: [String], forward: [String], types: [String] = []
  ) -> String {
    let needed = ObjCImports.needed(by: types.map { "(\($0))" }, carried: imports, controller: model.name)
    var text = banner(name + ".h") + needed.joined(separator: "\n") + "\n"
    text += adopts.map { "#import \"\($0).h\"\n" }.joined() + "\n"
    if !forward.isEmpty { text += forward.map { "@protocol \($0);\n" }.joined() + "\n" }
    text += "@interface \(name) : NSObject <\(adopts.joined(separator: ", "))>\n\n"
    text += properties.map { $0 + "\n" }.joined()
    return text + (properties.isEmpty ? "" : "\n") + "@end\n"
  }

  /// The class implementation: moved properties in a class extension, moved methods, then one
  /// `#pragma mark` section per protocol.
  private func classImplementation(
    _ name: String, uses: [String], members: [Int], sections: [(String, [String])]
  ) -> String {
    let properties = members.filter { model.members[$0].kind == .storedProperty }
    let methods = members.filter { model.members[$0].kind != .storedProperty }
    var body = "@implementation \(name)\n"
    if !methods.isEmpty { body += "\n" + methods.map { mover.movedText(model.members[$0]) + "\n" }.joined(separator: "\n") }
    for (title, methods) in sections where !methods.isEmpty {
      body += "\n#pragma mark - \(title)\n\n" + methods.joined(separator: "\n")
    }
    body += "\n@end\n"
    var extensionText = ""
    if !properties.isEmpty {
      extensionText = "@interface \(name) ()\n\n" + properties.map { mover.movedText(model.members[$0]) + "\n" }.joined() + "\n@end\n\n"
    }
    var text = banner(name + ".m") + "#import \"\(name).h\"\n" + uses.map { "#import \"\($0).h\"\n" }.joined()
    if !members.isEmpty || !plan.splits.isEmpty || !plan.inPlaceCalls.isEmpty {
      text += imports.filter { $0 != "#import <UIKit/UIKit.h>" }.map { $0 + "\n" }.joined()
    }
    text += support.lines(for: extensionText + body) + "\n"
    return text + extensionText + body
  }


  func presenterHeader() -> String {
    classHeader(
      names.presenter, adopts: [names.moduleInput, names.viewOutput, names.interactorOutput],
      properties: [
        "@property (nonatomic, weak) id<\(names.viewInput)> view;",
        "@property (nonatomic, strong) id<\(names.interactorInput)> interactor;",
        "@property (nonatomic, strong) id<\(names.routerInput)> router;",
      ] + injectedProperties(.presenter),
      forward: [names.viewInput, names.interactorInput, names.routerInput], types: injectedTypes(.presenter))
  }

  func presenter() -> String {
    let forwarders = plan.forwarders.map { forwarder -> String in
      let member = model.members[forwarder.memberID]
      let receiver = forwarder.target == .interactor ? "self.interactor" : "self.router"
      if member.kind == .storedProperty {
        return ObjCSignatureRenderer.propertyForwarders(member, to: receiver, unit: unit)
      }
      return ObjCSignatureRenderer.declaration(member) + " {\n\(unit)"
        + ObjCSignatureRenderer.forwardingStatement(member, to: receiver) + "\n}\n"
    }
    let splits = plan.splits.keys.sorted().map { splitRenderer.presenterMethods(plan.splits[$0]!) }
    return classImplementation(
      names.presenter, uses: [names.viewInput, names.interactorInput, names.routerInput],
      members: plan.presenterMembers,
      sections: [
        (names.viewOutput, forwarders + splits.flatMap(\.events) + plan.inPlaceCallsInOrder.map(splitRenderer.presenterInPlaceCall)),
        (names.interactorOutput, splits.compactMap(\.result)),
      ])
  }

  /// Services the interactor holds (`isInjectedService`). Their declarations move to its header's
  /// `@interface`: InteractorInput declares them too, and a class extension may not declare again
  /// what the class's own interface has through a protocol it adopts (clang: "illegal redeclaration
  /// of property in class extension").
  private var heldServices: [Int] {
    plan.interactorMembers.filter { plan.classified.members[$0].isInjectedService }
  }

  func interactorHeader() -> String {
    let held = heldServices.map { model.members[$0] }
    return classHeader(
      names.interactor, adopts: [names.interactorInput],
      properties: ["@property (nonatomic, weak) id<\(names.interactorOutput)> output;"] + injectedProperties(.interactor)
        + held.map(mover.movedText),
      forward: [names.interactorOutput],
      types: injectedTypes(.interactor) + held.map { Self.variable($0.propertyType ?? "id", "") })
  }

  func interactor() -> String {
    let loads = plan.splits.keys.sorted().compactMap { id -> String? in
      plan.splits[id]!.load == nil ? nil : splitRenderer.interactorMethod(plan.splits[id]!)
    }
    let held = Set(heldServices)
    return classImplementation(
      names.interactor, uses: [names.interactorOutput], members: plan.interactorMembers.filter { !held.contains($0) },
      sections: [(names.interactorInput, loads + plan.inPlaceCallsInOrder.filter { $0.layer == .interactor }.map(splitRenderer.inPlaceMethod))])
  }

  func routerHeader() -> String {
    classHeader(
      names.router, adopts: [names.routerInput],
      // Code calling the container's stack API on it (`setViewControllers:animated:`) needs the container's type.
      properties: ["@property (nonatomic, weak) \(plan.transitionHandlerContainer ?? "UIViewController") *transitionHandler;"]
        + injectedProperties(.router),
      forward: [], types: injectedTypes(.router))
  }

  func router() -> String {
    let routes = plan.splits.keys.sorted().flatMap { splitRenderer.routerMethods(plan.splits[$0]!) }
      + plan.inPlaceCallsInOrder.filter { $0.layer == .router }.map(splitRenderer.inPlaceMethod)
    return classImplementation(names.router, uses: [], members: plan.routerMembers, sections: [(names.routerInput, routes)])
  }

  // MARK: Protocols

  /// `@protocol CGMainMenuViewInput <NSObject>` with one declaration per requirement, importing
  /// what the declarations use (`ObjCImports.needed(by:carried:)`).
  func protocolFile(_ name: String, summary: String, requirements: [Requirement]) -> String {
    let declarations = requirements.map { requirement -> String in
      if let id = requirement.memberID { return ObjCSignatureRenderer.declaration(model.members[id]) + ";\n" }
      return requirement.planned!.compiledUnderConditions(signatures.declaration(requirement.planned!) + ";\n")
    }
    // The controller's header imports the view's protocols: they do not import it back (an
    // import cycle), whatever it is named, and declare the classes it would have told them.
    let isViews = name == plan.names.viewInput || name == plan.names.viewOutput
    let ownHeaders = isViews ? ObjCImports.inputHeaders(of: model) : []
    let needed = ObjCImports.needed(by: declarations, carried: imports, controller: model.name, ownHeaders: ownHeaders)
    var text = banner(name + ".h") + needed.joined(separator: "\n") + "\n\n"
    // Only where a header named otherwise was left out: the class-named one never was carried.
    let leftOut = imports.contains { line in
      ObjCImports.quotedName(in: line).map { ownHeaders.contains(ObjCImports.fileName($0)) && $0 != model.name + ".h" } ?? false
    }
    // The classes the input headers declare (the controller among them), which no generated
    // header imports (`ControllerModel.headerDeclaredClasses`), and for the view's protocols those
    // of a header left out.
    let imported = Set(needed.compactMap { ObjCImports.quotedName(in: $0) })
    let classes = ObjCImports.pointedClasses(in: declarations).filter { name in
      !imported.contains(name + ".h")
        && (name == model.name || model.headerDeclaredClasses.contains(name) || (isViews && leftOut))
    }
    if !classes.isEmpty { text += "@class \(classes.joined(separator: ", "));\n\n" }
    text += "/// \(summary)\n@protocol \(name) <NSObject>\n\n"
    if !declarations.isEmpty { text += declarations.joined() + "\n" }
    return text + "@end\n"
  }
}
