import Foundation
import ViperizeCore

/// Writes the slim view controller by editing the original files in place: moved members are cut
/// out, the class (keeping its name, which storyboards and other files use) adopts ViewInput and
/// gains `output`, and calls to moved members go through `output`. Everything else — imports,
/// comments, other declarations — stays byte-for-byte.
struct SwiftViewRewriter {
  let plan: ModulePlan
  let mover: SwiftCodeMover

  /// One view file per input file, in input order.
  func viewFiles(folder: String) -> [GeneratedFile] {
    let model = plan.model
    let names = plan.names
    let fileNames = Self.uniqueFileNames(model.files.map(\.path))
    return model.files.indices.map { fileIndex in
      let file = model.files[fileIndex]
      var edits: [TextEdit] = []
      for declaration in model.declarations where declaration.span.file == fileIndex {
        if declaration.kind == .classDeclaration {
          let conformance = (declaration.hasInheritanceClause ? ", " : ": ") + names.viewInput
          edits.append(.insert(conformance, at: declaration.inheritanceInsertionOffset))
          edits.append(.insert(outputProperty, at: declaration.bodyStart))
        }
      }
      for member in model.members where member.span.file == fileIndex {
        edits += memberEdits(member, file: file)
      }
      // File-scope declarations code outside the view uses: `private struct Result` → `struct Result`.
      for index in plan.widenedDeclarations {
        for span in model.widenableDeclarations[index].modifiers where span.file == fileIndex {
          edits.append(TextEdit(range: span.range, replacement: ""))
        }
      }
      return GeneratedFile(path: "\(folder)/\(fileNames[fileIndex])", contents: TextEdit.apply(edits, to: file.bytes[...]))
    }
  }

  /// `output` assembles the module the first time it is read, however the app created the
  /// controller (storyboard, nib, code, a factory method): no event reaches a nil output. The
  /// presenter holds the view weakly, so there is no retain cycle.
  private var outputProperty: String {
    "\n\(mover.indentUnit)lazy var output: \(plan.names.viewOutput) = \(plan.names.assembly)().configure(self)"
  }

  private func memberEdits(_ member: Member, file: SourceFile) -> [TextEdit] {
    let classification = plan.classified.members[member.id]
    switch classification.layer {
    case .view:
      var edits = mover.viewEdits(for: member)
      if let split = plan.splits[member.id] {
        edits = SwiftSplitRenderer(plan: plan, mover: mover).viewEdits(member, split) + edits
      }
      if plan.widenedNestedTypes.contains(member.id) {
        edits += mover.accessWideningEdits(member, file: file)
      }
      if plan.injections.contains(where: { $0.fromView && $0.memberID == member.id }) {
        // The Assembly reads a private shared service: `private let` → `let`.
        edits += mover.accessWideningEdits(member, file: file)
      }
      if let notes = plan.notes[member.id] {
        let indent = SourceIndentation.indentation(ofLineAt: member.declarationSpan.start, in: file)
        let text = notes.map { "\(indent)// viperize: \($0)\n" }.joined()
        edits.append(.insert(text, at: member.span.start))
      }
      return edits
    case .assembly where plan.screenFactories.contains(member.id):
      // Other code calls the controller's factory: it keeps it, forwarding to the Assembly.
      return forwardingEdits(member, to: "\(plan.names.assembly)()", file: file)
    case .assembly where plan.injections(into: .view).contains(where: { $0.memberID == member.id }):
      return injectedDeclarationEdits(member, file: file)
    default:
      if classification.isForwardedByView {
        // The presenter (the interactor) holds it; the view's code and other files read and write it as before.
        let indent = SourceIndentation.indentation(ofLineAt: member.declarationSpan.start, in: file)
        return [TextEdit(
          range: member.declarationSpan.start..<member.declarationSpan.end,
          replacement: SwiftSignatureRenderer.propertyForwarder(member, indent: indent, unit: mover.indentUnit))]
      }
      if plan.viewForwarders.contains(member.id), member.bodySpan != nil {
        // Other code calls it: the view keeps the declaration, forwarding to `output`.
        return forwardingEdits(member, to: "output", file: file)
      }
      return [TextEdit(range: removalRange(of: member.span, in: file), replacement: "")]
    }
  }

  /// The member's head as written, with a body calling the same method on `receiver`.
  private func forwardingEdits(_ member: Member, to receiver: String, file: SourceFile) -> [TextEdit] {
    guard let body = member.bodySpan else { return [] }
    let indent = SourceIndentation.indentation(ofLineAt: member.declarationSpan.start, in: file)
    let call = SwiftSignatureRenderer.forwardingCall(member, to: receiver)
    return [TextEdit(
      range: member.declarationSpan.start..<member.declarationSpan.end,
      replacement: file.slice(member.declarationSpan.start..<body.start) + "{\n\(indent)\(mover.indentUnit)\(call)\n\(indent)}")]
  }

  /// A created helper the view uses keeps its declaration, as eager or lazy as it was, with the
  /// Assembly's factory in place of its creation code (`private let cache = ImageCache(…)` →
  /// `private let cache = PhotoDetailAssembly().makeCache()`): the view makes it when it always
  /// did, and the Assembly passes that object to the other layers. It stops being private only
  /// when the Assembly must read it for them.
  private func injectedDeclarationEdits(_ member: Member, file: SourceFile) -> [TextEdit] {
    guard let injection = plan.injections.first(where: { $0.memberID == member.id }),
      let creation = member.lazyInitialization?.creation ?? member.initialValue
    else { return [] }
    var edits = [TextEdit(
      range: creation.span.range,
      replacement: "\(plan.names.assembly)().\(SwiftModuleRenderer.factoryName(of: injection))()")]
    if injection.layers.contains(where: { $0 != .view }) { edits += mover.accessWideningEdits(member, file: file) }
    return edits
  }

  /// The member's lines plus one neighbouring blank line, so no double blank line is left behind.
  private func removalRange(of span: SourceSpan, in file: SourceFile) -> Range<Int> {
    let firstLine = file.line(of: span.start)
    let nextLine = file.line(of: span.end)
    let precededByBlank = firstLine > 1 && Self.isBlank(line: firstLine - 1, in: file)
    let followedByBlankOrEnd = span.end >= file.bytes.count || Self.isBlank(line: nextLine, in: file)
      || Self.isClosingBrace(line: nextLine, in: file)
    if precededByBlank && followedByBlankOrEnd {
      return file.lineStarts[firstLine - 2]..<span.end
    }
    return span.range
  }

  static func isBlank(line: Int, in file: SourceFile) -> Bool {
    guard line >= 1, line <= file.lineStarts.count else { return false }
    let range = file.lineRange(line, line)
    return file.bytes[range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
  }

  private static func isClosingBrace(line: Int, in file: SourceFile) -> Bool {
    guard line >= 1, line <= file.lineStarts.count else { return false }
    let text = file.slice(file.lineRange(line, line)).trimmingCharactersBlank()
    return text == "}"
  }

  /// The view file name of each input file: its own name. An input named like an earlier one
  /// (`Extensions/MainViewController.swift` beside `MainViewController.swift`) takes its folder's
  /// name as a suffix (`MainViewController+Extensions.swift`): no file replaces another, and one
  /// module never holds two files of one name, which the compiler rejects.
  static func uniqueFileNames(_ paths: [String]) -> [String] {
    var used = Set<String>()
    return paths.map { path in
      var name = SwiftViperEmitter.baseName(path)
      let parts = path.split(separator: "/")
      if used.contains(name) {
        let stem = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
        let folder = parts.count >= 2 ? String(parts[parts.count - 2]) : "Part"
        var candidate = stem + "+" + folder + ".swift"
        var counter = 2
        while used.contains(candidate) {
          candidate = stem + "+" + folder + "\(counter).swift"
          counter += 1
        }
        name = candidate
      }
      used.insert(name)
      return name
    }
  }
}

extension String {
  func trimmingCharactersBlank() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}
