//
//  RDArticleViewController.h
//  Reader
//

#import <UIKit/UIKit.h>
#import "RDArticle.h"
#import "RDArticleViewInput.h"
#import "RDArticleViewOutput.h"

@interface RDArticleViewController : UIViewController <RDArticleViewInput>

@property (nonatomic, strong) id<RDArticleViewOutput> output;

@property (nonatomic, strong) RDArticle *article;

@end
