//
//  FavouritesViewController.m
//  Murmur
//

#import "FavouritesViewController.h"
#import "FavouriteStore.h"
#import "FavouritesAssembly.h"

@interface FavouritesViewController () {
    NSMutableArray *_favourites;
    BOOL            _editMode;
}
@end

@implementation FavouritesViewController

- (id<FavouritesViewOutput>)output {
    if (!_output) {
        [[[FavouritesAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (void) viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self reloadFavourites];
    [self.tableView reloadData];
}

- (void) reloadFavourites {
    _favourites = [self.output favourites];
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
