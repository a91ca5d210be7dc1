//
//  RecentSearchesViewController.h
//  Stations
//

#import <UIKit/UIKit.h>
#import "RecentSearchesViewInput.h"
#import "RecentSearchesViewOutput.h"

@interface RecentSearchesViewController : UITableViewController <RecentSearchesViewInput>

@property (nonatomic, strong) id<RecentSearchesViewOutput> output;
@end
