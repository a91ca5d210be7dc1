import UIKit

/// Signs a user in. The service answers through completion closures whose bodies update the UI
/// and also navigate or write data.
final class SignInViewController: UIViewController {
    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var spinner: UIActivityIndicatorView!
    @IBOutlet private weak var errorLabel: UILabel!

    private let authService = AuthService.shared

    @IBAction func signInTapped(_ sender: UIButton) {
        let email = emailField.text ?? ""
        spinner.startAnimating()
        authService.signIn(email: email) { [weak self] (account: Account?, error: Error?) in
            guard let self = self else { return }
            self.spinner.stopAnimating()
            if account != nil {
                // Remember who signed in last.
                UserDefaults.standard.set(account?.email, forKey: "lastEmail")
                self.performSegue(withIdentifier: "showHome", sender: nil)
            } else {
                self.errorLabel.text = error?.localizedDescription
            }
        }
    }

    func refreshSession() {
        spinner.startAnimating()
        authService.refreshSession { [weak self] (expired: Bool) in
            DispatchQueue.main.async {
                self?.spinner.stopAnimating()
                if expired {
                    self?.navigationController?.popToRootViewController(animated: true)
                }
            }
        }
    }

    /// Counter-example: the closure does not write its parameter's type, so the account could not
    /// be handed from the interactor to the view; the member stays in the view, with the
    /// navigation handed over in place.
    func signInAgain(email: String) {
        authService.signIn(email: email) { [weak self] account, _ in
            self?.spinner.stopAnimating()
            if account == nil {
                self?.dismiss(animated: true)
            }
        }
    }
}
