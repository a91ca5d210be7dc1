/// A `// viperize: <word>` comment attached to a member, steering the classifier.
///
/// ```swift
/// // viperize: interactor     ← move this member to the interactor whatever its signals say
/// func loadTrips() { … }
/// // viperize: keep           ← leave it in the view, untouched
/// ```
/// Words: `keep`, `view`, `presenter`, `interactor`, `router`, `assembly`. Language-neutral: both
/// languages use `//` comments, and a member's span starts at its attached comments.
public enum SteeringDirective: Equatable, Sendable {
  case keep
  case layer(Layer)

  /// The directive in the member's attached comments, if any; the last one wins.
  public static func find(in member: Member, model: ControllerModel) -> SteeringDirective? {
    let file = model.files[member.span.file]
    guard member.span.start < member.declarationSpan.start else { return nil }
    let leading = file.slice(member.span.start..<member.declarationSpan.start)
    var found: SteeringDirective?
    for line in leading.split(separator: "\n") {
      guard let range = line.range(of: "// viperize:") else { continue }
      let word = line[range.upperBound...].split(separator: " ").first.map { String($0).lowercased() } ?? ""
      if word == "keep" { found = .keep } else if let layer = Layer(rawValue: word) { found = .layer(layer) }
    }
    return found
  }
}
