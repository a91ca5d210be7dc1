#import <UIKit/UIKit.h>

@interface LDAccountViewController : UIViewController

@property (nonatomic, weak) IBOutlet UILabel *statusLabel;

@end
