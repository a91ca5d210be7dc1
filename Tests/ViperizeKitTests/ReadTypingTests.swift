import Testing
import ViperizeSwift

@testable import ViperizeCore
@testable import ViperizeKit

/// Data reads real controllers write that the interactor can answer once their types are told:
/// a read beside one the interactor cannot answer, a read keyed by a constant of another file,
/// a local built from Foundation members of a read, a Realm read.
@Suite struct ReadTypingTests {
  static func controller(_ body: String, imports: String = "") -> String {
    """
    import UIKit
    \(imports)
    final class LibraryViewController: UIViewController {
        @IBOutlet weak var titleLabel: UILabel!
        var folders: [Folder] = []
        let library = MediaLibrary()
        let defaults = UserDefaults.standard

    \(body)
    }

    """
  }

  /// What the app's other files declare, for the type-check.
  static let support = """
    import Foundation

    let KVLCFolderViewLayout = "folder-layout"
    struct Folder { var name = "" }
    final class MediaLibrary {
        func folder(at url: URL) -> Folder? { nil }
    }

    """

  static func convert(_ source: String) throws -> (plan: ModulePlan, files: [String: String]) {
    let model = try Viperize.parse([SourceFile(path: "LibraryViewController.swift", text: source)], className: nil)
    let classified = MemberClassifier().classify(model)
    let plan = ModulePlanner().plan(classified, moduleName: "Library")
    let module = SwiftViperEmitter().emit(plan)
    let report = LossCheck(plan: plan, module: module).run()
    #expect(report.problems.isEmpty, "\(report.problems)")
    var files = Dictionary(uniqueKeysWithValues: module.files.map { ($0.path, $0.contents) })
    files["Support/AppDeclarations.swift"] = support
    return (plan, files)
  }

  static func view(_ files: [String: String]) -> String { CallbackSplitTests.file(files, "View/LibraryViewController.swift") }

  @Test func aReadTheInteractorCanAnswerIsAQueryThoughAnotherInItsStatementIsNot() throws {
    let (_, files) = try Self.convert(Self.controller("""
        func showDocuments() {
            let folder = library.folder(at: FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first!)
            titleLabel.text = folder?.name
        }
    """))
    // The app's own `folder(at:)` is not told its type: it stays, its argument is asked for.
    #expect(Self.view(files).contains("let folder = library.folder(at: output.urls().first!)"), "\(Self.view(files))")
    #expect(CallbackSplitTests.file(files, "LibraryInteractor.swift").contains(
      "return FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)"))
    try KeptCompletionTests.expectTypechecks(files, label: "partial-query")
  }

  @Test func aCapitalisedNamePassedAsAValueIsAConstantOfAnotherFileNotAViewType() throws {
    let (_, files) = try Self.convert(Self.controller("""
        func refreshLayout() {
            if !folders.isEmpty && defaults.bool(forKey: KVLCFolderViewLayout) {
                titleLabel.isHidden = true
            }
        }
    """))
    #expect(Self.view(files).contains("if !folders.isEmpty && output.folderViewLayout() {"), "\(Self.view(files))")
    #expect(CallbackSplitTests.file(files, "LibraryInteractor.swift").contains("return defaults.bool(forKey: KVLCFolderViewLayout)"))
    try KeptCompletionTests.expectTypechecks(files, label: "capitalised-constant")
  }

  @Test func aLocalBuiltFromFoundationMembersOfAReadIsTyped() throws {
    let (_, files) = try Self.convert(Self.controller("""
        func checkDatabase() {
            guard let directory = FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask).first else {
                return
            }
            let database = directory
                .appendingPathComponent("MediaLibrary")
                .appendingPathComponent("library.db")
            if FileManager.default.fileExists(atPath: database.path) {
                titleLabel.text = database.lastPathComponent
            }
        }
    """))
    // `directory` is the `URL` the array's `first` unwraps to, `database` a `URL` too: the
    // interactor finds the database and the view shows it, asking whether its file exists.
    let view = Self.view(files)
    #expect(view.contains("    func showDatabase(_ database: URL) {\n        if output.fileExists(database) {"), "\(view)")
    let interactor = CallbackSplitTests.file(files, "LibraryInteractor.swift")
    #expect(interactor.contains("guard let directory = FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask).first else {"))
    #expect(interactor.contains("func fileExists(_ database: URL) -> Bool {"), "\(interactor)")
    try KeptCompletionTests.expectTypechecks(files, label: "foundation-chain")
  }

  @Test func chainsOfUnknownMembersOrOptionalsReadPlainlyAreNotTyped() throws {
    let typing = SplitTyping.memberType
    #expect(typing("[URL]", "first") == "URL?")
    #expect(typing("[String: URL]", "first") == nil)
    #expect(typing("URL", "appendingPathComponent") == "URL")
    #expect(typing("URL", "resourceValues") == nil)
    #expect(typing("Folder", "name") == nil)
    let (_, files) = try Self.convert(Self.controller("""
        func checkCache() {
            let cache = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            let path = cache.path
            if FileManager.default.fileExists(atPath: path) {
                titleLabel.text = "cached"
            }
        }
    """))
    // `cache` is an optional `URL`: `cache.path` does not read it plainly, and the chain types
    // nothing; `path` is a `String` only because `fileExists(atPath:)` takes one
    // (`SplitTyping.handedArgumentType`), not `URL`'s `path` read off an optional.
    #expect(Self.view(files).contains("if output.fileExists(path) {"), "\(Self.view(files))")
    #expect(CallbackSplitTests.file(files, "LibraryInteractor.swift").contains("func fileExists(_ path: String) -> Bool {"))
  }

  @Test func aRealmReadIsAQueryReturningItsResults() throws {
    let (_, files) = try Self.convert(Self.controller("""
        var names: [String] = []

        func loadFolders() {
            if let stored = Realm.current?.objects(StoredFolder.self) {
                names = stored.map { $0.name }
            }
            titleLabel.text = "\\(names.count)"
        }

        func showFirstFolder() {
            if let first = Realm.current?.objects(StoredFolder.self).first {
                titleLabel.text = first.name
            }
        }

        func showOpenFolders() {
            if let open = Realm.current?.objects(StoredFolder.self)
                .filter("open == true") {
                titleLabel.text = "\\(open.count)"
            }
        }

        let realm = FolderStore.shared

        func showWrapped() {
            let wrapped = realm.objects(StoredFolder.self)
            titleLabel.isHidden = wrapped.isEmpty
        }
    """, imports: "import RealmSwift\n"))
    let view = Self.view(files)
    #expect(view.contains("if let stored = output.stored() {"), "\(view)")
    #expect(CallbackSplitTests.file(files, "LibraryInteractorInput.swift").contains("func stored() -> Results<StoredFolder>?"))
    // The chain goes on past the read, on its line or the next: a call in its place would be
    // read as plainly optional.
    #expect(view.contains("if let first = Realm.current?.objects(StoredFolder.self).first {"), "\(view)")
    #expect(view.contains("if let open = Realm.current?.objects(StoredFolder.self)\n            .filter(\"open == true\") {"), "\(view)")
    // An app's wrapper held as `realm` is no realm: its `objects(_:)` returns what it says.
    #expect(view.contains("let wrapped = realm.objects(StoredFolder.self)"), "\(view)")
    var checked = files
    checked["Support/StoredFolder.swift"] = """
      import RealmSwift

      final class StoredFolder: Object { var name = "" }
      extension Realm { static var current: Realm? { try? Realm() } }
      final class FolderStore {
          static let shared = FolderStore()
          func objects(_ type: StoredFolder.Type) -> [StoredFolder] { [] }
      }

      """
    try KeptCompletionTests.expectTypechecks(checked, label: "realm-read")
  }

  @Test func aLazyPropertysClosureAsksForTheReadsItMakes() throws {
    let (plan, files) = try Self.convert(Self.controller("""
        lazy var compactSwitch: UISwitch = {
            let toggle = UISwitch()
            toggle.isOn = defaults.bool(forKey: KVLCFolderViewLayout)
            return toggle
        }()

        private lazy var emptyView: UIView = {
            let view = UIView()
            if !folders.isEmpty {
                let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first?.path
                view.isHidden = documents == nil
            }
            return view
        }()

        lazy var header = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(compactSwitch)
            view.addSubview(emptyView)
            view.addSubview(header)
        }
    """))
    let view = Self.view(files)
    #expect(view.contains("        toggle.isOn = output.folderViewLayout()\n"), "\(view)")
    #expect(view.contains("            let documents = output.urls().first?.path\n"), "\(view)")
    #expect(view.contains("    lazy var header = UIView()\n"))
    let lazy = try #require(plan.model.members.first { $0.name == "compactSwitch" })
    #expect(plan.classified.members[lazy.id].isMixed && plan.splits[lazy.id] == nil)
    try KeptCompletionTests.expectTypechecks(files, label: "lazy-closure")
  }

  /// Objective-C: a shared instance is a service, whatever its type: a query does not hand it to
  /// the view, which would call it there (`[cookieStorage deleteCookie:cookie]`). The local
  /// reaching it, read by a query and a command, is declared by each of them, and leaves the view.
  /// The command takes the cookies, not a cookie: it is not named by the selector it sends
  /// (`deleteCookie:`), which Foundation declares with another type.
  @Test func aSharedInstanceIsNoValueAQueryAnswers() throws {
    let (plan, files) = try ObjCCallbackSplitTests.convert(ObjCCallbackSplitTests.controller("""
    - (void)signOut:(NSString *)reason
    {
        NSHTTPCookieStorage *cookieStorage = [NSHTTPCookieStorage sharedHTTPCookieStorage];
        NSArray *cookies = [cookieStorage cookiesForURL:[NSURL URLWithString:@"https://example.com"]];
        self.title = reason;
        for (NSHTTPCookie *cookie in cookies) {
            [cookieStorage deleteCookie:cookie];
        }
    }
    """))
    let view = ObjCCallbackSplitTests.file(files, "View/TRListViewController.m")
    #expect(!view.contains("cookieStorage"), "\(view)")
    #expect(view.contains("    NSArray *cookies = [self.output cookies];\n    self.title = reason;\n    [self.output deleteCookies:cookies];"), "\(view)")
    #expect(!plan.inPlaceCallsInOrder.contains { $0.method.returnType == .written("NSHTTPCookieStorage *") })
    let interactor = ObjCCallbackSplitTests.file(files, "Interactor/TRListInteractor.m")
    #expect(interactor.components(separatedBy: "NSHTTPCookieStorage *cookieStorage = [NSHTTPCookieStorage sharedHTTPCookieStorage];").count == 3, "\(interactor)")
  }

  /// A capitalised name the controller does not declare may be its app superclass's member: it
  /// keeps the code reading it in the view, as a lower-case one does.
  @Test func aCapitalisedNameAnAppSuperclassMayDeclareStaysWithTheView() throws {
    let source = Self.controller("""
        func remember() {
            defaults.set(true, forKey: AccountKey)
        }
    """).replacingOccurrences(of: ": UIViewController {", with: ": BaseLibraryViewController {")
    let (plan, files) = try Self.convert(source)
    #expect(Self.view(files).contains("        defaults.set(true, forKey: AccountKey)\n"))
    #expect(ScopeCheckTests.diagnostics(plan).contains("it uses 'AccountKey' (line 10), which is not a member of LibraryViewController (inherited from 'BaseLibraryViewController' or declared in another file)"), "\(ScopeCheckTests.diagnostics(plan))")
  }

  /// A local of no told type that the member hands to an API taking one type only has that type:
  /// the app's load of data, decoded by a `JSONDecoder`, is a query returning `Data`.
  @Test func aLocalADecoderDecodesIsData() throws {
    let (_, files) = try Self.convert(Self.controller("""
        var names: [String] = []

        func search(_ url: URL) {
            Task {
                do {
                    let data = try await PlacesAPI.shared.load(url)
                    await MainActor.run {
                        names = (try? JSONDecoder().decode([String].self, from: data)) ?? []
                        titleLabel.text = names.first
                    }
                } catch {
                    titleLabel.text = nil
                }
            }
        }
    """))
    let view = Self.view(files)
    #expect(view.contains("let data = try await self.output.data(url)"), "\(view)")
    #expect(CallbackSplitTests.file(files, "LibraryInteractorInput.swift").contains("func data(_ url: URL) async throws -> Data"))
    var checked = files
    checked["Support/PlacesAPI.swift"] = """
      import Foundation

      final class PlacesAPI {
          static let shared = PlacesAPI()
          func load(_ url: URL) async throws -> Data { Data() }
      }

      """
    try KeptCompletionTests.expectTypechecks(checked, label: "consumed-data")
  }

  /// Only a `JSONDecoder()` or `PropertyListDecoder()` tells `Data` (an app's `decoder` may take
  /// another type), and only in code (not a comment or a string).
  @Test func aDecoderOfTheAppOrACommentTellsNoType() throws {
    let (plan, _) = try Self.convert(Self.controller("""
        let decoder = FolderDecoder()

        func showFolder(_ url: URL) {
            let text = PlacesAPI.shared.loadText(url)
            titleLabel.text = decoder.decode(Folder.self, from: text)?.name
        }

        func showNote(_ url: URL) {
            let note = PlacesAPI.shared.loadText(url)
            // TODO: UIImage(data: note) once the API returns bytes
            titleLabel.text = note
        }
    """))
    let typed = plan.splits.values.flatMap(\.plannedMethods).flatMap(\.parameters).filter { $0.type == .written("Data") }
    #expect(typed.isEmpty, "\(typed)")
  }

  /// A local named `output` hides the view's: the view's calls name `self.output`.
  @Test func aLocalNamedOutputLeavesTheCallsToSelfOutput() throws {
    let (_, files) = try Self.convert(Self.controller("""
        lazy var pathLabel: UILabel = {
            let output = UILabel()
            output.text = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first?.path
            return output
        }()
    """))
    #expect(Self.view(files).contains("output.text = self.output.urls().first?.path"), "\(Self.view(files))")
    try KeptCompletionTests.expectTypechecks(files, label: "output-local")
  }

  /// A service local several queries read is declared by each. When the view keeps a read of
  /// its own (a `guard`'s other condition, an argument beside a query, a trailing closure's
  /// call), the view keeps its declaration too and each query declares a copy. Not when the member
  /// writes it (`defaults = UserDefaults(suiteName:)!`: a copy would read the standard suite), it
  /// is a construction (each copy would make a new context), or its line holds other code: then
  /// the view keeps it and passes it, as before.
  @Test func aSharedServiceLocalStaysWhenTheViewStillReadsItOrItIsNoSharedInstance() throws {
    let (_, files) = try Self.convert(Self.controller("""
        var count = 0
        var useGroup = false

        func shared() {
            let defaults = UserDefaults.standard
            titleLabel.text = defaults.string(forKey: "a")
            count = defaults.integer(forKey: "b")
        }

        func guarded() {
            let defaults = UserDefaults.standard
            titleLabel.text = defaults.string(forKey: "a")
            guard defaults.bool(forKey: "b"), defaults !== UserDefaults.standard else { return }
            titleLabel.isHidden = true
        }

        func run(_ flag: Bool, _ d: UserDefaults, _ body: () -> Void) { body() }

        func beside() {
            let defaults = UserDefaults.standard
            titleLabel.text = defaults.string(forKey: "a")
            run(defaults.bool(forKey: "b"), defaults) {
                self.titleLabel.isHidden = true
            }
        }

        func reassigned() {
            var defaults = UserDefaults.standard
            titleLabel.text = defaults.string(forKey: "a")
            if useGroup { defaults = UserDefaults(suiteName: "group.other")! }
            count = defaults.integer(forKey: "b")
        }

        func sameLine() {
            let defaults = UserDefaults.standard; let fallback = "x"
            titleLabel.text = defaults.string(forKey: "a") ?? fallback
            count = defaults.integer(forKey: "b")
        }
    """))
    let view = Self.view(files)
    #expect(view.contains("    func shared() {\n        titleLabel.text = output.a()\n        count = output.b()\n"), "\(view)")
    #expect(view.contains("let defaults = UserDefaults.standard\n        titleLabel.text = output.aOnGuarded()\n        guard output.bOnGuarded(), defaults !== UserDefaults.standard else { return }"), "\(view)")
    #expect(view.contains("run(output.bOnBeside(), defaults) {"))
    #expect(view.contains("if useGroup { defaults = UserDefaults(suiteName: \"group.other\")! }\n        count = output.bOnReassigned(defaults)"))
    #expect(view.contains("let defaults = UserDefaults.standard; let fallback = \"x\""))
    try KeptCompletionTests.expectTypechecks(files, label: "shared-service-local")
  }

  /// Objective-C lists a name once per statement: the reads beyond it (`CodeFacts.extraReads`)
  /// tell that an expression reads the service local beside its query, which keeps its
  /// declaration in the view (the query declares a copy).
  @Test func anObjectiveCExpressionReadingTheServiceLocalBesideItsQueryKeepsIt() throws {
    let (_, files) = try ObjCCallbackSplitTests.convert(ObjCCallbackSplitTests.controller("""
    - (void)shared
    {
        NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
        self.title = [defaults stringForKey:@"t"];
        self.tableView.hidden = [defaults boolForKey:@"a"];
    }

    - (void)beside
    {
        NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
        self.title = [defaults stringForKey:@"t"];
        BOOL on = [defaults boolForKey:@"a"] || defaults == nil;
        self.tableView.hidden = on;
    }
    """))
    let view = ObjCCallbackSplitTests.file(files, "View/TRListViewController.m")
    #expect(view.contains("- (void)shared\n{\n    self.title = [self.output t];\n"), "\(view)")
    #expect(view.contains("    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];\n    self.title = [self.output tOnBeside];"), "\(view)")
    #expect(view.contains("BOOL on = [self.output aOnBeside] || defaults == nil;"))
    let interactor = ObjCCallbackSplitTests.file(files, "Interactor/TRListInteractor.m")
    #expect(interactor.contains("- (NSString *)tOnBeside {\n    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];\n    return [defaults stringForKey:@\"t\"];"), "\(interactor)")
  }

  /// A command is never named after a function its code calls (`print(defaults)`): the method
  /// would call itself, or not compile once it takes no parameter.
  @Test func aCommandIsNotNamedAfterAFunctionItCalls() throws {
    let (_, files) = try Self.convert(Self.controller("""
        func show() {
            let defaults = UserDefaults.standard
            titleLabel.text = defaults.string(forKey: "a")
            print(defaults)
        }
    """))
    #expect(Self.view(files).contains("        output.printOnShow()\n"), "\(Self.view(files))")
    try KeptCompletionTests.expectTypechecks(files, label: "command-name")
  }

  /// A construction bound among other bindings of a `guard` or `if` is typed as if it stood
  /// alone (`guard let link = …, let url = URL(string: link) else` → `URL`): the route opening it
  /// takes a `URL`. Before, the untyped `url` kept the member whole (pocket-casts' `linkTapped`,
  /// Rocket.Chat's preference links).
  @Test func aConstructionAmongBindingsIsTypedAsAlone() throws {
    let (plan, files) = try Self.convert(Self.controller("""
        var webURL: String?

        func linkTapped() {
            guard let link = webURL, let url = URL(string: link) else { return }
            titleLabel.text = link
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
        }

        func helpTapped(_ page: String?) {
            if let page, let url = URL(string: "https://example.com/" + page) {
                UIApplication.shared.open(url, options: [:], completionHandler: nil)
            }
        }
    """))
    #expect(plan.refusals.isEmpty, "\(plan.refusals)")
    let router = CallbackSplitTests.file(files, "Router/LibraryRouter.swift")
    #expect(router.contains("(_ url: URL) {\n        UIApplication.shared.open(url, options: [:], completionHandler: nil)"), "\(router)")
    try KeptCompletionTests.expectTypechecks(files, label: "construction-binding")
  }

  /// Path work written on `NSString` tells a local's type: a parenthesised cast heads the chain
  /// (`(folder as NSString).appendingPathComponent(name)` → `String`), a chain cast whole is its
  /// type (`url.lastPathComponent as NSString`), one element of a typed array is the element
  /// (`paths[0]`), and one binding among others in a `guard` is typed as alone. Not a slice, not
  /// a cast after an operator, not a cast to an expression.
  @Test func pathWorkOnNSStringTellsTheTypesOfTheLocalsAQueryTakes() throws {
    let (_, files) = try Self.convert(Self.controller("""
        func place(_ urls: [URL], name: String?) {
            guard let picked = urls.first, let name = name else {
                return
            }
            let base = picked.lastPathComponent as NSString
            let folders = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
            let folder = folders[0]
            let target = (folder as NSString).appendingPathComponent("\\(name)-\\(base.deletingPathExtension)")
            titleLabel.text = FileManager.default.fileExists(atPath: target) ? "Exists" : "New"
            if FileManager.default.isReadableFile(atPath: picked.path) {
                titleLabel.text = name
            }
        }
    """))
    let view = Self.view(files)
    #expect(view.contains("titleLabel.text = output.fileExists(target) ? \"Exists\" : \"New\""), "\(view)")
    #expect(view.contains("if output.isReadableFile(picked) {"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "nsstring-paths")

    #expect(SplitTyping.trailingCast("url.lastPathComponent as NSString") == "NSString")
    #expect(SplitTyping.trailingCast("item as? Photo") == "Photo?")
    #expect(SplitTyping.trailingCast("(a ?? b) as! String") == "String")
    #expect(SplitTyping.trailingCast("a ?? b as String") == nil)
    #expect(SplitTyping.trailingCast("value as [String]") == nil)
    #expect(SplitTyping.parenthesizedCast("(folder as NSString).lastPathComponent")?.type == "NSString")
    #expect(SplitTyping.parenthesizedCast("(folder).lastPathComponent") == nil)
    #expect(SplitTyping.arrayElement(of: "[String]") == "String")
    #expect(SplitTyping.arrayElement(of: "[String: Int]") == nil)
  }

  /// Counter-examples of the chain rules (found by review): a subscript by a name may be a slice
  /// (`paths[window]` with `window: Range<Int>`), and `case let` among a `guard`'s bindings
  /// matches the value as it is, optional. Neither is typed, so the code stays in the view.
  @Test func aSubscriptByANameOrACaseBindingTellsNoType() throws {
    let (_, files) = try Self.convert(Self.controller("""
        func saveVisible(_ paths: [String], window: Range<Int>) {
            let shown = paths[window]
            titleLabel.text = "\\(shown.count) files"
            UserDefaults.standard.set(Array(shown), forKey: "shown")
        }

        func saveDraft(_ urls: [URL]) {
            guard let first = urls.first, case let name = urls.last?.lastPathComponent else { return }
            titleLabel.text = "\\(first) \\(String(describing: name))"
            UserDefaults.standard.set(name, forKey: "draft")
        }
    """))
    let view = Self.view(files)
    #expect(view.contains("UserDefaults.standard.set(Array(shown), forKey: \"shown\")"), "\(view)")
    #expect(view.contains("UserDefaults.standard.set(name, forKey: \"draft\")"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "chain-counter-examples")
  }

  /// An Objective-C method named after the framework object it is given first is that object's
  /// callback only in a controller adopting a protocol named after its class.
  @Test func aFrameworkCallbackIsNamedAfterItsCallerWhoseProtocolTheControllerAdopts() throws {
    #expect(EntryPointRule.isNamedAfterCaller("mailComposeController", firstParameterType: "MFMailComposeViewController *"))
    #expect(EntryPointRule.isNamedAfterCaller("locationManager", firstParameterType: "CLLocationManager *"))
    #expect(!EntryPointRule.isNamedAfterCaller("configureCell", firstParameterType: "TRTripCell *"))
    #expect(!EntryPointRule.isNamedAfterCaller("showProfile", firstParameterType: "User *"))
    let source = ObjCCallbackSplitTests.controller("""
    - (void)mailComposeController:(MFMailComposeViewController *)controller didFinishWithResult:(NSInteger)result error:(NSError *)error
    {
        [self dismissViewControllerAnimated:YES completion:nil];
    }

    - (void)tripSelected:(TRTrip *)trip
    {
        [self dismissViewControllerAnimated:YES completion:nil];
    }
    """).replacingOccurrences(
      of: "@interface TRListViewController : UIViewController",
      with: "@interface TRListViewController : UIViewController <MFMailComposeViewControllerDelegate>")
    let (plan, _) = try ObjCCallbackSplitTests.convert(source)
    let layers = Dictionary(
      plan.classified.model.members.filter { $0.kind == .method }.map { ($0.baseName, plan.classified.members[$0.id].layer) },
      uniquingKeysWith: { first, _ in first })
    #expect(layers["mailComposeController"] == .view)
    #expect(layers["tripSelected"] == .router)
  }
}
