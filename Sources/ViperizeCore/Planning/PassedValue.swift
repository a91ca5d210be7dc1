/// A control's value that moved code read (`sender.isOn`, `nameField.text`): the view reads it
/// where the code stood and passes it on, and the moved code reads the parameter `name` in its
/// place. The control itself never leaves the view (issue 14, item 1).
///
/// `@IBAction func autoplayChanged(_ sender: UISwitch) { UserDefaults.standard.set(sender.isOn, forKey: "autoplay") }`
/// becomes view `output.set(sender.isOn)`, interactor `func set(_ isOn: Bool) { UserDefaults.standard.set(isOn, forKey: "autoplay") }`.
public struct PassedValue: Sendable, Hashable {
  /// The parameter carrying the value: the control's name without its kind (`nameField.text` →
  /// `name`, `autoplaySwitch.isOn` → `autoplay`), or the property's for a parameter
  /// (`sender.isOn` → `isOn`).
  public var name: String
  public var type: String
  public var read: ValueRead
  /// The names it may take, best first (`names(for:baseIsParameter:)`); `name` is the one taken.
  var candidates: [String]

  /// `read` of a value of `type`, named by its first candidate until `named(_:after:isFree:)`.
  init(read: ValueRead, type: String, baseIsParameter: Bool) {
    self.read = read
    self.type = type
    candidates = Self.names(for: read, baseIsParameter: baseIsParameter)
    name = candidates[0]
  }

  /// The value a view member computes (`StatementTagger.viewValue`): a computed property read
  /// or a call without arguments (`[self favoriteKey]`, `favoriteKey()`), passed under its name.
  /// A screen is passed under its type's name without a framework prefix (`makePicker()`
  /// returning `PHPickerViewController` → `pickerViewController`), else under the member's.
  init(returnedBy reference: SelfReference, range: Range<Int>, type: String, isScreen: Bool = false) {
    read = ValueRead(base: reference.name, baseRange: reference.nameRange, property: "", range: range, line: reference.line)
    self.type = type
    candidates = [reference.name, reference.name + "Value"]
    if isScreen, let screen = Self.screenName(of: type) { candidates.insert(screen, at: 0) }
    name = candidates[0]
  }

  /// `PHPickerViewController *` → `pickerViewController`; `DetailViewController` →
  /// `detailViewController`; `PDFViewController` → `pdfViewController`. A framework's prefix is two
  /// capitals before a word (`PH`, `UI`, `MF`); a longer run of capitals is an acronym, kept.
  static func screenName(of type: String) -> String? {
    guard let principal = InferredType.written(type).principalName, principal.first?.isUpperCaseLetter == true else { return nil }
    let capitals = principal.prefix { $0.isUpperCaseLetter }.count
    guard capitals < principal.count else { return nil }
    // Three capitals are a prefix and the next word's first letter (`PHPicker…`).
    return SplitNaming.lowerCamel(capitals == 3 ? String(principal.dropFirst(2)) : principal)
  }

  /// A local's address the code hands to a call to write through (`&error`), passed as a
  /// pointer under the local's name: the moved code reads `error` where it read `&error`.
  init(outArgument argument: OutArgument, pointee: String) {
    read = ValueRead(base: argument.name, baseRange: argument.nameRange, property: "", range: argument.range, line: argument.line)
    type = pointee.hasSuffix("*") ? pointee + "*" : pointee + " *"
    candidates = [argument.name]
    name = argument.name
  }

  /// An Objective-C instance variable of the ivar block the code reads (`_recentURLs`), passed
  /// under its name without the underscore: the moved code reads `recentURLs` in its place.
  init(instanceVariable reference: SelfReference, type: String) {
    read = ValueRead(base: reference.name, baseRange: reference.nameRange, property: "", range: reference.nameRange, line: reference.line)
    self.type = type
    candidates = [reference.name, reference.name + "Value"]
    name = candidates[0]
    isStored = true
  }

  /// The value a variable holds (an instance variable's): read twice, it is one value.
  private(set) var isStored = false

  /// A value the view computes, not a control's.
  var isViewValue: Bool { read.property.isEmpty && !isStored }

  /// `value` as the values passed before it allow: under the name an earlier read of the same
  /// control's property took, else under its first candidate that `isFree` accepts and no value
  /// holds; `isNew` when it takes a name of its own (a parameter of its own); `nil` when none is free.
  static func named(_ value: PassedValue, after values: [PassedValue], isFree: (String) -> Bool) -> (value: PassedValue, isNew: Bool)? {
    var value = value
    // A control's value read twice is one value, as is a variable's; a view member computing one
    // may answer differently each time.
    if !value.isViewValue,
      let known = values.first(where: {
        !$0.isViewValue && $0.isStored == value.isStored && $0.read.base == value.read.base && $0.read.property == value.read.property
      })
    {
      value.name = known.name
      return (value, false)
    }
    guard let name = value.candidates.first(where: { name in isFree(name) && !values.contains { $0.name == name } }) else { return nil }
    value.name = name
    return (value, true)
  }

  /// What the view passes for each of `values`: the parameter's name with the read as written.
  public static func arguments(_ values: [PassedValue], in file: SourceFile) -> [String: String] {
    Dictionary(values.map { ($0.name, $0.argument(in: file)) }, uniquingKeysWith: { first, _ in first })
  }

  /// The edit that makes moved code read the parameter.
  public var edit: TextEdit { TextEdit(range: read.range, replacement: name) }

  /// The read as the view writes it where the code stood.
  public func argument(in file: SourceFile) -> String { file.slice(read.range) }

  /// The parameter's names for `read`, whose base is a parameter of the member or not, best
  /// first: the control's name without its kind, else the property's, then the base's and the
  /// property's together (`repeatSwitch.isOn` → `repeatSwitchIsOn`, `repeat` being a keyword).
  static func names(for read: ValueRead, baseIsParameter: Bool) -> [String] {
    let property = read.property == "on" ? "isOn" : read.property == "selected" ? "isSelected" : read.property
    // An instance variable's underscore is no part of the name (`[_soundSwitch isOn]` → `sound`).
    let base = read.base.hasPrefix("_") && read.base.count > 1 ? String(read.base.dropFirst()) : read.base
    let whole = base + property.prefix(1).uppercased() + property.dropFirst()
    // The row or items the user chose: `selectedIndexPath`, `selectedIndexPaths`.
    if property == "indexPathForSelectedRow" { return ["selectedIndexPath", whole] }
    if property == "indexPathsForSelectedItems" { return ["selectedIndexPaths", whole] }
    guard !baseIsParameter else { return [property, whole] }
    let kinds = [
      "TextField", "TextView", "SearchBar", "SegmentedControl", "DatePicker", "Field", "Label", "Switch", "Slider", "Stepper",
      "Control", "Picker", "Button", "Toggle", "Input",
    ]
    for kind in kinds where base.hasSuffix(kind) && base.count > kind.count {
      let stem = String(base.dropLast(kind.count))
      return isKeyword(stem) || stem == "output" ? [whole] : [stem, whole]
    }
    return [whole]
  }

  /// A word neither language lets name a parameter (`repeat`, `private`, ObjC `default`, `auto`).
  static func isKeyword(_ word: String) -> Bool {
    SplitNaming.reservedWords.contains(word) || objectiveCKeywords.contains(word)
  }

  private static let objectiveCKeywords: Set<String> = [
    "auto", "char", "const", "double", "extern", "float", "goto", "int", "long", "register", "short", "signed",
    "sizeof", "unsigned", "void", "volatile", "union", "typedef", "restrict", "inline", "bool", "BOOL", "YES", "NO",
    "nil", "Nil", "NULL", "SEL", "IMP", "Class", "in", "out", "inout", "bycopy", "byref", "oneway",
  ]
}
