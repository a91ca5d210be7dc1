/// A finding the tool reports to the user, like a compiler: stable id, lowercase message, location.
public struct Diagnostic: Sendable, Hashable, Codable {
  public enum Severity: String, Sendable, Codable { case error, warning, note }

  /// Stable identifier, e.g. `viperize.mixed-member`.
  public var id: String
  public var severity: Severity
  public var message: String
  public var file: String
  public var line: Int
  public var column: Int

  public init(id: String, severity: Severity = .warning, message: String, file: String, line: Int, column: Int = 1) {
    self.id = id
    self.severity = severity
    self.message = message
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:col: warning: message [id]`, the form Xcode and CI annotate.
  public var xcodeDescription: String {
    "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(id)]"
  }
}
