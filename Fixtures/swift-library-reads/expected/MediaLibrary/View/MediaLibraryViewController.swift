import UIKit
import RealmSwift

/// A media library: it lays out its folders from what the app stored on disk, in the settings
/// and in a Realm, and searches a catalogue over the network.
final class MediaLibraryViewController: UIViewController, MediaLibraryViewInput {
    lazy var output: MediaLibraryViewOutput = MediaLibraryAssembly().configure(self)
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var tableView: UITableView!
    var folderNames: [String] = []
    var results: [CatalogueEntry] {
        get { output.results }
        set { output.results = newValue }
    }
    let library = MediaLibraryAssembly().makeLibrary()

    /// Shown when there is nothing to list; says so for the documents folder.
    private lazy var emptyView: UIView = {
        let view = UIView()
        if !folderNames.isEmpty {
            let documents = output.urls().first?.path
            view.isHidden = documents == nil
        }
        return view
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(emptyView)
        // The layout constant lives in another file of the app.
        if !folderNames.isEmpty && output.libraryFolderLayout() {
            tableView.rowHeight = 88
        }
    }

    func showDocuments() {
        let folder = library.folder(at: output.urlsOnDocuments().first!)
        titleLabel.text = folder?.name
    }

    func checkDatabase() {
        output.checkDatabase()
    }

    func showDatabase(_ database: URL) {
        if output.fileExists(database) {
            titleLabel.text = database.lastPathComponent
        }
    }

    func loadStoredFolders() {
        if let stored = output.stored() {
            folderNames = stored.map { $0.name }
        }
        tableView.reloadData()
    }

    func search(_ url: URL) {
        Task {
            do {
                let data = try await self.output.data(url)
                await MainActor.run {
                    results = self.output.resultsOnSearch(data)
                    tableView.reloadData()
                }
            } catch {
                tableView.isHidden = true
            }
        }
    }
}
