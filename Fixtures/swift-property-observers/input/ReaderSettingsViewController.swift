//
//  ReaderSettingsViewController.swift
//  Ledger
//

import UIKit

class ReaderSettingsViewController: UITableViewController {

    @IBOutlet weak var fontSizeLabel: UILabel! {
        didSet { fontSizeLabel.textColor = .systemGray }
    }

    /// Off unless the reader turned it on.
    var showsImages: Bool {
        UserDefaults.standard.object(forKey: "showsImages") as? Bool ?? true
    }

    var fontSize: Int {
        get { UserDefaults.standard.integer(forKey: "fontSize") }
        set { UserDefaults.standard.set(newValue, forKey: "fontSize") }
    }

    var theme: String = "light" {
        didSet {
            // Remember the choice, then redraw
            UserDefaults.standard.set(theme, forKey: "theme")
            tableView.reloadData()
        }
    }

    var chapter = 0 {
        willSet(next) {
            if next > chapter {
                performSegue(withIdentifier: "showChapter", sender: nil)
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        fontSizeLabel.text = "\(fontSize) pt"
        tableView.allowsSelection = showsImages
    }

    @IBAction func biggerTapped(_ sender: Any) {
        fontSize += 1
        fontSizeLabel.text = "\(fontSize) pt"
    }
}
