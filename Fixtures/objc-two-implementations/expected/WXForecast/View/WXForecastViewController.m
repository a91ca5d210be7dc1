#import "WXForecastViewController.h"
#import "WXForecast.h"
#import "WXForecastAssembly.h"

/// Formats temperatures for display; only used by the controller below.
@interface WXTemperatureFormatter : NSObject
- (NSString *)stringFromTemperature:(double)temperature;
@end

@implementation WXTemperatureFormatter

- (NSString *)stringFromTemperature:(double)temperature {
    return [NSString stringWithFormat:@"%.0f°", temperature];
}

@end

@interface WXForecastViewController ()
@property (nonatomic, weak) IBOutlet UILabel *summaryLabel;
@property (nonatomic, weak) IBOutlet UILabel *temperatureLabel;
@property (nonatomic, strong) WXTemperatureFormatter *formatter;
@end

@implementation WXForecastViewController

- (id<WXForecastViewOutput>)output {
    if (!_output) {
        [[[WXForecastAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (instancetype)init {
    self = [super init];
    if (self) {
        _formatter = [[WXTemperatureFormatter alloc] init];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self render];
}

- (void)render {
    self.summaryLabel.text = self.forecast.summary;
    self.temperatureLabel.text = [self.formatter stringFromTemperature:self.forecast.temperature];
}

- (void)dealloc {
    NSLog(@"forecast screen released");
}

@end

@implementation WXForecastViewController (Sharing)

- (NSString *)shareableText {
    return [NSString stringWithFormat:@"%@, %@", self.forecast.summary,
                                      [self.formatter stringFromTemperature:self.forecast.temperature]];
}

@end
