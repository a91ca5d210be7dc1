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
  /// the module sees; and the `private`/`fileprivate` ones, which only their own file sees until
  /// the emitter widens them: each with the access modifiers to remove. A private extension of
  /// another type (`private extension Dictionary { func key(…) }`) declares its methods.
  /// A private name another file-scope declaration also declares (each file's own `private let
  /// log`) cannot be widened: the module would declare it twice. It stays file-private.
  func fileScopeNames(controllerName: String)
    -> (visible: Set<String>, widenable: [WidenableDeclaration], filePrivate: Set<String>)
  {
    var visible = Set<String>()
    var widenable: [WidenableDeclaration] = []
    for (file, decl) in topLevelDecls() {
      let modifier = Self.privateModifier(decl)
      var names: [String] = []
      var methods = Set<String>()
      var modifiers = modifier.map { [$0] } ?? []
      if let function = decl.as(FunctionDeclSyntax.self) {
        names.append(function.name.text)
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) { names.append(pattern.identifier.text) }
        }
      } else if let named = decl.asProtocol(NamedDeclSyntax.self), modifier != nil {
        names.append(named.name.text)
      } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self),
        extensionDecl.extendedType.trimmedDescription != controllerName
      {
        // `private extension Dictionary { func key(forIndex:) }`: only this file calls `key`.
        for item in extensionDecl.memberBlock.members {
          let memberModifier = Self.privateModifier(item.decl)
          if let function = item.decl.as(FunctionDeclSyntax.self), modifier != nil || memberModifier != nil {
            methods.insert(function.name.text)
            if let memberModifier { modifiers.append(memberModifier) }
          }
        }
        if methods.isEmpty { continue }
      }
      guard !modifiers.isEmpty else {
        visible.formUnion(names)
        continue
      }
      widenable.append(
        WidenableDeclaration(
          names: Set(names), methods: methods,
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
          },
          line: files[file].line(of: decl.positionAfterSkippingLeadingTrivia.utf8Offset)))
    }
    var declarations: [String: Int] = [:]
    for name in visible { declarations[name, default: 0] += 1 }
    for declaration in widenable { for name in declaration.names { declarations[name, default: 0] += 1 } }
    let twice = Set(declarations.filter { $0.value > 1 }.keys)
    let (kept, blocked) = (widenable.filter { $0.names.isDisjoint(with: twice) }, widenable.filter { !$0.names.isDisjoint(with: twice) })
    return (visible, kept, Set(blocked.flatMap(\.names)))
  }

  /// The `private` or `fileprivate` keyword a declaration starts with; not `private(set)`, which
  /// restricts only the setter.
  private static func privateModifier(_ decl: DeclSyntax) -> TokenSyntax? {
    decl.asProtocol(WithModifiersSyntax.self)?.modifiers.first {
      ($0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)) && $0.detail == nil
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
