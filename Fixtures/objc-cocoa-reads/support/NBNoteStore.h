#import <Foundation/Foundation.h>

@interface NBNoteStore : NSObject
+ (instancetype)sharedStore;
- (BOOL)isSignedIn;
- (BOOL)hasDrafts;
- (NSInteger)noteCount;
@end

@interface NSFileManager (NBExports)
- (void)nb_openExportsFolder:(void (^)(BOOL opened))completion;
@end
