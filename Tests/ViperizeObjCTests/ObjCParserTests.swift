import Testing
import ViperizeCore
@testable import ViperizeObjC

/// Behaviour of the structure, statement and facts parsing on small inline sources.
@Suite struct ObjCParserTests {
  static let menu = """
    #import <UIKit/UIKit.h>
    @interface MenuViewController : UIViewController <UITableViewDelegate>
    @property (nonatomic, weak) IBOutlet UITableView *tableView;
    @end

    @implementation MenuViewController

    #pragma mark - Selection

    // Pushes the chosen section.
    - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
        switch (indexPath.row) {
            case 0: {
                UIViewController *next = [self.storyboard instantiateViewControllerWithIdentifier:@"A"];
                [self.navigationController pushViewController:next animated:YES];
            }
                break;
            default:
                [self showError:@"}"];
                break;
        }
    }

    -(id<Cache>)cache{
        if (!_cache) {
            _cache = [[DiskCache alloc] initWithManager:[NSFileManager defaultManager]];
        }
        return _cache;
    }

    - (instancetype)initWithTitle:(NSString *)title { self = [super init]; return self; }
    - (void)dealloc { }
    + (NSString *)identifier { return @"menu"; }
    @end
    """

  @Test func selectorsKindsAndLines() throws {
    let model = try ObjCTestSupport.model(Self.menu)
    #expect(model.name == "MenuViewController")
    #expect(model.superclass == "UIViewController")
    #expect(model.conformances == ["UITableViewDelegate"])
    #expect(model.members.map(\.name) == [
      "tableView", "tableView:didSelectRowAtIndexPath:", "cache", "initWithTitle:", "dealloc", "identifier",
    ])
    #expect(model.members.map(\.kind) == [.storedProperty, .method, .method, .initializer, .deinitializer, .method])
    #expect(model.members.enumerated().allSatisfy { $0.offset == $0.element.id })
    let select = try #require(model.member("tableView:didSelectRowAtIndexPath:"))
    #expect(select.baseName == "tableView")
    #expect(select.declarationSpan.startLine == 11 && select.declarationSpan.endLine == 22)
    #expect(select.span.startLine == 10, "the leading comment belongs to the member, the #pragma does not")
    #expect(select.signature?.parameters.map(\.name) == ["tableView", "indexPath"])
    #expect(select.signature?.parameters.map(\.type) == ["UITableView *", "NSIndexPath *"])
    #expect(select.signature?.returnType == nil)
    #expect(model.member("identifier")?.signature?.isStatic == true)
    let property = try #require(model.member("tableView"))
    #expect(property.attributes == ["nonatomic", "weak", "IBOutlet"])
    #expect(property.propertyType == "UITableView *")
  }

  @Test func declarationsAndInsertionPoints() throws {
    let model = try ObjCTestSupport.model(Self.menu)
    #expect(model.declarations.map(\.kind) == [.objcInterface, .objcImplementation])
    let interface = model.declarations[0]
    let file = model.files[0]
    #expect(file.slice(interface.nameRange) == "MenuViewController")
    #expect(interface.hasInheritanceClause)
    #expect(file.slice(interface.inheritanceInsertionOffset..<(interface.inheritanceInsertionOffset + 1)) == ">")
    #expect(file.slice(interface.bodyEnd..<(interface.bodyEnd + 4)) == "@end")
    #expect(model.declarations[1].memberIDs == [1, 2, 3, 4, 5])
  }

  @Test func switchBranchesUnwrapCaseBlocks() throws {
    let model = try ObjCTestSupport.model(Self.menu)
    let select = try #require(model.member("tableView:didSelectRowAtIndexPath:"))
    #expect(select.statements.count == 1)
    let switchStatement = select.statements[0]
    #expect(switchStatement.kind == .switchStatement)
    #expect(switchStatement.subject == "indexPath.row")
    #expect(switchStatement.branches.map(\.label) == ["case 0:", "default:"])
    #expect(switchStatement.branches[0].statements.map(\.kind) == [.declaration, .expression])
    #expect(switchStatement.branches[1].statements.count == 1)
    #expect(switchStatement.extendedSpan.startLine == 12)
  }

  @Test func factsOfAMessageSend() throws {
    let model = try ObjCTestSupport.model(Self.menu)
    let select = try #require(model.member("tableView:didSelectRowAtIndexPath:"))
    let push = select.statements[0].branches[0].statements[1]
    var pushed = CallFact(name: "pushViewController", fullName: "pushViewController:animated:", receiver: "navigationController", line: 15, column: 13)
    pushed.firstArgument = "next"
    #expect(push.facts.calls == [pushed])
    let reference = try #require(push.facts.selfReferences.first)
    #expect(reference.name == "navigationController" && reference.calledName == nil && !reference.isWrite)
    #expect(model.files[0].slice(try #require(reference.receiverRange)) == "self")
    #expect(push.facts.usedNames == ["next"])
    let declaration = select.statements[0].branches[0].statements[0]
    #expect(declaration.facts.definedLocals == ["next"])
    #expect(declaration.facts.typeNames.map(\.name) == ["UIViewController"])
    let error = select.statements[0].branches[1].statements[0]
    #expect(error.facts.selfReferences.map(\.calledName) == ["showError:"])
  }

  @Test func classReceivingAMessageWithArgumentsIsAType() throws {
    let model = try ObjCTestSupport.model("""
      @interface PingViewController : UIViewController
      @end

      @implementation PingViewController
      - (void)ping:(NSURLRequest *)request {
          NSData *data = [NSURLConnection sendSynchronousRequest:request returningResponse:NULL error:NULL];
          [self show:data style:Compact animated:YES];
      }
      @end
      """)
    let ping = try #require(model.member("ping:"))
    #expect(ping.statements[0].facts.typeNames.map(\.name) == ["NSData", "NSURLConnection"])
    // A capitalised argument before the next selector piece is a value, not a type.
    #expect(ping.statements[1].facts.typeNames.isEmpty)
  }

  @Test func lazyGetter() throws {
    let model = try ObjCTestSupport.model(Self.menu)
    let cache = try #require(model.member("cache"))
    let lazy = try #require(cache.lazyInitialization)
    #expect(lazy.propertyName == "cache")
    #expect(model.text(of: lazy.creation.span).hasPrefix("_cache = [[DiskCache alloc]"))
    #expect(lazy.creation.facts.calls.map(\.fullName) == ["initWithManager:", "alloc", "defaultManager"])
    #expect(cache.signature?.returnType == "id<Cache>")
    #expect(ObjCLazyGetterDetector.ivarName(inNilCheck: "nil == _x") == "_x")
    #expect(ObjCLazyGetterDetector.ivarName(inNilCheck: "self.x == nil") == nil)
  }

  @Test func ivarsBlocksAndReturns() throws {
    let model = try ObjCTestSupport.model("""
      @implementation LoadController
      - (void)load {
          __weak typeof(self) weakSelf = self;
          [session fetch:^(NSData *data, NSError *error) {
              if (error) { return; }
              weakSelf.count = data.length;
          }];
          _count += 1;
          if (_count > 3) return;
      }
      @end
      """)
    let load = try #require(model.member("load"))
    #expect(load.statements.map(\.kind) == [.declaration, .expression, .assignment, .ifStatement])
    #expect(load.statements[0].facts.definedLocals == ["weakSelf"])
    #expect(load.statements[1].facts.definedLocals == ["data", "error"])
    #expect(load.statements[1].facts.returns == false, "a return inside a block does not leave the method")
    #expect(load.statements[3].facts.returns)
    let ivar = try #require(load.statements[2].facts.selfReferences.first)
    #expect(ivar.name == "count" && ivar.isWrite && ivar.receiverRange == nil)
    #expect(load.statements[3].branches.map(\.label) == ["_count > 3"])
  }

  @Test func ifElseChainsBecomeBranches() throws {
    let model = try ObjCTestSupport.model("""
      @implementation FormController
      - (void)check { if (a) { [self x]; } else if (b) [self y]; else { [self z]; [self w]; } }
      @end
      """)
    let statement = try #require(model.member("check")?.statements.first)
    #expect(statement.branches.map(\.label) == ["a", "b", "else"])
    #expect(statement.branches.map(\.statements.count) == [1, 1, 2])
  }

  @Test func controllerChoice() throws {
    let two = "@interface AController : NSObject\n@end\n@interface BController : NSObject\n@end\n"
    #expect(throws: FrontendError.self) { try ObjCTestSupport.model(two) }
    #expect(try ObjCTestSupport.model(two, className: "BController").name == "BController")
    #expect(throws: FrontendError.classNotFound(name: "C", candidates: ["AController", "BController"])) {
      try ObjCTestSupport.model(two, className: "C")
    }
    #expect(throws: FrontendError.noController(files: ["Inline.m"])) {
      try ObjCTestSupport.model("@interface Helper : NSObject\n@end\n")
    }
    let screen = try ObjCTestSupport.model("@interface Screen : UITableViewController\n@end\n@implementation Screen\n@end\n")
    #expect(screen.name == "Screen")
  }

  @Test func syntaxErrorsPointAtTheUnclosedConstruct() {
    #expect(throws: FrontendError.syntaxError(file: "Inline.m", line: 2, column: 11, message: "unclosed '{' in method 'a'")) {
      try ObjCTestSupport.model("@implementation XController\n- (void)a { if (x) {\n}\n- (void)b { }\n@end\n")
    }
    #expect(throws: FrontendError.syntaxError(
      file: "Inline.m", line: 1, column: 1, message: "missing '@end' for '@implementation XController'")) {
      try ObjCTestSupport.model("@implementation XController\n- (void)a { }\n")
    }
  }
}
