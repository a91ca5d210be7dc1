// Minimal Core Data stand-in for the Objective-C fixtures.
#pragma once
#import <Foundation/Foundation.h>

@interface NSManagedObject : NSObject
@end

@interface NSSortDescriptor : NSObject
+ (instancetype)sortDescriptorWithKey:(NSString *)key ascending:(BOOL)ascending;
@end

@interface NSPredicate : NSObject
+ (NSPredicate *)predicateWithFormat:(NSString *)predicateFormat, ...;
@end

@interface NSFetchRequest : NSObject
+ (instancetype)fetchRequestWithEntityName:(NSString *)entityName;
@property (copy) NSArray *sortDescriptors;
@property (strong) NSPredicate *predicate;
@end

@interface NSManagedObjectContext : NSObject
- (BOOL)save:(NSError **)error;
- (NSArray *)executeFetchRequest:(NSFetchRequest *)request error:(NSError **)error;
- (NSUInteger)countForFetchRequest:(NSFetchRequest *)request error:(NSError **)error;
@end

@protocol NSFetchedResultsSectionInfo
@property (readonly) NSUInteger numberOfObjects;
@end

typedef NS_ENUM(NSUInteger, NSFetchedResultsChangeType) {
  NSFetchedResultsChangeInsert = 1,
  NSFetchedResultsChangeDelete = 2,
  NSFetchedResultsChangeMove = 3,
  NSFetchedResultsChangeUpdate = 4
};

@protocol NSFetchedResultsControllerDelegate;

@interface NSFetchedResultsController : NSObject
- (instancetype)initWithFetchRequest:(NSFetchRequest *)request
                managedObjectContext:(NSManagedObjectContext *)context
                  sectionNameKeyPath:(NSString *)sectionNameKeyPath
                           cacheName:(NSString *)name;
@property (weak) id<NSFetchedResultsControllerDelegate> delegate;
@property (readonly) NSArray<id<NSFetchedResultsSectionInfo>> *sections;
@property (readonly) NSArray *fetchedObjects;
- (BOOL)performFetch:(NSError **)error;
- (id)objectAtIndexPath:(NSIndexPath *)indexPath;
@end

@protocol NSFetchedResultsControllerDelegate <NSObject>
- (void)controllerWillChangeContent:(NSFetchedResultsController *)controller;
- (void)controller:(NSFetchedResultsController *)controller didChangeObject:(id)anObject
       atIndexPath:(NSIndexPath *)indexPath forChangeType:(NSFetchedResultsChangeType)type
      newIndexPath:(NSIndexPath *)newIndexPath;
- (void)controllerDidChangeContent:(NSFetchedResultsController *)controller;
@end
