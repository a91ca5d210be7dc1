#import <UIKit/UIKit.h>

@interface IMImportViewController : UIViewController
@end
