import SwiftSyntax
import ViperizeCore

/// Turns the declarations of a class or extension body into `Member`s.
struct SwiftMemberBuilder {
  let file: SourceFile
  let fileIndex: Int
  let declarationIndex: Int

  /// Members of a member block, descending into `#if` clauses (flagged as conditional).
  func members(of block: MemberBlockItemListSyntax, firstID: Int, conditions: [String]? = nil) -> [Member] {
    var result: [Member] = []
    for item in block {
      if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
        for (clause, condition) in zip(ifConfig.clauses, SwiftStatementBuilder.clauseConditions(of: ifConfig)) {
          if case .decls(let decls) = clause.elements {
            result += members(of: decls, firstID: firstID + result.count, conditions: (conditions ?? []) + [condition])
          }
        }
        continue
      }
      var member = self.member(item, id: firstID + result.count)
      member.isConditionallyCompiled = conditions != nil
      member.compilationConditions = conditions ?? []
      result.append(member)
    }
    return result
  }

  private func member(_ item: MemberBlockItemSyntax, id: Int) -> Member {
    let decl = item.decl
    let collector = SwiftFactsCollector(file: file)
    let span = SwiftTriviaSpans.span(SwiftTriviaSpans.extendedRange(of: item, in: file), file: fileIndex, in: file)
    let declarationSpan = SwiftTriviaSpans.trimmedSpan(of: item, file: fileIndex, in: file)
    var member = Member(
      id: id, name: "", baseName: "", kind: .nestedDeclaration, attributes: [], span: span,
      declarationSpan: declarationSpan, declarationIndex: declarationIndex)
    member.sharesLines = !file.isAloneOnItsLines(declarationSpan.range)

    var body: CodeBlockSyntax?
    if let function = decl.as(FunctionDeclSyntax.self) {
      collector.walk(function.signature)
      body = function.body
      let baseName = function.name.text
      member.kind = .method
      member.baseName = baseName
      member.name = Self.key(baseName, function.signature.parameterClause.parameters)
      member.attributes = Self.attributes(function.attributes, function.modifiers)
      member.signature = signature(
        function.signature.parameterClause.parameters, effects: function.signature.effectSpecifiers,
        returnType: function.signature.returnClause?.type, modifiers: function.modifiers,
        generics: function.genericParameterClause, whereClause: function.genericWhereClause)
    } else if let initializer = decl.as(InitializerDeclSyntax.self) {
      collector.walk(initializer.signature)
      body = initializer.body
      member.kind = .initializer
      member.baseName = "init"
      member.name = Self.key("init", initializer.signature.parameterClause.parameters)
      member.attributes = Self.attributes(initializer.attributes, initializer.modifiers)
      member.signature = signature(
        initializer.signature.parameterClause.parameters, effects: initializer.signature.effectSpecifiers,
        returnType: nil, modifiers: initializer.modifiers, generics: initializer.genericParameterClause,
        whereClause: initializer.genericWhereClause)
    } else if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
      body = deinitializer.body
      member.kind = .deinitializer
      member.baseName = "deinit"
      member.name = "deinit"
      member.attributes = Self.attributes(deinitializer.attributes, deinitializer.modifiers)
    } else if let variable = decl.as(VariableDeclSyntax.self) {
      describeVariable(variable, into: &member, collector: collector)
    } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
      collector.walk(subscriptDecl)
      member.kind = .subscript
      member.baseName = "subscript"
      member.name = Self.key("subscript", subscriptDecl.parameterClause.parameters)
      member.attributes = Self.attributes(subscriptDecl.attributes, subscriptDecl.modifiers)
    } else {
      member.kind = .nestedDeclaration
      member.name = Self.nestedName(decl)
      member.baseName = member.name
    }

    if let body {
      collector.walk(body)
      member.bodySpan = SwiftTriviaSpans.trimmedSpan(of: body, file: fileIndex, in: file)
    }
    let facts = collector.finish()
    if let body {
      member.statements = SwiftStatementBuilder(file: file, fileIndex: fileIndex, facts: facts)
        .statements(body.statements)
    }
    if let accessorStatements = Self.getterStatements(decl) ?? Self.lazyClosureStatements(decl) {
      member.statements = SwiftStatementBuilder(file: file, fileIndex: fileIndex, facts: facts)
        .statements(accessorStatements)
    }
    member.accessorBodies = Self.settingAccessors(decl).map { accessor, body in
      AccessorBody(
        parameterName: accessor.givenValueName ?? "newValue",
        openingLine: file.line(of: body.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset),
        statements: SwiftStatementBuilder(file: file, fileIndex: fileIndex, facts: facts).statements(body.statements))
    }
    member.facts = facts.facts(in: declarationSpan.range)
    if let initial = member.initialValue {
      member.initialValue = CodeFragment(span: initial.span, facts: facts.facts(in: initial.span.range))
      if var lazy = member.lazyInitialization {
        lazy.creation = CodeFragment(span: initial.span, facts: facts.facts(in: initial.span.range))
        member.lazyInitialization = lazy
      }
    }
    return member
  }

  /// The names a property line binds after its first (`var first = 0, second = 0` → `second`):
  /// the member `describeVariable` makes is the first binding, and no member stands for these.
  static func unmodelledBindingNames(in members: MemberBlockItemListSyntax) -> [String] {
    members.flatMap { item -> [String] in
      guard let variable = item.decl.as(VariableDeclSyntax.self) else { return [] }
      return variable.bindings.dropFirst().compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }
  }

  private func describeVariable(_ variable: VariableDeclSyntax, into member: inout Member, collector: SwiftFactsCollector) {
    member.attributes = Self.attributes(variable.attributes, variable.modifiers)
    member.attributes.insert(variable.bindingSpecifier.text, at: 0)
    guard let binding = variable.bindings.first else { return }
    let name = binding.pattern.trimmedText
    member.name = name
    member.baseName = name
    member.propertyType = binding.typeAnnotation?.type.trimmedText
    if let type = binding.typeAnnotation { collector.walk(type) }
    if let accessors = binding.accessorBlock {
      collector.walk(accessors)
      if Self.isComputed(accessors) {
        member.kind = .computedProperty
        member.bodySpan = SwiftTriviaSpans.trimmedSpan(of: accessors, file: fileIndex, in: file)
        return
      }
      member.bodySpan = SwiftTriviaSpans.trimmedSpan(of: accessors, file: fileIndex, in: file)
    }
    member.kind = .storedProperty
    // `var count = 0, total = 0` declares more than the member describes: no type is told.
    if variable.bindings.count == 1 {
      member.valueType = member.propertyType ?? binding.initializer.flatMap { Self.impliedType(of: $0.value) }
    }
    if let value = binding.initializer?.value {
      collector.walk(value)
      let span = SwiftTriviaSpans.trimmedSpan(of: value, file: fileIndex, in: file)
      member.initialValue = CodeFragment(span: span, facts: CodeFacts())
      if member.has("lazy") {
        member.lazyInitialization = LazyInitialization(
          propertyName: name, creation: CodeFragment(span: span, facts: CodeFacts()))
      }
    }
  }

  /// The type an initial value evidently has: a literal (`false` → `Bool`, `0` → `Int`, `0.5` →
  /// `Double`, `""` → `String`) or a construction whose callee is written as a type (`Filter()`,
  /// `[Age: [Item]]()`, `Set<String>()`, `Sort.Order()`). Nil for anything else (`[]`, `.none`,
  /// a call of a function), which needs the compiler to tell.
  static func impliedType(of value: ExprSyntax) -> String? {
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    // `UserDefaults.standard`, `SyncManager.shared`: by convention a type's shared instance.
    if let access = value.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.text.first?.isUppercase == true, Member.sharedInstanceNames.contains(access.declName.baseName.text)
    {
      return base.baseName.text
    }
    guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
    let callee = call.calledExpression
    func isTypeName(_ expression: ExprSyntax) -> Bool {
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text.first?.isUppercase == true && reference.argumentNames == nil
      }
      if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
        return access.declName.baseName.text.first?.isUppercase == true && isTypeName(base)
      }
      if let generic = expression.as(GenericSpecializationExprSyntax.self) { return isTypeName(generic.expression) }
      return false
    }
    func isTypeExpression(_ expression: ExprSyntax) -> Bool {
      if let array = expression.as(ArrayExprSyntax.self) {
        return array.elements.count == 1 && isTypeExpression(array.elements.first!.expression)
      }
      if let dictionary = expression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
        return elements.count == 1 && isTypeExpression(elements.first!.key) && isTypeExpression(elements.first!.value)
      }
      return isTypeName(expression)
    }
    guard isTypeExpression(callee) else { return nil }
    // `Array(repeating: 0, count: 3)`: the arguments give the generic parameters, not the name.
    if let reference = callee.as(DeclReferenceExprSyntax.self), Member.inferredGenericTypes.contains(reference.baseName.text) {
      return nil
    }
    // A well-known failable initializer's value is optional (`URL(string: text)` → `URL?`).
    let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
    if Member.failableInitializers.contains("\(callee.trimmedText)(\(labels))") {
      return callee.trimmedText + "?"
    }
    return callee.trimmedText
  }

  private static func isComputed(_ accessors: AccessorBlockSyntax) -> Bool {
    switch accessors.accessors {
    case .getter: return true
    case .accessors(let list):
      return list.contains { ["get", "set", "_read", "_modify", "unsafeAddress"].contains($0.accessorSpecifier.text) }
    }
  }

  /// Statements of a computed property's getter (implicit or explicit `get`).
  private static func getterStatements(_ decl: DeclSyntax) -> CodeBlockItemListSyntax? {
    guard let variable = decl.as(VariableDeclSyntax.self), let accessors = variable.bindings.first?.accessorBlock
    else { return nil }
    switch accessors.accessors {
    case .getter(let items): return items
    case .accessors(let list):
      return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
    }
  }

  /// A property's `set`, `willSet` and `didSet` accessors with their bodies.
  private static func settingAccessors(_ decl: DeclSyntax) -> [(AccessorDeclSyntax, CodeBlockSyntax)] {
    guard let variable = decl.as(VariableDeclSyntax.self), let accessors = variable.bindings.first?.accessorBlock,
      case .accessors(let list) = accessors.accessors
    else { return [] }
    return list.compactMap { accessor in
      guard accessor.givenValueName != nil, let body = accessor.body else { return nil }
      return (accessor, body)
    }
  }

  /// The body of the closure a lazy property's value calls at once (`lazy var emptyView:
  /// UIView = { … }()`), which runs with the controller as a getter's does.
  private static func lazyClosureStatements(_ decl: DeclSyntax) -> CodeBlockItemListSyntax? {
    guard let variable = decl.as(VariableDeclSyntax.self),
      variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }), variable.bindings.count == 1,
      let call = variable.bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil, let closure = call.calledExpression.as(ClosureExprSyntax.self),
      closure.signature == nil
    else { return nil }
    return closure.statements
  }

  private func signature(
    _ parameters: FunctionParameterListSyntax, effects: FunctionEffectSpecifiersSyntax?,
    returnType: TypeSyntax?, modifiers: DeclModifierListSyntax, generics: GenericParameterClauseSyntax?,
    whereClause: GenericWhereClauseSyntax?
  ) -> MethodSignature {
    let list = parameters.map { parameter -> MethodSignature.Parameter in
      let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
      var type = parameter.type.trimmedText
      if parameter.ellipsis != nil { type += "..." }
      return MethodSignature.Parameter(label: label, name: (parameter.secondName ?? parameter.firstName).text, type: type)
    }
    let returned = returnType?.trimmedText
    var signature = MethodSignature(
      parameters: list, returnType: (returned == "Void" || returned == "()") ? nil : returned,
      isAsync: effects?.asyncSpecifier != nil, isThrowing: effects?.throwsClause != nil,
      isStatic: modifiers.contains { $0.name.text == "static" || $0.name.text == "class" },
      genericParameterClause: generics?.trimmedText, genericWhereClause: whereClause?.trimmedText)
    signature.hasDefaultArguments = parameters.contains { $0.defaultValue != nil }
    if let clause = effects?.throwsClause {
      signature.throwsSpecially = clause.type != nil || clause.throwsSpecifier.tokenKind == .keyword(.rethrows)
    }
    return signature
  }

  static func key(_ base: String, _ parameters: FunctionParameterListSyntax) -> String {
    "\(base)(\(parameters.map { $0.firstName.text + ":" }.joined()))"
  }

  static func attributes(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> [String] {
    var result: [String] = []
    for element in attributes {
      if case .attribute(let attribute) = element { result.append(attribute.attributeName.trimmedText) }
    }
    // `private(set)` is not `private`: the member is readable from other code.
    for modifier in modifiers { result.append(modifier.name.text + (modifier.detail?.trimmedText ?? "")) }
    return result
  }

  private static func nestedName(_ decl: DeclSyntax) -> String {
    if let named = decl.asProtocol(NamedDeclSyntax.self) { return named.name.text }
    if let alias = decl.as(TypeAliasDeclSyntax.self) { return alias.name.text }
    return decl.kind == .macroExpansionDecl ? "#macro" : "declaration"
  }
}

extension AccessorDeclSyntax {
  /// A setter's or observer's given value: the name its head writes (`set(value)`), else
  /// `oldValue` for `didSet` and `newValue` for `set` and `willSet`; `nil` for other accessors.
  var givenValueName: String? {
    let kind = accessorSpecifier.text
    guard ["set", "willSet", "didSet"].contains(kind) else { return nil }
    return parameters?.name.text ?? (kind == "didSet" ? "oldValue" : "newValue")
  }
}
