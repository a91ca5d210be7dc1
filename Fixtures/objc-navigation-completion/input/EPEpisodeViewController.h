#import <UIKit/UIKit.h>

/// Plays an episode; from here the listener opens the show's notes or closes the player.
@interface EPEpisodeViewController : UIViewController

- (void)showNotesForEpisodeID:(NSString *)episodeID;

@end
