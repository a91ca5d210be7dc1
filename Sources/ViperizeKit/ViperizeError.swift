import ViperizeCore

/// Every reason a run stops, with its one-line message and its exit code.
///
/// Exit codes (stable, documented in docs/cli.md): 0 success, 1 conversion refused (the input is
/// fine but the tool will not convert it as asked: several controllers, lost code, existing
/// output), 2 usage or input error (missing/unreadable/binary file, syntax error, no controller).
public enum ViperizeError: Error, CustomStringConvertible, Equatable {
  case missingFile(String)
  case isDirectory(String)
  case unreadable(String)
  case emptyFile(String)
  case notText(String, reason: String)
  case unsupportedLanguage(String)
  case mixedLanguages([String])
  case noInput
  case invalidModuleName(String)
  case frontend(FrontendError)
  case lossCheckFailed([String])
  case outputIsFile(String)
  case outputExists([String])
  case writeFailed(String, reason: String)
  case emitterUnavailable(String)
  /// A problem in `.viperize.yml` (or the `--config` file), at a line.
  case config(path: String, line: Int, message: String)
  /// Options that cannot be combined or values they cannot take (`--in-place` without a view file).
  case usage(String)

  public var description: String {
    switch self {
    case .missingFile(let path): return "\(path): error: no such file"
    case .isDirectory(let path): return "\(path): error: is a directory, not a source file"
    case .unreadable(let path): return "\(path): error: cannot read file (permission denied?)"
    case .emptyFile(let path): return "\(path): error: file is empty"
    case .notText(let path, let reason): return "\(path): error: not a source file (\(reason))"
    case .unsupportedLanguage(let path):
      return "\(path): error: unsupported file type; viperize reads Swift (.swift) and Objective-C (.h, .m)"
    case .mixedLanguages(let paths):
      return "error: inputs mix Swift and Objective-C (\(paths.joined(separator: ", "))); convert one controller at a time"
    case .noInput: return "error: no input files"
    case .invalidModuleName(let name): return "error: module name '\(name)' is not a valid identifier"
    case .frontend(let error): return error.description
    case .lossCheckFailed(let problems):
      return "error: refusing to write: the loss check found original code missing from the output:\n"
        + problems.map { "  " + $0 }.joined(separator: "\n")
    case .outputIsFile(let path): return "\(path): error: output directory is a file"
    case .outputExists(let paths):
      return "error: refusing to overwrite existing files (use --force): " + paths.joined(separator: ", ")
    case .writeFailed(let path, let reason): return "\(path): error: cannot write: \(reason)"
    case .emitterUnavailable(let language): return "error: writing \(language) modules is not supported yet"
    case .config(let path, let line, let message): return "\(path):\(line): error: \(message)"
    case .usage(let message): return "error: \(message)"
    }
  }

  public var exitCode: Int32 {
    switch self {
    case .frontend(.severalControllers), .frontend(.classNotFound), .lossCheckFailed, .outputExists: return 1
    default: return 2
    }
  }
}
