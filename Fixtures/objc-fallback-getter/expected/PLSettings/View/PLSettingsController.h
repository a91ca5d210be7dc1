#import <UIKit/UIKit.h>
#import "PLSettingsViewInput.h"
#import "PLSettingsViewOutput.h"

@class PLSyncClient;

@interface PLSettingsController : UITableViewController <PLSettingsViewInput>

@property (nonatomic, strong) id<PLSettingsViewOutput> output;

@property (nonatomic, weak) IBOutlet UISwitch *autoplaySwitch;
@property (nonatomic, weak) IBOutlet UILabel *statusLabel;

/// Tests give the screen a client of their own; the app uses the shared one.
@property (nonatomic, strong) PLSyncClient *syncClient;

@end
