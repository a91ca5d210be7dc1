#import <UIKit/UIKit.h>
@class WXForecast;

@interface WXForecastViewController : UIViewController
@property (nonatomic, strong) WXForecast *forecast;
@end

@interface WXForecastViewController (Sharing)
- (NSString *)shareableText;
@end
