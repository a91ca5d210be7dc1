//
//  TPTopicViewController.m
//  Threads
//
//  Created by Tomasz Wieczorek on 11/05/15.
//  Copyright (c) 2015 Threads. All rights reserved.
//

#import "TPTopicViewController.h"
#import "TPTopicModel.h"
#import "TPToastView.h"
#import "TPUserProfileViewController.h"
#import "TPTopicAssembly.h"

@interface TPTopicViewController ()
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@property (nonatomic, strong) TPToastView *toast;
@end

@implementation TPTopicViewController

- (id<TPTopicViewOutput>)output {
    if (!_output) {
        [[[TPTopicAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.toast = [[TPToastView alloc] init];
    [self loadTopic];
}

- (void)loadTopic {
    [self.output loadTopic:self.topicId];
}

- (void)displayTopic:(TPTopic *)topic {
    [self showTopic:topic];
}

- (void)showTopic:(TPTopic *)topic {
    self.titleLabel.text = topic.title;
}

#pragma mark - Actions

- (IBAction)upVoteTapped:(id)sender {
    [self.output upVoteTappedEvent:self.topicId];
    [self.toast show];
}

- (IBAction)reportTapped:(id)sender {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Report this topic?"
                                                                   message:nil
                                                            preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:nil]];
    [self presentViewController:alert animated:YES completion:nil];
}

- (IBAction)authorTapped:(id)sender {
    [self.output authorTapped];
}

@end
