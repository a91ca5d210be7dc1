/// Formatting of model values for display and input validation: they go to the Presenter.
enum PresentationSignals {
  static let all: [Signal] = [
    Signal(.presentation, .type("DateFormatter"), example: "let formatter = DateFormatter()"),
    Signal(.presentation, .type("NumberFormatter"), example: "let formatter = NumberFormatter()"),
    Signal(.presentation, .type("ISO8601DateFormatter"), example: "let formatter = ISO8601DateFormatter()"),
    Signal(.presentation, .type("DateComponentsFormatter"), example: "let formatter = DateComponentsFormatter()"),
    Signal(.presentation, .type("MeasurementFormatter"), example: "let formatter = MeasurementFormatter()"),
    Signal(.presentation, .type("ByteCountFormatter"), example: "let text = ByteCountFormatter.string(fromByteCount: 10, countStyle: .file)"),
    Signal(.presentation, .type("NSDateFormatter"), example: "let formatter = NSDateFormatter()"),
    Signal(.presentation, .type("NSNumberFormatter"), example: "let formatter = NSNumberFormatter()"),
    // A predicate next to a fetch request filters data (interactor), not user input.
    Signal(
      .presentation, .type("NSPredicate"), example: "let isEmail = NSPredicate(format: \"SELF MATCHES %@\", pattern)",
      counterExample: "let request: NSFetchRequest<Note> = Note.fetchRequest()\nrequest.predicate = NSPredicate(format: \"archived == NO\")",
      unlessTypes: ["NSFetchRequest", "NSFetchedResultsController"]),
    Signal(.presentation, .callOnReceiver("string", receiverSuffixes: ["formatter"]), api: "Formatter.string(from:)", example: "let text = dateFormatter.string(from: trip.start)"),
    // A string built from model values for display: `[NSString stringWithFormat:@"%@ replies", count]`.
    // Next to UI code it is view code (the view keeps it); alone it is the presenter's, unless it
    // feeds navigation or data code, which it moves with (a URL, a key).
    Signal(
      .presentation, .callOnType("stringWithFormat", type: "NSString"), api: "NSString.stringWithFormat",
      example: "let title = NSString.stringWithFormat(\"%@ replies\", count)",
      counterExample: "let title = formatString.stringWithFormat(count)"),
    Signal(
      .presentation, .initializer("String", label: "format"), api: "String(format:)",
      example: "let title = String(format: \"%d replies\", count)",
      counterExample: "let title = String(describing: count)"),
    Signal(
      .presentation, .callOnType("localizedStringWithFormat", type: "NSString"), api: "NSString.localizedStringWithFormat",
      example: "let title = NSString.localizedStringWithFormat(\"%d replies\", count)"),
  ]
}
