#import <UIKit/UIKit.h>
#import "ODSettingsViewInput.h"
#import "ODSettingsViewOutput.h"

@interface ODSettingsController:UIViewController<UITableViewDelegate,UITableViewDataSource, ODSettingsViewInput>{
    NSInteger _tapCount;
}

@property (nonatomic, strong) id<ODSettingsViewOutput> output;
@property(nonatomic,strong)IBOutlet UITableView*tableView;
-(void)refresh;
@end
