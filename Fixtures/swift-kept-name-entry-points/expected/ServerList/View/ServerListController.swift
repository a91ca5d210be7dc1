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

    @IBAction func close(_ sender: Any) {
        output.close()
    }

    func afterClose() {
        self.tableView.reloadData()
    }
}
