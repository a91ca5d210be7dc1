//
//  KRAccountViewController.m
//  Keyring
//

#import "KRAccountViewController.h"
#import "KRAccount.h"
#import "KRPasswordViewController.h"
#import "KRDevicesViewController.h"
#import "KRAccountAssembly.h"

@interface KRAccountViewController ()
@property (nonatomic, weak) IBOutlet UILabel *nameLabel;
@property (nonatomic, strong) NSURL *serverURL;
@property (nonatomic, copy) NSArray *trustedDevices;
@end

@implementation KRAccountViewController

- (id<KRAccountViewOutput>)output {
    if (!_output) {
        [[[KRAccountAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.nameLabel.text = self.account.name;
}

- (IBAction)changePasswordTapped:(id)sender {
    [self.output changePasswordTappedEvent:sender];
}

#pragma mark - Navigation

- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
    // Both screens come up inside a navigation controller.
    UINavigationController *navigationController = segue.destinationViewController;
    if ([segue.identifier isEqualToString:@"ChangePassword"]) {
        [self.output prepareChangePassword:navigationController account:self.account serverURL:self.serverURL];
    } else if ([segue.identifier isEqualToString:@"Devices"]) {
        [self.output prepareDevices:navigationController trustedDevices:self.trustedDevices account:self.account];
    }
}

@end
