#import <UIKit/UIKit.h>
#import "PLPlaybackSettingsViewInput.h"
#import "PLPlaybackSettingsViewOutput.h"

@interface PLPlaybackSettingsViewController : UIViewController <PLPlaybackSettingsViewInput>

@property (nonatomic, strong) id<PLPlaybackSettingsViewOutput> output;
- (IBAction)autoplayToggled:(UISwitch *)sender;
@end
