/// The controller's own factory, a type method building the screen from a storyboard and
/// returning it, is object configuration: the Assembly builds the module's objects, so the body
/// moves there, byte for byte, and the controller keeps the method, which other code calls,
/// forwarding to the Assembly.
///
/// Matches: `class func instantiate() -> HeightViewController { let sb = UIStoryboard(name:
/// "Height", bundle: nil); … return vc! }`, ObjC `+ (instancetype)instantiate { UIStoryboard
/// *storyboard = [UIStoryboard storyboardWithName:@"Main" bundle:[NSBundle mainBundle]]; … return
/// viewController; }`.
/// Does not match a factory configuring the screen it built (`vc.quest = quest`); one reading the
/// class (`[[self alloc] initWithNibName:nil bundle:nil]`, `as? Self`, a `static let` of the
/// controller's): in the Assembly `self` and `Self` are the Assembly, and a subclass calling it
/// would get the base class; one using a name only the controller's file sees; one throwing,
/// awaiting, generic, variadic, inside `#if`, with attributes other than access, `@objc` and
/// `final`, or, in Objective-C, of the `init` family.
enum ScreenFactoryRule {
  /// The evidence naming the storyboard call, or `nil` when the member is no such factory.
  static func evidence(for member: Member, in model: ControllerModel) -> Evidence? {
    guard member.kind == .method, let signature = member.signature, signature.isStatic, signature.returnType != nil,
      !signature.isAsync, !signature.isThrowing, signature.genericParameterClause == nil, !member.isConditionallyCompiled,
      member.bodySpan != nil, member.attributes.allSatisfy(allowedAttributes.contains),
      // A variadic parameter cannot be passed on (`names: String...`).
      !signature.parameters.contains(where: { $0.type.contains("...") }),
      // An Objective-C `init…` instance method must return the Assembly's own type.
      !(model.language == .objectiveC && isInitFamily(member.baseName))
    else { return nil }
    let facts = member.facts
    guard let instantiation = facts.calls.first(where: isStoryboardInstantiation) else { return nil }
    // It builds the screen and nothing else: configuring it (`vc.quest = quest`, `[vc
    // addMatrixSession:session]`) may reach what only the controller's own code can (a private
    // property, a method its header does not declare), which the Assembly could not.
    guard facts.assignedNames.isEmpty, facts.calls.allSatisfy(isBuildingCall) else { return nil }
    // Nothing of the class: no member, no `self` (the class in a type method), no `Self`.
    // (A global `fatalError(…)` called bare reads like a method of `self`.)
    guard facts.selfReferences.allSatisfy({ reference in
      buildingCalls.contains(reference.name) && !model.members.contains { $0.baseName == reference.name }
    }),
      !facts.calls.contains(where: { call in call.receiver.map(readsSelf) == true }),
      !facts.typeNames.contains(where: { $0.name == "Self" }),
      !facts.typeMemberReferences.contains(where: { reference in
        reference.name.hasPrefix(model.name + ".") || reference.name.hasPrefix("Self.")
      }),
      !facts.usedNames.contains("self")
    else { return nil }
    let scope = ScopeRule(model: model)
    guard scope.filePrivateUse(in: facts) == nil, scope.blocker(forFreeNamesIn: facts) == nil else { return nil }
    return Evidence(
      line: instantiation.line, pattern: .configuration,
      api: "screen factory: builds the controller from a storyboard (\(instantiation.name))")
  }

  /// `instantiateViewController(withIdentifier:)`, `instantiateInitialViewController()`, ObjC
  /// `instantiateViewControllerWithIdentifier:`.
  static func isStoryboardInstantiation(_ call: CallFact) -> Bool {
    call.name.hasPrefix("instantiate") && call.name.contains("ViewController")
  }

  /// A call that builds the screen: the storyboard, its bundle, the instantiation, or the
  /// failure when there is none (`fatalError("…")` in a `guard`).
  static func isBuildingCall(_ call: CallFact) -> Bool {
    isStoryboardInstantiation(call) || buildingCalls.contains(call.name) || ServiceNames.namesBundle(call.name)
  }

  static let buildingCalls: Set<String> = ["UIStoryboard", "storyboardWithName", "fatalError", "preconditionFailure", "assertionFailure"]

  /// `init`, `initFromStoryboard`, `_initFromStoryboard`, `init2`: Cocoa's `init` method family,
  /// leading underscores aside, `init` followed by anything but a lower-case letter (not `initialScreen`).
  static func isInitFamily(_ name: String) -> Bool {
    let bare = name.drop { $0 == "_" }
    return bare.hasPrefix("init") && bare.dropFirst(4).first.map { !$0.isLowercase } ?? true
  }

  /// A receiver naming the class itself: `self`, `[self class]`, `self.class`.
  static func readsSelf(_ receiver: String) -> Bool {
    receiver == "self" || receiver == "Self" || receiver.hasPrefix("self.") || receiver.hasPrefix("[self ")
      || receiver.hasPrefix("Self.")
  }

  /// As `Member.attributes` lists them, without `@`.
  static let allowedAttributes: Set<String> = ["class", "static", "final", "public", "open", "internal", "objc"]
}
