import Testing

@testable import ViperizeCore
@testable import ViperizeObjC

/// The ivar block's declarations carry their types, so a query assigning an ivar is typed.
@Suite struct ObjCInstanceVariableTypeTests {
  @Test func plainDeclarationsHaveTheirTypesAndOthersNone() throws {
    let model = try ObjCTestSupport.model("""
      @interface ListController () {
          NSMutableArray *_items;
          id _first, _second;
          NSArray<NSString *> *_names, *_titles;
      @private
          BOOL _editing;
          __weak UIView *_container;
          IBOutlet UILabel *titleLabel;
          void (^_handler)(void);
          char _buffer[16];
      }
      @end
      @implementation ListController
      - (void)load { _editing = NO; }
      @end
      """)
    #expect(model.instanceVariables == [
      "_items", "_first", "_second", "_names", "_titles", "_editing", "_container", "titleLabel", "_handler", "_buffer",
    ])
    #expect(model.instanceVariableTypes == [
      "_items": "NSMutableArray *", "_first": "id", "_second": "id", "_names": "NSArray<NSString *> *",
      "_titles": "NSArray<NSString *> *", "_editing": "BOOL",
    ])
  }

  /// `NSString *title, *message;` declares both: `message` is a local, not a name from elsewhere
  /// (which, under an app superclass, would keep the code that reads it in the view).
  @Test func everyNameOfADeclarationIsALocal() throws {
    let model = try ObjCTestSupport.model("""
      @implementation LeaveController
      - (void)leave {
          NSString *title, *message = nil, *detail;
          int count = MAX(1, 2), total;
          title = message;
      }
      @end
      """)
    let leave = try #require(model.member("leave"))
    #expect(leave.statements[0].facts.definedLocals == ["title", "message", "detail"])
    #expect(leave.statements[1].facts.definedLocals == ["count", "total"])
    #expect(model.localNames.isSuperset(of: ["title", "message", "detail", "count", "total"]))
  }
}
