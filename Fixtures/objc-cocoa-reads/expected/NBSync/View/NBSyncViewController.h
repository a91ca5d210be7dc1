#import <UIKit/UIKit.h>
#import <CoreData/CoreData.h>
#import "NBSyncViewInput.h"
#import "NBSyncViewOutput.h"

@interface NBSyncViewController : UIViewController <NBSyncViewInput>

@property (nonatomic, strong) id<NBSyncViewOutput> output;

/// Set by the app delegate before the screen is shown.
@property (nonatomic, strong) NSManagedObjectContext *managedObjectContext;

@end
