#import <UIKit/UIKit.h>
#import <CoreData/CoreData.h>

@interface NBNoteListController : UITableViewController <NSFetchedResultsControllerDelegate>
@end
