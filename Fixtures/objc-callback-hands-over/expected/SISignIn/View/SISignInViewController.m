#import "SISignInViewController.h"
#import "SIAuthService.h"
#import "SISignInAssembly.h"

@interface SISignInViewController ()
@property (nonatomic, weak) IBOutlet UITextField *emailField;
@property (nonatomic, weak) IBOutlet UIActivityIndicatorView *spinner;
@property (nonatomic, weak) IBOutlet UILabel *errorLabel;
@end

@implementation SISignInViewController

- (id<SISignInViewOutput>)output {
    if (!_output) {
        [[[SISignInAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (IBAction)signInTapped:(id)sender {
    NSString *email = self.emailField.text;
    [self.spinner startAnimating];
    [self.output signInTappedEvent:email];
}

- (void)showSignInWithEmailResult:(SIAccount *)account error:(NSError *)error {
    [self.spinner stopAnimating];
    if (account != nil) {
        // Remember who signed in last.
        [self.output saveLastEmail:account];
        [self.output showHome];
    } else {
        self.errorLabel.text = error.localizedDescription;
    }
}

- (void)refreshSession {
    [self.spinner startAnimating];
    [self.output refreshSessionEvent];
}

- (void)showRefreshSessionResult:(BOOL)expired {
    [self.spinner stopAnimating];
    if (expired) {
        [self.output showRefreshSession];
    }
}

@end
