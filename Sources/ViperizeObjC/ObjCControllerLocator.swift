import ViperizeCore

/// Chooses the controller class among the classes declared or implemented in the input.
///
/// A candidate derives from a UIKit view controller class, or is named `…Controller` whatever
/// its superclass. Categories and class extensions never make a class a candidate on their own.
struct ObjCControllerLocator {
  static let controllerSuperclasses: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UITabBarController", "UISplitViewController",
    "UIPageViewController",
  ]

  struct ParsedFile {
    var tokens: ObjCTokenizedFile
    var syntax: ObjCFileSyntax
  }

  /// The chosen class, and the other candidates when it was chosen among several by its file's name.
  func locate(in files: [ParsedFile], className: String?) throws -> (name: String, others: [FrontendError.Candidate]) {
    var classes: [String] = []
    var superclasses: [String: String] = [:]
    var firstLocation: [String: FrontendError.Candidate] = [:]
    for file in files {
      for container in file.syntax.containers
      where container.kind == .interface || container.kind == .implementation {
        let name = container.className
        if let superclass = container.superclass { superclasses[name] = superclass }
        if firstLocation[name] == nil {
          classes.append(name)
          let line = file.tokens.source.line(of: file.tokens.code[container.nameToken].start)
          firstLocation[name] = .init(name: name, file: file.tokens.source.path, line: line)
        }
      }
    }
    let candidates = classes.filter { name in
      name.hasSuffix("Controller")
        || superclasses[name].map(Self.controllerSuperclasses.contains) == true
    }
    if let className {
      guard classes.contains(className) else {
        throw FrontendError.classNotFound(name: className, candidates: candidates)
      }
      return (className, [])
    }
    if candidates.count > 1 {
      guard let named = FrontendError.Candidate.namedLikeFile(candidates, files: files.map(\.tokens.source.path)),
        // A subclass beside it may override what would move: the user chooses (`--class`).
        !candidates.contains(where: { superclasses[$0] == named })
      else {
        throw FrontendError.severalControllers(candidates.compactMap { firstLocation[$0] })
      }
      return (named, candidates.filter { $0 != named }.compactMap { firstLocation[$0] })
    }
    guard let only = candidates.first else {
      throw FrontendError.noController(files: files.map(\.tokens.source.path))
    }
    return (only, [])
  }
}
