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
}
