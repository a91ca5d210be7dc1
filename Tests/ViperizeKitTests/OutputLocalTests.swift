import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// Code handed over in place from a closure that did not hold the controller (an observer's
/// block, an action's handler): `self.output` there would make the closure hold the view, and a
/// view keeping the closure would never be freed. The view declares `let output = self.output`
/// before the statement holding the closure, which captures the presenter instead.
@Suite struct OutputLocalTests {
  @Test func swiftObserverReadsALocalOutput() throws {
    let (plan, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        var observer: NSObjectProtocol?

        func listen() {
            titleLabel.text = nil
            // Forget the draft when the account changes.
            observer = NotificationCenter.default.addObserver(forName: .init("account"), object: nil, queue: .main) { _ in
                UserDefaults.standard.removeObject(forKey: "draft")
                print("forgot")
            }
        }
    """))
    #expect(plan.inPlaceCalls.values.joined().contains { $0.outputLocal != nil })
    let view = KeptCompletionTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("""
                titleLabel.text = nil
                let output = self.output
                // Forget the draft when the account changes.
                observer = NotificationCenter.default.addObserver(forName: .init("account"), object: nil, queue: .main) { _ in
                    output.removeDraft()
                    print("forgot")
                }
        """), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "output-local")
  }

  /// A closure that names the controller already holds it: `self.output` as before.
  @Test func aClosureHoldingSelfCallsSelfOutput() throws {
    let (_, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        func listen() {
            NotificationCenter.default.addObserver(forName: .init("account"), object: nil, queue: .main) { _ in
                UserDefaults.standard.removeObject(forKey: "draft")
                self.titleLabel.text = nil
            }
        }
    """))
    let view = KeptCompletionTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("            self.output."), "\(view)")
    #expect(!view.contains("let output = self.output"))
  }

  /// The local could not be declared where the code names `output` already, and view state
  /// would be read through `self`: nothing is handed over from such a closure.
  @Test func noLocalWhenTheCodeNamesOutputOrReadsViewState() throws {
    let (plan, _) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        func listen(output: String) {
            NotificationCenter.default.addObserver(forName: .init("account"), object: nil, queue: .main) { _ in
                UserDefaults.standard.set(output, forKey: "draft")
            }
        }

        func remember() {
            NotificationCenter.default.addObserver(forName: .init("page"), object: nil, queue: .main) { [pageURL] _ in
                UserDefaults.standard.set(pageURL, forKey: "page")
            }
        }
    """))
    #expect(!plan.inPlaceCalls.values.joined().contains { $0.outputLocal != nil })
  }

  @Test func objcBlockReadsALocalOutput() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (void)confirmReset
    {
        UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Reset" message:nil preferredStyle:UIAlertControllerStyleAlert];
        [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
            [[NSUserDefaults standardUserDefaults] removeObjectForKey:@"draft"];
        }]];
        [self presentViewController:alert animated:YES completion:nil];
    }
    """), path: "PageViewController.m")
    let view = KeptCompletionTests.file(files, "View/PageViewController.m")
    #expect(view.contains("""
            id<PageViewOutput> output = self.output;
            [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
                [output removeDraft];
            }]];
        """), "\(view)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// The local goes before the statement of the method's own body holding the closure: never
  /// between a braceless `if` and its statement. A block in a `switch` case that would capture
  /// the local stays as it is: ARC forbids jumping past it to a later case label.
  @Test func objcLocalGoesBeforeTheBodysStatement() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (void)confirmReset:(NSInteger)mode
    {
        UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Reset" message:nil preferredStyle:UIAlertControllerStyleAlert];
        if (mode == 1)
            [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
                [[NSUserDefaults standardUserDefaults] removeObjectForKey:@"draft"];
            }]];
        switch (mode) {
            case 2:
                [alert addAction:[UIAlertAction actionWithTitle:@"All" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
                    [[NSUserDefaults standardUserDefaults] removeObjectForKey:@"all"];
                }]];
                break;
            default:
                break;
        }
        [self presentViewController:alert animated:YES completion:nil];
    }
    """), path: "PageViewController.m")
    let view = KeptCompletionTests.file(files, "View/PageViewController.m")
    #expect(view.contains("""
            id<PageViewOutput> output = self.output;
            if (mode == 1)
                [alert addAction:
        """), "\(view)")
    #expect(view.components(separatedBy: "output = self.output").count == 2, "\(view)")
    #expect(view.contains("[[NSUserDefaults standardUserDefaults] removeObjectForKey:@\"all\"];"))
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// No place for the local: before the one expression a body yields (it would no longer be
  /// the value), or on a line the statement shares with the body's `{`.
  @Test func noLocalBeforeABodysValueOrOnTheBracesLine() throws {
    let (plan, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        var handler: (() -> Void)?

        func makeHandler() -> () -> Void {
            { UserDefaults.standard.removeObject(forKey: "one"); print("x") }
        }

        func setUp() { handler = { UserDefaults.standard.removeObject(forKey: "two"); print("y") } }
    """))
    #expect(!plan.inPlaceCalls.values.joined().contains { $0.outputLocal != nil })
    #expect(!KeptCompletionTests.file(files, "View/PageViewController.swift").contains("output = self.output"))
    try KeptCompletionTests.expectTypechecks(files, label: "no-output-local")
  }

  /// A closure holding the controller weakly: code of its own that never reaches the controller
  /// ran whether or not the controller was still there, so it reads the local `output` (through
  /// `self?.output` it would not run once the view is gone). Code reaching the view through
  /// `self?.` still calls `self?.output`, and view state keeps a statement in the view.
  @Test func aWeakClosuresOwnCodeReadsALocalOutput() throws {
    let (_, files) = try KeptCompletionTests.convert(TaskCallbackTests.swift("""
        func refresh() {
            DispatchQueue.main.async { [weak self] in
                self?.titleLabel.text = nil
                UserDefaults.standard.set(Date(), forKey: "lastRefresh")
                self?.navigationController?.popViewController(animated: true)
                UserDefaults.standard.set(self?.pageURL, forKey: "page")
            }
        }
    """))
    let view = KeptCompletionTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("""
                let output = self.output
                DispatchQueue.main.async { [weak self] in
                    self?.titleLabel.text = nil
                    output.saveLastRefresh()
                    self?.output.close()
                    UserDefaults.standard.set(self?.pageURL, forKey: "page")
                }
        """), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "weak-output-local")
  }

  /// The Objective-C form: a block reading a weak alias (`weakSelf`), assigned to a local.
  @Test func objcWeakBlockReadsALocalOutput() throws {
    let (_, files) = try TaskCallbackTests.convert(TaskCallbackTests.objc("""
    - (void)refresh
    {
        __weak typeof(self) weakSelf = self;
        void (^done)(NSError *error) = ^(NSError *error) {
            if (!error) {
                weakSelf.titleLabel.text = nil;
                [[NSUserDefaults standardUserDefaults] setObject:[NSDate date] forKey:@"lastRefresh"];
            }
        };
        done(nil);
    }
    """), path: "PageViewController.m")
    let view = KeptCompletionTests.file(files, "View/PageViewController.m")
    #expect(view.contains("""
            __weak typeof(self) weakSelf = self;
            id<PageViewOutput> output = self.output;
            void (^done)(NSError *error) = ^(NSError *error) {
                if (!error) {
                    weakSelf.titleLabel.text = nil;
                    [output saveLastRefresh];
        """), "\(view)")
    try ObjCOutputCompilesTests.expectCompiles(files)
  }

  /// Through the local `output` a value comes back as it is (no optional) and nothing checks
  /// the controller again: in a closure holding it weakly, a read of nothing of the view's is a
  /// query there, a run computing a local the view never reads goes whole, and a run may await
  /// before its last statement.
  @Test func aWeakClosureAsksTheLocalOutputAndAwaitsThroughIt() throws {
    let (_, files) = try TaskCallbackTests.convert("""
      import UIKit

      final class PingService {
          static let shared = PingService()
          func ping() async {}
      }

      final class PageViewController: UIViewController {
          @IBOutlet weak var titleLabel: UILabel!

          func refresh() {
              DispatchQueue.main.async { [weak self] in
                  let n = UserDefaults.standard.integer(forKey: "count")
                  UserDefaults.standard.set(n + 1, forKey: "count")
                  self?.titleLabel.text = UserDefaults.standard.string(forKey: "title")
              }
          }

          func ping() {
              Task { [weak self] in
                  await PingService.shared.ping()
                  UserDefaults.standard.set(1, forKey: "pinged")
                  self?.titleLabel.text = "done"
              }
          }
      }

      """, path: "PageViewController.swift", className: "PageViewController")
    let view = KeptCompletionTests.file(files, "View/PageViewController.swift")
    #expect(view.contains("""
                DispatchQueue.main.async { [weak self] in
                    output.saveCount()
                    self?.titleLabel.text = output.title()
                }
        """), "\(view)")
    #expect(view.contains("""
                Task { [weak self] in
                    await output.ping()
                    self?.titleLabel.text = "done"
                }
        """), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "weak-output-query")
  }
}
