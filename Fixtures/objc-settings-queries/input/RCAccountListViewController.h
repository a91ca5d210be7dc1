#import <UIKit/UIKit.h>
#import <CoreData/CoreData.h>

@interface RCAccountListViewController : UITableViewController

@property (nonatomic, strong) NSManagedObjectContext *managedObjectContext;
@property (nonatomic, strong) NSArray *accounts;

@end
