#import <Foundation/Foundation.h>

/// A recipe shown by the cookbook.
@interface RCRecipe : NSObject
@property (nonatomic, copy) NSString *name;
+ (NSArray *)allRecipes;
@end
