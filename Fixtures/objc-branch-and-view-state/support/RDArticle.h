#import <Foundation/Foundation.h>

@interface RDAuthor : NSObject
@property (nonatomic, copy) NSString *name;
@end

@interface RDArticle : NSObject
@property (nonatomic, copy) NSString *title;
@property (nonatomic, strong) RDAuthor *author;
@end
