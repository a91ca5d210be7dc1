import ViperizeCore

/// Renders the module's Assembly: a plain `NSObject` (no DI framework) whose
/// `-configureModuleForViewController:` creates the presenter, interactor and router, connects
/// them, and injects the helpers the controller used to create lazily. Each helper's creation
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
    var text = renderer.banner(names.assembly + ".h") + "#import <UIKit/UIKit.h>\n\n"
    text += "@class \(names.viewController);\n\n"
    text += "/// Creates the \(names.module) module's objects and connects them.\n"
    text += "@interface \(names.assembly) : NSObject\n\n"
    text += "/// Creates the module of a view controller and sets its output. The view controller's\n"
    text += "/// `-output` calls it the first time it is read, however the controller was created.\n"
    text += "- (void)configureModuleForViewController:(\(names.viewController) *)viewController;\n\n@end\n"
    return text
  }

  func implementation() -> String {
    let body = configureMethod() + plan.injections.filter { !$0.fromView }.map { "\n" + factory($0) }.joined() + "\n@end\n"
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
    let declarations = plan.injections.filter { $0.fromView || $0.layers.contains(.view) }.compactMap { injection -> String? in
      guard let property = model.members.first(where: { $0.kind == .storedProperty && $0.baseName == injection.propertyName }),
        !model.files[property.span.file].path.hasSuffix(".h")
      else { return nil }
      return model.text(of: property.declarationSpan) + "\n"
    }
    guard !declarations.isEmpty else { return "" }
    return "/// Properties the view controller declares privately; the Assembly injects them.\n"
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
      text += "\n\(u)\(ObjCModuleRenderer.variable(injection.typeName, name)) = [self \(name)];\n"
      for layer in injection.layers {
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
    // The pragma heading the getter's section moves with it.
    var text = ObjCSectionPragmas.heading(of: member, in: file).map { $0.line + "\n\n" } ?? ""
    text += "/// Created lazily by the controller before; now made here and injected.\n"
    text += "- (\(type == "AnyObject" ? "id" : (type.hasSuffix("*") || type.hasPrefix("id") || type.first?.isUppercase != true ? type : type + " *")))\(injection.propertyName) {\n"
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
