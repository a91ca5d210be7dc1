//
//  PGGalleryViewController.h
//  Gallery
//

#import <UIKit/UIKit.h>
#import "PGGalleryViewInput.h"
#import "PGGalleryViewOutput.h"

@interface PGGalleryViewController : UIViewController <PGGalleryViewInput>

@property (nonatomic, strong) id<PGGalleryViewOutput> output;
@end
