//
//  RecentSearchesViewController.m
//  Stations
//

#import "RecentSearchesViewController.h"
#import "StationViewController.h"

static NSString *const kRecentSearches = @"recent-searches";

@interface RecentSearchesViewController ()
{
    NSMutableArray *_recentSearches;
    NSString *_selectedStation;
    UIAlertController *_clearAlert;
}
@end

@implementation RecentSearchesViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    _recentSearches = [[NSMutableArray alloc] init];
}

// Written whenever the list changes; read back on the next launch.
- (void)saveSearches
{
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    [defaults setObject:_recentSearches forKey:kRecentSearches];
}

- (void)addSearch:(NSString *)search
{
    [_recentSearches addObject:search];
    [self.tableView reloadData];
    [self saveSearches];
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath
{
    _selectedStation = _recentSearches[indexPath.row];
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self openSelectedStation];
}

- (void)openSelectedStation
{
    [self.navigationController pushViewController:[[StationViewController alloc] initWithName:_selectedStation] animated:YES];
}

- (void)clearTapped:(id)sender
{
    _clearAlert = [UIAlertController alertControllerWithTitle:@"Clear recent searches?" message:nil preferredStyle:UIAlertControllerStyleAlert];
    [_clearAlert addAction:[UIAlertAction actionWithTitle:@"Clear" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
        [self->_recentSearches removeAllObjects];
        [self.tableView reloadData];
        [self saveSearches];
    }]];
    [self presentViewController:_clearAlert animated:YES completion:nil];
}

@end
