#import "CGMainMenuViewController.h"
#import <MagicalRecord/MagicalRecord.h>
#import "CGDistrict.h"
#import "CGPictureCache.h"
#import "CGMainMenuAssembly.h"

static NSString *const CGMenuCellIdentifier = @"CGMenuCell";

@interface CGMainMenuViewController ()

@property (nonatomic, strong) NSArray *districts;

@end

@implementation CGMainMenuViewController

- (id<CGMainMenuViewOutput>)output {
    if (!_output) {
        [[[CGMainMenuAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

#pragma mark - Lifecycle

- (void)viewDidLoad {
    [super viewDidLoad];

    [self.output viewIsReady];
    [self loadBackdrop];
}

- (void)displayDistricts:(NSArray *)districts {
    [self showDistricts:districts];
}

#pragma mark - Data

- (void)showDistricts:(NSArray *)districts {
    self.districts = districts;
    self.title = [NSString stringWithFormat:@"%lu districts", (unsigned long)districts.count];
    [self.menuTableView reloadData];
}

// Loads the picture behind the menu from the disk cache.
- (void)loadBackdrop {
    [self.output loadBackdropEvent];
}

- (void)showPicture:(UIImage *)picture {
    self.backdropView.image = picture;
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 4;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:CGMenuCellIdentifier
                                                            forIndexPath:indexPath];
    NSArray *titles = @[@"Districts", @"Sights", @"Restaurants", @"Phrasebook"];
    cell.textLabel.text = titles[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [self.output didSelectRowAtIndexPath:indexPath];
}

@end
