import ViperizeCore

/// Turns the member syntax of one controller block into model `Member`s.
///
/// Method declarations are not members (the header is scaffolding); properties, method
/// definitions, `@synthesize`/`@dynamic` and C items inside an `@implementation` are.
struct ObjCMemberBuilder {
  let file: ObjCTokenizedFile
  let fileIndex: Int
  let regions: ObjCConditionalRegions
  /// Names of the class's ivar-block instance variables, which its bodies read as state.
  var instanceVariables: Set<String> = []
  /// Properties the input files declare for other classes, which other files do not see.
  var fileDeclaredProperties: Set<String> = []

  var spans: ObjCSpanBuilder { ObjCSpanBuilder(file: file, fileIndex: fileIndex) }

  /// `headingPragma`: where the `#pragma mark` line that heads this member's one-member section
  /// starts; the member's span then starts there (`ObjCSectionPragmas`).
  func member(
    _ syntax: ObjCMemberSyntax, id: Int, declarationIndex: Int, bodyStartOffset: Int, headingPragma: Int? = nil
  ) -> Member? {
    let declStart = file.code[syntax.firstToken].start
    let declEnd = file.code[min(syntax.lastToken, file.code.count - 1)].end
    let declarationSpan = spans.span(declStart, declEnd)
    let span = spans.span(
      headingPragma ?? spans.startOfLineIfAlone(spans.leadingCommentStart(before: declStart)), declEnd)
    let conditional = regions.contains(declStart, openedAfter: bodyStartOffset)
    // The clauses around it in the class body (empty when a region cuts through it).
    let conditions = conditional ? regions.conditions(of: declStart..<declEnd, within: bodyStartOffset..<file.bytes.count) ?? [] : []
    func make(_ name: String, _ baseName: String, _ kind: MemberKind, _ attributes: [String]) -> Member {
      var member = Member(
        id: id, name: name, baseName: baseName, kind: kind, attributes: attributes, span: span,
        declarationSpan: declarationSpan, declarationIndex: declarationIndex,
        isConditionallyCompiled: conditional)
      member.compilationConditions = conditions
      return member
    }
    switch syntax.kind {
    case .methodDeclaration:
      return nil
    case .property(let property):
      var member = make(property.name, property.name, .storedProperty, property.attributes)
      member.propertyType = property.type
      member.valueType = property.type
      return member
    case .directive(let keyword):
      let name = file.isIdentifier(syntax.firstToken + 1) ? file.text(syntax.firstToken + 1) : keyword
      return make(name, name, .directive, [String(keyword.dropFirst())])
    case .other:
      let name = cItemName(syntax)
      return make(name, name, .nestedDeclaration, [])
    case .methodDefinition(let header, let bodyOpen, let bodyClose):
      // `- (IBAction)save:(id)sender` is an action: Interface Builder calls it, like Swift's `@IBAction`.
      let attributes = header.returnType == "IBAction" ? ["IBAction"] : []
      var member = make(header.selector, file.text(header.firstPieceToken), kind(of: header), attributes)
      let signature = MethodSignature(
        parameters: header.parameters.map { .init(label: $0.label, name: $0.name, type: $0.type) },
        returnType: header.returnType == "void" ? nil : header.returnType, isStatic: header.isClassMethod)
      var statementParser = ObjCStatementParser(file: file, spans: spans)
      statementParser.instanceVariables = instanceVariables
      statementParser.fileDeclaredProperties = fileDeclaredProperties
      let closed = file.isText(bodyClose, "}") && bodyClose > bodyOpen
      let (statements, facts) = statementParser.body(from: bodyOpen + 1, through: closed ? bodyClose - 1 : bodyClose)
      member.signature = signature
      member.bodySpan = spans.span(file.code[bodyOpen].start, file.code[bodyClose].end)
      member.statements = statements
      let body = file.code[bodyOpen].end..<file.code[bodyClose].start
      if regions.regions.contains(where: { body.contains($0.lowerBound) }) { annotateConditions(&member.statements, within: body) }
      member.facts = facts
      // Parameter types count as used types, as in Swift: `(UIStoryboardSegue *)segue`.
      member.facts.typeNames += header.parameters.flatMap { Self.typeNames(in: $0.type) }.map {
        NameFact(name: $0, line: declarationSpan.startLine)
      }
      member.lazyInitialization = ObjCLazyGetterDetector().detect(signature: signature, statements: statements)
      if closed { member.fallbackGetterOf = fallbackProperty(of: member, tokens: (bodyOpen + 1)..<bodyClose) }
      return member
    }
  }

  /// A getter whose one statement returns its property's ivar or, while that is unset, a default:
  /// `- (NSUserDefaults *)defaults { return _defaults ?: NSUserDefaults.standardUserDefaults; }` →
  /// `defaults`. Not `return _defaults;`, nor `return self.defaults ?: …` or another ivar's value.
  private func fallbackProperty(of member: Member, tokens body: Range<Int>) -> String? {
    guard let signature = member.signature, signature.parameters.isEmpty, signature.returnType != nil,
      !signature.isStatic, member.statements.count == 1, member.statements[0].kind == .returnStatement,
      body.count >= 5, file.isText(body.lowerBound, "return"), file.text(body.lowerBound + 1) == "_" + member.baseName
    else { return nil }
    let next = body.lowerBound + 2
    let elvis = file.isText(next, "?:") || (file.isText(next, "?") && file.isText(next + 1, ":"))
    return elvis ? member.baseName : nil
  }

  /// Sets each statement's `compilationConditions` at any depth (branches, blocks, closures).
  private func annotateConditions(_ statements: inout [Statement], within body: Range<Int>) {
    for index in statements.indices {
      statements[index].compilationConditions = regions.conditions(of: statements[index].span.range, within: body)
      for branch in statements[index].branches.indices {
        annotateConditions(&statements[index].branches[branch].statements, within: body)
      }
      annotateConditions(&statements[index].block, within: body)
      if statements[index].callback != nil { annotateConditions(&statements[index].callback!.statements, within: body) }
      for closure in statements[index].closures.indices {
        annotateConditions(&statements[index].closures[closure].statements, within: body)
      }
    }
    // A statement a region's directive splits (`return _client ?:` before `#if DEBUG`) goes on
    // in each clause: what stands in a later clause (`[PLSyncClient sharedClient];` after
    // `#else`) ends its expression, no statement of its own, and cannot leave either.
    let split = statements.filter { $0.compilationConditions == nil }.map(\.span.range)
    guard !split.isEmpty else { return }
    let splitRegions = regions.regions.filter { region in
      split.contains { $0.overlaps(region) && !($0.lowerBound <= region.lowerBound && region.upperBound <= $0.upperBound) }
    }
    for index in statements.indices where splitRegions.contains(where: { $0.contains(statements[index].span.range.lowerBound) }) {
      statements[index].compilationConditions = nil
    }
  }

  /// Capitalised identifiers of a type as written: `NSArray<CGDistrict *> *` → `NSArray`, `CGDistrict`.
  static func typeNames(in type: String) -> [String] {
    let utf8 = Array(type.utf8)
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      return type.split(whereSeparator: { !($0.isWordCharacter) })
        .filter { $0.first?.isUppercase == true }.map(String.init)
    }
    // ASCII: letters, digits and `_` make the words, a capital starts a type's.
    return utf8.split(whereSeparator: { !($0.isIdentifierContinuation && $0 != UInt8(ascii: "$")) })
      .filter { $0.first!.isUppercase }.map { String(decoding: $0, as: UTF8.self) }
  }

  private func kind(of header: ObjCMethodHeaderSyntax) -> MemberKind {
    if header.isClassMethod { return .method }
    if header.selector == "dealloc" { return .deinitializer }
    let selector = header.selector.utf8
    if header.selector.hasPrefix("init"),
      selector.count == 4 || selector.dropFirst(4).first.map({ $0.isUppercase || $0 == UInt8(ascii: ":") }) == true
    {
      return .initializer
    }
    return .method
  }

  /// The name a C item declares: the identifier before its first `(`, `=`, `[` or `;`.
  private func cItemName(_ syntax: ObjCMemberSyntax) -> String {
    var index = syntax.firstToken
    var name = file.text(index)
    while index <= syntax.lastToken {
      if file.isText(index, "(") || file.isText(index, "=") || file.isText(index, ";") || file.isText(index, "[")
        || file.isText(index, "{")
      {
        break
      }
      if file.isIdentifier(index) { name = file.text(index) }
      index += 1
    }
    return name
  }
}
