#import "NBSyncViewController.h"
#import "NBNoteStore.h"
#import "NBSyncAssembly.h"

@interface NBSyncViewController ()
@property (nonatomic, weak) IBOutlet UILabel *statusLabel;
@property (nonatomic, weak) IBOutlet UIButton *syncButton;
@property (nonatomic) BOOL syncing;
@end

@implementation NBSyncViewController

- (id<NBSyncViewOutput>)output {
    if (!_output) {
        [[[NBSyncAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (void)viewWillAppear:(BOOL)animated
{
    [super viewWillAppear:animated];
    // Signed out, or a sync still running: nothing to offer.
    if (!self.syncing && ![self.output isSignedIn]) {
        self.statusLabel.text = @"Sign in to sync your notes";
        self.syncButton.enabled = NO;
    }
    if (self.syncing || [self.output hasDrafts]) {
        self.syncButton.hidden = NO;
    }
}

- (void)applySettings
{
    BOOL compact = [self.output nbCompactList];
    self.statusLabel.alpha = compact ? 0.5 : 1.0;
    if ([self.output nbShowCount]) {
        self.statusLabel.text = [NSString stringWithFormat:@"%ld notes", (long)[self.output nbNoteCount]];
    }
}

- (void)restoreDrafts:(BOOL)fromCloud
{
    if (fromCloud) {
        NSInteger legacyCount = [self.output nbLegacyDraftCount];
        if (legacyCount > 0) {
            self.statusLabel.text = [NSString stringWithFormat:@"%ld old drafts", (long)legacyCount];
            [self.output removeNbLegacyDraftCount];
        }
    } else {
        self.syncButton.hidden = ![self.output nbShowSync];
    }
}

- (IBAction)saveTapped:(id)sender
{
    NSError *error = nil;
    if (![self.output save:self.managedObjectContext error:&error]) {
        self.statusLabel.text = [error localizedDescription];
        return;
    }
    self.statusLabel.text = @"Saved";
}

- (IBAction)exportsTapped:(id)sender
{
    self.syncButton.enabled = NO;
    dispatch_async(dispatch_get_main_queue(), ^{
        self.statusLabel.text = @"Opening exports";
        [self.output nb_openExportsFolderWithCompletion:^(BOOL opened) {
            if (!opened) {
                self.statusLabel.text = @"Could not open the exports folder";
            }
        }];
    });
}

@end
