import Foundation
import Testing

@testable import ViperizeCore
import ViperizeSwift
@testable import ViperizeKit

/// Code inside a clause of `#if` in a method body is compiled only under its condition: what it
/// hands over in place (commands, queries) is declared in every layer under the same condition,
/// and the clauses are never a decision the presenter could make.
@Suite struct ConditionalCompilationTests {
  static let source = TaskCallbackTests.swift("""
        func makeActions() -> [UIAlertAction] {
            let sync = UIAlertAction(title: "Sync", style: .default) { _ in
                #if os(iOS) && !NO_WATCH
                UserDefaults.standard.set(true, forKey: "WatchSync")
                self.titleLabel.text = "Syncing"
                #elseif DEBUG
                UserDefaults.standard.removeObject(forKey: "WatchSync")
                #else
                self.titleLabel.text = nil
                #endif
                print("sync")
            }
            return [sync]
        }

        func refresh() {
            #if DEBUG
            if UserDefaults.standard.bool(forKey: "Verbose") {
                titleLabel.text = "Verbose"
            }
            #endif
            titleLabel.isHidden = false
        }

        func close(animated: Bool) {
            #if targetEnvironment(macCatalyst)
            dismiss(animated: false)
            #else
            navigationController?.popViewController(animated: animated)
            #endif
        }
    """)

  /// The plan says which `#if` a handed-over method is declared under, in text and JSON.
  @Test func thePlanShowsTheConditions() throws {
    let (plan, _) = try TaskCallbackTests.convert(Self.source, path: "PageViewController.swift")
    let conversion = Conversion(
      plan: plan, module: SwiftViperEmitter().emit(plan), checkedLines: 0, rewrittenLines: 0, timings: StageTimings())
    let rows = PlanReport.groupedText(conversion).split(separator: "\n")
    let verbose = rows.first { $0.contains("↳ verbose()") } ?? ""
    #expect(verbose.contains("↳ verbose() #if DEBUG"), "\(verbose)")
    let save = rows.first { $0.contains("↳ saveWatchSync()") } ?? ""
    #expect(save.contains("↳ saveWatchSync() #if (os(iOS) && !NO_WATCH)"), "\(save)")
    struct Document: Decodable {
      struct Member: Decodable {
        struct Group: Decodable {
          var method: String
          var conditions: [String]?
        }
        var groups: [Group]?
      }
      var members: [Member]
    }
    let document = try JSONDecoder().decode(Document.self, from: Data(PlanReport.json(conversion).utf8))
    let groups = document.members.flatMap { $0.groups ?? [] }
    #expect(groups.first { $0.method == "verbose()" }?.conditions == ["DEBUG"])
  }

  @Test func clausesAreBranchesWithTheConditionTheyAreCompiledUnder() throws {
    let model = try Viperize.parse([SourceFile(path: "PageViewController.swift", text: Self.source)], className: nil)
    let member = try #require(model.members.first { $0.name == "makeActions()" })
    let closure = try #require(member.statements[0].closures.first)
    let conditional = closure.statements[0]
    #expect(conditional.kind == .conditionalCompilation)
    #expect(conditional.branches.map(\.compilationCondition) == [
      "os(iOS) && !NO_WATCH", "!(os(iOS) && !NO_WATCH) && (DEBUG)", "!(os(iOS) && !NO_WATCH) && !(DEBUG)",
    ])
    #expect(conditional.valueSites.isEmpty && conditional.allValueSites.isEmpty)
  }

  @Test func everyLayerDeclaresWhatAClauseHandsOverUnderItsCondition() throws {
    let (plan, files) = try TaskCallbackTests.convert(Self.source, path: "PageViewController.swift")
    let conditions = Dictionary(plan.inPlaceCalls.values.joined().map { ($0.method.name, $0.method.conditions) }, uniquingKeysWith: { a, _ in a })
    #expect(conditions["saveWatchSync"] == ["os(iOS) && !NO_WATCH"])
    #expect(conditions["removeWatchSync"] == ["!(os(iOS) && !NO_WATCH) && (DEBUG)"])
    #expect(conditions["verbose"] == ["DEBUG"])
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("            #if os(iOS) && !NO_WATCH\n            self.output.saveWatchSync()\n"), "\(view)")
    #expect(view.contains("        #if DEBUG\n        if output.verbose() {\n"), "\(view)")
    #expect(TaskCallbackTests.file(files, "View/PageViewOutput.swift").contains("#if DEBUG\n    func verbose() -> Bool\n#endif\n"))
    #expect(TaskCallbackTests.file(files, "Interactor/PageInteractor.swift").contains("""
      #if os(iOS) && !NO_WATCH
          func saveWatchSync() {
              UserDefaults.standard.set(true, forKey: "WatchSync")
          }
      #endif
      """))
    #expect(TaskCallbackTests.file(files, "Presenter/PagePresenter.swift").contains("#if DEBUG\n    func verbose() -> Bool {\n        interactor.verbose()\n    }\n#endif\n"))
    // A member that only navigates goes to the router whole, its `#if` as written.
    let router = TaskCallbackTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("        #if targetEnvironment(macCatalyst)\n        transitionHandler?.dismiss(animated: false)\n        #else\n"), "\(router)")
    try KeptCompletionTests.expectTypechecks(files, label: "conditional")
  }

  @Test func objectiveCStatementsKnowTheClausesAroundThemAndTheirMethodsTakeTheConditions() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (void)refresh {
        self.titleLabel.text = nil;
    #ifdef DEBUG
        if ([[NSUserDefaults standardUserDefaults] boolForKey:@"Verbose"]) {
            self.titleLabel.text = @"Verbose";
        }
    #elif TARGET_OS_IOS // devices
        [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@"Seen"];
        self.titleLabel.hidden = YES;
    #else
        self.titleLabel.hidden = NO;
    #endif
    }
    """), path: "PageViewController.m")
    let interactor = TaskCallbackTests.file(files, "Interactor/PageInteractor.m")
    #expect(interactor.contains("#if defined(DEBUG)\n- (BOOL)verbose {\n"), "\(interactor)")
    #expect(interactor.contains("#if !(defined(DEBUG)) && (TARGET_OS_IOS)\n- (void)saveSeen {\n"), "\(interactor)")
    #expect(TaskCallbackTests.file(files, "View/PageViewOutput.h").contains("#if defined(DEBUG)\n- (BOOL)verbose;\n#endif\n"))
    #expect(TaskCallbackTests.file(files, "View/PageViewController.m").contains("#elif TARGET_OS_IOS // devices\n    [self.output saveSeen];\n"))
    // clang is the oracle, with DEBUG defined and without.
    try ObjCOutputCompilesTests.expectCompiles(files)
    #expect(try ObjCOutputCompilesTests.errors(inModule: files, defines: ["DEBUG", "TARGET_OS_IOS=1"]).isEmpty)
  }

  @Test func anObjectiveCStatementHoldingAWholeRegionHasNoConditionAndOneInsideAClauseHasIt() throws {
    let model = try Viperize.parse([
      SourceFile(path: "PageViewController.m", text: TaskCallbackTests.objc("""
      - (void)refresh {
          if (self.titleLabel.hidden) {
              self.titleLabel.text = @"x";
      #if RESOLVE
              [[NSUserDefaults standardUserDefaults] removeObjectForKey:@"Seen"];
          } else {
              self.titleLabel.text = @"y";
      #endif
          }
      }
      """))
    ], className: nil)
    let member = try #require(model.members.first { $0.name == "refresh" })
    // The `if` holds the whole `#if` … `#endif` (across its branches): it can move whole.
    #expect(member.statements[0].compilationConditions == [])
    #expect(member.statements[0].branches[0].statements[1].compilationConditions == ["RESOLVE"])
  }

  /// A statement an `#if` splits (`return _client ?:` before it) goes on in each clause: what a
  /// later clause holds ends its expression and cannot leave on its own (it became
  /// `[self.output updateClient];`, a `void` the non-DEBUG build returned as the client).
  @Test func anObjectiveCExpressionAnIfSplitsKeepsItsClausesInTheView() throws {
    let source = TaskCallbackTests.objc("""
      - (NSUserDefaults *)store {
          self.titleLabel.hidden = NO;
          return self.pageURL ? [NSUserDefaults new] :
      #if DEBUG
              [NSUserDefaults new];
      #else
              [NSUserDefaults standardUserDefaults];
      #endif
      }
      """)
    let model = try Viperize.parse([SourceFile(path: "PageViewController.m", text: source)], className: nil)
    let member = try #require(model.members.first { $0.name == "store" })
    #expect(member.statements.count == 3)
    #expect(member.statements.dropFirst().allSatisfy { $0.compilationConditions == nil })
    let (_, files) = try TaskCallbackTests.convert(source, path: "PageViewController.m")
    #expect(TaskCallbackTests.file(files, "View/PageViewController.m").contains("        [NSUserDefaults standardUserDefaults];\n#endif"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func aLocalAClauseDeclaresIsSeenAfterEndifAndKeepsItsCodeInTheView() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func refresh() {
            titleLabel.text = "x"
            #if DEBUG
            let stored = UserDefaults.standard.value(forKey: "DebugName")
            #else
            let stored = UserDefaults.standard.value(forKey: "Name")
            #endif
            titleLabel.text = stored as? String
        }
    """), path: "PageViewController.swift")
    #expect(!plan.inPlaceCalls.values.joined().contains { !$0.isQuery })
    #expect(TaskCallbackTests.file(files, "View/PageViewController.swift").contains("let stored = UserDefaults.standard.value(forKey: \"DebugName\")"))
    // Nor does a query outside take a clause's declaration as its prelude.
    let (prelude, _) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func refresh() {
            titleLabel.text = "x"
            #if DEBUG
            let defaults = UserDefaults.standard
            #else
            let defaults = UserDefaults(suiteName: "group.app")!
            #endif
            titleLabel.isHidden = defaults.bool(forKey: "Hidden")
        }
    """), path: "PageViewController.swift")
    #expect(prelude.inPlaceCalls.values.joined().allSatisfy { $0.prelude.isEmpty })
  }

  /// A clause's locals are seen after its `#endif` in the list holding the `#if` (and after an
  /// outer clause's), not in another closure declaring a local of the same name: two menu
  /// actions each computing `newID` under `#if` both hand their run over.
  @Test func aClauseLocalIsSeenOnlyWhereItsIfStands() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func makeActions() -> [UIAlertAction] {
            let first = UIAlertAction(title: "First", style: .default) { _ in
                #if !os(watchOS)
                let newID = UUID().uuidString
                UserDefaults.standard.set(newID, forKey: "FirstID")
                #endif
                self.titleLabel.text = "First"
            }
            let second = UIAlertAction(title: "Second", style: .default) { _ in
                #if !os(watchOS)
                let newID = UUID().uuidString
                UserDefaults.standard.set(newID, forKey: "SecondID")
                #endif
                self.titleLabel.text = "Second"
            }
            return [first, second]
        }

        func refresh() {
            if titleLabel.isHidden {
                #if !os(watchOS)
                let newID = UUID().uuidString
                UserDefaults.standard.set(newID, forKey: "ThirdID")
                #endif
                titleLabel.text = newID
            }
        }
    """), path: "PageViewController.swift")
    let commands = plan.inPlaceCalls.values.joined().filter { !$0.isQuery }
    #expect(commands.count == 2 && commands.allSatisfy { $0.memberID == commands[0].memberID }, "\(commands.map(\.method.name))")
    // Read after `#endif` in the same branch: the local stays with the view.
    #expect(TaskCallbackTests.file(files, "View/PageViewController.swift").contains("UserDefaults.standard.set(newID, forKey: \"ThirdID\")"))
    try KeptCompletionTests.expectTypechecks(files, label: "clause-scope")
  }

  @Test func theOneExpressionOfAClauseOrBranchThatIsTheBodysValueStays() throws {
    // `#if` and `if` as the one statement of a closure: their single expressions are its value.
    let (plan, _) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        func flags(_ keys: [String]) -> [Bool] {
            titleLabel.text = nil
            let a = keys.map { (key: String) -> Bool in
                if key.isEmpty { self.titleLabel.isHidden } else { UserDefaults.standard.bool(forKey: key) }
            }
            let b = keys.map { (key: String) -> Bool in
                #if DEBUG
                UserDefaults.standard.bool(forKey: key)
                #else
                false
                #endif
            }
            return a + b
        }
    """), path: "PageViewController.swift")
    #expect(plan.inPlaceCalls.isEmpty, "\(plan.inPlaceCalls.values.joined().map(\.method))")
  }

  @Test func aMemberInsideIfHandsOverInPlaceUnderItsClauses() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        #if os(iOS)
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            titleLabel.isHidden = UserDefaults.standard.bool(forKey: "HideTitle")
        }
        #endif
    """), path: "PageViewController.swift")
    #expect(plan.inPlaceCalls.values.joined().map(\.method.conditions) == [["os(iOS)"]])
    #expect(TaskCallbackTests.file(files, "View/PageViewOutput.swift").contains("#if os(iOS)\n    func hideTitle() -> Bool\n#endif\n"))
    let (objc, objcFiles) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    #ifdef DEBUG
    - (void)viewWillAppear:(BOOL)animated {
        [super viewWillAppear:animated];
        self.titleLabel.hidden = [[NSUserDefaults standardUserDefaults] boolForKey:@"HideTitle"];
    }
    #endif
    """), path: "PageViewController.m")
    #expect(objc.inPlaceCalls.values.joined().map(\.method.conditions) == [["defined(DEBUG)"]])
    try ObjCOutputCompilesTests.expectCompiles(objcFiles, defines: ["DEBUG"])
  }
}
