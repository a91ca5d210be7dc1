//
//  MembershipViewController.swift
//  Podbox
//
//  Created by Lena Ortiz on 03.05.2021.
//

import UIKit

final class MembershipViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var syncSwitch: UISwitch!
    @IBOutlet weak var helpButton: UIButton!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Nothing to show until the user signs in.
        guard AccountStore.shared.isSignedIn() else {
            let signIn = SignInViewController()
            navigationController?.pushViewController(signIn, animated: true)
            return
        }
        nameLabel.isHidden = false
    }

    @IBAction func syncChanged(_ sender: UISwitch) {
        if !AccountStore.shared.isSignedIn() && sender.isOn {
            sender.isOn = false
            performSegue(withIdentifier: "showSignIn", sender: nil)
            return
        }
        helpButton.isEnabled = sender.isOn
    }

    @IBAction func helpTapped(_ sender: Any) {
        if UserDefaults.standard.bool(forKey: "HelpSeen") {
            performSegue(withIdentifier: "showHelp", sender: nil)
        }
        helpButton.isHidden = true
    }
}
