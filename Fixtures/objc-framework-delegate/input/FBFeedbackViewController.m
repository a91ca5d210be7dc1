#import "FBFeedbackViewController.h"
#import <MessageUI/MessageUI.h>

static NSString * const FBLastFeedbackDateKey = @"FBLastFeedbackDate";

@interface FBFeedbackViewController () <MFMailComposeViewControllerDelegate>
@property (nonatomic, weak) IBOutlet UILabel *statusLabel;
@end

@implementation FBFeedbackViewController

- (IBAction)writeToSupportTapped:(id)sender
{
    MFMailComposeViewController *composer = [[MFMailComposeViewController alloc] init];
    composer.mailComposeDelegate = self;
    [composer setSubject:@"Feedback"];
    [composer setToRecipients:@[@"support@example.com"]];
    [self presentViewController:composer animated:YES completion:nil];
}

#pragma mark - MFMailComposeViewControllerDelegate

// MessageUI calls this on the controller: it must keep answering it.
- (void)mailComposeController:(MFMailComposeViewController *)controller didFinishWithResult:(MFMailComposeResult)result error:(NSError *)error
{
    if (result == MFMailComposeResultSent) {
        [[NSUserDefaults standardUserDefaults] setObject:[NSDate date] forKey:FBLastFeedbackDateKey];
        self.statusLabel.text = @"Thank you!";
    }
    [self dismissViewControllerAnimated:YES completion:nil];
}

@end
