import Foundation
import ViperizeCore

/// A project's `.viperize.yml`: a module name prefix, the style, and project-specific signals.
///
/// ```yaml
/// module-prefix: AG
/// style: viper
/// signals:
///   - {pattern: data-access, type: APIClient}          # APIClient.shared … reads data
///   - {pattern: navigation, receiver-suffix: coordinator}  # coordinator.show… navigates
///   - {pattern: navigation, call: openDeepLink}
/// services:                                            # the app's own services
///   - {add: SessionStore}                              # calls to SessionStore / sessionStore read data
///   - {veto: ThemeManager}                             # never a service, whatever the code shows
/// globals:                                             # the app's global functions
///   - {function: updateMyselfWithInfo}                 # callable from every layer
/// audit:                      # when `viperize audit` calls a controller massive
///   max-methods: 18.5
///   max-attributes: 15
///   max-instructions: 375
/// ```
/// Found from the first input's directory upwards (`ConfigLocator`), or given with `--config`.
public struct ConfigFile: Sendable {
  public static let fileName = ".viperize.yml"
  public static let styles = ["viper"]
  /// The patterns a project signal may name, as written in the file.
  public static let patterns: [SignalPattern] = [.navigation, .dataAccess, .configuration, .presentation, .ui]

  public var path: String
  /// Prepended to the module name derived from the controller (not to an explicit `--module`).
  public var modulePrefix: String = ""
  public var style: String = "viper"
  public var signals: [Signal] = []
  /// Type or property names that are (`add`) or never are (`veto`) data services.
  public var services: ServiceInference.Overrides = .none
  /// Functions another file of the app declares at file scope (`globals:`): a call to one resolves
  /// in every layer, which viperize cannot tell from a method another file adds to
  /// `UIViewController` (`ScopeRule`).
  public var globals: [String] = []
  /// `audit:` thresholds; GraphifySwift's unless the file sets them.
  public var auditThresholds: AuditThresholds = .graphifySwift

  /// Reads and validates the file at `path`; every problem is `path:line: error: …` (exit 2).
  public static func load(path: String) throws -> ConfigFile {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ViperizeError.missingFile(path)
    }
    if isDirectory.boolValue { throw ViperizeError.isDirectory(path) }
    guard let data = FileManager.default.contents(atPath: path) else { throw ViperizeError.unreadable(path) }
    guard let text = String(data: data, encoding: .utf8), !data.contains(0) else {
      throw ViperizeError.notText(path, reason: "not valid UTF-8")
    }
    return try parse(text, path: path)
  }

  public static func parse(_ text: String, path: String) throws -> ConfigFile {
    var config = ConfigFile(path: path)
    let document: [ConfigParser.TopLevel]
    do {
      document = try ConfigParser.parse(text)
    } catch {
      throw ViperizeError.config(path: path, line: error.line, message: error.message)
    }
    func fail(_ line: Int, _ message: String) -> ViperizeError { .config(path: path, line: line, message: message) }
    var seen: Set<String> = []
    for topLevel in document {
      let entry = topLevel.entry
      guard seen.insert(entry.key).inserted else { throw fail(entry.line, "duplicate key '\(entry.key)'") }
      if !["signals", "services", "globals"].contains(entry.key), let item = topLevel.items.first {
        throw fail(item.line, "'\(entry.key)' takes a single value, not a list")
      }
      if entry.key != "audit", let nested = topLevel.entries.first {
        throw fail(
          nested.line,
          entry.key == "signals"
            ? "'signals' takes a list of '- {pattern: …, call: …}' items" : "'\(entry.key)' takes a single value, not a map")
      }
      switch entry.key {
      case "module-prefix":
        guard Viperize.isIdentifier(entry.value) else {
          throw fail(entry.line, "invalid value '\(entry.value)' for 'module-prefix' (expected an identifier)")
        }
        config.modulePrefix = entry.value
      case "style":
        guard styles.contains(entry.value) else {
          throw fail(entry.line, "invalid value '\(entry.value)' for 'style' (expected \(styles.joined(separator: ", ")))")
        }
        config.style = entry.value
      case "signals":
        guard entry.value.isEmpty || entry.value == "[]" else {
          throw fail(entry.line, "'signals' takes a list of '- {pattern: …, call: …}' items")
        }
        config.signals = try topLevel.items.map { try signal($0, fail: fail) }
      case "services":
        guard entry.value.isEmpty || entry.value == "[]" else {
          throw fail(entry.line, "'services' takes a list of '- {add: NAME}' or '- {veto: NAME}' items")
        }
        config.services = try services(topLevel.items, fail: fail)
      case "globals":
        guard entry.value.isEmpty || entry.value == "[]" else {
          throw fail(entry.line, "'globals' takes a list of '- {function: NAME}' items")
        }
        config.globals = try globals(topLevel.items, fail: fail)
      case "audit":
        guard entry.value.isEmpty else {
          throw fail(entry.line, "'audit' takes a map: max-methods, max-attributes, max-instructions")
        }
        for threshold in topLevel.entries {
          guard let value = Double(threshold.value), value > 0, value.isFinite else {
            throw fail(threshold.line, "invalid value '\(threshold.value)' for '\(threshold.key)' (expected a positive number)")
          }
          guard config.auditThresholds.set(threshold.key, value) else {
            throw fail(threshold.line, "unknown key '\(threshold.key)' in 'audit' (expected \(AuditThresholds.keys.joined(separator: ", ")))")
          }
        }
      default:
        throw fail(entry.line, "unknown key '\(entry.key)'")
      }
    }
    return config
  }

  /// `- {function: updateMyselfWithInfo}`, one name an item.
  static func globals(_ items: [ConfigParser.Item], fail: (Int, String) -> ViperizeError) throws -> [String] {
    try items.map { item in
      guard item.entries.count == 1, let entry = item.entries.first, entry.key == "function" else {
        throw fail(item.line, "a globals item takes one 'function: NAME'")
      }
      guard Viperize.isIdentifier(entry.value) else {
        throw fail(entry.line, "invalid value '\(entry.value)' for 'function' (expected a function name)")
      }
      return entry.value
    }
  }

  /// `- {add: SessionStore}` / `- {veto: ThemeManager}`, one name an item.
  static func services(_ items: [ConfigParser.Item], fail: (Int, String) -> ViperizeError) throws -> ServiceInference.Overrides {
    var overrides = ServiceInference.Overrides()
    for item in items {
      guard item.entries.count == 1, let entry = item.entries.first else {
        throw fail(item.line, "a service item takes one of 'add' or 'veto'")
      }
      guard !entry.value.isEmpty, Viperize.isIdentifier(entry.value) else {
        throw fail(entry.line, "invalid value '\(entry.value)' for '\(entry.key)' (expected a type or property name)")
      }
      switch entry.key {
      case "add": overrides.added.append(entry.value)
      case "veto": overrides.vetoed.append(entry.value)
      default: throw fail(entry.line, "unknown key '\(entry.key)' (expected 'add' or 'veto')")
      }
    }
    return overrides
  }

  /// `{pattern: navigation, call: NAME}` → `Signal(.navigation, .call(NAME))`; likewise `type`
  /// → `.type`, `receiver-suffix` → `.anyCallOnReceiver`.
  static func signal(_ item: ConfigParser.Item, fail: (Int, String) -> ViperizeError) throws -> Signal {
    var pattern: SignalPattern?
    var match: Signal.Match?
    for entry in item.entries {
      switch entry.key {
      case "pattern":
        guard pattern == nil else { throw fail(entry.line, "duplicate key 'pattern'") }
        guard let value = patterns.first(where: { $0.rawValue == entry.value }) else {
          let allowed = patterns.map(\.rawValue).joined(separator: ", ")
          throw fail(entry.line, "invalid value '\(entry.value)' for 'pattern' (expected \(allowed))")
        }
        pattern = value
      case "call", "type", "receiver-suffix":
        guard match == nil else { throw fail(entry.line, "a signal takes one of 'call', 'type', 'receiver-suffix'") }
        guard !entry.value.isEmpty, !entry.value.contains(" ") else {
          throw fail(entry.line, "invalid value '\(entry.value)' for '\(entry.key)' (expected a name)")
        }
        switch entry.key {
        case "call": match = .call(entry.value)
        case "type": match = .type(entry.value)
        default: match = .anyCallOnReceiver(suffixes: [entry.value])
        }
      default:
        throw fail(entry.line, "unknown key '\(entry.key)'")
      }
    }
    guard let pattern else { throw fail(item.line, "signal is missing 'pattern'") }
    guard let match else { throw fail(item.line, "signal needs one of 'call', 'type', 'receiver-suffix'") }
    return Signal(pattern, match, example: item.text)
  }
}
