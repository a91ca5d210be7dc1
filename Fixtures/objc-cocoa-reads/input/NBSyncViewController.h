#import <UIKit/UIKit.h>
#import <CoreData/CoreData.h>

@interface NBSyncViewController : UIViewController

/// Set by the app delegate before the screen is shown.
@property (nonatomic, strong) NSManagedObjectContext *managedObjectContext;

@end
