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
final class RecentSearchesViewController: UIViewController, RecentSearchesViewInput {
    lazy var output: RecentSearchesViewOutput = RecentSearchesAssembly().configure(self)
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var searchBar: UISearchBar!

    // The rows the table shows, newest first.
    var searches: [RecentSearch] {
        get { output.searches }
        set { output.searches = newValue }
    }
    private var showsOnlyHits: Bool {
        get { output.showsOnlyHits }
        set { output.showsOnlyHits = newValue }
    }
    /// Set by the screen that shows this one.
    var highlightedQuery: String? {
        get { output.highlightedQuery }
        set { output.highlightedQuery = newValue }
    }
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
}

extension RecentSearchesViewController: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return output.tableView(tableView, numberOfRowsInSection: section)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return output.tableView(tableView, titleForHeaderInSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        let search = output.search(at: indexPath)
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
