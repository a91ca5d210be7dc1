#import <UIKit/UIKit.h>

/// Keeps downloaded pictures on disk.
@protocol CGPictureCache <NSObject>
- (UIImage *)pictureForKey:(NSString *)key;
@end

@interface CGDiskPictureCache : NSObject <CGPictureCache>
+ (instancetype)cacheWithFileManager:(NSFileManager *)fileManager;
@end
