//
//  PGGalleryViewController.h
//  Gallery
//

#import <UIKit/UIKit.h>

@interface PGGalleryViewController : UIViewController
@end
