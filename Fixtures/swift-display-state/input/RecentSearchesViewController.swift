//
//  RecentSearchesViewController.swift
//  Fieldnotes
//

import UIKit

struct RecentSearch {
    let query: String
    let resultCount: Int
}

/// The searches the user ran, newest first, with a switch that hides those without results.
final class RecentSearchesViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var searchBar: UISearchBar!

    // The rows the table shows, newest first.
    var searches: [RecentSearch] = []
    private var showsOnlyHits = false
    /// Set by the screen that shows this one.
    var highlightedQuery: String?
    private let cellIdentifier = "SearchCell"
    private var refreshTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        searchBar.delegate = self
    }

    func add(_ search: RecentSearch) {
        searches.insert(search, at: 0)
        tableView.reloadData()
    }

    @IBAction func hitsSwitchChanged(_ sender: UISwitch) {
        showsOnlyHits = sender.isOn
        refreshTimer = nil
        tableView.reloadData()
    }

    private func visibleSearches() -> [RecentSearch] {
        showsOnlyHits ? searches.filter { $0.resultCount > 0 } : searches
    }

    private func search(at indexPath: IndexPath) -> RecentSearch {
        visibleSearches()[indexPath.row]
    }
}

extension RecentSearchesViewController: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return visibleSearches().count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        showsOnlyHits ? "Searches with results" : "All searches"
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        let search = search(at: indexPath)
        cell.textLabel?.text = search.query
        return cell
    }
}

extension RecentSearchesViewController: UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        highlightedQuery = searchText.isEmpty ? nil : searchText
        tableView.reloadData()
    }
}
