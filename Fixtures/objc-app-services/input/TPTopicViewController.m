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

@interface TPTopicViewController ()
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@property (nonatomic, strong) TPToastView *toast;
@end

@implementation TPTopicViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.toast = [[TPToastView alloc] init];
    [self loadTopic];
}

- (void)loadTopic {
    TPTopic *topic = [[TPTopicModel Instance] topicWithId:self.topicId];
    [self showTopic:topic];
}

- (void)showTopic:(TPTopic *)topic {
    self.titleLabel.text = topic.title;
}

#pragma mark - Actions

- (IBAction)upVoteTapped:(id)sender {
    [[TPTopicModel Instance] voteUpTopicWithId:self.topicId];
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
    TPUserProfileViewController *profile = [[TPUserProfileViewController alloc] init];
    [self.navigationController pushViewController:profile animated:YES];
}

@end
