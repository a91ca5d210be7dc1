#import <UIKit/UIKit.h>

/// The list of the user's trips, loaded from the trips API.
@interface TRTripListViewController : UITableViewController

@property (nonatomic, weak) IBOutlet UIActivityIndicatorView *spinner;
@property (nonatomic, weak) IBOutlet UILabel *errorLabel;

@end
