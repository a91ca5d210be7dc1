#import <UIKit/UIKit.h>
#import <CoreData/CoreData.h>
#import "NBNoteListViewInput.h"
#import "NBNoteListViewOutput.h"

@interface NBNoteListController : UITableViewController <NSFetchedResultsControllerDelegate, NBNoteListViewInput>

@property (nonatomic, strong) id<NBNoteListViewOutput> output;
@end
