#import <UIKit/UIKit.h>

@interface TPUserProfileViewController : UIViewController
@end
