/// When `audit` calls a controller massive: more than `maxMethods` methods, more than
/// `maxAttributes` stored properties, or more than `maxInstructions` instructions.
///
/// The defaults are GraphifySwift's published Massive View Controller thresholds (Kaur et al.):
/// 18.5 methods, 15 attributes, 375 instructions. viperize approximates "instructions" by the
/// non-blank, non-comment lines of the members' bodies (`InstructionCounter`). A project sets its
/// own in `.viperize.yml`:
///
/// ```yaml
/// audit:
///   max-methods: 25
///   max-attributes: 20
///   max-instructions: 500
/// ```
public struct AuditThresholds: Sendable, Equatable, Codable {
  public var maxMethods: Double
  public var maxAttributes: Double
  public var maxInstructions: Double

  public static let graphifySwift = AuditThresholds(maxMethods: 18.5, maxAttributes: 15, maxInstructions: 375)

  public init(maxMethods: Double, maxAttributes: Double, maxInstructions: Double) {
    self.maxMethods = maxMethods
    self.maxAttributes = maxAttributes
    self.maxInstructions = maxInstructions
  }

  /// The config keys under `audit:`, in the order they are documented.
  static let keys = ["max-methods", "max-attributes", "max-instructions"]

  /// Sets the threshold a config key names; false for an unknown key.
  mutating func set(_ key: String, _ value: Double) -> Bool {
    switch key {
    case "max-methods": maxMethods = value
    case "max-attributes": maxAttributes = value
    case "max-instructions": maxInstructions = value
    default: return false
    }
    return true
  }
}
