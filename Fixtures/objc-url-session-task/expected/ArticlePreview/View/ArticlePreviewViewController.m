#import "ArticlePreviewViewController.h"
#import "ArticlePreviewAssembly.h"

@interface ArticlePreviewViewController ()
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@property (nonatomic, weak) IBOutlet UIActivityIndicatorView *spinner;
@end

@implementation ArticlePreviewViewController

- (id<ArticlePreviewViewOutput>)output {
    if (!_output) {
        [[[ArticlePreviewAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self loadTitleWithCompletion:^{}];
}

- (void)loadTitleWithCompletion:(void (^)(void))completion {
    NSURLRequest *request = [NSURLRequest requestWithURL:self.articleURL];
    [self.spinner startAnimating];
    [self.output loadTitle:request completion:completion];
}

- (void)showLoadTitleResult:(NSData *)data response:(NSURLResponse *)response error:(NSError *)error completion:(void (^)(void))completion {
    dispatch_async(dispatch_get_main_queue(), ^{
        [self.spinner stopAnimating];
        if (data) {
            self.titleLabel.text = [[NSString alloc] initWithData:data encoding:NSUTF8StringEncoding];
        } else {
            self.titleLabel.text = error.localizedDescription;
        }
        completion();
    });
}

// viperize: mixed member: 'keepTapped:' mixes view, interactor code: NSUserDefaults (line 37); not split: line 36 mixes interactor code with view code (setting the UI object 'sender', line 36); left in the view unchanged
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
