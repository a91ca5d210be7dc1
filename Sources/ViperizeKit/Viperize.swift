import ViperizeCore
import ViperizeObjC
import ViperizeSwift

/// What to convert.
public struct ConversionRequest: Sendable {
  public var inputPaths: [String]
  public var moduleName: String?
  public var className: String?
  /// Relative input paths are resolved against this directory; messages show them as given.
  public var baseDirectory: String?
  /// Project-specific signals (from `.viperize.yml`), checked after the standard catalogue.
  public var extraSignals: [Signal] = []
  /// Service type or property names the project adds or vetoes (`.viperize.yml` `services:`).
  public var serviceOverrides: ServiceInference.Overrides = .none
  /// Functions another file of the app declares at file scope (`.viperize.yml` `globals:`): code
  /// calling one may leave the view (`ControllerModel.fileScopeNames`).
  public var globalFunctions: [String] = []
  /// Prepended to the module name derived from the class (`module-prefix`); not to `moduleName`.
  public var modulePrefix: String = ""
  public init(inputPaths: [String], moduleName: String? = nil, className: String? = nil, baseDirectory: String? = nil) {
    self.inputPaths = inputPaths
    self.moduleName = moduleName
    self.className = className
    self.baseDirectory = baseDirectory
  }
}

/// The result of a conversion: the plan, the files, and what the loss check measured.
public struct Conversion: Sendable {
  public var plan: ModulePlan
  public var module: EmittedModule
  public var checkedLines: Int
  public var rewrittenLines: Int
  /// Wall time of each stage of this run.
  public var timings: StageTimings
  public var diagnostics: [Diagnostic] { plan.diagnostics }
  public var files: [GeneratedFile] { module.files }
}

/// The pipeline: frontend → classifier → planner → emitter → loss check. No disk writes.
public enum Viperize {
  /// Frontends by language; the first that accepts every input's extension reads them.
  static let frontends: [any ControllerFrontend] = [SwiftFrontend(), ObjCFrontend()]

  public static func convert(_ request: ConversionRequest) throws -> Conversion {
    let analysis = try analyze(request)
    if !analysis.lostLines.isEmpty { throw ViperizeError.lossCheckFailed(analysis.lostLines) }
    return analysis.conversion
  }

  /// The same pipeline as `convert`, but a loss-check failure is returned (`lostLines`) instead
  /// of thrown, so `audit` can report the refusal next to the plan it refused.
  public static func analyze(_ request: ConversionRequest) throws -> (conversion: Conversion, lostLines: [String]) {
    var timings = StageTimings()
    let files = try timings.measure(\.read) { try InputLoader(baseDirectory: request.baseDirectory).load(request.inputPaths) }
    if let module = request.moduleName, !isIdentifier(module) { throw ViperizeError.invalidModuleName(module) }
    var model = try timings.measure(\.parse) { try parse(files, className: request.className) }
    model.fileScopeNames.formUnion(request.globalFunctions)
    let catalogue = SignalCatalogue(
      signals: SignalCatalogue.standard.signals + request.extraSignals, serviceOverrides: request.serviceOverrides)
    let classified = timings.measure(\.classify) { MemberClassifier(catalogue: catalogue).classify(model) }
    let plan = timings.measure(\.plan) {
      ModulePlanner(catalogue: catalogue).plan(classified, moduleName: request.moduleName ?? request.modulePrefix + ModuleNames.moduleName(forController: model.name))
    }
    guard let emitter = emitter(for: model.language) else {
      throw ViperizeError.emitterUnavailable(model.language.rawValue)
    }
    let module = timings.measure(\.emit) { emitter.emit(plan) }
    let report = timings.measure(\.verify) { LossCheck(plan: plan, module: module).run() }
    let conversion = Conversion(
      plan: plan, module: module, checkedLines: report.checkedLines, rewrittenLines: report.rewrittenLines,
      timings: timings)
    return (conversion, report.problems)
  }

  public static func parse(_ files: [SourceFile], className: String?) throws -> ControllerModel {
    let extensions = files.map { ($0.path.split(separator: ".").last.map { $0.lowercased() }) ?? "" }
    guard let frontend = frontends.first(where: { frontend in extensions.allSatisfy(frontend.accepts) }) else {
      throw ViperizeError.mixedLanguages(files.map(\.path))
    }
    do {
      return try frontend.parse(files: files, className: className)
    } catch let error as FrontendError {
      throw ViperizeError.frontend(error)
    }
  }

  /// The emitter of each language's default style; `nil` where none exists yet.
  static func emitter(for language: SourceLanguage) -> (any ModuleEmitter)? {
    switch language {
    case .swift: return SwiftViperEmitter()
    case .objectiveC: return ObjCViperEmitter()
    }
  }

  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
      && name.unicodeScalars.allSatisfy(\.isASCII)
  }
}
