#import <Foundation/Foundation.h>

/// The signed-in user's session.
@interface LFSession : NSObject
+ (instancetype)currentSession;
- (void)storeToken:(NSData *)token;
@end
