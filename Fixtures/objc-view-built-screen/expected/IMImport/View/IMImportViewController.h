#import <UIKit/UIKit.h>
#import "IMImportViewInput.h"
#import "IMImportViewOutput.h"

@interface IMImportViewController : UIViewController <IMImportViewInput>

@property (nonatomic, strong) id<IMImportViewOutput> output;
@end
