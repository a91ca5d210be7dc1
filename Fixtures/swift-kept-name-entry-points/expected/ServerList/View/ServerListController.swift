//
//  ServerListController.swift
//  Murmur
//
//  Copyright © 2024 The Murmur authors. Distributed under the BSD licence.
//

import UIKit

/// Favourite servers. The storyboard's "ServerList" scene creates it, and other screens show it
/// in code through `present(from:)`.
final class ServerListController: UIViewController, ServerListViewInput {
    lazy var output: ServerListViewOutput = ServerListAssembly().configure(self)

    @IBOutlet weak var tableView: UITableView!

    /// Shows the list modally; the settings screen calls this.
    class func present(from presenter: UIViewController) {
        let list = ServerListController(nibName: nil, bundle: nil)
        presenter.present(list, animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.reloadData()
    }

    /// The settings screen calls this after a server was deleted there.
    func forgetServer(named name: String) -> Bool {
        return output.forgetServer(named: name)
    }

    // viperize: mixed member: 'close(_:)' mixes view, router code: dismiss (line 35); not split: line 35 mixes router code with view code (reloadData, line 36); left in the view unchanged
    @IBAction func close(_ sender: Any) {
        dismiss(animated: true) {
            self.tableView.reloadData()
        }
    }
}
