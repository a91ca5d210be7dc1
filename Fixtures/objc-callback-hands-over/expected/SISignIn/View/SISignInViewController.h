#import <UIKit/UIKit.h>
#import "SISignInViewInput.h"
#import "SISignInViewOutput.h"

@interface SISignInViewController : UIViewController <SISignInViewInput>

@property (nonatomic, strong) id<SISignInViewOutput> output;
- (void)refreshSession;
@end
