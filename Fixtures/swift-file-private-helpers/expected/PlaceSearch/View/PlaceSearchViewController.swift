//
//  PlaceSearchViewController.swift
//  Wayfarer
//
//  Created by Tomás Reyes on 02.03.2021.
//  Copyright © 2021 Wayfarer. All rights reserved.
//

import UIKit

/// One match of the place search, as the geocoder answers it.
struct PlaceSearchMatch: Decodable {
    let title: String
    let kind: PlaceSearchKind?
}

enum PlaceSearchKind: String, Decodable {
    case city, street
}

fileprivate let highlightColor = UIColor.orange

private extension Array {
    /// The element at `index`, or nil past the end: the table may ask before a reload.
    func element(safelyAt index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

final class PlaceSearchViewController: UIViewController, UITableViewDataSource, PlaceSearchViewInput {
    lazy var output: PlaceSearchViewOutput = PlaceSearchAssembly().configure(self)
    @IBOutlet weak var tableView: UITableView!
    private var matches: [PlaceSearchMatch] {
        get { output.matches }
        set { output.matches = newValue }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
    }

    func showMatches(from data: Data) {
        matches = output.matchesOnMatches(data)
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return output.tableView(tableView, numberOfRowsInSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Place", for: indexPath)
        cell.textLabel?.text = output.title(forRow: indexPath.row)
        cell.textLabel?.textColor = highlightColor
        return cell
    }
}
