//
//  MUServerListController.m
//  Murmur
//
//  Copyright (c) 2012 The Murmur authors. Distributed under the BSD licence.
//

#import "MUServerListController.h"
#import "MUServerStore.h"

@implementation MUServerListController

+ (void)showFrom:(UIViewController *)presenter {
    MUServerListController *list = [[MUServerListController alloc] init];
    [presenter presentViewController:list animated:YES completion:nil];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView reloadData];
}

// The settings screen calls this after a server was deleted there.
- (BOOL)forgetServerNamed:(NSString *)name {
    return [[MUServerStore sharedStore] forgetServerNamed:name];
}

- (IBAction)close:(id)sender {
    [self dismissViewControllerAnimated:YES completion:^{
        [self.tableView reloadData];
    }];
}

@end
