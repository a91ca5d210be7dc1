//
//  MUServerListController.h
//  Murmur
//
//  Copyright (c) 2012 The Murmur authors. Distributed under the BSD licence.
//

#import <UIKit/UIKit.h>
#import "MUServerListViewInput.h"
#import "MUServerListViewOutput.h"

@interface MUServerListController : UIViewController <MUServerListViewInput>

@property (nonatomic, strong) id<MUServerListViewOutput> output;

@property (nonatomic, weak) IBOutlet UITableView *tableView;

+ (void)showFrom:(UIViewController *)presenter;
- (BOOL)forgetServerNamed:(NSString *)name;

@end
