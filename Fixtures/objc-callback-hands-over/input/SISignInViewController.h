#import <UIKit/UIKit.h>

@interface SISignInViewController : UIViewController
- (void)refreshSession;
@end
