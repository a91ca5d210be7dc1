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
class TripListViewController: UIViewController {

    // MARK: - Outlets

    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var searchBar: UISearchBar!
    @IBOutlet weak var activityIndicator: UIActivityIndicatorView!
    @IBOutlet weak var emptyStateLabel: UILabel!
    @IBOutlet weak var addButton: UIBarButtonItem!

    // MARK: - State

    var trips: [Trip] = []
    var filteredTrips: [Trip] = []
    var isSearching = false

    /// The trips the table shows right now.
    var visibleTrips: [Trip] {
        return isSearching ? filteredTrips : trips
    }

    private var isLoading = false

    // MARK: - Helpers

    lazy var dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()

    lazy var apiClient = APIClient(baseURL: URL(string: "https://api.wayfarer.example.com/v2")!,
                                   session: .shared)

    private lazy var context: NSManagedObjectContext = CoreDataStack.shared.viewContext

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
        trips = loadCachedTrips()
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

    /// Reads the cached trips, soonest first.
    private func loadCachedTrips() -> [Trip] {
        let request: NSFetchRequest<TripEntity> = TripEntity.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "startDate", ascending: true)]
        do {
            let entities = try context.fetch(request)
            return entities.compactMap { Trip(entity: $0) }
        } catch {
            print("TripList: cache read failed: \(error)")
            return []
        }
    }

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
                    self.cacheTrips(self.trips)
                    self.updateEmptyState()
                    self.tableView.reloadData()
                case .failure(let error):
                    self.showError(error)
                }
            }
        }
    }

    /// Replaces the cached trips with the ones the server sent.
    private func cacheTrips(_ trips: [Trip]) {
        let request: NSFetchRequest<TripEntity> = TripEntity.fetchRequest()
        if let stale = try? context.fetch(request) {
            stale.forEach { context.delete($0) }
        }
        for trip in trips {
            let entity = TripEntity(context: context)
            entity.identifier = trip.id
            entity.destination = trip.destination
            entity.startDate = trip.startDate
            entity.endDate = trip.endDate
        }
        do {
            try context.save()
        } catch {
            context.rollback()
            print("TripList: cache write failed: \(error)")
        }
    }

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
                self.cacheTrips(self.trips)
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
        let start = dateFormatter.string(from: trip.startDate)
        let end = dateFormatter.string(from: trip.endDate)
        return "\(start) – \(end)"
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
        trips = loadCachedTrips()
        tableView.reloadData()
    }

    @IBAction func addTripTapped(_ sender: UIBarButtonItem) {
        performSegue(withIdentifier: "ShowNewTrip", sender: sender)
    }

    // MARK: - Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "ShowTripDetail":
            guard let detail = segue.destination as? TripDetailViewController,
                  let trip = sender as? Trip else { return }
            detail.trip = trip
            detail.dateText = formattedDateRange(for: trip)
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
