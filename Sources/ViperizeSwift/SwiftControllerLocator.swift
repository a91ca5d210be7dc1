import SwiftSyntax
import ViperizeCore

/// Finds classes that look like view controllers, and every block (class or extension) of one.
struct SwiftControllerLocator {
  /// A class declaration found in the input.
  struct Found {
    var name: String
    var file: Int
    var offset: Int
    var superclass: String?
  }

  /// The class body or one extension of it.
  struct Part {
    var node: DeclSyntax
    var file: Int
    var isClass: Bool
    var memberBlock: MemberBlockSyntax
    var inheritedTypes: [String]
    var nameRange: Range<Int>
    var inheritanceInsertionOffset: Int
  }

  /// UIKit/AppKit controller base classes; any class deriving from one is a controller.
  static let controllerBaseClasses: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UITabBarController", "UISplitViewController",
    "UIPageViewController", "UISearchController", "UIAlertController", "NSViewController",
    "NSWindowController",
  ]

  let files: [SourceFile]
  let trees: [SourceFileSyntax]

  func classes() -> [Found] {
    topLevelDecls().compactMap { file, decl, _ in
      guard let declaration = decl.as(ClassDeclSyntax.self) else { return nil }
      return Found(
        name: declaration.name.text, file: file,
        offset: declaration.positionAfterSkippingLeadingTrivia.utf8Offset,
        superclass: declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedText)
    }
  }

  /// Classes deriving from a UIKit/AppKit controller, or named `*Controller` with a superclass.
  func controllerCandidates() -> [Found] {
    let all = classes()
    let known = Set(all.map(\.name))
    return all.filter { found in
      guard let superclass = found.superclass else { return false }
      let base = superclass.split(separator: ".").last.map(String.init) ?? superclass
      return Self.controllerBaseClasses.contains(base) || found.name.hasSuffix("Controller")
        || (known.contains(base) && base.hasSuffix("Controller"))
    }
  }

  func parts(of name: String) -> [Part] {
    topLevelDecls().compactMap { file, decl, _ in
      if let declaration = decl.as(ClassDeclSyntax.self), declaration.name.text == name {
        let inherited = declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        return Part(
          node: decl, file: file, isClass: true, memberBlock: declaration.memberBlock,
          inheritedTypes: inherited, nameRange: declaration.name.trimmedByteRange,
          inheritanceInsertionOffset: insertionOffset(declaration.inheritanceClause, after: declaration.genericParameterClause.map(Syntax.init) ?? Syntax(declaration.name)))
      }
      if let declaration = decl.as(ExtensionDeclSyntax.self), declaration.extendedType.trimmedText == name {
        let inherited = declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        return Part(
          node: decl, file: file, isClass: false, memberBlock: declaration.memberBlock,
          inheritedTypes: inherited, nameRange: declaration.extendedType.trimmedByteRange,
          inheritanceInsertionOffset: insertionOffset(declaration.inheritanceClause, after: Syntax(declaration.extendedType)))
      }
      return nil
    }
  }

  private func insertionOffset(_ clause: InheritanceClauseSyntax?, after name: Syntax) -> Int {
    if let last = clause?.inheritedTypes.last {
      return last.type.endPositionBeforeTrailingTrivia.utf8Offset
    }
    return name.endPositionBeforeTrailingTrivia.utf8Offset
  }

  /// What the files declare at file scope, as `fileScopeNames(controllerName:)` sorts it.
  struct FileScopeNames {
    /// Names any file of the module sees: internal declarations, and copied functions.
    var visible: Set<String> = []
    var widenable: [WidenableDeclaration] = []
    /// Private names that must stay with their file.
    var filePrivate: Set<String> = []
    /// Methods of private extensions of other types that are not copied.
    var filePrivateMethods: Set<String> = []
    var copied: [CopiedDeclaration] = []
    /// Structs and enums, whatever their access.
    var valueTypes: Set<String> = []
  }

  /// The name of a struct or an enum `decl` declares.
  static func valueTypeName(_ decl: DeclSyntax) -> String? {
    decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(EnumDeclSyntax.self)?.name.text
  }

  /// Functions, variables, constants and types declared at file scope in any of the files, which
  /// the module sees; the `private`/`fileprivate` ones the emitter may make internal, each with
  /// the access modifiers to remove; those without state the emitter copies into the generated
  /// files using them; the private names that must stay with their file; and the methods of the
  /// other private extensions of other types, which stay with it too.
  ///
  /// A private name is widened only when nothing else in the module can declare it: it carries
  /// the screen's own name, in any case (`NominatimResult` in `NominatimViewController`,
  /// `ordersPageSize` in `OrdersViewController`), no other file-scope
  /// declaration of the input has it, and the private names it uses are widenable too. Apps
  /// repeat `private enum Constants`, `private let log` and `subscript(safe:)` file after file;
  /// widened, they would be declared twice. A `private(set)` variable stays too: moved code
  /// could not assign it.
  ///
  /// A private function, or a private extension of another type holding only methods and computed
  /// properties (`private extension Dictionary { func key(forIndex:) }`), holds no state: a copy
  /// private to another file behaves as the original and clashes with nothing. It is copied when
  /// no other file-scope declaration of the input has its names, it is not inside `#if`, it names
  /// neither the controller nor its nested types, and the only private names it uses are its own
  /// or those of other copied declarations.
  func fileScopeNames(controllerName: String) -> FileScopeNames {
    let stem = ModuleNames.moduleName(forController: controllerName).lowercased()
    var result = FileScopeNames()
    var candidates: [WidenableDeclaration] = []
    var copyCandidates: [CopiedDeclaration] = []
    var declared: [String: Int] = [:]
    for (file, decl, isConditional) in topLevelDecls() {
      if let name = Self.valueTypeName(decl) { result.valueTypes.insert(name) }
      let modifier = Self.privateModifier(decl)
      var names: [String] = []
      if let function = decl.as(FunctionDeclSyntax.self) {
        names.append(function.name.text)
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) { names.append(pattern.identifier.text) }
        }
        if modifier == nil, Self.privateModifier(decl, ofSetter: true) != nil {
          result.filePrivate.formUnion(names)  // `private(set) var`
          continue
        }
      } else if let named = decl.asProtocol(NamedDeclSyntax.self), modifier != nil {
        names.append(named.name.text)
      } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self),
        extensionDecl.extendedType.trimmedText != controllerName
      {
        var methods: [String] = []
        for item in extensionDecl.memberBlock.members {
          if let function = item.decl.as(FunctionDeclSyntax.self), modifier != nil || Self.privateModifier(item.decl) != nil {
            methods.append(function.name.text)
          }
        }
        // An extension of the controller's nested type (`Controller.Section`) names the controller,
        // which keeps it from being copied below.
        if let modifier, !isConditional, let names = Self.statelessMemberNames(of: extensionDecl) {
          for name in names { declared[name, default: 0] += 1 }
          let references = Self.identifiers(in: decl)
          copyCandidates.append(
            CopiedDeclaration(
              names: names, displayName: "\(modifier.text) extension \(extensionDecl.extendedType.trimmedText)",
              span: Self.spanWithDocComment(decl, file: file, in: files[file]), references: references, isExtension: true))
        } else {
          result.filePrivateMethods.formUnion(methods)
        }
        continue
      }
      for name in names { declared[name, default: 0] += 1 }
      guard let modifier else {
        result.visible.formUnion(names)
        continue
      }
      if let function = decl.as(FunctionDeclSyntax.self), !isConditional, !function.name.text.lowercased().contains(stem) {
        copyCandidates.append(
          CopiedDeclaration(
            names: [function.name.text], displayName: "\(modifier.text) func \(function.name.text)",
            span: Self.spanWithDocComment(decl, file: file, in: files[file]), references: Self.identifiers(in: decl),
            isExtension: false))
        continue
      }
      // A widened type's `fileprivate` members (Swift 3 style) are what the controller's code used.
      var modifiers = [modifier]
      for item in decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? [] {
        if let member = Self.privateModifier(item.decl, keywords: [.fileprivate]) { modifiers.append(member) }
      }
      candidates.append(
        WidenableDeclaration(
          names: Set(names),
          references: Self.identifiers(in: decl),
          modifiers: modifiers.map { token in
            // The keyword and the spaces after it.
            let spaces = token.trailingTrivia.allSatisfy { if case .spaces = $0 { true } else { false } }
            let end = spaces ? token.endPosition : token.endPositionBeforeTrailingTrivia
            return SourceSpan(
              file: file, start: token.positionAfterSkippingLeadingTrivia.utf8Offset, end: end.utf8Offset,
              in: files[file])
          }))
    }
    var blocked = result.filePrivate
    for candidate in candidates where candidate.names.contains(where: { declared[$0, default: 0] > 1 || !$0.lowercased().contains(stem) }) {
      blocked.formUnion(candidate.names)
    }
    var changed = true
    while changed {
      changed = false
      // Until nothing more is blocked: a candidate of no names (the controller's own private
      // extension) blocks nothing, and looped forever when it counted as a change.
      for candidate in candidates
      where !candidate.names.isEmpty && candidate.names.isDisjoint(with: blocked) && !candidate.references.isDisjoint(with: blocked) {
        blocked.formUnion(candidate.names)
        changed = true
      }
    }
    result.widenable = candidates.filter { $0.names.isDisjoint(with: blocked) }
    // A copy may use no private name but those of copies: not a widened one either, which the
    // copy's file would need widened too, nor the controller's own (nested) names.
    let candidateNames = Set(copyCandidates.flatMap(\.names))
    let forbidden = blocked.union(result.widenable.flatMap(\.names)).union(candidateNames).union(result.filePrivateMethods)
      .union([controllerName])
    var copied = copyCandidates.filter { candidate in !candidate.names.contains { declared[$0, default: 0] > 1 } }
    changed = true
    while changed {
      let copiedNames = Set(copied.flatMap(\.names))
      let kept = copied.filter { candidate in candidate.references.subtracting(copiedNames).isDisjoint(with: forbidden) }
      changed = kept.count != copied.count
      copied = kept
    }
    result.copied = copied
    let copiedNames = Set(result.copied.flatMap(\.names))
    for candidate in copyCandidates where candidate.names.isDisjoint(with: copiedNames) {
      if candidate.isExtension {
        result.filePrivateMethods.formUnion(candidate.names)
      } else {
        blocked.formUnion(candidate.names)
      }
    }
    for copy in result.copied where !copy.isExtension { result.visible.formUnion(copy.names) }
    result.visible.subtract(blocked)
    result.filePrivate = blocked
    return result
  }

  /// The names of an extension's members when it holds no state and each is used by its name
  /// after a dot: methods and computed properties, none declared `internal` or wider, `@objc`,
  /// `dynamic` or `override` (a copy would declare them twice); nil otherwise (a stored property,
  /// a nested type, a subscript, an initializer).
  private static func statelessMemberNames(of extensionDecl: ExtensionDeclSyntax) -> Set<String>? {
    var names = Set<String>()
    for item in extensionDecl.memberBlock.members {
      let decl = item.decl
      let widened = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { modifier in
        [.internal, .public, .open, .package].contains { modifier.name.tokenKind == .keyword($0) }
      } ?? false
      if widened { return nil }
      // A copy would declare the same Objective-C selector twice, or override twice.
      if let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes,
        attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "objc" })
      {
        return nil
      }
      if decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(where: {
        [.keyword(.override), .keyword(.dynamic)].contains($0.name.tokenKind)
      }) == true {
        return nil
      }
      if let function = decl.as(FunctionDeclSyntax.self) {
        names.insert(function.name.text)
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          // Computed: a getter, no initial value, no observers (which only a stored property has).
          guard binding.initializer == nil, let accessors = binding.accessorBlock,
            let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
          else { return nil }
          if case .accessors(let list) = accessors.accessors,
            list.contains(where: { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
          {
            return nil
          }
          names.insert(pattern.identifier.text)
        }
      } else {
        // A subscript, an initializer or a type alias is used without its name after a dot, so the
        // emitter could not tell which files need the copy.
        return nil
      }
    }
    return names
  }

  private static func identifiers(in decl: DeclSyntax) -> Set<String> {
    Set(decl.tokens(viewMode: .sourceAccurate).compactMap { token in
      if case .identifier(let text) = token.tokenKind { return text }
      return nil
    })
  }

  /// From the doc comment before the declaration (or its first token) to its last token.
  private static func spanWithDocComment(_ decl: DeclSyntax, file: Int, in source: SourceFile) -> SourceSpan {
    var start: Int?
    var offset = decl.position.utf8Offset
    for piece in decl.leadingTrivia {
      switch piece {
      case .docLineComment, .docBlockComment, .lineComment, .blockComment:
        if start == nil { start = offset }
      // A blank line parts a comment from the declaration: it is not the declaration's.
      case .newlines(let count) where count > 1, .carriageReturnLineFeeds(let count) where count > 1:
        start = nil
      default: break
      }
      offset += piece.sourceLength.utf8Length
    }
    return SourceSpan(file: file, start: start ?? decl.positionAfterSkippingLeadingTrivia.utf8Offset, end: decl.endPositionBeforeTrailingTrivia.utf8Offset, in: source)
  }

  /// The `private` or `fileprivate` keyword (one of `keywords`) among a declaration's modifiers:
  /// of its own access, or with `ofSetter` of its setter only (`private(set)`).
  private static func privateModifier(
    _ decl: DeclSyntax, keywords: Set<Keyword> = [.private, .fileprivate], ofSetter: Bool = false
  ) -> TokenSyntax? {
    decl.asProtocol(WithModifiersSyntax.self)?.modifiers.first { modifier in
      guard case .keyword(let keyword) = modifier.name.tokenKind, keywords.contains(keyword) else { return false }
      return (modifier.detail != nil) == ofSetter
    }?.name
  }

  /// Top-level declarations of every file, including those inside top-level `#if` blocks.
  private func topLevelDecls() -> [(file: Int, decl: DeclSyntax, isConditional: Bool)] {
    var result: [(file: Int, decl: DeclSyntax, isConditional: Bool)] = []
    func collect(_ items: CodeBlockItemListSyntax, file: Int, isConditional: Bool) {
      for item in items {
        guard case .decl(let decl) = item.item else { continue }
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
          for clause in ifConfig.clauses {
            if case .statements(let nested) = clause.elements { collect(nested, file: file, isConditional: true) }
          }
        } else {
          result.append((file, decl, isConditional))
        }
      }
    }
    for (index, tree) in trees.enumerated() { collect(tree.statements, file: index, isConditional: false) }
    return result
  }
}
