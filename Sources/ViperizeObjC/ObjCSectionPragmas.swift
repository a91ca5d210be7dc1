import ViperizeCore

/// `#pragma mark` lines that head a section of exactly one method: such a line belongs to the
/// method, so it moves where the method moves and no empty section is left behind.
///
/// ```objc
/// #pragma mark - Helpers                  ← part of `pictureCache`'s span
///
/// - (id<CGPictureCache>)pictureCache { … }
///
/// #pragma mark - UITableViewDataSource    ← scaffolding: it heads two methods
///
/// - (NSInteger)tableView:… { … }
/// - (UITableViewCell *)tableView:… { … }
/// ```
/// Only blank lines may stand between the pragma and the method (its attached comments included).
/// A section of several methods keeps its pragma in the view, even when all of them leave.
struct ObjCSectionPragmas {
  let file: ObjCTokenizedFile
  let spans: ObjCSpanBuilder

  /// The heading pragma line at the start of a member's span, and the range of that line with the
  /// blank lines after it (where the member's own text starts). A member span starts with `#` only
  /// when it starts with its heading pragma.
  static func heading(of member: Member, in file: SourceFile) -> (line: String, range: Range<Int>)? {
    let bytes = file.bytes
    var index = member.span.start
    while index < member.span.end && bytes[index].isHorizontalSpace { index += 1 }
    guard index < member.span.end, bytes[index] == .hash else { return nil }
    var end = index
    while end < member.span.end && bytes[end] != .newline { end += 1 }
    let line = file.slice(member.span.start..<end)
    while end < member.span.end && (bytes[end] == .newline || bytes[end].isHorizontalSpace) { end += 1 }
    return (line, member.span.start..<end)
  }

  /// For the position of a method in `container.members`: where its heading pragma line starts.
  func headings(in container: ObjCContainerSyntax) -> [Int: Int] {
    let bytes = file.bytes
    let start = file.code[container.startToken].end
    let end = container.endToken.map { file.code[$0].start } ?? bytes.count
    let pragmas = file.trivia.filter { $0.kind == .preprocessor && $0.start >= start && $0.start < end && isPragmaMark($0) }
    guard !pragmas.isEmpty else { return [:] }
    var headings: [Int: Int] = [:]
    var member = 0
    for (position, pragma) in pragmas.enumerated() {
      let sectionEnd = position + 1 < pragmas.count ? pragmas[position + 1].start : end
      while member < container.members.count && file.code[container.members[member].firstToken].start < pragma.end {
        member += 1
      }
      var inSection: [Int] = []
      var next = member
      while next < container.members.count && file.code[container.members[next].firstToken].start < sectionEnd {
        inSection.append(next)
        next += 1
      }
      guard inSection.count == 1, let only = inSection.first,
        case .methodDefinition = container.members[only].kind
      else { continue }
      let declarationStart = file.code[container.members[only].firstToken].start
      let memberStart = spans.startOfLineIfAlone(spans.leadingCommentStart(before: declarationStart))
      guard pragma.end <= memberStart, bytes[pragma.end..<memberStart].allSatisfy({ $0 == .newline || $0.isHorizontalSpace })
      else { continue }
      headings[only] = spans.startOfLineIfAlone(pragma.start)
    }
    return headings
  }

  /// `#pragma mark …`, spaces allowed after `#` and between the words.
  private func isPragmaMark(_ token: ObjCToken) -> Bool {
    let bytes = file.bytes
    var index = token.start + 1
    func word(_ text: StaticString) -> Bool {
      while index < token.end && bytes[index].isHorizontalSpace { index += 1 }
      let length = text.utf8CodeUnitCount
      guard index + length <= token.end,
        text.withUTF8Buffer({ bytes[index..<(index + length)].elementsEqual($0) })
      else { return false }
      index += length
      return index == token.end || !bytes[index].isIdentifierContinuation
    }
    return word("pragma") && word("mark")
  }
}
