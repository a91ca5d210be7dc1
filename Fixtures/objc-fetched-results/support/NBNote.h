#import <CoreData/CoreData.h>

/// A note of the notebook app.
@interface NBNote : NSManagedObject
@property (nonatomic, copy) NSString *headline;
@property (nonatomic, strong) NSNumber *createdAt;
@end
