//
//  RecentSearchesViewController.m
//  Stations
//

#import "RecentSearchesViewController.h"
#import "StationViewController.h"
#import "RecentSearchesAssembly.h"

static NSString *const kRecentSearches = @"recent-searches";

@interface RecentSearchesViewController ()
{
    NSMutableArray *_recentSearches;
    NSString *_selectedStation;
    UIAlertController *_clearAlert;
}
@end

@implementation RecentSearchesViewController

- (id<RecentSearchesViewOutput>)output {
    if (!_output) {
        [[[RecentSearchesAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (void)viewDidLoad
{
    [super viewDidLoad];
    _recentSearches = [[NSMutableArray alloc] init];
}

// Written whenever the list changes; read back on the next launch.
- (void)saveSearches
{
    [self.output saveSearches:_recentSearches];
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
    [self.output openSelectedStation:_selectedStation];
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
