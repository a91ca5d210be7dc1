//
//  LGSignInViewController.m
//  Ledger
//

#import "LGSignInViewController.h"

NSString * const LGRememberedEmailKey = @"LGRememberedEmail";
NSString * const LGSignedInKey = @"LGSignedIn";

@interface LGSignInViewController ()
@property (nonatomic, weak) IBOutlet UITextField *emailField;
@end

@implementation LGSignInViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.emailField.text = [[NSUserDefaults standardUserDefaults] stringForKey:LGRememberedEmailKey];
}

- (IBAction)signInTapped:(id)sender {
    [[NSUserDefaults standardUserDefaults] setBool:YES forKey:LGSignedInKey];
    [self dismissViewControllerAnimated:YES completion:nil];
}

@end
