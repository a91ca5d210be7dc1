#import <UIKit/UIKit.h>
#import "RDArticle.h"

@interface RDAuthorViewController : UIViewController
@property (nonatomic, strong) RDAuthor *author;
@end
