//
//  AccountViewController.swift
//  Keyring
//

import UIKit

final class AccountViewController: UITableViewController, AccountViewInput {
    lazy var output: AccountViewOutput = AccountAssembly().configure(self)
    @IBOutlet weak var nameLabel: UILabel!

    var account: Account? {
        get { output.account }
        set { output.account = newValue }
    }
    private var serverURL: URL?
    private var trustedDevices: [Device] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = account?.name
    }

    @IBAction func changePasswordTapped(_ sender: UIButton) {
        output.changePasswordTapped(sender)
    }

    // MARK: - Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // The password screen needs the account and the server to send the change to.
        if let controller = segue.destination as? PasswordViewController {
            output.preparePassword(controller, account: account, serverURL: serverURL)
        }

        // Devices come up inside a navigation controller.
        if let navigation = segue.destination as? UINavigationController,
           let devices = navigation.topViewController as? DevicesViewController,
           segue.identifier == "Devices" {
            output.prepareDevices(devices, trustedDevices: trustedDevices, account: account)
        }
    }
}
