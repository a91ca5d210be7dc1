#import <UIKit/UIKit.h>

/// A short message sliding in at the top of the window; not a screen.
@interface TPToastView : UIView
- (void)show;
@end
