/// The locals of a method body that hold `self`: `__weak typeof(self) weakSelf = self;`,
/// `__strong typeof(weakSelf) strongSelf = weakSelf;`, `TRListViewController *controller = self;`.
///
/// The facts read an alias as `self`, as Swift's facts read `self?.x`: `weakSelf.tableView` is a
/// reference to `tableView`, `[weakSelf reload]` a call of `reload`. So the planner sees what a
/// block does to the controller through the alias, and the references are retargeted like any
/// other. Declaring an alias hands `self` to no one: its initializer is not a bare `self`.
///
/// The aliases are found by one scan of the body for `= self;` before the facts pass, so the
/// body's pass and the pass of any statement alone read the same names.
struct ObjCSelfAliases: Sendable {
  struct Alias: Sendable {
    var name: String
    /// The declared name's token.
    var nameToken: Int
    /// Declared `__weak` or `__unsafe_unretained`.
    var isWeak: Bool
  }

  private(set) var aliases: [Alias] = []
  private var names: [[UInt8]] = []

  static let none = ObjCSelfAliases()

  var isEmpty: Bool { aliases.isEmpty }

  /// The aliases declared in tokens `first...last`: `Type name = self;` or `Type name = alias;`,
  /// a type before the name (an assignment `x = self;` or `self.x = self;` declares nothing).
  static func scan(_ file: ObjCTokenizedFile, from first: Int, through last: Int) -> ObjCSelfAliases {
    var result = ObjCSelfAliases()
    var index = max(first, 2)
    while index + 2 <= last {
      defer { index += 1 }
      guard file.punctuation(index) == .equals, file.punctuation(index + 2) == UInt8(ascii: ";"),
        file.isText(index + 1, "self") || result.contains(index + 1, in: file),
        file.isIdentifier(index - 1), !ObjCLocalDeclarationMatcher.statementKeywordWords.contains(index - 1, in: file)
      else { continue }
      guard endsType(file, index - 2) else { continue }
      result.add(Alias(name: file.text(index - 1), nameToken: index - 1, isWeak: isWeak(file, before: index - 1)))
    }
    return result
  }

  /// Whether token `index` can end the type of a declaration: `typeof(self)`, `Foo *`, `id`
  /// (not the `)` of an `if (…)`, the `*` of `*out`, or a keyword such as `else`).
  private static func endsType(_ file: ObjCTokenizedFile, _ index: Int) -> Bool {
    if file.isText(index, ")") {
      guard index >= 0, index < file.partner.count else { return false }
      let open = Int(file.partner[index])
      return open > 0 && open < index
        && (file.isText(open - 1, "typeof") || file.isText(open - 1, "__typeof") || file.isText(open - 1, "__typeof__"))
    }
    if file.isText(index, "*") {
      return file.isIdentifier(index - 1) || file.isText(index - 1, ">") || file.isText(index - 1, "*")
    }
    return file.isIdentifier(index) && !ObjCLocalDeclarationMatcher.statementKeywordWords.contains(index, in: file)
  }

  /// Whether `__weak` or `__unsafe_unretained` qualifies the declaration of the name at `name`.
  private static func isWeak(_ file: ObjCTokenizedFile, before name: Int) -> Bool {
    var index = name - 1
    while index >= 0 && index >= name - 12 {
      let byte = file.punctuation(index)
      if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { return false }
      if file.isText(index, "__weak") || file.isText(index, "__unsafe_unretained") { return true }
      index -= 1
    }
    return false
  }

  private mutating func add(_ alias: Alias) {
    aliases.append(alias)
    if !names.contains(Array(alias.name.utf8)) { names.append(Array(alias.name.utf8)) }
  }

  /// Whether code token `index` spells an alias's name.
  func contains(_ index: Int, in file: ObjCTokenizedFile) -> Bool {
    guard !names.isEmpty, index >= 0, index < file.code.count else { return false }
    let token = file.code[index]
    let bytes = file.bytes
    return names.contains { name in
      name.count == token.end - token.start && name.indices.allSatisfy { bytes[token.start + $0] == name[$0] }
    }
  }

  /// Whether the token is the name of an alias's declaration (its `= self;` is no bare `self`).
  func declares(_ nameToken: Int) -> Bool {
    aliases.contains { $0.nameToken == nameToken }
  }

  /// The weak aliases declared before token `token`, nearest last.
  func weakAliases(before token: Int) -> [Alias] {
    aliases.filter { $0.isWeak && $0.nameToken < token }
  }

  /// The alias declared at the name token `nameToken`, if it is one.
  func alias(declaredAt nameToken: Int) -> Alias? {
    aliases.first { $0.nameToken == nameToken }
  }
}
