#import "TRTripListViewController.h"
#import "TRAPIClient.h"
#import "TRTrip.h"
#import "TRTripListAssembly.h"

static NSString * const TRTripCellIdentifier = @"TripCell";

@interface TRTripListViewController ()
@property (nonatomic, copy) NSArray<TRTrip *> *trips;
@end

@implementation TRTripListViewController

- (id<TRTripListViewOutput>)output {
    if (!_output) {
        [[[TRTripListAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

#pragma mark - Lifecycle

- (void)viewDidLoad {
    [super viewDidLoad];
    [self reload];
}

#pragma mark - Loading

- (void)reload {
    self.errorLabel.hidden = YES;
    [self.spinner startAnimating];
    [self.output reloadEvent];
}

- (void)showFetchTripsResult:(NSArray<TRTrip *> *)trips error:(NSError *)error {
    [self.spinner stopAnimating];
    self.trips = trips;
    [self.tableView reloadData];
    if (error != nil) {
        self.errorLabel.text = error.localizedDescription;
        self.errorLabel.hidden = NO;
    }
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.trips.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:TRTripCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.trips[indexPath.row].title;
    return cell;
}

- (void)tableView:(UITableView *)tableView commitEditingStyle:(UITableViewCellEditingStyle)editingStyle forRowAtIndexPath:(NSIndexPath *)indexPath {
    if (editingStyle == UITableViewCellEditingStyleDelete) {
        [self deleteTrip:self.trips[indexPath.row] atIndexPath:indexPath];
    }
}

#pragma mark - Editing

- (void)deleteTrip:(TRTrip *)trip atIndexPath:(NSIndexPath *)indexPath {
    [self.output deleteTrip:trip indexPath:indexPath];
}

- (void)showDeleteTripResult:(NSError *)error trip:(TRTrip *)trip indexPath:(NSIndexPath *)indexPath {
    if (error != nil) {
        self.errorLabel.text = error.localizedDescription;
        self.errorLabel.hidden = NO;
        return;
    }
    NSMutableArray<TRTrip *> *trips = [self.trips mutableCopy];
    [trips removeObject:trip];
    self.trips = trips;
    [self.tableView deleteRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationFade];
}

@end
