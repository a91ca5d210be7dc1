//
//  KRAccountViewController.m
//  Keyring
//

#import "KRAccountViewController.h"
#import "KRAccount.h"
#import "KRPasswordViewController.h"
#import "KRDevicesViewController.h"

@interface KRAccountViewController ()
@property (nonatomic, weak) IBOutlet UILabel *nameLabel;
@property (nonatomic, strong) NSURL *serverURL;
@property (nonatomic, copy) NSArray *trustedDevices;
@end

@implementation KRAccountViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.nameLabel.text = self.account.name;
}

- (IBAction)changePasswordTapped:(id)sender {
    [self performSegueWithIdentifier:@"ChangePassword" sender:sender];
}

#pragma mark - Navigation

- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
    // Both screens come up inside a navigation controller.
    UINavigationController *navigationController = segue.destinationViewController;
    if ([segue.identifier isEqualToString:@"ChangePassword"]) {
        KRPasswordViewController *passwordController = (KRPasswordViewController *)navigationController.topViewController;
        passwordController.account = self.account;
        passwordController.serverURL = self.serverURL;
    } else if ([segue.identifier isEqualToString:@"Devices"]) {
        KRDevicesViewController *devicesController = (KRDevicesViewController *)navigationController.topViewController;
        devicesController.devices = self.trustedDevices;
        devicesController.allowsRemoval = self.account.isOwner;
    }
}

@end
