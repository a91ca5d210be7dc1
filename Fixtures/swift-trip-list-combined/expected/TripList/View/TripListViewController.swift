//
//  TripListViewController.swift
//  Wayfarer
//
//  Created by Jonas Lindqvist on 09.05.2018.
//  Copyright © 2018 Wayfarer AB. All rights reserved.
//

import UIKit
import CoreData

/// Lists the user's upcoming and past trips.
///
/// Trips are shown from the Core Data cache first and then refreshed from the API.
/// Table data source, delegate and search live in TripListViewController+Table.swift.
class TripListViewController: UIViewController, TripListViewInput {
    lazy var output: TripListViewOutput = TripListAssembly().configure(self)

    // MARK: - Outlets

    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var searchBar: UISearchBar!
    @IBOutlet weak var activityIndicator: UIActivityIndicatorView!
    @IBOutlet weak var emptyStateLabel: UILabel!
    @IBOutlet weak var addButton: UIBarButtonItem!

    // MARK: - State

    var trips: [Trip] {
        get { output.trips }
        set { output.trips = newValue }
    }
    var filteredTrips: [Trip] {
        get { output.filteredTrips }
        set { output.filteredTrips = newValue }
    }
    var isSearching: Bool {
        get { output.isSearching }
        set { output.isSearching = newValue }
    }

    /// The trips the table shows right now.
    var visibleTrips: [Trip] {
        return isSearching ? filteredTrips : trips
    }

    private var isLoading: Bool {
        get { output.isLoading }
        set { output.isLoading = newValue }
    }

    // MARK: - Helpers

    lazy var apiClient = TripListAssembly().makeApiClient()

    private lazy var refreshControl: UIRefreshControl = {
        let control = UIRefreshControl()
        control.addTarget(self, action: #selector(handleRefresh(_:)), for: .valueChanged)
        return control
    }()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("My Trips", comment: "")

        // Table setup
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 72
        tableView.tableFooterView = UIView()
        tableView.register(TripCell.self, forCellReuseIdentifier: TripCell.reuseIdentifier)
        tableView.refreshControl = refreshControl

        searchBar.delegate = self
        searchBar.placeholder = NSLocalizedString("Search destinations", comment: "")

        NotificationCenter.default.addObserver(self,
                                               selector: #selector(contextDidSave(_:)),
                                               name: .NSManagedObjectContextDidSave,
                                               object: nil)

        // Show whatever we have offline, then ask the server
        trips = output.loadCachedTrips()
        updateEmptyState()
        tableView.reloadData()
        fetchTrips()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    // MARK: - Loading

    // viperize: mixed member: 'fetchTrips()' mixes view, interactor code: apiClient.fetchTrips (line 122); not split: the type of 'result', which would be passed between layers, is not written in the source (write its type where it is declared, e.g. 'let result: T' or '{ (result: T) in', and run again); left in the view unchanged
    func fetchTrips() {
        guard !isLoading else { return }
        isLoading = true
        if trips.isEmpty {
            activityIndicator.startAnimating()
        }

        apiClient.fetchTrips { [weak self] result in
            DispatchQueue.main.async {
                guard let self = self else { return }
                self.isLoading = false
                self.activityIndicator.stopAnimating()
                self.refreshControl.endRefreshing()

                switch result {
                case .success(let trips):
                    self.trips = trips.sorted { $0.startDate < $1.startDate }
                    self.output.cacheTrips(self.trips)
                    self.updateEmptyState()
                    self.tableView.reloadData()
                case .failure(let error):
                    self.showError(error)
                }
            }
        }
    }

    // viperize: mixed member: 'deleteTrip(at:)' mixes view, interactor code: apiClient.deleteTrip (line 165); not split: the type of 'error', which would be passed between layers, is not written in the source (write its type where it is declared, e.g. 'let error: T' or '{ (error: T) in', and run again); left in the view unchanged
    func deleteTrip(at indexPath: IndexPath) {
        let trip = visibleTrips[indexPath.row]
        apiClient.deleteTrip(id: trip.id) { [weak self] error in
            DispatchQueue.main.async {
                guard let self = self else { return }
                if let error = error {
                    self.showError(error)
                    return
                }
                self.trips.removeAll { $0.id == trip.id }
                self.filteredTrips.removeAll { $0.id == trip.id }
                self.output.cacheTrips(self.trips)
                self.tableView.deleteRows(at: [indexPath], with: .automatic)
                self.updateEmptyState()
            }
        }
    }

    // MARK: - Search

    func filterTrips(for searchText: String) {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        isSearching = !query.isEmpty
        filteredTrips = trips.filter { $0.destination.localizedCaseInsensitiveContains(query) }
        tableView.reloadData()
    }

    // MARK: - Formatting

    func formattedDateRange(for trip: Trip) -> String {
        return output.formattedDateRange(for: trip)
    }

    // MARK: - UI

    private func updateEmptyState() {
        emptyStateLabel.isHidden = !visibleTrips.isEmpty
        emptyStateLabel.text = isSearching
            ? NSLocalizedString("No trips match your search", comment: "")
            : NSLocalizedString("Plan your first trip with +", comment: "")
    }

    private func showError(_ error: Error) {
        let alert = UIAlertController(title: NSLocalizedString("Something went wrong", comment: ""),
                                      message: error.localizedDescription,
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Retry", comment: ""), style: .default) { [weak self] _ in
            self?.fetchTrips()
        })
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .cancel))
        present(alert, animated: true)
    }

    // MARK: - Actions

    @objc private func handleRefresh(_ sender: UIRefreshControl) {
        fetchTrips()
    }

    @objc private func contextDidSave(_ notification: Notification) {
        // Another screen edited a trip; re-read the cache
        guard !isLoading else { return }
        trips = output.loadCachedTrips()
        tableView.reloadData()
    }

    @IBAction func addTripTapped(_ sender: UIBarButtonItem) {
        output.addTripTapped(sender)
    }

    // MARK: - Navigation

    // viperize: mixed member: 'prepare(for:sender:)' mixes view, router code: UIStoryboardSegue (line 237); not split: line 240 calls 'formattedDateRange' (line 243); line 246 hands over the view itself ('self', line 248); line 250 calls super; left in the view unchanged
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "ShowTripDetail":
            guard let detail = segue.destination as? TripDetailViewController,
                  let trip = sender as? Trip else { return }
            detail.trip = trip
            detail.dateText = output.formattedDateRange(for: trip)
        case "ShowNewTrip":
            // The form is wrapped in its own navigation controller
            let navigation = segue.destination as? UINavigationController
            let form = navigation?.topViewController as? NewTripViewController
            form?.delegate = self
        default:
            super.prepare(for: segue, sender: sender)
        }
    }
}
