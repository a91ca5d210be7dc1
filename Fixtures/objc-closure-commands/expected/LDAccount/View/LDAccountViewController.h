#import <UIKit/UIKit.h>
#import "LDAccountViewInput.h"
#import "LDAccountViewOutput.h"

@interface LDAccountViewController : UIViewController <LDAccountViewInput>

@property (nonatomic, strong) id<LDAccountViewOutput> output;

@property (nonatomic, weak) IBOutlet UILabel *statusLabel;

@end
