import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// A screen configured before it is shown moves with its transition; the evidence of an inferred
/// service names the code that reaches it, not the chain it starts.
@Suite struct ScreenConfigurationTests {
  @Test func configuringTheShownScreenMovesWithItsTransition() throws {
    let (plan, files) = try GateAndStateTests.convert("""
        @IBAction func helpTapped(_ sender: UIButton) {
            let help = HelpViewController()
            help.modalPresentationStyle = .formSheet
            help.delegate = self
            present(help, animated: true)
            titleLabel.isHidden = true
        }
    """)
    #expect(plan.refusals.isEmpty)
    let router = TaskCallbackTests.file(files, "Router/PageRouter.swift")
    #expect(router.contains("weak var transitionHandler: PageViewController?"))
    #expect(router.contains("""
        func showHelp() {
            guard let viewController = transitionHandler else { return }
            let help = HelpViewController()
            help.modalPresentationStyle = .formSheet
            help.delegate = viewController
            transitionHandler?.present(help, animated: true)
        }
    """))
    #expect(GateAndStateTests.view(files).contains("output.helpTapped()\n        titleLabel.isHidden = true"))
  }

  @Test func configuringALabelOfTheViewIsNotScreenConfiguration() throws {
    let (_, files) = try GateAndStateTests.convert("""
        @IBAction func helpTapped(_ sender: UIButton) {
            let help = HelpViewController()
            titleLabel.text = "Help"
            present(help, animated: true)
        }
    """)
    // The outlet stays with the view, and the router method does not set it.
    #expect(GateAndStateTests.view(files).contains("titleLabel.text = \"Help\""))
    #expect(!TaskCallbackTests.file(files, "Router/PageRouter.swift").contains("titleLabel"))
  }

  @Test func aSingletonsEvidenceNamesItsAccessorNotTheChain() throws {
    let (plan, _) = try GateAndStateTests.convert("""
        override func viewDidLoad() {
            super.viewDidLoad()
            PlaylistStore.shared.onChange.sink { [weak self] _ in self?.titleLabel.text = "" }
        }
    """)
    let evidence = plan.classified.members.flatMap(\.evidence).map(\.api)
    #expect(evidence.contains("PlaylistStore: app singleton (PlaylistStore.shared, line 9)"), "\(evidence)")
  }
}
