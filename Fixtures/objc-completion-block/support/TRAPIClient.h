#import <Foundation/Foundation.h>

@class TRTrip;

/// The trips API: every call completes on the main queue.
@interface TRAPIClient : NSObject
- (instancetype)initWithBaseURL:(NSURL *)baseURL;
- (void)fetchTripsWithCompletion:(void (^)(NSArray<TRTrip *> *trips, NSError *error))completion;
- (void)deleteTrip:(TRTrip *)trip completion:(void (^)(NSError *error))completion;
@end
