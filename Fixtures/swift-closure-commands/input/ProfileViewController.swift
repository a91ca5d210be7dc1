//
//  ProfileViewController.swift
//  Ledger
//

import UIKit

class ProfileViewController: UIViewController {

    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var spinner: UIActivityIndicatorView!

    var accountID: String = ""

    @IBAction func signOutTapped(_ sender: Any) {
        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Sign out", style: .destructive) { _ in
            // Forget the account before leaving
            UserDefaults.standard.removeObject(forKey: "accountID")
            self.navigationController?.popViewController(animated: true)
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    func loginFinished() {
        spinner.startAnimating()
        DispatchQueue.main.async { [weak self] in
            self?.spinner.stopAnimating()
            self?.performSegue(withIdentifier: "showHome", sender: nil)
        }
    }

    func refreshBadge() {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            // Still on screen: the setting decides the colour
            if UserDefaults.standard.bool(forKey: "highlightsName") {
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
        stored = UserDefaults.standard.string(forKey: choice) ?? ""
        title = stored
    }
}
