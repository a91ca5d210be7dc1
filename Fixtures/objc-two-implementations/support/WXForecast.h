#import <Foundation/Foundation.h>

/// One day of weather forecast.
@interface WXForecast : NSObject
@property (nonatomic, copy) NSString *summary;
@property (nonatomic, assign) double temperature;
@end
