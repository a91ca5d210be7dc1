import Foundation
import Testing
import ViperizeCore
import ViperizeObjC
import ViperizeSwift

@testable import ViperizeKit

/// What the plan reports a member as (issue 13): a data type in a signature is no data access,
/// and a mixed member whose code all left the view is reported as the layers it went to.
@Suite struct ReportedLayerTests {
  static func jsonLayers(_ plan: ModulePlan) throws -> [String: (layer: String, parts: [String], through: [String])] {
    struct Document: Decodable {
      struct Member: Decodable {
        var name: String
        var layer: String
        var parts: [String]
        var reachedThrough: [String]?
      }
      var members: [Member]
    }
    let conversion = Conversion(
      plan: plan, module: SwiftViperEmitter().emit(plan), checkedLines: 0, rewrittenLines: 0, timings: StageTimings())
    let document = try JSONDecoder().decode(Document.self, from: Data(PlanReport.json(conversion).utf8))
    return Dictionary(uniqueKeysWithValues: document.members.map { ($0.name, ($0.layer, $0.parts, $0.reachedThrough ?? [])) })
  }

  @Test func dataTypesInASignatureAreNoDataAccess() throws {
    let (plan, _) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
            tableView.endUpdates()
        }
        func notes(in context: NSManagedObjectContext) -> [Order] {
            let request = NSFetchRequest<Order>(entityName: "Order")
            return (try? context.fetch(request)) ?? []
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            tableView.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
        }
    """))
    let layers = try Self.jsonLayers(plan)
    #expect(layers["controllerDidChangeContent(_:)"]?.layer == "view")
    // The body names the data type itself: data access.
    #expect(layers["notes(in:)"]?.layer == "interactor")
    // A segue parameter still marks a navigation callback.
    #expect(layers["prepare(for:sender:)"]?.layer == "mixed")
  }

  @Test func aMemberWhoseCodeAllLeftIsReportedAsItsLayers() throws {
    let (plan, _) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        @IBAction func detailTapped(_ sender: UIButton) {
            navigationController?.pushViewController(DetailViewController(), animated: true)
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.popViewController(animated: true)
        }
        @IBAction func closeTapped(_ sender: UIButton) {
            tableView.isHidden = true
            dismiss(animated: true)
        }
    """))
    let layers = try Self.jsonLayers(plan)
    #expect(layers["detailTapped(_:)"]?.layer == "router")
    #expect(layers["detailTapped(_:)"]?.parts == [])
    // A call to `super` is glue: it stays, and the member still reports where its code went.
    #expect(layers["viewWillAppear(_:)"]?.layer == "router")
    // View code stays: mixed, with the view among its parts.
    #expect(layers["closeTapped(_:)"]?.layer == "mixed")
    #expect(layers["closeTapped(_:)"]?.parts == ["view", "router"])
  }

  /// What the view keeps of a split member decides its report: state it writes, a query's result
  /// it keeps and a local it passes on are no view work; a toast, an outlet or a UI parameter is.
  @Test func aMemberWhoseViewKeepsNoViewWorkIsReportedAsItsLayers() throws {
    let (plan, _) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        var isEditingOrder = false
        @IBAction func editTapped(_ sender: UIButton) {
            isEditingOrder = true
            navigationController?.pushViewController(EditOrderViewController(), animated: true)
        }
        @IBAction func savedTapped(_ sender: UIButton) {
            UserDefaults.standard.set(true, forKey: "saved")
            SVProgressHUD.showSuccess(withStatus: "Saved")
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            navigationController?.pushViewController(EditOrderViewController(), animated: true)
        }
    """))
    let layers = try Self.jsonLayers(plan)
    #expect(layers["editTapped(_:)"]?.layer == "router")
    // A HUD is an app view type: view work that stays.
    #expect(layers["savedTapped(_:)"]?.layer == "mixed")
    #expect(layers["savedTapped(_:)"]?.parts == ["view", "interactor"])
    #expect(layers["tableView(_:didSelectRowAt:)"]?.layer == "mixed")
  }

  @Test func anObjCQueryWhoseResultTheViewKeepsIsReportedAsData() throws {
    let (plan, files) = try KeepAppWorkingTests.convertObjC(
      header: """
        #import <UIKit/UIKit.h>
        @interface FavouritesController : UITableViewController
        @end
        """,
      implementation: """
        #import "FavouritesController.h"
        @implementation FavouritesController {
            NSMutableArray *_favourites;
        }
        - (void)reloadFavourites {
            _favourites = [FavouriteStore fetchAllFavourites];
            [_favourites sortUsingSelector:@selector(compare:)];
        }
        - (void)clearFavourites {
            [FavouriteStore deleteAllFavourites];
            [SVProgressHUD showSuccessWithStatus:@"Cleared"];
        }
        @end
        """, name: "FavouritesController")
    let conversion = Conversion(
      plan: plan, module: ObjCViperEmitter().emit(plan), checkedLines: 0, rewrittenLines: 0, timings: StageTimings())
    let text = PlanReport.groupedText(conversion)
    #expect(KeepAppWorkingTests.file(files, "FavouritesController.m").contains("_favourites = [self.output favourites];"))
    let clear = text.split(separator: "\n").first { $0.contains("clearFavourites") } ?? ""
    #expect(clear.contains("view+interactor"), "\(clear)")
    let reload = text.split(separator: "\n").first { $0.contains("reloadFavourites") } ?? ""
    #expect(reload.contains("→ interactor"), "\(reload)")
  }

  @Test func aViewMemberReachesTheLayersOfTheMethodsItCalls() throws {
    let (plan, _) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        @IBAction func detailTapped(_ sender: UIButton) {
            showDetail()
        }
        @IBAction func refreshTapped(_ sender: UIButton) {
            tableView.isHidden = false
            showDetail()
        }
        @IBAction func titleTapped(_ sender: UIButton) {
            tableView.isHidden = true
        }
        private func showDetail() {
            navigationController?.pushViewController(DetailViewController(), animated: true)
        }
    """))
    let layers = try Self.jsonLayers(plan)
    #expect(layers["showDetail()"]?.layer == "router")
    // A forwarder: its one statement calls the method.
    #expect(layers["detailTapped(_:)"]?.layer == "router")
    #expect(layers["detailTapped(_:)"]?.through == ["showDetail()"])
    // View code of its own besides the call.
    #expect(layers["refreshTapped(_:)"]?.layer == "mixed")
    #expect(layers["refreshTapped(_:)"]?.parts == ["view", "router"])
    #expect(layers["titleTapped(_:)"]?.layer == "view")
    #expect(layers["titleTapped(_:)"]?.through == [])
  }

  /// A caller reaches a mixed callee's other layer only when it leads the callee's work.
  @Test func aCallerReachesAMixedCalleesLeadingLayer() throws {
    let (plan, _) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        @IBAction func deleteTapped(_ sender: UIButton) {
            deleteOrder(at: 0)
        }
        @IBAction func saveTapped(_ sender: UIButton) {
            saveOrders()
        }
        private func deleteOrder(at index: Int) {
            UserDefaults.standard.removeObject(forKey: "order")
            tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .fade)
            tableView.isHidden = orders.isEmpty
        }
        private func saveOrders() {
            UserDefaults.standard.set(orders.count, forKey: "count")
            UserDefaults.standard.synchronize()
            tableView.isHidden = true
        }
    """))
    let layers = try Self.jsonLayers(plan)
    #expect(layers["deleteOrder(at:)"]?.parts == ["view", "interactor"])
    // Two lines of table updates to one of data: view work to its caller.
    #expect(layers["deleteTapped(_:)"]?.layer == "view")
    #expect(layers["deleteTapped(_:)"]?.through == [])
    #expect(layers["saveTapped(_:)"]?.layer == "interactor")
    #expect(layers["saveTapped(_:)"]?.through == ["saveOrders()"])
  }

  @Test func anAlertStaysAViewMatterWhereverItsTypeIsWritten() throws {
    let (plan, _) = try CallbackSplitTests.convert(ScopeCheckTests.swiftController("""
        private func show(_ alert: UIAlertController) {
            present(alert, animated: true)
        }
        func showError() {
            let alert = UIAlertController(title: "Error", message: nil, preferredStyle: .alert)
            DispatchQueue.main.async {
                self.present(alert, animated: true)
            }
        }
    """))
    let layers = try Self.jsonLayers(plan)
    // In the signature: still the alert the rules look for.
    #expect(layers["show(_:)"]?.layer == "view")
    // Created in the member, presented from a closure: the closure's present shows that alert.
    #expect(layers["showError()"]?.layer == "view")
  }
}
