#import <Foundation/Foundation.h>

/// Remote feature switches.
@interface ODFeatureFlags : NSObject
+ (BOOL)isEnabled:(NSString *)flag;
@end
