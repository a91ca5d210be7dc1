// Minimal MagicalRecord stand-in: the shorthand-free `MR_` category methods the fixtures call.
#pragma once
#import <CoreData/CoreData.h>

@interface NSManagedObjectContext (MagicalRecordStub)
+ (NSManagedObjectContext *)MR_defaultContext;
@end

@interface NSManagedObject (MagicalRecordStub)
+ (NSArray *)MR_findAllSortedBy:(NSString *)sortTerm ascending:(BOOL)ascending inContext:(NSManagedObjectContext *)context;
@end
