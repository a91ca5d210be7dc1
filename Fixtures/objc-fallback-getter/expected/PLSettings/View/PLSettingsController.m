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

// viperize: mixed member: 'syncTapped:' mixes view, interactor code: syncClient.syncNow (line 34); not split: line 34 mixes interactor code with view code ('syncClient', line 34); left in the view unchanged
- (IBAction)syncTapped:(id)sender
{
    [self.syncClient syncNow];
}

#pragma mark - Dependencies

// viperize: mixed member: 'syncClient' mixes view, interactor code: PLSyncClient.sharedClient (line 46); not split: it returns a value from code that would move; left in the view unchanged
- (PLSyncClient *)syncClient
{
    return _syncClient ?: [PLSyncClient sharedClient];
}

// Its default reads another property: it stays with the view.
- (PLStatusMonitor *)statusMonitor
{
    return _statusMonitor ?: [[PLStatusMonitor alloc] initWithClient:self.syncClient];
}

@end
