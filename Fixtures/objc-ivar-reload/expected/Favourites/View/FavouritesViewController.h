//
//  FavouritesViewController.h
//  Murmur
//

#import <UIKit/UIKit.h>
#import "FavouritesViewInput.h"
#import "FavouritesViewOutput.h"

@interface FavouritesViewController : UITableViewController <FavouritesViewInput>

@property (nonatomic, strong) id<FavouritesViewOutput> output;
@end
