//
//  ProfileViewController.swift
//  Ledger
//

import UIKit

class ProfileViewController: UIViewController, ProfileViewInput {
    lazy var output: ProfileViewOutput = ProfileAssembly().configure(self)

    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var spinner: UIActivityIndicatorView!

    var accountID: String {
        get { output.accountID }
        set { output.accountID = newValue }
    }

    @IBAction func signOutTapped(_ sender: Any) {
        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Sign out", style: .destructive) { _ in
            // Forget the account before leaving
            self.output.removeAccountID()
            self.output.close()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    func loginFinished() {
        spinner.startAnimating()
        DispatchQueue.main.async { [weak self] in
            self?.spinner.stopAnimating()
            self?.output.showHome()
        }
    }

    func refreshBadge() {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            // Still on screen: the setting decides the colour
            if self.output.highlightsName() {
                self.nameLabel.textColor = .red
            }
            self.spinner.stopAnimating()
        }
    }

    func showNames(_ people: [Person]) {
        let names = people.map { $0.name }
        nameLabel.text = names.joined(separator: ", ")
    }

    func rememberChoice(_ choice: String) {
        var stored = ""
        nameLabel.text = choice
        stored = output.string(choice) ?? ""
        title = stored
    }
}
