#import <UIKit/UIKit.h>

@interface LDSettingsViewController : UIViewController
@end
