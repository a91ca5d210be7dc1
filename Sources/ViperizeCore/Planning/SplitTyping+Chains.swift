import Foundation

/// Swift locals declared from a chain of Foundation members on a value whose type is known:
/// `guard let directory = FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask).first`
/// → `URL` (`urls(for:in:)` returns `[URL]`, its `first` is `URL?`, unwrapped by the binding);
/// `let database = directory.appendingPathComponent("MediaLibrary")` → `URL` (the local's own
/// type, found the same way, then `URL`'s member).
extension SplitTyping {
  /// The type a Swift local gets from its value `head.member(…).member…` (`chainMemberTypes`):
  /// the head is a well-known read whose type is told (`returnType(of:in:)`) or a local or
  /// parameter typed before it; each step is a member of the known type, `?.` on an optional
  /// keeping it optional, `!` unwrapping it. Bound by `if let`/`guard let`, the value is
  /// unwrapped. `nil` when a step is not known.
  func chainedType(of definition: Statement, name: String, in statements: [Statement]) -> String? {
    // One binding of an `if`/`guard` may sit among others (`guard let url = urls.first, let note
    // = note else`): its value ends at its own `,`.
    let binds = definition.kind == .guardStatement || definition.kind == .ifStatement
    guard classified.model.language == .swift,
      definition.ownDefinedLocals == [name] || (binds && definition.ownDefinedLocals.filter({ $0 == name }).count == 1),
      let (value, binds) = chainValue(of: definition, name: name)
    else { return nil }
    var type: String
    var rest: Substring
    let valueStart = definition.span.start + value.base.utf8.distance(from: value.base.startIndex, to: value.startIndex)
    if let site = definition.valueSites.first(where: { $0.range.lowerBound == valueStart }),
      case .written(let known)? = returnType(of: site, in: definition)
    {
      type = known
      rest = value.dropFirst(site.range.count)
    } else if let (cast, after) = Self.parenthesizedCast(value) {
      // `(folder as NSString).appendingPathComponent(name)`: the cast tells the head's type.
      type = cast
      rest = after
    } else {
      var head = value.prefix { $0.isWordCharacter }
      var skipped = 0
      if head == "self", value.dropFirst(4).first == "." {
        skipped = 5
        head = value.dropFirst(5).prefix { $0.isWordCharacter }
      }
      guard let first = head.first, first.isLowercase || first == "_", head != name, head != "self" else { return nil }
      if let inherited = inheritedControllerType(String(head), explicit: skipped > 0) {
        type = inherited
      } else {
        guard skipped == 0 else { return nil }
        let before = statements.filter { $0.span.end <= definition.span.start }
        if case .written(let local) = self.type(of: String(head), definedIn: before, readAfter: true) {
          type = local
        } else if let property = storedPropertyRead(String(head)) {
          // A stored property read without `self.` (`playerScreen?.brightness`).
          type = property
        } else {
          return nil
        }
      }
      rest = value.dropFirst(skipped + head.count)
    }
    while true {
      rest = rest.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
      if rest.isEmpty { break }
      var optionalLink = false
      if rest.hasPrefix("!") {
        guard type.hasSuffix("?") else { return nil }
        type = Self.wrapped(type)
        rest = rest.dropFirst()
        continue
      }
      // A default the chain falls back on, a literal of the wrapped type, ends it unwrapped
      // (`textField.text?.trimmingCharacters(in: .whitespaces) ?? ""` → `String`).
      if rest.hasPrefix("??") {
        guard type.hasSuffix("?") else { return nil }
        let fallback = rest.dropFirst(2).trimmingCharacters(in: .whitespaces)
        let wrapped = Self.wrapped(type)
        guard Self.isLiteral(fallback, of: wrapped) else { return nil }
        type = wrapped
        break
      }
      // One element of an array (`paths[0]`), not a slice (`paths[1...]`) nor a keyed read.
      if rest.hasPrefix("["), !type.hasSuffix("?") {
        guard let element = Self.arrayElement(of: type), let close = Self.closingDelimiter(in: rest) else { return nil }
        // An integer literal only: a name may hold a range (`paths[window]` is a slice).
        let index = rest[rest.index(after: rest.startIndex)..<close].trimmingCharacters(in: .whitespaces)
        guard !index.isEmpty, index.allSatisfy(\.isNumber) else { return nil }
        type = element
        rest = rest[rest.index(after: close)...]
        continue
      }
      if rest.hasPrefix("?.") {
        guard type.hasSuffix("?") else { return nil }
        optionalLink = true
        rest = rest.dropFirst()
      }
      guard rest.hasPrefix("."), !(type.hasSuffix("?") && !optionalLink) else { return nil }
      rest = rest.dropFirst()
      let member = rest.prefix { $0.isWordCharacter }
      guard !member.isEmpty else { return nil }
      rest = rest.dropFirst(member.count)
      // A method's arguments, whatever they are: the member tells the type.
      if rest.first == "(" {
        guard let close = Self.closingDelimiter(in: rest) else { return nil }
        rest = rest[rest.index(after: close)...]
      }
      let base = optionalLink ? Self.wrapped(type) : type
      guard var next = Self.memberType(of: base, String(member)) else { return nil }
      if optionalLink && !next.hasSuffix("?") { next += "?" }
      type = next
    }
    if binds {
      guard type.hasSuffix("?") else { return nil }
      return Self.wrapped(type)
    }
    return type
  }

  /// The value a declaration (`let name = value`) or a binding of an `if`/`guard` (`let name =
  /// value,`, `… else`, `… {`) gives `name`, and whether it binds (unwraps) it.
  /// With `occurrence`, the value of that binding of the name in the statement's text (0 first):
  /// an `if` binds it again in an `else if` (`if let url = URL(string: a) { … } else if let url =
  /// URL(string: b) { … }`).
  func chainValue(of definition: Statement, name: String, occurrence: Int = 0) -> (value: Substring, binds: Bool)? {
    let text = classified.model.text(of: definition.span)
    let binds = definition.kind == .guardStatement || definition.kind == .ifStatement
    guard binds || definition.kind == .declaration else { return nil }
    let openings = ["let \(name) = ", "var \(name) = "].flatMap { text.ranges(of: $0) }.sorted { $0.lowerBound < $1.lowerBound }
    guard occurrence < openings.count else { return nil }
    let opening = openings[occurrence]
    // A pattern's binding (`case let name = value`) matches the value as it is: no unwrapping.
    if binds, text[..<opening.lowerBound].hasSuffix("case ") { return nil }
    if !binds {
      let before = text[..<opening.lowerBound].trimmingCharacters(in: .whitespaces)
      guard before.isEmpty || ["private", "fileprivate", "lazy"].contains(before) else { return nil }
    }
    var value = text[opening.upperBound...]
    // Raw and multi-line string literals are left to the compiler.
    guard !value.contains("\"\"\""), !value.contains("#\"") else { return nil }
    // The value ends at its binding's end: a `,`, `{` or `else` outside brackets and literals.
    var depth = 0
    var end = value.endIndex
    let closed = Self.forEachCodeIndex(in: value) { index in
      let character = value[index]
      if "([{".contains(character) {
        if character == "{" && depth == 0 && binds { end = index; return false }
        depth += 1
      } else if ")]}".contains(character) {
        depth -= 1
      } else if depth == 0, binds, character == "," || value[index...].hasPrefix(" else") || value[index...].hasPrefix("\nelse") {
        end = index
        return false
      }
      return true
    }
    guard closed else { return nil }
    value = value[..<end]
    while let last = value.last, last == " " || last == "\n" || last == ";" || last == "\t" { value = value.dropLast() }
    return value.isEmpty ? nil : (value, binds)
  }

  /// The type a parenthesised cast at the start of `text` tells (`(folder as NSString)` →
  /// `NSString`, `as?` → optional) and the text after it; `nil` when `text` does not open with
  /// one whose cast ends it and whose type is a plain name.
  static func parenthesizedCast(_ text: Substring) -> (type: String, rest: Substring)? {
    guard text.first == "(", let close = closingDelimiter(in: text) else { return nil }
    let inner = text[text.index(after: text.startIndex)..<close]
    guard let cast = trailingCast(inner) else { return nil }
    return (cast, text[text.index(after: close)...])
  }

  /// The type a value that ends with a cast is given (`name.lastPathComponent as NSString` →
  /// `NSString`, `as!` → the type, `as?` → optional), when what is cast is one chain (no space
  /// outside brackets and literals, so no operator that binds less tightly) and the type a plain
  /// name; `nil` otherwise.
  static func trailingCast(_ text: Substring) -> String? {
    let value = text.trimmingCharacters(in: .whitespacesAndNewlines)[...]
    var depth = 0
    var spaces: [Substring.Index] = []
    guard forEachCodeIndex(in: value, { index in
      switch value[index] {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case " " where depth == 0: spaces.append(index)
      default: break
      }
      return true
    }), depth == 0, spaces.count == 2 else { return nil }
    let word = value[value.index(after: spaces[0])..<spaces[1]]
    let typeName = value[value.index(after: spaces[1])...]
    guard ["as", "as!", "as?"].contains(word), let first = typeName.first, first.isUppercase,
      typeName.allSatisfy({ $0.isWordCharacter || $0 == "." })
    else { return nil }
    return word == "as?" ? InferredType.optional(String(typeName)) : String(typeName)
  }

  /// The element type of an array type written `[T]` (`nil` for a dictionary or another type).
  static func arrayElement(of type: String) -> String? {
    let trimmed = type.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("["), trimmed.hasSuffix("]") else { return nil }
    let inner = trimmed.dropFirst().dropLast()
    guard topLevelColon(in: inner) == nil else { return nil }
    let element = inner.trimmingCharacters(in: .whitespaces)
    return element.isEmpty ? nil : element
  }

  /// The `)` or `]` closing the `(` or `[` that `text` opens with, past string literals (no raw
  /// or multi-line one: `chainValue` refuses those).
  static func closingDelimiter(in text: Substring) -> Substring.Index? {
    guard let open = text.first, let close: Character = open == "(" ? ")" : open == "[" ? "]" : nil else { return nil }
    var depth = 0
    var found: Substring.Index?
    _ = forEachCodeIndex(in: text) { index in
      if text[index] == open {
        depth += 1
      } else if text[index] == close {
        depth -= 1
        if depth == 0 { found = index; return false }
      }
      return true
    }
    return found
  }

  /// Visits the indices of `text` outside its string literals, quotes excluded (a `\` in a
  /// literal escapes the next character), until `visit` returns `false`; `false` when a literal
  /// was left open before that.
  static func forEachCodeIndex(in text: Substring, _ visit: (Substring.Index) -> Bool) -> Bool {
    var inString = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if inString {
        if character == "\\" {
          index = text.index(after: index)
          if index == text.endIndex { return false }
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if !visit(index) {
        return true
      }
      index = text.index(after: index)
    }
    return true
  }

  /// The type of `member` of a value of `type`: an array's `first`/`last` (its element,
  /// optional), `count`, `isEmpty`; Foundation's `URL`, `String` and `Data` members that return
  /// a value of a known type (`chainMemberTypes`).
  static func memberType(of type: String, _ member: String) -> String? {
    let trimmed = type.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
      guard let element = arrayElement(of: trimmed) else { return nil }
      switch member {
      case "first", "last": return element.hasSuffix("?") || element.hasSuffix("!") ? nil : InferredType.optional(element)
      case "count": return "Int"
      case "isEmpty": return "Bool"
      default: return nil
      }
    }
    if let known = chainMemberTypes[trimmed]?[member] { return known }
    // What a UIKit control shows (`textField.text` → `String?`, `sender.isOn` → `Bool`).
    if trimmed.hasPrefix("UI"), trimmed.dropFirst(2).first?.isUppercase == true,
      ["text", "placeholder", "isOn", "isEnabled", "isHidden", "tag", "progress"].contains(member)
    {
      return uiKitPropertyTypes[member]?.swift
    }
    return nil
  }

  /// Whether a closure of the member takes a parameter `name`, another value of the name.
  private func closureTakes(_ name: String) -> Bool {
    member.flattenedStatements.contains { statement in
      statement.allClosures.contains { $0.parameters.contains { $0.name == name } }
    }
  }

  /// The written or evident type of the stored property a bare `name` reads: no local, parameter
  /// or closure parameter of the member has that name.
  private func storedPropertyRead(_ name: String) -> String? {
    guard !member.facts.definedLocals.contains(name), member.signature?.parameters.contains(where: { $0.name == name }) != true,
      !closureTakes(name)
    else { return nil }
    return storedPropertyType(name)
  }

  /// The type of UIKit's controller property `name` the controller inherits (`navigationController`
  /// → `UINavigationController?`), when it derives from a UIKit controller and neither declares
  /// a member nor (read without `self.`) a local of that name.
  private func inheritedControllerType(_ name: String, explicit: Bool) -> String? {
    guard let type = Self.inheritedControllerProperties[name], let superclass = classified.model.superclass,
      ScopeRule.uiKitControllers.contains(superclass), !classified.model.members.contains(where: { $0.baseName == name }),
      explicit || !member.facts.definedLocals.contains(name), explicit || member.signature?.parameters.contains(where: { $0.name == name }) != true
    else { return nil }
    return type
  }

  /// UIKit's controller properties a controller reads to reach the screens around it.
  static let inheritedControllerProperties: [String: String] = [
    "navigationController": "UINavigationController?", "tabBarController": "UITabBarController?",
    "splitViewController": "UISplitViewController?", "presentedViewController": "UIViewController?",
    "presentingViewController": "UIViewController?", "parent": "UIViewController?",
  ]

  /// Members of Foundation value types whose type is fixed, by the type's name.
  static let chainMemberTypes: [String: [String: String]] = [
    "URL": [
      "path": "String", "absoluteString": "String", "lastPathComponent": "String", "pathExtension": "String",
      "appendingPathComponent": "URL", "appendingPathExtension": "URL", "deletingLastPathComponent": "URL",
      "deletingPathExtension": "URL", "appending": "URL", "standardizedFileURL": "URL", "standardized": "URL",
      "resolvingSymlinksInPath": "URL", "isFileURL": "Bool", "host": "String?", "scheme": "String?", "query": "String?",
      "pathComponents": "[String]",
    ],
    "String": [
      "count": "Int", "isEmpty": "Bool", "lowercased": "String", "uppercased": "String", "capitalized": "String",
      "trimmingCharacters": "String", "replacingOccurrences": "String", "components": "[String]",
    ],
    "Data": ["count": "Int", "isEmpty": "Bool"],
    // Path work on a string bridged to `NSString` (`(folder as NSString).appendingPathComponent(name)`).
    "NSString": [
      "appendingPathComponent": "String", "appendingPathExtension": "String?", "deletingPathExtension": "String",
      "deletingLastPathComponent": "String", "lastPathComponent": "String", "pathExtension": "String",
      "expandingTildeInPath": "String", "abbreviatingWithTildeInPath": "String", "standardizingPath": "String",
      "resolvingSymlinksInPath": "String", "pathComponents": "[String]", "length": "Int",
    ],
    // UIKit's containers, for the screens they hold (`navigationController?.topViewController`).
    "UINavigationController": [
      "topViewController": "UIViewController?", "visibleViewController": "UIViewController?",
      "viewControllers": "[UIViewController]", "presentedViewController": "UIViewController?",
    ],
    // The screen a controller shows on (`view.window?.screen.brightness`).
    "UIScreen": ["brightness": "CGFloat", "scale": "CGFloat", "nativeScale": "CGFloat", "bounds": "CGRect"],
    "UITabBarController": ["selectedViewController": "UIViewController?", "presentedViewController": "UIViewController?"],
    "UIViewController": [
      "presentedViewController": "UIViewController?", "presentingViewController": "UIViewController?",
      "navigationController": "UINavigationController?", "parent": "UIViewController?",
    ],
  ]

  /// Whether `text` is a literal of `type` alone: a string literal of `String` without
  /// interpolation, a whole number of `Int`, `true`/`false` of `Bool`, `[]` of an array.
  static func isLiteral(_ text: String, of type: String) -> Bool {
    switch type {
    case "String": return text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") && !text.dropFirst().dropLast().contains("\"")
        && !text.contains("\\(")
    case "Int": return !text.isEmpty && text.allSatisfy { $0.isNumber }
    case "Bool": return text == "true" || text == "false"
    default: return type.hasPrefix("[") && !type.contains(":") && text == "[]"
    }
  }

  /// The type a Swift local must have for a well-known API the member hands it to whole
  /// (`consumedTypes`): `let data = try await session.data(with: url)`, the app's own load of no
  /// told type, then `JSONDecoder().decode([Result].self, from: data)` → `Data`. Only for a local
  /// the member declares once and no closure of it takes as a parameter (either would be
  /// another value of the name).
  func consumedType(of name: String) -> String? {
    guard classified.model.language == .swift, member.facts.definedLocals.filter({ $0 == name }).count == 1,
      !closureTakes(name)
    else { return nil }
    let raw = classified.model.text(of: member.span)
    // Most members hand nothing to these APIs: a plain search first, the patterns only then, on
    // the code alone (a comment or a string naming `UIImage(data: data)` is no use of it).
    guard raw.contains(".decode(") || raw.contains("(data:") || raw.contains("jsonObject(") else { return nil }
    let text = raw.replacingOccurrences(
      of: #"//[^\n]*|/\*[\s\S]*?\*/|"(?:\\.|[^"\\\n])*""#, with: " ", options: .regularExpression)
    let escaped = NSRegularExpression.escapedPattern(for: name)
    for (pattern, type) in Self.consumedTypes {
      let expression = pattern.replacingOccurrences(of: "NAME", with: escaped)
      if text.range(of: expression, options: .regularExpression) != nil { return type }
    }
    return nil
  }

  /// Arguments of well-known APIs that take one type only, as patterns over the member's text
  /// (`NAME` is the local's name): `JSONDecoder()`'s and `PropertyListDecoder()`'s
  /// `decode(_:from:)` (not an object named `decoder`, an app's may take another type), `UIImage(data:)`,
  /// `String(data:encoding:)` and `JSONSerialization.jsonObject(with:)` take `Data`.
  static let consumedTypes: [(pattern: String, type: String)] = [
    (#"(JSONDecoder\(\)|PropertyListDecoder\(\))\s*\.decode\(\s*[A-Za-z_\[][A-Za-z0-9_.<>\[\]: ]*\.self\s*,\s*from:\s*NAME\s*\)"#, "Data"),
    (#"\bUIImage\(\s*data:\s*NAME\s*[,)]"#, "Data"),
    (#"\bString\(\s*data:\s*NAME\s*,\s*encoding:"#, "Data"),
    (#"\bJSONSerialization\.jsonObject\(\s*with:\s*NAME\s*[,)]"#, "Data"),
  ]
}

