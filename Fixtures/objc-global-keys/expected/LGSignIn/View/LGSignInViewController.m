//
//  LGSignInViewController.m
//  Ledger
//

#import "LGSignInViewController.h"
#import "LGSignInAssembly.h"

NSString * const LGRememberedEmailKey = @"LGRememberedEmail";
NSString * const LGSignedInKey = @"LGSignedIn";

@interface LGSignInViewController ()
@property (nonatomic, weak) IBOutlet UITextField *emailField;
@end

@implementation LGSignInViewController

- (id<LGSignInViewOutput>)output {
    if (!_output) {
        [[[LGSignInAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.emailField.text = [self.output rememberedEmail];
}

- (IBAction)signInTapped:(id)sender {
    [self.output saveSignedIn];
    [self.output close];
}

@end
