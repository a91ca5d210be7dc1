//
//  MUServerListController.m
//  Murmur
//
//  Copyright (c) 2012 The Murmur authors. Distributed under the BSD licence.
//

#import "MUServerListController.h"
#import "MUServerStore.h"
#import "MUServerListAssembly.h"

@implementation MUServerListController

- (id<MUServerListViewOutput>)output {
    if (!_output) {
        [[[MUServerListAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

// viperize: mixed member: 'showFrom:' mixes view, router code: presentViewController (line 15); not split: it is a type member: there is no view instance whose output it could call; left in the view unchanged
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
    return [self.output forgetServerNamed:name];
}

- (IBAction)close:(id)sender {
    [self.output close];
}

- (void)afterClose {
    [self.tableView reloadData];
}

@end
