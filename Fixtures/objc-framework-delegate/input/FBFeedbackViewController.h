#import <UIKit/UIKit.h>

@interface FBFeedbackViewController : UIViewController
@end
