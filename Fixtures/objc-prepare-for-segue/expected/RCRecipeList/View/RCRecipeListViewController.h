#import <UIKit/UIKit.h>
#import "RCRecipeListViewInput.h"
#import "RCRecipeListViewOutput.h"

@interface RCRecipeListViewController : UITableViewController <RCRecipeListViewInput>

@property (nonatomic, strong) id<RCRecipeListViewOutput> output;
@end
