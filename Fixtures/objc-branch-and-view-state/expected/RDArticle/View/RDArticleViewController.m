//
//  RDArticleViewController.m
//  Reader
//

#import "RDArticleViewController.h"
#import "RDAuthorViewController.h"
#import "RDCommentsViewController.h"
#import "RDArticleAssembly.h"

@interface RDArticleViewController ()
@property (nonatomic, weak) IBOutlet UIButton *authorButton;
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@property (nonatomic, weak) IBOutlet UISwitch *bookmarkSwitch;
@property (nonatomic, assign) BOOL isPreview;
@end

@implementation RDArticleViewController

- (id<RDArticleViewOutput>)output {
    if (!_output) {
        [[[RDArticleAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.titleLabel.text = self.article.title;
}

// The created screen is configured from view state: the value becomes a parameter.
- (IBAction)authorTapped:(id)sender {
    [self.output authorTappedEvent:self.article];
}

// Only the `else` branch navigates: the view keeps the `if`.
- (IBAction)commentsTapped:(id)sender {
    if (self.isPreview) {
        self.authorButton.hidden = YES;
    } else {
        [self.output commentsTapped];
    }
}

// The view reads its switch; the branch that stores the choice moves.
- (IBAction)bookmarkChanged:(id)sender {
    self.titleLabel.alpha = 0.5;
    if (self.bookmarkSwitch.isOn) {
        [self.output saveBookmarked];
    }
}

@end
