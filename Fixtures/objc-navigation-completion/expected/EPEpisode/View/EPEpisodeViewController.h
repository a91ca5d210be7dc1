#import <UIKit/UIKit.h>
#import "EPEpisodeViewInput.h"
#import "EPEpisodeViewOutput.h"

/// Plays an episode; from here the listener opens the show's notes or closes the player.
@interface EPEpisodeViewController : UIViewController <EPEpisodeViewInput>

@property (nonatomic, strong) id<EPEpisodeViewOutput> output;

- (void)showNotesForEpisodeID:(NSString *)episodeID;

@end
