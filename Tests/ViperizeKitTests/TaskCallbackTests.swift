import Testing
@testable import ViperizeCore

@testable import ViperizeKit

/// Callbacks on tasks a call starts (`….dataTask(with:) { … }.resume()`), the closure types of
/// well-known APIs, values typed by the property they unwrap, and the limits around them: no
/// command from a background queue, no UI object for the interactor, a block the code calls is a
/// name it reads.
@Suite struct TaskCallbackTests {
  static func swift(_ body: String) -> String {
    """
    import UIKit

    final class PageViewController: UIViewController {
        @IBOutlet weak var titleLabel: UILabel!
        var pageURL: URL?

    \(body)
    }

    """
  }

  static func objc(_ methods: String) -> String {
    """
    #import <UIKit/UIKit.h>

    @interface PageViewController : UIViewController
    @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
    @property (nonatomic, strong) NSURL *pageURL;
    @end

    @implementation PageViewController

    \(methods)
    @end

    """
  }

  /// `className` chooses the controller when the source declares several.
  static func convert(_ source: String, path: String, className: String? = nil, moduleName: String = "Page") throws -> (
    plan: ModulePlan, files: [String: String]
  ) {
    try convertFiles([(path, source)], className: className, moduleName: moduleName)
  }

  /// Several input files (an Objective-C `.h` and `.m`), converted together.
  static func convertFiles(_ sources: [(path: String, text: String)], className: String? = nil, moduleName: String = "Page") throws -> (
    plan: ModulePlan, files: [String: String]
  ) {
    let model = try Viperize.parse(sources.map { SourceFile(path: $0.path, text: $0.text) }, className: className)
    let classified = MemberClassifier().classify(model)
    let plan = ModulePlanner().plan(classified, moduleName: moduleName)
    let module = try #require(Viperize.emitter(for: model.language)).emit(plan)
    let report = LossCheck(plan: plan, module: module).run()
    #expect(report.problems.isEmpty, "\(report.problems)")
    return (plan, Dictionary(uniqueKeysWithValues: module.files.map { ($0.path, $0.contents) }))
  }

  static func file(_ files: [String: String], _ suffix: String) -> String {
    files.first { $0.key.hasSuffix(suffix) }?.value ?? ""
  }

  @Test func swiftTaskStartedByResumeIsACallbackWithTheAPIsTypes() throws {
    let (plan, files) = try Self.convert(Self.swift("""
        func loadTitle() {
            guard let url = pageURL else { return }
            URLSession.shared.dataTask(with: url) { [weak self] data, response, error in
                DispatchQueue.main.async {
                    self?.titleLabel.text = data.map { String(decoding: $0, as: UTF8.self) }
                }
            }.resume()
        }
    """), path: "PageViewController.swift")
    let split = try #require(plan.splits.values.first)
    #expect(split.flow == .dataCallback)
    // `dataTask` names nothing the user did: the member names the methods.
    #expect(split.load == PlannedMethod(name: "loadTitle", parameters: [PlannedParameter(name: "url", type: .written("URL"))]))
    #expect(split.loaded?.parameters.map(\.type) == [.written("Data?"), .written("URLResponse?"), .written("Error?")])
    let interactor = Self.file(files, "Interactor/PageInteractor.swift")
    #expect(interactor.contains("""
            URLSession.shared.dataTask(with: url) { [weak self] data, response, error in
                self?.output?.didLoadTitle(data, response: response, error: error)
            }.resume()
    """))
    #expect(Self.file(files, "View/PageViewController.swift").contains("func showLoadTitleResult(_ data: Data?, response: URLResponse?, error: Error?) {"))
  }

  /// A call sent to a data type's shared instance, whose signal is the type's name (an app's
  /// extension on `FileManager`), names the callback's methods, not the member holding it.
  @Test func aCallSentToASharedDataTypeNamesItsCallback() throws {
    let (plan, _) = try Self.convert(Self.swift("""
        func menuSection() {
            FileManager.default.openDownloadsFolder { success in
                if !success {
                    self.titleLabel.text = "Could not open"
                }
            }
        }
    """), path: "PageViewController.swift")
    let split = try #require(plan.splits.values.first)
    #expect(split.flow == .dataCallback)
    #expect(split.load?.name == "openDownloadsFolder")
    #expect(split.loaded == PlannedMethod(name: "didOpenDownloadsFolder", parameters: [PlannedParameter(name: "success", type: .written("Bool"))]))
    #expect(split.display?.name == "showOpenDownloadsFolderResult")
  }

  /// `let task = session.dataTask(…) { … }` then `task.resume()`, the local read nowhere else, is
  /// the task the call starts, as `….resume()` is: one statement, the same flow.
  @Test func aTaskLocalStartedByResumeIsACallbackToo() throws {
    let (plan, files) = try Self.convert(Self.swift("""
        func loadTitle() {
            guard let url = pageURL else { return }
            let task = URLSession.shared.dataTask(with: url) { [weak self] data, response, error in
                DispatchQueue.main.async {
                    self?.titleLabel.text = data.map { String(decoding: $0, as: UTF8.self) }
                }
            }
            task.resume()
        }
    """), path: "PageViewController.swift")
    #expect(plan.splits.values.first?.flow == .dataCallback)
    #expect(Self.file(files, "Interactor/PageInteractor.swift").contains("""
            let task = URLSession.shared.dataTask(with: url) { [weak self] data, response, error in
                self?.output?.didLoadTitle(data, response: response, error: error)
            }
            task.resume()
    """))
    try KeptCompletionTests.expectTypechecks(files, label: "task-local")
  }

  @Test func anObjectiveCTaskLocalStartedByResumeIsACallbackToo() throws {
    let (plan, files) = try Self.convert(Self.objc("""
    - (void)loadTitle
    {
        NSURLRequest *request = [NSURLRequest requestWithURL:self.pageURL];
        NSURLSessionDataTask *task = [[NSURLSession sharedSession] dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
            self.titleLabel.text = @"Loaded";
        }];
        [task resume];
    }
    """), path: "PageViewController.m")
    #expect(plan.splits.values.first?.flow == .dataCallback)
    #expect(Self.file(files, "Interactor/PageInteractor.m").contains("""
        }];
        [task resume];
    """))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// A task the code keeps (to cancel it later) is no started call: nothing is merged.
  @Test func aTaskLocalReadLaterStaysItsOwnStatement() throws {
    let model = try Viperize.parse([SourceFile(path: "PageViewController.swift", text: Self.swift("""
        func loadTitle(url: URL) {
            let task = URLSession.shared.dataTask(with: url) { data, response, error in
                print("done")
            }
            task.resume()
            print(task)
        }
    """))], className: nil)
    let member = try #require(model.members.first { $0.name == "loadTitle(url:)" })
    #expect(member.statements.count == 3)
    #expect(member.statements[0].callback == nil)
  }

  /// Not merged: an Objective-C task its own block reads, and a `resume` with a block comment
  /// after it that runs on past its line (the comment would not move with it).
  @Test func aTaskItsBlockReadsOrACommentedResumeIsNotMerged() throws {
    let model = try Viperize.parse([SourceFile(path: "PageViewController.m", text: Self.objc("""
    - (void)loadTitle
    {
        NSURLRequest *request = [NSURLRequest requestWithURL:self.pageURL];
        __block NSURLSessionDataTask *task = [[NSURLSession sharedSession] dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
            task = nil;
        }];
        [task resume];
    }
    """))], className: nil)
    #expect(try #require(model.members.first { $0.name == "loadTitle" }).statements.count == 3)
    let swift = try Viperize.parse([SourceFile(path: "PageViewController.swift", text: Self.swift("""
        func loadTitle(url: URL) {
            let task = URLSession.shared.dataTask(with: url) { data, response, error in
                print("done")
            }
            task.resume() /* go
               now */
        }
    """))], className: nil)
    #expect(try #require(swift.members.first { $0.name == "loadTitle(url:)" }).statements.count == 2)
  }

  /// A block comment closed on the line that ends a moved call moves with the line, in both
  /// languages: the loss check used to find the line missing and refuse the whole conversion.
  @Test func aBlockCommentAfterTheCallOnItsLineMovesWithIt() throws {
    let (_, files) = try Self.convert(Self.swift("""
        func loadTitle(url: URL) {
            let task = URLSession.shared.dataTask(with: url) { (data: Data?, response: URLResponse?, error: Error?) in
                DispatchQueue.main.async { self.titleLabel.text = "\\(data?.count ?? 0)" }
            }
            task.resume() /* go */
        }

        func reloadTitle(url: URL) {
            URLSession.shared.dataTask(with: url) { (data: Data?, response: URLResponse?, error: Error?) in
                DispatchQueue.main.async { self.titleLabel.text = "\\(data?.count ?? 0)" }
            }.resume() /* again */ // twice
        }
    """), path: "PageViewController.swift")
    let interactor = Self.file(files, "Interactor/PageInteractor.swift")
    #expect(interactor.contains("        task.resume() /* go */\n"))
    #expect(interactor.contains("        }.resume() /* again */ // twice\n"))
    let (_, objc) = try Self.convert(Self.objc("""
    - (void)loadTitle
    {
        [[[NSURLSession sharedSession] dataTaskWithURL:self.pageURL completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
            dispatch_async(dispatch_get_main_queue(), ^{ self.titleLabel.text = @"done"; });
        }] resume]; /* go */
    }
    """), path: "PageViewController.m")
    #expect(Self.file(objc, "Interactor/PageInteractor.m").contains("    }] resume]; /* go */\n"))
  }

  /// A task started and forgotten inside a closure that stays in the view goes to the interactor
  /// whole, its closure with it, when the closure reads nothing of the view's.
  @Test func aFireAndForgetTaskInAClosureIsACommand() throws {
    let (plan, files) = try Self.convert(Self.swift("""
        var observer: NSObjectProtocol?

        func listen(url: URL) {
            observer = NotificationCenter.default.addObserver(forName: .init("ping"), object: nil, queue: .main) { _ in
                self.titleLabel.text = "pinging"
                let task = URLSession.shared.dataTask(with: url) { data, response, error in
                    print("pinged")
                }
                task.resume()
            }
        }
    """), path: "PageViewController.swift")
    #expect(plan.inPlaceCalls.values.joined().contains { $0.layer == .interactor })
    #expect(Self.file(files, "Interactor/PageInteractor.swift").contains("        task.resume()\n"))
    try KeptCompletionTests.expectTypechecks(files, label: "fire-and-forget")
  }

  @Test func unwrappedPropertyWithoutAWrittenOptionalTypeStaysUntyped() throws {
    // `pageTitle` is not declared optional with a written type: nothing tells what `title` is.
    let (plan, _) = try Self.convert(Self.swift("""
        var pageTitle = PageTitle()
        func save() {
            guard let title = pageTitle.current else { return }
            UserDefaults.standard.set(title, forKey: "title")
            titleLabel.text = "Saved"
        }
    """), path: "PageViewController.swift")
    let refusal = try #require(plan.refusals.values.first)
    #expect(refusal.reason == .untypedValue)
  }

  @Test func localDeclaredFromAWellKnownReadTakesItsType() throws {
    // `desc` crosses to the view: `bool(forKey:)` says it is a `Bool`.
    let (plan, _) = try Self.convert(Self.swift("""
        func loadSort() {
            let desc = UserDefaults.standard.bool(forKey: "descending")
            titleLabel.text = desc ? "Z–A" : "A–Z"
        }
    """), path: "PageViewController.swift")
    let split = try #require(plan.splits.values.first)
    #expect(split.loaded?.parameters == [PlannedParameter(name: "desc", type: .written("Bool"))])
  }

  @Test func aLocalOfAClosureArgumentIsTypedByItsOwnDeclaration() throws {
    // `settingsURL` is declared inside the closure the callout's initializer takes: the outer
    // declaration (`let callout = …`) does not type it, and `callout` is still one local.
    let (plan, files) = try Self.convert(Self.swift("""
        var calloutShown = false {
            didSet { titleLabel.isHidden = calloutShown }
        }
        func showCallout() {
            let callout = CalloutViewController(primaryAction: { [weak self] in
                let settingsURL = URL(string: UIApplication.openSettingsURLString)!
                self?.calloutShown = true
                UIApplication.shared.open(settingsURL)
                self?.dismiss(animated: false)
            })
            present(callout, animated: true)
        }
    """), path: "PageViewController.swift")
    let methods = plan.inPlaceCalls.values.joined().map(\.method) + plan.splits.values.flatMap(\.plannedMethods)
    #expect(methods.contains { $0.parameters == [PlannedParameter(name: "settingsURL", type: .written("URL"))] }, "\(methods)")
    #expect(methods.contains { $0.parameters == [PlannedParameter(name: "callout", type: .written("CalloutViewController"))] }, "\(methods)")
    #expect(!Self.file(files, "View/PageViewController.swift").contains("UIApplication.shared.open"))
  }

  @Test func aValueOfAFailableInitializerIsOptionalUnlessUnwrapped() throws {
    let (plan, _) = try Self.convert(Self.swift("""
        func openHelp() {
            let url = URL(string: "https://example.com/help")
            titleLabel.text = url?.host
            UIApplication.shared.open(url!)
        }
    """), path: "PageViewController.swift")
    let methods = plan.inPlaceCalls.values.joined().map(\.method) + plan.splits.values.flatMap(\.plannedMethods)
    #expect(methods.contains { $0.parameters == [PlannedParameter(name: "url", type: .written("URL?"))] }, "\(methods)")
  }

  @Test func aFailableInitializersValueUnwrappedOrDefaultedIsNotOptional() throws {
    for (value, type) in [
      ("URL(string: \"https://example.com/help\")!", "URL"), ("UIColor(named: \"Brand\") ?? .systemBlue", "UIColor"),
      ("HelpViewController()", "HelpViewController"),
    ] {
      let (plan, _) = try Self.convert(Self.swift("""
          func openHelp() {
              let value = \(value)
              titleLabel.text = "\\(value)"
              HelpStore.shared.open(value)
          }
      """), path: "PageViewController.swift")
      let methods = plan.inPlaceCalls.values.joined().map(\.method) + plan.splits.values.flatMap(\.plannedMethods)
      #expect(methods.contains { $0.parameters.contains(PlannedParameter(name: "value", type: .written(type))) }, "\(value): \(methods)")
    }
    // A value computed from a construction is not the constructed type.
    let (plan, _) = try Self.convert(Self.swift("""
        func openHelp() {
            let value = HelpViewController().title
            titleLabel.text = "\\(value)"
            HelpStore.shared.open(value)
        }
    """), path: "PageViewController.swift")
    let methods = plan.inPlaceCalls.values.joined().map(\.method) + plan.splits.values.flatMap(\.plannedMethods)
    #expect(!methods.contains { $0.parameters.contains(PlannedParameter(name: "value", type: .written("HelpViewController"))) }, "\(methods)")
  }

  @Test func aLocalOfAStatementWhoseClosureTakesParametersIsStillItsOwn() throws {
    let model = try Viperize.parse([SourceFile(path: "PageViewController.swift", text: Self.swift("""
        func confirm() {
            let ok = UIAlertAction(title: "OK", style: .default) { _ in print("ok") }
            let done = Handler { [count = 1] value in print(value, count) }
            print(ok, done)
        }
    """))], className: nil)
    let confirm = try #require(model.members.first { $0.baseName == "confirm" })
    #expect(confirm.statements[0].ownDefinedLocals == ["ok"])
    #expect(confirm.statements[1].ownDefinedLocals == ["done"])
  }

  @Test func objCWritesAreAssignmentsIncrementsPointersAndMembers() throws {
    let model = try Viperize.parse([SourceFile(path: "PageViewController.m", text: Self.objc("""
    - (void)layout {
        CGRect frame = CGRectZero;
        NSInteger count = 0, mask = 1, flags = 2;
        NSError *error = nil;
        NSMutableArray *counts = nil;
        frame.origin.y += 10;
        count++;
        counts[0] = @1;
        [self.pageURL checkResourceIsReachableAndReturnError:&error];
        NSLog(@"%ld %d", (long)(flags & mask), count && mask);
    }
    """))], className: nil)
    let layout = try #require(model.members.first { $0.baseName == "layout" })
    #expect(Set(layout.facts.assignedNames) == ["frame", "count", "counts", "error"], "\(layout.facts.assignedNames)")
  }


  @Test func aLoopSettingALocalOfTheViewIsNoCommand() throws {
    // The loop sets `selected`, a local the view goes on using: moved, it would set a copy.
    let (plan, files) = try Self.convert(Self.swift("""
        func showSort(_ store: SortStore) {
            var selected: Int = 0
            for (index, option) in SortService.shared.options.enumerated() where option.isCurrent {
                selected = index
                break
            }
            let sheet = SortSheetViewController()
            present(sheet, animated: false) { [sheet, selected] in
                sheet.select(selected)
            }
        }
    """), path: "PageViewController.swift")
    #expect(!plan.inPlaceCalls.values.joined().contains { $0.layer == .interactor }, "\(plan.inPlaceCalls)")
    #expect(Self.file(files, "View/PageViewController.swift").contains("            selected = index\n"))
  }

  @Test func codeWritingAnOuterLocalThroughAPointerIsNoCommand() throws {
    // `&error` hands `error` over to be written: moved, the view's `error` would stay nil.
    let (plan, files) = try Self.convert(Self.objc("""
    - (void)saveTitle {
        __block NSError *error = nil;
        self.titleLabel.text = @"Removing";
        [UIView animateWithDuration:0.3 animations:^{
            [[NSFileManager defaultManager] removeItemAtURL:self.pageURL error:&error];
            self.titleLabel.alpha = 0;
        }];
        self.titleLabel.text = error.localizedDescription;
    }
    """), path: "PageViewController.m")
    #expect(!plan.inPlaceCalls.values.joined().contains { $0.layer == .interactor }, "\(plan.inPlaceCalls)")
    #expect(Self.file(files, "View/PageViewController.m").contains("removeItemAtURL:self.pageURL error:&error];"))
  }

  @Test func handingANameOverInOutWritesIt() throws {
    // `&subscriptions` writes the view's property and `&total` the local: neither may be handed
    // over as a copy.
    let model = try Viperize.parse([SourceFile(path: "PageViewController.swift", text: Self.swift("""
        var subscriptions: Set<AnyCancellable> = []
        func observe() {
            var total = 0
            StatsService.shared.$count.sink { print($0) }.store(in: &subscriptions)
            StatsService.shared.add(&total)
            total += 1
            print(total)
        }
    """))], className: nil)
    let observe = try #require(model.members.first { $0.baseName == "observe" })
    #expect(observe.facts.selfReferences.contains { $0.name == "subscriptions" && $0.isWrite })
    #expect(observe.facts.assignedNames == ["total", "total"])
  }

  @Test func noCommandFromCodeABackgroundQueueRuns() throws {
    let (plan, files) = try Self.convert(Self.swift("""
        func keep(_ sender: UIButton) {
            DispatchQueue.global().async {
                UserDefaults.standard.set(true, forKey: "kept")
                DispatchQueue.main.async { sender.isEnabled = false }
            }
            DispatchQueue.main.async {
                UserDefaults.standard.set(false, forKey: "shown")
                self.titleLabel.text = "Kept"
            }
        }
    """), path: "PageViewController.swift")
    let calls = plan.inPlaceCalls.values.flatMap { $0 }
    #expect(calls.count == 1)
    let view = Self.file(files, "View/PageViewController.swift")
    #expect(view.contains("            UserDefaults.standard.set(true, forKey: \"kept\")"))
    #expect(!view.contains("forKey: \"shown\""))
  }

  @Test func interactorNeverGetsAUIObject() throws {
    let (plan, files) = try Self.convert(Self.swift("""
        func keep(_ sender: UIButton) {
            guard let url = pageURL else { return }
            DispatchQueue.global().async {
                UserDefaults.standard.set(url.absoluteString, forKey: "kept")
                DispatchQueue.main.async { sender.isEnabled = false }
            }
        }
    """), path: "PageViewController.swift")
    #expect(plan.splits.isEmpty)
    let refusal = try #require(plan.refusals.values.first)
    // Disabling the button is view work inside the closure, which holds nothing of the
    // controller's: its data call cannot be split from it without capturing the view.
    #expect(refusal.reason == .mixedStatement)
    #expect(refusal.detail.contains("(setting the UI object 'sender', line"), "\(refusal.detail)")
    #expect(!Self.file(files, "Interactor/PageInteractor.swift").contains("sender"))
  }

  /// An action's `sender` typed as any object is the control that sent it: the interactor never
  /// gets it, whatever the code casts it to; a decision on it stays in the view.
  @Test func anUntypedSenderIsAUIObject() throws {
    let (_, files) = try Self.convert(Self.swift("""
        @IBAction func keep(_ sender: Any) {
            UserDefaults.standard.set((sender as? UIButton)?.tag, forKey: "kept")
            titleLabel.text = "Kept"
        }

        @IBAction func open(_ sender: Any) {
            if (sender as? UIButton)?.tag == 1 {
                performSegue(withIdentifier: "terms", sender: nil)
            }
        }
    """), path: "PageViewController.swift")
    #expect(!Self.file(files, "Interactor/PageInteractor.swift").contains("sender"))
    #expect(!Self.file(files, "Presenter/PagePresenter.swift").contains("sender"))
    try KeptCompletionTests.expectTypechecks(files, label: "untyped sender")
  }

  @Test func callbackReadingAUIObjectIsNotSplit() throws {
    // The cell would travel through the interactor and back.
    let (plan, _) = try Self.convert(Self.swift("""
        func loadImage(into cell: UITableViewCell, url: URL) {
            URLSession.shared.dataTask(with: url) { data, response, error in
                cell.textLabel?.text = data.map { String(decoding: $0, as: UTF8.self) }
            }.resume()
        }
    """), path: "PageViewController.swift")
    #expect(plan.splits.isEmpty)
    #expect(plan.refusals.values.first?.detail.contains("UI object 'cell'") == true)
  }

  @Test func nestedValueTypeOfUIKitIsNoUIObject() {
    #expect(InferredType.written("UISwipeGestureRecognizer.Direction").principalName == "Direction")
    #expect(InferredType.written("[UIButton]?").principalName == "UIButton")
    #expect(InferredType.written("UIBarButtonItem *").principalName == "UIBarButtonItem")
  }

  @Test func swiftSelfAliasReachesTheController() throws {
    // `strongSelf.reload()` is the controller's method: the block cannot move whole.
    let (plan, files) = try Self.convert(Self.swift("""
        func archive() {
            guard let url = pageURL else { return }
            DispatchQueue.global().async { [weak self] in
                try? FileManager.default.removeItem(at: url)
                DispatchQueue.main.async { [weak self] in
                    guard let strongSelf = self else { return }
                    strongSelf.reload()
                }
            }
        }
        func reload() { titleLabel.text = nil }
    """), path: "PageViewController.swift")
    #expect(plan.splits.isEmpty)
    #expect(!Self.file(files, "Interactor/PageInteractor.swift").contains("reload()"))
  }

  @Test func objcTaskStartedByResumeIsACallbackAndACalledBlockTravels() throws {
    let (plan, files) = try Self.convert(Self.objc("""
    - (void)loadTitleWithCompletion:(void (^)(void))completion {
        NSURLRequest *request = [NSURLRequest requestWithURL:self.pageURL];
        [[[NSURLSession sharedSession] dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
            self.titleLabel.text = error.localizedDescription;
            completion();
        }] resume];
    }
    """), path: "PageViewController.m")
    let split = try #require(plan.splits.values.first)
    #expect(split.flow == .dataCallback)
    #expect(split.event.name == "loadTitle")
    #expect(split.display?.parameters.map(\.name) == ["data", "response", "error", "completion"])
    let interactor = Self.file(files, "Interactor/PageInteractor.m")
    #expect(interactor.contains("""
        [[[NSURLSession sharedSession] dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
            [self.output didLoadTitle:data response:response error:error completion:completion];
        }] resume];
    """))
  }
}
