import UIKit

/// Signs a user in. The service answers through completion closures whose bodies update the UI
/// and also navigate or write data.
final class SignInViewController: UIViewController, SignInViewInput {
    lazy var output: SignInViewOutput = SignInAssembly().configure(self)
    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var spinner: UIActivityIndicatorView!
    @IBOutlet private weak var errorLabel: UILabel!

    let authService = SignInAssembly().makeAuthService()

    @IBAction func signInTapped(_ sender: UIButton) {
        let email = emailField.text ?? ""
        spinner.startAnimating()
        output.signInTapped(email)
    }

    func showSignInResult(_ account: Account?, error: Error?) {
        self.spinner.stopAnimating()
        if account != nil {
            // Remember who signed in last.
            output.saveLastEmail(account)
            output.showHome()
        } else {
            self.errorLabel.text = error?.localizedDescription
        }
    }

    func refreshSession() {
        spinner.startAnimating()
        output.refreshSession()
    }

    func showRefreshSessionResult(_ expired: Bool) {
        DispatchQueue.main.async { [weak self] in
            self?.spinner.stopAnimating()
            if expired {
                self?.output.showRefreshSession()
            }
        }
    }

    // viperize: mixed member: 'signInAgain(email:)' mixes view, interactor, router code: authService.signIn (line 44), dismiss (line 47); not split: the type of 'account', which would be passed between layers, is not written in the source (write its type where it is declared, e.g. 'let account: T' or '{ (account: T) in', and run again); the view now calls close() in place of some of its code, the rest is left in the view
    /// Counter-example: the closure does not write its parameter's type, so the account could not
    /// be handed from the interactor to the view; the member stays in the view, with the
    /// navigation handed over in place.
    func signInAgain(email: String) {
        authService.signIn(email: email) { [weak self] account, _ in
            self?.spinner.stopAnimating()
            if account == nil {
                self?.output.close()
            }
        }
    }
}
