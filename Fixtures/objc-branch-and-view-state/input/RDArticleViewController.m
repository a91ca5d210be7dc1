//
//  RDArticleViewController.m
//  Reader
//

#import "RDArticleViewController.h"
#import "RDAuthorViewController.h"
#import "RDCommentsViewController.h"

@interface RDArticleViewController ()
@property (nonatomic, weak) IBOutlet UIButton *authorButton;
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@property (nonatomic, weak) IBOutlet UISwitch *bookmarkSwitch;
@property (nonatomic, assign) BOOL isPreview;
@end

@implementation RDArticleViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.titleLabel.text = self.article.title;
}

// The created screen is configured from view state: the value becomes a parameter.
- (IBAction)authorTapped:(id)sender {
    RDAuthorViewController *profile = [[UIStoryboard storyboardWithName:@"Author" bundle:nil]
                                       instantiateViewControllerWithIdentifier:@"author"];
    profile.author = _article.author;
    [self.navigationController pushViewController:profile animated:YES];
}

// Only the `else` branch navigates: the view keeps the `if`.
- (IBAction)commentsTapped:(id)sender {
    if (self.isPreview) {
        self.authorButton.hidden = YES;
    } else {
        RDCommentsViewController *comments = [[RDCommentsViewController alloc] init];
        [self.navigationController pushViewController:comments animated:YES];
    }
}

// The view reads its switch; the branch that stores the choice moves.
- (IBAction)bookmarkChanged:(id)sender {
    self.titleLabel.alpha = 0.5;
    if (self.bookmarkSwitch.isOn) {
        [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@"bookmarked"];
    }
}

@end
