#import <UIKit/UIKit.h>
#import "TRTripListViewInput.h"
#import "TRTripListViewOutput.h"

/// The list of the user's trips, loaded from the trips API.
@interface TRTripListViewController : UITableViewController <TRTripListViewInput>

@property (nonatomic, strong) id<TRTripListViewOutput> output;

@property (nonatomic, weak) IBOutlet UIActivityIndicatorView *spinner;
@property (nonatomic, weak) IBOutlet UILabel *errorLabel;

@end
