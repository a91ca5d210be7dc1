import Testing
import ViperizeCore
@testable import ViperizeObjC

/// The frontend describes the block a message send passes last (`Statement.callback`): its
/// parameters as written, the call's facts without it, its body's statements, and for a block
/// reading a weak alias of `self` the edits that make the body a method body.
@Suite struct ObjCCallbackTests {
  static func method(_ body: String) -> String {
    "@implementation TRListViewController\n- (void)run:(TRTrip *)trip {\n\(body)}\n@end\n"
  }

  /// The model and the `run:` method's statements.
  static func statements(_ body: String) throws -> (model: ControllerModel, statements: [Statement]) {
    let model = try ObjCTestSupport.model(method(body))
    return (model, try #require(model.member("run:")).statements)
  }

  /// The callback's body with its edits applied: what the display method holds.
  static func bodyAsMethod(_ callback: Callback, in model: ControllerModel) throws -> String {
    let first = try #require(callback.statements.first)
    let last = try #require(callback.statements.last)
    let range = first.extendedSpan.start..<last.extendedSpan.end
    return TextEdit.apply(callback.bodyAsMethodEdits, to: model.files[0].bytes[range])
  }

  @Test func plainBlockIsDescribedWithItsParametersAsWritten() throws {
    let (_, statements) = try Self.statements("""
          [self.apiClient fetchTripsWithCompletion:^(NSArray<TRTrip*>* trips, NSError * error) {
              self.trips = trips;
              [self.tableView reloadData];
          }];

      """)
    let callback = try #require(statements.first?.callback)
    #expect(callback.parameters == [
      CallbackParameter(name: "trips", type: "NSArray<TRTrip *> *"), CallbackParameter(name: "error", type: "NSError *"),
    ])
    #expect(callback.selfCapture == .strong)
    #expect(callback.weakSelfName == nil)
    #expect(callback.bodyAsMethodEdits.isEmpty)
    #expect(callback.statements.map(\.kind) == [.assignment, .expression])
    // The call without its block: no block parameters, no body.
    #expect(callback.callFacts.calls.map(\.fullName) == ["fetchTripsWithCompletion:"])
    #expect(callback.callFacts.selfReferences.map(\.name) == ["apiClient"])
    #expect(callback.callFacts.definedLocals.isEmpty)
    #expect(callback.callFacts.typeNames.isEmpty)
    // The statement itself still has the body's facts.
    #expect(statements[0].facts.calls.map(\.fullName).contains("reloadData"))
  }

  @Test func blockWithoutParameters() throws {
    let (_, statements) = try Self.statements("""
          [self.apiClient syncWithCompletion:^{
              [self.tableView reloadData];
          }];

      """)
    let callback = try #require(statements.first?.callback)
    #expect(callback.parameters.isEmpty)
    #expect(callback.statements.count == 1)
  }

  @Test(arguments: [
    // The body starts on the `^` line.
    "    [self.apiClient fetchTripsWithCompletion:^(NSArray *trips, NSError *error) { self.trips = trips;\n    }];\n",
    // The closing `}` shares the last statement's line.
    "    [self.apiClient fetchTripsWithCompletion:^(NSArray *trips, NSError *error) {\n        self.trips = trips; }];\n",
    // A block returning a value: its body cannot be a `void` method's.
    "    [self.apiClient fetchTripsWithFilter:^BOOL (TRTrip *trip) {\n        return trip.isVisible;\n    }];\n",
    // The block is not the last argument.
    "    [self.apiClient fetchTripsWithCompletion:^(NSArray *trips) {\n        self.trips = trips;\n    } queue:nil];\n",
    // The send is the value of a declaration.
    "    NSURLSessionDataTask *task = [session dataTaskWithRequest:request completionHandler:^(NSData *data) {\n"
      + "        self.data = data;\n    }];\n",
  ])
  func blocksThatCannotBeMethodBodiesAreNotDescribed(_ body: String) throws {
    let (_, statements) = try Self.statements(body)
    #expect(statements.count == 1)
    #expect(statements.first?.callback == nil)
  }

  @Test func weakAliasMakesAWeakCaptureWhoseBodyReadsSelf() throws {
    let (model, statements) = try Self.statements("""
          __weak typeof(self) weakSelf = self;
          [self.apiClient deleteTrip:trip completion:^(NSError *error) {
              __strong typeof(weakSelf) strongSelf = weakSelf;
              if (!strongSelf) return;
              strongSelf.trips = @[];
              [weakSelf.tableView reloadData];
              [strongSelf showError:error];
          }];

      """)
    // Declaring the alias hands `self` to no one: the statement is neither view nor data code.
    #expect(statements[0].facts.definedLocals == ["weakSelf"])
    #expect(statements[0].facts.selfReferences.isEmpty)
    let callback = try #require(statements[1].callback)
    #expect(callback.selfCapture == .weak)
    #expect(callback.weakSelfName == "weakSelf")
    #expect(callback.parameters == [CallbackParameter(name: "error", type: "NSError *")])
    #expect(try Self.bodyAsMethod(callback, in: model) == """
              self.trips = @[];
              [self.tableView reloadData];
              [self showError:error];

      """)
    // In the method the aliases are `self`, not values read from the member.
    let reads = callback.statements.flatMap(\.facts.usedNames)
    #expect(!reads.contains("weakSelf") && !reads.contains("strongSelf"))
    #expect(reads.contains("error"))
    // Uses through the alias are references to the controller's members, as `self.x` is.
    let references = statements[1].facts.selfReferences
    #expect(references.map(\.name) == ["apiClient", "trips", "tableView", "showError"])
    let trips = try #require(references.first { $0.name == "trips" })
    #expect(trips.isWrite)
    #expect(model.files[0].slice(try #require(trips.receiverRange)) == "strongSelf")
    #expect(references.last?.calledName == "showError:")
    // The call still reads the alias, so its declaration goes where the call goes.
    #expect(statements[1].facts.usedNames.contains("weakSelf"))
    #expect(!callback.callFacts.usedNames.contains("weakSelf"))
  }

  @Test(arguments: [
    (
      "__weak __typeof(self) weakSelf = self;", "__strong __typeof(weakSelf) strongSelf = weakSelf;",
      "if (strongSelf == nil) {\n            return;\n        }"
    ),
    (
      "__weak TRListViewController *weakSelf = self;", "TRListViewController *strongSelf = weakSelf;",
      "if (nil == strongSelf) { return; }"
    ),
    (
      "TRListViewController * __weak weakSelf = self;", "typeof(self) strongSelf = weakSelf;",
      "if (!strongSelf) {\n            return;\n        }"
    ),
  ])
  func spellingsOfTheWeakPattern(_ weak: String, _ strong: String, _ check: String) throws {
    let (model, statements) = try Self.statements("""
          \(weak)
          [self.apiClient fetchTripsWithCompletion:^(NSArray *trips, NSError *error) {
              \(strong)
              \(check)
              strongSelf.trips = trips;
          }];

      """)
    let callback = try #require(statements[1].callback)
    #expect(callback.selfCapture == .weak)
    #expect(callback.weakSelfName == "weakSelf")
    #expect(try Self.bodyAsMethod(callback, in: model) == "        self.trips = trips;\n")
  }

  @Test func aliasReadOnlyInsideTheBodyNeedsNoOuterDeclaration() throws {
    // A plain block that reads no alias keeps `self` as written and needs no edits.
    let (_, statements) = try Self.statements("""
          __weak typeof(self) weakSelf = self;
          [self.apiClient fetchTripsWithCompletion:^(NSArray *trips, NSError *error) {
              self.trips = trips;
          }];

      """)
    let callback = try #require(statements[1].callback)
    #expect(callback.selfCapture == .strong)
    #expect(callback.bodyAsMethodEdits.isEmpty)
  }

  @Test func rebindingThatSharesALineIsNotDescribed() throws {
    // Renaming the alias in place would declare `self`; the rebinding must go as whole lines.
    let (_, statements) = try Self.statements("""
          __weak typeof(self) weakSelf = self;
          [self.apiClient fetchTripsWithCompletion:^(NSArray *trips, NSError *error) {
              __strong typeof(weakSelf) strongSelf = weakSelf; if (!strongSelf) return;
              strongSelf.trips = trips;
          }];

      """)
    #expect(statements[1].callback == nil)
  }

  @Test func strongAliasDeclaredOutsideIsNotDescribed() throws {
    // Code split inside the block would take `controller` where it is not declared.
    let (_, statements) = try Self.statements("""
          TRListViewController *controller = self;
          [self.apiClient fetchTripsWithCompletion:^(NSArray *trips, NSError *error) {
              controller.trips = trips;
          }];

      """)
    #expect(statements[1].callback == nil)
  }

  @Test func nilCheckThatDoesMoreThanReturnStays() throws {
    let (model, statements) = try Self.statements("""
          __weak typeof(self) weakSelf = self;
          [self.apiClient fetchTripsWithCompletion:^(NSArray *trips, NSError *error) {
              if (!weakSelf) { NSLog(@"gone"); return; }
              weakSelf.trips = trips;
          }];

      """)
    let callback = try #require(statements[1].callback)
    #expect(try Self.bodyAsMethod(callback, in: model) == """
              if (!self) { NSLog(@"gone"); return; }
              self.trips = trips;

      """)
  }

  @Test func aliasesAreFoundOnlyInDeclarations() {
    let file = ObjCTokenizedFile(source: SourceFile(path: "A.m", text: """
      __weak typeof(self) weakSelf = self;
      __strong typeof(weakSelf) strongSelf = weakSelf;
      id me = self;
      if (flag) other = self;
      self.delegate = self;
      *out = self;
      else another = self;
      """))
    let aliases = ObjCSelfAliases.scan(file, from: 0, through: file.code.count - 1).aliases
    #expect(aliases.map(\.name) == ["weakSelf", "strongSelf", "me"])
    #expect(aliases.map(\.isWeak) == [true, false, false])
  }
}
