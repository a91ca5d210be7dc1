#import "NBNoteListController.h"
#import "NBNote.h"
#import "NBStore.h"
#import "NBNoteListAssembly.h"

@interface NBNoteListController ()
@property (nonatomic, strong) NSFetchedResultsController *resultsController;
@end

@implementation NBNoteListController

- (id<NBNoteListViewOutput>)output {
    if (!_output) {
        [[[NBNoteListAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

// viperize: mixed member: 'viewDidLoad' mixes view, interactor code: NSFetchRequest (line 15), NSFetchedResultsController (line 17), NBStore.sharedStore (line 18), performFetch (line 24); not split: line 17 mixes interactor code with view code ('resultsController', line 17); the view now calls performFetch() in place of some of its code, the rest is left in the view
- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Notes", nil);

    NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"NBNote"];
    request.sortDescriptors = @[[NSSortDescriptor sortDescriptorWithKey:@"createdAt" ascending:NO]];
    self.resultsController = [[NSFetchedResultsController alloc] initWithFetchRequest:request
                                                                 managedObjectContext:[NBStore sharedStore].mainContext
                                                                   sectionNameKeyPath:nil
                                                                            cacheName:nil];
    self.resultsController.delegate = self;

    NSError *error = nil;
    if (![self.output performFetch:self.resultsController error:&error]) {
        NSLog(@"Fetching notes failed: %@", error.localizedDescription);
    }
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    id<NSFetchedResultsSectionInfo> info = self.resultsController.sections[section];
    return info.numberOfObjects;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"NoteCell" forIndexPath:indexPath];
    NBNote *note = [self.output note:self.resultsController indexPath:indexPath];
    cell.textLabel.text = note.headline;
    return cell;
}

#pragma mark - NSFetchedResultsControllerDelegate

- (void)controllerWillChangeContent:(NSFetchedResultsController *)controller {
    [self.tableView beginUpdates];
}

- (void)controller:(NSFetchedResultsController *)controller
   didChangeObject:(id)anObject
       atIndexPath:(NSIndexPath *)indexPath
     forChangeType:(NSFetchedResultsChangeType)type
      newIndexPath:(NSIndexPath *)newIndexPath {
    switch (type) {
        case NSFetchedResultsChangeInsert:
            [self.tableView insertRowsAtIndexPaths:@[newIndexPath] withRowAnimation:UITableViewRowAnimationFade];
            break;
        case NSFetchedResultsChangeDelete:
            [self.tableView deleteRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationFade];
            break;
        case NSFetchedResultsChangeUpdate:
            [self.tableView reloadRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationAutomatic];
            break;
        case NSFetchedResultsChangeMove:
            [self.tableView deleteRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationFade];
            [self.tableView insertRowsAtIndexPaths:@[newIndexPath] withRowAnimation:UITableViewRowAnimationFade];
            break;
    }
}

- (void)controllerDidChangeContent:(NSFetchedResultsController *)controller {
    [self.tableView endUpdates];
}

@end
