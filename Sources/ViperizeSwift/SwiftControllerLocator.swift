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
    topLevelDecls().compactMap { file, decl in
      guard let declaration = decl.as(ClassDeclSyntax.self) else { return nil }
      return Found(
        name: declaration.name.text, file: file,
        offset: declaration.positionAfterSkippingLeadingTrivia.utf8Offset,
        superclass: declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription)
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
    topLevelDecls().compactMap { file, decl in
      if let declaration = decl.as(ClassDeclSyntax.self), declaration.name.text == name {
        let inherited = declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return Part(
          node: decl, file: file, isClass: true, memberBlock: declaration.memberBlock,
          inheritedTypes: inherited, nameRange: declaration.name.trimmedByteRange,
          inheritanceInsertionOffset: insertionOffset(declaration.inheritanceClause, after: declaration.genericParameterClause.map(Syntax.init) ?? Syntax(declaration.name)))
      }
      if let declaration = decl.as(ExtensionDeclSyntax.self), declaration.extendedType.trimmedDescription == name {
        let inherited = declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
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

  /// Functions, variables, constants and types declared at file scope in any of the files, which
  /// the module sees; the `private`/`fileprivate` ones the emitter may make internal, each with
  /// the access modifiers to remove; the private names that must stay with their file; and the
  /// methods private extensions of other types declare (`private extension Dictionary { func
  /// key(…) }`), which stay with it too.
  ///
  /// A private name is widened only when nothing else in the module can declare it: it carries
  /// the screen's own name, in any case (`NominatimResult` in `NominatimViewController`,
  /// `ordersPageSize` in `OrdersViewController`), no other file-scope
  /// declaration of the input has it, and the private names it uses are widenable too. Apps
  /// repeat `private enum Constants`, `private let log` and `subscript(safe:)` file after file;
  /// widened, they would be declared twice. A `private(set)` variable stays too: moved code
  /// could not assign it.
  func fileScopeNames(controllerName: String)
    -> (visible: Set<String>, widenable: [WidenableDeclaration], filePrivate: Set<String>, filePrivateMethods: Set<String>)
  {
    let stem = ModuleNames.moduleName(forController: controllerName).lowercased()
    var visible = Set<String>()
    var candidates: [WidenableDeclaration] = []
    var filePrivate = Set<String>()
    var filePrivateMethods = Set<String>()
    var declared: [String: Int] = [:]
    for (file, decl) in topLevelDecls() {
      let modifier = Self.privateModifier(decl)
      var names: [String] = []
      if let function = decl.as(FunctionDeclSyntax.self) {
        names.append(function.name.text)
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) { names.append(pattern.identifier.text) }
        }
        if modifier == nil, Self.privateModifier(decl, ofSetter: true) != nil {
          filePrivate.formUnion(names)  // `private(set) var`
          continue
        }
      } else if let named = decl.asProtocol(NamedDeclSyntax.self), modifier != nil {
        names.append(named.name.text)
      } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self),
        extensionDecl.extendedType.trimmedDescription != controllerName
      {
        for item in extensionDecl.memberBlock.members {
          if let function = item.decl.as(FunctionDeclSyntax.self), modifier != nil || Self.privateModifier(item.decl) != nil {
            filePrivateMethods.insert(function.name.text)
          }
        }
        continue
      }
      for name in names { declared[name, default: 0] += 1 }
      guard let modifier else {
        visible.formUnion(names)
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
          references: Set(decl.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let text) = token.tokenKind { return text }
            return nil
          }),
          modifiers: modifiers.map { token in
            // The keyword and the spaces after it.
            let spaces = token.trailingTrivia.allSatisfy { if case .spaces = $0 { true } else { false } }
            let end = spaces ? token.endPosition : token.endPositionBeforeTrailingTrivia
            return SourceSpan(
              file: file, start: token.positionAfterSkippingLeadingTrivia.utf8Offset, end: end.utf8Offset,
              in: files[file])
          }))
    }
    var blocked = filePrivate
    for candidate in candidates where candidate.names.contains(where: { declared[$0, default: 0] > 1 || !$0.lowercased().contains(stem) }) {
      blocked.formUnion(candidate.names)
    }
    var changed = true
    while changed {
      changed = false
      for candidate in candidates where candidate.names.isDisjoint(with: blocked) && !candidate.references.isDisjoint(with: blocked) {
        blocked.formUnion(candidate.names)
        changed = true
      }
    }
    let widenable = candidates.filter { $0.names.isDisjoint(with: blocked) }
    return (visible.subtracting(blocked), widenable, blocked, filePrivateMethods)
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
  private func topLevelDecls() -> [(Int, DeclSyntax)] {
    var result: [(Int, DeclSyntax)] = []
    func collect(_ items: CodeBlockItemListSyntax, file: Int) {
      for item in items {
        guard case .decl(let decl) = item.item else { continue }
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
          for clause in ifConfig.clauses {
            if case .statements(let nested) = clause.elements { collect(nested, file: file) }
          }
        } else {
          result.append((file, decl))
        }
      }
    }
    for (index, tree) in trees.enumerated() { collect(tree.statements, file: index) }
    return result
  }
}
