#import <UIKit/UIKit.h>

@interface RDCommentsViewController : UIViewController
@end
