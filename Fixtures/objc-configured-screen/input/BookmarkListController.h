//
//  BookmarkListController.h
//  Bookmarks
//

#import <UIKit/UIKit.h>

@interface BookmarkListController : UITableViewController
- (void) presentNewBookmarkDialog;
@end
