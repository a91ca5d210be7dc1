//
//  RDArticleViewController.h
//  Reader
//

#import <UIKit/UIKit.h>
#import "RDArticle.h"

@interface RDArticleViewController : UIViewController

@property (nonatomic, strong) RDArticle *article;

@end
