import Testing
import ViperizeCore
@testable import ViperizeObjC

@Suite struct ObjCLexerTests {
  private func tokens(_ text: String) -> [(ObjCTokenKind, String)] {
    let bytes = Array(text.utf8)
    return ObjCLexer().tokenize(bytes).map { ($0.kind, String(decoding: bytes[$0.range], as: UTF8.self)) }
  }

  @Test func stringsWithBracesAndEndAreOneToken() {
    let result = tokens(#"x = @"} @end {"; y = "a\"}";"#)
    #expect(result.map(\.1) == ["x", "=", #"@"} @end {""#, ";", "y", "=", #""a\"}""#, ";"])
    #expect(result[2].0 == .stringLiteral)
    #expect(result[6].0 == .stringLiteral)
  }

  @Test func commentsWithEndAreTrivia() {
    let result = tokens("/* { @end */ a // } @end\n@end")
    #expect(result.map(\.0) == [.blockComment, .identifier, .lineComment, .atKeyword])
    #expect(result.last?.1 == "@end")
  }

  @Test func keywordsLiteralsAndOperators() {
    let result = tokens("@interface A : B <C> @property (nonatomic) int x; 'x' '\\'' 0x1F 1.5e-3f a->b ... <<= @[ @selector(a:)")
    #expect(result.map(\.1) == [
      "@interface", "A", ":", "B", "<", "C", ">", "@property", "(", "nonatomic", ")", "int", "x", ";",
      "'x'", "'\\''", "0x1F", "1.5e-3f", "a", "->", "b", "...", "<<=", "@", "[", "@selector", "(", "a",
      ":", ")",
    ])
    #expect(result[14].0 == .charLiteral)
    #expect(result[16].0 == .number)
  }

  @Test func preprocessorLinesWithContinuations() {
    let result = tokens("#define A(x) \\\n  x + 1\n  #pragma mark - Hi\nint y;")
    #expect(result.map(\.0) == [.preprocessor, .preprocessor, .identifier, .identifier, .punctuation])
    #expect(result[0].1 == "#define A(x) \\\n  x + 1")
    #expect(result[1].1 == "#pragma mark - Hi")
  }

  @Test func hashInsideALineIsNotADirective() {
    #expect(tokens("a # b").map(\.0) == [.identifier, .unknown, .identifier])
  }

  @Test func unterminatedInputEnds() {
    #expect(tokens("/* never closed { ").map(\.0) == [.blockComment])
    #expect(tokens("@\"open\nnext").map(\.1) == ["@\"open", "next"])
    #expect(tokens("'").map(\.0) == [.charLiteral])
    #expect(tokens("\"abc\\").map(\.0) == [.stringLiteral])
    #expect(tokens("#if").map(\.0) == [.preprocessor])
  }

  @Test func rangesCoverExactBytes() {
    let text = "- (void)é{ }"
    let bytes = Array(text.utf8)
    let all = ObjCLexer().tokenize(bytes)
    #expect(all.map { String(decoding: bytes[$0.range], as: UTF8.self) } == ["-", "(", "void", ")", "é", "{", "}"])
  }
}
