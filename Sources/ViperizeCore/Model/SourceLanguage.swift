/// The language a controller is written in; it selects the frontend and the emitter.
public enum SourceLanguage: String, Sendable, Codable, CaseIterable {
  case swift
  case objectiveC = "objective-c"
}
