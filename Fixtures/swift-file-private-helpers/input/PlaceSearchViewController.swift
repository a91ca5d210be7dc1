//
//  PlaceSearchViewController.swift
//  Wayfarer
//
//  Created by Tomás Reyes on 02.03.2021.
//  Copyright © 2021 Wayfarer. All rights reserved.
//

import UIKit

/// One match of the place search, as the geocoder answers it.
private struct PlaceSearchMatch: Decodable {
    let title: String
    let kind: PlaceSearchKind?
}

private enum PlaceSearchKind: String, Decodable {
    case city, street
}

fileprivate let highlightColor = UIColor.orange

private extension Array {
    /// The element at `index`, or nil past the end: the table may ask before a reload.
    func element(safelyAt index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

final class PlaceSearchViewController: UIViewController, UITableViewDataSource {
    @IBOutlet weak var tableView: UITableView!
    private var matches: [PlaceSearchMatch] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
    }

    func showMatches(from data: Data) {
        matches = (try? JSONDecoder().decode([PlaceSearchMatch].self, from: data)) ?? []
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return matches.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Place", for: indexPath)
        cell.textLabel?.text = title(forRow: indexPath.row)
        cell.textLabel?.textColor = highlightColor
        return cell
    }

    private func title(forRow row: Int) -> String {
        guard let match = matches.element(safelyAt: row) else { return "" }
        return match.kind == .city ? match.title.uppercased() : match.title
    }
}
