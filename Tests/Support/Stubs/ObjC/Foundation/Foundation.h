// Minimal Foundation stand-in so that fixtures type-check with clang on any platform:
// only what the Objective-C fixtures use, one line or two per declaration.
#pragma once

typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
#define NULL ((void *)0)
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double NSTimeInterval;
#define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
#define NSLocalizedString(key, comment) (key)
// Clang defines these legacy nullability spellings for Apple targets (`-target …-apple-ios`).
#define __nullable _Nullable
#define __nonnull _Nonnull
#define __null_unspecified _Null_unspecified

@class NSString, NSArray, NSError, NSData;

@protocol NSObject
- (BOOL)isEqual:(id)object;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
+ (Class)class;
- (BOOL)isEqual:(id)object;
- (id)mutableCopy;
- (NSString *)description;
@end

@interface NSString : NSObject
@property (readonly) NSUInteger length;
+ (instancetype)stringWithFormat:(NSString *)format, ...;
- (NSString *)stringByTrimmingCharactersInSet:(id)set;
- (BOOL)containsString:(NSString *)other;
- (BOOL)isEqualToString:(NSString *)other;
- (NSData *)dataUsingEncoding:(NSUInteger)encoding;
- (instancetype)initWithData:(NSData *)data encoding:(NSUInteger)encoding;
@end
#define NSUTF8StringEncoding 4

@interface NSCharacterSet : NSObject
+ (NSCharacterSet *)whitespaceAndNewlineCharacterSet;
@end

@interface NSNumber : NSObject
+ (NSNumber *)numberWithInteger:(NSInteger)value;
@property (readonly) BOOL boolValue;
@property (readonly) int intValue;
@property (readonly) long longValue;
@property (readonly) long long longLongValue;
@property (readonly) float floatValue;
@property (readonly) double doubleValue;
@property (readonly) NSInteger integerValue;
@property (readonly) NSUInteger unsignedIntegerValue;
@end

@interface NSArray<ObjectType> : NSObject
@property (readonly) NSUInteger count;
+ (instancetype)arrayWithObjects:(const id [])objects count:(NSUInteger)count;
- (ObjectType)objectAtIndex:(NSUInteger)index;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
@end

@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
- (void)removeObject:(ObjectType)object;
- (void)sortUsingSelector:(SEL)comparator;
@end

@interface NSDictionary<KeyType, ObjectType> : NSObject
- (ObjectType)objectForKeyedSubscript:(KeyType)key;
+ (instancetype)dictionaryWithObjects:(const id [])objects forKeys:(const id [])keys count:(NSUInteger)count;
@end

@interface NSError : NSObject
@property (readonly, copy) NSString *localizedDescription;
@end

@interface NSDate : NSObject
+ (instancetype)date;
- (NSTimeInterval)timeIntervalSinceNow;
@end

@interface NSData : NSObject
- (BOOL)writeToFile:(NSString *)path atomically:(BOOL)useAuxiliaryFile;
@end

@interface NSURL : NSObject
+ (instancetype)URLWithString:(NSString *)string;
@property (readonly, copy) NSString *absoluteString;
@end

@interface NSURLRequest : NSObject
+ (instancetype)requestWithURL:(NSURL *)url;
@end

@interface NSMutableURLRequest : NSURLRequest
@property (copy) NSString *HTTPMethod;
@property (copy) NSData *HTTPBody;
@end

@interface NSURLResponse : NSObject
@end

@interface NSURLSessionDataTask : NSObject
- (void)resume;
@end

@interface NSURLSession : NSObject
+ (NSURLSession *)sharedSession;
- (NSURLSessionDataTask *)dataTaskWithRequest:(NSURLRequest *)request
                            completionHandler:(void (^)(NSData *data, NSURLResponse *response, NSError *error))completionHandler;
@end

@interface NSFileManager : NSObject
+ (NSFileManager *)defaultManager;
@end

@interface NSUserDefaults : NSObject
+ (NSUserDefaults *)standardUserDefaults;
- (void)setBool:(BOOL)value forKey:(NSString *)defaultName;
- (BOOL)boolForKey:(NSString *)defaultName;
- (id)objectForKey:(NSString *)defaultName;
- (NSString *)stringForKey:(NSString *)defaultName;
- (void)setObject:(id)value forKey:(NSString *)defaultName;
- (void)removeObjectForKey:(NSString *)defaultName;
- (NSInteger)integerForKey:(NSString *)defaultName;
- (void)setInteger:(NSInteger)value forKey:(NSString *)defaultName;
- (float)floatForKey:(NSString *)defaultName;
- (void)setFloat:(float)value forKey:(NSString *)defaultName;
@end

@interface NSBundle : NSObject
+ (NSBundle *)mainBundle;
@end

@interface NSIndexPath : NSObject
@property (readonly) NSInteger row;
@property (readonly) NSInteger section;
@end

@interface NSOperationQueue : NSObject
+ (NSOperationQueue *)mainQueue;
- (void)addOperationWithBlock:(void (^)(void))block;
@end

NSString *NSStringFromSelector(SEL aSelector);
void NSLog(NSString *format, ...);

// Grand Central Dispatch, as Foundation brings it in.
typedef struct dispatch_queue_s *dispatch_queue_t;
dispatch_queue_t dispatch_get_main_queue(void);
dispatch_queue_t dispatch_get_global_queue(long identifier, unsigned long flags);
#define QOS_CLASS_UTILITY 0x11
void dispatch_async(dispatch_queue_t queue, void (^block)(void));
