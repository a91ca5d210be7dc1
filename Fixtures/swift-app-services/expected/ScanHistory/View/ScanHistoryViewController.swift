//
//  ScanHistoryViewController.swift
//  Pantry
//
//  Created by Ines Marchetti on 02.03.2021.
//  Copyright © 2021 Pantry. All rights reserved.
//

import UIKit

/// The products the user scanned, newest first. Tapping one opens its detail page.
class ScanHistoryViewController: UITableViewController, ScanHistoryViewInput {
    lazy var output: ScanHistoryViewOutput = ScanHistoryAssembly().configure(self)

    var dataManager: HistoryDataManagerProtocol! {
        get { output.dataManager }
        set { output.dataManager = newValue }
    }
    var items: [HistoryItem] {
        get { output.items }
        set { output.items = newValue }
    }
    let toast = ToastView()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        refreshHistory()
    }

    func refreshHistory() {
        output.refreshHistory()
        tableView.reloadData()
    }

    func showHistory(_ history: [HistoryItem]) {
        items = history
    }

    // MARK: - Actions

    @IBAction func syncTapped(_ sender: UIBarButtonItem) {
        output.syncTapped()
        toast.present(in: view, text: NSLocalizedString("Syncing…", comment: ""))
    }

    @IBAction func clearTapped(_ sender: UIBarButtonItem) {
        let alert = UIAlertController(title: NSLocalizedString("Clear history?", comment: ""),
                                      message: nil,
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel, handler: nil))
        present(alert, animated: true)
    }

    @IBAction func doneTapped(_ sender: UIBarButtonItem) {
        output.doneTapped()
    }

    // MARK: - Table view

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return output.tableView(tableView, numberOfRowsInSection: section)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "HistoryCell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row].productName
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output.showProduct(items[indexPath.row])
    }
}
