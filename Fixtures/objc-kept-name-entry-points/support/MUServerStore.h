#import <Foundation/Foundation.h>

/// The app's store of favourite servers (a stand-in for the fixture).
@interface MUServerStore : NSObject
+ (instancetype)sharedStore;
- (BOOL)forgetServerNamed:(NSString *)name;
@end
