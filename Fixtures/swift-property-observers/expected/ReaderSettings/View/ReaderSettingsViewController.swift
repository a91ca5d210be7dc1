//
//  ReaderSettingsViewController.swift
//  Ledger
//

import UIKit

class ReaderSettingsViewController: UITableViewController, ReaderSettingsViewInput {
    lazy var output: ReaderSettingsViewOutput = ReaderSettingsAssembly().configure(self)

    @IBOutlet weak var fontSizeLabel: UILabel! {
        didSet { fontSizeLabel.textColor = .systemGray }
    }

    /// Off unless the reader turned it on.
    var showsImages: Bool {
        output.showsImages() ?? true
    }

    var fontSize: Int {
        get { output.fontSize() }
        set { output.saveFontSize(newValue) }
    }

    var theme: String = "light" {
        didSet {
            // Remember the choice, then redraw
            output.saveTheme(theme)
            tableView.reloadData()
        }
    }

    var chapter = 0 {
        willSet(next) {
            if next > chapter {
                output.showChapter()
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
