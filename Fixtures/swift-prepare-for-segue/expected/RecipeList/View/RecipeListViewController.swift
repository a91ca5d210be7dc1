//
//  RecipeListViewController.swift
//  Mise
//
//  Created by Hugo Ferreira on 05.04.2017.
//  Copyright © 2017 Mise. All rights reserved.
//

import UIKit

class RecipeListViewController: UITableViewController, RecipeListViewInput {
    lazy var output: RecipeListViewOutput = RecipeListAssembly().configure(self)

    enum SegueIdentifier {
        static let showRecipe = "ShowRecipe"
        static let showFilters = "ShowFilters"
    }

    var recipes: [Recipe] {
        get { output.recipes }
        set { output.recipes = newValue }
    }
    var activeFilter = RecipeFilter.all
    private var selectedRecipe: Recipe? {
        get { output.selectedRecipe }
        set { output.selectedRecipe = newValue }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = activeFilter.title
        clearsSelectionOnViewWillAppear = true
    }

    // MARK: - Table view

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return output.tableView(tableView, numberOfRowsInSection: section)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
        let recipe = recipes[indexPath.row]
        cell.textLabel?.text = recipe.name
        cell.detailTextLabel?.text = "\(recipe.minutes) min"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedRecipe = recipes[indexPath.row]
        output.didSelectRowAt()
    }

    @IBAction func filterTapped(_ sender: UIBarButtonItem) {
        output.filterTapped(sender)
    }

    // MARK: - Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case SegueIdentifier.showRecipe?:
            output.prepareRecipe(for: segue, selectedRecipe: selectedRecipe)
        case SegueIdentifier.showFilters?:
            // Filters come up in a navigation controller from the storyboard
            guard let nav = segue.destination as? UINavigationController,
                  let filters = nav.topViewController as? RecipeFiltersViewController else {
                return
            }
            filters.selectedFilter = activeFilter
            filters.onApply = { [weak self] filter in
                self?.activeFilter = filter
                self?.title = filter.title
            }
        default:
            break
        }
    }

    // viperize: mixed member: 'unwindToRecipeList(_:)' mixes view, router code: UIStoryboardSegue (line 76); not split: it has no statements to split; left in the view unchanged
    /// Unwind target for the filter screen's Cancel button.
    @IBAction func unwindToRecipeList(_ segue: UIStoryboardSegue) {
    }
}
