#import <Foundation/Foundation.h>

/// A forum topic as the API returns it.
@interface TPTopic : NSObject
@property (nonatomic, copy) NSString *title;
@end

/// The app's topic store: reads topics from the API and caches them.
@interface TPTopicModel : NSObject
+ (instancetype)Instance;
- (TPTopic *)topicWithId:(NSNumber *)topicId;
- (void)voteUpTopicWithId:(NSNumber *)topicId;
@end
