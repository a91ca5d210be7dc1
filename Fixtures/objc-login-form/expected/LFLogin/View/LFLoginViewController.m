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

// viperize: mixed member: 'signInWithEmail:password:' mixes view, presenter, interactor, router code: NSString.stringWithFormat (line 40), NSURLSession (line 44), NSURLSession.sharedSession (line 44), LFSession.currentSession (line 53); not split: line 44 mixes interactor, router code with view code (stopAnimating, line 47); the view now calls close() in place of some of its code, the rest is left in the view
- (void)signInWithEmail:(NSString *)email password:(NSString *)password {
    self.signInButton.enabled = NO;
    self.spinner.hidden = NO;
    [self.spinner startAnimating];

    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:@"https://api.example.com/session"]];
    request.HTTPMethod = @"POST";
    NSString *body = [NSString stringWithFormat:@"email=%@&password=%@", email, password];
    request.HTTPBody = [body dataUsingEncoding:NSUTF8StringEncoding];

    __weak typeof(self) weakSelf = self;
    NSURLSessionDataTask *task = [[NSURLSession sharedSession] dataTaskWithRequest:request
                                                                 completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        [[NSOperationQueue mainQueue] addOperationWithBlock:^{
            [weakSelf.spinner stopAnimating];
            weakSelf.signInButton.enabled = YES;
            if (error != nil || data == nil) {
                [weakSelf showAlertWithMessage:error.localizedDescription];
                return;
            }
            [[LFSession currentSession] storeToken:data];
            [weakSelf.output close];
        }];
    }];
    [task resume];
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
