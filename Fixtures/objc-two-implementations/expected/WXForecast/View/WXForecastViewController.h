#import <UIKit/UIKit.h>
#import "WXForecastViewInput.h"
#import "WXForecastViewOutput.h"
@class WXForecast;

@interface WXForecastViewController : UIViewController <WXForecastViewInput>

@property (nonatomic, strong) id<WXForecastViewOutput> output;
@property (nonatomic, strong) WXForecast *forecast;
@end

@interface WXForecastViewController (Sharing)
- (NSString *)shareableText;
@end
