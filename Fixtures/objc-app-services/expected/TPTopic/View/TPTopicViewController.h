//
//  TPTopicViewController.h
//  Threads
//
//  Created by Tomasz Wieczorek on 11/05/15.
//  Copyright (c) 2015 Threads. All rights reserved.
//

#import <UIKit/UIKit.h>
#import "TPTopicViewInput.h"
#import "TPTopicViewOutput.h"

@interface TPTopicViewController : UIViewController <TPTopicViewInput>

@property (nonatomic, strong) id<TPTopicViewOutput> output;

@property (nonatomic, strong) NSNumber *topicId;

@end
