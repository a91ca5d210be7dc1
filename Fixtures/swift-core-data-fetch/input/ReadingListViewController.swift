import UIKit
import CoreData

/// The books the reader saved, from Core Data.
final class ReadingListViewController: UITableViewController {
    var context: NSManagedObjectContext!
    var books: [Book] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    func reload() {
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "savedAt", ascending: false)]
        do {
            books = try context.fetch(request)
        } catch {
            print("Fetching the reading list failed: \(error)")
        }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }
}
