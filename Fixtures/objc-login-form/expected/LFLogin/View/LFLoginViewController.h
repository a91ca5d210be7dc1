#import <UIKit/UIKit.h>
#import "LFLoginViewInput.h"
#import "LFLoginViewOutput.h"

@interface LFLoginViewController : UIViewController <LFLoginViewInput>

@property (nonatomic, strong) id<LFLoginViewOutput> output;
@property (nonatomic, weak) IBOutlet UITextField *emailField;
@property (nonatomic, weak) IBOutlet UITextField *passwordField;
@property (nonatomic, weak) IBOutlet UIButton *signInButton;
@property (nonatomic, weak) IBOutlet UIActivityIndicatorView *spinner;
@property (nonatomic, weak) IBOutlet UILabel *errorLabel;

- (IBAction)signInTapped:(id)sender;
@end
