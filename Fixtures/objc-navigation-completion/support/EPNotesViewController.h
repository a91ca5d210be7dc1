#import <UIKit/UIKit.h>

@interface EPNotesViewController : UIViewController
@property (nonatomic, copy) NSString *episodeID;
@end
