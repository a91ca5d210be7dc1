import Foundation

/// A one-line progress display on stderr (`viperize: audit 12/36 FeedViewController`), rewritten in
/// place; shown only when stderr is a terminal, so CI logs and pipes never see it.
final class ProgressLine {
  let enabled: Bool
  private var shown = false

  init(enabled: Bool = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb") {
    self.enabled = enabled
  }

  /// Replaces the line with `text` (cut to 100 columns).
  func update(_ text: String) {
    guard enabled else { return }
    fflush(nil)  // nil: every C output stream, stdout included
    let line = text.count > 100 ? String(text.prefix(99)) + "…" : text
    FileHandle.standardError.write(Data(("\r\u{1B}[2K" + line).utf8))
    shown = true
  }

  /// Erases the line, so that the next message starts on a clean line.
  func clear() {
    guard enabled, shown else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    shown = false
  }
}
