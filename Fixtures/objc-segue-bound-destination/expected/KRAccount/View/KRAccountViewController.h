#import <UIKit/UIKit.h>
#import "KRAccountViewInput.h"
#import "KRAccountViewOutput.h"

@class KRAccount;

@interface KRAccountViewController : UITableViewController <KRAccountViewInput>

@property (nonatomic, strong) id<KRAccountViewOutput> output;
@property (nonatomic, strong) KRAccount *account;
@end
