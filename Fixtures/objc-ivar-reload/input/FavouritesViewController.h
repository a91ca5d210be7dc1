//
//  FavouritesViewController.h
//  Murmur
//

#import <UIKit/UIKit.h>

@interface FavouritesViewController : UITableViewController
@end
