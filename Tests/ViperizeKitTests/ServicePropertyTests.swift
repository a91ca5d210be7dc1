import Testing
@testable import ViperizeCore
@testable import ViperizeKit

/// Service properties (`ServicePropertyRule`): a `let` service stays in the view and the Assembly
/// passes the same object to the layers whose code uses it; a `var` other code sets moves to the
/// interactor, the view and the presenter forwarding to it; a private `var` is neither.
@Suite struct ServicePropertyTests {
  static func convert(_ body: String) throws -> (plan: ModulePlan, files: [String: String]) {
    try CallbackSplitTests.convert(ScopeCheckTests.swiftController(body))
  }

  /// The rule's examples are its tests: each declaration, with a method calling the service, is
  /// placed as the rule says.
  @Test(arguments: ServicePropertyRule.examples.indices) func example(_ index: Int) throws {
    let (declaration, expected) = ServicePropertyRule.examples[index]
    let (plan, _) = try Self.convert("""
        \(declaration)
        func archive(_ order: Order) {
            store.archive(order)
            tableView.reloadData()
        }
    """)
    guard let member = plan.model.members.first(where: { $0.name == "store" }) else {
      Issue.record("no member 'store' in: \(declaration)")
      return
    }
    let classification = plan.classified.members[member.id]
    let placed: ServicePropertyRule.Placement? =
      classification.isSharedService ? .shared : classification.isInjectedService ? .interactor : nil
    #expect(placed == expected, "\(declaration)")
  }

  static let initializer = """
      init(store: OrderStore) {
          self.store = store
          super.init(nibName: nil, bundle: nil)
      }
  """

  @Test func aServiceSetInInitIsPassedByTheAssemblyAndItsCallsLeave() throws {
    let (plan, files) = try Self.convert("""
        let store: OrderStore
    \(Self.initializer)
        func archive(_ order: Order) {
            store.archive(order)
            tableView.reloadData()
        }
    """)
    #expect(plan.splits.count == 1)
    #expect(ScopeCheckTests.layer(plan, "store") == "view")
    let assembly = CallbackSplitTests.file(files, "OrdersAssembly.swift")
    #expect(assembly.contains("interactor.store = viewController.store"))
    let interactor = CallbackSplitTests.file(files, "OrdersInteractor.swift")
    #expect(interactor.contains("var store: OrderStore!"))
    #expect(interactor.contains("store.archive(order)"))
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("    let store: OrderStore\n"))
  }

  @Test func aPrivateServiceBecomesReadable() throws {
    let (plan, files) = try Self.convert("""
        private let store: OrderStore
    \(Self.initializer)
        func archive(_ order: Order) {
            store.archive(order)
            tableView.reloadData()
        }
    """)
    #expect(plan.injections.contains { $0.fromView && $0.propertyName == "store" })
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("    let store: OrderStore\n"))
    #expect(ScopeCheckTests.diagnostics(plan).contains("no longer private"))
  }

  @Test func aServiceOtherCodeSetsMovesToTheInteractorAndEveryoneForwards() throws {
    let (plan, files) = try Self.convert("""
        /// Set by the screen that shows this one.
        var store: OrderStore!
        func archive(_ order: Order) {
            store.archive(order)
            tableView.reloadData()
        }
        func useTestStore() { store = OrderStore() }
    """)
    #expect(ScopeCheckTests.layer(plan, "store") == "interactor")
    #expect(plan.splits.count == 1)
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("/// Set by the screen that shows this one.\n    var store: OrderStore! {\n        get { output.store }\n        set { output.store = newValue }\n    }"))
    #expect(view.contains("func useTestStore() { store = OrderStore() }"))
    #expect(CallbackSplitTests.file(files, "OrdersViewOutput.swift").contains("var store: OrderStore! { get set }"))
    #expect(CallbackSplitTests.file(files, "OrdersInteractorInput.swift").contains("var store: OrderStore! { get set }"))
    #expect(CallbackSplitTests.file(files, "OrdersPresenter.swift")
      .contains("    var store: OrderStore! {\n        get { interactor.store }\n        set { interactor.store = newValue }\n    }"))
    let interactor = CallbackSplitTests.file(files, "OrdersInteractor.swift")
    #expect(interactor.contains("    var store: OrderStore!\n"))
    // The comment documents the view's property, where other code sets it.
    #expect(!interactor.contains("Set by the screen"))
  }

  @Test func anOptionalServiceStaysOptionalInTheLayer() throws {
    let (_, files) = try Self.convert("""
        private let store: OrderStore?
        init(store: OrderStore?) {
            self.store = store
            super.init(nibName: nil, bundle: nil)
        }
        func archive(_ order: Order) {
            store?.archive(order)
            tableView.reloadData()
        }
    """)
    #expect(CallbackSplitTests.file(files, "OrdersInteractor.swift").contains("var store: OrderStore?\n"))
  }

  @Test func aPrivateVarOrOneAnInitializerSetsIsNeither() throws {
    // A private `var` may change (a method, a closure, a mutating call on a value): a copy could go
    // stale. A `var` an initializer sets cannot be forwarded before `super.init`.
    let (plan, _) = try Self.convert("""
        private var backupStore: OrderBackupStore
        var store: OrderStore!
        init(backupStore: OrderBackupStore, store: OrderStore) {
            self.backupStore = backupStore
            self.store = store
            super.init(nibName: nil, bundle: nil)
        }
        func archive(_ order: Order) {
            store.archive(order)
            tableView.reloadData()
        }
        func backUp(_ order: Order) {
            backupStore.save(order)
            tableView.reloadData()
        }
    """)
    #expect(plan.injections.isEmpty)
    #expect(plan.splits.isEmpty)
    #expect(ScopeCheckTests.layer(plan, "store") == "view")
  }

  @Test func reviewFindingsStayInTheViewOrKeepTheirAccess() throws {
    let (plan, files) = try Self.convert("""
        var syncService: SyncService!; var authService: AuthService!
        var store: OrderStore! // set by the list screen
        var cacheStore: CacheStore = .current
        var fallbackStore: OrderStoreProtocol = DefaultOrderStore()
        public internal(set) var pingService: PingService!
        func ping() {
            pingService.ping()
            tableView.reloadData()
        }
    """)
    // Several declarations or a comment on its line; an initial value that would run in another
    // file; a settable default the view must keep.
    for name in ["syncService", "authService", "store", "cacheStore", "fallbackStore"] {
      #expect(ScopeCheckTests.layer(plan, name) == "view", "\(name)")
    }
    #expect(ScopeCheckTests.layer(plan, "pingService") == "interactor")
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift").contains("public internal(set) var pingService: PingService! {"))
  }

  @Test func codeSharingALineWithViewCodeIsHandedOverInPlace() throws {
    // Moved code leaves by whole lines: a split would have taken the view's call along (the loss
    // check then refused the whole conversion); in place, the view keeps its line and the `;`.
    let (plan, files) = try Self.convert("""
        var store: OrderStore!
        func archive(_ order: Order) { store.archive(order); tableView.reloadData() }
    """)
    #expect(plan.splits.isEmpty)
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift")
      .contains("func archive(_ order: Order) { output.archive(order); tableView.reloadData() }"))
  }

  @Test func createdHelpersTheAssemblyCanBuildSafely() throws {
    let (plan, files) = try Self.convert("""
        private let ordersQueue = OperationQueue()
        private let frc = OrderRecord.frc()
        private let tracker = OrderTracker.shared
        private let badgeStore = BadgeStore()
        private lazy var headerLayout = AlbumHeaderLayout()
        private static let cacheLimit = 20
        private let cache = OrderCache(limit: OrdersViewController.cacheLimit)
        init() {
            super.init(nibName: nil, bundle: nil)
            didInit()
        }
        func didInit() { badgeStore.delegate = self }
        func configure() { ordersQueue.maxConcurrentOperationCount = 1; frc.delegate = self; tracker.start() }
    """)
    #expect(CallbackSplitTests.file(files, "View/OrdersViewController.swift")
      .contains("private let badgeStore = OrdersAssembly().makeBadgeStore()"))
    // A `let` is never reassigned: setting one of its properties keeps it a created helper.
    #expect(ScopeCheckTests.layer(plan, "ordersQueue") == "assembly")
    // A static property of a type is an instance of it; a static method's result is not known.
    let tracker = plan.injections.first { $0.propertyName == "tracker" }
    #expect(tracker?.typeName == "OrderTracker" && tracker?.typeIsGuess == false)
    #expect(ScopeCheckTests.layer(plan, "frc") == "view")
    // A collection view layout is UI, not a helper.
    #expect(ScopeCheckTests.layer(plan, "headerLayout") == "view")
    // Its creation code would move to the Assembly's file, where a private static is out of reach.
    #expect(ScopeCheckTests.layer(plan, "cache") == "view")
    // `init` uses it (through `didInit()`): the view still makes it while it is created, now from
    // the Assembly's factory, and keeps it private (no other layer uses it).
    #expect(ScopeCheckTests.layer(plan, "badgeStore") == "assembly")
  }

  /// (The initializer hands the controller to the helper, which stays view code: code after
  /// `super.init` that only calls the helper, `store?.warmUp()`, is handed over in place now.)
  @Test func aHelperTheViewAndAnotherLayerUseIsOneObjectMadeWhenItAlwaysWas() throws {
    let (_, files) = try Self.convert("""
        private let store: OrderStore? = OrderStore()
        init() {
            super.init(nibName: nil, bundle: nil)
            store?.delegate = self
        }
        func archive(_ order: Order) {
            store?.archive(order)
        }
    """)
    let view = CallbackSplitTests.file(files, "View/OrdersViewController.swift")
    #expect(view.contains("    let store: OrderStore? = OrdersAssembly().makeStore()\n"))
    let assembly = CallbackSplitTests.file(files, "OrdersAssembly.swift")
    #expect(assembly.contains("let store = viewController.store\n        interactor.store = store"))
    #expect(assembly.contains("/// Created by the controller before; now made here and injected."))
  }

  @Test func aPlannedMethodDoesNotTakeTheNameOfAPropertyTheLayerGets() throws {
    let (plan, _) = try Self.convert("""
        let reload: ReloadService
        init(reload: ReloadService) {
            self.reload = reload
            super.init(nibName: nil, bundle: nil)
        }
        func refresh() {
            reload.reload()
            tableView.reloadData()
        }
    """)
    let load = plan.splits.values.first?.load?.name
    #expect(load != nil && load != "reload")
  }

  @Test func whatDeinitCallsStaysWithIt() throws {
    // Moved, `deinit` would reach it through `output`, which may assemble the module while the
    // controller is freed.
    let (plan, _) = try Self.convert("""
        var timerService: TimerService!
        deinit { stopTimer() }
        func stopTimer() { timerService.stop() }
    """)
    #expect(ScopeCheckTests.layer(plan, "stopTimer()") == "mixed")
    #expect(ScopeCheckTests.layer(plan, "timerService") == "view")
    #expect(plan.refusals.values.contains { $0.reason == .lifecycle && $0.detail.hasPrefix("deinit calls it") })
  }

  /// Objective-C: a service the class extension declares and only an initializer sets is the
  /// same object for the controller's life, as a Swift `let` is. The Assembly passes it, and the
  /// moved code reads the interactor's own property: no query takes the service as a parameter.
  @Test func anObjCServiceOnlyAnInitializerSetsIsPassedByTheAssembly() throws {
    let (plan, files) = try TaskCallbackTests.convert(Self.objcController(setter: ""), path: "PageViewController.m")
    #expect(ScopeCheckTests.layer(plan, "defaults") == "view")
    let assembly = TaskCallbackTests.file(files, "Assembly/PageAssembly.m")
    #expect(assembly.contains("    interactor.defaults = viewController.defaults;\n"), "\(assembly)")
    #expect(assembly.contains("@interface PageViewController (PageAssembly)\n\n@property (nonatomic, strong) NSUserDefaults *defaults;"))
    #expect(TaskCallbackTests.file(files, "Interactor/PageInteractor.h").contains("@property (nonatomic, strong) NSUserDefaults *defaults;"))
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    #expect(view.contains("self.titleLabel.hidden = ![self.output showsTitle];"), "\(view)")
    #expect(!TaskCallbackTests.file(files, "View/PageViewOutput.h").contains("NSUserDefaults"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// One another method sets may change: the view keeps it, and a query takes its current value.
  @Test func anObjCServiceAnotherMethodSetsIsNotShared() throws {
    let (plan, _) = try TaskCallbackTests.convert(Self.objcController(setter: """

    - (void)useDefaults:(NSUserDefaults *)defaults
    {
        _defaults = defaults;
    }
    """), path: "PageViewController.m")
    #expect(!plan.classified.members.contains { $0.isSharedService })
    #expect(plan.injections.isEmpty)
  }

  /// Nor one the initializer sets only after calling a method (which may read `output` and
  /// assemble the module with the property still nil), one a block the initializer made sets
  /// later, one set through its setter elsewhere, or one with a `getter=` of its own.
  @Test(arguments: [
    ("    [self refresh];\n    _defaults = defaults;", ""),
    ("    dispatch_async(dispatch_get_main_queue(), ^{\n        self.defaults = defaults;\n    });", ""),
    ("    _defaults = defaults;", "\n- (void)reset\n{\n    [self setDefaults:[NSUserDefaults standardUserDefaults]];\n}\n"),
  ])
  func anObjCServiceThatMayChangeIsNotShared(initializer: String, method: String) throws {
    let source = Self.objcController(setter: "\n- (void)refresh\n{\n}\n" + method)
      .replacingOccurrences(of: "    _defaults = defaults;", with: initializer)
    let (plan, _) = try TaskCallbackTests.convert(source, path: "PageViewController.m")
    #expect(!plan.classified.members.contains { $0.isSharedService }, "\(initializer) \(method)")
  }

  @Test func anObjCServiceWithAGetterOfItsOwnIsNotShared() throws {
    let source = Self.objcController(setter: "").replacingOccurrences(
      of: "@property (nonatomic, strong) NSUserDefaults *defaults;",
      with: "@property (nonatomic, strong, getter=userDefaults) NSUserDefaults *defaults;")
    let (plan, _) = try TaskCallbackTests.convert(source, path: "PageViewController.m")
    #expect(!plan.classified.members.contains { $0.isSharedService })
  }

  /// Objective-C: a service of the class extension that methods set (a fetched-results controller
  /// a setup method makes) is held by the interactor, as a Swift `var` is. The view keeps the
  /// declaration and implements its accessors forwarding to `output`; the presenter forwards to the
  /// interactor, whose header declares it (its class extension may not declare again what
  /// InteractorInput does). An initializer may set it through the accessor; so may a class
  /// extension adopting protocols declare it.
  @Test func anObjCServiceMethodsSetIsHeldByTheInteractor() throws {
    let (plan, files) = try TaskCallbackTests.convert(Self.heldController(), path: "PageViewController.m")
    #expect(ScopeCheckTests.layer(plan, "results") == "interactor")
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    #expect(view.contains("@property (nonatomic, strong) NSFetchedResultsController *results;\n"), "\(view)")
    #expect(view.contains("- (NSFetchedResultsController *)results {\n    return self.output.results;\n}\n"))
    #expect(view.contains("- (void)setResults:(NSFetchedResultsController *)results {\n    self.output.results = results;\n}\n"))
    #expect(view.contains("        self.results = nil;\n"))
    #expect(view.contains("    self.results.delegate = self;\n"))
    #expect(!view.contains("NSFetchRequest"))
    let presenter = TaskCallbackTests.file(files, "Presenter/PagePresenter.m")
    #expect(presenter.contains("- (NSFetchedResultsController *)results {\n    return self.interactor.results;\n}\n"), "\(presenter)")
    let header = TaskCallbackTests.file(files, "Interactor/PageInteractor.h")
    #expect(header.contains("@property (nonatomic, strong) NSFetchedResultsController *results;\n"), "\(header)")
    #expect(!TaskCallbackTests.file(files, "Interactor/PageInteractor.m").contains("@property (nonatomic, strong) NSFetchedResultsController"))
    for name in ["Interactor/PageInteractorInput.h", "View/PageViewOutput.h"] {
      #expect(TaskCallbackTests.file(files, name).contains("@property (nonatomic, strong) NSFetchedResultsController *results;\n"), "\(name)")
    }
    let interactor = TaskCallbackTests.file(files, "Interactor/PageInteractor.m")
    #expect(interactor.contains("    self.results = [[NSFetchedResultsController alloc] initWithFetchRequest:request"), "\(interactor)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// Not one a method reaches as an ivar (`_results`, which a class implementing both accessors
  /// has no more; another instance's, `page->_results`; one `@synthesize` names otherwise), nor
  /// one an initializer reaches while an initializer sets a shared service (the accessor would
  /// assemble the module, and the Assembly could pass the shared one unset: `[super init…]` may
  /// run the other initializer), nor one whose setter `dealloc` or a method it calls sends (the
  /// module would be assembled while the controller is freed), nor one of a controller observing
  /// its own key paths (the interactor's setter is unobserved).
  @Test(arguments: [
    ("- (void)reset\n{\n    _results = nil;\n}\n", ""),
    ("", "        _defaults = [NSUserDefaults standardUserDefaults];\n"),
    ("- (instancetype)initWithDefaults:(NSUserDefaults *)defaults\n{\n    self = [super initWithNibName:nil bundle:nil];\n"
      + "    if (self) {\n        _defaults = defaults;\n    }\n    return self;\n}\n", ""),
    ("- (void)dealloc\n{\n    [self setResults:nil];\n}\n", ""),
    ("- (void)dealloc\n{\n    [self stopObserving];\n}\n\n- (void)stopObserving\n{\n    [self setResults:nil];\n}\n", ""),
    ("@synthesize results = fetchController;\n", ""),
    ("+ (instancetype)pageWithResults:(NSFetchedResultsController *)results\n{\n    PageViewController *page = [[self alloc] init];\n"
      + "    page->_results = results;\n    return page;\n}\n", ""),
    ("- (void)observe\n{\n    [self addObserver:self forKeyPath:@\"results\" options:0 context:NULL];\n}\n", ""),
  ])
  func anObjCServiceAForwarderCouldNotServeStaysInTheView(method: String, initializer: String) throws {
    let source = Self.heldController()
      .replacingOccurrences(of: "@implementation PageViewController\n", with: "@implementation PageViewController\n\n" + method)
      .replacingOccurrences(of: "        self.results = nil;\n", with: "        self.results = nil;\n" + initializer)
    let (plan, _) = try TaskCallbackTests.convert(source, path: "PageViewController.m")
    #expect(ScopeCheckTests.layer(plan, "results") == "view", "\(method)\(initializer)")
    #expect(!plan.classified.members.contains { $0.isInjectedService })
  }

  /// A qualifier after the pointer's `*` stays where it was written in every declaration; a type
  /// only the controller's `.m` declares keeps the property in the view (the layers' headers would
  /// not see it).
  @Test func anObjCHeldServiceKeepsItsTypeAsWrittenAndOnlyOneOthersSee() throws {
    let nullable = Self.heldController().replacingOccurrences(
      of: "@property (nonatomic, strong) NSFetchedResultsController *results;",
      with: "@property (nonatomic, strong) NSFetchedResultsController * _Nullable results;")
    let (plan, files) = try TaskCallbackTests.convert(nullable, path: "PageViewController.m")
    #expect(ScopeCheckTests.layer(plan, "results") == "interactor")
    #expect(TaskCallbackTests.file(files, "View/PageViewOutput.h").contains(
      "@property (nonatomic, strong) NSFetchedResultsController * _Nullable results;\n"))
    #expect(TaskCallbackTests.file(files, "View/PageViewController.m").contains(
      "- (NSFetchedResultsController * _Nullable)results {\n"))
    try ObjCOutputCompilesTests.expectCompiles(files)

    let local = Self.heldController()
      .replacingOccurrences(of: "@interface PageViewController ()", with: "@interface PGStore : NSObject\n@end\n\n@interface PageViewController ()")
      .replacingOccurrences(of: "@property (nonatomic, strong) NSUserDefaults *defaults;", with: "@property (nonatomic, strong) PGStore *store;")
      .replacingOccurrences(of: "    [self setupResults];\n", with: "    [self setupResults];\n    self.store = [PGStore new];\n")
    let (localPlan, _) = try TaskCallbackTests.convert(local, path: "PageViewController.m")
    #expect(ScopeCheckTests.layer(localPlan, "store") == "view")
  }

  /// A getter falling back to a default while nobody set the property (`return _defaults ?:
  /// [NSUserDefaults standardUserDefaults];`, a controller's injection seam for its tests) moves
  /// with the property to the interactor, byte for byte; the view forwards both accessors, so a
  /// value set on the controller reaches the moved code, and the queries take no service.
  @Test func anObjCServiceFallingBackToADefaultIsHeldWithItsGetter() throws {
    let (plan, files) = try TaskCallbackTests.convert(Self.fallbackController(), path: "PageViewController.m")
    #expect(ScopeCheckTests.layer(plan, "defaults") == "interactor")
    #expect(plan.classified.members.filter { $0.layer == .interactor && plan.model.members[$0.memberID].kind == .method }
      .contains { plan.model.members[$0.memberID].name == "defaults" })
    let interactor = TaskCallbackTests.file(files, "Interactor/PageInteractor.m")
    #expect(interactor.contains("- (NSUserDefaults *)defaults\n{\n    return _defaults ?: [NSUserDefaults standardUserDefaults];\n}\n"), "\(interactor)")
    #expect(interactor.contains("    return [self.defaults boolForKey:@\"showsTitle\"];\n"))
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    #expect(!view.contains("_defaults ?:"), "\(view)")
    #expect(view.contains("- (NSUserDefaults *)defaults {\n    return self.output.defaults;\n}\n"))
    #expect(view.contains("- (void)setDefaults:(NSUserDefaults *)defaults {\n    self.output.defaults = defaults;\n}\n"))
    #expect(view.contains("self.titleLabel.hidden = ![self.output showsTitle];"))
    #expect(!TaskCallbackTests.file(files, "View/PageViewOutput.h").contains("(NSUserDefaults *)"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// So is an `assign` one, held as unretained as the controller did; not one the header declares
  /// (a subclass or a test's partial mock may override its getter, which moved code would no
  /// longer run), nor one whose type the controller's header declares (the layers' headers do
  /// not import it).
  @Test func anObjCFallbackIsHeldAsDeclaredWhereOnlyTheControllerSeesIt() throws {
    let assign = Self.fallbackController().replacingOccurrences(
      of: "@property (nonatomic, strong) NSUserDefaults *defaults;", with: "@property (nonatomic, assign) NSUserDefaults *defaults;")
    let (plan, files) = try TaskCallbackTests.convert(assign, path: "PageViewController.m")
    #expect(ScopeCheckTests.layer(plan, "defaults") == "interactor")
    #expect(TaskCallbackTests.file(files, "Interactor/PageInteractor.h").contains("@property (nonatomic, assign) NSUserDefaults *defaults;\n"))
    try ObjCOutputCompilesTests.expectCompiles(files)

    let header = try TaskCallbackTests.convertFiles([
      ("PageViewController.h", "#import <UIKit/UIKit.h>\n\n@interface PageViewController : UIViewController\n@property (nonatomic, weak) IBOutlet UILabel *titleLabel;\n@property (nonatomic, strong) NSUserDefaults *defaults;\n@end\n"),
      ("PageViewController.m", Self.fallbackController()
        .replacingOccurrences(of: "@interface PageViewController : UIViewController\n@property (nonatomic, weak) IBOutlet UILabel *titleLabel;\n@end\n", with: "")
        .replacingOccurrences(of: "#import <UIKit/UIKit.h>\n", with: "#import \"PageViewController.h\"\n")
        .replacingOccurrences(of: "@property (nonatomic, strong) NSUserDefaults *defaults;\n", with: "")),
    ])
    #expect(ScopeCheckTests.layer(header.plan, "defaults") == "view")

    let protocolType = try TaskCallbackTests.convertFiles([
      ("PageViewController.h", "#import <UIKit/UIKit.h>\n\n@protocol PGStore <NSObject>\n- (BOOL)boolForKey:(NSString *)key;\n@end\n\n@interface PageViewController : UIViewController\n@property (nonatomic, weak) IBOutlet UILabel *titleLabel;\n@end\n"),
      ("PageViewController.m", Self.fallbackController()
        .replacingOccurrences(of: "@interface PageViewController : UIViewController\n@property (nonatomic, weak) IBOutlet UILabel *titleLabel;\n@end\n", with: "")
        .replacingOccurrences(of: "#import <UIKit/UIKit.h>\n", with: "#import \"PageViewController.h\"\n")
        .replacingOccurrences(of: "@property (nonatomic, strong) NSUserDefaults *defaults;", with: "@property (nonatomic, strong) id<PGStore> defaults;")
        .replacingOccurrences(of: "- (NSUserDefaults *)defaults\n", with: "- (id<PGStore>)defaults\n")
        .replacingOccurrences(of: "return _defaults ?: [NSUserDefaults standardUserDefaults];", with: "return _defaults ?: (id<PGStore>)[NSUserDefaults standardUserDefaults];")),
    ])
    #expect(ScopeCheckTests.layer(protocolType.plan, "defaults") == "view")
    try ObjCOutputCompilesTests.expectCompiles(protocolType.files)
  }

  /// An initializer reaching the property through a method it calls (`-initWithNibName:bundle:` →
  /// `-applyTheme` reading `self.defaults`) while an initializer sets a shared service: the
  /// accessor would assemble the module before that service is set, so it stays in the view.
  @Test func anObjCFallbackAnInitializerReachesThroughAMethodStaysInTheView() throws {
    let source = Self.fallbackController()
      .replacingOccurrences(of: "@property (nonatomic, strong) NSUserDefaults *store;\n", with: "@property (nonatomic, strong) NSUserDefaults *store;\n@property (nonatomic, strong) NSUserDefaults *shared;\n")
      .replacingOccurrences(of: "- (instancetype)init\n{\n    self = [super initWithNibName:nil bundle:nil];\n    return self;\n}\n", with: """
        - (instancetype)initWithShared:(NSUserDefaults *)shared
        {
            self = [super init];
            if (self) {
                _shared = shared;
            }
            return self;
        }

        - (instancetype)initWithNibName:(NSString *)nibName bundle:(NSBundle *)bundle
        {
            self = [super initWithNibName:nibName bundle:bundle];
            if (self) {
                [self applyTheme];
            }
            return self;
        }

        - (void)applyTheme
        {
            self.titleLabel.hidden = [self.defaults boolForKey:@"dark"];
        }

        - (IBAction)saveTapped:(id)sender
        {
            [self.shared setBool:YES forKey:@"saved"];
        }

        """)
    let (plan, _) = try TaskCallbackTests.convert(source, path: "PageViewController.m")
    #expect(plan.classified.members.contains { $0.isSharedService && plan.model.members[$0.memberID].name == "shared" })
    #expect(ScopeCheckTests.layer(plan, "defaults") == "view")
  }

  /// Not a default reading another property (the interactor would not have it), nor one using a
  /// name only the controller's file sees, nor a getter that returns something else than the
  /// ivar, nor when the controller also implements the setter, nor when the initializer reads it
  /// while it sets a shared service (the accessor would assemble the module first).
  @Test(arguments: [
    ("return _defaults ?: [NSUserDefaults standardUserDefaults];", "return _defaults ?: self.fallbackDefaults;"),
    ("return _defaults ?: [NSUserDefaults standardUserDefaults];", "return _defaults ?: PGDefaults();"),
    ("return _defaults ?: [NSUserDefaults standardUserDefaults];", "return _other ?: [NSUserDefaults standardUserDefaults];"),
    ("@end\n\n", "- (void)setDefaults:(NSUserDefaults *)defaults\n{\n    _defaults = defaults;\n}\n\n@end\n\n"),
    ("    self = [super initWithNibName:nil bundle:nil];\n", "    self = [super initWithNibName:nil bundle:nil];\n    _store = [NSUserDefaults standardUserDefaults];\n    self.title = [self.defaults stringForKey:@\"title\"];\n"),
  ])
  func anObjCFallbackTheInteractorCouldNotHoldStaysInTheView(original: String, replacement: String) throws {
    let source = Self.fallbackController().replacingOccurrences(of: original, with: replacement)
    let (plan, files) = try TaskCallbackTests.convert(source, path: "PageViewController.m")
    #expect(ScopeCheckTests.layer(plan, "defaults") == "view", "\(replacement)")
    #expect(TaskCallbackTests.file(files, "View/PageViewController.m").contains(replacement.contains("@end") ? "_defaults = defaults;" : String(replacement.prefix(24))))
  }

  /// A getter of a property declared twice (`readonly` in the header, `readwrite` in the class
  /// extension) is held by nobody: it reads its ivar and code sets the property, so it stays in
  /// the view with it (before, it moved to the interactor as a query, which had no `_defaults`,
  /// and the view's `self.defaults = …` reached `output`, which has no setter).
  @Test func anObjCGetterOfAPropertyTheViewKeepsStaysWithIt() throws {
    let (plan, files) = try TaskCallbackTests.convertFiles([
      ("PageViewController.h", "#import <UIKit/UIKit.h>\n\n@interface PageViewController : UIViewController\n@property (nonatomic, weak) IBOutlet UILabel *titleLabel;\n@property (nonatomic, strong, readonly) NSUserDefaults *defaults;\n@end\n"),
      ("PageViewController.m", Self.fallbackController()
        .replacingOccurrences(of: "@interface PageViewController : UIViewController\n@property (nonatomic, weak) IBOutlet UILabel *titleLabel;\n@end\n", with: "")
        .replacingOccurrences(of: "#import <UIKit/UIKit.h>\n", with: "#import \"PageViewController.h\"\n")
        .replacingOccurrences(of: "@property (nonatomic, strong) NSUserDefaults *defaults;", with: "@property (nonatomic, strong, readwrite) NSUserDefaults *defaults;")
        .replacingOccurrences(of: "- (void)viewDidLoad\n", with: "- (void)useDefaults:(NSUserDefaults *)defaults\n{\n    self.defaults = defaults;\n}\n\n- (void)viewDidLoad\n")),
    ])
    #expect(plan.classified.members.filter { plan.model.members[$0.memberID].kind == .method && plan.model.members[$0.memberID].name == "defaults" }
      .allSatisfy { $0.layer == .view })
    #expect(TaskCallbackTests.file(files, "View/PageViewController.m").contains("    self.defaults = defaults;\n"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  static func fallbackController() -> String {
    """
    #import <UIKit/UIKit.h>

    static NSUserDefaults *PGDefaults(void) { return [NSUserDefaults standardUserDefaults]; }

    @interface PageViewController : UIViewController
    @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
    @end

    @interface PageViewController ()
    @property (nonatomic, strong) NSUserDefaults *defaults;
    @property (nonatomic, strong) NSUserDefaults *fallbackDefaults;
    @property (nonatomic, strong) NSUserDefaults *store;
    @end

    @implementation PageViewController {
        NSUserDefaults *_other;
    }

    - (instancetype)init
    {
        self = [super initWithNibName:nil bundle:nil];
        return self;
    }

    - (void)viewDidLoad
    {
        [super viewDidLoad];
        self.titleLabel.hidden = ![self.defaults boolForKey:@"showsTitle"];
    }

    - (NSUserDefaults *)defaults
    {
        return _defaults ?: [NSUserDefaults standardUserDefaults];
    }

    @end

    """
  }

  static func heldController() -> String {
    """
    #import <UIKit/UIKit.h>
    #import <CoreData/CoreData.h>

    @interface PageViewController : UITableViewController
    @end

    @interface PageViewController () <NSFetchedResultsControllerDelegate>
    @property (nonatomic, strong) NSFetchedResultsController *results;
    @property (nonatomic, strong) NSUserDefaults *defaults;
    @property (nonatomic, strong) NSManagedObjectContext *context;
    @end

    @implementation PageViewController

    - (instancetype)initWithContext:(NSManagedObjectContext *)context
    {
        self = [super initWithNibName:nil bundle:nil];
        if (self) {
            self.results = nil;
        }
        return self;
    }

    - (void)viewDidLoad
    {
        [super viewDidLoad];
        self.title = @"Notes";
        [self setupResults];
    }

    - (void)setupResults
    {
        NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Note"];
        self.results = [[NSFetchedResultsController alloc] initWithFetchRequest:request
                                                           managedObjectContext:[NSManagedObjectContext new]
                                                             sectionNameKeyPath:nil
                                                                      cacheName:nil];
        self.results.delegate = self;
        [self.results performFetch:nil];
    }

    - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section
    {
        return [[self.results fetchedObjects] count];
    }

    - (void)controllerDidChangeContent:(NSFetchedResultsController *)controller
    {
        [self.tableView reloadData];
    }

    @end

    """
  }

  static func objcController(setter: String) -> String {
    """
    #import <UIKit/UIKit.h>

    @interface PageViewController : UIViewController
    @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
    @end

    @interface PageViewController ()
    @property (nonatomic, strong) NSUserDefaults *defaults;
    @end

    @implementation PageViewController

    - (instancetype)initWithDefaults:(NSUserDefaults *)defaults
    {
        self = [super initWithNibName:nil bundle:nil];
        if (!self) return nil;
        _defaults = defaults;
        return self;
    }

    - (void)viewDidLoad
    {
        [super viewDidLoad];
        self.titleLabel.hidden = ![self.defaults boolForKey:@"showsTitle"];
    }
    \(setter)
    @end

    """
  }
}
