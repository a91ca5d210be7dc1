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
    [self dismissViewControllerAnimated:YES completion:nil];
}

#pragma mark - Helpers

// The app's own helper, named after the date it is given: no protocol of NSDate's is adopted,
// so it is no callback and leaves the view whole.
- (void)dateSent:(NSDate *)date
{
    [[NSUserDefaults standardUserDefaults] setObject:date forKey:FBLastFeedbackDateKey];
}

@end
