import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// Values the view computes for a query (`StatementTagger.viewValue`): a call without arguments of
/// a view method returning a value (`[self favoriteKey]`, `currentQuery()`) or a read of a computed
/// property with a written type. The view evaluates it where the read stood and passes it; never
/// one whose code reads data, and never to code of several statements or with conditions, which
/// might read it later, again or not at all.
@Suite struct ViewValueTests {
  @Test func anObjCHelperKeyIsPassedToAQueryOnly() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (NSString *)favoriteKey
    {
        return [NSString stringWithFormat:@"favorite-%@", self.titleLabel.text];
    }

    - (void)updateFavoriteIcon
    {
        BOOL favorite = [[NSUserDefaults standardUserDefaults] boolForKey:[self favoriteKey]];
        self.titleLabel.hidden = favorite;
    }

    - (IBAction)toggleFavorite:(id)sender
    {
        self.titleLabel.text = @"Saving";
        NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
        BOOL favorite = ![defaults boolForKey:[self favoriteKey]];
        [defaults setBool:favorite forKey:[self favoriteKey]];
        self.titleLabel.text = @"Saved";
    }
    """), path: "PageViewController.m")
    let view = TaskCallbackTests.file(files, "View/PageViewController.m")
    #expect(view.contains("BOOL favorite = [self.output favorite:[self favoriteKey]];"), "\(view)")
    #expect(TaskCallbackTests.file(files, "Interactor/PageInteractor.m").contains("boolForKey:favoriteKey]"))
    // The write reads the key again after the read: it stays, with its own call.
    #expect(view.contains("[defaults setBool:favorite forKey:[self favoriteKey]];"), "\(view)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  @Test func aSwiftHelperIsPassedToAQueryOnly() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      struct Trip { let id: Int }
      final class TripStore {
          static let shared = TripStore()
          var canDelete = true
          var count = 0
          func delete(_ trip: Trip) {}
          func log(_ value: Int) {}
      }

      final class PageViewController: UIViewController {
          @IBOutlet weak var searchBar: UISearchBar!
          @IBOutlet weak var titleLabel: UILabel!
          var trips: [Trip] = []
          var selectedIndex: Int?

          private func currentQuery() -> String {
              return searchBar.text ?? ""
          }

          private var selectedTrip: Trip {
              trips[selectedIndex!]
          }

          private var storedCount: Int {
              TripStore.shared.count
          }

          @IBAction func saveTapped(_ sender: UIButton) {
              UserDefaults.standard.set(currentQuery(), forKey: "lastQuery")
              titleLabel.text = "Saved"
          }

          func refreshCount() {
              let count = UserDefaults.standard.integer(forKey: currentQuery())
              titleLabel.text = "\\(count)"
          }

          func save() {
              titleLabel.text = "Saving"
              TripStore.shared.log(selectedIndex == nil ? 0 : selectedTrip.id)
          }

          @IBAction func deleteTapped(_ sender: UIButton) {
              titleLabel.text = "Deleting"
              guard TripStore.shared.canDelete else { return }
              TripStore.shared.delete(selectedTrip)
          }

          @IBAction func logTapped(_ sender: UIButton) {
              titleLabel.text = "Logged"
              TripStore.shared.log(storedCount)
          }
      }

      """, path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("let count = output.count(currentQuery())"), "\(view)")
    // A write, a read past a guard or in a branch of `?:`, a value computed from data: all stay.
    #expect(view.contains("UserDefaults.standard.set(currentQuery(), forKey: \"lastQuery\")"), "\(view)")
    #expect(view.contains("TripStore.shared.delete(selectedTrip)"), "\(view)")
    #expect(view.contains("TripStore.shared.log(selectedIndex == nil ? 0 : selectedTrip.id)"), "\(view)")
    #expect(view.contains("TripStore.shared.log(storedCount)"), "\(view)")
    #expect(plan.diagnostics.contains { $0.message.contains("'deleteTapped(_:)'") }, "\(plan.diagnostics.map(\.message))")
    try KeptCompletionTests.expectTypechecks(files, label: "view values")
  }

  /// A callback parameter assigned to a property takes only a type the property writes or its
  /// value makes certain: `var homepage = URL(string: …)` is optional, and not told for the
  /// parameter; a function value assigned to a property escapes.
  @Test func anAssignedParameterTakesOnlyACertainPropertyType() throws {
    let (plan, files) = try TaskCallbackTests.convert("""
      import UIKit

      final class SiteAPI {
          static let shared = SiteAPI()
          func homepage(_ completion: @escaping (URL) -> Void) {}
          func refresher(_ completion: @escaping (@escaping () -> Void) -> Void) {}
      }

      final class PageViewController: UIViewController {
          @IBOutlet weak var titleLabel: UILabel!
          var homepage = URL(string: "https://example.com")
          var onRefresh: () -> Void = {}

          func loadHomepage() {
              titleLabel.text = "Loading"
              SiteAPI.shared.homepage { url in
                  self.homepage = url
              }
          }

          func loadRefresher() {
              titleLabel.text = "Loading"
              SiteAPI.shared.refresher { handler in
                  self.onRefresh = handler
              }
          }
      }

      """, path: "PageViewController.swift")
    #expect(plan.diagnostics.contains { $0.message.contains("the type of 'url'") }, "\(plan.diagnostics.map(\.message))")
    #expect(TaskCallbackTests.file(files, "View/PageViewController.swift").contains("_ handler: @escaping () -> Void"))
    try KeptCompletionTests.expectTypechecks(files, label: "certain property types")
  }

  /// A getter mixing a formatter with the view's state is never split: it returns its value.
  @Test func aGetterIsNeverSplit() throws {
    let (plan, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        var updatedAt = Date()

        private var updatedText: String {
            let formatter = DateFormatter()
            formatter.dateStyle = .short
            titleLabel.isHidden = false
            return formatter.string(from: updatedAt)
        }

        func refresh() {
            titleLabel.text = updatedText
        }
    """), path: "PageViewController.swift")
    #expect(plan.splits.isEmpty, "\(plan.splits)")
    try KeptCompletionTests.expectTypechecks(files, label: "getter not split")
  }

  /// A name `if case let` binds is seen in that `if`'s body only: the `else` reads the property.
  @Test func aCasePatternBindingEndsWithItsIf() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.swift("""
        enum State { case idle, failed(String) }
        var state: State = .idle
        var message = "none"

        func record() {
            titleLabel.text = "Saving"
            if case let .failed(message) = state {
                UserDefaults.standard.set(message, forKey: "error")
            } else {
                UserDefaults.standard.set(message, forKey: "message")
            }
        }
    """), path: "PageViewController.swift")
    let view = TaskCallbackTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("output.record(state, message: message)"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "case pattern scope")
  }
}
