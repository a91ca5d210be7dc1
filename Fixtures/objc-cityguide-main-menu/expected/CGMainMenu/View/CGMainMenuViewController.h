#import <UIKit/UIKit.h>
#import "CGMainMenuViewInput.h"
#import "CGMainMenuViewOutput.h"

typedef NS_ENUM(NSInteger, CGMenuSection) {
    CGMenuSectionDistricts,
    CGMenuSectionSights,
    CGMenuSectionRestaurants,
    CGMenuSectionPhrasebook,
};

/// The main menu of the city guide.
@interface CGMainMenuViewController : UIViewController <UITableViewDataSource, UITableViewDelegate, CGMainMenuViewInput>

@property (nonatomic, strong) id<CGMainMenuViewOutput> output;

@property (nonatomic, weak) IBOutlet UITableView *menuTableView;
@property (nonatomic, weak) IBOutlet UIImageView *backdropView;

- (void)showDistricts:(NSArray *)districts;

@end
