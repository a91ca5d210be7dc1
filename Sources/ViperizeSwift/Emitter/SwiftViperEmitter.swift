import ViperizeCore

/// The default style: Generamba-compatible VIPER module in Swift.
///
/// ```
/// <Module>/View/<Controller>.swift  <Module>ViewInput.swift  <Module>ViewOutput.swift   (the controller keeps its name)
/// <Module>/Presenter/<Module>Presenter.swift  <Module>ModuleInput.swift
/// <Module>/Interactor/<Module>Interactor.swift  <Module>InteractorInput.swift  <Module>InteractorOutput.swift
/// <Module>/Router/<Module>Router.swift  <Module>RouterInput.swift
/// <Module>/Assembly/<Module>Assembly.swift
/// ```
public struct SwiftViperEmitter: ModuleEmitter {
  public init() {}

  public func emit(_ plan: ModulePlan) -> EmittedModule {
    let mover = SwiftCodeMover(plan: plan, indentUnit: SwiftIndentation.unit(of: plan.model))
    let renderer = SwiftModuleRenderer(
      plan: plan, mover: mover, imports: Self.imports(of: plan.model), banner: GeneratedBanner(file: plan.model.files.first))
    let names = plan.names
    let root = names.module
    func file(_ folder: String, _ name: String, _ contents: String) -> GeneratedFile {
      GeneratedFile(path: "\(root)/\(folder)/\(name).swift", contents: contents)
    }
    let viewFiles = SwiftViewRewriter(plan: plan, mover: mover).viewFiles(folder: "\(root)/View")
    let files = viewFiles + [
      file("View", names.viewInput, renderer.protocolFile(
        names.viewInput, summary: "What the presenter asks the view to show.", classBound: true, requirements: plan.viewInput)),
      file("View", names.viewOutput, renderer.protocolFile(
        names.viewOutput, summary: "Events the view reports to the presenter.", classBound: false, requirements: plan.viewOutput)),
      file("Presenter", names.presenter, renderer.presenter()),
      file("Presenter", names.moduleInput, renderer.protocolFile(
        names.moduleInput, summary: "How other modules configure this one.", classBound: true, requirements: [])),
      file("Interactor", names.interactor, renderer.interactor()),
      file("Interactor", names.interactorInput, renderer.protocolFile(
        names.interactorInput, summary: "Data work the presenter asks the interactor for.", classBound: false,
        requirements: plan.interactorInput)),
      file("Interactor", names.interactorOutput, renderer.protocolFile(
        names.interactorOutput, summary: "Results the interactor reports to the presenter.", classBound: true,
        requirements: plan.interactorOutput)),
      file("Router", names.router, renderer.router()),
      file("Router", names.routerInput, renderer.protocolFile(
        names.routerInput, summary: "Transitions the presenter asks the router for.", classBound: false,
        requirements: plan.routerInput)),
      file("Assembly", names.assembly, renderer.assembly()),
    ]
    let layerFiles: [Layer: String] = [
      .presenter: "\(root)/Presenter/\(names.presenter).swift", .interactor: "\(root)/Interactor/\(names.interactor).swift",
      .router: "\(root)/Router/\(names.router).swift", .assembly: "\(root)/Assembly/\(names.assembly).swift",
    ]
    return EmittedModule(files: files, viewFiles: viewFiles.map(\.path), layerFiles: layerFiles)
  }

  /// Import lines of every input file, in order, without duplicates; `import UIKit` first when none
  /// of them is.
  static func imports(of model: ControllerModel) -> [String] {
    var seen = Set<String>()
    var result: [String] = []
    for file in model.files {
      let bytes = file.bytes
      for (index, start) in file.lineStarts.enumerated() {
        // Cheap test first, on bytes: only lines starting with `import` or `@` can be imports.
        var first = start
        while first < bytes.count && (bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t")) { first += 1 }
        guard first < bytes.count, bytes[first] == UInt8(ascii: "i") || bytes[first] == UInt8(ascii: "@") else { continue }
        let end = index + 1 < file.lineStarts.count ? file.lineStarts[index + 1] : bytes.count
        let content = file.slice(first..<end)
        guard content.hasPrefix("import ") || content.hasPrefix("@") else { continue }
        let trimmed = content.trimmingCharactersBlank()
        let isImport = trimmed.hasPrefix("import ") || trimmed.hasPrefix("@testable import ") || trimmed.hasPrefix("@_exported import ")
        if isImport && seen.insert(trimmed).inserted { result.append(trimmed) }
      }
    }
    // The generated files name UIKit's types (`weak var transitionHandler: UIViewController?`):
    // an input importing it only through another module (`import SwiftUI`) still gets it.
    if !result.contains(where: { SwiftImports.module(of: $0) == "UIKit" }) { result.insert("import UIKit", at: 0) }
    return result
  }

  static func baseName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}
