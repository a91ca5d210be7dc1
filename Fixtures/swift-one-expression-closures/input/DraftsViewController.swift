//
//  DraftsViewController.swift
//  Ledger
//

import UIKit

class DraftsViewController: UIViewController {

    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var sortButton: UIButton!

    var drafts: [Draft] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // The menu's actions each do one thing
        sortButton.menu = UIMenu(title: "Sort", children: [
            UIAction(title: "Newest first") { _ in
                UserDefaults.standard.set("newest", forKey: "draftsSort")
            },
            UIAction(title: "As written") { _ in
                UserDefaults.standard.removeObject(forKey: "draftsSort")
            },
        ])
        sortButton.showsMenuAsPrimaryAction = true
    }

    @IBAction func discardAllTapped(_ sender: Any) {
        let alert = UIAlertController(title: "Discard all drafts?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in
            UserDefaults.standard.removeObject(forKey: "drafts")
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    func titles(of ids: [String]) -> [String] {
        // A closure of one expression that computes a value keeps it
        let titles = ids.map { id in
            UserDefaults.standard.string(forKey: id) ?? "Untitled"
        }
        tableView.reloadData()
        return titles
    }
}
