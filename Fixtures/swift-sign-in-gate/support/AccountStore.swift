import UIKit

/// The signed-in account, kept by the app.
final class AccountStore {
    static let shared = AccountStore()
    func isSignedIn() -> Bool { false }
}

final class SignInViewController: UIViewController {}
