//
//  FavouritesViewController.m
//  Murmur
//

#import "FavouritesViewController.h"
#import "FavouriteStore.h"

@interface FavouritesViewController () {
    NSMutableArray *_favourites;
    BOOL            _editMode;
}
@end

@implementation FavouritesViewController

- (void) viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self reloadFavourites];
    [self.tableView reloadData];
}

- (void) reloadFavourites {
    _favourites = [FavouriteStore fetchAllFavourites];
    [_favourites sortUsingSelector:@selector(compare:)];
}

- (NSInteger) tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return [_favourites count];
}

- (UITableViewCell *) tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"FavouriteCell" forIndexPath:indexPath];
    cell.textLabel.text = [[_favourites objectAtIndex:[indexPath row]] description];
    return cell;
}

@end
