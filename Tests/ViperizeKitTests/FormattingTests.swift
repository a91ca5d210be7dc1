import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// Strings built from model values for display (`String(format:)`, `[NSString stringWithFormat:]`)
/// are presentation (issue 13, item 3): formatting into a local is the presenter's, formatting
/// inside view code stays with it, and formatting that feeds navigation or data moves with that code.
@Suite struct FormattingTests {
  @Test func formattingIntoALocalTheViewShowsGoesToThePresenter() throws {
    let (plan, files) = try GateAndStateTests.convert("""
        func showReplies(_ count: Int) {
            let title = String(format: "%d replies", count)
            titleLabel.text = title
        }
    """)
    #expect(plan.refusals.isEmpty)
    let split = try #require(plan.splits.values.first)
    #expect(split.flow == .presentation)
    #expect(TaskCallbackTests.file(files, "Presenter/PagePresenter.swift").contains("let title = String(format: \"%d replies\", count)"))
    #expect(GateAndStateTests.view(files).contains("titleLabel.text = title"))
  }

  @Test func formattingInsideViewCodeStaysWithANoteNotAWarning() throws {
    let (plan, files) = try GateAndStateTests.convert("""
        func showReplies(_ count: Int) {
            titleLabel.text = String(format: "%d replies", count)
        }
    """)
    #expect(GateAndStateTests.view(files).contains("titleLabel.text = String(format: \"%d replies\", count)"))
    #expect(!plan.diagnostics.contains { $0.id == "viperize.mixed-member" })
    #expect(plan.diagnostics.contains { $0.id == "viperize.view-formatting" && $0.severity == .note })
    let member = try #require(plan.model.members.first { $0.name == "showReplies(_:)" })
    #expect(Set(plan.classified.members[member.id].parts) == [.view, .presenter])
  }

  @Test func formattingThatFeedsNavigationMovesWithIt() throws {
    let (plan, files) = try GateAndStateTests.convert("""
        func openTopic(_ topicID: Int) {
            let address = String(format: "https://example.com/topics/%d", topicID)
            guard let url = URL(string: address) else { return }
            UIApplication.shared.open(url)
        }
    """)
    #expect(plan.refusals.isEmpty)
    let router = TaskCallbackTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("let address = String(format: \"https://example.com/topics/%d\", topicID)"), "\(router)")
    #expect(!GateAndStateTests.view(files).contains("String(format:"))
  }

  @Test func anObjCURLBuiltWithStringWithFormatMovesWithTheNavigation() throws {
    let (plan, files) = try ObjCCallbackSplitTests.convert(ObjCCallbackSplitTests.controller("""
    - (void)openTrip:(NSNumber *)tripID {
        NSString *address = [NSString stringWithFormat:@"https://example.com/trips/%@", tripID];
        [[UIApplication sharedApplication] openURL:[NSURL URLWithString:address] options:@{} completionHandler:nil];
        self.tableView.hidden = YES;
    }

    - (void)showCount:(NSInteger)count {
        self.title = [NSString stringWithFormat:@"%ld trips", (long)count];
    }
    """))
    // `showCount:` has nothing to move: its formatting stays in the view, with a note.
    #expect(plan.refusals.values.map(\.reason) == [.nothingToMove])
    #expect(plan.splits.count == 1)
    let router = ObjCCallbackSplitTests.file(files, "Router/TRListRouter.m")
    #expect(router.contains("NSString *address = [NSString stringWithFormat:@\"https://example.com/trips/%@\", tripID];"), "\(router)")
    let view = ObjCCallbackSplitTests.file(files, "View/TRListViewController.m")
    #expect(view.contains("self.title = [NSString stringWithFormat:@\"%ld trips\", (long)count];"))
    #expect(plan.diagnostics.contains { $0.id == "viperize.view-formatting" })
  }
}
