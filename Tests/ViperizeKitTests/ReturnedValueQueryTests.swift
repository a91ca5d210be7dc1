import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// A member returning what a data read gives (a data source's row count, a flag from the
/// settings) answers with a query of the interactor's, typed as the member says it returns
/// (`SplitTyping.returnedType`): the view's `return` asks `output`, as every other read does
/// (issue 14, item 5: the presenter answers a synchronous query backed by the interactor).
@Suite struct ReturnedValueQueryTests {
  static let swift = """
    import UIKit

    final class FavoriteService {
        func count(at section: Int) -> Int { 0 }
        func sections() -> Int { 1 }
        func title(of section: Int) -> String? { nil }
        func maybe() -> Int? { nil }
    }

    final class FavViewController: UITableViewController {
        let favoriteService = FavoriteService()

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            return favoriteService.count(at: section)
        }

        override func numberOfSections(in tableView: UITableView) -> Int {
            favoriteService.sections()
        }

        func firstCount() -> Int {
            tableView.reloadData()
            return favoriteService.maybe()!
        }

        func headerTitles() -> [String] {
            tableView.reloadData()
            return (0..<3).compactMap { section in
                return favoriteService.title(of: section)
            }
        }
    }

    """

  @Test func swiftReturnAsksAQueryOfTheMembersReturnType() throws {
    let (plan, files) = try TaskCallbackTests.convert(Self.swift, path: "FavViewController.swift", moduleName: "Fav")
    let view = TaskCallbackTests.file(files, "View/FavViewController.swift")
    #expect(view.contains("        return output.count(section)\n"), "\(view)")
    #expect(view.contains("        output.sections()\n"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/FavInteractor.swift")
    #expect(interactor.contains("func count(_ section: Int) -> Int {\n        return favoriteService.count(at: section)\n    }"), "\(interactor)")
    #expect(interactor.contains("func sections() -> Int {"), "\(interactor)")
    // Unwrapped, the read's value is not what the member returns (review: `-> Int` for `maybe()!`).
    let first = try #require(plan.model.members.first { $0.name == "firstCount()" })
    #expect(plan.inPlaceCalls[first.id] == nil)
    // A closure's `return` gives the closure's value, not the member's: its type is not told.
    let titles = try #require(plan.model.members.first { $0.name == "headerTitles()" })
    #expect(plan.inPlaceCalls[titles.id] == nil)
    try KeptCompletionTests.expectTypechecks(files, label: "returned-query")
  }

  @Test func objcReturnAsksAQueryOfTheMethodsReturnType() throws {
    let (_, files) = try TaskCallbackTests.convertFiles([
      (
        "MLPickerViewController.h",
        """
        #import <UIKit/UIKit.h>

        @interface MLPickerViewController : UITableViewController
        @end

        """
      ),
      (
        "MLPickerViewController.m",
        """
        #import "MLPickerViewController.h"
        #import "MLXMPPManager.h"

        @implementation MLPickerViewController

        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section
        {
            return [[MLXMPPManager sharedInstance] connectedCountForSection:section];
        }

        - (instancetype)picker
        {
            self.title = @"Accounts";
            return [[MLXMPPManager sharedInstance] pickerController];
        }

        @end

        """
      ),
    ], moduleName: "MLPicker")
    let view = TaskCallbackTests.file(files, "View/MLPickerViewController.m")
    #expect(view.contains("    return [self.output connectedCountForSection:section];\n"), "\(view)")
    let interactor = TaskCallbackTests.file(files, "Interactor/MLPickerInteractor.m")
    #expect(interactor.contains("- (NSInteger)connectedCountForSection:(NSInteger)section {"), "\(interactor)")
    // `instancetype` tells nothing of the value: in the interactor it would mean the interactor.
    #expect(!interactor.contains("instancetype"), "\(interactor)")
    #expect(view.contains("    return [[MLXMPPManager sharedInstance] pickerController];\n"), "\(view)")
    var module = files
    module["MLPicker/View/MLXMPPManager.h"] = """
      #import <Foundation/Foundation.h>
      @interface MLXMPPManager : NSObject
      + (instancetype)sharedInstance;
      - (NSInteger)connectedCountForSection:(NSInteger)section;
      - (id)pickerController;
      @end

      """
    try ObjCOutputCompilesTests.expectCompiles(module)
  }
}
