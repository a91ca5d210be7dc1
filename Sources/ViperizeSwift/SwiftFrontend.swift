import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import ViperizeCore

/// Reads Swift files with SwiftParser and builds the controller's model, merging its extensions
/// from every file given.
public struct SwiftFrontend: ControllerFrontend {
  public init() {}

  public var language: SourceLanguage { .swift }

  public func accepts(fileExtension: String) -> Bool { fileExtension == "swift" }

  public func parse(files inputFiles: [SourceFile], className: String?) throws -> ControllerModel {
    var files = inputFiles
    var trees = files.map { Parser.parse(source: $0.text) }
    for (index, tree) in trees.enumerated() where tree.hasError {
      throw Self.firstSyntaxError(in: tree, file: files[index])
    }
    let locator = SwiftControllerLocator(files: files, trees: trees)
    let candidates = locator.controllerCandidates()
    func located(_ found: SwiftControllerLocator.Found) -> FrontendError.Candidate {
      .init(name: found.name, file: files[found.file].path, line: files[found.file].line(of: found.offset))
    }
    let chosen: SwiftControllerLocator.Found
    if let className {
      guard let match = locator.classes().first(where: { $0.name == className }) else {
        throw FrontendError.classNotFound(name: className, candidates: candidates.map(\.name))
      }
      chosen = match
    } else if candidates.count == 1 {
      chosen = candidates[0]
    } else if candidates.isEmpty {
      throw FrontendError.noController(files: files.map(\.path))
    } else if let named = FrontendError.Candidate.namedLikeFile(candidates.map(\.name), files: files.map(\.path)),
      let match = candidates.first(where: { $0.name == named }),
      // A subclass beside it may override what would move: the user chooses (`--class`).
      !candidates.contains(where: { $0.superclass == named })
    {
      chosen = match
    } else {
      throw FrontendError.severalControllers(candidates.map(located))
    }
    let others = className == nil ? candidates.filter { $0.name != chosen.name }.map(located) : []
    // The file declaring the class comes first; its extensions' files follow in the given order.
    var found = chosen
    var finder = locator
    if chosen.file != 0 {
      files.insert(files.remove(at: chosen.file), at: 0)
      trees.insert(trees.remove(at: chosen.file), at: 0)
      finder = SwiftControllerLocator(files: files, trees: trees)
      found = finder.classes().first { $0.name == chosen.name && $0.file == 0 } ?? chosen
    }
    var model = build(found, locator: finder, files: files)
    model.otherControllers = others
    return model
  }

  private func build(_ found: SwiftControllerLocator.Found, locator: SwiftControllerLocator, files: [SourceFile])
    -> ControllerModel
  {
    var declarations: [TypeDeclaration] = []
    var members: [Member] = []
    var conformances: [String] = []
    var superclass: String?
    // `var first: [Note] = [], second = 0`: the member is the first binding; the others are names
    // of the class no member stands for, which code moving elsewhere could not reach.
    var unmodelledNames = Set<String>()
    var genericParameterNames = Set<String>()
    var availability: [String] = []
    var valueTypeNames = Set<String>()
    // The class body first, then its extensions in file order: members are listed in that order.
    let parts = locator.parts(of: found.name)
    for part in parts.filter(\.isClass) + parts.filter({ !$0.isClass }) {
      let file = files[part.file]
      let inherited = part.inheritedTypes
      var listed = inherited
      if part.isClass, let generics = part.node.as(ClassDeclSyntax.self)?.genericParameterClause {
        genericParameterNames.formUnion(generics.parameters.map(\.name.text))
      }
      if part.isClass, let attributes = part.node.as(ClassDeclSyntax.self)?.attributes {
        availability += attributes.compactMap { element -> String? in
          guard case .attribute(let attribute) = element, attribute.attributeName.trimmedText == "available" else { return nil }
          return attribute.trimmedText
        }
      }
      if part.isClass, let first = inherited.first {
        superclass = first
        listed.removeFirst()
      }
      for name in listed where !conformances.contains(name) { conformances.append(name) }
      let builder = SwiftMemberBuilder(file: file, fileIndex: part.file, declarationIndex: declarations.count)
      let newMembers = builder.members(of: part.memberBlock.members, firstID: members.count)
      unmodelledNames.formUnion(SwiftMemberBuilder.unmodelledBindingNames(in: part.memberBlock.members))
      valueTypeNames.formUnion(part.memberBlock.members.compactMap { SwiftControllerLocator.valueTypeName($0.decl) })
      let span = SwiftTriviaSpans.trimmedSpan(of: part.node, file: part.file, in: file)
      declarations.append(
        TypeDeclaration(
          kind: part.isClass ? .classDeclaration : .extensionDeclaration, span: span,
          nameRange: part.nameRange, conformances: listed,
          inheritanceInsertionOffset: part.inheritanceInsertionOffset,
          hasInheritanceClause: !inherited.isEmpty,
          bodyStart: part.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset,
          bodyEnd: part.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
          memberIDs: newMembers.map(\.id)))
      members += newMembers
    }
    var model = ControllerModel(
      language: .swift, name: found.name, superclass: superclass, conformances: conformances,
      files: files, declarations: declarations, members: members)
    model.genericParameterNames = genericParameterNames
    model.availability = availability
    let names = locator.fileScopeNames(controllerName: found.name)
    model.fileScopeNames = names.visible.union(names.widenable.flatMap(\.names))
    model.widenableDeclarations = names.widenable
    model.filePrivateNames = names.filePrivate.union(unmodelledNames)
    model.filePrivateMethods = names.filePrivateMethods
    model.copiedDeclarations = names.copied
    model.valueTypeNames = valueTypeNames.union(names.valueTypes)
    return model
  }

  private static func firstSyntaxError(in tree: SourceFileSyntax, file: SourceFile) -> FrontendError {
    let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
    let converter = SourceLocationConverter(fileName: file.path, tree: tree)
    guard let first = diagnostics.first(where: { $0.diagMessage.severity == .error }) ?? diagnostics.first else {
      return .syntaxError(file: file.path, line: 1, column: 1, message: "source does not parse")
    }
    let location = first.location(converter: converter)
    return .syntaxError(file: file.path, line: location.line, column: location.column, message: first.message)
  }
}
