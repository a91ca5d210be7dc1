import ViperizeCore

/// Renders the module's Assembly: a plain `NSObject` (no DI framework) whose
/// `-configureModuleForViewController:` creates the presenter, interactor and router, connects
/// them, and injects the helpers the controller used to create lazily (the view's own helpers it
/// reads from the view, whose getter makes them from the factory). Each helper's creation
/// statements move, text unchanged, into a factory method named after the property:
///
/// ```objc
/// - (id<CGPictureCache>)pictureCache {
///     id<CGPictureCache> _pictureCache;
///     NSFileManager *fileManager = [NSFileManager defaultManager];
///     _pictureCache = [CGDiskPictureCache cacheWithFileManager:fileManager];
///     return _pictureCache;
/// }
/// ```
struct ObjCAssemblyRenderer {
  let plan: ModulePlan
  let renderer: ObjCModuleRenderer
  let support: ObjCSupportDeclarations
  let unit: String
  /// The view controller's header file name (`CGMainMenuViewController.h`); nil when the
  /// controller had no header, its `@interface` being in its `.m`.
  let viewHeader: String?

  private var names: ModuleNames { plan.names }
  private var model: ControllerModel { plan.model }

  func header() -> String {
    // The factories' types, declared ahead; else (`NSObject<PGCaching> *`, a generic class) the
    // controller's imports, which declared them for it.
    let ahead = lazilyMadeByView.map { forwardDeclarations(of: $0.typeName) }
    let uiKit = "#import <UIKit/UIKit.h>"
    // A screen factory's body builds from what the controller's imports declared (`[OTRAssets
    // resourcesBundle]`): the Assembly sees them too.
    // Not those under `#if` (`#if __has_include("Secrets.h")`), which would lose their condition.
    let carried = ahead.contains(where: { $0 == nil }) ? renderer.imports
      : plan.screenFactories.isEmpty ? [] : ObjCImports.carried(from: model, unconditionalOnly: true)
    let imports = carried.isEmpty ? [uiKit] : carried.contains(uiKit) ? carried : [uiKit] + carried
    var text = renderer.banner(names.assembly + ".h") + imports.map { $0 + "\n" }.joined() + "\n"
    text += "@class \(names.viewController);\n"
    text += ahead.compactMap { $0 }.joined().map { $0 + "\n" }.joined() + "\n"
    text += "/// Creates the \(names.module) module's objects and connects them.\n"
    text += "@interface \(names.assembly) : NSObject\n\n"
    text += "/// Creates the module of a view controller and sets its output. The view controller's\n"
    text += "/// `-output` calls it the first time it is read, however the controller was created.\n"
    text += "- (void)configureModuleForViewController:(\(names.viewController) *)viewController;\n"
    // The factories of the helpers the view still creates lazily, which its getters call.
    for injection in lazilyMadeByView {
      text += "\n/// Makes the view controller's `\(injection.propertyName)` when it is first read.\n"
      text += factoryHead(injection) + ";\n"
    }
    for id in plan.screenFactories {
      text += "\n" + screenFactoryComment(model.members[id]) + screenFactoryHead(model.members[id]) + ";\n"
    }
    return text + "\n@end\n"
  }

  private func screenFactoryComment(_ member: Member) -> String {
    "/// Builds the screen, as `+[\(names.viewController) \(member.name)]` did; the controller's factory calls it.\n"
  }

  /// `- (HeightViewController *)instantiate`: the controller's `+` factory as an instance method of
  /// the Assembly, `instancetype` (which here would be the Assembly) spelled as the controller.
  private func screenFactoryHead(_ member: Member) -> String {
    let file = model.files[member.span.file]
    let head = file.slice(member.declarationSpan.start..<(member.bodySpan?.start ?? member.declarationSpan.end))
    guard let close = head.firstIndex(of: ")") else { return head }
    // `instancetype`, also `nullable instancetype`, spelled as the controller.
    let written = member.signature?.returnType ?? "id"
    let returned = SourceWords.identifiers(in: written).contains("instancetype")
      ? written.replacingOccurrences(of: "instancetype", with: "\(names.viewController) *") : written
    // Comments in the selector (`instantiate // from Main.storyboard`, `name /* e.g. Main */ bundle:…`)
    // stay with the view's head; so does the optional `;` before the body.
    let rest = Self.withoutComments(head[head.index(after: close)...])
    let trimmed = rest.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == ";" }.reversed()
    return "- (\(returned))" + String(trimmed)
  }

  /// `text` without its `// …` and `/* … */` comments (a method head holds no string literal).
  static func withoutComments(_ text: Substring) -> String {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let rest = text[index...]
      if rest.hasPrefix("//") {
        index = rest.firstIndex(of: "\n") ?? text.endIndex
      } else if rest.hasPrefix("/*") {
        index = rest.range(of: "*/").map(\.upperBound) ?? text.endIndex
      } else {
        result.append(text[index])
        index = text.index(after: index)
      }
    }
    // Nor the blanks a comment leaves at a line's end.
    return result.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }.joined(separator: "\n")
  }

  /// The controller's factory in the Assembly: its head as an instance method, its body byte for
  /// byte, the brace where it stood.
  private func screenFactory(_ member: Member) -> String {
    let file = model.files[member.span.file]
    guard let body = member.bodySpan else { return "" }
    let head = file.slice(member.declarationSpan.start..<body.start)
    let separator = String(head.reversed().prefix { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }.reversed())
    let from = SourceIndentation.indentation(ofLineAt: member.declarationSpan.start, in: file)
    let code = SourceIndentation.reindent(file.slice(body.start..<member.declarationSpan.end), from: from, to: "")
    return screenFactoryComment(member) + screenFactoryHead(member) + (separator.isEmpty ? " " : separator) + code + "\n"
  }

  /// Helpers the view keeps creating lazily, in its getter, from the Assembly's factory
  /// (`ObjCViewRewriter`): created when the view first reads them, as before, and not when the
  /// module is assembled, which happens only when the view first reads `output` (a helper read in
  /// `viewDidLoad` before that would be nil). The other layers get the view's object.
  var lazilyMadeByView: [Injection] { plan.injections.filter { Self.isMadeLazilyByView($0, in: model) } }

  static func isMadeLazilyByView(_ injection: Injection, in model: ControllerModel) -> Bool {
    !injection.fromView && injection.layers.contains(.view) && model.members[injection.memberID].lazyInitialization != nil
  }

  /// What the header must declare ahead to name `type`: the app's class of an object pointer
  /// (`CGDiskPictureCache *` → `@class CGDiskPictureCache;`) and the protocols of an `id<…>`
  /// (`@protocol CGPictureCache;`); UIKit's and Foundation's (`NS…`, `UI…`) come with UIKit.
  /// `nil` for any other type (`NSObject<PGCaching> *`, `PGStore<PGPhoto *> *`, an enum).
  private func forwardDeclarations(of type: String) -> [String]? {
    func isFramework(_ name: String) -> Bool { name.hasPrefix("NS") || name.hasPrefix("UI") }
    if let open = type.firstIndex(of: "<"), type.hasPrefix("id"), let close = type.lastIndex(of: ">") {
      return type[type.index(after: open)..<close].split(separator: ",").map { String($0.filter { $0 != " " }) }
        .filter { !$0.isEmpty && !isFramework($0) }.map { "@protocol \($0);" }
    }
    let name = String(type.prefix { $0.isWordCharacter })
    guard type.contains("*"), !name.isEmpty, !type.contains("<") else { return nil }
    return isFramework(name) ? [] : ["@class \(name);"]
  }

  /// `- (NSDateFormatter *)formatter`: the factory's head, named after the property.
  private func factoryHead(_ injection: Injection) -> String {
    let type = injection.typeName
    let returned = type == "AnyObject" ? "id" : (type.hasSuffix("*") || type.hasPrefix("id") || type.first?.isUppercase != true ? type : type + " *")
    return "- (\(returned))\(injection.propertyName)"
  }

  func implementation() -> String {
    let body = configureMethod() + plan.injections.filter { !$0.fromView }.map { "\n" + factory($0) }.joined()
      + plan.screenFactories.map { "\n" + screenFactory(model.members[$0]) }.joined() + "\n@end\n"
    var text = renderer.banner(names.assembly + ".m") + "#import \"\(names.assembly).h\"\n"
    if let viewHeader {
      text += "#import \"\(viewHeader)\"\n"
    } else {
      text += viewInterfaceImports.map { $0 + "\n" }.joined()
    }
    text += [names.presenter, names.interactor, names.router].map { "#import \"\($0).h\"\n" }.joined()
    text += support.lines(for: body, importsViewHeader: viewHeader != nil) + "\n" + viewInterface() + privateViewProperties()
    return text + "@implementation \(names.assembly)\n\n" + body
  }

  private var superclass: String { model.superclass ?? "UIViewController" }

  /// What `viewInterface()` needs: the view's protocols, and the input's imports when the
  /// superclass is not UIKit's.
  private var viewInterfaceImports: [String] {
    let own = ["#import \"\(names.viewInput).h\"", "#import \"\(names.viewOutput).h\""]
    guard !ObjCControllerLocator.controllerSuperclasses.contains(superclass) else { return own }
    return renderer.imports.filter { $0 != "#import <UIKit/UIKit.h>" } + own
  }

  /// A controller without a header declares its interface in its `.m`, which the Assembly cannot
  /// import: the Assembly declares what it uses of the class instead.
  private func viewInterface() -> String {
    guard viewHeader == nil else { return "" }
    var text = "/// \(names.viewController) declares its interface in its .m; what the Assembly uses of it.\n"
    text += "@interface \(names.viewController) : \(superclass) <\(names.viewInput)>\n\n"
    text += "@property (nonatomic, strong) id<\(names.viewOutput)> output;\n\n@end\n\n"
    return text
  }

  /// Helpers injected into the view whose `@property` is private (class extension of the `.m`)
  /// are redeclared in a category, so the Assembly can set them; so are services the view keeps,
  /// so that it can read them.
  private func privateViewProperties() -> String {
    // Not a helper the view makes alone: the Assembly neither reads nor sets it.
    let declarations = plan.injections.filter { injection in
      injection.fromView || injection.layers.contains(.view) && !(Self.isMadeLazilyByView(injection, in: model) && injection.layers == [.view])
    }.compactMap { injection -> String? in
      guard let property = model.members.first(where: { $0.kind == .storedProperty && $0.baseName == injection.propertyName }),
        !model.files[property.span.file].path.hasSuffix(".h")
      else { return nil }
      return model.text(of: property.declarationSpan) + "\n"
    }
    guard !declarations.isEmpty else { return "" }
    return "/// Properties the view controller declares privately; the Assembly sets or reads them.\n"
      + "@interface \(names.viewController) (\(names.assembly))\n\n" + declarations.joined() + "\n@end\n\n"
  }

  private func configureMethod() -> String {
    let u = unit
    var text = "- (void)configureModuleForViewController:(\(names.viewController) *)viewController {\n"
    text += "\(u)\(names.presenter) *presenter = [[\(names.presenter) alloc] init];\n"
    text += "\(u)\(names.interactor) *interactor = [[\(names.interactor) alloc] init];\n"
    text += "\(u)\(names.router) *router = [[\(names.router) alloc] init];\n\n"
    text += "\(u)viewController.output = presenter;\n\(u)presenter.view = viewController;\n"
    text += "\(u)presenter.interactor = interactor;\n\(u)presenter.router = router;\n"
    text += "\(u)interactor.output = presenter;\n\(u)router.transitionHandler = viewController;\n"
    let objects: [Layer: String] = [.presenter: "presenter", .interactor: "interactor", .router: "router"]
    for injection in plan.injections {
      let name = injection.propertyName
      if injection.fromView {
        // A service the view keeps: the layers get the same object.
        text += "\n"
        for layer in injection.layers { if let object = objects[layer] { text += "\(u)\(object).\(name) = viewController.\(name);\n" } }
        continue
      }
      let madeByView = Self.isMadeLazilyByView(injection, in: model)
      // Made by the view alone: nothing to pass on.
      if madeByView && injection.layers == [.view] { continue }
      let made = madeByView ? "viewController.\(name)" : "[self \(name)]"
      text += "\n\(u)\(ObjCModuleRenderer.variable(injection.typeName, name)) = \(made);\n"
      for layer in injection.layers where !(madeByView && layer == .view) {
        if let object = objects[layer] {
          text += "\(u)\(object).\(name) = \(name);\n"
        } else {
          text += "\(u)viewController.\(name) = \(name);\n"
        }
      }
    }
    return text + "}\n"
  }

  /// The helper's creation code, as written in the controller's getter.
  private func factory(_ injection: Injection) -> String {
    let member = model.members[injection.memberID]
    let file = model.files[member.span.file]
    let type = injection.typeName
    let madeByView = Self.isMadeLazilyByView(injection, in: model)
    // The pragma heading the getter's section moves with it, unless the getter stays.
    var text = madeByView ? "" : ObjCSectionPragmas.heading(of: member, in: file).map { $0.line + "\n\n" } ?? ""
    text += madeByView
      ? "/// Created by the controller's getter before; the getter calls this when it is first read.\n"
      : "/// Created lazily by the controller before; now made here and injected.\n"
    text += factoryHead(injection) + " {\n"
    guard let creation = member.lazyInitialization?.creation ?? member.initialValue else {
      return text + "\(unit)return nil;\n}\n"
    }
    let from = SourceIndentation.indentation(ofLineAt: creation.span.start, in: file)
    let code = SourceIndentation.reindent(from + file.slice(creation.span.range), from: from, to: unit)
    if let lazy = member.lazyInitialization {
      let ivar = "_" + lazy.propertyName
      text += "\(unit)\(ObjCModuleRenderer.variable(type, ivar));\n\(code)\n\(unit)return \(ivar);\n}\n"
    } else {
      text += "\(unit)return \(code.drop { $0 == " " || $0 == "\t" });\n}\n"
    }
    return text
  }
}
