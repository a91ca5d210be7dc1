/// Generates a large but realistic Massive View Controller `.m`, for the performance measurement
/// (see the closing report) and the scale test: lifecycle methods, switches, blocks, lazy getters.
enum ObjCSourceGenerator {
  static func massiveController(approximateLines: Int) -> String {
    var text = "#import <UIKit/UIKit.h>\n\n@interface HugeViewController : UIViewController\n"
    text += "@property (nonatomic, weak) IBOutlet UITableView *tableView;\n@end\n\n"
    text += "@implementation HugeViewController\n\n"
    var index = 0
    while text.utf8.reduce(0, { $0 + ($1 == 10 ? 1 : 0) }) < approximateLines - 40 || index == 0 {
      text += """
        #pragma mark - Section \(index)

        // Loads part \(index).
        - (void)loadPart\(index):(NSString *)name count:(NSInteger)count {
            NSArray *items = [Item MR_findAllSortedBy:name ascending:YES inContext:[NSManagedObjectContext MR_defaultContext]];
            switch (count) {
                case 0: {
                    UIViewController *next = [self.storyboard instantiateViewControllerWithIdentifier:@"Part\(index)"];
                    [self.navigationController pushViewController:next animated:YES];
                }
                    break;
                default:
                    [self showItems:items title:[NSString stringWithFormat:@"%@ } @end", name]];
                    break;
            }
            __weak typeof(self) weakSelf = self;
            [[NSURLSession sharedSession] dataTaskWithRequest:self.request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                if (error != nil) { return; }
                weakSelf.title = @"done";
            }];
        }

        - (id<Cache>)cache\(index) {
            if (_cache\(index) == nil) {
                _cache\(index) = [[DiskCache alloc] initWithName:@"\(index)"];
            }
            return _cache\(index);
        }


        """
      index += 1
    }
    return text + "@end\n"
  }
}
