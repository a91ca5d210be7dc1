//
//  DraftsViewController.swift
//  Ledger
//

import UIKit

class DraftsViewController: UIViewController, DraftsViewInput {
    lazy var output: DraftsViewOutput = DraftsAssembly().configure(self)

    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var sortButton: UIButton!

    var drafts: [Draft] {
        get { output.drafts }
        set { output.drafts = newValue }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let output = self.output
        // The menu's actions each do one thing
        sortButton.menu = UIMenu(title: "Sort", children: [
            UIAction(title: "Newest first") { _ in
                output.saveDraftsSort()
            },
            UIAction(title: "As written") { _ in
                output.removeDraftsSort()
            },
        ])
        sortButton.showsMenuAsPrimaryAction = true
    }

    @IBAction func discardAllTapped(_ sender: Any) {
        let alert = UIAlertController(title: "Discard all drafts?", message: nil, preferredStyle: .alert)
        let output = self.output
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in
            output.removeDrafts()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    // viperize: mixed member: 'titles(of:)' mixes view, interactor code: UserDefaults (line 41); not split: it moves statements that are interleaved with view statements (lines 40-44); left in the view unchanged
    func titles(of ids: [String]) -> [String] {
        // A closure of one expression that computes a value keeps it
        let titles = ids.map { id in
            UserDefaults.standard.string(forKey: id) ?? "Untitled"
        }
        tableView.reloadData()
        return titles
    }
}
