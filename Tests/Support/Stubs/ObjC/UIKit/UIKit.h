// Minimal UIKit stand-in for the Objective-C fixtures: declarations only, no behaviour.
#pragma once
#import <Foundation/Foundation.h>

// IBOutlet and IBAction are clang built-ins.
typedef double CGFloat;

@interface UIColor : NSObject
+ (UIColor *)redColor;
+ (UIColor *)blackColor;
@end

@interface UIImage : NSObject
+ (UIImage *)imageWithData:(NSData *)data;
+ (UIImage *)imageNamed:(NSString *)name;
@end

@interface UIView : NSObject
@property (nonatomic) BOOL hidden;
@property (nonatomic) CGFloat alpha;
- (void)addSubview:(UIView *)view;
+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;
+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations completion:(void (^)(BOOL finished))completion;
@end

@interface UILabel : UIView
@property (nonatomic, copy) NSString *text;
@property (nonatomic, strong) UIColor *textColor;
@end

@interface UIImageView : UIView
@property (nonatomic, strong) UIImage *image;
@end

@interface UITextField : UIView
@property (nonatomic, copy) NSString *text;
- (BOOL)resignFirstResponder;
@end

@interface UIButton : UIView
@property (nonatomic) BOOL enabled;
@end

@interface UISwitch : UIView
@property (nonatomic, getter=isOn) BOOL on;
@end

@interface UISlider : UIView
@property (nonatomic) float value;
@end

@interface UISegmentedControl : UIView
@property (nonatomic) NSInteger selectedSegmentIndex;
@end

@interface UIActivityIndicatorView : UIView
- (void)startAnimating;
- (void)stopAnimating;
@end

@interface UITableViewCell : UIView
@property (nonatomic, readonly) UILabel *textLabel;
@end

@class UITableView;

typedef NS_ENUM(NSInteger, UITableViewCellEditingStyle) {
    UITableViewCellEditingStyleNone, UITableViewCellEditingStyleDelete, UITableViewCellEditingStyleInsert
};

@protocol UITableViewDataSource <NSObject>
- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section;
- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath;
@optional
- (void)tableView:(UITableView *)tableView commitEditingStyle:(UITableViewCellEditingStyle)editingStyle forRowAtIndexPath:(NSIndexPath *)indexPath;
@end

@protocol UITableViewDelegate <NSObject>
@optional
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath;
@end

typedef NS_ENUM(NSInteger, UITableViewRowAnimation) { UITableViewRowAnimationFade, UITableViewRowAnimationAutomatic };

@interface UITableView : UIView
@property (nonatomic, weak) id<UITableViewDataSource> dataSource;
@property (nonatomic, weak) id<UITableViewDelegate> delegate;
- (void)reloadData;
- (void)beginUpdates;
- (void)endUpdates;
- (UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;
- (void)insertRowsAtIndexPaths:(NSArray *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
- (void)deleteRowsAtIndexPaths:(NSArray *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
- (void)reloadRowsAtIndexPaths:(NSArray *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
- (void)deselectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;
- (NSIndexPath *)indexPathForSelectedRow;
@end

@class UINavigationController, UIStoryboardSegue;

typedef NS_ENUM(NSInteger, UIModalPresentationStyle) {
    UIModalPresentationFullScreen = 0,
    UIModalPresentationFormSheet = 2,
};

@class UIStoryboard;

@interface UIViewController : NSObject
@property (nonatomic, strong) UIView *view;
@property (nonatomic, assign) UIModalPresentationStyle modalPresentationStyle;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, readonly) UINavigationController *navigationController;
@property (nonatomic, readonly) UIStoryboard *storyboard;
- (instancetype)initWithNibName:(NSString *)nibNameOrNil bundle:(NSBundle *)nibBundleOrNil;
- (void)viewDidLoad;
- (void)viewWillAppear:(BOOL)animated;
- (void)viewDidAppear:(BOOL)animated;
- (void)didReceiveMemoryWarning;
- (void)presentViewController:(UIViewController *)controller animated:(BOOL)flag completion:(void (^)(void))completion;
- (void)showViewController:(UIViewController *)controller sender:(id)sender;
- (void)showDetailViewController:(UIViewController *)controller sender:(id)sender;
- (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^)(void))completion;
- (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender;
- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender;
@end

@interface UITableViewController : UIViewController <UITableViewDataSource, UITableViewDelegate>
@property (nonatomic, strong) UITableView *tableView;
@end

@interface UINavigationController : UIViewController
@property (nonatomic, readonly, strong) UIViewController *topViewController;
- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;
- (UIViewController *)popViewControllerAnimated:(BOOL)animated;
- (NSArray *)popToRootViewControllerAnimated:(BOOL)animated;
@property (nonatomic, copy) NSArray *viewControllers;
- (void)setViewControllers:(NSArray *)viewControllers animated:(BOOL)animated;
@end

@interface UIStoryboard : NSObject
+ (UIStoryboard *)storyboardWithName:(NSString *)name bundle:(NSBundle *)bundle;
- (__kindof UIViewController *)instantiateViewControllerWithIdentifier:(NSString *)identifier;
@end

@interface UIStoryboardSegue : NSObject
@property (nonatomic, readonly, copy) NSString *identifier;
@property (nonatomic, readonly) __kindof UIViewController *destinationViewController;
@end

@class UIDocumentPickerViewController;

@protocol UIDocumentPickerDelegate <NSObject>
@optional
- (void)documentPicker:(UIDocumentPickerViewController *)controller didPickDocumentsAtURLs:(NSArray<NSURL *> *)urls;
- (void)documentPickerWasCancelled:(UIDocumentPickerViewController *)controller;
@end

@interface UIDocumentPickerViewController : UIViewController
@property (nonatomic, weak) id<UIDocumentPickerDelegate> delegate;
@property (nonatomic, assign) BOOL allowsMultipleSelection;
@end

typedef NS_ENUM(NSInteger, UIAlertControllerStyle) { UIAlertControllerStyleActionSheet = 0, UIAlertControllerStyleAlert };
typedef NS_ENUM(NSInteger, UIAlertActionStyle) { UIAlertActionStyleDefault, UIAlertActionStyleCancel };

@interface UIAlertAction : NSObject
+ (instancetype)actionWithTitle:(NSString *)title style:(UIAlertActionStyle)style handler:(void (^)(UIAlertAction *action))handler;
@end

@interface UIAlertController : UIViewController
+ (instancetype)alertControllerWithTitle:(NSString *)title message:(NSString *)message preferredStyle:(UIAlertControllerStyle)style;
- (void)addAction:(UIAlertAction *)action;
@end
