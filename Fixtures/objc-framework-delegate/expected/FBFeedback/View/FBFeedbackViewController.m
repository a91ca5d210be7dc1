#import "FBFeedbackViewController.h"
#import <MessageUI/MessageUI.h>
#import "FBFeedbackAssembly.h"

static NSString * const FBLastFeedbackDateKey = @"FBLastFeedbackDate";

@interface FBFeedbackViewController () <MFMailComposeViewControllerDelegate>
@property (nonatomic, weak) IBOutlet UILabel *statusLabel;
@end

@implementation FBFeedbackViewController

- (id<FBFeedbackViewOutput>)output {
    if (!_output) {
        [[[FBFeedbackAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (IBAction)writeToSupportTapped:(id)sender
{
    [self.output writeToSupportTapped];
}

#pragma mark - MFMailComposeViewControllerDelegate

// MessageUI calls this on the controller: it must keep answering it.
- (void)mailComposeController:(MFMailComposeViewController *)controller didFinishWithResult:(MFMailComposeResult)result error:(NSError *)error
{
    [self.output mailComposeController];
}

@end
