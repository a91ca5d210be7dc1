import ViperizeCore

/// Counts what the three closing questions ask about, in the original controller and in
/// the generated view: navigation calls, data-access calls, service objects created.
///
/// The generated view files are parsed again by the same frontend, so the "after" figure is
/// measured on the output itself, not taken from the plan.
public struct ViewAudit: Sendable, Equatable {
  public struct Counts: Sendable, Equatable {
    public var navigation = 0
    public var dataAccess = 0
    public var serviceCreation = 0
  }

  public var before: Counts
  /// `nil` when the generated view could not be parsed back (it is reported, not hidden).
  public var after: Counts?

  /// Counts with the catalogue the conversion classified with: the standard and project signals
  /// plus the services inferred from the original controller, so that calls to them left in the
  /// generated view are counted as data access. The plan's classification is the "before" one.
  public static func run(_ conversion: Conversion) -> ViewAudit {
    run(conversion, catalogue: conversion.plan.classified.catalogue, planClassifiedWithCatalogue: true)
  }

  public static func run(_ conversion: Conversion, catalogue: SignalCatalogue) -> ViewAudit {
    run(conversion, catalogue: catalogue, planClassifiedWithCatalogue: false)
  }

  /// `planClassifiedWithCatalogue`: the conversion was classified with this same `catalogue`, so
  /// the plan's classification is the "before" one and is not computed again.
  static func run(_ conversion: Conversion, catalogue: SignalCatalogue, planClassifiedWithCatalogue: Bool) -> ViewAudit {
    let model = conversion.plan.model
    let before = counts(model, catalogue: catalogue, classified: planClassifiedWithCatalogue ? conversion.plan.classified : nil)
    let viewFiles = conversion.module.viewFiles.compactMap { path in conversion.files.first { $0.path == path } }
    let sources = viewFiles.map { SourceFile(path: $0.path, text: $0.contents) }
    let after = (try? Viperize.parse(sources, className: conversion.plan.names.viewController)).map {
      counts($0, catalogue: catalogue)
    }
    return ViewAudit(before: before, after: after)
  }

  static func counts(_ model: ControllerModel, catalogue: SignalCatalogue, classified: ClassifiedController? = nil) -> Counts {
    var counts = Counts()
    for member in model.members {
      for evidence in catalogue.evidence(for: member.facts) {
        if evidence.pattern == .navigation { counts.navigation += 1 }
        if evidence.pattern == .dataAccess { counts.dataAccess += 1 }
      }
    }
    let classified = classified ?? MemberClassifier(catalogue: catalogue).classify(model)
    counts.serviceCreation = classified.members.filter(\.isCreatedHelper).count
    return counts
  }

  /// `view audit: navigation 9 → 2, data access 12 → 3, service creation 3 → 0`
  public var line: String {
    func pair(_ keyPath: KeyPath<Counts, Int>) -> String {
      "\(before[keyPath: keyPath]) → \(after.map { String($0[keyPath: keyPath]) } ?? "?")"
    }
    return "view audit (signals in the controller → in the generated view): navigation \(pair(\.navigation)), "
      + "data access \(pair(\.dataAccess)), service creation \(pair(\.serviceCreation))"
  }
}
