#import "RCAccountListViewController.h"

static NSString *const kRCShowArchivedKey = @"ShowArchived";

@interface RCAccountListViewController ()
@property (nonatomic, weak) IBOutlet UILabel *footerLabel;
@end

@implementation RCAccountListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    // Archived accounts show only when the user asked for them.
    if ([[NSUserDefaults standardUserDefaults] boolForKey:kRCShowArchivedKey]) {
        self.footerLabel.text = @"Showing archived accounts";
    }
    NSString *sortKey = [[NSUserDefaults standardUserDefaults] objectForKey:@"AccountSortKey"];
    self.title = sortKey;
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    // The footer hides once the user has seen it.
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    self.footerLabel.hidden = [defaults boolForKey:@"FooterSeen"];
}

- (IBAction)refresh:(id)sender {
    self.accounts = [self.managedObjectContext executeFetchRequest:[NSFetchRequest fetchRequestWithEntityName:@"Account"]
                                                             error:NULL];
    [self.tableView reloadData];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.accounts.count;
}

@end
