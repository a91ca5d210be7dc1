import ViperizeCore

/// Recognises a lazy getter: a method without parameters whose body is a nil check on an ivar that
/// creates it, then returns it.
///
/// Matches:
/// ```objc
/// - (id<AGCache>)cache {
///     if (_cache == nil) {            // also `!_cache`, `nil == _cache`, `_cache == NULL`
///         _cache = [AGCache new];
///     }
///     return _cache;
/// }
/// ```
/// Does not match a getter that also configures something after the `if`, or checks `self.cache`.
struct ObjCLazyGetterDetector {
  func detect(signature: MethodSignature, statements: [Statement]) -> LazyInitialization? {
    guard signature.parameters.isEmpty, signature.returnType != nil, !signature.isStatic,
      statements.count == 2, statements[0].kind == .ifStatement, statements[1].kind == .returnStatement,
      statements[0].branches.count == 1, let condition = statements[0].subject,
      let ivar = Self.ivarName(inNilCheck: condition)
    else { return nil }
    let propertyName = String(ivar.dropFirst())
    let creation = statements[0].branches[0].statements
    guard let first = creation.first, let last = creation.last,
      creation.contains(where: { statement in
        statement.facts.selfReferences.contains { $0.name == propertyName && $0.isWrite && $0.receiverRange == nil }
      }),
      statements[1].facts.selfReferences.contains(where: { $0.name == propertyName && !$0.isWrite })
    else { return nil }
    var span = first.span
    span.end = last.span.end
    span.endLine = last.span.endLine
    return LazyInitialization(
      propertyName: propertyName,
      creation: CodeFragment(span: span, facts: CodeFacts.merged(creation.map(\.facts))))
  }

  /// `_x == nil`, `nil == _x`, `!_x`, `_x == NULL`/`Nil` (spaces ignored) → `_x`.
  static func ivarName(inNilCheck condition: String) -> String? {
    // Most conditions are no nil check at all: one without `_` cannot name an ivar.
    guard condition.utf8.contains(UInt8(ascii: "_")) else { return nil }
    var kept = String.UnicodeScalarView()
    for scalar in condition.unicodeScalars
    where !(scalar.isASCII ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace) {
      kept.append(scalar)
    }
    let compact = String(kept)
    var candidate: Substring?
    if compact.hasPrefix("!") {
      candidate = compact.dropFirst()
    } else {
      for empty in ["nil", "NULL", "Nil"] {
        if compact.hasSuffix("==" + empty) { candidate = compact.dropLast(empty.count + 2) }
        if compact.hasPrefix(empty + "==") { candidate = compact.dropFirst(empty.count + 2) }
      }
    }
    guard let name = candidate, name.count > 1, name.first == "_",
      name.dropFirst().allSatisfy({ $0.isWordCharacter })
    else { return nil }
    return String(name)
  }
}
