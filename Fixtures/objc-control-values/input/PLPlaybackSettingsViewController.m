#import "PLPlaybackSettingsViewController.h"

static NSString * const PLAutoplayKey = @"PLAutoplay";
static NSString * const PLVolumeKey = @"PLVolume";
static NSString * const PLQualityKey = @"PLQuality";

@interface PLPlaybackSettingsViewController ()
@property (nonatomic, weak) IBOutlet UILabel *volumeLabel;
@end

@implementation PLPlaybackSettingsViewController

- (IBAction)autoplayToggled:(UISwitch *)sender
{
    [[NSUserDefaults standardUserDefaults] setBool:sender.on forKey:PLAutoplayKey];
}

- (IBAction)volumeChanged:(UISlider *)slider
{
    self.volumeLabel.text = [NSString stringWithFormat:@"%d%%", (int)(slider.value * 100)];
    [[NSUserDefaults standardUserDefaults] setFloat:slider.value forKey:PLVolumeKey];
}

- (IBAction)qualityChanged:(UISegmentedControl *)control
{
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    [defaults setInteger:control.selectedSegmentIndex forKey:PLQualityKey];
    [defaults removeObjectForKey:PLVolumeKey];
}

@end
