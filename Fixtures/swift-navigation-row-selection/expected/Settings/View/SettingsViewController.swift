//
//  SettingsViewController.swift
//  Ledger
//
//  Created by Maria Koval on 14.03.2019.
//  Copyright © 2019 Ledger Labs. All rights reserved.
//

import UIKit

/// The settings menu. The rows are static cells laid out in Settings.storyboard;
/// this controller only decides where each row leads.
final class SettingsViewController: UITableViewController, SettingsViewInput {
    var output: SettingsViewOutput!


    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Settings", comment: "Settings screen title")
    }

    // MARK: - UITableViewDelegate

    // viperize: mixed member: 'tableView(_:didSelectRowAt:)' mixes view, router code: UIStoryboard (line 28), instantiateViewController (line 29), pushViewController (line 31), UIStoryboard (line 33); left in the view unchanged
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)

        switch (indexPath.section, indexPath.row) {
        case (0, 0):
            // Account → Profile lives in its own storyboard since the 2.0 redesign
            let storyboard = UIStoryboard(name: "Profile", bundle: nil)
            let profile = storyboard.instantiateViewController(withIdentifier: "ProfileViewController") as! ProfileViewController
            profile.showsLogoutButton = true
            navigationController?.pushViewController(profile, animated: true)
        case (0, 1):
            let storyboard = UIStoryboard(name: "Notifications", bundle: nil)
            let notifications = storyboard.instantiateViewController(withIdentifier: "NotificationSettingsViewController")
            navigationController?.pushViewController(notifications, animated: true)
        case (1, 0):
            // Licenses are a plain list, same storyboard as this menu
            guard let licenses = storyboard?.instantiateViewController(withIdentifier: "LicensesViewController") else {
                return
            }
            navigationController?.pushViewController(licenses, animated: true)
        case (1, 1):
            let about = AboutViewController(nibName: "AboutViewController", bundle: nil)
            about.versionString = "\(Bundle.main.shortVersion) (\(Bundle.main.buildNumber))"
            navigationController?.pushViewController(about, animated: true)
        default:
            // Section 2 is the "Log out" button, handled by the footer view
            break
        }
    }
}
