import UIKit

struct Account {
    let name: String
    let isOwner: Bool
}

struct Device {
    let identifier: String
}

final class PasswordViewController: UIViewController {
    var account: Account?
    var serverURL: URL?
}

final class DevicesViewController: UITableViewController {
    var devices: [Device] = []
    var allowsRemoval = false
}
