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
    lazy var output: SettingsViewOutput = SettingsAssembly().configure(self)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Settings", comment: "Settings screen title")
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)

        output.didSelectRow(at: indexPath)
    }
}
