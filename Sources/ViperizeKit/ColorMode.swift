import Foundation

/// When to colour output: `--color never|always|auto`.
///
/// `auto` colours only a terminal, and not when `NO_COLOR` is set to a non-empty value
/// (https://no-color.org); an explicit `always` wins over `NO_COLOR`, as that convention asks.
public enum ColorMode: String, CaseIterable, Sendable {
  case never, always, auto

  /// Whether to colour a stream, given whether it is a terminal and the environment.
  public func enabled(isTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .never: return false
    case .always: return true
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return isTerminal
    }
  }

  /// `enabled` for standard output of this process.
  public func enabledForStandardOutput() -> Bool {
    enabled(isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
  }
}
