import UIKit
import CoreData

/// The books the reader saved, from Core Data.
final class ReadingListViewController: UITableViewController, ReadingListViewInput {
    lazy var output: ReadingListViewOutput = ReadingListAssembly().configure(self)
    var context: NSManagedObjectContext! {
        get { output.context }
        set { output.context = newValue }
    }
    var books: [Book] {
        get { output.books }
        set { output.books = newValue }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    func reload() {
        do {
            books = try output.booksOnReload()
        } catch {
            print("Fetching the reading list failed: \(error)")
        }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return output.tableView(tableView, numberOfRowsInSection: section)
    }
}
