#import <UIKit/UIKit.h>
#import <CoreData/CoreData.h>
#import "NBNoteListViewInput.h"
#import "NBNoteListViewOutput.h"

@interface NBNoteListViewController : UITableViewController <NSFetchedResultsControllerDelegate, NBNoteListViewInput>

@property (nonatomic, strong) id<NBNoteListViewOutput> output;
@end
