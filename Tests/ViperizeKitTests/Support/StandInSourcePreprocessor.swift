import Foundation

/// Makes iOS Swift source acceptable to a Linux `swiftc`, which has no Objective-C interop,
/// without moving anything: every rewrite keeps the text's length, so a diagnostic's
/// line:column is the same in the original file.
///
/// ## Before
/// ```
/// @IBOutlet weak var titleLabel: UILabel!
/// @objc private func refresh() { control.addTarget(self, action: #selector(refresh), for: .valueChanged) }
/// ```
/// ## After
/// ```
///           weak var titleLabel: UILabel!
///       private func refresh() { control.addTarget(self, action: _selector(refresh), for: .valueChanged) }
/// ```
/// `_selector` is declared by the FoundationGaps stand-in. See docs/stand-ins.md.
enum StandInSourcePreprocessor {

    /// Attributes that need the Objective-C runtime (`@objc(name)` included) or Interface Builder.
    /// `objcMembers` precedes `objc` so the longer name wins.
    static let blankedAttributes = #"@(?:IBOutlet|IBAction|IBInspectable|IBDesignable|IBSegueAction|objcMembers|nonobjc|objc(?:\([^)\n]*\))?)(?![A-Za-z0-9_])"#

    /// `#selector(` and `_selector(` have the same length.
    static let selectorRewrite = (from: "#selector(", to: "_selector(")

    static func preprocess(_ source: String) -> String {
        let text = NSMutableString(string: source)
        let expression = try! NSRegularExpression(pattern: blankedAttributes)
        let matches = expression.matches(in: source, range: NSRange(location: 0, length: text.length))
        for match in matches.reversed() {
            text.replaceCharacters(in: match.range, with: String(repeating: " ", count: match.range.length))
        }
        return (text as String).replacingOccurrences(of: selectorRewrite.from, with: selectorRewrite.to)
    }
}
