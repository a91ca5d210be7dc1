#import <UIKit/UIKit.h>
@class RCRecipe;

@interface RCRecipeDetailViewController : UIViewController
@property (nonatomic, strong) RCRecipe *recipe;
@property (nonatomic, assign) BOOL startsInEditMode;
@end
