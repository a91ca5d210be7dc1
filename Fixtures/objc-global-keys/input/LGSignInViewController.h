//
//  LGSignInViewController.h
//  Ledger
//

#import <UIKit/UIKit.h>

@interface LGSignInViewController : UIViewController
@end
