//
//  AccountViewController.swift
//  Keyring
//

import UIKit

final class AccountViewController: UITableViewController {
    @IBOutlet weak var nameLabel: UILabel!

    var account: Account?
    private var serverURL: URL?
    private var trustedDevices: [Device] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = account?.name
    }

    @IBAction func changePasswordTapped(_ sender: UIButton) {
        performSegue(withIdentifier: "ChangePassword", sender: sender)
    }

    // MARK: - Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // The password screen needs the account and the server to send the change to.
        if let controller = segue.destination as? PasswordViewController {
            controller.account = account
            controller.serverURL = serverURL
        }

        // Devices come up inside a navigation controller.
        if let navigation = segue.destination as? UINavigationController,
           let devices = navigation.topViewController as? DevicesViewController,
           segue.identifier == "Devices" {
            devices.devices = trustedDevices
            devices.allowsRemoval = account?.isOwner ?? false
        }
    }
}
