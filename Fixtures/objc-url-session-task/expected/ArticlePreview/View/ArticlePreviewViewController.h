#import <UIKit/UIKit.h>
#import "ArticlePreviewViewInput.h"
#import "ArticlePreviewViewOutput.h"

/// Shows the title of a web article and lets the reader keep it for later.
@interface ArticlePreviewViewController : UIViewController <ArticlePreviewViewInput>

@property (nonatomic, strong) id<ArticlePreviewViewOutput> output;

/// Set by the screen that opens this one.
@property (nonatomic, strong) NSURL *articleURL;

- (void)loadTitleWithCompletion:(void (^)(void))completion;

@end
