#import "PLPlaybackSettingsViewController.h"
#import "PLPlaybackSettingsAssembly.h"

static NSString * const PLAutoplayKey = @"PLAutoplay";
static NSString * const PLVolumeKey = @"PLVolume";
static NSString * const PLQualityKey = @"PLQuality";

@interface PLPlaybackSettingsViewController ()
@property (nonatomic, weak) IBOutlet UILabel *volumeLabel;
@end

@implementation PLPlaybackSettingsViewController

- (id<PLPlaybackSettingsViewOutput>)output {
    if (!_output) {
        [[[PLPlaybackSettingsAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (IBAction)autoplayToggled:(UISwitch *)sender
{
    [self.output autoplayToggledEvent:sender.on];
}

- (IBAction)volumeChanged:(UISlider *)slider
{
    self.volumeLabel.text = [NSString stringWithFormat:@"%d%%", (int)(slider.value * 100)];
    [self.output volumeChangedEvent:slider.value];
}

- (IBAction)qualityChanged:(UISegmentedControl *)control
{
    [self.output qualityChangedEvent:control.selectedSegmentIndex];
}

@end
