#import <UIKit/UIKit.h>

/// Shows the title of a web article and lets the reader keep it for later.
@interface ArticlePreviewViewController : UIViewController

/// Set by the screen that opens this one.
@property (nonatomic, strong) NSURL *articleURL;

- (void)loadTitleWithCompletion:(void (^)(void))completion;

@end
