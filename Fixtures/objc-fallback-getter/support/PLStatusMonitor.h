#import <Foundation/Foundation.h>

@class PLSyncClient;

@interface PLStatusMonitor : NSObject
- (instancetype)initWithClient:(PLSyncClient *)client;
- (NSString *)lastStatus;
@end
