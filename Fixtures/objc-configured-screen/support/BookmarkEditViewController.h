#import <UIKit/UIKit.h>

@interface BookmarkEditViewController : UIViewController
- (void) setTarget:(id)target;
- (void) setDoneAction:(SEL)action;
@end
