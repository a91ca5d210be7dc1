import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// A property holding a UI object that is not an outlet (`var badge = UILabel()`,
/// `@property UILabel *badge`) is the view's, like an outlet: code using it is view code, and it
/// never follows a data method to the interactor (`SignalCatalogue.heldUIObjectType`).
@Suite struct ViewObjectPropertyTests {
  @Test func swiftLabelMadeInPlaceStaysWithTheViewAndOnlyTheReadMoves() throws {
    let (plan, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        private let badge = UILabel()

        func showDraftCount() {
            let count = UserDefaults.standard.integer(forKey: "drafts")
            badge.text = "\\(count)"
        }
    """))
    #expect(ScopeCheckTests.layer(plan, "badge") == "view")
    #expect(ScopeCheckTests.layer(plan, "showDraftCount()") == "mixed")
    let view = KeptCompletionTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("private let badge = UILabel()"))
    #expect(view.contains("badge.text = \"\\(count)\""))
    let interactor = KeptCompletionTests.file(files, "PageInteractor.swift")
    #expect(interactor.contains("UserDefaults.standard.integer(forKey: \"drafts\")"))
    #expect(!interactor.contains("badge"))
    try KeptCompletionTests.expectTypechecks(files, label: "view-object-property")
  }

  @Test func objcLabelPropertyStaysWithTheViewAndOnlyTheReadMoves() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (void)showDraftCount
    {
        NSString *count = [[NSUserDefaults standardUserDefaults] objectForKey:@"drafts"];
        self.badge.text = count;
    }

    """).replacingOccurrences(
      of: "@property (nonatomic, strong) NSURL *pageURL;",
      with: "@property (nonatomic, strong) NSURL *pageURL;\n@property (nonatomic, strong) UILabel *badge;"),
      path: "PageViewController.m")
    #expect(ScopeCheckTests.layer(plan, "badge") == "view")
    #expect(ScopeCheckTests.layer(plan, "showDraftCount") == "mixed")
    let interactor = KeptCompletionTests.file(files, "PageInteractor.m")
    #expect(interactor.contains("objectForKey:@\"drafts\""))
    #expect(!interactor.contains("badge"))
    #expect(KeptCompletionTests.file(files, "View/PageViewController.m").contains("self.badge.text ="))
    if ObjCOutputCompilesTests.clang() != nil {
      let errors = try ObjCOutputCompilesTests.errors(inModule: files)
      #expect(errors.isEmpty, "\(errors)\n\(files.sorted { $0.key < $1.key }.map { "// \($0.key)\n\($0.value)" }.joined(separator: "\n"))")
    }
  }

  /// A property holding a controller is not a UI object here: presenting it is navigation.
  @Test func aHeldControllerIsNotAViewObject() throws {
    let model = try Viperize.parse(
      [SourceFile(path: "PageViewController.swift", text: TaskCallbackTests.swift("""
            let picker = UIImagePickerController()
            let badge = UIButton()
            let formatter = DateFormatter()
            var hud: MBProgressHUD?
            var cells: [UITableViewCell] = []
        """))], className: nil)
    let catalogue = SignalCatalogue.standard
    let held = model.members.filter { $0.kind == .storedProperty }.map { ($0.name, catalogue.heldUIObjectType($0)) }
    #expect(held.first { $0.0 == "picker" }?.1 == nil)
    #expect(held.first { $0.0 == "badge" }?.1 == "UIButton")
    #expect(held.first { $0.0 == "formatter" }?.1 == nil)
    #expect(held.first { $0.0 == "hud" }?.1 == "MBProgressHUD")
    // A collection is state, whatever it holds.
    #expect(held.first { $0.0 == "cells" }?.1 == nil)
  }
}
