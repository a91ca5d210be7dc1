import Foundation

/// Reads the YAML subset `.viperize.yml` uses — no more — into key/value pairs with line numbers.
///
/// ```yaml
/// module-prefix: AG          # top-level `key: value`, comments, 'single' or "double" quotes
/// signals:                   # a block list of maps, each written as a flow map …
///   - {pattern: data-access, type: APIClient}
///   - pattern: navigation    # … or as a block map
///     receiver-suffix: coordinator
/// audit:                     # a block map of `key: value` (one level)
///   max-methods: 25
/// ```
/// Anything else (anchors, multi-line strings, nested lists, tabs) is an error with its line.
struct ConfigParser {
  /// One `key: value` with the 1-based line it is on.
  struct Entry: Equatable {
    var key: String
    var value: String
    var line: Int
  }

  /// A top-level entry; `items` holds the maps of a block list (`signals:`), in order, and
  /// `entries` the `key: value` lines of a block map (`audit:`).
  struct TopLevel: Equatable {
    var entry: Entry
    var items: [Item] = []
    var entries: [Entry] = []
  }

  /// One `- …` list item: its entries and the text of its first line (for messages and examples).
  struct Item: Equatable {
    var line: Int
    var text: String
    var entries: [Entry] = []
  }

  struct Failure: Error, Equatable {
    var line: Int
    var message: String
  }

  static func parse(_ text: String) throws(Failure) -> [TopLevel] {
    var result: [TopLevel] = []
    var itemIndent: Int?  // indentation of the current block map's keys
    var mapIndent: Int?  // indentation of a top-level block map's keys (`audit:`)
    let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
    for (offset, rawLine) in lines.enumerated() {
      let number = offset + 1
      var line = stripComment(String(rawLine))
      while line.last == " " { line.removeLast() }
      if line.isEmpty || line == "---" { continue }
      if line.hasPrefix("\t") || line.drop(while: { $0 == " " }).hasPrefix("\t") {
        throw Failure(line: number, message: "tabs are not allowed for indentation")
      }
      let indent = line.prefix(while: { $0 == " " }).count
      let content = String(line.dropFirst(indent))
      if indent == 0 {
        itemIndent = nil
        mapIndent = nil
        let (key, value) = try pair(content, line: number)
        result.append(TopLevel(entry: Entry(key: key, value: value, line: number)))
        continue
      }
      guard !result.isEmpty, result[result.count - 1].entry.value.isEmpty else {
        throw Failure(line: number, message: "unexpected indentation")
      }
      if content == "-" || content.hasPrefix("- ") {
        guard result[result.count - 1].entries.isEmpty else {
          throw Failure(line: number, message: "expected 'key: value' (a map and a list cannot be mixed)")
        }
        let rest = String(content.dropFirst()).drop(while: { $0 == " " })
        var item = Item(line: number, text: content)
        if rest.hasPrefix("{") {
          guard rest.hasSuffix("}") else { throw Failure(line: number, message: "unterminated '{'") }
          for part in splitOutsideQuotes(String(rest.dropFirst().dropLast()), separator: ",") {
            let trimmed = part.trimmingSpaces()
            if trimmed.isEmpty { continue }
            let (key, value) = try pair(trimmed, line: number)
            item.entries.append(Entry(key: key, value: value, line: number))
          }
          itemIndent = nil
        } else if !rest.isEmpty {
          let (key, value) = try pair(String(rest), line: number)
          item.entries.append(Entry(key: key, value: value, line: number))
          itemIndent = indent + (content.count - rest.count)
        } else {
          itemIndent = indent + 2
        }
        result[result.count - 1].items.append(item)
      } else if let keys = itemIndent, indent == keys, !result[result.count - 1].items.isEmpty {
        let (key, value) = try pair(content, line: number)
        let last = result[result.count - 1].items.count - 1
        result[result.count - 1].items[last].entries.append(Entry(key: key, value: value, line: number))
      } else if result[result.count - 1].items.isEmpty, mapIndent == nil || mapIndent == indent {
        let (key, value) = try pair(content, line: number)
        mapIndent = indent
        result[result.count - 1].entries.append(Entry(key: key, value: value, line: number))
      } else {
        throw Failure(line: number, message: "expected a list item '- {pattern: …, call: …}'")
      }
    }
    return result
  }

  /// `key: value` → (key, unquoted value); a key alone (`signals:`) has an empty value.
  static func pair(_ text: String, line: Int) throws(Failure) -> (String, String) {
    let parts = splitOutsideQuotes(text, separator: ":", limit: 1)
    guard parts.count == 2 else { throw Failure(line: line, message: "expected 'key: value'") }
    let key = parts[0].trimmingSpaces()
    let rawValue = parts[1]
    guard !key.isEmpty, rawValue.isEmpty || rawValue.hasPrefix(" ") else {
      throw Failure(line: line, message: "expected 'key: value'")
    }
    let value = rawValue.trimmingSpaces()
    if value.hasPrefix("[") || value.hasPrefix("&") || value.hasPrefix("*") || value.hasPrefix("|")
      || value.hasPrefix(">")
    {
      if value == "[]" { return (key, "[]") }
      throw Failure(line: line, message: "unsupported YAML in value of '\(key)'; see docs/cli.md")
    }
    return (key, try unquote(value, line: line))
  }

  static func unquote(_ value: String, line: Int) throws(Failure) -> String {
    guard let quote = value.first, quote == "\"" || quote == "'" else { return value }
    guard value.count >= 2, value.last == quote else { throw Failure(line: line, message: "unterminated string") }
    let inner = String(value.dropFirst().dropLast())
    return quote == "'" ? inner.replacingOccurrences(of: "''", with: "'") : inner.replacingOccurrences(of: "\\\"", with: "\"")
  }

  /// Removes a `#` comment that is not inside quotes (it must start the line or follow a space).
  static func stripComment(_ line: String) -> String {
    var quote: Character?
    var previous: Character = " "
    for index in line.indices {
      let character = line[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "#", previous == " " {
        return String(line[..<index])
      }
      previous = character
    }
    return line
  }

  static func splitOutsideQuotes(_ text: String, separator: Character, limit: Int = .max) -> [String] {
    var parts: [String] = []
    var current = ""
    var quote: Character?
    for character in text {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == separator, parts.count < limit {
        parts.append(current)
        current = ""
        continue
      }
      current.append(character)
    }
    parts.append(current)
    return parts
  }
}

extension String {
  func trimmingSpaces() -> String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
