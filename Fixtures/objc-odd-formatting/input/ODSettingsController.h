#import <UIKit/UIKit.h>

@interface ODSettingsController:UIViewController<UITableViewDelegate,UITableViewDataSource>{
    NSInteger _tapCount;
}
@property(nonatomic,strong)IBOutlet UITableView*tableView;
-(void)refresh;
@end
