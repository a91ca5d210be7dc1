#import <Foundation/Foundation.h>

/// A trip the user planned.
@interface TRTrip : NSObject
@property (nonatomic, copy) NSString *title;
@end
