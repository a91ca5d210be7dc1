import Foundation
import Testing
@testable import ViperizeCore
import ViperizeObjC
import ViperizeSwift

/// Every service rule finds the service in its example and nothing in its counter-example, read
/// through the real frontends; docs/patterns.md lists every rule.
@Suite struct ServiceInferenceTests {
  static let rules = ServiceRule.allCases.filter { $0.example != nil }

  /// The data-access evidence `ServiceInference` gives `example()` in a controller with `members`.
  static func serviceEvidence(_ members: String, overrides: ServiceInference.Overrides = .none) throws -> [Evidence] {
    let source = """
      import UIKit
      final class ExampleViewController: UIViewController {
          \(members.replacingOccurrences(of: "\n", with: "\n    "))
      }
      """
    let model = try SwiftFrontend().parse(files: [SourceFile(path: "Example.swift", text: source)], className: nil)
    let catalogue = SignalCatalogue(signals: SignalCatalogue.standard.signals, serviceOverrides: overrides).inferringServices(in: model)
    let example = try #require(model.members.first { $0.baseName == "example" })
    return catalogue.services.evidence(for: example.facts)
  }

  /// The catalogue inferring the services of the Objective-C controller `source`, and its member
  /// `example`.
  static func objCExample(_ source: String, path: String) throws -> (SignalCatalogue, Member) {
    let model = try ObjCFrontend().parse(files: [SourceFile(path: path, text: source)], className: nil)
    let example = try #require(model.members.first { $0.baseName == "example" })
    return (SignalCatalogue.standard.inferringServices(in: model), example)
  }

  @Test(arguments: rules) func ruleFindsItsExample(_ rule: ServiceRule) throws {
    let found = try Self.serviceEvidence(rule.example!)
    #expect(found.contains { $0.api.contains(rule.rawValue) }, "\(rule) misses: \(rule.example!) (found \(found))")
    if let counter = rule.counterExample {
      #expect(try Self.serviceEvidence(counter).isEmpty, "\(rule) fires on: \(counter)")
    }
  }

  @Test func evidenceNamesTheInference() throws {
    let found = try Self.serviceEvidence("func example() {\n    SocketManager.shared.connect(url)\n}")
    #expect(found.map(\.api) == ["SocketManager: app singleton (SocketManager.shared, line 4)"])
  }

  @Test func configAddsAndVetoes() throws {
    let added = try Self.serviceEvidence(
      "func example() { CurrentSession.token() }", overrides: .init(added: ["CurrentSession"]))
    #expect(added.map(\.api) == ["CurrentSession: configured service (.viperize.yml)"])
    let vetoed = try Self.serviceEvidence(
      "func example() { SocketManager.shared.connect(url) }", overrides: .init(vetoed: ["SocketManager"]))
    #expect(vetoed.isEmpty)
  }

  @Test func objectiveCSingletonAndIvar() throws {
    let source = """
      @interface TPTopicViewController : UIViewController
      @property (nonatomic, strong) TPSessionStore *sessionStore;
      @end
      @implementation TPTopicViewController
      - (void)example {
          [[TPTopicModel Instance] voteUpTopicWithId:self.topicId];
          [_sessionStore signOut];
          [self.toast show];
      }
      @end
      """
    let (catalogue, example) = try Self.objCExample(source, path: "TPTopicViewController.m")
    let apis = catalogue.services.evidence(for: example.facts).map(\.api)
    #expect(apis.contains("TPTopicModel: app singleton ([TPTopicModel Instance], line 6)"))
    #expect(apis.contains { $0.hasPrefix("sessionStore: stored service (sessionStore: TPSessionStore, line 2)") }, "\(apis)")
    #expect(apis.count == 2)
  }

  @Test func aServiceNounOfSeveralWordsNamesTheTypeWhole() throws {
    // `DataLayer` ends with `Layer`, a view word, but the service noun it ends with is the
    // whole of `DataLayer`: a singleton of the app's data, not a view.
    let found = try Self.serviceEvidence("func example() {\n    MessageDataLayer.sharedInstance.save(message)\n}")
    #expect(found.map(\.api) == ["MessageDataLayer: app singleton (MessageDataLayer.sharedInstance, line 4)"])
    #expect(!ServiceNames.isAppViewType("MessageDataLayer"))
    #expect(ServiceNames.isAppViewType("GradientLayer"))
  }

  /// A protocol named for what it does, as Swift's guidelines name capabilities, is a service:
  /// `var paymentService: PaymentServicing!` holds one (it used to be display state).
  @Test func aCapabilityProtocolNamesAService() throws {
    let found = try Self.serviceEvidence("var paymentService: PaymentServicing!\nfunc example() {\n    paymentService.pay(cart)\n}")
    #expect(found.map(\.api) == ["paymentService: stored service (paymentService: PaymentServicing, line 3)"])
    #expect(ServiceNames.isServiceNamed("FeedFetching") && ServiceNames.isServiceNamed("OrderProviding"))
    #expect(!ServiceNames.isServiceNamed("Loading") && !ServiceNames.isServiceNamed("Servicing"))
    #expect(!ServiceNames.isServiceNamed("ImageLoading") && !ServiceNames.isServiceNamed("Rendering"))
  }

  /// An app's own wrapper of a store, named for it (`YepUserDefaults`, `KKKeychain`),
  /// is a service: a static call on it shows it, and its property reads are data reads too.
  @Test func anAppWrapperNamedForAStoreIsAService() throws {
    let found = try Self.serviceEvidence(
      "func example() {\n    AppUserDefaults.nickname.bind(listener)\n    label.text = AppUserDefaults.nickname.value\n}")
    #expect(found.map(\.line) == [4, 5], "\(found)")
    #expect(found.first?.api == "AppUserDefaults: app service type (AppUserDefaults.nickname.bind, line 4)")
    #expect(ServiceNames.isServiceNamed("AppKeychain"))
    // Default values (`MapDefaults.region(for:)`), or a module (`Preferences.General.isUsingBottomBar`),
    // are no store.
    #expect(!ServiceNames.isServiceNamed("MapDefaults") && !ServiceNames.isServiceNamed("Preferences"))
    let (catalogue, example) = try Self.objCExample("""
      @implementation ExampleViewController
      - (void)example { self.passcodeSwitch.on = [[KKKeychain getStringForKey:@"passcode_on"] isEqualToString:@"YES"]; }
      @end
      """, path: "ExampleViewController.m")
    // Named by the message sent to the type, not by `isEqualToString:`, sent to what it returned.
    #expect(catalogue.services.evidence(for: example.facts).map(\.api) == ["KKKeychain: app service type (KKKeychain.getStringForKey, line 2)"])
  }

  /// An item is UI as the noun a type names (`MenuItem`), a model object before a service noun:
  /// `ItemStore.shared` is the app's store (it used to be no candidate, the word `Item` anywhere).
  @Test func anItemIsUIOnlyAsTheNounATypeNames() throws {
    let found = try Self.serviceEvidence("func example() {\n    items = ItemStore.shared.allItems()\n}")
    #expect(found.map(\.api) == ["ItemStore: app singleton (ItemStore.shared, line 4)"])
    #expect(try Self.serviceEvidence("func example() {\n    MenuItem.shared.select()\n}").isEmpty)
    #expect(ServiceNames.isCandidate("ItemService") && !ServiceNames.isCandidate("ToolbarItem"))
    #expect(!ServiceNames.isCandidate("ToolbarItemManager") && !ServiceNames.isCandidate("MenuItemPresenter"))
    let (catalogue, example) = try Self.objCExample("""
      @implementation ExampleViewController
      - (void)example { [[ItemStore sharedStore] removeAllItems]; }
      @end
      """, path: "ExampleViewController.m")
    #expect(catalogue.services.evidence(for: example.facts).map(\.api) == ["ItemStore: app singleton ([ItemStore sharedStore], line 2)"])
  }

  @Test func aNavigationCallReachedThroughAServiceIsNavigation() throws {
    // The app delegate only yields the container the screen is pushed on.
    let source = """
      @interface TPSideViewController : UIViewController
      @end
      @implementation TPSideViewController
      - (void)example {
          TPAppDelegate *delegate = (TPAppDelegate *)[[UIApplication sharedApplication] delegate];
          [[delegate navController] pushViewController:self.loginView animated:YES];
          [delegate saveSession];
      }
      @end
      """
    let (catalogue, example) = try Self.objCExample(source, path: "TPSideViewController.m")
    let evidence = catalogue.evidence(for: example.facts)
    #expect(evidence.contains { $0.pattern == .navigation && $0.line == 6 })
    #expect(!evidence.contains { $0.pattern == .dataAccess && $0.line == 6 }, "\(evidence)")
    #expect(evidence.contains { $0.pattern == .dataAccess && $0.line == 7 }, "\(evidence)")
  }

  @Test func docsListEveryRule() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let docs = try String(contentsOf: root.appendingPathComponent("docs/patterns.md"), encoding: .utf8)
    for rule in ServiceRule.allCases {
      #expect(docs.contains("**\(rule.rawValue)**"), "docs/patterns.md does not list \(rule.rawValue)")
    }
  }
}
