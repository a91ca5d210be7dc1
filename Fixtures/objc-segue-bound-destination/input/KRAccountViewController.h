#import <UIKit/UIKit.h>

@class KRAccount;

@interface KRAccountViewController : UITableViewController
@property (nonatomic, strong) KRAccount *account;
@end
