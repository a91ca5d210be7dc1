import Foundation

struct Account {
    var email: String
}

final class AuthService {
    static let shared = AuthService()
    func signIn(email: String, completion: @escaping (Account?, Error?) -> Void) {}
    func refreshSession(completion: @escaping (Bool) -> Void) {}
}
