#import <CoreData/CoreData.h>

/// Owns the app's Core Data stack.
@interface NBStore : NSObject
+ (instancetype)sharedStore;
@property (nonatomic, readonly) NSManagedObjectContext *mainContext;
@end
