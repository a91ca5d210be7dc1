//
//  BookmarkListController.m
//  Bookmarks
//

#import "BookmarkListController.h"
#import "BookmarkEditViewController.h"

@implementation BookmarkListController {
    BOOL _editing;
    NSString *_editedBookmark;
}

#pragma mark - Modal edit dialog

// The editor is wrapped in its own navigation controller and shown as a form sheet.
- (void) presentNewBookmarkDialog {
    UINavigationController *modalNav = [[UINavigationController alloc] init];

    BookmarkEditViewController *editView = [[BookmarkEditViewController alloc] init];

    [editView setTarget:self];
    [editView setDoneAction:@selector(doneButtonClicked:)];
    [modalNav pushViewController:editView animated:NO];

    modalNav.modalPresentationStyle = UIModalPresentationFormSheet;
    [[self navigationController] presentViewController:modalNav animated:YES completion:nil];
}

// Editing remembers which bookmark is edited before the dialog is shown.
- (void) presentEditDialogForBookmark:(NSString *)bookmark {
    UINavigationController *modalNav = [[UINavigationController alloc] init];
    BookmarkEditViewController *editView = [[BookmarkEditViewController alloc] init];

    _editing = YES;
    _editedBookmark = bookmark;

    [editView setTarget:self];
    [modalNav pushViewController:editView animated:NO];
    modalNav.modalPresentationStyle = UIModalPresentationFormSheet;
    [[self navigationController] presentViewController:modalNav animated:YES completion:nil];
}

// The editor is built up front; only a bookmark that can be edited shows it.
- (void) editBookmarkIfAllowed:(NSString *)bookmark {
    [self.tableView reloadData];
    BookmarkEditViewController *editView = [[BookmarkEditViewController alloc] init];
    if ([bookmark length] > 0) {
        [editView setTarget:self];
        [self.navigationController pushViewController:editView animated:YES];
        _editing = YES;
    }
}

- (void) doneButtonClicked:(id)sender {
    [self.tableView reloadData];
}

@end
