#import <UIKit/UIKit.h>

/// The station screen the list opens.
@interface StationViewController : UIViewController
- (instancetype)initWithName:(NSString *)name;
@end
