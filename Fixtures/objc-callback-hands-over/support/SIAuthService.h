#import <Foundation/Foundation.h>

/// An account the service signed in.
@interface SIAccount : NSObject
@property (nonatomic, copy) NSString *email;
@end

/// The sign-in API: every call completes on the main queue.
@interface SIAuthService : NSObject
+ (instancetype)sharedService;
- (void)signInWithEmail:(NSString *)email completion:(void (^)(SIAccount *account, NSError *error))completion;
- (void)refreshSessionWithCompletion:(void (^)(BOOL expired))completion;
@end
