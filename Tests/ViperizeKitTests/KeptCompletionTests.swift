import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// A navigation or data call inside view code whose closure, run when the call is done, holds
/// view code (`dismiss(animated: true) { self.tableView.reloadData() }`): the call is handed over
/// in place and the closure stays in the view, passed as the method's `completion`, which the
/// moved call runs.
@Suite struct KeptCompletionTests {
  static func convert(_ source: String) throws -> (plan: ModulePlan, files: [String: String]) {
    try TaskCallbackTests.convert(source, path: "PageViewController.swift")
  }

  static func file(_ files: [String: String], _ suffix: String) -> String { TaskCallbackTests.file(files, suffix) }

  /// Writes the Swift files and type-checks them against the stand-ins.
  static func expectTypechecks(_ files: [String: String], label: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viperize-\(label)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var written: [URL] = []
    for (path, contents) in files where path.hasSuffix(".swift") {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
      written.append(url)
    }
    let result = try StandInCompiler.typecheck(written, label: label)
    #expect(result.exitCode == 0, "\(result.output)")
  }

  @Test func aTrailingCompletionStaysInTheViewAndTheRouterRunsIt() throws {
    let (plan, files) = try Self.convert(TaskCallbackTests.swift("""
        func confirmReset() {
            let alert = UIAlertController(title: "Reset", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in
                // Leave, then show the empty page.
                self?.dismiss(animated: true) { [weak self] in
                    self?.titleLabel.text = nil
                }
            })
            present(alert, animated: true)
        }
    """))
    let call = try #require(plan.inPlaceCalls.values.joined().first)
    #expect(call.layer == .router)
    #expect(call.completion != nil)
    #expect(call.method.parameters.map(\.name) == ["completion"])
    let view = Self.file(files, "View/PageViewController.swift")
    // Written as it was, a trailing closure: only the call changes.
    #expect(view.contains("""
                    // Leave, then show the empty page.
                    self?.output.close { [weak self] in
                        self?.titleLabel.text = nil
                    }
        """), "\(view)")
    #expect(Self.file(files, "Presenter/PagePresenter.swift").contains("""
            func close(completion: @escaping () -> Void) {
                router.close(completion: completion)
            }
        """))
    #expect(Self.file(files, "Router/PageRouter.swift").contains("        self.transitionHandler?.dismiss(animated: true) { completion() }\n"))
    try Self.expectTypechecks(files, label: "kept-trailing")
  }

  @Test func aLabelledCompletionKeepsItsLabelAndTheScreenBuiltBeforeMovesWithTheCall() throws {
    let (_, files) = try Self.convert(TaskCallbackTests.swift("""
        func attach(_ banner: Banner) {
            banner.onHelp = {
                let help = UINavigationController(rootViewController: UIViewController())
                self.present(help, animated: true, completion: {
                    self.titleLabel.isHidden = true
                })
            }
        }
    """) + "\nfinal class Banner { var onHelp: (() -> Void)? }\n")
    let view = Self.file(files, "View/PageViewController.swift")
    #expect(view.contains("""
                    self.output.showAttach(completion: {
                        self.titleLabel.isHidden = true
                    })
        """), "\(view)")
    let router = Self.file(files, "Router/PageRouter.swift")
    #expect(router.contains("let help = UINavigationController(rootViewController: UIViewController())"), "\(router)")
    #expect(router.contains("self.transitionHandler?.present(help, animated: true, completion: { completion() })"), "\(router)")
    try Self.expectTypechecks(files, label: "kept-labelled")
  }

  @Test func aCompletionShowingAnAlertTheViewBuiltStaysAndTheDismissalMoves() throws {
    // Handed over whole, the dismissal would take the alert to the router: the closure stays.
    let (_, files) = try Self.convert(TaskCallbackTests.swift("""
        func warnAfterClosing(_ message: String) {
            let alert = UIAlertController(title: message, message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            dismiss(animated: true) {
                self.present(alert, animated: true)
            }
            titleLabel.text = message
        }
    """))
    let view = Self.file(files, "View/PageViewController.swift")
    #expect(view.contains("""
                output.close {
                    self.present(alert, animated: true)
                }
        """), "\(view)")
    #expect(!Self.file(files, "Router/PageRouter.swift").contains("alert"))
    try Self.expectTypechecks(files, label: "kept-alert")
  }

  @Test func noCompletionIsKeptWhenItReadsALocalTheCallDeclaresOrTakesParameters() throws {
    let (plan, files) = try Self.convert(TaskCallbackTests.swift("""
        func pan(_ banner: Banner) {
            banner.onDrag = {
                let link = DisplayLink.shared
                link.add(.panning, block: {
                    link.remove(.panning)
                    self.titleLabel.isHidden = true
                })
            }
            banner.onDone = {
                UIView.animate(withDuration: 0.2, animations: { self.titleLabel.alpha = 0 }) { finished in
                    self.titleLabel.isHidden = finished
                }
            }
        }
    """) + """

    final class Banner { var onDrag: (() -> Void)?; var onDone: (() -> Void)? }
    final class DisplayLink {
        enum Name { case panning }
        static let shared = DisplayLink()
        func add(_ name: Name, block: @escaping () -> Void) {}
        func remove(_ name: Name) {}
    }

    """)
    #expect(!plan.inPlaceCalls.values.joined().contains { $0.completion != nil })
    #expect(Self.file(files, "View/PageViewController.swift").contains("link.add(.panning, block: {"))
  }

  @Test func aClosureThatCouldNotEscapeOrBeAPlainCompletionIsNotKept() throws {
    // Review findings: implicit `self` (allowed only in a closure that does not escape), a throwing
    // body, a member's function parameter captured, and a local of the run named `completion`.
    let (plan, _) = try Self.convert(TaskCallbackTests.swift("""
        func reload(_ onDone: () -> Void) {
            titleLabel.text = "x"
            DatabaseManager.shared.sync { titleLabel.text = nil }
            DatabaseManager.shared.write { try self.check() }
            DatabaseManager.shared.sync { self.titleLabel.text = nil; onDone() }
            let completion = UINavigationController(rootViewController: UIViewController())
            self.present(completion, animated: true) { self.titleLabel.text = nil }
            titleLabel.text = "y"
        }
        func check() throws {}
    """) + """

    final class DatabaseManager {
        static let shared = DatabaseManager()
        func sync(_ done: () -> Void) { done() }
        func write(_ body: () throws -> Void) rethrows { try body() }
    }

    """)
    #expect(!plan.inPlaceCalls.values.joined().contains { $0.completion != nil }, "\(plan.inPlaceCalls.values.joined().map(\.method))")
  }

  @Test func theRouteIsNamedAfterTheCallNotItsKeptClosure() throws {
    let (_, files) = try Self.convert(TaskCallbackTests.swift("""
        func attach(_ banner: Banner) {
            banner.onClose = {
                self.dismiss(animated: true) {
                    self.titleLabel.text = "Welcome back"
                    print(self)
                }
                self.titleLabel.text = "y"
            }
        }
    """) + "\nfinal class Banner { var onClose: (() -> Void)? }\n")
    // `self` passed on is an explicit `self`: the closure may escape.
    #expect(Self.file(files, "View/PageViewController.swift").contains("            self.output.close {\n"))
  }

  @Test func whenTheCallKeepingItsClosureCannotMoveTheStatementsBeforeItStillDo() throws {
    let (_, files) = try Self.convert(TaskCallbackTests.swift("""
        func attach(_ banner: Banner) {
            banner.onPick = { item in
                UserDefaults.standard.set(true, forKey: "seen")
                DatabaseManager.shared.save(item, completion: { self.titleLabel.text = nil })
                self.titleLabel.text = "y"
            }
        }
    """) + """

    final class Banner { var onPick: ((Int) -> Void)? }
    final class DatabaseManager {
        static let shared = DatabaseManager()
        func save(_ item: Int, completion: @escaping () -> Void) { completion() }
    }

    """)
    // `item` is untyped: the save stays, the write of the setting before it moves.
    let view = Self.file(files, "View/PageViewController.swift")
    #expect(view.contains("            self.output.saveSeen()\n            DatabaseManager.shared.save(item, completion: {"), "\(view)")
  }

  @Test func anObjectiveCBlockStaysInTheViewAndTheRouterRunsIt() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (IBAction)doneTapped:(id)sender {
        [UIView animateWithDuration:0.3 animations:^{
            self.titleLabel.alpha = 0;
        } completion:^(BOOL finished) {
            self.titleLabel.alpha = 1;
            [self dismissViewControllerAnimated:YES completion:^{
                [self.titleLabel setHidden:YES];
            }];
        }];
    }
    """), path: "PageViewController.m")
    #expect(plan.inPlaceCalls.values.joined().contains { $0.completion != nil })
    let view = Self.file(files, "View/PageViewController.m")
    #expect(view.contains("""
                [self.output closeWithCompletion:^{
                    [self.titleLabel setHidden:YES];
                }];
        """), "\(view)")
    #expect(Self.file(files, "View/PageViewOutput.h").contains("- (void)closeWithCompletion:(void (^)(void))completion;"))
    #expect(Self.file(files, "Presenter/PagePresenter.m").contains("[self.router closeWithCompletion:completion];"))
    #expect(Self.file(files, "Router/PageRouter.m").contains("[self.transitionHandler dismissViewControllerAnimated:YES completion:^{ completion(); }];"))
    // clang is the oracle: the module compiles against the stub SDK.
    try ObjCOutputCompilesTests.expectCompiles(files)
  }
}

/// A data call whose closure takes values and holds view code that cannot leave the view (it uses
/// a spinner the method made): the call is handed over with the closure kept, typed by the
/// parameters it declares, and the moved call passes the values on.
@Suite struct KeptDataCompletionTests {
  @Test func anObjectiveCTaskKeepsItsBlockAndTheInteractorStartsIt() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (void)refresh
    {
        UIActivityIndicatorView *spinner = [[UIActivityIndicatorView alloc] init];
        [spinner startAnimating];
        NSURLRequest *request = [NSURLRequest requestWithURL:self.pageURL];
        NSURLSession *session = [NSURLSession sharedSession];
        [[session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
            [spinner stopAnimating];
        }] resume];
    }
    """), path: "PageViewController.m")
    #expect(plan.inPlaceCalls.values.joined().contains { $0.completion?.parameters.count == 3 })
    let view = KeptCompletionTests.file(files, "View/PageViewController.m")
    #expect(view.contains("""
            [self.output refresh:request completion:^(NSData *data, NSURLResponse *response, NSError *error) {
                [spinner stopAnimating];
            }];
        """), "\(view)")
    #expect(!view.contains("resume"))
    let input = KeptCompletionTests.file(files, "Interactor/PageInteractorInput.h")
    #expect(input.contains("- (void)refresh:(NSURLRequest *)request completion:(void (^)(NSData *, NSURLResponse *, NSError *))completion;"), "\(input)")
    #expect(KeptCompletionTests.file(files, "Presenter/PagePresenter.m").contains("[self.interactor refresh:request completion:completion];"))
    #expect(KeptCompletionTests.file(files, "Interactor/PageInteractor.m").contains(
      "[[session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) { completion(data, response, error); }] resume];"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func aSwiftClosureWithTypedParametersIsKept() throws {
    let (_, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        func refresh(from url: URL) {
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.startAnimating()
            URLSession.shared.dataTask(with: url) { (data: Data?, response: URLResponse?, error: Error?) in
                DispatchQueue.main.async { spinner.stopAnimating() }
            }.resume()
        }
    """))
    let view = KeptCompletionTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("""
                output.refresh(url) { (data: Data?, response: URLResponse?, error: Error?) in
                    DispatchQueue.main.async { spinner.stopAnimating() }
                }

        """), "\(view)")
    #expect(KeptCompletionTests.file(files, "PageInteractorInput.swift").contains(
      "func refresh(_ url: URL, completion: @escaping (Data?, URLResponse?, Error?) -> Void)"))
    #expect(KeptCompletionTests.file(files, "Interactor/PageInteractor.swift").contains(
      "URLSession.shared.dataTask(with: url) { data, response, error in completion(data, response, error) }.resume()"))
    try KeptCompletionTests.expectTypechecks(files, label: "kept-data-completion")
  }

  static let client = """

    final class OrdersClient {
        static let shared = OrdersClient()
        func fetchTwo(completion: @escaping (Data?, Error?) -> Void) {}
        func fetchOrders(for account: String, completion: @escaping ([String], Int) -> Void) {}
        func fetchFlag(completion: @escaping (Bool) throws -> Void) {}
        func fetchCount(completion: @escaping (Int) -> Void) {}
    }

    """

  /// An implicitly unwrapped parameter is an optional in the completion's type; the command is
  /// named after the call the closure ends, not a call in its arguments.
  @Test func implicitlyUnwrappedParametersAndTheOwnCallsName() throws {
    let (_, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        let ordersClient = OrdersClient.shared

        func reload(account: String) {
            let spinner = UIActivityIndicatorView(style: .medium)
            ordersClient.fetchTwo { (data: Data!, error: Error!) in
                spinner.stopAnimating()
            }
            ordersClient.fetchOrders(for: account.lowercased()) { (orders: [String], count: Int) in
                spinner.stopAnimating()
            }
        }
    """) + Self.client)
    let input = KeptCompletionTests.file(files, "PageInteractorInput.swift")
    #expect(input.contains("func fetchTwo(completion: @escaping (Data?, Error?) -> Void)"), "\(input)")
    #expect(input.contains("func fetchOrders(_ account: String, completion: @escaping ([String], Int) -> Void)"), "\(input)")
    #expect(KeptCompletionTests.file(files, "View/PageViewController.swift").contains("output.fetchTwo { (data: Data!, error: Error!) in"))
    try KeptCompletionTests.expectTypechecks(files, label: "kept-iuo")
  }

  /// A call sent to a data type's shared instance ends its closure as its own call does
  /// (`FileManager.default.openDownloads { … }`, an app's extension, whose signal is the type's
  /// name): inside a toast's handler, where no split reaches, the call goes and the closure
  /// stays, its parameter a `Bool` because the closure tests it (`if !success`).
  @Test func aCallToADataTypesSharedInstanceKeepsItsClosure() throws {
    let (_, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        func downloadFinished(name: String) {
            let toast = Toast(text: name, completion: { pressed in
                guard pressed else { return }
                FileManager.default.openDownloads { [weak self] success in
                    if !success {
                        self?.titleLabel.text = "Could not open"
                    }
                }
            })
            view.addSubview(toast)
        }
    """) + """

      final class Toast: UIView {
          init(text: String, completion: @escaping (Bool) -> Void) { super.init(frame: .zero) }
          required init?(coder: NSCoder) { nil }
      }

      extension FileManager {
          func openDownloads(completion: @escaping (Bool) -> Void) {}
      }

      """)
    let view = KeptCompletionTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("""
                    self.output.openDownloads { [weak self] success in
                        if !success {
                            self?.titleLabel.text = "Could not open"
                        }
                    }
        """), "\(view)")
    #expect(KeptCompletionTests.file(files, "Interactor/PageInteractor.swift").contains(
      "func openDownloads(completion: @escaping (Bool) -> Void) {\n        FileManager.default.openDownloads { success in completion(success) }"))
    try KeptCompletionTests.expectTypechecks(files, label: "kept-shared-instance")
  }

  /// The receiver a call's type signal is read from: the type or its shared instance only.
  @Test func theSharedReceiversType() {
    #expect(StatementTagger.sharedReceiverType("FileManager.default") == "FileManager")
    #expect(StatementTagger.sharedReceiverType("[NSFileManager defaultManager]") == "NSFileManager")
    #expect(StatementTagger.sharedReceiverType("UserDefaults") == "UserDefaults")
    #expect(StatementTagger.sharedReceiverType("UserDefaults.standard.stringArray(forKey: \"items\")!") == nil)
    #expect(StatementTagger.sharedReceiverType("[[NSFileManager defaultManager] contents]") == nil)
    #expect(StatementTagger.sharedReceiverType("ordersClient") == nil)
  }

  /// Not kept: a parameter named `completion` (the forwarder calls `completion`), a closure whose
  /// signature throws, one that captures an `inout` parameter (it would escape), and a closure
  /// iterating a value read (`forEach` is not the data call; the read becomes a query).
  @Test func closuresThatCannotBeACompletion() throws {
    let (plan, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        let ordersClient = OrdersClient.shared

        func named() {
            let spinner = UIActivityIndicatorView(style: .medium)
            ordersClient.fetchCount { (completion: Int) in
                spinner.stopAnimating()
            }
        }

        func throwing() {
            let spinner = UIActivityIndicatorView(style: .medium)
            ordersClient.fetchFlag { (ok: Bool) throws in
                spinner.stopAnimating()
            }
        }

        func tally(count: inout Int) {
            let spinner = UIActivityIndicatorView(style: .medium)
            ordersClient.fetchCount { (n: Int) in
                count += n
                spinner.stopAnimating()
            }
        }

        func iterate() {
            let spinner = UIActivityIndicatorView(style: .medium)
            UserDefaults.standard.stringArray(forKey: "items")!.forEach { (item: String) in
                spinner.stopAnimating()
                self.titleLabel.text = item
            }
        }
    """) + Self.client)
    #expect(!plan.inPlaceCalls.values.joined().contains { $0.completion != nil })
    let view = KeptCompletionTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("ordersClient.fetchCount { (completion: Int) in"))
    #expect(view.contains("ordersClient.fetchFlag { (ok: Bool) throws in"))
    #expect(view.contains("ordersClient.fetchCount { (n: Int) in"))
    #expect(view.contains(".forEach { (item: String) in"))
    try KeptCompletionTests.expectTypechecks(files, label: "kept-refused")
  }

  /// A nested type in a kept closure's parameters is qualified in the protocols as in the classes.
  @Test func nestedTypesAreQualifiedInTheProtocols() throws {
    let (_, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        enum State { case idle, done }

        func save(state: State) {
            let spinner = UIActivityIndicatorView(style: .medium)
            UserDefaults.standard.set("\\(state)", forKey: "state")
            spinner.stopAnimating()
        }
    """))
    #expect(KeptCompletionTests.file(files, "PageViewOutput.swift").contains("PageViewController.State"))
    try KeptCompletionTests.expectTypechecks(files, label: "nested-in-protocols")
  }

  /// A member moved whole whose signature names a nested type (a private typealias here) is
  /// declared with it qualified in the protocols and the presenter's forwarder, as in its body.
  @Test func aMovedMembersSignatureNamesNestedTypesQualified() throws {
    let (_, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        private typealias Counts = [String: Int]

        func storedCounts() -> (Counts, Counts) {
            let all = UserDefaults.standard.dictionary(forKey: "all") as? Counts ?? [:]
            return (all, all)
        }

        func show() {
            let (all, _) = storedCounts()
            title = "\\(all.count)"
        }
    """))
    let interactorInput = KeptCompletionTests.file(files, "PageInteractorInput.swift")
    #expect(interactorInput.contains("func storedCounts() -> (PageViewController.Counts, PageViewController.Counts)"), "\(interactorInput)")
    try KeptCompletionTests.expectTypechecks(files, label: "nested-in-signatures")
  }

  /// A generic method's own parameter named like a nested type is the parameter, in the moved
  /// body and in its declarations (review: `func firstOf<Element>` read `Owner.Element`).
  @Test func aGenericParameterHidesTheNestedTypeOfItsName() throws {
    let (_, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        struct Element { var title: String }

        func firstStored<Element>(_ all: [Element]) -> Element? {
            UserDefaults.standard.set(all.count, forKey: "count")
            return all.first
        }

        func show() {
            print(firstStored([1, 2]) ?? 0, Element(title: "x"))
        }
    """))
    let interactor = KeptCompletionTests.file(files, "PageInteractor.swift")
    #expect(interactor.contains("func firstStored<Element>(_ all: [Element]) -> Element? {"), "\(interactor)")
    #expect(!KeptCompletionTests.file(files, "PageInteractorInput.swift").contains("PageViewController.Element"))
    try KeptCompletionTests.expectTypechecks(files, label: "generic-hides-nested")
  }

  /// Parameters whose types the source does not write cannot be declared: the call stays.
  @Test func aClosureWithUntypedParametersIsNotKept() throws {
    let (plan, _) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        func refresh(from url: URL) {
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.startAnimating()
            URLSession.shared.dataTask(with: url) { data, response, error in
                DispatchQueue.main.async { spinner.stopAnimating() }
            }.resume()
        }
    """))
    #expect(!plan.inPlaceCalls.values.joined().contains { $0.completion != nil })
  }
}

/// A view controller the view holds (a popover it presented, a player it shows) is navigation's
/// to dismiss or present on: the router gets the very object as a parameter.
@Suite struct HeldControllerTests {
  @Test func aPresentedControllerPropertyIsPassedToTheRouter() throws {
    let (_, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        var displayedPopoverController: UIViewController?
        var draftTitles: [String] = []
        func sceneDidEnterBackground() {
            titleLabel.text = nil
            displayedPopoverController?.dismiss(animated: false) {
                self.titleLabel.isHidden = true
            }
        }
        func attach(_ banner: Banner) {
            banner.onClose = {
                self.displayedPopoverController?.dismiss(animated: true)
                self.titleLabel.text = nil
            }
        }
        func clearDrafts() {
            titleLabel.text = nil
            draftTitles.removeAll()
        }
    """) + "\nfinal class Banner { var onClose: (() -> Void)? }\n")
    let view = KeptCompletionTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("        output.sceneDidEnterBackground(displayedPopoverController)\n"), "\(view)")
    #expect(view.contains("            self.output.closeOnAttach(self.displayedPopoverController)\n"), "\(view)")
    let router = KeptCompletionTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("func close(_ displayedPopoverController: UIViewController?, completion: @escaping () -> Void) {\n        displayedPopoverController?.dismiss(animated: false) {"), "\(router)")
    #expect(router.contains("func closeOnAttach(_ displayedPopoverController: UIViewController?) {\n        displayedPopoverController?.dismiss(animated: true)\n"), "\(router)")
    // A value the view holds that receives a call is still not handed over: it would be a copy.
    #expect(!KeptCompletionTests.file(files, "Router/PageRouter.swift").contains("draftTitles"))
    try KeptCompletionTests.expectTypechecks(files, label: "held-controller")
  }

  @Test func onlyScreenControllersAreHeldControllers() throws {
    let model = try Viperize.parse([SourceFile(path: "PageViewController.swift", text: TaskCallbackTests.swift("""
        var popover: PopupViewController<PickerView>?
        var results: NSFetchedResultsController<NSManagedObject>?
        var navigation: UINavigationController!
        var alert: UIAlertController?
    """))], className: "PageViewController")
    let classified = MemberClassifier().classify(model)
    let tagger = StatementTagger(classified: classified, catalogue: classified.catalogue, injectable: [])
    func holds(_ name: String) -> Bool { tagger.holdsViewController(model.members.first { $0.name == name }!) }
    #expect(holds("popover"))
    #expect(!holds("results"))
    #expect(holds("navigation"))
    // An alert is a controller too; commands never hand it over (`NavigationSignals.isAlertType`).
    #expect(holds("alert"))
  }
}
