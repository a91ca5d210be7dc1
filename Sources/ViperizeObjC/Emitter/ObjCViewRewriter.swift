import ViperizeCore

/// Writes the slim view controller by editing the original `.h`/`.m` in place: the class keeps
/// its name (storyboards, nibs and other files use it), adopts `<MViewInput>` and gains `@property (nonatomic, strong) id<MViewOutput> output;`
/// (in the header's `@interface`, else the class extension); moved methods are cut out with their
/// prototypes; calls to moved members go through `self.output`. Everything else — imports,
/// comments, `#pragma mark`, file-scope C code — stays byte-for-byte.
struct ObjCViewRewriter {
  let plan: ModulePlan
  let mover: ObjCCodeMover
  let signatures: ObjCSignatureRenderer

  private var model: ControllerModel { plan.model }
  private var names: ModuleNames { plan.names }

  /// One view file per input file, in model file order (headers first).
  func viewFiles(folder: String) -> [GeneratedFile] {
    let host = hostDeclaration()
    return model.files.indices.map { fileIndex in
      let file = model.files[fileIndex]
      var edits: [TextEdit] = []
      if let host, model.declarations[host].span.file == fileIndex {
        edits += hostEdits(model.declarations[host], file: file)
      } else if host == nil, fileIndex == model.files.count - 1 {
        edits += newClassExtension(file)
      }
      if let implementation = model.declarations.first(where: { $0.kind == .objcImplementation }),
        implementation.span.file == fileIndex
      {
        edits += outputGetter(implementation, file: file)
      }
      for member in model.members {
        if member.span.file == fileIndex { edits += memberEdits(member, file: file) }
        if plan.classified.layer(of: member.id) != .view && !keepsDeclaration(member)
          && !plan.viewForwarders.contains(member.id) && !plan.screenFactories.contains(member.id)
        {
          for prototype in member.prototypeSpans where prototype.file == fileIndex {
            edits.append(TextEdit(range: ObjCRemoval.range(of: prototype, in: file), replacement: ""))
          }
        }
      }
      return GeneratedFile(path: "\(folder)/\(ObjCViperEmitter.baseName(file.path))", contents: TextEdit.apply(edits, to: file.bytes[...]))
    }
  }

  /// The block that adopts ViewInput and declares `output`: the header's `@interface`, else the
  /// class extension, else any `@interface` of the class.
  private func hostDeclaration() -> Int? {
    let declarations = model.declarations.enumerated()
    return declarations.first { $0.element.kind == .objcInterface && model.files[$0.element.span.file].path.hasSuffix(".h") }?.offset
      ?? declarations.first { $0.element.kind == .objcClassExtension }?.offset
      ?? declarations.first { $0.element.kind == .objcInterface }?.offset
  }

  private func hostEdits(_ declaration: TypeDeclaration, file: SourceFile) -> [TextEdit] {
    let conformance = declaration.hasInheritanceClause ? ", \(names.viewInput)" : " <\(names.viewInput)>"
    return [
      .insert(conformance, at: declaration.inheritanceInsertionOffset),
      .insert("\n\n" + outputProperty, at: declaration.bodyStart),
      .insert(protocolImports, at: ObjCImports.insertionOffset(in: file)),
    ]
  }

  /// No `@interface` or class extension in the input: one is added before the `@implementation`.
  private func newClassExtension(_ file: SourceFile) -> [TextEdit] {
    guard let implementation = model.declarations.first(where: { $0.kind == .objcImplementation }) else { return [] }
    let text = "@interface \(names.viewController) () <\(names.viewInput)>\n\n\(outputProperty)\n\n@end\n\n"
    return [.insert(text, at: implementation.span.start), .insert(protocolImports, at: ObjCImports.insertionOffset(in: file))]
  }

  /// `-output` assembles the module the first time it is read, however the app created the
  /// controller (storyboard, nib, code, a factory method): no message goes to a nil output. The
  /// presenter holds the view weakly, so there is no retain cycle.
  private func outputGetter(_ implementation: TypeDeclaration, file: SourceFile) -> [TextEdit] {
    let u = mover.indentUnit
    var getter = "\n\n- (id<\(names.viewOutput)>)output {\n\(u)if (!_output) {\n"
      + "\(u)\(u)[[[\(names.assembly) alloc] init] configureModuleForViewController:self];\n\(u)}\n\(u)return _output;\n}"
    // A service the interactor holds: the view keeps its declaration, and its accessors forward
    // to `output`, so the view's code and whoever sets it reach the interactor's.
    for classification in plan.classified.members where classification.isInjectedService {
      let member = model.members[classification.memberID]
      getter += "\n\n" + ObjCSignatureRenderer.propertyForwarders(member, to: "self.output", unit: u).dropLast()
    }
    return [
      .insert(getter, at: implementation.bodyStart),
      .insert(ownHeaderImport(in: file) + "#import \"\(names.assembly).h\"\n", at: ObjCImports.insertionOffset(in: file)),
    ]
  }

  /// `#import "Header.h"` of the header declaring `output`, when the implementation's file does
  /// not import it itself (the app's other headers brought the class in before): the getter and
  /// the class extension need the declaration, which the Assembly's header only forward-declares.
  private func ownHeaderImport(in file: SourceFile) -> String {
    guard let host = hostDeclaration() else { return "" }
    let header = model.files[model.declarations[host].span.file].path
    guard header.hasSuffix(".h") else { return "" }
    let name = ObjCImports.fileName(header)
    let imported = ObjCImports.lines(of: file).contains { line in
      line.quotedName.map { ObjCImports.fileName(file.slice($0)) == name } ?? false
    }
    return imported ? "" : "#import \"\(name)\"\n"
  }

  private var outputProperty: String { "@property (nonatomic, strong) id<\(names.viewOutput)> output;" }

  private var protocolImports: String { "#import \"\(names.viewInput).h\"\n#import \"\(names.viewOutput).h\"\n" }

  /// An injected property used by the view stays declared there (its lazy getter stays too,
  /// `lazyGetterEdits`).
  private func keepsDeclaration(_ member: Member) -> Bool {
    plan.classified.layer(of: member.id) == .assembly && member.kind == .storedProperty
      && plan.injections(into: .view).contains { $0.propertyName == member.baseName }
  }

  /// A lazy getter of a helper the view uses stays, creating the helper from the Assembly's
  /// factory in place of its creation code (`_formatter = [[[XAssembly alloc] init] formatter];`):
  /// the view makes it when it first reads it, as before, not when the module is assembled, which
  /// waits for the first read of `output` (a read in `viewDidLoad` before that would get nil).
  private func lazyGetterEdits(_ member: Member) -> [TextEdit]? {
    guard let lazy = member.lazyInitialization,
      let injection = plan.injections.first(where: { $0.memberID == member.id }),
      ObjCAssemblyRenderer.isMadeLazilyByView(injection, in: model)
    else { return nil }
    let made = "_\(lazy.propertyName) = [[[\(names.assembly) alloc] init] \(injection.propertyName)];"
    return [TextEdit(range: lazy.creation.span.range, replacement: made)]
  }

  private func memberEdits(_ member: Member, file: SourceFile) -> [TextEdit] {
    // The interactor holds it; the view keeps the declaration its forwarding accessors implement.
    if keepsDeclaration(member) || plan.classified.members[member.id].isInjectedService { return [] }
    if let edits = lazyGetterEdits(member) { return edits }
    guard plan.classified.layer(of: member.id) == .view else {
      // Other code calls it, so the view keeps the method, forwarding: the controller's factory to
      // the Assembly, a method its header declares for other classes to `output`.
      let receiver = plan.screenFactories.contains(member.id)
        ? "[[\(plan.names.assembly) alloc] init]" : plan.viewForwarders.contains(member.id) ? "self.output" : nil
      if let receiver, let body = member.bodySpan {
        let head = file.slice(member.declarationSpan.start..<body.start)
        let call = ObjCSignatureRenderer.forwardingStatement(member, to: receiver)
        return [TextEdit(
          range: member.declarationSpan.start..<member.declarationSpan.end,
          replacement: head + "{\n\(mover.indentUnit)\(call)\n}")]
      }
      return [TextEdit(range: ObjCRemoval.range(of: member.span, in: file), replacement: "")]
    }
    var edits = mover.viewEdits(for: member, signatures: signatures)
    if let split = plan.splits[member.id] {
      edits = ObjCSplitRenderer(plan: plan, mover: mover, signatures: signatures).viewEdits(member, split) + edits
    }
    if let notes = plan.notes[member.id] {
      let indent = SourceIndentation.indentation(ofLineAt: member.declarationSpan.start, in: file)
      // Below the member's heading pragma, if it has one, right above its comments.
      let start = ObjCSectionPragmas.heading(of: member, in: file)?.range.upperBound ?? member.span.start
      edits.append(.insert(notes.map { "\(indent)// viperize: \($0)\n" }.joined(), at: start))
    }
    return edits
  }
}

/// What is cut when a declaration leaves a file.
enum ObjCRemoval {
  /// The declaration's lines plus one neighbouring blank line, so no double blank line is left.
  static func range(of span: SourceSpan, in file: SourceFile) -> Range<Int> {
    let firstLine = file.line(of: span.start)
    let startsLine = span.start == file.lineStarts[firstLine - 1]
    var end = span.end
    // Take the rest of the last line when only blanks follow.
    var index = end
    while index < file.bytes.count, file.bytes[index] == UInt8(ascii: " ") || file.bytes[index] == UInt8(ascii: "\t") { index += 1 }
    if startsLine, index < file.bytes.count, file.bytes[index] == UInt8(ascii: "\n") { end = index + 1 }
    guard startsLine, end == file.bytes.count || file.bytes[end - 1] == UInt8(ascii: "\n") else { return span.start..<end }
    let nextLine = file.line(of: min(end, file.bytes.count - 1))
    let precededByBlank = firstLine > 1 && isBlank(line: firstLine - 1, in: file)
    let followedByBlankOrEnd = end >= file.bytes.count || isBlank(line: nextLine, in: file) || isClosing(line: nextLine, in: file)
    if precededByBlank && followedByBlankOrEnd { return file.lineStarts[firstLine - 2]..<end }
    return span.start..<end
  }

  static func isBlank(line: Int, in file: SourceFile) -> Bool {
    guard line >= 1, line <= file.lineStarts.count else { return false }
    return file.bytes[file.lineRange(line, line)].allSatisfy {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
    }
  }

  private static func isClosing(line: Int, in file: SourceFile) -> Bool {
    guard line >= 1, line <= file.lineStarts.count else { return false }
    let text = file.slice(file.lineRange(line, line)).filter { !$0.isWhitespace }
    return text == "@end" || text == "}"
  }
}
