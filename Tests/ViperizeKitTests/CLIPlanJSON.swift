import Foundation

/// Reads the members of `viperize plan --format json` output: name → layer.
enum CLIPlanJSON {
  struct Document: Decodable {
    var schemaVersion: Int
    var module: String
    var members: [Member]
  }

  struct Member: Decodable {
    var name: String
    var layer: String
  }

  static func document(_ json: String) throws -> Document {
    try JSONDecoder().decode(Document.self, from: Data(json.utf8))
  }

  static func members(_ json: String) throws -> [String: String] {
    Dictionary(try document(json).members.map { ($0.name, $0.layer) }, uniquingKeysWith: { first, _ in first })
  }
}
