#import <CoreData/CoreData.h>

/// A district of the city, stored in Core Data.
@interface CGDistrict : NSManagedObject
@property (nonatomic, copy) NSString *title;
@property (nonatomic, strong) NSNumber *rank;
@end
