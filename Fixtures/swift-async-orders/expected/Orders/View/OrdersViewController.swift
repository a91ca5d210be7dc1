//
//  OrdersViewController.swift
//  Courier
//
//  Created by Jonas Albrecht on 02.03.2023.
//  Copyright © 2023 Courier GmbH. All rights reserved.
//

import UIKit

/// The customer's orders, newest first. Loads with async/await since the 3.0 networking rewrite.
final class OrdersViewController: UITableViewController, OrdersViewInput {
    lazy var output: OrdersViewOutput = OrdersAssembly().configure(self)

    private var orders: [Order] {
        get { output.orders }
        set { output.orders = newValue }
    }

    @IBOutlet private weak var emptyLabel: UILabel!
    @IBOutlet private weak var archiveButton: UIBarButtonItem!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Orders", comment: "")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "OrderCell")
        Task {
            await reload()
            await refreshBadge()
        }
    }

    // MARK: - Loading

    /// Replaces the list; a cancelled load (the user left) is not an error.
    func reload() async {
        do {
            try await output.reload()
            tableView.reloadData()
        } catch is CancellationError {
            // Nothing to show: the screen is gone
        } catch {
            showError(error)
        }
    }

    func showOrders(_ all: [Order]) {
        orders = all
        emptyLabel.isHidden = !all.isEmpty
    }

    func refreshBadge() async {
        await output.refreshBadge()
    }

    func showUnread(_ unread: Int) {
        updateBadge(unread)
    }

    @IBAction func archiveTapped(_ sender: UIBarButtonItem) {
        archiveButton.isEnabled = false
        Task {
            await self.output.archiveTapped()
            await reload()
            archiveButton.isEnabled = true
        }
    }

    // MARK: - Display

    private func updateBadge(_ count: Int) {
        navigationItem.title = count > 0 ? "Orders (\(count))" : "Orders"
    }

    private func showError(_ error: Error) {
        let alert = UIAlertController(title: "Couldn't load orders", message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    // MARK: - Table

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return output.tableView(tableView, numberOfRowsInSection: section)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath)
        cell.textLabel?.text = orders[indexPath.row].title
        return cell
    }
}
