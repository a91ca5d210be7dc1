import Foundation
import Testing
import ViperizeCore
import ViperizeObjC

/// The Objective-C emitter on the flagship fixture, and the frontend facts the planner needs from
/// Objective-C input (local types, prototypes, the lazy getter and its property).
@Suite struct ObjCEmitterTests {
  static let flagship = "objc-cityguide-main-menu"

  static func module(_ fixture: String) throws -> (ModulePlan, [String: String]) {
    let model = try ObjCTestSupport.model(fixture: fixture)
    let classified = MemberClassifier().classify(model)
    let plan = ModulePlanner().plan(classified, moduleName: ModuleNames.moduleName(forController: model.name))
    let module = ObjCViperEmitter().emit(plan)
    return (plan, Dictionary(uniqueKeysWithValues: module.files.map { ($0.path, $0.contents) }))
  }

  @Test func declaredLocalsCarryTheirTypes() throws {
    let model = try ObjCTestSupport.model(fixture: Self.flagship)
    let facts = try #require(model.member("viewDidLoad")).facts
    #expect(facts.localTypes.contains(LocalType(name: "districts", type: "NSArray *")))
    #expect(facts.localTypes.contains(LocalType(name: "context", type: "NSManagedObjectContext *")))
  }

  @Test func methodDeclarationsAreRecordedAsPrototypes() throws {
    let model = try ObjCTestSupport.model(fixture: Self.flagship)
    let member = try #require(model.member("showDistricts:"))
    #expect(member.prototypeSpans.count == 1)
    #expect(member.prototypeSpans.first.map { model.text(of: $0) } == "- (void)showDistricts:(NSArray *)districts;")
  }

  @Test func lazyGetterAndItsPropertyAreOneInjectedHelper() throws {
    let (plan, files) = try Self.module(Self.flagship)
    #expect(plan.injections.count == 1)
    let injection = try #require(plan.injections.first)
    #expect(injection.propertyName == "pictureCache")
    #expect(injection.typeName == "id<CGPictureCache>")
    // `loadBackdrop` reads the cache (data) and sets an outlet (view): it is split, the read
    // moves to the interactor, so the cache is injected there only, as the method describes.
    #expect(injection.layers == [.interactor])
    let assembly = try #require(files["CGMainMenu/Assembly/CGMainMenuAssembly.m"])
    #expect(assembly.contains("- (id<CGPictureCache>)pictureCache {"))
    #expect(assembly.contains("_pictureCache = [CGDiskPictureCache cacheWithFileManager:fileManager];"))
    #expect(assembly.contains("interactor.pictureCache = pictureCache;"))
    #expect(!assembly.contains("viewController.pictureCache"))
    let interactor = try #require(files["CGMainMenu/Interactor/CGMainMenuInteractor.h"])
    #expect(interactor.contains("@property (nonatomic, strong) id<CGPictureCache> pictureCache;"))
    let view = try #require(files["CGMainMenu/View/CGMainMenuViewController.m"])
    #expect(!view.contains("_pictureCache == nil"))
    #expect(!view.contains("@property (nonatomic, strong) id<CGPictureCache> pictureCache;"))
    #expect(!view.contains("self.pictureCache"))
  }

  @Test func flagshipFollowsTheMethod() throws {
    let (_, files) = try Self.module(Self.flagship)
    let view = try #require(files["CGMainMenu/View/CGMainMenuViewController.m"])
    let header = try #require(files["CGMainMenu/View/CGMainMenuViewController.h"])
    #expect(header.contains("<UITableViewDataSource, UITableViewDelegate, CGMainMenuViewInput>"))
    #expect(header.contains("@property (nonatomic, strong) id<CGMainMenuViewOutput> output;"))
    #expect(view.contains("[self.output viewIsReady];"))
    #expect(!view.contains("pushViewController"))
    let router = try #require(files["CGMainMenu/Router/CGMainMenuRouter.m"])
    #expect(router.contains("[self.transitionHandler.navigationController pushViewController:next animated:YES];"))
    let presenter = try #require(files["CGMainMenu/Presenter/CGMainMenuPresenter.m"])
    #expect(presenter.contains("switch (row) {"))
    #expect(presenter.contains("[self.router show"))
    #expect(presenter.contains("[self.interactor loadDistricts];"))
    let interactor = try #require(files["CGMainMenu/Interactor/CGMainMenuInteractor.m"])
    #expect(interactor.contains("[self.output didLoadDistricts:districts];"))
    #expect(interactor.contains("MR_findAllSortedBy:sortKey ascending:YES inContext:context];"))
  }

  @Test(arguments: ObjCTestSupport.fixtureCases()) func everyFixtureEmitsTheFullModule(_ fixture: String) throws {
    let (plan, files) = try Self.module(fixture)
    let m = plan.names.module
    for path in [
      "View/\(m)ViewInput.h", "View/\(m)ViewOutput.h", "Presenter/\(m)Presenter.h", "Presenter/\(m)Presenter.m",
      "Presenter/\(m)ModuleInput.h", "Interactor/\(m)Interactor.h", "Interactor/\(m)Interactor.m",
      "Interactor/\(m)InteractorInput.h", "Interactor/\(m)InteractorOutput.h", "Router/\(m)Router.h",
      "Router/\(m)Router.m", "Router/\(m)RouterInput.h", "Assembly/\(m)Assembly.h", "Assembly/\(m)Assembly.m",
    ] {
      #expect(files["\(m)/\(path)"] != nil, "\(fixture): missing \(path)")
    }
  }
}
