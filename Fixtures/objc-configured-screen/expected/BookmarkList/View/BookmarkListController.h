//
//  BookmarkListController.h
//  Bookmarks
//

#import <UIKit/UIKit.h>
#import "BookmarkListViewInput.h"
#import "BookmarkListViewOutput.h"

@interface BookmarkListController : UITableViewController <BookmarkListViewInput>

@property (nonatomic, strong) id<BookmarkListViewOutput> output;
- (void) presentNewBookmarkDialog;
@end
