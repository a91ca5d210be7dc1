import Testing
import ViperizeCore
@testable import ViperizeObjC

/// A method body gets one facts pass and its statements and branches take slices of it. These tests
/// hold the slices to the reference: a pass of its own for every statement at every depth (what
/// the frontend did before), on the fixtures, on tricky inline code, and on seeded mutations.
@Suite struct ObjCFactsSlicingTests {
  /// Code where a slice would go wrong without its checks: `^` as XOR reaching past a statement,
  /// declarations after `if (…)`/`else`, long `case` labels, blocks with `return`, `@selector`,
  /// nested switches, unbalanced brackets.
  static let tricky = """
    @implementation TKTrickyViewController
    - (NSUInteger)hashValue {
        NSUInteger a = 3, b = 5;
        return a ^ b ^ _count; Foo *bar = nil; return a ^ (b + 1);
    }
    - (void)branches:(NSInteger)value {
        if (value) a * b;
        if (value) x = 1; else Foo *y = nil;
        while (value) a * b;
        for (NSString *name in self.items) if (name) NSLog(@"%@", name);
        switch (value) {
            case VALUE_A + VALUE_B * 2 + VALUE_C - 1 + VALUE_D:
                Foo *z = [Foo new];
                break;
            case 1: {
                if (value > 0) { return; } else if (value < 0) switch (value) { case 2: { int q = 2; } break; default: break; }
                __weak typeof(self) weakSelf = self;
                [self run:^(NSInteger n) { if (n) { return; } weakSelf.title = @"x"; }];
                [self run:^BOOL (NSInteger n) { return n > 0; }];
            }
                break;
            case 3: value = value ^ 0x1; NSString *s = @"t"; break;
            case 4: return;
            default:
                do { value--; } while (value > 0);
                @try { [self boom]; } @catch (NSException *e) { NSLog(@"%@", e); } @finally { _count = 0; }
                break;
        }
        if (value ^ 2) { int (^blk)(int) = ^int(int x) { return x ^ 1; }; blk(2); }
        void (^done)(void) = ^{ self.items = @[]; };
        SEL sel = @selector(branches:);
        if (sel) done();
        else return;
        label: value++;
    }
    - (void)unbalanced {
        if (x) [self foo: ]; ( ] ;
        NSArray<NSString *> *names = @[ @"a" ];
        unsigned long long big = 0;
        if (big) int (^sum)(int, int) = ^(int a, int b) { return a + b; };
    }
    @end
    """

  /// The statements and facts of every method body, dumped, with sliced facts and with a pass
  /// each (the body's facts then `CodeFacts.merged` of its statements').
  private static func dumps(_ text: String) -> (sliced: String, reference: String) {
    let file = ObjCTokenizedFile(source: SourceFile(path: "Sliced.m", text: text))
    let syntax = ObjCStructureParser(file: file).parse()
    let spans = ObjCSpanBuilder(file: file, fileIndex: 0)
    var sliced = ""
    var reference = ""
    for container in syntax.containers {
      for member in container.members {
        guard case .methodDefinition(_, let open, let close) = member.kind else { continue }
        let last = file.isText(close, "}") && close > open ? close - 1 : close
        dump(ObjCStatementParser(file: file, spans: spans).body(from: open + 1, through: last), to: &sliced)
        dump(
          ObjCStatementParser(file: file, spans: spans, slicesFacts: false).body(from: open + 1, through: last),
          to: &reference)
      }
    }
    return (sliced, reference)
  }

  @Test func trickyCode() {
    let (sliced, reference) = Self.dumps(Self.tricky)
    #expect(sliced == reference)
    #expect(sliced.contains("definedLocals"))
  }

  @Test(arguments: ObjCTestSupport.fixtureCases())
  func fixtures(fixture: String) throws {
    for source in try ObjCTestSupport.sources(fixture) {
      let (sliced, reference) = Self.dumps(source.text)
      #expect(sliced == reference, "\(source.path)")
    }
  }

  /// In ordinary code every statement of a body is a slice of the body's pass: one pass per body.
  @Test func ordinaryStatementsAreSlices() {
    let file = ObjCTokenizedFile(source: SourceFile(path: "Menu.m", text: ObjCParserTests.menu))
    let parser = ObjCStatementParser(file: file, spans: ObjCSpanBuilder(file: file, fileIndex: 0))
    let collector = ObjCFactsCollector(file: file)
    var checked = 0
    for container in ObjCStructureParser(file: file).parse().containers {
      for member in container.members {
        guard case .methodDefinition(_, let open, let close) = member.kind else { continue }
        let body = collector.pass(from: open + 1, through: close - 1)
        func check(_ statements: [Statement]) {
          for statement in statements {
            let first = file.code.firstIndex { $0.start == statement.span.start }!
            let last = file.code.lastIndex { $0.end == statement.span.end }!
            #expect(collector.pass(from: first, through: last, within: body) === body)
            checked += 1
            for branch in statement.branches { check(branch.statements) }
          }
        }
        check(parser.statements(from: open + 1, through: close - 1))
      }
    }
    #expect(checked == 10)
  }

  @Test func generatedController() {
    let (sliced, reference) = Self.dumps(ObjCSourceGenerator.massiveController(approximateLines: 600))
    #expect(sliced == reference)
  }

  /// Seeded edits of the fixtures and of the tricky code: inserted brackets, operators and
  /// keywords, deleted runs, dropped and swapped lines.
  @Test func mutations() throws {
    var generator = ObjCRobustnessTests.SeededGenerator(state: 2026)
    let pieces = [
      "^", "{", "}", "(", ")", "[", "]", ";", ":", "?", "case", "if", "else", "return", "@selector(", "*",
      "int", "const", "NSString *x", "^{", "^(int a){", "\n", "=", "<", ">", "typeof(", "default:",
      "switch (a) {", "for (", "do", "while",
    ]
    var texts = [Self.tricky]
    for fixture in ObjCTestSupport.fixtureCases() {
      texts += try ObjCTestSupport.sources(fixture).map(\.text).filter { $0.contains("@implementation") }
    }
    var failures = 0
    for text in texts {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for round in 0..<40 {
        var mutated = lines
        for _ in 0..<(1 + round % 4) {
          let line = Int.random(in: 0..<mutated.count, using: &generator)
          var characters = Array(mutated[line])
          let position = characters.isEmpty ? 0 : Int.random(in: 0...characters.count, using: &generator)
          switch Int.random(in: 0..<4, using: &generator) {
          case 0:
            characters.insert(contentsOf: Array(pieces.randomElement(using: &generator)!), at: position)
            mutated[line] = String(characters)
          case 1:
            let length = Int.random(in: 1...6, using: &generator)
            if position < characters.count {
              characters.removeSubrange(position..<min(characters.count, position + length))
            }
            mutated[line] = String(characters)
          case 2:
            mutated.remove(at: line)
          default:
            mutated.swapAt(line, Int.random(in: 0..<mutated.count, using: &generator))
          }
        }
        let (sliced, reference) = Self.dumps(mutated.joined(separator: "\n"))
        if sliced != reference {
          failures += 1
          Issue.record("slice differs from a pass of its own:\n\(mutated.joined(separator: "\n"))")
        }
        if failures > 2 { return }
      }
    }
  }
}
