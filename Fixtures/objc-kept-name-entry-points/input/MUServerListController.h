//
//  MUServerListController.h
//  Murmur
//
//  Copyright (c) 2012 The Murmur authors. Distributed under the BSD licence.
//

#import <UIKit/UIKit.h>

@interface MUServerListController : UIViewController

@property (nonatomic, weak) IBOutlet UITableView *tableView;

+ (void)showFrom:(UIViewController *)presenter;
- (BOOL)forgetServerNamed:(NSString *)name;

@end
