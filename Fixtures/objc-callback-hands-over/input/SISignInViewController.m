#import "SISignInViewController.h"
#import "SIAuthService.h"

@interface SISignInViewController ()
@property (nonatomic, weak) IBOutlet UITextField *emailField;
@property (nonatomic, weak) IBOutlet UIActivityIndicatorView *spinner;
@property (nonatomic, weak) IBOutlet UILabel *errorLabel;
@end

@implementation SISignInViewController

- (IBAction)signInTapped:(id)sender {
    NSString *email = self.emailField.text;
    [self.spinner startAnimating];
    __weak typeof(self) weakSelf = self;
    [[SIAuthService sharedService] signInWithEmail:email completion:^(SIAccount *account, NSError *error) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (!strongSelf) return;
        [strongSelf.spinner stopAnimating];
        if (account != nil) {
            // Remember who signed in last.
            [[NSUserDefaults standardUserDefaults] setObject:account.email forKey:@"lastEmail"];
            [strongSelf performSegueWithIdentifier:@"showHome" sender:nil];
        } else {
            strongSelf.errorLabel.text = error.localizedDescription;
        }
    }];
}

- (void)refreshSession {
    [self.spinner startAnimating];
    [[SIAuthService sharedService] refreshSessionWithCompletion:^(BOOL expired) {
        [self.spinner stopAnimating];
        if (expired) {
            [self.navigationController popToRootViewControllerAnimated:YES];
        }
    }];
}

@end
