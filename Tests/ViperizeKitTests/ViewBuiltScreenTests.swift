import Testing

@testable import ViperizeCore
@testable import ViperizeKit

/// A screen a method of the view builds, which navigation presents (`StatementTagger.viewValue(of:
/// screens:)`): the view builds it where the statement stood and the router presents what it is
/// given; code that might build it at another time, more often or not at all stays in the view.
@Suite struct ViewBuiltScreenTests {
  static let screens = """
    import UIKit

    final class PDFViewController: UIViewController {}
    final class HelpViewController: UIViewController {}

    """

  @Test func aBuiltScreenIsHandedOverAloneAndTheStatementsAroundItStillMove() throws {
    var (_, files) = try ReadTypingTests.convert(ReadTypingTests.controller("""
        func makePDF() -> PDFViewController {
            let pdf = PDFViewController(nibName: nil, bundle: nil)
            pdf.title = titleLabel.text
            return pdf
        }

        @IBAction func pdfTapped(_ sender: Any) {
            dismiss(animated: false)
            show(makePDF(), sender: self)
            presentingViewController?.dismiss(animated: true)
        }

        func makeScreen() -> UIViewController { HelpViewController(nibName: nil, bundle: nil) }

        @IBAction func helpTapped(_ sender: Any) {
            show(makeScreen(), sender: self)
        }
    """))
    files["Support/Screens.swift"] = Self.screens
    let view = ReadTypingTests.view(files)
    let router = CallbackSplitTests.file(files, "LibraryRouter.swift")
    #expect(view.contains("output.showPdf(makePDF())"), "\(view)")
    // The statements before and after it leave too, each a command of its own.
    #expect(!view.contains("dismiss(animated:"), "\(view)")
    // An acronym stays whole in the parameter's name, and the router's own controller, which
    // `sender: self` passes, takes a name no parameter has.
    #expect(router.contains("func showPdf(_ pdfViewController: PDFViewController) {"), "\(router)")
    #expect(router.contains("guard let viewController = transitionHandler else { return }"), "\(router)")
    #expect(router.contains("transitionHandler?.show(pdfViewController, sender: viewController)"), "\(router)")
    // A screen typed `UIViewController` takes that name: the router's own controller another.
    #expect(router.contains("func showHelp(_ viewController: UIViewController) {"), "\(router)")
    #expect(router.contains("guard let currentViewController = transitionHandler else { return }"), "\(router)")
    #expect(router.contains("transitionHandler?.show(viewController, sender: currentViewController)"), "\(router)")
    try KeptCompletionTests.expectTypechecks(files, label: "view-built-screen")
  }

  @Test func aScreenThatMightNotBeBuiltOrBuiltOnlyLaterStaysInTheView() throws {
    var (_, files) = try ReadTypingTests.convert(ReadTypingTests.controller("""
        func makePDF() -> PDFViewController { PDFViewController(nibName: nil, bundle: nil) }
        func makeHelp() -> HelpViewController { HelpViewController(nibName: nil, bundle: nil) }

        @IBAction func eitherTapped(_ sender: Any) {
            present(titleLabel.isHidden ? makePDF() : makeHelp(), animated: true)
        }

        @IBAction func pushTapped(_ sender: Any) {
            navigationController?.pushViewController(makePDF(), animated: true)
        }

        @IBAction func thenTapped(_ sender: Any) {
            present(makeHelp(), animated: true) { self.titleLabel.text = "Help" }
        }
    """))
    files["Support/Screens.swift"] = Self.screens
    let view = ReadTypingTests.view(files)
    // Only one of a conditional's screens is built; none without a navigation controller
    // (Swift skips the arguments of a call on nil); a completion runs later.
    #expect(view.contains("present(titleLabel.isHidden ? makePDF() : makeHelp(), animated: true)"), "\(view)")
    #expect(view.contains("navigationController?.pushViewController(makePDF(), animated: true)"), "\(view)")
    #expect(view.contains("present(makeHelp(), animated: true) { self.titleLabel.text = \"Help\" }"), "\(view)")
    try KeptCompletionTests.expectTypechecks(files, label: "view-built-screen-kept")
  }

  @Test func aScreenIsNamedAfterItsTypeWithoutAFrameworkPrefix() {
    #expect(PassedValue.screenName(of: "PHPickerViewController *") == "pickerViewController")
    #expect(PassedValue.screenName(of: "UIDocumentPickerViewController") == "documentPickerViewController")
    #expect(PassedValue.screenName(of: "PDFViewController") == "pdfViewController")
    #expect(PassedValue.screenName(of: "DetailViewController?") == "detailViewController")
    #expect(PassedValue.screenName(of: "UIViewController") == "viewController")
  }
}
