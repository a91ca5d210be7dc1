//
//  PGGalleryViewController.m
//  Gallery
//

#import "PGGalleryViewController.h"
#import "PGThumbnailCache.h"

@interface PGGalleryViewController ()
@property (nonatomic, weak) IBOutlet UIImageView *coverView;
@property (nonatomic, weak) IBOutlet UILabel *captionLabel;
@property (nonatomic, strong) PGCaptionFormatter *captionFormatter;
@property (nonatomic, strong) PGThumbnailCache *thumbnailCache;
@end

@implementation PGGalleryViewController

#pragma mark - Helpers

- (PGCaptionFormatter *)captionFormatter {
    if (!_captionFormatter) {
        // One formatter for every caption
        _captionFormatter = [[PGCaptionFormatter alloc] init];
        _captionFormatter.prefix = @"Photo";
    }
    return _captionFormatter;
}

- (PGThumbnailCache *)thumbnailCache {
    if (!_thumbnailCache) {
        _thumbnailCache = [[PGThumbnailCache alloc] initWithCapacity:200];
        _thumbnailCache.evictsOnMemoryWarning = YES;
    }
    return _thumbnailCache;
}

#pragma mark - View

- (void)viewDidLoad {
    [super viewDidLoad];
    // Read before anything asks the module for work
    self.captionLabel.text = [self.captionFormatter captionForName:@"Cover"];
    self.coverView.image = [self.thumbnailCache thumbnailForKey:@"cover"];
}

- (IBAction)clearCacheTapped:(id)sender {
    [self.thumbnailCache removeAllThumbnails];
}

@end
