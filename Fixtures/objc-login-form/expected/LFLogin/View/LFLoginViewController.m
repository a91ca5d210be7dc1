#import "LFLoginViewController.h"
#import "LFSession.h"
#import "LFLoginAssembly.h"

static NSInteger const LFMinimumPasswordLength = 8;

@implementation LFLoginViewController

- (id<LFLoginViewOutput>)output {
    if (!_output) {
        [[[LFLoginAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.errorLabel.hidden = YES;
    self.spinner.hidden = YES;
}

/// Validates the form, then signs in.
- (IBAction)signInTapped:(id)sender {
    NSString *email = [self.emailField.text stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceAndNewlineCharacterSet]];
    NSString *password = self.passwordField.text;
    if (![self isValidEmail:email]) {
        [self showError:@"Please enter a valid e-mail address."];
        return;
    } else if (password.length < LFMinimumPasswordLength) {
        [self showError:@"The password is too short."];
        return;
    }
    [self.passwordField resignFirstResponder];
    [self signInWithEmail:email password:password];
}

- (BOOL)isValidEmail:(NSString *)email {
    return email.length > 3 && [email containsString:@"@"];
}

- (void)signInWithEmail:(NSString *)email password:(NSString *)password {
    self.signInButton.enabled = NO;
    self.spinner.hidden = NO;
    [self.spinner startAnimating];

    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:@"https://api.example.com/session"]];
    request.HTTPMethod = @"POST";
    NSString *body = [NSString stringWithFormat:@"email=%@&password=%@", email, password];
    request.HTTPBody = [body dataUsingEncoding:NSUTF8StringEncoding];

    [self.output signInWithEmail:request];
}

- (void)showSignInWithEmailResult:(NSData *)data response:(NSURLResponse *)response error:(NSError *)error {
    [[NSOperationQueue mainQueue] addOperationWithBlock:^{
        [self.spinner stopAnimating];
        self.signInButton.enabled = YES;
        if (error != nil || data == nil) {
            [self showAlertWithMessage:error.localizedDescription];
            return;
        }
        [self.output storeToken:data];
        [self.output close];
    }];
}

- (void)showError:(NSString *)message {
    self.errorLabel.text = message;
    self.errorLabel.hidden = NO;
}

- (void)showAlertWithMessage:(NSString *)message {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Sign-in failed"
                                                                   message:message
                                                            preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleCancel handler:nil]];
    [self presentViewController:alert animated:YES completion:nil];
}

@end
