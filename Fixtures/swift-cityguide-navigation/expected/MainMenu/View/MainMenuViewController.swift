//
//  MainMenuViewController.swift
//  CityGuide
//
//  Created by Egor Tolstoy on 12.02.2016.
//  Copyright © 2016 CityGuide. All rights reserved.
//

import UIKit

/// The guide's main menu: one row per section of the book.
class MainMenuViewController: UIViewController, MainMenuViewInput {
    var output: MainMenuViewOutput!


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

    // viperize: mixed member: 'tableView(_:didSelectRowAt:)' mixes view, router code: UIStoryboard (line 46), instantiateViewController (line 47), pushViewController (line 48), UIStoryboard (line 50); left in the view unchanged
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let index = indexPath.row
        switch MainMenuSection(rawValue: index) {
        case .city?:
            let storyboard = UIStoryboard(name: "Quarters", bundle: nil)
            let viewController = storyboard.instantiateViewController(withIdentifier: "QuartersListViewController")
            navigationController?.pushViewController(viewController, animated: true)
        case .places?:
            let storyboard = UIStoryboard(name: "Places", bundle: nil)
            let viewController = storyboard.instantiateViewController(withIdentifier: "PlacesCategoriesListViewController")
            navigationController?.pushViewController(viewController, animated: true)
        case .referenceBook?:
            let storyboard = UIStoryboard(name: "ReferenceBook", bundle: nil)
            let viewController = storyboard.instantiateViewController(withIdentifier: "ReferenceBookCategoriesViewController")
            navigationController?.pushViewController(viewController, animated: true)
        case nil:
            break
        }
    }
}
