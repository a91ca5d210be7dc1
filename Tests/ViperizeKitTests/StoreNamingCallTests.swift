import Foundation
import Testing
@testable import ViperizeCore
@testable import ViperizeKit

/// A call sent to an object whose name says it writes to or reads from a store
/// (`viewport.saveToUserDefaults()`, `[data writeToFile:path atomically:YES]`,
/// `[login loadFromKeychainWithError:&error]`) is data access (`DataAccessSignals`,
/// `callNamingStore`). An object of the view's may be handed to the interactor for it to write
/// the object to a store (`StatementTagger.isPassableRead`), not to load one into it.
@Suite struct StoreNamingCallTests {
  @Test func aMethodNamesAStoreWithAPrepositionAndAWholeWord() {
    let stores = DataAccessSignals.stores
    #expect(SignalCatalogue.storeDirection("saveToUserDefaults", stores) == true)
    #expect(SignalCatalogue.storeDirection("writeToFile", stores) == true)
    #expect(SignalCatalogue.storeDirection("archiveIntoDatabase", stores) == true)
    #expect(SignalCatalogue.storeDirection("loadFromUserDefaults", stores) == false)
    #expect(SignalCatalogue.storeDirection("loadLoginInformationFromKeychainWithError", stores) == false)
    #expect(SignalCatalogue.storeDirection("getFromCache", stores) == false)
    // The verb says which way: `In` and `From` may end a write's name too; an acronym ends a word.
    #expect(SignalCatalogue.storeDirection("storeInKeychain", stores) == true)
    #expect(SignalCatalogue.storeDirection("cacheInDisk", stores) == true)
    #expect(SignalCatalogue.storeDirection("clearToDisk", stores) == false)
    #expect(SignalCatalogue.storeDirection("saveJSONToDisk", stores) == true)
    #expect(SignalCatalogue.storeDirection("exportCSVToFile", stores) == true)
    #expect(SignalCatalogue.storeDirection("save", stores) == nil)
    #expect(SignalCatalogue.storeDirection("saveTo", stores) == nil)
    #expect(SignalCatalogue.storeDirection("saveToDiskette", stores) == nil)
    #expect(SignalCatalogue.storeDirection("saveéToDisk", stores) == nil)
    // `Files` is another word; `Info` begins with `In`; a store must follow a preposition.
    #expect(SignalCatalogue.storeDirection("saveToFiles", stores) == nil)
    #expect(SignalCatalogue.storeDirection("loadInfo", stores) == nil)
    // The name starts with a verb of storing or loading: not navigation, a view's setter, nor a
    // delegate's callback.
    #expect(SignalCatalogue.storeDirection("navigateToStorage", stores) == nil)
    #expect(SignalCatalogue.storeDirection("jumpToFile", stores) == nil)
    #expect(SignalCatalogue.storeDirection("setImageFromCache", stores) == nil)
    #expect(SignalCatalogue.storeDirection("loginDidSaveToKeychain", stores) == nil)
    #expect(SignalCatalogue.storeDirection("clearDiskCache", stores) == nil)
    #expect(SignalCatalogue.storeDirection("ToFile", stores) == nil)
    #expect(SignalCatalogue.storeDirection("DiskStore", stores) == nil)
    #expect(SignalCatalogue.storeDirection("", stores) == nil)
  }

  static let swiftSource = """
    import UIKit

    final class MapViewport {
        var zoom = 1.0
        func saveToUserDefaults() {}
        func loadFromUserDefaults() throws {}
    }

    final class MapCanvas: UIView {
        var viewport: MapViewport?
    }

    struct EditorSettings {
        var lastSaved = 0.0
        mutating func saveToUserDefaults() { lastSaved = 1 }
    }

    final class SignaturePadView: UIView {
        func saveToFile(named name: String) {}
    }

    protocol MapViewControllerDelegate: AnyObject {
        func mapDidSaveToDisk()
    }

    final class MapViewController: UIViewController {
        @IBOutlet var statusLabel: UILabel!
        @IBOutlet var canvas: MapCanvas!
        var viewport = MapViewport()
        var settings = EditorSettings()
        let signaturePad = SignaturePadView()
        weak var delegate: MapViewControllerDelegate?

        override func viewDidLoad() {
            super.viewDidLoad()
            canvas.viewport = viewport
        }

        func persist() {
            viewport.saveToUserDefaults()
            statusLabel.text = "Saved"
        }

        func restore() {
            try? viewport.loadFromUserDefaults()
            statusLabel.text = "Restored"
        }

        func saveLocally() {
            self.saveToDisk()
            statusLabel.text = "Saved"
        }

        func saveToDisk() {
            statusLabel.text = "Saving"
        }

        func saveSettings() {
            settings.saveToUserDefaults()
            statusLabel.text = "Saved"
        }

        func sign() {
            signaturePad.saveToFile(named: "signature")
            statusLabel.text = "Signed"
        }

        func finish() {
            delegate?.mapDidSaveToDisk()
            statusLabel.text = "Done"
        }
    }

    """

  @Test func aViewObjectWritesItselfToAStoreFromTheInteractor() throws {
    let (plan, files) = try TaskCallbackTests.convert(Self.swiftSource, path: "MapViewController.swift", moduleName: "Map")
    let interactor = TaskCallbackTests.file(files, "Interactor/MapInteractor.swift")
    #expect(interactor.contains("(_ viewport: MapViewport) {\n        viewport.saveToUserDefaults()\n    }"))
    let view = TaskCallbackTests.file(files, "View/MapViewController.swift")
    #expect(view.contains("output.persist(viewport)\n        statusLabel.text = \"Saved\""))
    // Loading into the view's object would change what the view shows from the interactor: it
    // is data access, and stays with the view.
    #expect(view.contains("        try? viewport.loadFromUserDefaults()\n        statusLabel.text = \"Restored\""))
    let restore = try #require(plan.model.members.first { $0.name == "restore()" })
    #expect(plan.classified.members[restore.id].evidence.contains { $0.pattern == .dataAccess && $0.api == "loadFromUserDefaults: names a store" })
    // The controller's own method of such a name is judged by its body (UI here).
    let local = try #require(plan.model.members.first { $0.name == "saveLocally()" })
    #expect(!plan.classified.members[local.id].evidence.contains { $0.pattern == .dataAccess })
    #expect(view.contains("        self.saveToDisk()\n        statusLabel.text = \"Saved\""))
    // A struct's copy would be written, not the view's value: the call stays, with its reason.
    #expect(view.contains("        settings.saveToUserDefaults()\n        statusLabel.text = \"Saved\""))
    // A view's call, and a delegate's callback, are no store's, whatever their names say.
    for name in ["sign()", "finish()"] {
      let member = try #require(plan.model.members.first { $0.name == name })
      #expect(plan.classified.members[member.id].layer == .view)
      #expect(!plan.classified.members[member.id].evidence.contains { $0.pattern == .dataAccess }, "\(name)")
    }
    try KeptCompletionTests.expectTypechecks(files, label: "store-naming")
  }

  static let header = """
    #import <UIKit/UIKit.h>

    @interface ExportViewController : UIViewController
    @end

    """

  static let implementation = """
    #import "ExportViewController.h"
    #import "ServerLogin.h"

    @interface ExportViewController ()
    @property (nonatomic, strong) UILabel *statusLabel;
    @end

    @implementation ExportViewController

    - (void)exportReport:(NSData *)report toPath:(NSString *)path
    {
        [report writeToFile:path atomically:YES];
        self.statusLabel.text = @"Exported";
    }

    - (void)connect:(ServerLogin *)login
    {
        NSError *error = nil;
        if (![login loadFromKeychainWithError:&error]) {
            self.statusLabel.text = error.localizedDescription;
        }
    }

    @end

    """

  static let mapHeader = """
    #import <UIKit/UIKit.h>
    #import "MapViewport.h"

    @interface MapViewController : UIViewController
    @property (nonatomic, strong) MapViewport *viewport;
    @end

    """

  static let mapImplementation = """
    #import "MapViewController.h"

    @interface MapViewController ()
    @property (nonatomic, strong) UILabel *statusLabel;
    @end

    @implementation MapViewController

    - (void)viewDidLoad
    {
        [super viewDidLoad];
        _viewport = [[MapViewport alloc] init];
        self.statusLabel.text = @"Ready";
    }

    - (void)persist
    {
        [_viewport saveToUserDefaults];
        self.statusLabel.text = @"Saved";
    }

    - (void)restore
    {
        [_viewport loadFromUserDefaults];
        self.statusLabel.text = @"Restored";
    }

    @end

    """

  static let viewport = """
    #import <Foundation/Foundation.h>

    @interface MapViewport : NSObject
    - (void)saveToUserDefaults;
    - (void)loadFromUserDefaults;
    @end

    """

  /// An instance variable is handed over as its property is: only to be written to a store.
  @Test func anObjectiveCViewObjectWritesItselfToAStoreByItsInstanceVariable() throws {
    let (_, files) = try TaskCallbackTests.convertFiles(
      [("MapViewController.h", Self.mapHeader), ("MapViewController.m", Self.mapImplementation)], moduleName: "Map")
    let interactor = TaskCallbackTests.file(files, "Interactor/MapInteractor.m")
    #expect(interactor.contains("[_viewport saveToUserDefaults];") || interactor.contains("[viewport saveToUserDefaults];"), "\(interactor)")
    #expect(!interactor.contains("loadFromUserDefaults"))
    let view = TaskCallbackTests.file(files, "View/MapViewController.m")
    #expect(view.contains("    [_viewport loadFromUserDefaults];\n    self.statusLabel.text = @\"Restored\";"))
    #expect(!view.contains("[_viewport saveToUserDefaults]"))
    var withSupport = files
    withSupport["Map/View/MapViewport.h"] = Self.viewport
    try ObjCOutputCompilesTests.expectCompiles(withSupport)
  }

  static let login = """
    #import <Foundation/Foundation.h>

    @interface ServerLogin : NSObject
    - (BOOL)loadFromKeychainWithError:(NSError **)error;
    @end

    """

  @Test func anObjectiveCWriteToAFileMovesToTheInteractor() throws {
    let (plan, files) = try TaskCallbackTests.convertFiles(
      [("ExportViewController.h", Self.header), ("ExportViewController.m", Self.implementation)], moduleName: "Export")
    let export = try #require(plan.model.members.first { $0.name == "exportReport:toPath:" })
    #expect(plan.classified.members[export.id].evidence.contains { $0.pattern == .dataAccess && $0.api == "writeToFile: names a store" })
    let interactor = TaskCallbackTests.file(files, "Interactor/ExportInteractor.m")
    #expect(interactor.contains("[report writeToFile:path atomically:YES];"))
    #expect(interactor.contains("[login loadFromKeychainWithError:error]"))
    let view = TaskCallbackTests.file(files, "View/ExportViewController.m")
    #expect(!view.contains("writeToFile:path"))
    #expect(view.contains("self.statusLabel.text = @\"Exported\";"))
    var withSupport = files
    withSupport["Export/View/ServerLogin.h"] = Self.login
    try ObjCOutputCompilesTests.expectCompiles(withSupport)
  }
}
