#import "EPEpisodeViewController.h"
#import "EPNotesViewController.h"

@interface EPEpisodeViewController ()
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@property (nonatomic, weak) IBOutlet UIButton *playButton;
@end

@implementation EPEpisodeViewController

- (IBAction)closeTapped:(id)sender {
    self.playButton.enabled = NO;
    // The mini player takes over once the player is gone.
    [self dismissViewControllerAnimated:YES completion:^{
        self.playButton.enabled = YES;
    }];
}

- (void)showNotesForEpisodeID:(NSString *)episodeID {
    EPNotesViewController *notes = [[EPNotesViewController alloc] init];
    notes.episodeID = episodeID;
    [self presentViewController:notes animated:YES completion:^{
        self.titleLabel.text = episodeID;
    }];
}

- (void)confirmDelete {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Delete?" message:nil preferredStyle:UIAlertControllerStyleAlert];
    [self presentViewController:alert animated:YES completion:^{
        self.playButton.enabled = NO;
    }];
}

@end
