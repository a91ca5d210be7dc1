#import "IMImportViewController.h"
#import "IMImportAssembly.h"

// Imports a document the user picks. A method of the view builds the picker, whose delegate the
// view is; an action presents it. Another method builds an alert, which the view shows itself.
@interface IMImportViewController () <UIDocumentPickerDelegate>
@property (nonatomic, weak) IBOutlet UILabel *statusLabel;
@end

@implementation IMImportViewController

- (id<IMImportViewOutput>)output {
    if (!_output) {
        [[[IMImportAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (UIDocumentPickerViewController *)makeDocumentPicker
{
    UIDocumentPickerViewController *picker = [[UIDocumentPickerViewController alloc] initWithNibName:nil bundle:nil];
    picker.delegate = self;
    picker.allowsMultipleSelection = NO;
    return picker;
}

- (UIAlertController *)makeHelpAlert
{
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Import" message:@"Pick a file to import." preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
    return alert;
}

- (IBAction)importTapped:(id)sender
{
    self.statusLabel.text = @"Choose a file";
    [self.output showImport:[self makeDocumentPicker]];
}

- (IBAction)helpTapped:(id)sender
{
    [self presentViewController:[self makeHelpAlert] animated:YES completion:nil];
}

- (void)documentPicker:(UIDocumentPickerViewController *)controller didPickDocumentsAtURLs:(NSArray<NSURL *> *)urls
{
    self.statusLabel.text = urls.count > 0 ? @"Imported" : @"Nothing picked";
}

@end
