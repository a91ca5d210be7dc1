//
//  TripListViewController+Table.swift
//  Wayfarer
//
//  Created by Jonas Lindqvist on 09.05.2018.
//  Copyright © 2018 Wayfarer AB. All rights reserved.
//

import UIKit

// MARK: - UITableViewDataSource

extension TripListViewController: UITableViewDataSource {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return visibleTrips.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TripCell.reuseIdentifier,
                                                 for: indexPath) as! TripCell
        let trip = visibleTrips[indexPath.row]
        cell.destinationLabel.text = trip.destination
        cell.datesLabel.text = output.formattedDateRange(for: trip)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        // Past trips are read-only
        return visibleTrips[indexPath.row].endDate > Date()
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            deleteTrip(at: indexPath)
        }
    }
}

// MARK: - UITableViewDelegate

extension TripListViewController: UITableViewDelegate {

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let trip = visibleTrips[indexPath.row]
        output.didSelectRow(at: trip)
    }
}

// MARK: - UISearchBarDelegate

extension TripListViewController: UISearchBarDelegate {

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        filterTrips(for: searchText)
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchBar.text = nil
        _ = searchBar.resignFirstResponder()
        filterTrips(for: "")
    }
}

// MARK: - NewTripViewControllerDelegate

extension TripListViewController: NewTripViewControllerDelegate {

    func newTripViewController(_ controller: NewTripViewController, didCreate trip: Trip) {
        trips.append(trip)
        trips.sort { $0.startDate < $1.startDate }
        tableView.reloadData()
        output.newTripViewController(controller)
    }
}
