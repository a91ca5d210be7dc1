//
//  TPTopicViewController.h
//  Threads
//
//  Created by Tomasz Wieczorek on 11/05/15.
//  Copyright (c) 2015 Threads. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface TPTopicViewController : UIViewController

@property (nonatomic, strong) NSNumber *topicId;

@end
