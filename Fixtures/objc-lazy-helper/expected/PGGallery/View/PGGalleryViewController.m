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
@property (nonatomic, strong) PGThumbnailCache *thumbnailCache;
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

- (PGThumbnailCache *)thumbnailCache {
    if (!_thumbnailCache) {
        _thumbnailCache = [[[PGGalleryAssembly alloc] init] thumbnailCache];
    }
    return _thumbnailCache;
}

#pragma mark - View

// viperize: mixed member: 'viewDidLoad' mixes view, interactor code: thumbnailCache.thumbnailForKey (line 43); not split: line 43 mixes interactor code with view code ('coverView', line 43); left in the view unchanged
- (void)viewDidLoad {
    [super viewDidLoad];
    // Read before anything asks the module for work
    self.captionLabel.text = [self.captionFormatter captionForName:@"Cover"];
    self.coverView.image = [self.thumbnailCache thumbnailForKey:@"cover"];
}

- (IBAction)clearCacheTapped:(id)sender {
    [self.output clearCacheTapped];
}

@end
