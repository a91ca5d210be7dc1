//
//  LGSignInViewController.h
//  Ledger
//

#import <UIKit/UIKit.h>
#import "LGSignInViewInput.h"
#import "LGSignInViewOutput.h"

@interface LGSignInViewController : UIViewController <LGSignInViewInput>

@property (nonatomic, strong) id<LGSignInViewOutput> output;
@end
