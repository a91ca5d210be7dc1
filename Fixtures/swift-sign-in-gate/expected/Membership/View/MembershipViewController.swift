//
//  MembershipViewController.swift
//  Podbox
//
//  Created by Lena Ortiz on 03.05.2021.
//

import UIKit

final class MembershipViewController: UIViewController, MembershipViewInput {
    lazy var output: MembershipViewOutput = MembershipAssembly().configure(self)
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var syncSwitch: UISwitch!
    @IBOutlet weak var helpButton: UIButton!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Nothing to show until the user signs in.
        guard output.isSignedIn() else {
            output.showSignIn()
            return
        }
        nameLabel.isHidden = false
    }

    @IBAction func syncChanged(_ sender: UISwitch) {
        if !output.isSignedInOnSync() && sender.isOn {
            sender.isOn = false
            output.syncChanged()
            return
        }
        helpButton.isEnabled = sender.isOn
    }

    @IBAction func helpTapped(_ sender: Any) {
        if output.helpSeen() {
            output.helpTapped()
        }
        helpButton.isHidden = true
    }
}
