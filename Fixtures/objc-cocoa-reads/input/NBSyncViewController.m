#import "NBSyncViewController.h"
#import "NBNoteStore.h"

@interface NBSyncViewController ()
@property (nonatomic, weak) IBOutlet UILabel *statusLabel;
@property (nonatomic, weak) IBOutlet UIButton *syncButton;
@property (nonatomic) BOOL syncing;
@end

@implementation NBSyncViewController

- (void)viewWillAppear:(BOOL)animated
{
    [super viewWillAppear:animated];
    // Signed out, or a sync still running: nothing to offer.
    if (!self.syncing && ![[NBNoteStore sharedStore] isSignedIn]) {
        self.statusLabel.text = @"Sign in to sync your notes";
        self.syncButton.enabled = NO;
    }
    if (self.syncing || [[NBNoteStore sharedStore] hasDrafts]) {
        self.syncButton.hidden = NO;
    }
}

- (void)applySettings
{
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    BOOL compact = [defaults boolForKey:@"NBCompactList"];
    self.statusLabel.alpha = compact ? 0.5 : 1.0;
    if ([defaults boolForKey:@"NBShowCount"]) {
        self.statusLabel.text = [NSString stringWithFormat:@"%ld notes", (long)[defaults integerForKey:@"NBNoteCount"]];
    }
}

- (void)restoreDrafts:(BOOL)fromCloud
{
    if (fromCloud) {
        NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
        NSInteger legacyCount = [defaults integerForKey:@"NBLegacyDraftCount"];
        if (legacyCount > 0) {
            self.statusLabel.text = [NSString stringWithFormat:@"%ld old drafts", (long)legacyCount];
            [defaults removeObjectForKey:@"NBLegacyDraftCount"];
        }
    } else {
        NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
        self.syncButton.hidden = ![defaults boolForKey:@"NBShowSync"];
    }
}

- (IBAction)saveTapped:(id)sender
{
    NSError *error = nil;
    if (![[self managedObjectContext] save:&error]) {
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
        [[NSFileManager defaultManager] nb_openExportsFolder:^(BOOL opened) {
            if (!opened) {
                self.statusLabel.text = @"Could not open the exports folder";
            }
        }];
    });
}

@end
