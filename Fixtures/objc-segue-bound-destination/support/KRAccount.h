#import <Foundation/Foundation.h>

@interface KRAccount : NSObject
@property (nonatomic, copy) NSString *name;
@property (nonatomic, assign) BOOL isOwner;
@end
