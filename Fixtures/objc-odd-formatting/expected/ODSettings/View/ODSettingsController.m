#import "ODSettingsController.h"
#import "ODFeatureFlags.h"
#import "ODSettingsAssembly.h"

#define OD_DEBUG_MENU 1
#define OD_LOG(fmt, ...) \
    NSLog(fmt, \
          ##__VA_ARGS__)

/* A block comment with a brace { and an @end that must not close anything.
   @implementation Fake
   - (void)notAMethod {
*/

@implementation ODSettingsController

- (id<ODSettingsViewOutput>)output {
    if (!_output) {
        [[[ODSettingsAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}
@synthesize tableView = _tableView;

#pragma mark - Lifecycle

-(void)viewDidLoad{
    [super viewDidLoad];
    self.title=@"Settings } @end {";   // a string with braces and @end
    OD_LOG(@"loaded %@", @"{");
    [self refresh];}

-(void)refresh
{
    // @end inside a line comment, and a brace }
    if([ODFeatureFlags isEnabled:@"compact"]) [self.tableView reloadData];
    else
        _tapCount=0;
}

#if OD_DEBUG_MENU
#pragma mark - Debug menu

- (void)showDebugMenu {
    char closing = '}';
    NSLog(@"%c debug", closing);
    _tapCount++;
}
#else
// The release build has no debug menu.
#endif

+(NSString*)settingsTitle{return @"@end";}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView*)tableView numberOfRowsInSection:(NSInteger)section{
    return _tapCount>3?2:1;
}

- (UITableViewCell*)tableView:(UITableView*)tableView
        cellForRowAtIndexPath:(NSIndexPath*)indexPath
{
    UITableViewCell*cell=[tableView dequeueReusableCellWithIdentifier:@"Cell" forIndexPath:indexPath];
    cell.textLabel.text=indexPath.row==0?@"General":@"Debug";
    return cell;
}

@end
