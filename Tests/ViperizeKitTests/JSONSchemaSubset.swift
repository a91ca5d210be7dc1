import Foundation

/// Validates a JSON value against the subset of JSON Schema that docs/audit-schema.json uses:
/// `type`, `required`, `properties`, `additionalProperties` (false or a schema), `items`, `enum`,
/// `minimum` and local `$ref`s (`#/$defs/name`). Anything else in the schema is a test failure,
/// so the schema cannot grow a keyword this validator silently ignores.
struct JSONSchemaSubset {
  static let understood: Set<String> = [
    "$schema", "title", "description", "type", "required", "properties", "additionalProperties", "items", "enum",
    "minimum", "$ref", "$defs",
  ]

  let root: [String: Any]

  /// Problems found, as `path: message`; empty when valid.
  func validate(_ value: Any) -> [String] {
    var problems: [String] = []
    check(value, against: root, at: "$", into: &problems)
    return problems
  }

  private func check(_ value: Any, against schema: [String: Any], at path: String, into problems: inout [String]) {
    for key in schema.keys where !Self.understood.contains(key) { problems.append("\(path): schema keyword '\(key)' not supported") }
    if let reference = schema["$ref"] as? String {
      let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
      guard let definitions = root["$defs"] as? [String: Any], let target = definitions[name] as? [String: Any] else {
        problems.append("\(path): unresolved \(reference)")
        return
      }
      check(value, against: target, at: path, into: &problems)
      return
    }
    if let type = schema["type"] as? String, !Self.has(type, value) {
      problems.append("\(path): expected \(type), got \(Swift.type(of: value))")
      return
    }
    if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { "\($0)" == "\(value)" }) {
      problems.append("\(path): \(value) not in \(allowed)")
    }
    if let minimum = schema["minimum"] as? Double, let number = value as? NSNumber, number.doubleValue < minimum {
      problems.append("\(path): \(number) < \(minimum)")
    }
    if let object = value as? [String: Any] {
      for key in schema["required"] as? [String] ?? [] where object[key] == nil { problems.append("\(path): missing '\(key)'") }
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for (key, member) in object {
        if let propertySchema = properties[key] as? [String: Any] {
          check(member, against: propertySchema, at: "\(path).\(key)", into: &problems)
        } else if let additional = schema["additionalProperties"] as? [String: Any] {
          check(member, against: additional, at: "\(path).\(key)", into: &problems)
        } else if schema["additionalProperties"] as? Bool == false {
          problems.append("\(path): unexpected property '\(key)'")
        }
      }
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      for (index, element) in array.enumerated() { check(element, against: items, at: "\(path)[\(index)]", into: &problems) }
    }
  }

  private static func has(_ type: String, _ value: Any) -> Bool {
    let number = value as? NSNumber
    // JSONSerialization gives booleans as __NSCFBoolean (Linux and macOS); `is Bool` is also true of 0 and 1.
    let isBool = Swift.type(of: value) == Bool.self || String(describing: Swift.type(of: value)) == "__NSCFBoolean"
    switch type {
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "string": return value is String
    case "boolean": return isBool
    case "integer": return !isBool && number.map { $0.doubleValue == $0.doubleValue.rounded() } ?? false
    case "number": return !isBool && number != nil
    default: return false
    }
  }
}
