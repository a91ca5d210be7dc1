#import <UIKit/UIKit.h>
#import <CoreData/CoreData.h>
#import "RCAccountListViewInput.h"
#import "RCAccountListViewOutput.h"

@interface RCAccountListViewController : UITableViewController <RCAccountListViewInput>

@property (nonatomic, strong) id<RCAccountListViewOutput> output;

@property (nonatomic, strong) NSManagedObjectContext *managedObjectContext;
@property (nonatomic, strong) NSArray *accounts;

@end
