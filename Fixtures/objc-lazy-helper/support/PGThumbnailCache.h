#import <UIKit/UIKit.h>

/// The gallery's thumbnails, kept in memory and on disk.
@interface PGThumbnailCache : NSObject
- (instancetype)initWithCapacity:(NSUInteger)capacity;
@property (nonatomic, assign) BOOL evictsOnMemoryWarning;
- (UIImage *)thumbnailForKey:(NSString *)key;
- (void)removeAllThumbnails;
@end

/// Formats the gallery's captions.
@interface PGCaptionFormatter : NSObject
@property (nonatomic, copy) NSString *prefix;
- (NSString *)captionForName:(NSString *)name;
@end
