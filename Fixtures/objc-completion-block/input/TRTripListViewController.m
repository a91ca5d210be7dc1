#import "TRTripListViewController.h"
#import "TRAPIClient.h"
#import "TRTrip.h"

static NSString * const TRTripCellIdentifier = @"TripCell";

@interface TRTripListViewController ()
@property (nonatomic, strong) TRAPIClient *apiClient;
@property (nonatomic, copy) NSArray<TRTrip *> *trips;
@end

@implementation TRTripListViewController

#pragma mark - Lifecycle

- (void)viewDidLoad {
    [super viewDidLoad];
    [self reload];
}

#pragma mark - Loading

- (TRAPIClient *)apiClient {
    if (!_apiClient) {
        _apiClient = [[TRAPIClient alloc] initWithBaseURL:[NSURL URLWithString:@"https://api.example.com/v2"]];
    }
    return _apiClient;
}

- (void)reload {
    self.errorLabel.hidden = YES;
    [self.spinner startAnimating];
    [self.apiClient fetchTripsWithCompletion:^(NSArray<TRTrip *> *trips, NSError *error) {
        [self.spinner stopAnimating];
        self.trips = trips;
        [self.tableView reloadData];
        if (error != nil) {
            self.errorLabel.text = error.localizedDescription;
            self.errorLabel.hidden = NO;
        }
    }];
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
    __weak typeof(self) weakSelf = self;
    [self.apiClient deleteTrip:trip completion:^(NSError *error) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (!strongSelf) return;
        if (error != nil) {
            strongSelf.errorLabel.text = error.localizedDescription;
            strongSelf.errorLabel.hidden = NO;
            return;
        }
        NSMutableArray<TRTrip *> *trips = [strongSelf.trips mutableCopy];
        [trips removeObject:trip];
        strongSelf.trips = trips;
        [strongSelf.tableView deleteRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationFade];
    }];
}

@end
