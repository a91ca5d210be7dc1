//
//  MainMenuViewController.swift
//  CityGuide
//
//  Created by Nadia Petrova on 12.02.2016.
//  Copyright © 2016 CityGuide. All rights reserved.
//

import UIKit

/// The guide's main menu: one row per section of the book.
class MainMenuViewController: UIViewController, MainMenuViewInput {
    lazy var output: MainMenuViewOutput = MainMenuAssembly().configure(self)

    @IBOutlet weak var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
    }
}

// MARK: - UITableViewDataSource

extension MainMenuViewController: UITableViewDataSource {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return MainMenuSection.allCases.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MainMenuCell", for: indexPath)
        cell.textLabel?.text = MainMenuSection(rawValue: indexPath.row)?.localizedTitle
        return cell
    }
}

// MARK: - UITableViewDelegate

extension MainMenuViewController: UITableViewDelegate {

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output.didSelectRow(at: indexPath)
    }
}
