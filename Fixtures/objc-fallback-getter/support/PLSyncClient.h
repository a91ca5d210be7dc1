#import <Foundation/Foundation.h>

@interface PLSyncClient : NSObject
+ (instancetype)sharedClient;
- (void)syncNow;
@end
