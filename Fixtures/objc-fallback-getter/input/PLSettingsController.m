#import "PLSettingsController.h"
#import "PLSyncClient.h"
#import "PLStatusMonitor.h"

static NSString *const PLAutoplayKey = @"autoplay";

@interface PLSettingsController ()
@property (nonatomic, strong) NSUserDefaults *defaults;
@property (nonatomic, strong) PLStatusMonitor *statusMonitor;
@end

@implementation PLSettingsController

- (void)viewDidLoad
{
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Settings", nil);
    self.autoplaySwitch.on = [self.defaults boolForKey:@"autoplay"];
}

- (void)viewWillAppear:(BOOL)animated
{
    [super viewWillAppear:animated];
    self.statusLabel.text = [self.statusMonitor lastStatus];
}

- (IBAction)autoplayChanged:(UISwitch *)sender
{
    [self.defaults setBool:sender.on forKey:PLAutoplayKey];
}

- (IBAction)syncTapped:(id)sender
{
    [self.syncClient syncNow];
}

#pragma mark - Dependencies

- (NSUserDefaults *)defaults
{
    return _defaults ?: [NSUserDefaults standardUserDefaults];
}

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
