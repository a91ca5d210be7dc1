#import "CGMainMenuViewController.h"
#import <MagicalRecord/MagicalRecord.h>
#import "CGDistrict.h"
#import "CGPictureCache.h"

static NSString *const CGMenuCellIdentifier = @"CGMenuCell";

@interface CGMainMenuViewController ()

@property (nonatomic, strong) NSArray *districts;
@property (nonatomic, strong) id<CGPictureCache> pictureCache;

@end

@implementation CGMainMenuViewController

#pragma mark - Lifecycle

- (void)viewDidLoad {
    [super viewDidLoad];

    NSManagedObjectContext *context = [NSManagedObjectContext MR_defaultContext];
    NSString *sortKey = NSStringFromSelector(@selector(rank));
    NSArray *districts = [CGDistrict MR_findAllSortedBy:sortKey ascending:YES inContext:context];
    [self showDistricts:districts];
    [self loadBackdrop];
}

#pragma mark - Data

- (void)showDistricts:(NSArray *)districts {
    self.districts = districts;
    self.title = [NSString stringWithFormat:@"%lu districts", (unsigned long)districts.count];
    [self.menuTableView reloadData];
}

// Loads the picture behind the menu from the disk cache.
- (void)loadBackdrop {
    UIImage *picture = [self.pictureCache pictureForKey:@"menu-backdrop"];
    self.backdropView.image = picture;
}

#pragma mark - Helpers

- (id<CGPictureCache>)pictureCache {
    if (_pictureCache == nil) {
        NSFileManager *fileManager = [NSFileManager defaultManager];
        _pictureCache = [CGDiskPictureCache cacheWithFileManager:fileManager];
    }
    return _pictureCache;
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
    NSInteger row = indexPath.row;
    switch (row) {
        case CGMenuSectionDistricts: {
            UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Districts" bundle:nil];
            UIViewController *next = [storyboard instantiateViewControllerWithIdentifier:@"CGDistrictListViewController"];
            [self.navigationController pushViewController:next animated:YES];
        }
            break;
        case CGMenuSectionSights: {
            UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Sights" bundle:nil];
            UIViewController *next = [storyboard instantiateViewControllerWithIdentifier:@"CGSightCategoriesViewController"];
            [self.navigationController pushViewController:next animated:YES];
        }
            break;
        case CGMenuSectionRestaurants: {
            UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Restaurants" bundle:nil];
            UIViewController *next = [storyboard instantiateViewControllerWithIdentifier:@"CGRestaurantMapViewController"];
            [self.navigationController pushViewController:next animated:YES];
        }
            break;
        case CGMenuSectionPhrasebook: {
            UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Phrasebook" bundle:nil];
            UIViewController *next = [storyboard instantiateViewControllerWithIdentifier:@"CGPhrasebookViewController"];
            [self.navigationController pushViewController:next animated:YES];
        }
            break;
    }
}

@end
