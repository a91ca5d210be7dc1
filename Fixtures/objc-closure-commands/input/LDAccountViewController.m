#import "LDAccountViewController.h"
#import "LDSettingsViewController.h"

@implementation LDAccountViewController

- (IBAction)leaveTapped:(id)sender {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Leave?" message:nil preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"Leave" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
        [self.navigationController popViewControllerAnimated:YES];
    }]];
    [self presentViewController:alert animated:YES completion:nil];
}

- (void)openSettings {
    __weak typeof(self) weakSelf = self;
    [UIView animateWithDuration:0.25 animations:^{
        weakSelf.statusLabel.alpha = 0.0;
    } completion:^(BOOL finished) {
        weakSelf.statusLabel.text = @"";
        LDSettingsViewController *settings = [[LDSettingsViewController alloc] init];
        [weakSelf.navigationController pushViewController:settings animated:YES];
    }];
}

- (void)markSeen {
    dispatch_async(dispatch_get_main_queue(), ^{
        self.statusLabel.text = @"Seen";
        [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@"seen"];
    });
}

@end
