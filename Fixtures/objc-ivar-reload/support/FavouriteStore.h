#import <Foundation/Foundation.h>

/// The saved servers, in the app's SQLite database.
@interface FavouriteStore : NSObject
+ (NSMutableArray *)fetchAllFavourites;
@end
