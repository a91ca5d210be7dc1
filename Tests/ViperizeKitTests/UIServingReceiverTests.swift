import Foundation
import Testing
@testable import ViperizeCore
@testable import ViperizeKit

/// A receiver whose name ends like a data client's (`…Service`, `…Store`) but says it serves the
/// app's look or its logging (`ThemeService.shared.theme`, `loggerService`) is no data access: a cell styled from
/// the app's theme stays in the view, and is never handed to the interactor. UIKit's action
/// objects (`UITableViewRowAction`, `UIContextualAction`) are UI objects the interactor never gets.
@Suite struct UIServingReceiverTests {
  static let header = """
    #import <UIKit/UIKit.h>

    @interface AccountViewController : UITableViewController
    @end

    """

  static func convertObjC(_ body: String) throws -> (plan: ModulePlan, files: [String: String]) {
    let implementation = """
      #import "AccountViewController.h"
      #import "ThemeService.h"
      #import "ProfileService.h"

      @implementation AccountViewController

      \(body)
      @end

      """
    return try TaskCallbackTests.convertFiles(
      [("AccountViewController.h", header), ("AccountViewController.m", implementation)], moduleName: "Account")
  }

  @Test func aCellStyledFromTheThemeStaysInTheView() throws {
    let (plan, files) = try Self.convertObjC("""
      - (UITableViewCell *)labelCell:(UITableView *)tableView forIndexPath:(NSIndexPath *)indexPath
      {
          AccountSwitchCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Switch" forIndexPath:indexPath];
          cell.nameLabel.textColor = ThemeService.shared.theme.textPrimaryColor;
          return cell;
      }

      """)
    let view = TaskCallbackTests.file(files, "View/AccountViewController.m")
    #expect(view.contains("cell.nameLabel.textColor = ThemeService.shared.theme.textPrimaryColor;"))
    #expect(!TaskCallbackTests.file(files, "Interactor/AccountInteractor.m").contains("ThemeService"))
    #expect(!TaskCallbackTests.file(files, "View/AccountViewOutput.h").contains("AccountSwitchCell"))
    #expect(!plan.diagnostics.contains { $0.id == "viperize.mixed-member" })
  }

  @Test func aServiceNamedForDataStillMoves() throws {
    let (_, files) = try Self.convertObjC("""
      - (void)rename:(NSString *)name
      {
          self.tableView.backgroundColor = ThemeService.shared.theme.backgroundColor;
          [ProfileService.shared saveName:name];
      }

      """)
    let view = TaskCallbackTests.file(files, "View/AccountViewController.m")
    #expect(view.contains("self.tableView.backgroundColor = ThemeService.shared.theme.backgroundColor;"))
    #expect(!view.contains("[ProfileService.shared saveName:name];"))
    #expect(TaskCallbackTests.file(files, "Interactor/AccountInteractor.m").contains("[ProfileService.shared saveName:name];"))
  }

  @Test func aRowActionIsNoValueTheInteractorGets() throws {
    let (_, files) = try Self.convertObjC("""
      - (NSArray *)tableView:(UITableView *)tableView editActionsForRowAtIndexPath:(NSIndexPath *)indexPath
      {
          UITableViewRowAction *leave = [UITableViewRowAction rowActionWithStyle:UITableViewRowActionStyleDestructive title:@"Leave" handler:^(UITableViewRowAction *action, NSIndexPath *path) {
              [self.tableView setEditing:NO animated:YES];
          }];
          leave.backgroundColor = [ProfileService.shared badgeColor];
          return @[ leave ];
      }

      """)
    let interactor = TaskCallbackTests.file(files, "Interactor/AccountInteractor.m")
    #expect(!interactor.contains("UITableViewRowAction"))
    #expect(!TaskCallbackTests.file(files, "View/AccountViewOutput.h").contains("UITableViewRowAction"))
  }

  @Test func swiftThemeServiceCallsAreNoData() throws {
    let source = """
      import UIKit

      final class AccountViewController: UITableViewController {
          private let themeService = ThemeService.shared

          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
              cell.textLabel?.textColor = themeService.color(for: .primaryText)
              return cell
          }

          func restyle() {
              tableView.backgroundColor = themeService.color(for: .background)
              tableView.reloadData()
          }

          func restyleFromEnvironment() {
              // The name the suffix rule reads is the last one before the call.
              tableView.backgroundColor = AppEnvironment.current.themeService.color(for: .background)
              tableView.reloadData()
          }

          func rename(_ name: String) {
              tableView.reloadData()
              ProfileService.shared.save(name: name)
          }
      }

      """
    let (plan, files) = try TaskCallbackTests.convert(source, path: "AccountViewController.swift", moduleName: "Account")
    let view = TaskCallbackTests.file(files, "View/AccountViewController.swift")
    #expect(view.contains("cell.textLabel?.textColor = themeService.color(for: .primaryText)"))
    #expect(view.contains("tableView.backgroundColor = themeService.color(for: .background)"))
    #expect(!view.contains("ProfileService.shared.save(name: name)"))
    #expect(TaskCallbackTests.file(files, "Interactor/AccountInteractor.swift").contains("ProfileService.shared.save(name: name)"))
    // Neither callback nor `restyle()` is taken for code mixing layers: no warning, no data in the audit.
    #expect(plan.diagnostics.filter { $0.id == "viperize.mixed-member" }.isEmpty)
    #expect(plan.classified.layer(of: plan.model.members.first { $0.name == "restyle()" }!.id) == .view)
  }

  @Test func receiverNamesThatSayTheyServeTheLookOrLogging() {
    #expect(ServiceNames.namesAppearanceOrLogging("ThemeService"))
    #expect(ServiceNames.namesAppearanceOrLogging("themeService"))
    #expect(ServiceNames.namesAppearanceOrLogging("loggerService"))
    #expect(ServiceNames.namesAppearanceOrLogging("LoggingManager"))
    // A storage noun last: the word says what it stores.
    #expect(!ServiceNames.namesAppearanceOrLogging("OutfitStyleStore"))
    #expect(!ServiceNames.namesAppearanceOrLogging("themeCache"))
    // `Log` alone is no logging word: `LogInService`, `WorkoutLogStore`.
    #expect(!ServiceNames.namesAppearanceOrLogging("LogInService"))
    #expect(!ServiceNames.namesAppearanceOrLogging("logService"))
    // Other words that keep a type from being inferred a service may name what a store holds.
    #expect(!ServiceNames.namesAppearanceOrLogging("navigationActionStorage"))
    #expect(!ServiceNames.namesAppearanceOrLogging("ImageStore"))
    #expect(!ServiceNames.namesAppearanceOrLogging("ProfileService"))
    #expect(!ServiceNames.namesAppearanceOrLogging("apiClient"))
    #expect(!ServiceNames.namesAppearanceOrLogging("[ProfileService shared]"))
    #expect(!ServiceNames.namesAppearanceOrLogging(""))
  }
}
