/// One file of the generated module, path relative to the output directory.
public struct GeneratedFile: Sendable, Hashable {
  /// `TripList/View/TripListViewController.swift`.
  public var path: String
  public var contents: String
  public init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }
}

/// The files of a module and where each part of the original landed, for the loss check.
public struct EmittedModule: Sendable {
  public var files: [GeneratedFile]
  /// For each input file (by index), the generated file that holds its view part.
  public var viewFiles: [String]
  /// The implementation file of each non-view layer (`.presenter`, `.interactor`, `.router`,
  /// `.assembly`).
  public var layerFiles: [Layer: String]
  public init(files: [GeneratedFile], viewFiles: [String], layerFiles: [Layer: String]) {
    self.files = files
    self.viewFiles = viewFiles
    self.layerFiles = layerFiles
  }
}

/// Renders a plan as files in one language and style.
public protocol ModuleEmitter: Sendable {
  func emit(_ plan: ModulePlan) -> EmittedModule
}
