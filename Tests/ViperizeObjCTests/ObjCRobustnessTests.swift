import Testing
import ViperizeCore
@testable import ViperizeObjC

/// Truncated fixtures and random bytes must return a model or throw a `FrontendError`: never crash
/// or hang.
@Suite struct ObjCRobustnessTests {
  /// A small deterministic generator (SplitMix64) so failures reproduce.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  private func survive(_ files: [SourceFile]) {
    do {
      let model = try ObjCFrontend().parse(files: files, className: nil)
      #expect(model.members.enumerated().allSatisfy { $0.offset == $0.element.id })
    } catch is FrontendError {
      // Throwing is a fine answer to broken input.
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test(arguments: ObjCTestSupport.fixtureCases())
  func truncatedFixtures(fixture: String) throws {
    let sources = try ObjCTestSupport.sources(fixture)
    for source in sources {
      let bytes = source.bytes
      for step in 0..<50 {
        let cut = bytes.count * step / 50
        let text = String(decoding: bytes[0..<cut], as: UTF8.self)
        let others = sources.filter { $0.path != source.path }
        survive(others + [SourceFile(path: source.path, text: text)])
      }
    }
  }

  @Test func randomBytesAndShuffledTokens() throws {
    var generator = SeededGenerator(state: 42)
    let alphabet = Array("@interface@implementation@end-+(){}[];:^\"'/*#\n \\<>,.=_xY0".utf8)
    for round in 0..<200 {
      let length = Int.random(in: 0..<600, using: &generator)
      let bytes: [UInt8] = (0..<length).map { _ in
        round % 2 == 0 ? UInt8.random(in: 0...255, using: &generator) : alphabet.randomElement(using: &generator) ?? 0
      }
      survive([SourceFile(path: "Random\(round)Controller.m", text: String(decoding: bytes, as: UTF8.self))])
    }
    // Fixture tokens in random order: plausible-looking garbage.
    let source = try ObjCTestSupport.sources("objc-odd-formatting").last.map(\.text) ?? ""
    var words = source.split(separator: " ").map(String.init)
    for _ in 0..<50 {
      words.shuffle(using: &generator)
      survive([SourceFile(path: "Shuffled.m", text: "@implementation ShuffledController\n" + words.joined(separator: " "))])
    }
  }
}

/// The generated 4,000-line controller parses completely (no timing here: see the report).
@Test func generatedMassiveControllerParses() throws {
  let text = ObjCSourceGenerator.massiveController(approximateLines: 4_000)
  let model = try ObjCFrontend().parse(files: [SourceFile(path: "HugeViewController.m", text: text)], className: nil)
  let methods = model.members.filter { $0.kind == .method }
  #expect(methods.count >= 120)
  #expect(methods.filter { $0.lazyInitialization != nil }.count == methods.count / 2)
}
