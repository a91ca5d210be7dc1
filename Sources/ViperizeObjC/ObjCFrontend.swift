import ViperizeCore

/// The Objective-C frontend: reads a controller's `.h` and `.m` (either order, or the `.m` alone)
/// and builds its `ControllerModel`.
///
/// Headers come first in `ControllerModel.files`, whatever the input order, so members are in a
/// stable file order. Only the controller's own blocks (`@interface`, class extension,
/// categories on it, `@implementation`) become declarations; other classes in the same files,
/// file-scope C code, method declarations and `#pragma mark` lines are scaffolding (except a
/// `#pragma mark` heading a single method, which belongs to it: `ObjCSectionPragmas`).
///
/// Insertion convention for `TypeDeclaration.inheritanceInsertionOffset`: when the header lists
/// protocols (`<A, B>`), it is the offset just after the last protocol name and
/// `hasInheritanceClause` is true (insert `, NewProto`); otherwise it is just after the header's
/// last token (superclass, `)` of a category/extension, or the class name of an `@implementation`)
/// and `hasInheritanceClause` is false (insert ` <NewProto>`; an `@implementation` never takes one).
public struct ObjCFrontend: ControllerFrontend {
  public init() {}

  public var language: SourceLanguage { .objectiveC }

  public func accepts(fileExtension: String) -> Bool { fileExtension == "h" || fileExtension == "m" }

  public func parse(files: [SourceFile], className: String?) throws -> ControllerModel {
    let ordered = files.filter { $0.path.hasSuffix(".h") } + files.filter { !$0.path.hasSuffix(".h") }
    let parsed = ordered.map { source in
      let tokens = ObjCTokenizedFile(source: source)
      return ObjCControllerLocator.ParsedFile(tokens: tokens, syntax: ObjCStructureParser(file: tokens).parse())
    }
    for file in parsed {
      if let diagnostic = file.syntax.diagnostics.min(by: { $0.tokenIndex < $1.tokenIndex }) {
        let location = file.tokens.source.location(of: file.tokens.code[diagnostic.tokenIndex].start)
        throw FrontendError.syntaxError(
          file: file.tokens.source.path, line: location.line, column: location.column,
          message: diagnostic.message)
      }
    }
    let (name, otherControllers) = try ObjCControllerLocator().locate(in: parsed, className: className)
    var declarations: [TypeDeclaration] = []
    var members: [Member] = []
    // Members are large: growing the array would copy them all again at each doubling.
    members.reserveCapacity(
      parsed.reduce(0) { count, file in
        file.syntax.containers.reduce(count) { $1.className == name ? $0 + $1.members.count : $0 }
      })
    var superclass: String?
    var conformances: [String] = []
    // Ivars first: every body's facts read them as the controller's state.
    var instanceVariables = Set<String>()
    var instanceVariableTypes: [String: String] = [:]
    var filePrivateNames = Set<String>()
    var copiedConstants = Set<String>()
    var headerDeclaredNames = Set<String>()
    var headerDeclaredClasses = Set<String>()
    var selectorTargets = Set<String>()
    let regionsByFile = parsed.map { ObjCConditionalRegions(file: $0.tokens) }
    // The written types of the controller's properties (`UISwitch *`), for the ivars `@synthesize` makes.
    lazy var propertyTypes: [String: String] = {
      var types: [String: String] = [:]
      for file in parsed {
        for container in file.syntax.containers where container.className == name {
          for member in container.members {
            if case .property(let property) = member.kind, types[property.name] == nil { types[property.name] = property.type }
          }
        }
      }
      return types
    }()
    for (fileIndex, file) in parsed.enumerated() {
      selectorTargets.formUnion(ObjCSelectorReferences(file: file.tokens).selectors())
      let names = ObjCFilePrivateNames(file: file.tokens, syntax: file.syntax, regions: regionsByFile[fileIndex]).names(controller: name)
      if file.tokens.source.path.hasSuffix(".h") {
        headerDeclaredNames.formUnion(names.fileOwn.union(names.copied))
        headerDeclaredClasses.formUnion(file.syntax.containers.filter { $0.kind == .interface }.map(\.className))
      } else {
        filePrivateNames.formUnion(names.fileOwn)
        copiedConstants.formUnion(names.copied)
      }
      for container in file.syntax.containers where container.className == name {
        // `@synthesize musicSwitch;` makes an ivar of the property's name, `@synthesize a = _b;` one
        // named `_b`: code reading it reads view state, as an ivar of the block.
        for member in container.members {
          guard case .directive(let keyword) = member.kind, keyword == "@synthesize" else { continue }
          var index = member.firstToken + 1
          while index <= member.lastToken {
            guard file.tokens.isIdentifier(index) else { index += 1; continue }
            let property = file.tokens.text(index)
            var ivar = property
            if file.tokens.isText(index + 1, "="), file.tokens.isIdentifier(index + 2) {
              ivar = file.tokens.text(index + 2)
              index += 2
            }
            instanceVariables.insert(ivar)
            if instanceVariableTypes[ivar] == nil, let type = propertyTypes[property] { instanceVariableTypes[ivar] = type }
            index += 1
          }
        }
        guard let close = container.ivarBlockEnd else { continue }
        for declaration in ObjCInstanceVariables(file: file.tokens).declarations(from: container.headerEndToken + 1, to: close) {
          instanceVariables.insert(declaration.name)
          if let type = declaration.type { instanceVariableTypes[declaration.name] = type }
        }
      }
    }
    // Properties an input file declares for another class (`@interface WCSessionStore (Welcome)
    // @property … displayName; @end` in the `.m`): other files of the module do not see them, so
    // no value site reads one through dot syntax (`ObjCValueSites`).
    var fileDeclaredProperties = Set<String>()
    for file in parsed {
      for container in file.syntax.containers where container.className != name && !container.isImplementation {
        for member in container.members { if case .property(let property) = member.kind { fileDeclaredProperties.insert(property.name) } }
      }
    }
    for (fileIndex, file) in parsed.enumerated() {
      let regions = regionsByFile[fileIndex]
      for container in file.syntax.containers where container.className == name {
        superclass = superclass ?? container.superclass
        var declaration = typeDeclaration(container, file: file.tokens, fileIndex: fileIndex)
        for protocolName in declaration.conformances where !conformances.contains(protocolName) {
          conformances.append(protocolName)
        }
        let builder = ObjCMemberBuilder(
          file: file.tokens, fileIndex: fileIndex, regions: regions, instanceVariables: instanceVariables,
          fileDeclaredProperties: fileDeclaredProperties)
        let pragmas = ObjCSectionPragmas(file: file.tokens, spans: builder.spans).headings(in: container)
        for (position, syntax) in container.members.enumerated() {
          if let member = builder.member(
            syntax, id: members.count, declarationIndex: declarations.count,
            bodyStartOffset: declaration.bodyStart, headingPragma: pragmas[position])
          {
            declaration.memberIDs.append(member.id)
            members.append(member)
          }
        }
        declarations.append(declaration)
      }
    }
    attachPrototypes(parsed, className: name, to: &members)
    var model = ControllerModel(
      language: .objectiveC, name: name, superclass: superclass, conformances: conformances,
      files: ordered, declarations: declarations, members: members)
    model.instanceVariables = instanceVariables
    model.instanceVariableTypes = instanceVariableTypes
    model.localNames = Set(members.flatMap { $0.facts.definedLocals + ($0.signature?.parameters.map(\.name) ?? []) })
    // A one-line `static` the code assigns (`PLOverrideDefaults = defaults;`) is a variable: a
    // copy in another file would be another variable, which the assignment would not reach.
    let assigned = Set(members.flatMap(\.facts.assignedNames))
    model.filePrivateNames = filePrivateNames.union(copiedConstants.intersection(assigned)).subtracting([name])
    model.selectorTargets = selectorTargets
    model.headerDeclaredNames = headerDeclaredNames.subtracting([name])
    model.otherControllers = otherControllers
    model.headerDeclaredClasses = headerDeclaredClasses.subtracting([name])
    return model
  }

  /// Records each method declaration (`- (void)foo;`) of the controller's blocks on the method
  /// it declares (same selector, same `+`/`-`), so it can leave the view with the method.
  private func attachPrototypes(
    _ parsed: [ObjCControllerLocator.ParsedFile], className: String, to members: inout [Member]
  ) {
    // The first method of each selector (walking back, the first one is written last).
    var instanceMethods: [String: Int] = [:]
    var classMethods: [String: Int] = [:]
    instanceMethods.reserveCapacity(members.count)
    for index in members.indices.reversed() where members[index].kind != .storedProperty {
      guard let signature = members[index].signature else { continue }
      if signature.isStatic {
        classMethods[members[index].name] = members[index].id
      } else {
        instanceMethods[members[index].name] = members[index].id
      }
    }
    for (fileIndex, file) in parsed.enumerated() {
      let spans = ObjCSpanBuilder(file: file.tokens, fileIndex: fileIndex)
      for container in file.syntax.containers where container.className == className {
        for syntax in container.members {
          guard case .methodDeclaration(let header) = syntax.kind,
            let id = header.isClassMethod ? classMethods[header.selector] : instanceMethods[header.selector]
          else { continue }
          let start = file.tokens.code[syntax.firstToken].start
          let end = file.tokens.code[min(syntax.lastToken, file.tokens.code.count - 1)].end
          members[id].prototypeSpans.append(
            spans.span(spans.startOfLineIfAlone(spans.leadingCommentStart(before: start)), end))
        }
      }
    }
  }

  private func typeDeclaration(
    _ container: ObjCContainerSyntax, file: ObjCTokenizedFile, fileIndex: Int
  ) -> TypeDeclaration {
    let code = file.code
    let kind: TypeDeclaration.Kind
    switch container.kind {
    case .interface: kind = .objcInterface
    case .classExtension: kind = .objcClassExtension
    case .categoryInterface, .categoryImplementation: kind = .objcCategory
    case .implementation: kind = .objcImplementation
    }
    let start = code[container.startToken].start
    let end = container.endToken.map { code[$0].end } ?? file.bytes.count
    let headerEnd = code[container.headerEndToken].end
    let lastProtocol = container.protocols.last.map { code[$0.token].end }
    return TypeDeclaration(
      kind: kind, span: SourceSpan(file: fileIndex, start: start, end: end, in: file.source),
      nameRange: code[container.nameToken].range, conformances: container.protocols.map(\.name),
      inheritanceInsertionOffset: lastProtocol ?? headerEnd, hasInheritanceClause: lastProtocol != nil,
      bodyStart: container.ivarBlockEnd.map { code[$0].end } ?? headerEnd,
      bodyEnd: container.endToken.map { code[$0].start } ?? file.bytes.count)
  }
}
