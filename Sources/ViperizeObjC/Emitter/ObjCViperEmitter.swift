import ViperizeCore

/// The default style in Objective-C: a Generamba-compatible VIPER module, one `.h`/`.m` pair per
/// class and one header per protocol.
///
/// ```
/// <M>/View/<Controller>.h .m   <M>ViewInput.h   <M>ViewOutput.h   (the controller keeps its name)
/// <M>/Presenter/<M>Presenter.h .m   <M>ModuleInput.h
/// <M>/Interactor/<M>Interactor.h .m   <M>InteractorInput.h   <M>InteractorOutput.h
/// <M>/Router/<M>Router.h .m   <M>RouterInput.h
/// <M>/Assembly/<M>Assembly.h .m
/// ```
/// The view files are the input files edited in place; `viewFiles` follows the model's file
/// order (headers first), `layerFiles` names each layer's `.m`.
public struct ObjCViperEmitter: ModuleEmitter {
  public init() {}

  public func emit(_ plan: ModulePlan) -> EmittedModule {
    let model = plan.model
    let names = plan.names
    let root = names.module
    let mover = ObjCCodeMover(plan: plan, indentUnit: ObjCIndentation.unit(of: model))
    let signatures = ObjCSignatureRenderer(plan: plan)
    let support = ObjCSupportDeclarations(plan: plan)
    // The implementation's header comment (the licence block), else the header's.
    let implementation = model.files.last
    let banner = implementation.flatMap(GeneratedBanner.headerComment(of:)) != nil || model.files.count < 2
      ? GeneratedBanner(file: implementation)
      : GeneratedBanner(header: model.files.first.flatMap(GeneratedBanner.headerComment(of:)),
                        source: implementation.map { Self.baseName($0.path) } ?? "")
    let renderer = ObjCModuleRenderer(
      plan: plan, mover: mover, signatures: signatures, support: support, imports: ObjCImports.carried(from: model),
      generatedBanner: banner)
    func file(_ folder: String, _ name: String, _ contents: String) -> GeneratedFile {
      GeneratedFile(path: "\(root)/\(folder)/\(name)", contents: contents)
    }
    let viewFiles = ObjCViewRewriter(plan: plan, mover: mover, signatures: signatures).viewFiles(folder: "\(root)/View")
    // The view's header, when the module has one (a controller written as a `.m` alone has none).
    let viewHeader = viewFiles.first { $0.path.hasSuffix(".h") }.map { Self.baseName($0.path) }
    let assembly = ObjCAssemblyRenderer(
      plan: plan, renderer: renderer, support: support, unit: mover.indentUnit, viewHeader: viewHeader)
    let files = viewFiles + [
      file("View", names.viewInput + ".h", renderer.protocolFile(
        names.viewInput, summary: "What the presenter asks the view to show.", requirements: plan.viewInput)),
      file("View", names.viewOutput + ".h", renderer.protocolFile(
        names.viewOutput, summary: "Events the view reports to the presenter.", requirements: plan.viewOutput)),
      file("Presenter", names.presenter + ".h", renderer.presenterHeader()),
      file("Presenter", names.presenter + ".m", renderer.presenter()),
      file("Presenter", names.moduleInput + ".h", renderer.protocolFile(
        names.moduleInput, summary: "How other modules configure this one.", requirements: [])),
      file("Interactor", names.interactor + ".h", renderer.interactorHeader()),
      file("Interactor", names.interactor + ".m", renderer.interactor()),
      file("Interactor", names.interactorInput + ".h", renderer.protocolFile(
        names.interactorInput, summary: "Data work the presenter asks the interactor for.",
        requirements: plan.interactorInput)),
      file("Interactor", names.interactorOutput + ".h", renderer.protocolFile(
        names.interactorOutput, summary: "Results the interactor reports to the presenter.",
        requirements: plan.interactorOutput)),
      file("Router", names.router + ".h", renderer.routerHeader()),
      file("Router", names.router + ".m", renderer.router()),
      file("Router", names.routerInput + ".h", renderer.protocolFile(
        names.routerInput, summary: "Transitions the presenter asks the router for.", requirements: plan.routerInput)),
      file("Assembly", names.assembly + ".h", assembly.header()),
      file("Assembly", names.assembly + ".m", assembly.implementation()),
    ]
    let layerFiles: [Layer: String] = [
      .presenter: "\(root)/Presenter/\(names.presenter).m", .interactor: "\(root)/Interactor/\(names.interactor).m",
      .router: "\(root)/Router/\(names.router).m", .assembly: "\(root)/Assembly/\(names.assembly).m",
    ]
    return EmittedModule(files: files, viewFiles: viewFiles.map(\.path), layerFiles: layerFiles)
  }

  static func baseName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}
