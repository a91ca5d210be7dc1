#import <UIKit/UIKit.h>

@interface KRDevicesViewController : UITableViewController
@property (nonatomic, copy) NSArray *devices;
@property (nonatomic, assign) BOOL allowsRemoval;
@end
