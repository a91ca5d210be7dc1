//
//  MainMenuViewController.swift
//  CityGuide
//
//  Created by Nadia Petrova on 12.02.2016.
//  Copyright © 2016 CityGuide. All rights reserved.
//

import UIKit
import CoreData

/// The guide's main menu, listing the city's quarters under the menu rows.
class MainMenuViewController: UIViewController, MainMenuViewInput {
    lazy var output: MainMenuViewOutput = MainMenuAssembly().configure(self)

    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var spinner: UIActivityIndicatorView!

    private var quarters: [Quarter] {
        get { output.quarters }
        set { output.quarters = newValue }
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        output.viewIsReady()
    }

    func showQuarters(_ quarters: [Quarter]) {
        handleLoadedQuarters(quarters)
    }

    /// Shows the loaded quarters in the table.
    func handleLoadedQuarters(_ quarters: [Quarter]) {
        spinner.stopAnimating()
        self.quarters = quarters
        tableView.reloadData()
    }
}

// MARK: - UITableViewDataSource

extension MainMenuViewController: UITableViewDataSource {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return output.tableView(tableView, numberOfRowsInSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "QuarterCell", for: indexPath)
        let quarter = quarters[indexPath.row]
        cell.textLabel?.text = quarter.name
        cell.detailTextLabel?.text = quarter.shortDescription
        return cell
    }
}
