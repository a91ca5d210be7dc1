import UIKit

// Screens the settings menu leads to. Not part of the converted controller.

final class ProfileViewController: UIViewController {
    var showsLogoutButton = false
}

final class AboutViewController: UIViewController {
    var versionString: String?
}

extension Bundle {
    var shortVersion: String {
        return infoDictionary?["CFBundleShortVersionString"] as? String ?? "?"
    }

    var buildNumber: String {
        return infoDictionary?["CFBundleVersion"] as? String ?? "?"
    }
}
