#import "PLSettingsController.h"
#import "PLSyncClient.h"
#import "PLStatusMonitor.h"
#import "PLSettingsAssembly.h"

static NSString *const PLAutoplayKey = @"autoplay";

@interface PLSettingsController ()
@property (nonatomic, strong) NSUserDefaults *defaults;
@property (nonatomic, strong) PLStatusMonitor *statusMonitor;
@end

@implementation PLSettingsController

- (id<PLSettingsViewOutput>)output {
    if (!_output) {
        [[[PLSettingsAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (PLSyncClient *)syncClient {
    return self.output.syncClient;
}

- (void)setSyncClient:(PLSyncClient *)syncClient {
    self.output.syncClient = syncClient;
}

- (NSUserDefaults *)defaults {
    return self.output.defaults;
}

- (void)setDefaults:(NSUserDefaults *)defaults {
    self.output.defaults = defaults;
}

- (void)viewDidLoad
{
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Settings", nil);
    self.autoplaySwitch.on = [self.output autoplay];
}

- (void)viewWillAppear:(BOOL)animated
{
    [super viewWillAppear:animated];
    self.statusLabel.text = [self.statusMonitor lastStatus];
}

- (IBAction)autoplayChanged:(UISwitch *)sender
{
    [self.output autoplayChangedEvent:sender.on];
}

- (IBAction)syncTapped:(id)sender
{
    [self.output syncTapped];
}

#pragma mark - Dependencies

// Its default reads another property: it stays with the view.
- (PLStatusMonitor *)statusMonitor
{
    return _statusMonitor ?: [[PLStatusMonitor alloc] initWithClient:self.syncClient];
}

@end
