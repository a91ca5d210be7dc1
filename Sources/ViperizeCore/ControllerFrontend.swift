/// Turns source files of one language into a `ControllerModel`. The only stage that knows syntax.
public protocol ControllerFrontend: Sendable {
  var language: SourceLanguage { get }
  /// Whether this frontend reads a file with the given extension (lower-cased, no dot).
  func accepts(fileExtension: String) -> Bool
  /// Builds the model of the controller class in `files`.
  /// - Parameter className: the `--class` choice; required when several controllers are found.
  /// - Throws: `FrontendError` for syntax errors, no controller, several controllers.
  func parse(files: [SourceFile], className: String?) throws -> ControllerModel
}
