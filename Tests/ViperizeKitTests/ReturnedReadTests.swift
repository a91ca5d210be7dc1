import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// A value a member returns, read from data beside view state: the read becomes a query in the
/// returned expression, where it stood, so it runs only when it ran before (an operand of `&&`, a
/// branch of `?:`).
@Suite struct ReturnedReadTests {
  @Test func aSwiftReturnedReadBecomesAQueryInPlace() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        var showsHints: Bool {
            return !titleLabel.isHidden && UserDefaults.standard.bool(forKey: "hints")
        }
    """), path: "PageViewController.swift")
    #expect(plan.inPlaceCalls.values.joined().contains { $0.method.name == "hints" })
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("return !titleLabel.isHidden && output.hints()"), "\(view)")
    #expect(TaskCallbackTests.file(files, "Interactor/PageInteractor.swift").contains(
      "func hints() -> Bool {\n        return UserDefaults.standard.bool(forKey: \"hints\")"))
    try KeptCompletionTests.expectTypechecks(files, label: "returned read")
  }

  /// A computed property reading data alone keeps its place in the view too: its read becomes a
  /// query, named after the property when nothing else names it. A getter of several statements
  /// returning what moved code computes is not split: its reads become queries where they stand.
  @Test func aComputedPropertyReadingDataAloneAnswersThroughAQuery() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        private var documentFolders: [URL] {
            return FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
        }

        private var documentsFolder: URL {
            return FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        }

        private var isPremium: Bool {
            UserDefaults.standard.bool(forKey: "premium")
        }

        private var lastDraft: String? {
            guard let data = UserDefaults.standard.data(forKey: "draft") else { return nil }
            return String(data: data, encoding: .utf8)
        }

        func restore() {
            titleLabel.text = lastDraft ?? documentsFolder.path
            titleLabel.isHidden = isPremium || documentFolders.isEmpty
        }
    """), path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    // Named after the property only when it returns the query's value whole.
    #expect(view.contains("return output.documentFolders()\n"), "\(view)")
    #expect(view.contains("return output.urls()[0]"), "\(view)")
    // The one expression of a getter is its value: a site, though it is the whole statement.
    #expect(view.contains("private var isPremium: Bool {\n        output.premium()\n    }"), "\(view)")
    #expect(view.contains("guard let data = output.draft() else { return nil }"), "\(view)")
    #expect(view.contains("titleLabel.text = lastDraft ?? documentsFolder.path"), "\(view)")
    #expect(plan.splits.isEmpty, "\(plan.splits)")
    try KeptCompletionTests.expectTypechecks(files, label: "computed query")
  }

  /// Objective-C: a constant named with its class prefix names the query
  /// (`ARHideEditButton` → `hideEditButton`).
  @Test func anObjCReturnedReadBecomesAQueryNamedAfterItsKey() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (BOOL)shouldShowEditButton
    {
        return self.titleLabel.hidden ? NO : ![[NSUserDefaults standardUserDefaults] boolForKey:ARHideEditButton];
    }
    """), path: "PageViewController.m")
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    #expect(view.contains("return self.titleLabel.hidden ? NO : ![self.output hideEditButton];"), "\(view)")
    #expect(TaskCallbackTests.file(files, "Interactor/PageInteractor.m").contains(
      "- (BOOL)hideEditButton {\n    return [[NSUserDefaults standardUserDefaults] boolForKey:ARHideEditButton];"))
    // The constant is the app's, declared in a header of its own.
    try ObjCOutputCompilesTests.expectCompiles(files, defines: ["ARHideEditButton=@\"ARHideEditButton\""])
  }

  /// The view's new `#import` goes after the last import outside any `#if`: inside one it would
  /// be compiled only under that condition.
  @Test func theAssemblyImportIsNotAddedInsideAConditional() throws {
    let source = TaskCallbackTests.objc("""
    - (IBAction)save:(id)sender
    {
        [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@"saved"];
    }
    """).replacingOccurrences(
      of: "#import <UIKit/UIKit.h>\n",
      with: "#import <UIKit/UIKit.h>\n\n#if __has_include(<SafariServices/SafariServices.h>)\n@import SafariServices;\n#endif\n#ifdef DEBUG\n#import \"DebugTools.h\"\n#endif\n")
    let (_, files) = try TaskCallbackTests.convert(source, path: "PageViewController.m")
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    let assemblyImport = try #require(view.range(of: "#import \"PageAssembly.h\""))
    let endif = try #require(view.range(of: "#endif"))
    #expect(assemblyImport.lowerBound < endif.lowerBound)
    #expect(view.contains("#import \"PageAssembly.h\"\n\n#if __has_include"), "\(view)")
    #expect(!view.contains("#import \"DebugTools.h\"\n#import \"PageAssembly.h\""))
  }
}
