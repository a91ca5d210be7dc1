//
//  PGGalleryViewController.m
//  Gallery
//

#import "PGGalleryViewController.h"
#import "PGThumbnailCache.h"
#import "PGGalleryAssembly.h"

@interface PGGalleryViewController ()
@property (nonatomic, weak) IBOutlet UIImageView *coverView;
@property (nonatomic, weak) IBOutlet UILabel *captionLabel;
@property (nonatomic, strong) PGCaptionFormatter *captionFormatter;
@end

@implementation PGGalleryViewController

- (id<PGGalleryViewOutput>)output {
    if (!_output) {
        [[[PGGalleryAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

#pragma mark - Helpers

- (PGCaptionFormatter *)captionFormatter {
    if (!_captionFormatter) {
        // One formatter for every caption
        _captionFormatter = [[[PGGalleryAssembly alloc] init] captionFormatter];
    }
    return _captionFormatter;
}

#pragma mark - View

- (void)viewDidLoad {
    [super viewDidLoad];
    // Read before anything asks the module for work
    self.captionLabel.text = [self.captionFormatter captionForName:@"Cover"];
    self.coverView.image = [self.output cover];
}

- (IBAction)clearCacheTapped:(id)sender {
    [self.output clearCacheTapped];
}

@end
