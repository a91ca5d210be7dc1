#import <UIKit/UIKit.h>

@interface PLPlaybackSettingsViewController : UIViewController
- (IBAction)autoplayToggled:(UISwitch *)sender;
@end
