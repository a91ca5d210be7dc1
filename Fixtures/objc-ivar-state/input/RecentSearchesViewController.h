//
//  RecentSearchesViewController.h
//  Stations
//

#import <UIKit/UIKit.h>

@interface RecentSearchesViewController : UITableViewController
@end
