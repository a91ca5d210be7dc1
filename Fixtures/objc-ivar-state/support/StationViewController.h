#import <UIKit/UIKit.h>

/// The station screen the list opens.
@interface StationViewController : UIViewController
- (instancetype)initWithName:(NSString *)name;
@end

/// What the list uses of NSMutableArray, which the check's Foundation stand-in leaves out.
@interface NSMutableArray (Stations)
- (void)addObject:(id)object;
- (void)removeAllObjects;
@end
