//
//  BookmarkListController.m
//  Bookmarks
//

#import "BookmarkListController.h"
#import "BookmarkEditViewController.h"
#import "BookmarkListAssembly.h"

@implementation BookmarkListController {
    BOOL _editing;
    NSString *_editedBookmark;
}

- (id<BookmarkListViewOutput>)output {
    if (!_output) {
        [[[BookmarkListAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

#pragma mark - Modal edit dialog

// The editor is wrapped in its own navigation controller and shown as a form sheet.
- (void) presentNewBookmarkDialog {
    [self.output presentNewBookmarkDialogEvent];
}

// Editing remembers which bookmark is edited before the dialog is shown.
- (void) presentEditDialogForBookmark:(NSString *)bookmark {
    _editing = YES;
    _editedBookmark = bookmark;

    [self.output presentEditDialogForBookmark];
}

// The editor is built up front; only a bookmark that can be edited shows it.
- (void) editBookmarkIfAllowed:(NSString *)bookmark {
    [self.tableView reloadData];
    if ([bookmark length] > 0) {
        [self.output showEditBookmarkIfAllowed];
        _editing = YES;
    }
}

- (void) doneButtonClicked:(id)sender {
    [self.tableView reloadData];
}

@end
