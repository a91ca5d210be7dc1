import Foundation
import Testing

@testable import ViperizeCore
@testable import ViperizeKit
@testable import ViperizeSwift

/// Navigation with a completion (`dismiss(animated:) { … }`): the router runs the call with a
/// completion the presenter gives, the body comes back to the view as `after…`; and the limits
/// found by reviewing it.
@Suite struct NavigationCallbackTests {
  static func swift(_ body: String) -> String { TaskCallbackTests.swift(body) }

  static func convert(_ source: String) throws -> (plan: ModulePlan, files: [String: String]) {
    try TaskCallbackTests.convert(source, path: "PageViewController.swift")
  }

  static func file(_ files: [String: String], _ suffix: String) -> String { TaskCallbackTests.file(files, suffix) }

  @Test func localOnlyTheCompletionReadsStaysInTheViewAndComesBack() throws {
    let (plan, files) = try Self.convert(Self.swift("""
        func finish(with name: String) {
            let greeting = "Bye \\(name)"
            dismiss(animated: true) {
                self.titleLabel.text = greeting
            }
        }
    """))
    let split = try #require(plan.splits.values.first)
    #expect(split.flow == .navigationCallback)
    #expect(split.display == PlannedMethod(name: "afterClose", parameters: [PlannedParameter(name: "greeting", type: .written("String"))]))
    let view = Self.file(files, "View/PageViewController.swift")
    #expect(view.contains("        let greeting = \"Bye \\(name)\"\n        output.finish(greeting)\n"), "\(view)")
    // The original closure held `self` strongly: the presenter's closure holds the view so.
    #expect(Self.file(files, "Presenter/PagePresenter.swift").contains("router.close(completion: { [view] in\n            view?.afterClose(greeting)\n        })"))
    #expect(Self.file(files, "Router/PageRouter.swift").contains("        transitionHandler?.dismiss(animated: true) {\n            completion()\n        }"))
  }

  @Test func weakCompletionIsHeldWeakly() throws {
    let (_, files) = try Self.convert(Self.swift("""
        func close() {
            dismiss(animated: true) { [weak self] in
                self?.titleLabel.isHidden = true
            }
        }
    """))
    #expect(Self.file(files, "Presenter/PagePresenter.swift").contains("{ [weak view] in"))
    // The router's closure does not capture the router for nothing.
    #expect(!Self.file(files, "Router/PageRouter.swift").contains("[weak self]"))
  }

  @Test func captureListBindingValuesKeepsTheClosureWhole() throws {
    let (plan, files) = try Self.convert(Self.swift("""
        var draftTitle = ""
        func close() {
            dismiss(animated: true) { [weak self, title = draftTitle] in
                self?.titleLabel.text = title
            }
        }
    """))
    #expect(plan.splits.isEmpty)
    #expect(Self.file(files, "View/PageViewController.swift").contains("[weak self, title = draftTitle] in"))
  }

  @Test func alertStaysInTheViewWithItsCompletion() throws {
    let (plan, files) = try Self.convert(Self.swift("""
        var warning: UIAlertController?
        func warn() {
            guard let alert = warning else { return }
            present(alert, animated: true) {
                self.titleLabel.isHidden = true
            }
        }
    """))
    #expect(plan.splits.isEmpty)
    #expect(Self.file(files, "View/PageViewController.swift").contains("        present(alert, animated: true) {\n            self.titleLabel.isHidden = true\n        }"))
  }

  @Test func sharedAPINamesAreTypedOnlyOnTheirKnownReceiver() throws {
    let speech = Callback(
      parameters: [CallbackParameter(name: "status", type: nil)],
      callFacts: CodeFacts(calls: [CallFact(name: "requestAuthorization", fullName: "requestAuthorization(_:)", receiver: "SFSpeechRecognizer", line: 1, column: 1)]),
      statements: [], selfCapture: .strong, bodyAsMethodEdits: [])
    #expect(SplitTyping.typedParameters(of: speech, language: .swift).first?.type == nil)
    var photos = speech
    photos.callFacts = CodeFacts(calls: [CallFact(name: "requestAuthorization", fullName: "requestAuthorization(_:)", receiver: "PHPhotoLibrary", line: 1, column: 1)])
    #expect(SplitTyping.typedParameters(of: photos, language: .swift).first?.type == "PHAuthorizationStatus")
  }

  /// Biometrics and the app opening a URL answer with a success flag the closure rarely types.
  @Test func successFlagsOfWellKnownCallbacksAreTyped() throws {
    func callback(_ names: [String], call: String, receiver: String?) -> Callback {
      Callback(
        parameters: names.map { CallbackParameter(name: $0, type: nil) },
        callFacts: CodeFacts(calls: [CallFact(name: call, fullName: call, receiver: receiver, line: 1, column: 1)]),
        statements: [], selfCapture: .strong, bodyAsMethodEdits: [])
    }
    let biometrics = callback(["success", "error"], call: "evaluatePolicy", receiver: "context")
    #expect(SplitTyping.typedParameters(of: biometrics, language: .swift).map(\.type) == ["Bool", "Error?"])
    #expect(SplitTyping.typedParameters(of: biometrics, language: .objectiveC).map(\.type) == ["BOOL", "NSError *"])
    let opened = callback(["success"], call: "open", receiver: "UIApplication.shared")
    #expect(SplitTyping.typedParameters(of: opened, language: .swift).first?.type == "Bool")
    // `open` on anything else (a document, a file) says nothing.
    #expect(SplitTyping.typedParameters(of: callback(["success"], call: "open", receiver: "document"), language: .swift).first?.type == nil)
  }

  @Test func parameterHidingThePropertyIsNotTypedByIt() throws {
    let (plan, _) = try Self.convert(Self.swift("""
        var selectedID: Int?
        func save(selectedID: String?) {
            guard let id = selectedID else { return }
            titleLabel.text = id
            UserDefaults.standard.set(id, forKey: "selected")
        }
    """))
    for split in plan.splits.values {
      #expect(!split.plannedMethods.flatMap(\.parameters).contains { $0.type == .written("Int") })
    }
  }

  @Test func coreGraphicsValuesAreNoUIObjects() {
    let catalogue = SignalCatalogue.standard
    #expect(!catalogue.isUIObjectType("CGFloat"))
    #expect(!catalogue.isUIObjectType("UIEdgeInsets"))
    #expect(catalogue.isUIObjectType("UIBarButtonItem"))
    #expect(catalogue.isUIObjectType("CALayer"))
  }

  @Test func navigationWithAViewlessCompletionInAClosureIsACommandWhole() throws {
    // Inside a closure (no split): the dismissal and its completion go to the router together.
    let (plan, files) = try Self.convert(Self.swift("""
        func attach(_ banner: Banner) {
            banner.onSwitch = { [weak self] in
                guard let self else { return }
                self.dismiss(animated: false) {
                    print("closed")
                }
            }
            titleLabel.text = nil
            banner.onClose = { [weak self] in
                self?.dismiss(animated: true)
            }
        }
    """))
    #expect(plan.inPlaceCalls.values.joined().contains { $0.layer == .router })
    #expect(Self.file(files, "View/PageViewController.swift").contains("            self.output.close()\n"), "\(Self.file(files, "View/PageViewController.swift"))")
    #expect(Self.file(files, "Router/PageRouter.swift").contains("        self.transitionHandler?.dismiss(animated: false) {\n            print(\"closed\")\n        }"))
  }

  @Test func closuresOfAReturnedValueAreLookedInto() throws {
    // `return header.then { … }`: the handlers the returned value carries still hand their
    // navigation over in place.
    let (plan, files) = try Self.convert(Self.swift("""
        func makeHeader(for page: Page) -> PageHeader {
            titleLabel.text = page.title
            return PageHeader().then { header in
                header.onShare = { [unowned self] in
                    self.present(ShareViewController(page: page), animated: true)
                }
            }
        }
    """))
    #expect(plan.inPlaceCalls.values.joined().contains { $0.layer == .router })
    let view = Self.file(files, "View/PageViewController.swift")
    #expect(view.contains("                self.output.showMakeHeader(page)\n"), "\(view)")
    #expect(Self.file(files, "Router/PageRouter.swift").contains("self.transitionHandler?.present(ShareViewController(page: page), animated: true)"))
  }

  @Test func codeInAClosureWithACaptureListIsHandedOverUnlessItReadsACapturedName() throws {
    // `[weak page]` makes `page` an optional inside: code reading it stays; the dismissal,
    // which reads nothing captured, is handed over.
    let (plan, files) = try Self.convert(Self.swift("""
        func attach(_ banner: Banner, page: Page) {
            titleLabel.text = page.title
            banner.onClose = { [weak page] in
                self.dismiss(animated: true)
                self.titleLabel.text = nil
                self.present(ShareViewController(page: page!), animated: true)
            }
        }
    """))
    let calls = plan.inPlaceCalls.values.joined()
    #expect(calls.count == 1)
    let view = Self.file(files, "View/PageViewController.swift")
    #expect(view.contains("            self.output.close()\n"), "\(view)")
    #expect(view.contains("            self.present(ShareViewController(page: page!), animated: true)\n"))
  }

  @Test func aHandlerCopiedFromAPropertyTakesItsTypeAndCrossesEscaping() throws {
    // `let handler = self.completionHandler` has the property's written type; a function type
    // handed on to the completion must be `@escaping` to compile (the capture is diagnosed after
    // type-checking, so the text is asserted; the type-check covers the rest).
    let (plan, files) = try Self.convert(Self.swift("""
        var completionHandler: (Bool) -> Void = { _ in }
        @objc func cancel() {
            let completionHandler = self.completionHandler
            self.completionHandler = { _ in }
            titleLabel.text = nil
            self.presentingViewController?.dismiss(animated: true, completion: {
                completionHandler(false)
            })
        }
    """))
    #expect(plan.refusals.isEmpty, "\(plan.refusals)")
    #expect(Self.file(files, "View/PageViewOutput.swift").contains("func cancel(_ completionHandler: @escaping (Bool) -> Void)"))
    try KeptCompletionTests.expectTypechecks(files, label: "escaping")
  }

  @Test func aMethodsOwnFunctionParameterCrossesAsWritten() throws {
    // `onDone` is non-escaping in the view's method: the planned method takes it as written.
    let (plan, _) = try Self.convert(Self.swift("""
        func confirm(_ onDone: () -> Void) {
            titleLabel.text = nil
            dismiss(animated: true)
            onDone()
        }
    """))
    let methods = plan.inPlaceCalls.values.joined().map(\.method) + plan.splits.values.flatMap(\.plannedMethods)
    #expect(!methods.flatMap(\.parameters).contains { parameter in
      if case .written(let text) = parameter.type { return text.contains("@escaping") }
      return false
    }, "\(methods)")
  }

  @Test func onlyBareFunctionTypesAreMadeEscaping() {
    #expect(SplitTyping.isBareFunctionType("(Bool) -> Void"))
    #expect(SplitTyping.isBareFunctionType("@MainActor () -> Void"))
    #expect(!SplitTyping.isBareFunctionType("((Bool) -> Void)?"))
    #expect(!SplitTyping.isBareFunctionType("[() -> Void]"))
    #expect(!SplitTyping.isBareFunctionType("@escaping () -> Void"))
    #expect(!SplitTyping.isBareFunctionType("Result<Int, Error>"))
  }

  @Test func taskNamesAreWholeWords() {
    #expect(SplitNaming.namesNothing("dataTaskWithRequest:completionHandler:"))
    #expect(!SplitNaming.namesNothing("requestWithdrawal"))
  }
}
