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

  /// The edit that makes moved code read the parameter.
  public var edit: TextEdit { TextEdit(range: read.range, replacement: name) }

  /// The read as the view writes it where the code stood.
  public func argument(in file: SourceFile) -> String { file.slice(read.range) }

  /// The parameter's names for `read`, whose base is a parameter of the member or not, best
  /// first: the control's name without its kind, else the property's, then the base's and the
  /// property's together (`repeatSwitch.isOn` → `repeatSwitchIsOn`, `repeat` being a keyword).
  static func names(for read: ValueRead, baseIsParameter: Bool) -> [String] {
    let property = read.property == "on" ? "isOn" : read.property == "selected" ? "isSelected" : read.property
    let whole = read.base + property.prefix(1).uppercased() + property.dropFirst()
    // The row or items the user chose: `selectedIndexPath`, `selectedIndexPaths`.
    if property == "indexPathForSelectedRow" { return ["selectedIndexPath", whole] }
    if property == "indexPathsForSelectedItems" { return ["selectedIndexPaths", whole] }
    guard !baseIsParameter else { return [property, whole] }
    let kinds = [
      "TextField", "TextView", "SearchBar", "SegmentedControl", "DatePicker", "Field", "Label", "Switch", "Slider", "Stepper",
      "Control", "Picker", "Button", "Toggle", "Input",
    ]
    for kind in kinds where read.base.hasSuffix(kind) && read.base.count > kind.count {
      let stem = String(read.base.dropLast(kind.count))
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
