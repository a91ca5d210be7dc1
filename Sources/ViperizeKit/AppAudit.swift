import ViperizeCore

/// The result of `viperize audit`: every controller found, ranked, with what `convert` would do.
/// Its JSON form is `AuditJSONReport` (schema: docs/audit-schema.json, docs/audit-json.md).
public struct AppAudit: Sendable, Codable, Equatable {
  public static let schemaVersion = 1

  public var schemaVersion = AppAudit.schemaVersion
  public var thresholds: AuditThresholds
  /// Source files scanned (`.swift`, `.h`, `.m`).
  public var scannedFiles: Int
  /// Ranked: massive first, then by score, then by how much `convert` would move.
  public var controllers: [ControllerAudit]
  /// Controllers whose files could not be read or parsed, in discovery order.
  public var failures: [AuditFailure]

  public init(thresholds: AuditThresholds, scannedFiles: Int, controllers: [ControllerAudit], failures: [AuditFailure]) {
    self.thresholds = thresholds
    self.scannedFiles = scannedFiles
    self.controllers = AppAudit.ranked(controllers)
    self.failures = failures
  }

  /// Massive first, then higher score, then more moves, then by file and name; `rank` from 1.
  static func ranked(_ controllers: [ControllerAudit]) -> [ControllerAudit] {
    let sorted = controllers.sorted { a, b in
      if a.massive != b.massive { return a.massive }
      if a.score != b.score { return a.score > b.score }
      if a.convert.totalMoves != b.convert.totalMoves { return a.convert.totalMoves > b.convert.totalMoves }
      return (a.file, a.line, a.name) < (b.file, b.line, b.name)
    }
    return sorted.enumerated().map { index, controller in
      var ranked = controller
      ranked.rank = index + 1
      return ranked
    }
  }
}

/// One controller's figures. Every count comes from the pipeline (`Viperize.analyze`, the plan and
/// `ViewAudit`), not from a second analysis.
public struct ControllerAudit: Sendable, Codable, Equatable {
  public var rank = 0
  public var name: String
  /// `swift` or `objective-c`.
  public var language: String
  public var file: String
  public var line: Int
  public var column: Int
  public var companions: [String]
  public var otherLanguageCompanions: [String]
  /// The module `convert` would create.
  public var module: String
  /// 100 × the largest of methods, stored properties and instructions over their thresholds:
  /// above 100 is massive.
  public var score: Int
  public var massive: Bool
  /// The thresholds it exceeds: `methods`, `attributes`, `instructions`.
  public var exceeds: [String]
  public var size: Size
  public var refactorings: Refactorings
  public var questions: Questions
  public var convert: ConvertOutcome

  public struct Size: Sendable, Codable, Equatable {
    /// Lines of the class's declarations (class body and extensions; interface, categories, implementation).
    public var lines: Int
    public var members: Int
    /// Methods, initializers, deinitializers, subscripts and computed properties.
    public var methods: Int
    public var storedProperties: Int
    /// Non-blank, non-comment lines of member bodies (GraphifySwift's "instructions", approximated).
    public var instructions: Int
    /// Members whose code belongs to more than one layer.
    public var mixedMembers: Int
  }

  /// The three refactorings of the MVC→VIPER method, each with its signals and what would move.
  public struct Refactorings: Sendable, Codable, Equatable {
    /// Navigation → Router.
    public var navigation: Refactoring
    /// Data reading → Interactor.
    public var dataReading: Refactoring
    /// Object configuration (created helpers) → Assembly.
    public var objectConfiguration: Refactoring
  }

  public struct Refactoring: Sendable, Codable, Equatable {
    /// Signals in the controller (`ViewAudit`: navigation calls, data-access calls, created helpers).
    public var signals: Int
    /// Whole members `convert` would move to the layer.
    public var movedMembers: Int
    /// Statement groups split out of mixed members into the layer.
    public var movedStatementGroups: Int
    /// Signals left in the generated view; nil when it could not be parsed back.
    public var leftInView: Int?
  }

  /// The three questions: does it navigate, does it read data, does it create helpers?
  public struct Questions: Sendable, Codable, Equatable {
    public var navigates: Bool
    public var readsData: Bool
    public var createsHelpers: Bool
  }

  /// What `viperize convert` would do with it today.
  public struct ConvertOutcome: Sendable, Codable, Equatable {
    /// `converts`, or `refused` (the loss check found original lines missing).
    public var outcome: String
    /// Members moved whole, by layer (`presenter`, `interactor`, `router`, `assembly`).
    public var moves: [String: Int]
    public var splitMembers: Int
    /// Mixed members left in the view unsplit (each has a `viperize.mixed-member` warning, or a
    /// `viperize.view-formatting` note when all it mixes in is formatting its UI code uses).
    public var mixedLeftInView: Int
    /// Why code stays or the whole conversion stops, with counts: `loss-check` (missing lines),
    /// `mixed-member` (members not split).
    public var refusals: [String: Int]
    /// The plan's diagnostics, counted by id.
    public var diagnostics: [String: Int]

    /// Members moved plus statement groups split out.
    public var totalMoves: Int { moves.values.reduce(0, +) + splitMembers }
  }
}

/// A controller the audit found but could not analyse: its files, and the error as the compiler
/// would print it.
public struct AuditFailure: Sendable, Codable, Equatable {
  public var name: String
  public var language: String
  public var file: String
  public var line: Int
  public var companions: [String]
  public var otherLanguageCompanions: [String]
  public var message: String

  public init(_ controller: DiscoveredController, message: String) {
    name = controller.name
    language = controller.language.rawValue
    file = controller.file
    line = controller.line
    companions = controller.companions
    otherLanguageCompanions = controller.otherLanguageCompanions
    self.message = message
  }
}
