import Testing
@testable import ViperizeCore
@testable import ViperizeObjC

/// The emitter's byte-level text helpers answer as the character-level code they stand in for.
@Suite struct ObjCEmitterTextTests {
  static func randomText(_ generator: inout ObjCRobustnessTests.SeededGenerator, alphabet: [Character]) -> String {
    String((0..<Int.random(in: 0..<80, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
  }

  @Test func asciiIdentifiersAreTheCharacterOnes() {
    var generator = ObjCRobustnessTests.SeededGenerator(state: 7)
    let alphabet = Array("ab_Z09 $:;()*<>\"\r\n\t@#.")
    for _ in 0..<2000 {
      let text = Self.randomText(&generator, alphabet: alphabet)
      #expect(
        SourceWords.asciiIdentifiers(in: text) == SourceWords.characterIdentifiers(in: text),
        "\(text.debugDescription)")
    }
  }

  /// One rule says which `.m` lines the emitter copies; the frontend's `filePrivateNames` asks it too.
  @Test func copiedDeclarationsAreOneLineConstantsAndDefines() {
    #expect(ObjCSupportDeclarations.copiedName("static NSString *const kCellID = @\"Cell\";") == "kCellID")
    #expect(ObjCSupportDeclarations.copiedName("#define kPageSize 20") == "kPageSize")
    #expect(ObjCSupportDeclarations.copiedName("#define\tkDeleteButton\t@\"Delete\"") == "kDeleteButton")
    #expect(ObjCSupportDeclarations.copiedName("#define kLong \\") == nil)
    #expect(ObjCSupportDeclarations.copiedName("static void configure(UIView *view);") == nil)
    #expect(ObjCSupportDeclarations.copiedName("#defineX 1") == nil)
  }

  @Test func linesAreCutAsStringSplitCutsThem() {
    var generator = ObjCRobustnessTests.SeededGenerator(state: 11)
    let alphabet = Array("ab \n\n\r;é")
    for _ in 0..<2000 {
      let text = Self.randomText(&generator, alphabet: alphabet)
      let expected = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let lines = ObjCSupportDeclarations.characterLines(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
      #expect(lines == expected, "\(text.debugDescription)")
    }
  }
}
