#import <UIKit/UIKit.h>

@interface RCRecipeListViewController : UITableViewController
@end
