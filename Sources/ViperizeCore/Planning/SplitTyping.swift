import Foundation

/// Finds the type of a value that crosses layers, from the code around it.
///
/// In order: a member parameter's type; a local's declared type (`let x: [Trip]`,
/// `NSArray *x`); `NSFetchRequest<Quarter>` or `Quarter.fetchRequest()` / `Quarter.MR_find…` in
/// the defining statement (an array of `Quarter`); the declared type of the view property it is
/// assigned to, or the parameter type of the single-parameter view method that takes it whole as
/// its argument (`self.show(trips)`: `CodeFacts.handedNames`, not another call of the statement).
/// Otherwise `.unknown` (the planner reports the guess).
struct SplitTyping {
  let member: Member
  let classified: ClassifiedController
  /// The scopes around the statements typed, innermost first (`scopes(around:)`).
  var enclosing: [Scope] = []

  /// One scope around code: the statements before it at one level, whose declarations it sees
  /// (`let`/`var`, a `guard`'s bindings; not an `if`'s, a loop's or a `case`'s, which bind for
  /// their own bodies), and the names it cannot see there (`hidden`: a closure's parameters); or
  /// the `if`, `guard` or `switch` holding it, whose clause binds `bound` for it.
  struct Scope {
    var statements: [Statement]
    var hidden: Set<String> = []
    var bound: Set<String>? = nil

    /// The statements declaring `name` for this scope's code.
    func declarations(of name: String) -> [Statement] {
      if let bound { return bound.contains(name) ? statements : [] }
      return statements.filter { SplitTyping.declaresForWhatFollows($0, name) }
    }
  }

  /// Whether a statement declares `name` for the statements after it: a declaration, a `guard`.
  static func declaresForWhatFollows(_ statement: Statement, _ name: String) -> Bool {
    (statement.kind == .declaration || statement.kind == .guardStatement) && statement.ownDefinedLocals.contains(name)
  }

  /// `readAfter`: the name is read by code after `statements` or beside them at their level,
  /// which sees their declarations only (`declaresForWhatFollows`), not what an `if`, a loop or
  /// a `case` among them binds for its own body.
  func type(of name: String, definedIn statements: [Statement], consumers: [Int] = [], readAfter: Bool = false) -> InferredType {
    let definitions = statements.filter { statement in
      statement.facts.definedLocals.contains(name) && statement.ownDefinedLocals.contains(name)
        && (!readAfter || Self.declaresForWhatFollows(statement, name))
    }
    return type(of: name, declaredBy: definitions, in: statements, consumers: consumers)
  }

  private func type(of name: String, declaredBy definitions: [Statement], in statements: [Statement], consumers: [Int]) -> InferredType {
    // A local hides the member's parameter of its name (`guard let key = key`).
    if definitions.isEmpty, !enclosing.contains(where: { $0.hidden.contains(name) || !$0.declarations(of: name).isEmpty }),
      let parameter = member.signature?.parameters.first(where: { $0.name == name })
    {
      return Self.whyNotNameableOutside(parameter.type, of: member) == nil ? .written(parameter.type) : .unknown
    }
    // A local bound again from itself (`let row = rows.last`, then `if let row { … }` or `if let
    // row = row`) is the optional outside and the value inside: which one is read is not told here.
    if definitions.count > 1, definitions.contains(where: { rebindsItself($0, name: name) }) { return .unknown }
    // Declared in several scopes (`guard let note = currentNote()`, then `if let note = field.text`
    // around the code): a type only when each declaration tells the same.
    if definitions.count > 1 {
      let types = Set(definitions.map { type(of: name, declaredBy: [$0], in: [$0], consumers: []) })
      return types.count == 1 ? types.first! : .unknown
    }
    guard let definition = definitions.first else { return enclosingType(of: name) }
    // `if let tab = tab`, `guard let key else`: the member's optional parameter, unwrapped.
    if let parameter = member.signature?.parameters.first(where: { $0.name == name }), rebindsItself(definition, name: name) {
      guard parameter.type.hasSuffix("?") || parameter.type.hasSuffix("!"), Self.whyNotNameableOutside(parameter.type, of: member) == nil
      else { return .unknown }
      return .written(Self.escapingIfFunction(Self.wrapped(parameter.type)))
    }
    // A function type taken from a local or a property crosses as `@escaping`: moved code may keep
    // it beyond the call (a completion handed to the router). A parameter's stays as written.
    if let declared = definition.facts.localTypes.first(where: { $0.name == name }) {
      return .written(Self.escapingIfFunction(declared.type))
    }
    // The locals the definition declares itself, worked out once for the rules below.
    let own = definition.ownDefinedLocals
    if let constructed = own.count == 1 ? constructedType(of: definition) : constructedBinding(of: definition, name: name, own: own) {
      return .written(constructed)
    }
    if let element = subscriptedElement(definition, name: name, own: own) { return .written(Self.escapingIfFunction(element)) }
    // `let desc = UserDefaults.standard.bool(forKey: key)`: what the well-known read returns.
    if let site = definition.valueSites.first(where: { $0.context == .value(of: name, isDeclaration: true) }) {
      if let known = returnType(of: site, in: definition) { return known }
      // `let key = favoriteKey()`: what the controller's method says it returns.
      if let returned = calledMethodReturnType(site, in: definition) { return .written(Self.escapingIfFunction(returned)) }
    }
    // `guard let url = searchURL(query: text) else`, `if let id = defaults.string(forKey: k)`: what
    // the optional read or call returns, unwrapped.
    if let site = definition.valueSites.first(where: { $0.context == .binding(of: name) }),
      let optional = returnType(of: site, in: definition).flatMap({ if case .written(let type) = $0 { type } else { nil } })
        ?? calledMethodReturnType(site, in: definition),
      optional.hasSuffix("?") || optional.hasSuffix("!")
    {
      return .written(Self.escapingIfFunction(Self.wrapped(optional)))
    }
    if let evident = evidentType(of: definition, name: name, own: own) ?? boundPropertyType(of: definition, name: name)
      ?? copiedPropertyType(of: definition, name: name, own: own).map(Self.escapingIfFunction)
      ?? chainedType(of: definition, name: name, in: statements)
    {
      return .written(evident)
    }
    if let entity = fetchedEntity(definition.facts) ?? statements.lazy.compactMap({ self.fetchedEntity($0.facts) }).first {
      if definition.facts.calls.contains(where: { ["fetch", "executeFetchRequest"].contains($0.name) || $0.name.hasPrefix("MR_find") }) {
        return .arrayOf(entity)
      }
    }
    if let counted = countedType(of: definition, name: name, own: own) { return .written(counted) }
    for index in consumers {
      if let stored = assignedPropertyType(statements[index], name: name) { return .written(stored) }
      if let uiKit = assignedUIKitPropertyType(statements[index], name: name) { return .written(uiKit) }
      // A method of the view's taking the value whole as its one argument (`self.show(trips)`).
      let facts = statements[index].facts
      for handed in facts.handedNames where handed.name == name {
        guard let reference = facts.selfReferences.first(where: { $0.nameRange == handed.calleeRange && $0.calledName != nil }),
          let target = classified.resolver.resolve(reference),
          let parameters = classified.model.members[target].signature?.parameters, parameters.count == 1
        else { continue }
        return .written(parameters[0].type)
      }
    }
    return .unknown
  }

  /// The scopes around the code at `position` in the member's body, innermost first, as
  /// `enclosing` holds them: at each level the statements before the one holding the code (a
  /// closure's parameters hidden there); the `if` or `switch` whose branch holds it, with what that
  /// branch's clause binds (`Branch.boundNames`); in a condition, what its own clause (or the
  /// `guard`) binds.
  func scopes(around position: Int) -> [Scope] {
    var result: [Scope] = []
    var level = member.statements
    while let index = level.firstIndex(where: { $0.extendedSpan.range.contains(position) }) {
      let holder = level[index]
      result.insert(Scope(statements: Array(level[..<index])), at: 0)
      let inside = { (statements: [Statement]) in statements.contains { $0.extendedSpan.range.contains(position) } }
      if let branch = holder.branches.firstIndex(where: { inside($0.statements) }) {
        // The clause holding the code binds for it; another clause's names mean what they mean outside.
        let bound = Set(holder.branches[branch].boundNames)
        if !bound.isEmpty { result.insert(Scope(statements: [holder], bound: bound), at: 0) }
        level = holder.branches[branch].statements
      } else if inside(holder.block) {
        level = holder.block
      } else if let closure = holder.allClosures.first(where: { inside($0.statements) }) {
        result[0].hidden = Set(closure.parameters.map(\.name) + closure.capturedNames)
        level = closure.statements
      } else {
        // In an `if`'s or `guard`'s own conditions: what its clause's earlier conditions bind
        // (a later clause's, an `else if`'s, from the branch whose body follows the position).
        if holder.kind == .guardStatement {
          result.insert(Scope(statements: [holder], bound: Set(holder.ownDefinedLocals)), at: 0)
        } else if holder.kind == .ifStatement,
          let clause = holder.branches.firstIndex(where: { position < $0.bodySpan.start })
        {
          let bound = Set(holder.branches[clause].boundNames)
          if !bound.isEmpty { result.insert(Scope(statements: [holder], bound: bound), at: 0) }
        }
        break
      }
    }
    return result
  }

  /// The type of a local an enclosing scope defines (`guard let url = … else { return }` before
  /// the `Task { … }` whose statements are split), unless a closure parameter hides it first.
  private func enclosingType(of name: String) -> InferredType {
    for (index, scope) in enclosing.enumerated() {
      if scope.hidden.contains(name) { return .unknown }
      let definitions = scope.declarations(of: name)
      if definitions.isEmpty { continue }
      var outer = self
      outer.enclosing = Array(enclosing.dropFirst(index + 1))
      return outer.type(of: name, declaredBy: definitions, in: scope.statements, consumers: [])
    }
    return .unknown
  }

  /// Why a parameter's type does not mean the same in another class's method, for the refusal:
  /// `inout` (the moved code's writes would not reach the caller), or naming one of the member's
  /// generic parameters (`alert: inout T` of `handleAlert<T: JSAlertInfo>`); `nil` when it can
  /// cross to another layer.
  static func whyNotNameableOutside(_ type: String, of member: Member) -> String? {
    if type.hasPrefix("inout ") { return "it is passed inout, and the moved code's writes would not reach the caller" }
    guard let clause = member.signature?.genericParameterClause else { return nil }
    let generics = Set(clause.dropFirst().dropLast().split(separator: ",").compactMap { parameter in
      parameter.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) }
    })
    guard let generic = SourceWords.identifiers(in: type).first(where: generics.contains) else { return nil }
    return "it names the method's generic parameter '\(generic)'"
  }

  /// The type a Swift local's value shows (`let email = emailField.text ?? ""` → `String`,
  /// `let isOn = toggle.isOn` → `Bool`): a UIKit property read on one of the controller's
  /// outlets (`uiKitPropertyTypes`; `text!` unwraps it, `field?.isOn` makes it optional), or a
  /// property read defaulted with `??` to a string or Boolean literal. `nil` when it shows none.
  private func evidentType(of definition: Statement, name: String, own: [String]) -> String? {
    guard classified.model.language == .swift, definition.kind == .declaration, own == [name],
      let (declared, value) = sides(of: definition), declared.hasSuffix(" " + name)
    else { return nil }
    if Self.isStringLiteral(value) { return "String" }
    // A chain cast whole tells its type (`let name = url.lastPathComponent as NSString`).
    if let cast = Self.trailingCast(value) { return cast }
    // A literal alone has its default type: `var count = 0` is an `Int`, `var ratio = 0.5` a `Double`.
    if let literal = Self.literalType(value) { return literal }
    let parts = value.components(separatedBy: " ?? ")
    guard parts.count <= 2 else { return nil }
    let read = parts[0]
    // A chain of names, no call, subscript or operator.
    guard read.allSatisfy({ $0.isWordCharacter || $0 == "." || $0 == "?" || $0 == "!" }),
      read.first?.isLetter == true
    else { return nil }
    if parts.count == 2 {
      let fallback = parts[1]
      if fallback.hasPrefix("\""), fallback.hasSuffix("\""), fallback.count >= 2, !fallback.dropFirst().dropLast().contains("\"") {
        return "String"
      }
      // An integer literal would not tell `Int` from `Double` (`item.price ?? 0`).
      return fallback == "true" || fallback == "false" ? "Bool" : nil
    }
    var components = read.split(separator: ".").map(String.init)
    if components.first == "self" { components.removeFirst() }
    guard components.count == 2 else { return nil }
    let outlet = components[0].filter { $0 != "?" && $0 != "!" }
    let property = components[1].filter { $0 != "?" && $0 != "!" }
    // `let newest = messages.first` where the view declares `messages: [Message]` → `Message?`.
    if components.allSatisfy({ !$0.contains("?") && !$0.contains("!") }),
      let read = readProperty(Substring(outlet), declaredHere: 0), let element = arrayElement(ofProperty: read),
      let type = ["first": element + "?", "last": element + "?", "count": "Int", "isEmpty": "Bool"][property]
    {
      return type
    }
    guard var type = Self.uiKitPropertyTypes[property]?.swift,
      classified.model.members.contains(where: { $0.kind == .storedProperty && $0.propertyName == outlet && $0.has("IBOutlet") })
    else { return nil }
    if components[1].hasSuffix("!") {
      guard type.hasSuffix("?") else { return nil }
      type.removeLast()
    }
    if components[0].hasSuffix("?") && !type.hasSuffix("?") { type += "?" }
    return type
  }

  /// The default type of a lone Swift number or Boolean literal (`0`, `-1_000`, `0x1F`, `2.5`,
  /// `1e3`, `true`): `Int`, `Double` or `Bool`; `nil` for anything else.
  static func literalType(_ text: Substring) -> String? {
    var text = withoutStatementEnd(text)
    if text == "true" || text == "false" { return "Bool" }
    if text.first == "-" { text.removeFirst() }
    func digits(_ part: Substring, hex: Bool = false) -> Bool {
      part.first.map { $0.isASCII && ($0.isNumber || (hex && $0.isHexDigit)) } == true
        && part.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isNumber || (hex && $0.isHexDigit))) }
    }
    if text.hasPrefix("0x") || text.hasPrefix("0b") || text.hasPrefix("0o") { return digits(text.dropFirst(2), hex: true) ? "Int" : nil }
    // Digits, then `.` and digits, then an exponent: `2`, `2.5`, `1e3`, `1.5E-2` (not `1...5`).
    var mantissa = text
    var exponent: Substring?
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = text[..<e]
      var rest = text[text.index(after: e)...]
      if rest.first == "-" || rest.first == "+" { rest.removeFirst() }
      exponent = rest
    }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.allSatisfy({ digits($0) }), exponent.map({ digits($0) }) ?? true else { return nil }
    return parts.count == 2 || exponent != nil ? "Double" : "Int"
  }

  /// The text without the spaces and `;` that end a statement.
  static func withoutStatementEnd(_ text: Substring) -> Substring {
    var text = text
    while text.last == ";" || text.last == " " { text.removeLast() }
    return text
  }

  /// One string literal, interpolations allowed: `"Bye \(name)"` (not `"a" == b`).
  static func isStringLiteral(_ text: Substring) -> Bool {
    let text = withoutStatementEnd(text)
    guard text.count >= 2, text.first == "\"", text.last == "\"", !text.hasPrefix("\"\"\"") else { return false }
    var depth = 0
    var escaped = false
    for character in text.dropFirst().dropLast() {
      if escaped {
        escaped = false
        if character == "(" { depth += 1 }
        continue
      }
      if character == "\\" { escaped = true; continue }
      if depth > 0 {
        if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
        continue
      }
      if character == "\"" { return false }
    }
    return depth == 0 && !escaped
  }

  /// `guard let url = pageURL else { return }` (`if let url = self.pageURL {`) where the view
  /// declares `pageURL: URL?` → `URL`: a Swift optional binding of a stored property.
  /// So does the shorthand `guard let pageURL else { return }` (`if let pageURL {`).
  private func boundPropertyType(of definition: Statement, name: String) -> String? {
    guard classified.model.language == .swift, definition.kind == .guardStatement || definition.kind == .ifStatement
    else { return nil }
    let value: Substring
    let after: Substring
    if let shorthand = shorthandBinding(definition, name: name) {
      value = Substring(name)
      after = shorthand
    } else {
      guard let (bound, rest) = sides(of: definition), bound.hasSuffix("let " + name) || bound.hasSuffix("var " + name)
      else { return nil }
      value = rest.prefix { $0.isWordCharacter || $0 == "." }
      after = rest.dropFirst(value.count).drop { $0 == " " }
    }
    guard after.hasPrefix("else") || after.hasPrefix("{") || after.hasPrefix(",") else { return nil }
    // `guard let oldest = messages.first else` where the view declares `messages: [Message]` → `Message`.
    let path = value.hasPrefix("self.") ? value.dropFirst(5) : value
    if let dot = path.lastIndex(of: "."), ["first", "last"].contains(path[path.index(after: dot)...]),
      let read = readProperty(value.dropLast(path.distance(from: dot, to: path.endIndex)), declaredHere: 0)
    {
      return arrayElement(ofProperty: read)
    }
    // `guard let podcast = podcast` itself declares the name it unwraps.
    let unwrapped = value.hasPrefix("self.") ? value.dropFirst(5) : value
    guard let property = readProperty(value, declaredHere: definition.facts.definedLocals.filter { $0 == unwrapped }.count),
      let type = storedPropertyType(property), type.hasSuffix("?") || type.hasSuffix("!")
    else { return nil }
    return String(type.dropLast())
  }

  /// The element type of a stored property declared an array (`[Message]`, `[Message]?` not:
  /// its reads would chain optionally), neither a dictionary nor of optionals.
  private func arrayElement(ofProperty name: String) -> String? {
    guard let type = storedPropertyType(name)?.trimmingCharacters(in: .whitespaces), type.hasPrefix("["), type.hasSuffix("]")
    else { return nil }
    let inner = type.dropFirst().dropLast()
    let element = inner.trimmingCharacters(in: .whitespaces)
    guard Self.topLevelColon(in: inner) == nil, !element.isEmpty, !element.hasSuffix("?"), !element.hasSuffix("!"),
      !InferredType.needsParenthesesWhenOptional(element)
    else { return nil }
    return element
  }

  /// The `:` of `[Key: Value]`'s inside (`Key: Value`), outside brackets; `nil` for an array's.
  static func topLevelColon(in inner: Substring) -> Substring.Index? {
    var level = 0
    for index in inner.indices {
      switch inner[index] {
      case "[", "<", "(": level += 1
      case "]", ">", ")": level -= 1
      case ":" where level == 0: return index
      default: break
      }
    }
    return nil
  }

  /// The stored property's name a value names (`self.pageURL`, `pageURL`), unless the name is
  /// hidden: by a parameter (`func save(selectedID: String?)`) or by a local of the member other
  /// than the `declaredHere` ones the defining statement declares itself.
  private func readProperty(_ value: Substring, declaredHere: Int) -> String? {
    let explicit = value.hasPrefix("self.")
    let property = explicit ? value.dropFirst(5) : value
    guard !property.isEmpty, !property.contains(".") else { return nil }
    let hidden = !explicit
      && (member.signature?.parameters.contains { $0.name == property } == true
        || member.facts.definedLocals.filter { $0 == property }.count > declaredHere)
    return hidden ? nil : String(property)
  }

  /// `let handler = self.completionHandler` (`let handler = completionHandler`) where the view
  /// declares `completionHandler: CompletionHandler?` → `CompletionHandler?`: a Swift local
  /// declared as a copy of a stored property has the property's type.
  private func copiedPropertyType(of definition: Statement, name: String, own: [String]) -> String? {
    guard classified.model.language == .swift, definition.kind == .declaration, own == [name],
      let (declared, rest) = sides(of: definition), declared.hasSuffix("let " + name) || declared.hasSuffix("var " + name)
    else { return nil }
    let value = Self.withoutStatementEnd(rest)
    // Any local of that name, this one included (`let handler = handler`), hides the property.
    guard value.allSatisfy({ $0.isWordCharacter || $0 == "." }),
      let property = readProperty(value, declaredHere: 0)
    else { return nil }
    return storedPropertyType(property)
  }

  /// Whether the statement binds `name` from a value of the same name (`if let row {`, `guard var
  /// row = row else`), unwrapping a local or property.
  func rebindsItself(_ statement: Statement, name: String) -> Bool {
    guard statement.kind == .guardStatement || statement.kind == .ifStatement else { return false }
    if shorthandBinding(statement, name: name) != nil { return true }
    let text = classified.model.text(of: statement.span)
    // The value is the name alone: `= key {`, `= key,`, `= key else`; not `= key as? String`.
    return ["let", "var"].contains { binding in
      text.ranges(of: "\(binding) \(name) = \(name)").contains { range in
        let rest = text[range.upperBound...].drop { $0 == " " }
        return rest.hasPrefix("{") || rest.hasPrefix(",") || rest.hasPrefix("else")
      }
    }
  }

  /// The text after `guard let name` / `if let name` (`else { … }`, `{`, `, …`) when the
  /// statement opens with that shorthand binding; `nil` otherwise.
  private func shorthandBinding(_ statement: Statement, name: String) -> Substring? {
    let text = classified.model.text(of: statement.span)
    for opening in ["guard let ", "guard var ", "if let ", "if var "] where text.hasPrefix(opening + name) {
      let after = text.dropFirst(opening.count + name.count)
      let rest = after.drop { $0 == " " }
      // `guard let url = articleURL` binds a value, not the property of the same name.
      return rest.hasPrefix("else") || rest.hasPrefix("{") || rest.hasPrefix(",") ? rest : nil
    }
    return nil
  }

  /// `orders = all` (`self.orders = all;`) where the view declares `orders: [Order]` → `[Order]`
  /// (or declares `orders = [Order]()`: the property's `valueType`).
  private func assignedPropertyType(_ consumer: Statement, name: String) -> String? {
    guard consumer.kind == .assignment, consumer.facts.usedNames == [name],
      let write = consumer.facts.selfReferences.first(where: \.isWrite), consumer.facts.selfReferences.count == 1,
      let target = classified.resolver.resolve(write), let type = classified.model.members[target].typeOfValue
    else { return nil }
    guard let (assigned, value) = sides(of: consumer), assigned == write.name || assigned == "self." + write.name else {
      return nil
    }
    return Self.withoutStatementEnd(value) == name ? type : nil
  }

  /// `imageView.image = photo` (`self.imageView.image = photo;`), `title = name`: the type of the
  /// UIKit property the value is assigned to, in the input's language.
  private func assignedUIKitPropertyType(_ consumer: Statement, name: String) -> String? {
    guard consumer.facts.usedNames == [name] else { return nil }
    return assignedUIKitPropertyType(consumer, value: name[...])
  }

  /// The type of the UIKit property `statement` assigns `site`'s value to whole (`nameLabel.text =
  /// SessionManager.shared.userName`), when the site reads no other value the code could ask for
  /// alone: `[NSString stringWithFormat:@"%ld notes", [defaults integerForKey:k]]` formats a read,
  /// and the read is the query, the formatting the view's.
  /// So for a setter sending it (`[_usernameField setPlaceholder:site]`).
  private func assignedUIKitPropertyType(_ statement: Statement, site: ValueSite) -> String? {
    let inner = statement.allValueSites.contains { other in
      other.range != site.range && site.range.lowerBound <= other.range.lowerBound && other.range.upperBound <= site.range.upperBound
        && !other.givesSharedInstance
    }
    guard !inner else { return nil }
    if let setter = site.setter { return uiKitPropertyType(setter.property, of: [setter.receiver]) }
    return assignedUIKitPropertyType(statement, value: classified.model.text(of: site.span)[...])
  }

  /// The type of the UIKit property `statement` assigns `value` to whole (`nameLabel.text =
  /// value`, `self.logoutButton.hidden = value;`), in the input's language.
  private func assignedUIKitPropertyType(_ statement: Statement, value expected: Substring) -> String? {
    guard statement.kind == .assignment, let (assigned, value) = sides(of: statement), Self.withoutStatementEnd(value) == expected
    else { return nil }
    var parts = assigned.split(separator: ".", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: ["?", "!"]) }
    let property = parts.removeLast()
    if parts.first == "self" { parts.removeFirst() }
    return uiKitPropertyType(property, of: parts)
  }

  /// The type of UIKit's `property` of the object `parts` names (`holdsUIKitObject`), in the
  /// input's language.
  private func uiKitPropertyType(_ property: String, of parts: [String]) -> String? {
    guard let types = Self.uiKitPropertyTypes[property], holdsUIKitObject(parts, property: property) else { return nil }
    return classified.model.language == .objectiveC ? types.objc : types.swift
  }

  /// Whether the receiver `parts` of a UIKit property's name is UIKit's own object, whose
  /// property has UIKit's type: an outlet, property, instance variable, local or parameter
  /// declared as a UIKit class (`@IBOutlet weak var nameLabel: UILabel!`, `UIButton *button`),
  /// or, with no receiver, the controller's `title` when it derives from a UIKit controller and
  /// declares no member of that name. Not an app's view (`RingView`'s `progress` may be a
  /// `Double`), a chain (`cell.textLabel?.text`), nor an inherited property of another base.
  private func holdsUIKitObject(_ parts: [String], property: String) -> Bool {
    guard parts.count <= 1 else { return false }
    guard let name = parts.first else {
      guard property == "title", let superclass = classified.model.superclass else { return false }
      return ScopeRule.uiKitControllers.contains(superclass) && !classified.model.members.contains { $0.baseName == property }
        && !member.facts.definedLocals.contains(property)
    }
    let declared = member.facts.localTypes.first { $0.name == name }?.type
      ?? member.signature?.parameters.first { $0.name == name }?.type
      ?? (member.facts.definedLocals.contains(name) ? nil : storedPropertyType(name.hasPrefix("_") ? String(name.dropFirst()) : name))
      ?? classified.model.instanceVariableTypes[name]
    guard let declared, let type = InferredType.written(declared).principalName else { return false }
    return ServiceNames.hasTypePrefix(type, among: ["UI"])
  }

  /// The type of a value site's value: the type written for what it initialises or is assigned
  /// to, else what the call returns (`knownReturnTypes`), else `Bool` for a Swift condition and
  /// `BOOL` for an Objective-C one (`testsTruth`); `nil` when nothing tells (a query needs its
  /// type written).
  func returnType(of site: ValueSite, in statement: Statement) -> InferredType? {
    let language = classified.model.language
    switch site.context {
    case .value(let name, let isDeclaration):
      if isDeclaration, let local = statement.facts.localTypes.first(where: { $0.name == name }) { return .written(local.type) }
      // A value of no told type, which the member hands to an API taking one type only. Not
      // from a method of a framework's data type the catalogue names (`URLSession.shared.data(with:)`):
      // one that `knownReturnTypes` does not know is the app's extension in another file, which
      // a reader or a compiler without it takes for the framework's own of that name
      // (`data(from:)`, returning `(Data, URLResponse)`).
      if isDeclaration, Self.knownReturnTypes[site.call] == nil, realmReadType(site) == nil, !callsFrameworkDataType(site),
        let consumed = consumedType(of: name)
      {
        return .written(consumed)
      }
      if !isDeclaration, let type = assignedType(of: name) { return .written(type) }
      // The controller's own UIKit property (`title = store.summary()`; `holdsUIKitObject`).
      if !isDeclaration, let type = assignedUIKitPropertyType(statement, site: site) { return .written(type) }
    case .operand:
      if let argument = site.argument, let type = parameterType(taking: argument, in: statement), !Self.tellsNothing(type) {
        return .written(type)
      }
      if let type = returnedType(of: site, in: statement) { return .written(type) }
      // Assigned whole to a view's property (`nameLabel.text = SessionManager.shared.userName`).
      if let type = assignedUIKitPropertyType(statement, site: site) { return .written(type) }
    case .binding, .condition:
      break
    }
    // A Swift fetch of a request the member declared with its entity written (`let request =
    // NSFetchRequest<Note>(entityName: "Note")`), given whole to `try context.fetch(request)`:
    // an array of the entity.
    if language == .swift, site.call == "fetch(_:)", site.castType == nil, let entity = fetchedEntity(ofRequestIn: site) {
      if case .value = site.context { return .arrayOf(entity) }
    }
    // A value cast whole has the cast's type (`defaults.object(forKey: k) as? Date` → `Date?`).
    if let cast = site.castType {
      if case .binding = site.context, !cast.hasSuffix("?") { return nil }
      return .written(cast)
    }
    let known = Self.knownReturnTypes[site.call].flatMap { known in
      Self.readsKnownReceiver(site) ? (language == .objectiveC ? known.objc : known.swift) : nil
    }
    if var type = known ?? realmReadType(site) {
      // Reached through an optional chain, the value is optional too (`field.text?.trimmingCharacters(in: .whitespaces)`);
      // the chain going on past it (`Realm.current?.objects(Folder.self).first`) would read the
      // optional plainly once the read is a call: no type is told.
      if language == .swift, !type.isEmpty, !type.hasSuffix("?"),
        Self.chainsOptionally(to: site.call, in: classified.model.text(of: site.span))
      {
        if continuesChain(after: site) { return nil }
        type += "?"
      }
      if case .binding = site.context, !type.hasSuffix("?") { return nil }
      return type.isEmpty ? nil : .written(type)
    }
    if case .condition = site.context {
      if language == .swift { return .written("Bool") }
      // An Objective-C condition is any scalar or pointer: the query answers whether it holds
      // (`InPlaceCall.testsTruth`).
      return .written("BOOL")
    }
    return nil
  }

  /// The written type of what `name = …` assigns: a local's declared type, or a stored
  /// property's declared or evident type (`accounts`, `self.accounts`, ObjC `_accounts`).
  private func assignedType(of name: String) -> String? {
    let property = name.hasPrefix("_") ? String(name.dropFirst()) : name
    let declarations = member.facts.definedLocals.filter { $0 == name }.count
    if declarations > 0 {
      // A local named like a stored property: which one the code assigns is not told here.
      guard storedPropertyType(property) == nil else { return nil }
      let written = member.facts.localTypes.filter { $0.name == name }.map(\.type)
      // Several locals of the name (in two branches or closures): only when each writes the same type.
      if declarations > 1 { return written.count == declarations && Set(written).count == 1 ? written[0] : nil }
      if let local = written.first { return local }
      // Not written: evident from its value (`var count = 0`).
      if case .written(let type) = self.type(of: name, definedIn: member.flattenedStatements) { return type }
      return nil
    }
    // A property's ivar (`_accounts`), else an instance variable of the ivar block
    // (`NSMutableArray *_favourites;`).
    return storedPropertyType(property) ?? classified.model.instanceVariableTypes[name]
  }

  /// The declared or evident type of the stored property `name`.
  func storedPropertyType(_ name: String) -> String? {
    classified.model.members.first { $0.kind == .storedProperty && $0.propertyName == name }?.valueType
  }

  /// Whether code after the site goes on with its value in the same expression: a member, a
  /// subscript, a call or an unwrap (`.first`, `[0]`, `!`, `?.name`), on the same line or the
  /// next (`Realm.current?.objects(Note.self)⏎    .filter("done == false")`).
  private func continuesChain(after site: ValueSite) -> Bool {
    let bytes = classified.model.files[site.span.file].bytes
    var index = site.range.upperBound
    while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index]) {
      index += 1
    }
    guard index < bytes.count else { return false }
    return [UInt8(ascii: "."), UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "!"), UInt8(ascii: "?")].contains(bytes[index])
  }

  /// Whether the receiver chain of the call `call` (its full name) in `text` holds an optional
  /// link (`a?.b.call(…)`): outside brackets, before the call's `.name(`.
  static func chainsOptionally(to call: String, in text: String) -> Bool {
    let name = call.prefix { $0 != "(" }
    guard !name.isEmpty, let range = text.range(of: "." + name + "(", options: .backwards) else { return false }
    var depth = 0
    var previous: Character = " "
    for character in text[..<range.lowerBound] {
      switch character {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "." where depth == 0 && previous == "?": return true
      default: break
      }
      previous = character
    }
    return depth == 0 && previous == "?"
  }

  /// Whether a query of `site` answers whether an Objective-C condition holds, its value's own
  /// type not told (`if ([[KKPasscodeLock sharedLock] isPasscodeRequired])`, which may return an
  /// `NSNumber *` as well as a `BOOL`): it returns `value ? YES : NO`, what the `if` tested.
  func testsTruth(_ site: ValueSite) -> Bool {
    guard classified.model.language == .objectiveC, case .condition = site.context, site.castType == nil else { return false }
    guard let known = Self.knownReturnTypes[site.call], Self.readsKnownReceiver(site) else { return true }
    return known.objc.isEmpty
  }

  /// Whether a known read is sent to the API it is known on: the `…forKey:` family to user
  /// defaults (`UserDefaults.standard`, `[NSUserDefaults standardUserDefaults]`, a receiver
  /// named `defaults`), not to an app's store of the same names (`ProfileStore.shared.url(forKey:)`);
  /// the async loads to a session (`URLSession.shared`, a receiver named `session`).
  static func readsKnownReceiver(_ site: ValueSite) -> Bool {
    let facts = site.facts
    if sessionLoads.contains(site.call) {
      if facts.typeNames.contains(where: { $0.name == "URLSession" }) { return true }
      return lastWord(of: receiver(of: site) ?? "").hasSuffix("session")
    }
    guard site.call.hasSuffix("forKey:)") || site.call.hasSuffix("ForKey:") else { return true }
    if facts.typeNames.contains(where: { ["UserDefaults", "NSUserDefaults", "NSUbiquitousKeyValueStore"].contains($0.name) }) { return true }
    guard let receiver = receiver(of: site) else { return false }
    let last = lastWord(of: receiver)
    return last.hasSuffix("defaults") || last == "standard" && receiver.contains("UserDefaults")
  }

  /// The receiver the site's own call is sent to, as `CallFact.receiver` writes it
  /// (`URLSession.shared`, `self.realm`); `nil` for an implicit one.
  static func receiver(of site: ValueSite) -> String? {
    let name = String(site.call.prefix { $0 != "(" && $0 != ":" })
    return site.facts.calls.last(where: { $0.name == name })?.receiver
  }

  /// The last identifier of a receiver, lower-cased: `URLSession.shared` → `shared`,
  /// `self.userDefaults` → `userdefaults`.
  static func lastWord(of receiver: String) -> String {
    receiver.split(whereSeparator: { !($0.isWordCharacter) }).last.map { $0.lowercased() } ?? ""
  }

  /// Whether the site's call is sent to a type the catalogue reads as data access (`URLSession`,
  /// `FileManager`, `UserDefaults`) or to its shared instance.
  private func callsFrameworkDataType(_ site: ValueSite) -> Bool {
    ServiceNames.root(of: Self.receiver(of: site)).map(classified.catalogue.isDataType) ?? false
  }

  /// The type of a Swift value whose type the source does not write, read by `facts` only as the
  /// first argument of well-known calls that take one type there (`knownArgumentTypes`):
  /// `FileManager.default.removeItem(at: file)` → `URL`, `fileExists(atPath: path)` → `String`.
  /// The moved code takes it as that type, which the value's own type converts to; the code
  /// that keeps it reads it as its own. `nil` when another read of it tells nothing.
  func handedArgumentType(of name: String, in facts: CodeFacts) -> String? {
    guard classified.model.language == .swift, let calls = facts.callsTakingOnly(name) else { return nil }
    var types = Set<String>()
    for call in calls {
      guard let known = Self.knownArgumentTypes[call.fullName], ServiceNames.root(of: call.receiver) == known.receiver else { return nil }
      types.insert(known.type)
    }
    return types.count == 1 ? types.first : nil
  }

  /// Well-known calls taking one type as their first argument, by full name: the type, and the
  /// type they are known on, sent to it or its shared instance (`FileManager.default`), not to an
  /// app's object of the same names. Not Realm's `add(_:update:)`, which takes a sequence of
  /// objects as well as one, on a realm a receiver's name may only pretend to be.
  static let knownArgumentTypes: [String: (type: String, receiver: String)] = [
    "removeItem(at:)": ("URL", "FileManager"), "removeItem(atPath:)": ("String", "FileManager"),
    "fileExists(atPath:)": ("String", "FileManager"), "contents(atPath:)": ("String", "FileManager"),
    "contentsOfDirectory(atPath:)": ("String", "FileManager"),
    "createDirectory(at:withIntermediateDirectories:attributes:)": ("URL", "FileManager"),
  ]

  /// Whether a receiver named like a realm (`realm`, `self.realm`) may be one: not a property or
  /// local whose type is told and is another (`let realm = RealmManager.shared`, the app's wrapper).
  private func mayBeRealm(_ receiver: String) -> Bool {
    let name = receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver
    guard name.allSatisfy({ $0.isWordCharacter }) else { return true }
    let declared: String?
    if member.facts.definedLocals.contains(name) {
      guard case .written(let local) = type(of: name, definedIn: member.flattenedStatements) else { return true }
      declared = local
    } else {
      declared = classified.model.members.first { $0.kind == .storedProperty && $0.propertyName == name }?.typeOfValue
    }
    guard let declared else { return true }
    return declared.trimmingCharacters(in: CharacterSet(charactersIn: " ?!")) == "Realm"
  }

  /// What a Realm read returns, its type told by the model type it is given:
  /// `realm.objects(Channel.self)` → `Results<Channel>`, `realm.object(ofType: Channel.self,
  /// forPrimaryKey: id)` → `Channel?`; sent to a realm only (`Realm`, `try Realm()`, a receiver
  /// named `realm`), not to an app's store of the same names.
  func realmReadType(_ site: ValueSite) -> String? {
    guard classified.model.language == .swift else { return nil }
    let text = classified.model.text(of: site.span)
    let generic: (String) -> String
    let opening: String
    switch site.call {
    case "objects(_:)": (generic, opening) = ({ "Results<\($0)>" }, "objects(")
    case "object(ofType:forPrimaryKey:)": (generic, opening) = ({ "\($0)?" }, "object(ofType:")
    default: return nil
    }
    let receiver = Self.receiver(of: site) ?? ""
    guard site.facts.typeNames.contains(where: { $0.name == "Realm" }) || (Self.lastWord(of: receiver).hasSuffix("realm") && mayBeRealm(receiver)),
      let open = text.range(of: "." + opening, options: .backwards)
    else { return nil }
    let argument = text[open.upperBound...].drop { $0 == " " }
    let model = argument.prefix { $0.isWordCharacter || $0 == "." }
    guard model.hasSuffix(".self"), model.count > 5, model.first?.isUppercase == true else { return nil }
    return generic(String(model.dropLast(5)))
  }

  /// URLSession's async loads, whose names an app's own store may share (`cache.data(for: key)`).
  static let sessionLoads: Set<String> = [
    "data(from:)", "data(for:)", "download(from:)", "download(for:)", "upload(for:from:)", "upload(for:fromFile:)",
  ]

  /// What well-known data reads return, by full name, in Swift and in Objective-C (an empty
  /// type: not in that language). Swift's `object(forKey:)` and `value(forKey:)` are left out:
  /// their `Any?` would reach the view as a placeholder type.
  static let knownReturnTypes: [String: (swift: String, objc: String)] = [
    "bool(forKey:)": ("Bool", ""), "integer(forKey:)": ("Int", ""), "double(forKey:)": ("Double", ""),
    "float(forKey:)": ("Float", ""), "string(forKey:)": ("String?", ""), "stringArray(forKey:)": ("[String]?", ""),
    "data(forKey:)": ("Data?", ""), "url(forKey:)": ("URL?", ""),
    "fileExists(atPath:)": ("Bool", ""), "urls(for:in:)": ("[URL]", ""),
    "NSSearchPathForDirectoriesInDomains(_:_:_:)": ("[String]", ""),
    // URLSession's async loads, on a session only (`URLSession.shared.data(from: url)`).
    "data(from:)": ("(Data, URLResponse)", ""), "data(for:)": ("(Data, URLResponse)", ""),
    "download(from:)": ("(URL, URLResponse)", ""), "download(for:)": ("(URL, URLResponse)", ""),
    "upload(for:from:)": ("(Data, URLResponse)", ""), "upload(for:fromFile:)": ("(Data, URLResponse)", ""),
    "boolForKey:": ("", "BOOL"), "integerForKey:": ("", "NSInteger"), "doubleForKey:": ("", "double"),
    "floatForKey:": ("", "float"), "stringForKey:": ("", "NSString *"), "objectForKey:": ("", "id"),
    "valueForKey:": ("", "id"), "arrayForKey:": ("", "NSArray *"), "dictionaryForKey:": ("", "NSDictionary *"),
    "dataForKey:": ("", "NSData *"), "URLForKey:": ("", "NSURL *"), "stringArrayForKey:": ("", "NSArray<NSString *> *"),
    "fileExistsAtPath:": ("", "BOOL"), "executeFetchRequest:error:": ("", "NSArray *"),
    "countForFetchRequest:error:": ("", "NSUInteger"), "contentsOfDirectoryAtPath:error:": ("", "NSArray<NSString *> *"),
    // Foundation's string work, whatever it is sent to (`let text = field.text.trimmingCharacters(in: .whitespaces)`).
    "trimmingCharacters(in:)": ("String", ""), "lowercased()": ("String", ""), "uppercased()": ("String", ""),
    "replacingOccurrences(of:with:)": ("String", ""), "components(separatedBy:)": ("[String]", ""),
    "joined(separator:)": ("String", ""), "stringByTrimmingCharactersInSet:": ("", "NSString *"),
    "boolValue": ("", "BOOL"), "integerValue": ("", "NSInteger"), "intValue": ("", "int"),
    "doubleValue": ("", "double"), "floatValue": ("", "float"), "unsignedIntegerValue": ("", "NSUInteger"),
  ]

  /// UIKit properties a display assigns model values to, with their types.
  static let uiKitPropertyTypes: [String: (swift: String, objc: String)] = [
    "image": ("UIImage?", "UIImage *"), "text": ("String?", "NSString *"), "title": ("String?", "NSString *"),
    "placeholder": ("String?", "NSString *"), "attributedText": ("NSAttributedString?", "NSAttributedString *"),
    "badgeValue": ("String?", "NSString *"), "isHidden": ("Bool", "BOOL"), "hidden": ("Bool", "BOOL"),
    "isEnabled": ("Bool", "BOOL"), "enabled": ("Bool", "BOOL"), "isOn": ("Bool", "BOOL"), "on": ("Bool", "BOOL"),
    "alpha": ("CGFloat", "CGFloat"), "progress": ("Float", "float"),
    "backgroundColor": ("UIColor?", "UIColor *"), "textColor": ("UIColor?", "UIColor *"),
    "tintColor": ("UIColor?", "UIColor *"), "tag": ("Int", "NSInteger"),
  ]

  /// A well-known API's closure: its parameter types in Swift and in Objective-C (empty: not in
  /// that language), and the receivers it is known on (`nil`: any; the name is the API's own).
  struct KnownClosure {
    var receivers: Set<String>?
    var swift: [String]
    var objc: [String]
  }

  /// The parameter types of well-known APIs' closures, which Swift code rarely writes, by the
  /// call's name and then the closure's parameter count: `NotificationCenter.default.addObserver(forName:…)
  /// { note in … }` → `Notification`; `URLSession.shared.dataTask(with: url) { data, response, error in … }`
  /// → `Data?`, `URLResponse?`, `Error?`. Names several frameworks share (`requestAuthorization`:
  /// photos, speech, media library, notifications) count only on the receiver they are known on
  /// (`PHPhotoLibrary.requestAuthorization`, not `center.requestAuthorization`).
  static let knownClosureParameterTypes: [String: [KnownClosure]] = {
    let task = KnownClosure(swift: ["Data?", "URLResponse?", "Error?"], objc: ["NSData *", "NSURLResponse *", "NSError *"])
    let download = KnownClosure(swift: ["URL?", "URLResponse?", "Error?"], objc: ["NSURL *", "NSURLResponse *", "NSError *"])
    let placemarks = KnownClosure(swift: ["[CLPlacemark]?", "Error?"], objc: ["NSArray<CLPlacemark *> *", "NSError *"])
    func granted(_ receivers: Set<String>) -> KnownClosure {
      KnownClosure(receivers: receivers, swift: ["Bool", "Error?"], objc: ["BOOL", "NSError *"])
    }
    let photos = KnownClosure(receivers: ["PHPhotoLibrary"], swift: ["PHAuthorizationStatus"], objc: ["PHAuthorizationStatus"])
    let capture = KnownClosure(receivers: ["AVCaptureDevice"], swift: ["Bool"], objc: ["BOOL"])
    return [
      "addObserver": [KnownClosure(swift: ["Notification"], objc: [])],
      "addObserverForName": [KnownClosure(swift: [], objc: ["NSNotification *"])],
      "dataTask": [task], "uploadTask": [task], "dataTaskWithRequest": [task], "dataTaskWithURL": [task],
      "uploadTaskWithRequest": [task], "downloadTask": [download], "downloadTaskWithRequest": [download],
      "downloadTaskWithURL": [download],
      "geocodeAddressString": [placemarks], "reverseGeocodeLocation": [placemarks],
      "requestAuthorization": [granted(["UNUserNotificationCenter"]), photos],
      "requestAuthorizationWithOptions": [granted(["UNUserNotificationCenter"])],
      "requestAccess": [granted(["CNContactStore", "EKEventStore"]), capture],
      "requestAccessForEntityType": [granted(["CNContactStore", "EKEventStore"])], "requestAccessForMediaType": [capture],
      // Touch ID / Face ID: `context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: r) { success, error in }`.
      "evaluatePolicy": [KnownClosure(swift: ["Bool", "Error?"], objc: ["BOOL", "NSError *"])],
      "requestRecordPermission": [KnownClosure(swift: ["Bool"], objc: ["BOOL"])],
      "getNotificationSettings": [KnownClosure(swift: ["UNNotificationSettings"], objc: ["UNNotificationSettings *"])],
      "getNotificationSettingsWithCompletionHandler": [KnownClosure(swift: [], objc: ["UNNotificationSettings *"])],
      // `UIApplication.shared.open(url, options: [:]) { success in }`, `[app openURL:url options:@{} completionHandler:^(BOOL success) {}]`.
      "open": [KnownClosure(receivers: ["UIApplication"], swift: ["Bool"], objc: [])],
      "openURL": [KnownClosure(swift: [], objc: ["BOOL"])],
    ]
  }()

  /// Well-known Swift APIs whose closure arguments return nothing (besides
  /// `knownClosureParameterTypes`' completions), by the call's name, with the roots of the
  /// receivers they are known on (`nil`: any, the name being the API's own): an alert's or a
  /// menu's action (`UIAlertAction(title:style:handler:)`, `UIAction`, `UIContextualAction`),
  /// work on a queue (`DispatchQueue.main.async`, not `sync`, which returns the closure's value),
  /// `UIView`'s animations, a timer's block, the controller's own transitions' completions
  /// (`present`, `dismiss`, sent to nothing or `self`), `forEach`, Combine's `sink`. An app's own
  /// `worker.async { … }` may return the closure's value.
  static let callsTakingClosuresReturningNothing: [String: Set<String>?] = [
    "UIAlertAction": nil, "UIAction": nil, "UIContextualAction": nil, "async": ["DispatchQueue"], "asyncAfter": ["DispatchQueue"],
    "animate": ["UIView"], "animateKeyframes": ["UIView"], "addKeyframe": ["UIView"], "transition": ["UIView"],
    "performWithoutAnimation": ["UIView"], "performBatchUpdates": nil, "addAnimations": nil, "addCompletion": nil,
    "scheduledTimer": ["Timer"], "present": ["self"], "dismiss": ["self"], "forEach": nil, "sink": nil,
  ]

  /// Whether a Swift closure returns nothing, so that its one expression is no value the code
  /// around reads and may leave the body as a command: its signature says so (`{ () -> Void in
  /// … }`), or the well-known API it is passed to takes a closure returning nothing, on a receiver
  /// it is known on (`callsTakingClosuresReturningNothing`, `knownClosureParameterTypes`). Any
  /// other call's closure may return its one expression's value (`items.map { store.load($0) }`,
  /// an app's own `factory.button(for: item) { store.open(item) }`, which may be generic).
  static func returnsNothing(_ closure: Callback) -> Bool {
    if let type = closure.resultType { return ["Void", "()"].contains(type) }
    guard let name = closure.callName else { return false }
    let root = closure.callReceiver.map { ServiceNames.root(of: $0) ?? ($0.hasPrefix("self") ? "self" : $0) }
    func known(on receivers: Set<String>?) -> Bool {
      guard let receivers else { return true }
      // `present(…)` and `dismiss(…)` sent to nothing are the controller's own.
      return root.map(receivers.contains) ?? receivers.contains("self")
    }
    if let receivers = callsTakingClosuresReturningNothing[name] { return known(on: receivers) }
    return knownClosureParameterTypes[name]?.contains { known(on: $0.receivers) } ?? false
  }

  /// The closure's parameters, each with its type as written, else as the well-known API calling
  /// it declares it (`knownClosureParameterTypes`), else none.
  static func typedParameters(of callback: Callback, language: SourceLanguage) -> [CallbackParameter] {
    guard !callback.writesParameterTypes else { return callback.parameters }
    for call in callback.callFacts.calls.reversed() {
      guard let entries = knownClosureParameterTypes[call.name] else { continue }
      let root = ServiceNames.root(of: call.receiver)
      for entry in entries where entry.receivers.map({ root.map($0.contains) ?? false }) ?? true {
        let types = language == .objectiveC ? entry.objc : entry.swift
        guard types.count == callback.parameters.count else { continue }
        return zip(callback.parameters, types).map { CallbackParameter(name: $0.name, type: $0.type ?? $1) }
      }
    }
    return callback.parameters
  }

  /// The closure's parameters typed as `typedParameters(of:language:)` types them, and else, in
  /// Swift, by the controller members the body hands a parameter to whole (`handovers`):
  /// `{ [weak self] event in self?.handle(event) }` where the view declares
  /// `func handle(_ event: ChatEvent)` → `ChatEvent`; `{ messages, error in self.messages = messages }`
  /// where it declares `var messages: [ChatMessage] = []` → `[ChatMessage]`.
  static func typedParameters(of callback: Callback, classified: ClassifiedController) -> [CallbackParameter] {
    var parameters = typedParameters(of: callback, language: classified.model.language)
    guard classified.model.language == .swift, parameters.contains(where: { $0.type == nil }) else { return parameters }
    // A member reached without `self` is the controller's only where the frontend found it so (a
    // function the method declares hides one of the controller's).
    lazy var implicitMembers = Set(callback.statements.flatMap { $0.facts.selfReferences.map(\.nameRange) })
    for index in parameters.indices where parameters[index].type == nil {
      guard let handovers = parameters[index].handovers,
        handovers.allSatisfy({ $0.receiverRange != nil || implicitMembers.contains($0.nameRange) })
      else { continue }
      parameters[index].type = handedType(to: handovers, classified: classified)
    }
    return parameters
  }

  /// The one type the members `handovers` take a value of: a property's declared type (optional
  /// for an implicitly unwrapped one: the value may be either), the parameter type of a method
  /// with one parameter; `nil` when they disagree or one is no such member. Only another use
  /// could need more than that type offers (a subclass's member), and the body makes none.
  private static func handedType(to handovers: [SelfReference], classified: ClassifiedController) -> String? {
    var found: String?
    for reference in handovers {
      guard let target = classified.resolver.resolve(reference) else { return nil }
      let member = classified.model.members[target]
      var type: String
      if reference.calledName != nil {
        guard let parameters = member.signature?.parameters, parameters.count == 1,
          // One method of the name, in a controller whose superclass is UIKit's: an overload (here
          // or in an app superclass) would leave the type to the call's argument.
          classified.resolver.declaresOneMethod(named: reference.name),
          classified.model.superclass.map({ $0.hasPrefix("UI") }) ?? false
        else { return nil }
        type = parameters[0].type
        // Not a type only a parameter may have (variadic `Event...`, `@autoclosure`, `isolated`, `sending`).
        let parameterOnly = type.hasSuffix("...") || ["@autoclosure", "isolated ", "sending ", "borrowing ", "consuming "]
          .contains(where: type.hasPrefix)
        guard !parameterOnly else { return nil }
      } else {
        // Written, or certain from the initial value: a literal's or an empty collection's
        // (`var messages = [ChatMessage]()`), not a construction's (`URL(string:)` may fail) nor a
        // shared instance's (`X.shared` may be declared a protocol).
        let certain = member.valueType.flatMap { implied in
          implied.hasPrefix("[") || ["Int", "Double", "String", "Bool"].contains(implied) ? implied : nil
        }
        guard member.kind == .storedProperty || member.kind == .computedProperty, let declared = member.propertyType ?? certain
        else { return nil }
        // A function value assigned to a property escapes.
        type = escapingIfFunction(declared.hasSuffix("!") ? String(declared.dropLast()) + "?" : declared)
      }
      // Not a type only the member can name (a method's generic parameter, a file-private type),
      // nor `inout` or opaque.
      guard whyNotNameableOutside(type, of: member) == nil, !type.contains("some "), found == nil || found == type,
        // Nor the controller's generic parameter (`[Element]` of `ListViewController<Element>`).
        classified.model.genericParameterNames.isDisjoint(with: SourceWords.identifiers(in: type))
      else { return nil }
      found = type
    }
    return found
  }

  /// The type of the controller's method parameter a value is handed to whole
  /// (`[self presentCall:[processor initiateCall]]` → `MLCall *`), the call naming the method by
  /// its full key (so each argument is its parameter's): not an overloaded, generic or type
  /// method's, nor a function, block, variadic or `inout` parameter's.
  private func parameterType(taking argument: ValueSite.Argument, in statement: Statement) -> String? {
    guard let reference = statement.facts.selfReferences.first(where: { $0.nameRange.lowerBound == argument.calleeNameStart && $0.calledName != nil }),
      let target = classified.resolver.resolveExactly(reference)
    else { return nil }
    let method = classified.model.members[target]
    guard method.kind == .method, let signature = method.signature, signature.genericParameterClause == nil, !signature.isStatic,
      signature.parameters.indices.contains(argument.index), classified.resolver.declaresOneMethod(named: method.baseName)
    else { return nil }
    let type = signature.parameters[argument.index].type
    guard namesOutside(type, of: method), !type.contains("->"), !type.contains("^"), !type.contains("..."), !type.hasPrefix("@")
    else { return nil }
    return type
  }

  /// The type the member declares it returns, for a site that is the whole value the member's
  /// own body returns (`return favoriteService.count(at: section)` in `-> Int`, the single
  /// expression of `-> Int { favoriteService.sections() }`; not a closure's `return`): the value
  /// converts to it there as it did. Not a computed property's, a generic, opaque, `Self` or
  /// `Any` type (which tells nothing of the value), nor a method's returning a function.
  private func returnedType(of site: ValueSite, in statement: Statement) -> String? {
    guard member.kind == .method, site.castType == nil, let signature = member.signature, let type = signature.returnType,
      signature.genericParameterClause == nil, !type.contains("->"), !type.contains("^"), !Self.tellsNothing(type),
      namesOutside(type, of: member), Self.returnsWhole(site, in: statement, language: classified.model.language),
      Self.isOwnStatement(statement, of: member)
    else { return nil }
    return type
  }

  /// Whether a declared return type tells nothing of the value (`Any`, `id`, `instancetype`, an
  /// action's or a one-way message's `void`), its nullability and implicit unwrap aside.
  static func tellsNothing(_ type: String) -> Bool {
    let words = SourceWords.identifiers(in: type).filter { !["nullable", "_Nullable", "nonnull", "_Nonnull", "__nullable", "__nonnull", "oneway"].contains($0) }
    guard words.count == 1, let word = words.first else { return words.isEmpty }
    return ["Any", "AnyObject", "id", "instancetype", "Self", "void", "Void", "IBAction"].contains(word)
  }

  /// Whether `site` is all `statement` gives: the statement itself (an expression its body
  /// returns) or all a `return` returns, written `return value` (Objective-C: `return value;`).
  static func returnsWhole(_ site: ValueSite, in statement: Statement, language: SourceLanguage) -> Bool {
    if statement.span.range == site.range { return true }
    let end = statement.span.range.upperBound - (language == .objectiveC ? 1 : 0)
    guard statement.kind == .returnStatement, site.range.upperBound == end else { return false }
    // `return ` then the site: nothing but space between the keyword and the value.
    return site.range.lowerBound == statement.span.range.lowerBound + "return ".utf8.count
  }

  /// Whether `statement` is the member's own, reached through branches and blocks, not a
  /// closure's: its `return` gives the member's value.
  static func isOwnStatement(_ statement: Statement, of member: Member) -> Bool {
    let holders = member.holders(of: statement.span.start)
    return holders.last?.statement.span == statement.span && holders.allSatisfy { $0.closure == nil }
  }

  /// Whether a type a controller method declares means the same in another class: not `inout`,
  /// opaque, `Self`, nor naming the method's or the controller's generic parameters.
  private func namesOutside(_ type: String, of method: Member) -> Bool {
    let names = SourceWords.identifiers(in: type)
    return Self.whyNotNameableOutside(type, of: method) == nil && !type.contains("some ") && !names.contains("Self")
      && classified.model.genericParameterNames.isDisjoint(with: names)
  }

  /// The return type the controller's method declares, when `site` is a whole call of it by its
  /// full key (`favoriteKey()`, `self.searchURL(query: text)`): not a generic, async, throwing or type
  /// method's, nor an overloaded one's, nor one naming the controller's generic parameters.
  private func calledMethodReturnType(_ site: ValueSite, in definition: Statement) -> String? {
    guard site.castType == nil,
      let reference = definition.facts.selfReferences.first(where: { $0.callRange == site.range && $0.calledName != nil }),
      let target = classified.resolver.resolveExactly(reference)
    else { return nil }
    let method = classified.model.members[target]
    guard let returned = method.plainCallReturnType, namesOutside(returned, of: method),
      classified.resolver.declaresOneMethod(named: method.baseName),
      // A name a function type may be aliased to would need `@escaping` as a parameter, which
      // only the alias's declaration tells.
      !Self.namesFunctionAlias(returned)
    else { return nil }
    return returned
  }

  /// Whether a type is one name that reads like an alias of a function type (`Completion`,
  /// `ResultHandler`, `ActionBlock`, optional or not).
  static func namesFunctionAlias(_ type: String) -> Bool {
    let name = type.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
    guard !name.isEmpty, name.allSatisfy({ $0.isWordCharacter || $0 == "." }) else { return false }
    return ["Completion", "Handler", "Block", "Callback", "Closure", "Action"].contains { name.hasSuffix($0) }
  }

  /// One binding among others of an `if`/`guard` whose value is a construction, typed as if it
  /// stood alone (`guard let link = webUrl, let url = URL(string: link) else` → `URL`): its value
  /// ends at its own `,`, `{` or `else` (`chainValue`), and the call opening it is sent to no
  /// receiver. Bound again in an `else if` (`if let url = URL(string: a) { … } else if let url =
  /// URL(string: b)`), each binding must construct the same type.
  private func constructedBinding(of definition: Statement, name: String, own: [String]) -> String? {
    let count = own.filter { $0 == name }.count
    guard definition.kind == .guardStatement || definition.kind == .ifStatement, count > 0 else { return nil }
    var types: Set<String> = []
    var occurrence = 0
    while let (value, binds) = chainValue(of: definition, name: name, occurrence: occurrence) {
      guard binds,
        let constructor = definition.facts.calls.first(where: { call in
          call.receiver == nil && call.name.first?.isUppercase == true && value.hasPrefix(call.name)
            && value.dropFirst(call.name.count).first == "("
        }),
        !Member.inferredGenericTypes.contains(constructor.name),
        let close = Self.closingDelimiter(in: value.dropFirst(constructor.name.count)),
        value[value.index(after: close)...].allSatisfy(\.isWhitespace)
      else { return nil }
      types.insert(constructor.name)
      occurrence += 1
    }
    // Every binding the text holds is one of the statement's own (none is a nested statement's).
    guard occurrence == count, types.count == 1 else { return nil }
    return types.first
  }

  /// The type a local's value constructs, when the value is that construction: `T(…)` → `T`;
  /// a well-known failable initializer's `URL(string: text)` → `URL?`, unwrapped by `!`, `?? x`
  /// or an optional binding (`guard let url = URL(string: text) else`) → `URL`. Not a value
  /// computed from it (`Foo().count`).
  private func constructedType(of definition: Statement) -> String? {
    guard let constructor = definition.facts.calls.first, constructor.receiver == nil,
      constructor.name.first?.isUppercase == true, !Member.inferredGenericTypes.contains(constructor.name),
      let (_, value) = sides(of: definition), value.hasPrefix(constructor.name)
    else { return nil }
    // The type as written, with its generic arguments (`NSFetchRequest<Note>(entityName: "Note")`).
    var typeName = constructor.name
    let afterName = value.dropFirst(constructor.name.count)
    if afterName.first == "<" {
      guard let close = afterName.firstIndex(of: ">") else { return nil }
      let arguments = afterName[afterName.index(after: afterName.startIndex)..<close]
      guard !arguments.isEmpty, arguments.allSatisfy({ $0.isWordCharacter || $0 == "." || $0 == "," || $0 == " " })
      else { return nil }
      typeName += afterName[...close]
    }
    guard value.dropFirst(typeName.count).first == "(" else { return nil }
    // The rest after the call's closing parenthesis.
    var depth = 0
    var end = value.endIndex
    for index in value.indices.dropFirst(typeName.count) {
      if value[index] == "(" { depth += 1 } else if value[index] == ")" {
        depth -= 1
        if depth == 0 {
          end = value.index(after: index)
          break
        }
      }
    }
    guard end != value.endIndex || value.last == ")" else { return nil }
    let rest = value[end...].drop { $0 == " " }
    let isBinding = definition.kind == .guardStatement || definition.kind == .ifStatement
    let failable = Member.failableInitializers.contains(constructor.fullName)
    if rest.isEmpty || rest == ";" { return failable && !isBinding ? typeName + "?" : typeName }
    if rest.hasPrefix("!") && rest.dropFirst().drop(while: { $0 == " " || $0 == ";" }).isEmpty { return typeName }
    if rest.hasPrefix("?? ") && failable { return typeName }
    if isBinding && (rest.hasPrefix("else") || rest.hasPrefix("{") || rest.hasPrefix(",")) { return typeName }
    return nil
  }

  /// The type an optional wraps: `URL?` → `URL`, `((Bool) -> Void)?` → `(Bool) -> Void` (a
  /// function type without the parentheses `?` needed, so it can be marked `@escaping`).
  static func wrapped(_ optional: String) -> String {
    let wrapped = String(optional.dropLast())
    guard wrapped.hasPrefix("("), wrapped.hasSuffix(")") else { return wrapped }
    let inner = String(wrapped.dropFirst().dropLast())
    return isBareFunctionType(inner) && InferredType.optional(inner) == wrapped + "?" ? inner : wrapped
  }

  /// `(Bool) -> Void` → `@escaping (Bool) -> Void`; other types as they are.
  static func escapingIfFunction(_ type: String) -> String {
    isBareFunctionType(type) ? "@escaping " + type : type
  }

  /// `(Bool) -> Void`, `@MainActor () -> Void`: an arrow outside any parentheses or brackets, and
  /// no `@escaping` yet (an optional function type, `((Bool) -> Void)?`, escapes already).
  static func isBareFunctionType(_ text: String) -> Bool {
    guard !text.contains("@escaping") else { return false }
    var depth = 0
    var previous: Character = " "
    for character in text {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous == "-": if depth == 0 { return true }
      case ">": depth -= 1
      default: break
      }
      previous = character
    }
    return false
  }

  /// The names `statements` set themselves (not a property of the object one holds: `cell.label.text
  /// = …` sets nothing of `cell`): an assignment to the bare name (`syncID = …`, `count += 1`), an
  /// Objective-C write a statement other than an assignment lists (`&error`, `count++`), and in
  /// Swift a mutating call of the standard collections (`names.append(x)`).
  func reassignedNames(in statements: [Statement]) -> Set<String> {
    var result = Set<String>()
    // Closures of the code too: moved, they would set the copy (`keys.forEach { _ in total += 1 }`).
    var all = statements.outsideClosures
    var index = 0
    while index < all.count {
      all += all[index].allClosures.flatMap(\.statements).outsideClosures
      index += 1
    }
    for statement in all where !statement.facts.assignedNames.isEmpty || !statement.facts.calls.isEmpty {
      if statement.kind == .assignment, let before = sides(of: statement)?.before {
        let operators: Set<Character> = [" ", "+", "-", "*", "/", "%", "&", "|", "^", "<", ">", "!", "?"]
        let target = String(before.reversed().drop(while: operators.contains).reversed())
        if statement.facts.assignedNames.contains(target) { result.insert(target) }
      } else if statement.kind != .assignment && statement.kind != .declaration && classified.model.language == .objectiveC {
        result.formUnion(statement.facts.assignedNames)
      }
      if classified.model.language == .swift { result.formUnion(StatementTagger.mutatedRoots(in: statement.facts)) }
    }
    return result
  }

  /// The text before and after the first `=` of a statement, without the spaces around it.
  private func sides(of statement: Statement) -> (before: Substring, after: Substring)? {
    let text = classified.model.text(of: statement.span)
    guard let equals = text.firstIndex(of: "=") else { return nil }
    func trimmed(_ part: Substring) -> Substring {
      let start = part.firstIndex { $0 != " " } ?? part.endIndex
      return part[start..<(part.lastIndex { $0 != " " }.map(part.index(after:)) ?? start)]
    }
    return (trimmed(text[..<equals]), trimmed(text[text.index(after: equals)...]))
  }

  /// `let trip = visibleTrips[indexPath.row]` where the member is declared `[Trip]` → `Trip`;
  /// `let info = pending[download]` where it is declared `[WKDownload: Info]` → `Info?`, and
  /// bound (`guard let info = pending[download] else`, `if let info = self.pending[key] {`) →
  /// `Info`.
  private func subscriptedElement(_ definition: Statement, name: String, own: [String]) -> String? {
    guard own == [name], let reference = definition.facts.selfReferences.first,
      let target = classified.resolver.resolve(reference),
      let type = classified.model.members[target].typeOfValue?.trimmingCharacters(in: .whitespaces),
      type.hasPrefix("["), type.hasSuffix("]"), let (bound, written) = sides(of: definition)
    else { return nil }
    var value = written
    let binds = definition.kind == .guardStatement || definition.kind == .ifStatement
    if binds {
      let opening = definition.kind == .guardStatement ? "guard " : "if "
      guard bound == opening + "let " + name || bound == opening + "var " + name else { return nil }
    }
    if value.hasPrefix("self.") { value = value.dropFirst(5) }
    guard value.hasPrefix(reference.name + "[") else { return nil }
    // The subscript's closing bracket, then nothing but the statement's end (a binding's `else`,
    // `{` or next condition).
    var depth = 0
    var close: Substring.Index?
    for index in value.indices.dropFirst(reference.name.count) {
      if value[index] == "[" { depth += 1 } else if value[index] == "]" {
        depth -= 1
        if depth == 0 { close = index; break }
      }
    }
    guard let close else { return nil }
    // One key or index: not `counts[key, default: 0]`, `items[safe: i]` or a range's slice.
    let key = value[value.index(value.startIndex, offsetBy: reference.name.count + 1)..<close]
    var keyLevel = 0
    for character in key {
      if "[(<".contains(character) { keyLevel += 1 } else if "])>".contains(character) { keyLevel -= 1 }
      if keyLevel == 0 && (character == "," || character == ":") { return nil }
    }
    if key.contains("...") || key.contains("..<") { return nil }
    let after = value[value.index(after: close)...].drop { $0 == " " || $0 == "\n" }
    let ends = binds ? after.hasPrefix("else") || after.hasPrefix("{") || after.hasPrefix(",") : after.allSatisfy { $0 == ";" || $0 == " " }
    guard ends else { return nil }
    let inner = type.dropFirst().dropLast()
    // A dictionary's value type follows its key type's `:` outside brackets.
    guard let colon = Self.topLevelColon(in: inner) else { return binds ? nil : String(inner).trimmingCharacters(in: .whitespaces) }
    let element = inner[inner.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    guard !element.isEmpty, !element.hasSuffix("?"), !element.hasSuffix("!") else { return nil }
    if binds { return element }
    // `(() -> Void)?`, `(any Shape)?`, `(Named & Aged)?`.
    return InferredType.optional(element)
  }

  /// `let count = try context.count(for: request)`, `(try? context.count(for: request)) ?? 0`: a
  /// Swift managed object context's count is an `Int` (not `try? …` alone, an `Int?`).
  private func countedType(of definition: Statement, name: String, own: [String]) -> String? {
    guard classified.model.language == .swift, definition.kind == .declaration, own == [name],
      definition.facts.calls.contains(where: { $0.fullName == "count(for:)" }),
      let (declared, value) = sides(of: definition), declared.hasSuffix(" " + name)
    else { return nil }
    let text = Self.withoutStatementEnd(value)
    if text.hasPrefix("try "), !text.contains("??"), text.hasSuffix(")") { return "Int" }
    let parts = text.components(separatedBy: " ?? ")
    guard parts.count == 2, parts[0].hasPrefix("(try? "), parts[0].hasSuffix(")"), Self.literalType(Substring(parts[1])) == "Int"
    else { return nil }
    return "Int"
  }

  /// The entity of the request a fetch at `site` reads (`context.fetch(request)`): the one local
  /// it reads, declared once in the member by a statement writing the request's type with the
  /// entity (`NSFetchRequest<Note>(entityName:)`, `let request: NSFetchRequest<Note> = …`; not
  /// `let request = Note.fetchRequest()`, whose type the class's `fetchRequest()` decides).
  private func fetchedEntity(ofRequestIn site: ValueSite) -> String? {
    let facts = site.facts
    guard facts.calls.count == 1, Set(facts.usedNames).count == 1, let request = facts.usedNames.first,
      member.facts.definedLocals.filter({ $0 == request }).count == 1,
      let declaration = member.flattenedStatements.first(where: { $0.kind == .declaration && $0.ownDefinedLocals == [request] })
    else { return nil }
    return writtenRequestEntity(declaration.facts)
  }

  /// The entity a fetch in this code reads: `NSFetchRequest<Quarter>`, `Quarter.fetchRequest()`,
  /// `[Quarter MR_findAll…]`.
  private func fetchedEntity(_ facts: CodeFacts) -> String? {
    if let entity = writtenRequestEntity(facts) { return entity }
    for call in facts.calls where call.name == "fetchRequest" || call.name.hasPrefix("MR_find") {
      if let receiver = call.receiver, receiver.first?.isUppercase == true, !receiver.contains(".") { return receiver }
    }
    return nil
  }

  /// The entity of a request type the code writes: `NSFetchRequest<Quarter>` → `Quarter`.
  private func writtenRequestEntity(_ facts: CodeFacts) -> String? {
    guard let index = facts.typeNames.firstIndex(where: { $0.name == "NSFetchRequest" }), index + 1 < facts.typeNames.count,
      facts.typeNames[index + 1].line == facts.typeNames[index].line
    else { return nil }
    return facts.typeNames[index + 1].name
  }
}

/// Names for the methods a split creates.
struct SplitNaming {
  let member: Member
  let classified: ClassifiedController

  /// `viewDidLoad` → `viewIsReady`; an initializer → `viewIsCreated` (`init` is a keyword, and
  /// Objective-C's `init…` family must return an object); `tableView(_:didSelectRowAt:)` →
  /// `didSelectRowAt`; `payTapped(_:)` → `payTapped`; `loadTitleWithCompletion:` → `loadTitle`.
  func eventName() -> String {
    if member.baseName == "viewDidLoad" { return "viewIsReady" }
    if member.kind == .initializer { return "viewIsCreated" }
    if let parameters = member.signature?.parameters, parameters.count >= 2,
      let label = parameters[1].label, EntryPointNames.isUIKitCaller(parameters[0].type)
    {
      return label
    }
    // `loadTitleWithCompletion:` → `loadTitle:completion:`: the completion is a parameter.
    return Self.methodName(member.baseName)
  }

  /// `Quarters` from the first output `quarters`; else `Data`.
  func subjectName(outputs: [String]) -> String {
    if let first = outputs.first { return Self.capitalized(first) }
    return "Data"
  }

  /// Names of a data read's methods and the subject of its display method (`show` + subject).
  /// From the first output: `quarters` → `loadQuarters`, `didLoadQuarters`, `Quarters`. From the
  /// data call when there is no output or its name says nothing (`all`, `result`): a reading verb
  /// gives way to `load` (`fetchMessages()` → `loadMessages`…); another call keeps its name
  /// (`markAllRead()` → `markAllRead`, `didMarkAllRead`, `MarkAllReadResult`).
  func dataMethodNames(outputs: [String], dataCall: String?) -> (load: String, loaded: String, shown: String) {
    if let call = dataCall.map(Self.methodName), outputs.first.map(Self.vagueNames.contains) ?? true {
      for verb in ["fetch", "load", "get", "read", "request", "query", "retrieve"] where call.hasPrefix(verb) {
        let rest = call.dropFirst(verb.count)
        if rest.first?.isUppercase == true { return ("load" + rest, "didLoad" + rest, String(rest)) }
      }
      let subject = Self.capitalized(call)
      return (call, "did" + subject, subject + "Result")
    }
    let subject = subjectName(outputs: outputs)
    return ("load" + subject, "didLoad" + subject, subject)
  }

  /// Steps that give the value before them in another form or part (`.intValue`, `.count`,
  /// `.firstObject`): the step before says what the value is.
  static let conversionNames: Set<String> = [
    "intValue", "integerValue", "unsignedIntegerValue", "boolValue", "floatValue", "doubleValue", "longLongValue",
    "stringValue", "description", "count", "first", "last", "firstObject", "lastObject", "isEmpty", "length",
    "copy", "mutableCopy", "uppercaseString", "lowercaseString", "capitalizedString", "uppercased", "lowercased",
  ]

  /// `NSObject`'s methods of no arguments, which a query of that name would override.
  static let objectMethodNames: Set<String> = [
    "description", "debugDescription", "hash", "copy", "mutableCopy", "class", "superclass", "self", "init", "new",
    "retain", "release", "autorelease", "retainCount", "zone", "isProxy",
  ]

  /// Local names that say nothing about the data they hold.
  static let vagueNames: Set<String> = ["all", "result", "results", "data", "items", "response", "value", "values", "objects", "list", "output"]

  /// A local's name that says nothing about the work that computed it: a vague one, or `error`
  /// (what a call reports through `&error`).
  static func saysNothing(_ name: String) -> Bool { vagueNames.contains(name) || name == "error" }

  /// A route's name: from the case label (`case .city:` → `showCity`), else the first string
  /// literal of the code (a segue's identifier, `"Places"` → `showPlaces`), else `close` for the
  /// dismissal it makes, else the event. A completion the route runs (`callback`) is no part of
  /// its name.
  /// `screens`: the types of the values the route takes; in a lifecycle method a screen among
  /// them names the route (`[self setViewControllers:@[_serverView] animated:NO]` in `viewDidLoad`,
  /// `MUServerViewController *serverView` → `showServer:`, not `showViewIsReady:`).
  func routeName(
    for statements: [Statement], label: String?, taken: Set<String>, callback: Callback? = nil, screens: [InferredType] = []
  ) -> String {
    var base = "show" + Self.capitalized(Self.eventSubject(eventName()))
    let body = callback.map { CodeFacts.merged($0.statements.map(\.facts)) }
    let calls = statements.flatMap(\.facts.calls).filter { call in !(body?.calls.contains(call) ?? false) }.map(\.name)
    // A navigation's completion runs after it (`print("closed")`): its text does not name the
    // route. (A block that navigates itself, `[CATransaction setCompletionBlock:^{ … push … }]`, does.)
    func text(_ statement: Statement) -> String {
      let whole = classified.model.text(of: statement.span)
      let bodies = statement.allClosures.compactMap { closure -> Range<Int>? in
        guard let first = closure.statements.first, let last = closure.statements.last,
          classified.catalogue.evidence(for: closure.callFacts).contains(where: { $0.pattern == .navigation })
        else { return nil }
        return (first.span.start - statement.span.start)..<(last.span.end - statement.span.start)
      }.sorted { $0.lowerBound < $1.lowerBound }
      guard !bodies.isEmpty else { return whole }
      let bytes = Array(whole.utf8)
      var kept: [UInt8] = []
      var position = 0
      for body in bodies where body.lowerBound >= position && body.upperBound <= bytes.count {
        kept += bytes[position..<body.lowerBound]
        position = body.upperBound
      }
      kept += bytes[min(position, bytes.count)...]
      return String(decoding: kept, as: UTF8.self)
    }
    if let label, let word = Self.lastIdentifier(in: label), !["default", "else", "case", "nil", "true", "false"].contains(word) {
      base = "show" + Self.capitalized(word)
    } else if let literal = statements.lazy.compactMap({ Self.firstStringLiteral(text($0)) }).first {
      var words = Self.capitalized(literal)
      // A nib or storyboard identifier naming the screen's class (`"DetailViewController"`) names
      // the screen without its kind, as a segue's destination does (`showDetail`, not a selector
      // UIKit's `showDetailViewController:sender:` resembles).
      for suffix in ["ViewController", "Controller", "VC"] where words.hasSuffix(suffix) && words.count > suffix.count {
        words.removeLast(suffix.count)
        break
      }
      base = words.lowercased().hasPrefix("show") ? "show" + words.dropFirst(4) : "show" + words
    } else if let identifier = statements.lazy.compactMap({ Self.segueIdentifierName(text($0)) }).first {
      base = "show" + identifier
    } else if Self.isLifecycle(member),
      let screen = Self.screenName(statements.flatMap(\.facts.typeNames).map(\.name) + screens.compactMap(\.principalName))
    {
      // A lifecycle method names nothing the user did: the screen it shows names the route, one
      // it builds or one it is given.
      base = "show" + screen
    } else if calls.contains(where: Self.dismissalNames.contains) {
      base = "close"
    }
    return Self.unique(base, taken: taken)
  }

  /// Calls that leave the screen: a route making one is named `close`.
  static let dismissalNames: Set<String> = ["dismiss", "dismissViewControllerAnimated", "popViewController", "popViewControllerAnimated"]

  /// Whether a case label is a constant (`.city`, `VLCBrowseChipDownloads`, `Section.settings`,
  /// `.web(_)`), not a literal, a range or a pattern binding a name.
  static func isConstantLabel(_ label: String) -> Bool {
    let text = label.trimmingCharacters(in: .whitespaces)
    guard let first = text.first, first == "." || first.isLetter || first == "_" else { return false }
    if text.contains("\"") || text.contains("'") || text.contains("...") || text.contains("..<") { return false }
    let words = SourceWords.identifiers(in: text)
    return !words.contains { ["let", "var", "where", "is", "as", "default"].contains($0) }
  }

  /// `base`, or `base2`, `base3`… when taken.
  static func unique(_ base: String, taken: Set<String>) -> String {
    var name = base
    var counter = 2
    while taken.contains(name) {
      name = base + "\(counter)"
      counter += 1
    }
    return name
  }

  /// Case labels without the prefix they share: `MainMenuCellsCity`, `MainMenuCellsPlaces` →
  /// `City`, `Places` (cut at a word boundary); labels without an identifier stay as they are.
  static func caseNames(_ labels: [String]) -> [String] {
    let words = labels.map { label -> String? in
      guard let word = lastIdentifier(in: label), !["default", "else", "nil", "true", "false"].contains(word) else { return nil }
      return word
    }
    let named = words.compactMap { $0 }.map { Array($0) }
    guard named.count >= 2, let first = named.first else { return labels }
    var length = first.count
    for word in named.dropFirst() {
      length = min(length, zip(first, word).prefix { $0 == $1 }.count)
    }
    // Back up to a word boundary: every label continues with a capital letter there.
    while length > 0 && !named.allSatisfy({ $0.count > length && $0[length].isUppercase }) { length -= 1 }
    guard length > 0 else { return labels }
    return zip(labels, words).map { label, word in
      guard let word else { return label }
      return String(word.dropFirst(length))
    }
  }

  /// `editAddressTapped` → `editAddress`; `didTapHelp` → `help`.
  static func eventSubject(_ event: String) -> String {
    var subject = event
    for suffix in ["Tapped", "Pressed", "Clicked", "Action", "Changed"] where subject.hasSuffix(suffix) && subject.count > suffix.count {
      subject.removeLast(suffix.count)
    }
    for prefix in ["didTap", "didSelect", "did", "on", "show", "present", "open"]
    where subject.hasPrefix(prefix) && subject.count > prefix.count
      && subject.dropFirst(prefix.count).first?.isUppercase == true
    {
      subject.removeFirst(prefix.count)
      break
    }
    return subject
  }

  /// A query's name: from the constant or string key it reads (`kVLCSettingRotationLock` →
  /// `vlcSettingRotationLock`, `@"DefaultUserName"` → `defaultUserName`), else the name it
  /// initialises or is assigned (`accounts`), else the computed property `property` it answers
  /// for (`documentsFolder`), else, for a read through properties whose last step says nothing
  /// (`value`, `isEmpty`), the property before it (`nickname`, `messagesIsEmpty`), else its call
  /// (`fileExists`), never one of `NSObject`'s (`currentDescription`).
  static func queryName(for site: ValueSite, text: String, property: String? = nil) -> String {
    if let key = keyName(site.facts, text: text) { return key }
    switch site.context {
    case .value(let name, _), .binding(let name):
      let trimmed = name.hasPrefix("_") ? String(name.dropFirst()) : name
      if !trimmed.isEmpty { return safeName(trimmed) }
    case .condition, .operand:
      break
    }
    if let property { return safeName(property) }
    // A read through properties whose last step says nothing of the value is named by the
    // property before it (`YepUserDefaults.nickname.value` → `nickname`); a conversion keeps its
    // word (`messages.isEmpty` → `messagesIsEmpty`), the value not being the property's own. Only
    // properties: not a message's selector (`[[DataLayer sharedInstance] enabledAccountCnts].intValue`),
    // where a method of that name returning another type would meet the service's on an `id`.
    if let last = site.path.last, saysNothing(last) || conversionNames.contains(last),
      let telling = site.path.dropLast().last(where: { step in
        !saysNothing(step) && !conversionNames.contains(step) && !ServiceNames.isSharedInstanceAccessor(step)
      })
    {
      return safeName(saysNothing(last) ? telling : telling + capitalized(last))
    }
    let name = methodName(site.call)
    // Not a method every object has, which an Objective-C class would override (`-description`, `-copy`).
    return objectMethodNames.contains(name) ? "current" + capitalized(name) : name
  }

  /// The key code names a setting or entry by: its constant (`kVLCSettingRotationLock` →
  /// `vlcSettingRotationLock`, `LGSignedInKey` → `signedIn`), else its first string literal up to any interpolation
  /// (`"ProfileName\(name)"` → `profileName`), else a member of a type of keys passed as the key
  /// (`forKey: UserDefaultsConstants.scanOnLaunch` → `scanOnLaunch`); `nil` without any.
  static func keyName(_ facts: CodeFacts, text: String, last: Bool = false) -> String? {
    let names = facts.selfReferences.map(\.name) + facts.usedNames
    var constants = names.filter(ScopeRule.isConstantName)
    // Else an Objective-C constant named with its class prefix (`ARHideArtworkEditButton`), or a
    // constant whose `k` is written capital (`KLibraryFolderLayout`).
    func capitalK(_ name: String) -> Bool {
      let characters = Array(name.prefix(3))
      return characters.count == 3 && characters[0] == "K" && characters[1].isUppercase && characters[2].isLowercase
    }
    if constants.isEmpty {
      let types = Set(facts.typeNames.map(\.name))
      constants = names.filter { !types.contains($0) && (prefixedConstantWord($0) != nil || capitalK($0)) }
    }
    func name(ofConstant constant: String) -> String {
      var word = constant
      if word.count > 1, word.first == "k" || capitalK(word), word.dropFirst().first?.isUppercase == true { word.removeFirst() }
      // The key's `Key` says what the constant is, not what it names (`LGSignedInKey` → `signedIn`).
      if word.hasSuffix("Key"), word.dropLast(3).contains(where: \.isLowercase) { word.removeLast(3) }
      if !ScopeRule.isConstantName(constant), let prefixed = prefixedConstantWord(word) { return lowerCamel(prefixed) }
      if word.contains("_") || word.allSatisfy({ !$0.isLowercase }) { return lowerCamel(capitalized(word.lowercased())) }
      return lowerCamel(word)
    }
    func name(ofLiteralOpenedAt open: String.Index) -> String? {
      let literal = text[text.index(after: open)...].prefix { $0 != "\"" && $0 != "\\" }
      // A key (`"ken_preference"`, `"ProfileName\(id)"`, `"app.theme"`), not prose (`"Untitled: "`).
      let isKey = literal.allSatisfy { $0.isWordCharacter || $0 == "." || $0 == "-" }
      return isKey && literal.first?.isLetter == true && literal.count <= 40 ? lowerCamel(capitalized(String(literal))) : nil
    }
    // A key kept as a member of a type of keys (`forKey: UserDefaultsConstants.scanOnLaunch`,
    // `forKey: Keys.theme`): the member names it, where the code passes it as the key.
    func typeMemberKey() -> (position: String.Index, name: String)? {
      guard !facts.typeMemberReferences.isEmpty,
        let label = text.range(of: "forKey:", options: .backwards) ?? text.range(of: "ForKey:", options: .backwards)
      else { return nil }
      let argument = text[label.upperBound...].drop { $0 == " " }
      for reference in facts.typeMemberReferences where argument.hasPrefix(reference.name) {
        let rest = argument.dropFirst(reference.name.count)
        guard rest.first.map({ !$0.isWordCharacter && $0 != "." }) ?? true,
          let member = reference.name.split(separator: ".").last, member.first?.isLowercase == true
        else { continue }
        return (argument.startIndex, name(ofConstant: String(member)))
      }
      return nil
    }
    guard last else {
      if let constant = constants.first { return safeName(name(ofConstant: constant)) }
      if let literal = text.firstIndex(of: "\"").flatMap(name(ofLiteralOpenedAt:)) { return safeName(literal) }
      return typeMemberKey().map { safeName($0.name) }
    }
    // A write names its value before its key (`set("dark", forKey: "Theme")`): the key is last.
    var best: (position: String.Index, name: String)?
    if let close = text.range(of: "\"", options: .backwards), let open = text[..<close.lowerBound].lastIndex(of: "\""),
      let literal = name(ofLiteralOpenedAt: open)
    {
      best = (open, literal)
    }
    if let constant = constants.last, let at = text.range(of: constant, options: .backwards)?.lowerBound,
      best.map({ at > $0.position }) ?? true
    {
      best = (at, name(ofConstant: constant))
    }
    if let member = typeMemberKey(), best.map({ member.position > $0.position }) ?? true { best = member }
    return best.map { safeName($0.name) }
  }

  /// The words of a constant after its class prefix: `ARHideArtworkEditButton` →
  /// `HideArtworkEditButton` (two or more capitals, then a capitalised word); `nil` for other names.
  static func prefixedConstantWord(_ name: String) -> String? {
    let capitals = name.prefix { $0.isUppercase && $0.isASCII }
    guard capitals.count >= 3, name.dropFirst(capitals.count).first?.isLowercase == true else { return nil }
    return String(name.dropFirst(capitals.count - 1))
  }

  /// A name that is no keyword of either language, nor a property of the generated classes or a
  /// method of NSObject: `default` → `defaultValue`, `view` → `viewValue`.
  static func safeName(_ name: String) -> String {
    reservedWords.contains(name) ? name + "Value" : name
  }

  static let reservedWords: Set<String> = Set([
    "default", "self", "super", "class", "struct", "enum", "protocol", "func", "var", "let", "if", "else", "switch",
    "case", "for", "while", "repeat", "return", "break", "continue", "in", "is", "as", "try", "throw", "throws",
    "import", "init", "deinit", "subscript", "static", "public", "private", "internal", "open", "nil", "true", "false",
    "id", "new", "copy", "do", "catch", "where", "guard", "defer", "inout", "operator", "extension", "typealias",
    "Self", "Type", "Any", "some", "any", "await", "async", "fileprivate", "rethrows", "associatedtype",
  ]).union(hiddenNames)

  /// The generated classes' own properties and NSObject's methods: a method so named would hide
  /// or override them (`func view()` in the presenter, `- (NSString *)hash`).
  static let hiddenNames: Set<String> = DisplayStateRule.generatedNames.union([
    "presenter", "hash", "description", "debugDescription", "superclass", "isProxy", "zone",
  ])

  /// A data command's name: a write or removal by key is named after its key (`set(grid, forKey:
  /// "AudioGrid")` → `saveAudioGrid`, `[defaults removeObjectForKey:kLastSync]` → `removeLastSync`;
  /// `save`, not `set`, so an Objective-C method taking the value is no setter look-alike);
  /// other calls after themselves (`synchronize`).
  static func commandName(for call: CallFact, facts: CodeFacts, text: String) -> String {
    let name = methodName(call.name)
    guard takesKey(call), let key = keyName(facts, text: text, last: true) else { return name }
    // Setting nil removes the entry (`setObject:nil forKey:@"Token"`, `set(nil, forKey: "Token")`).
    let setsNil = text.contains(":nil ") || text.contains("(nil,")
    if startsWithVerb(name, "set") { return (setsNil ? "remove" : "save") + capitalized(key) }
    if startsWithVerb(name, "remove") { return "remove" + capitalized(key) }
    return name
  }

  /// `name`, or in Objective-C, for a command whose selector would be the one it sends and that
  /// takes another value than that selector's first, that name with its first value's
  /// (`[[account managedObjectContext] save:NULL]` → `saveAccount:`, not `save:`; `[cookieStorage
  /// deleteCookie:cookie]` for each of `cookies` → `deleteCookies:`): declared with
  /// other types than the framework's (`- (BOOL)save:(NSError **)error`), the selector would make
  /// a send of it to `id` an error wherever both declarations are seen. A command passing its
  /// value on as the selector's first argument keeps the name (`[api voteUpTopicWithId:self.topicId]`
  /// → `voteUpTopicWithId:`): it takes what the selector takes.
  static func commandName(_ name: String, sending call: CallFact?, parameters: [PlannedParameter], language: SourceLanguage) -> String {
    guard language == .objectiveC, let first = parameters.first, let call,
      name + ":" + parameters.dropFirst().map { $0.name + ":" }.joined() == call.fullName,
      call.firstArgument.map(SignalCatalogue.heldName) != first.name
    else { return name }
    // The value's name takes the place of the word it grows (`deleteCookie:` taking `cookies`
    // → `deleteCookies:`), else follows it.
    let value = capitalized(first.name)
    if let start = name.lastIndex(where: \.isUppercase), value.hasPrefix(name[start...]) {
      return String(name[..<start]) + value
    }
    return name + value
  }

  /// Whether the call takes a key (`integer(forKey:)`, `removeObjectForKey:`).
  static func takesKey(_ call: CallFact) -> Bool {
    call.fullName.contains("forKey:") || call.fullName.contains("ForKey:")
  }

  /// Whether the call writes or removes an entry by key (`set(_:forKey:)`, `setInteger:forKey:`,
  /// `removeObjectForKey:`), which `commandName(for:facts:text:)` names after its key.
  static func writesByKey(_ call: CallFact) -> Bool {
    guard takesKey(call) else { return false }
    let name = methodName(call.name)
    return startsWithVerb(name, "set") || startsWithVerb(name, "remove")
  }

  /// `name` is `verb` or starts with it as a word (`setInteger`, not `settle`).
  private static func startsWithVerb(_ name: String, _ verb: String) -> Bool {
    name == verb || (name.hasPrefix(verb) && name.dropFirst(verb.count).first?.isUppercase == true)
  }

  /// `VLCSettingRotationLock` → `vlcSettingRotationLock`; `DefaultUserName` → `defaultUserName`.
  static func lowerCamel(_ word: String) -> String {
    let characters = Array(word)
    let capitals = characters.prefix { $0.isUppercase }.count
    guard capitals > 0 else { return word }
    // An acronym keeps its last capital when a word follows it: `VLCSetting` → `vlcSetting`.
    let lowered = capitals > 1 && capitals < characters.count ? capitals - 1 : capitals
    return String(characters.prefix(lowered)).lowercased() + String(characters.dropFirst(lowered))
  }

  /// Calls that name the object they return, not what the code does with it: an Objective-C
  /// property read (`[appDelegate managedObjectContext]` as an argument, `CallFact.readsProperty`),
  /// a singleton accessor (`[NBStore sharedStore]`, `UserDefaults.standard`) and a class factory, the
  /// language's form of an initializer (`[NSFetchRequest fetchRequestWithEntityName:…]`,
  /// `[NSArray arrayWithObject:…]`: the selector starts with the class's name, prefix dropped).
  static func namesAnObject(_ call: CallFact) -> Bool {
    if call.readsProperty || ServiceNames.isSharedInstanceAccessor(call.name) { return true }
    guard let type = ServiceNames.root(of: call.receiver), type.first?.isUppercase == true,
      call.receiver?.hasPrefix("[") != true
    else { return false }
    // `NSFetchRequest` → `fetchrequest`: the capitals of a prefix but the last one dropped.
    let capitals = type.prefix { $0.isUppercase }.count
    let stem = (capitals > 1 ? type.dropFirst(capitals - 1) : Substring(type)).lowercased()
    return !stem.isEmpty && call.name.lowercased().hasPrefix(stem)
  }

  /// Calls named by what they return, not by what the user did (`session.dataTask(with:)`,
  /// `[session dataTaskWithRequest:…]`, `AF.request(…)`): the moved method takes the member's name.
  static func namesNothing(_ callName: String) -> Bool {
    let name = callName.prefix { $0 != ":" && $0 != "(" }
    return ["dataTask", "uploadTask", "downloadTask", "request", "sendAsynchronousRequest"].contains {
      // `dataTaskWithRequest:`, not `requestWithdrawal`.
      name == $0 || (name.hasPrefix($0 + "With") && name.dropFirst($0.count + 4).first?.isUppercase == true)
    }
  }

  /// A method name from a call's name: ObjC `fetchTripsWithCompletion:` → `fetchTrips`; a C
  /// function's starts lower-case (`POST:` → `post`), the keychain's say what they do
  /// (`SecItemAdd` → `addKeychainItem`).
  static func methodName(_ callName: String) -> String {
    var name = String(callName.prefix { $0 != ":" && $0 != "(" })
    for suffix in ["WithCompletionHandler", "WithCompletion", "WithHandler", "WithBlock"] where name.hasSuffix(suffix) && name.count > suffix.count {
      name.removeLast(suffix.count)
    }
    if let keychain = keychainNames[name] { return keychain }
    // Not `NSObject`'s introspection, which an Objective-C class would override.
    if SignalCatalogue.nsObjectMethods.contains(name) { return "check" + capitalized(name) }
    return name.first?.isUppercase == true ? lowerCamel(name) : name
  }

  static let keychainNames = [
    "SecItemAdd": "addKeychainItem", "SecItemDelete": "deleteKeychainItem", "SecItemUpdate": "updateKeychainItem",
    "SecItemCopyMatching": "keychainItem",
  ]

  static func capitalized(_ text: String) -> String {
    let cleaned = String(text.map { $0.isLetter || $0.isNumber ? $0 : " " })
    let words = cleaned.split(separator: " ")
    guard let first = words.first else { return "Destination" }
    return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
  }

  /// `case .city:` → `city`; `case MainMenuCellsCity:` → `MainMenuCellsCity`; `case 0:` → nil.
  static func lastIdentifier(in label: String) -> String? {
    var words: [String] = []
    var current = ""
    for character in label {
      if character.isWordCharacter { current.append(character) } else {
        if !current.isEmpty { words.append(current) }
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    let identifiers = words.filter { $0.first?.isLetter == true && !["case", "let", "var", "where", "default"].contains($0) }
    return identifiers.last
  }

  /// The screen the code names: the first app controller type it uses, without its suffix
  /// (`SignInViewController()`, `[[SignInViewController alloc] init]` → `SignIn`). UIKit's own
  /// controllers (`UINavigationController` around it) name no screen.
  static func screenName(_ typeNames: [String]) -> String? {
    for name in typeNames where !name.hasPrefix("UI") && !name.hasPrefix("SF") && !name.hasPrefix("NS") {
      for suffix in ["ViewController", "Controller", "VC"] where name.hasSuffix(suffix) && name.count > suffix.count {
        var screen = Substring(name.dropLast(suffix.count))
        // An Objective-C class prefix names no screen: `TPUserProfile` → `UserProfile`.
        let capitals = screen.prefix { $0.isUppercase }.count
        if capitals >= 3, capitals < screen.count { screen = screen.dropFirst(capitals - 1) }
        return String(screen)
      }
    }
    return nil
  }

  /// `viewWillAppear(_:)`, `viewDidLoad`, `-viewDidAppear:`: UIKit calls it as the screen comes
  /// and goes.
  static func isLifecycle(_ member: Member) -> Bool {
    let name = member.baseName
    return name.hasPrefix("view") && name.dropFirst(4).first?.isUppercase == true
  }

  /// The segue named by a constant: `performSegue(withIdentifier: SegueIdentifier.showRecipe, …)`
  /// → `Recipe`; `[self performSegueWithIdentifier:RCShowRecipeSegue …]` → `Recipe`.
  static func segueIdentifierName(_ text: String) -> String? {
    guard let marker = text.range(of: "withIdentifier:") ?? text.range(of: "WithIdentifier:") else { return nil }
    let argument = text[marker.upperBound...].prefix { $0 != "," && $0 != ")" && $0 != "]" }
    let trimmed = argument.drop { $0 == " " }
    let firstWord = trimmed.prefix { $0.isWordCharacter || $0 == "." }
    guard let identifier = lastIdentifier(in: String(firstWord)) else { return nil }
    var word = capitalized(identifier)
    if word.hasSuffix("Segue") && word.count > 5 { word.removeLast(5) }
    if let show = word.range(of: "Show") {
      word = String(word[show.upperBound...])
    } else {
      // An Objective-C class prefix: `RCNewRecipe` → `NewRecipe`.
      let capitals = word.prefix { $0.isUppercase }.count
      if capitals >= 3, word.count > capitals { word.removeFirst(capitals - 1) }
    }
    return word.isEmpty ? nil : word
  }

  static func firstStringLiteral(_ text: String) -> String? {
    guard let open = text.firstIndex(of: "\"") else { return nil }
    let rest = text[text.index(after: open)...]
    guard let close = rest.firstIndex(of: "\"") else { return nil }
    let literal = String(rest[..<close])
    return literal.isEmpty || literal.contains("\\") ? nil : literal
  }
}
