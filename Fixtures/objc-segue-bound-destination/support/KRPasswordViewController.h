#import <UIKit/UIKit.h>

@class KRAccount;

@interface KRPasswordViewController : UIViewController
@property (nonatomic, strong) KRAccount *account;
@property (nonatomic, strong) NSURL *serverURL;
@end
