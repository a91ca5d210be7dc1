#import "RCAccountListViewController.h"
#import "RCAccountListAssembly.h"

static NSString *const kRCShowArchivedKey = @"ShowArchived";

@interface RCAccountListViewController ()
@property (nonatomic, weak) IBOutlet UILabel *footerLabel;
@end

@implementation RCAccountListViewController

- (id<RCAccountListViewOutput>)output {
    if (!_output) {
        [[[RCAccountListAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    // Archived accounts show only when the user asked for them.
    if ([self.output rcShowArchived]) {
        self.footerLabel.text = @"Showing archived accounts";
    }
    [self.output viewIsReady];
}

- (void)showSortKey:(NSString *)sortKey {
    self.title = sortKey;
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    self.footerLabel.hidden = [self.output footerSeen];
}

- (IBAction)refresh:(id)sender {
    self.accounts = [self.output account:self.managedObjectContext];
    [self.tableView reloadData];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.accounts.count;
}

@end
