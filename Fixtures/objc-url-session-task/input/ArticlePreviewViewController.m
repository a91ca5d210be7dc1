#import "ArticlePreviewViewController.h"

@interface ArticlePreviewViewController ()
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@property (nonatomic, weak) IBOutlet UIActivityIndicatorView *spinner;
@end

@implementation ArticlePreviewViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self loadTitleWithCompletion:^{}];
}

- (void)loadTitleWithCompletion:(void (^)(void))completion {
    NSURLRequest *request = [NSURLRequest requestWithURL:self.articleURL];
    [self.spinner startAnimating];
    NSURLSession *session = [NSURLSession sharedSession];
    // The page's HTML; the view shows it as the title.
    [[session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        dispatch_async(dispatch_get_main_queue(), ^{
            [self.spinner stopAnimating];
            if (data) {
                self.titleLabel.text = [[NSString alloc] initWithData:data encoding:NSUTF8StringEncoding];
            } else {
                self.titleLabel.text = error.localizedDescription;
            }
            completion();
        });
    }] resume];
}

- (IBAction)keepTapped:(UIButton *)sender {
    NSURL *url = self.articleURL;
    // Written off the main thread; the button is updated back on it.
    dispatch_async(dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
        [[NSUserDefaults standardUserDefaults] setObject:url.absoluteString forKey:@"keptArticle"];
        dispatch_async(dispatch_get_main_queue(), ^{
            sender.enabled = NO;
        });
    });
}

@end
