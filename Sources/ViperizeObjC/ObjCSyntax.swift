/// The structure of one Objective-C file as the structure parser sees it: token indices only.
///
/// Indices point into `ObjCTokenizedFile.code`; ranges of tokens are inclusive (`first...last`).
public struct ObjCFileSyntax: Sendable {
  public var containers: [ObjCContainerSyntax] = []
  /// File-scope C functions, statics, typedefs, `@class`/`@protocol` blocks: kept, not modelled.
  public var fileScopeItems: [ClosedRange<Int>] = []
  /// Unclosed braces and missing `@end`s, in file order.
  public var diagnostics: [ObjCDiagnostic] = []
}

/// An unrecoverable structural problem at a code token.
public struct ObjCDiagnostic: Sendable, Equatable {
  public var tokenIndex: Int
  public var message: String
}

/// One `@interface … @end` or `@implementation … @end` block.
public struct ObjCContainerSyntax: Sendable {
  public enum Kind: Sendable, Equatable {
    case interface, classExtension, categoryInterface, implementation, categoryImplementation
  }

  public var kind: Kind
  public var className: String
  public var nameToken: Int
  public var superclass: String?
  public var categoryName: String?
  /// Protocol names from the `<…>` list with their token indices.
  public var protocols: [(name: String, token: Int)]
  /// The `@interface`/`@implementation` token.
  public var startToken: Int
  /// The last token of the header (name, superclass, `)` or `>`), before any ivar block.
  public var headerEndToken: Int
  /// The `}` closing the ivar block, when there is one.
  public var ivarBlockEnd: Int?
  /// The `@end` token; nil when missing (the block then ends at the end of the file).
  public var endToken: Int?
  public var members: [ObjCMemberSyntax] = []

  public var isImplementation: Bool { kind == .implementation || kind == .categoryImplementation }
}

/// A member-level item of a container.
public struct ObjCMemberSyntax: Sendable {
  public enum Kind: Sendable {
    case property(ObjCPropertySyntax)
    case methodDeclaration(ObjCMethodHeaderSyntax)
    /// A method with a body; `bodyOpen`/`bodyClose` are its braces (`bodyClose` may be the last
    /// token before a recovery point when the body was never closed).
    case methodDefinition(ObjCMethodHeaderSyntax, bodyOpen: Int, bodyClose: Int)
    /// `@synthesize`, `@dynamic`.
    case directive(keyword: String)
    /// A C function, static variable or anything else inside the block.
    case other
  }

  public var kind: Kind
  public var firstToken: Int
  public var lastToken: Int
}

/// A method header: `- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(…)…`.
public struct ObjCMethodHeaderSyntax: Sendable, Equatable {
  public struct Parameter: Sendable, Equatable {
    public var label: String
    public var name: String
    public var type: String
  }

  public var isClassMethod: Bool
  /// The return type as written and normalised, `void` included; `id` when omitted.
  public var returnType: String
  public var selector: String
  public var firstPieceToken: Int
  public var parameters: [Parameter]
  public var isVariadic: Bool
}

/// `@property (nonatomic, strong) IBOutlet UITableView *tableView;`.
public struct ObjCPropertySyntax: Sendable, Equatable {
  /// Attributes in the parentheses plus `IBOutlet`/`IBOutletCollection`/`IBInspectable` marks.
  public var attributes: [String]
  public var type: String
  public var name: String
  public var nameToken: Int
}
