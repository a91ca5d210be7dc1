#import "EPEpisodeViewController.h"
#import "EPNotesViewController.h"
#import "EPEpisodeAssembly.h"

@interface EPEpisodeViewController ()
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@property (nonatomic, weak) IBOutlet UIButton *playButton;
@end

@implementation EPEpisodeViewController

- (id<EPEpisodeViewOutput>)output {
    if (!_output) {
        [[[EPEpisodeAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (IBAction)closeTapped:(id)sender {
    self.playButton.enabled = NO;
    [self.output closeTapped];
}

- (void)afterClose {
    self.playButton.enabled = YES;
}

- (void)showNotesForEpisodeID:(NSString *)episodeID {
    [self.output displayNotesForEpisodeID:episodeID];
}

- (void)afterShowNotesForEpisodeID:(NSString *)episodeID {
    self.titleLabel.text = episodeID;
}

- (void)confirmDelete {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Delete?" message:nil preferredStyle:UIAlertControllerStyleAlert];
    [self presentViewController:alert animated:YES completion:^{
        self.playButton.enabled = NO;
    }];
}

@end
