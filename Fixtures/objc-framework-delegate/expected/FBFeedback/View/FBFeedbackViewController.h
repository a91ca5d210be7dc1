#import <UIKit/UIKit.h>
#import "FBFeedbackViewInput.h"
#import "FBFeedbackViewOutput.h"

@interface FBFeedbackViewController : UIViewController <FBFeedbackViewInput>

@property (nonatomic, strong) id<FBFeedbackViewOutput> output;
@end
