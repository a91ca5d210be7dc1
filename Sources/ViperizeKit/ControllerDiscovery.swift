import Foundation
import ViperizeCore

/// A view controller found in a source tree, with the files that add to it.
public struct DiscoveredController: Sendable, Equatable {
  public var name: String
  public var language: SourceLanguage
  /// The file that declares the class (Swift `class`) or implements it (Objective-C `@implementation`).
  public var file: String
  public var line: Int
  public var column: Int
  /// Same-language files that add to it: extensions, its header, categories. They go through
  /// the pipeline with `file`.
  public var companions: [String]
  /// Files in the other language that extend it (a Swift extension of an Objective-C class):
  /// listed, not converted (the pipeline reads one language at a time).
  public var otherLanguageCompanions: [String]

  /// The files `convert` reads for this controller: `file` first, then the companions.
  public var inputPaths: [String] { [file] + companions }
}

/// Finds every view controller under some paths and groups each with its companion files, by
/// what the files declare rather than by their names: `Foo+Table.swift`, `BVC+Menu.swift`
/// (`extension BrowserViewController`), `AuthTableViewControllerConnectionHandler.swift`,
/// `Foo.h`, `Foo+Cat.h/.m` are found alike.
///
/// A class is a view controller when its superclass chain (through classes declared in the
/// scanned files) reaches a UIKit/AppKit controller class; or, when the chain leaves the scanned
/// files before reaching `NSObject`, when it is named `…ViewController`, or named `…Controller`
/// and derives from a `…Controller`. The frontend then parses it; if it finds no such class
/// (the scan matched a nested class or text in a string), the controller is dropped silently.
public struct ControllerDiscovery: Sendable {
  /// UIKit/AppKit controller classes (the union of both frontends' lists).
  public static let controllerBaseClasses: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UISplitViewController", "UIPageViewController", "UISearchController",
    "UIAlertController", "UIHostingController", "NSViewController", "NSWindowController",
  ]

  /// A file the scan could not read: `path: error: …`.
  public struct Unreadable: Sendable, Equatable {
    public var path: String
    public var message: String
  }

  public var controllers: [DiscoveredController] = []
  public var unreadable: [Unreadable] = []
  /// How many source files were scanned.
  public var scannedFiles = 0

  /// Scans every source file under `paths` (see `SourceTreeWalker`).
  public static func discover(_ paths: [String], baseDirectory: String? = nil) throws -> ControllerDiscovery {
    let files = try SourceTreeWalker.sourceFiles(under: paths, baseDirectory: baseDirectory)
    var scanned: [(path: String, language: SourceLanguage, declarations: [ScannedDeclaration])] = []
    var discovery = ControllerDiscovery()
    for path in files {
      let ext = (path as NSString).pathExtension.lowercased()
      guard SourceTreeWalker.sourceExtensions.contains(ext) else { continue }
      let language: SourceLanguage = ext == "swift" ? .swift : .objectiveC
      guard let data = FileManager.default.contents(atPath: SourceTreeWalker.resolve(path, baseDirectory: baseDirectory))
      else {
        discovery.unreadable.append(Unreadable(path: path, message: ViperizeError.unreadable(path).description))
        continue
      }
      discovery.scannedFiles += 1
      let declarations = DeclarationScanner.scan([UInt8](data), language: language)
      if !declarations.isEmpty { scanned.append((path, language, declarations)) }
    }
    discovery.controllers = group(scanned)
    return discovery
  }

  /// Pairs each controller's primary declaration with the files that extend it.
  static func group(_ files: [(path: String, language: SourceLanguage, declarations: [ScannedDeclaration])])
    -> [DiscoveredController]
  {
    var superclassOf: [String: String] = [:]
    for file in files {
      for declaration in file.declarations where declaration.superclass != nil && superclassOf[declaration.name] == nil {
        superclassOf[declaration.name] = declaration.superclass
      }
    }
    var controllers: [DiscoveredController] = []
    for file in files {
      for declaration in file.declarations
      where declaration.kind == .objcImplementation || (declaration.kind == .swiftClass && declaration.superclass != nil) {
        guard isController(declaration.name, superclassOf: superclassOf),
          !controllers.contains(where: { $0.name == declaration.name && $0.file == file.path })
        else { continue }
        controllers.append(DiscoveredController(
          name: declaration.name, language: file.language, file: file.path, line: declaration.line,
          column: declaration.column, companions: [], otherLanguageCompanions: []))
      }
    }
    var byName: [String: [Int]] = [:]
    for (index, controller) in controllers.enumerated() { byName[controller.name, default: []].append(index) }
    for file in files {
      var extended: Set<String> = []
      for declaration in file.declarations where declaration.kind != .objcImplementation {
        if declaration.kind != .swiftClass { extended.insert(declaration.name) }
      }
      for name in extended.sorted() {
        // A file that declares the class itself holds its own extensions; it is nobody's companion.
        guard let owners = byName[name], !owners.contains(where: { controllers[$0].file == file.path }) else { continue }
        let owner = nearest(owners.map { controllers[$0].file }, to: file.path).map { owners[$0] } ?? owners[0]
        if controllers[owner].language == file.language {
          controllers[owner].companions.append(file.path)
        } else {
          controllers[owner].otherLanguageCompanions.append(file.path)
        }
      }
    }
    return controllers
  }

  /// Whether a class with this name (and the superclass chain recorded in the scan) is a view
  /// controller; see the type's documentation.
  static func isController(_ name: String, superclassOf: [String: String]) -> Bool {
    var seen: Set<String> = [name]
    var current = superclassOf[name]
    while let superclass = current {
      let base = baseName(superclass)
      if controllerBaseClasses.contains(base) { return true }
      if base == "NSObject" || !seen.insert(base).inserted { return false }
      guard let next = superclassOf[base] else { break }
      current = next
    }
    if name.hasSuffix("ViewController") { return true }
    guard let superclass = superclassOf[name] else { return false }
    return name.hasSuffix("Controller") && baseName(superclass).hasSuffix("Controller")
  }

  /// `UIKit.UIViewController` → `UIViewController`; `UIHostingController<Root>` → `UIHostingController`.
  static func baseName(_ typeName: String) -> String {
    let withoutGenerics = typeName.split(separator: "<", maxSplits: 1).first.map(String.init) ?? typeName
    return withoutGenerics.split(separator: ".").last.map(String.init) ?? withoutGenerics
  }

  /// The index of the path sharing the most leading folders with `path` (the first on a tie).
  static func nearest(_ candidates: [String], to path: String) -> Int? {
    let folders = path.split(separator: "/").dropLast()
    var best: (index: Int, shared: Int)?
    for (index, candidate) in candidates.enumerated() {
      let other = candidate.split(separator: "/").dropLast()
      let shared = zip(folders, other).prefix { $0 == $1 }.count
      if best == nil || shared > best!.shared { best = (index, shared) }
    }
    return best?.index
  }
}
