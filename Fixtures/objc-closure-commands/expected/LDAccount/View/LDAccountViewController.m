#import "LDAccountViewController.h"
#import "LDSettingsViewController.h"
#import "LDAccountAssembly.h"

@implementation LDAccountViewController

- (id<LDAccountViewOutput>)output {
    if (!_output) {
        [[[LDAccountAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (IBAction)leaveTapped:(id)sender {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Leave?" message:nil preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"Leave" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
        [self.output close];
    }]];
    [self presentViewController:alert animated:YES completion:nil];
}

- (void)openSettings {
    __weak typeof(self) weakSelf = self;
    [UIView animateWithDuration:0.25 animations:^{
        weakSelf.statusLabel.alpha = 0.0;
    } completion:^(BOOL finished) {
        weakSelf.statusLabel.text = @"";
        [weakSelf.output showSettings];
    }];
}

- (void)markSeen {
    dispatch_async(dispatch_get_main_queue(), ^{
        self.statusLabel.text = @"Seen";
        [self.output saveSeen];
    });
}

@end
