import Foundation
import Testing
import ViperizeCore
@testable import ViperizeKit

/// The textual pre-scan of `audit` and batch `convert`: what each line declares, which classes
/// are controllers, and which files are each controller's companions.
@Suite struct ControllerDiscoveryTests {
  /// Lines the scanner must read as a declaration, and what it finds.
  static let matches: [(String, SourceLanguage, ScannedDeclaration.Kind, String, String?)] = [
    ("class FooViewController: UIViewController {", .swift, .swiftClass, "FooViewController", "UIViewController"),
    ("@objc(AGFoo) public final class Foo : UIKit.UITableViewController, Bar {", .swift, .swiftClass, "Foo", "UIKit.UITableViewController"),
    ("  @MainActor class Host<T>: UIHostingController<T> {", .swift, .swiftClass, "Host", "UIHostingController"),
    ("extension FooViewController: UITableViewDataSource {", .swift, .swiftExtension, "FooViewController", nil),
    ("private extension Foo {", .swift, .swiftExtension, "Foo", nil),
    ("@interface FooViewController : UIViewController <UITableViewDelegate>", .objectiveC, .objcInterface, "FooViewController", "UIViewController"),
    ("@interface Foo:UIViewController<A,B>{", .objectiveC, .objcInterface, "Foo", "UIViewController"),
    ("@interface FooViewController (Table)", .objectiveC, .objcCategory, "FooViewController", nil),
    ("@interface FooViewController ()", .objectiveC, .objcCategory, "FooViewController", nil),
    ("@implementation FooViewController", .objectiveC, .objcImplementation, "FooViewController", nil),
    ("@implementation FooViewController (Table)", .objectiveC, .objcCategory, "FooViewController", nil),
  ]

  /// Texts that declare no type.
  static let nonMatches: [(String, SourceLanguage)] = [
    ("// class FooViewController: UIViewController {", .swift),
    ("/* class A: UIViewController {\n class B: UIViewController { */", .swift),
    ("class func make() -> Foo {", .swift),
    ("class var shared: Foo {", .swift),
    ("let text = \"extension\"", .swift),
    ("/* @implementation Fake\n*/", .objectiveC),
    ("@class FooViewController;", .objectiveC),
    ("@protocol FooDelegate <NSObject>", .objectiveC),
  ]

  @Test(arguments: 0..<matches.count) func scannerFindsDeclaration(_ index: Int) {
    let (text, language, kind, name, superclass) = Self.matches[index]
    let found = DeclarationScanner.scan(Array(text.utf8), language: language)
    #expect(found.map(\.kind) == [kind], "\(text)")
    #expect(found.first?.name == name)
    #expect(found.first?.superclass == superclass)
  }

  @Test(arguments: 0..<nonMatches.count) func scannerIgnores(_ index: Int) {
    let (text, language) = Self.nonMatches[index]
    #expect(DeclarationScanner.scan(Array(text.utf8), language: language).isEmpty, "\(text)")
  }

  @Test func lineAndColumnAreReported() {
    let found = DeclarationScanner.scan(Array("import UIKit\n\n  final class A: UIViewController {}\n".utf8), language: .swift)
    #expect(found.first?.line == 3)
    #expect(found.first?.column == 3)
  }

  @Test func controllersAreRecognisedBySuperclassChainOrName() {
    let superclasses = ["Base": "UIViewController", "Feed": "Base", "Model": "NSObject", "ListController": "BaseListController"]
    #expect(ControllerDiscovery.isController("Feed", superclassOf: superclasses))
    #expect(ControllerDiscovery.isController("ThingViewController", superclassOf: ["ThingViewController": "Unknown"]))
    #expect(ControllerDiscovery.isController("ListController", superclassOf: superclasses))
    #expect(!ControllerDiscovery.isController("Model", superclassOf: superclasses))
    #expect(!ControllerDiscovery.isController("APIController", superclassOf: ["APIController": "NSObject"]))
    #expect(!ControllerDiscovery.isController("FakeViewController", superclassOf: ["FakeViewController": "NSObject"]))
  }

  @Test func companionsAreFoundByWhatFilesDeclare() throws {
    let sandbox = try CLISandbox()
    try sandbox.write("App/Feed/FeedViewController.swift", "import UIKit\nclass FeedViewController: UIViewController {}\n")
    try sandbox.write("App/Feed/FeedViewController+Table.swift", "extension FeedViewController: UITableViewDataSource {}\n")
    try sandbox.write("App/Feed/FeedViewControllerConnectionHandler.swift", "extension FeedViewController {}\n")
    try sandbox.write("App/Shared/Shortcuts.swift", "extension FeedViewController {}\nextension OtherThing {}\n")
    try sandbox.write("App/Legacy/LGListViewController.m", "@implementation LGListViewController\n@end\n")
    try sandbox.write("App/Public/LGListViewController.h", "@interface LGListViewController : UITableViewController\n@end\n")
    try sandbox.write("App/Legacy/LGListViewController+Export.m", "@implementation LGListViewController (Export)\n@end\n")
    try sandbox.write("App/Legacy/LGListViewController+Swift.swift", "extension LGListViewController {}\n")
    try sandbox.write("App/Model/Trip.swift", "struct Trip {}\nclass TripStore: NSObject {}\n")
    try sandbox.write("App/.build/Hidden.swift", "class HiddenViewController: UIViewController {}\n")
    let discovery = try ControllerDiscovery.discover(["App"], baseDirectory: sandbox.path)
    #expect(discovery.controllers.map(\.name) == ["FeedViewController", "LGListViewController"])
    let feed = discovery.controllers[0]
    #expect(feed.file == "App/Feed/FeedViewController.swift")
    #expect(feed.companions == [
      "App/Feed/FeedViewController+Table.swift", "App/Feed/FeedViewControllerConnectionHandler.swift", "App/Shared/Shortcuts.swift",
    ])
    let list = discovery.controllers[1]
    #expect(list.language == .objectiveC)
    #expect(list.companions == ["App/Legacy/LGListViewController+Export.m", "App/Public/LGListViewController.h"])
    #expect(list.otherLanguageCompanions == ["App/Legacy/LGListViewController+Swift.swift"])
    #expect(discovery.scannedFiles == 9)
  }

  @Test func aSharedNameGoesToTheNearestController() {
    let files: [(path: String, language: SourceLanguage, declarations: [ScannedDeclaration])] = [
      // A file holding the class and an extension of it is its own: nobody's companion.
      ("a/Main/MainViewController.swift", .swift, [
        .init(kind: .swiftClass, name: "MainViewController", superclass: "UIViewController", line: 1, column: 1),
        .init(kind: .swiftExtension, name: "MainViewController", superclass: nil, line: 9, column: 1),
      ]),
      ("b/Main/MainViewController.swift", .swift, [.init(kind: .swiftClass, name: "MainViewController", superclass: "UIViewController", line: 1, column: 1)]),
      ("b/Main/Extensions/Main+Help.swift", .swift, [.init(kind: .swiftExtension, name: "MainViewController", superclass: nil, line: 1, column: 1)]),
    ]
    let controllers = ControllerDiscovery.group(files)
    #expect(controllers.map(\.companions) == [[], ["b/Main/Extensions/Main+Help.swift"]])
  }
}
