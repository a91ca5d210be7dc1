import UIKit
import RealmSwift

/// A media library: it lays out its folders from what the app stored on disk, in the settings
/// and in a Realm, and searches a catalogue over the network.
final class MediaLibraryViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var tableView: UITableView!
    var folderNames: [String] = []
    var results: [CatalogueEntry] = []
    let library = MediaLibrary()
    let defaults = UserDefaults.standard

    /// Shown when there is nothing to list; says so for the documents folder.
    private lazy var emptyView: UIView = {
        let view = UIView()
        if !folderNames.isEmpty {
            let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first?.path
            view.isHidden = documents == nil
        }
        return view
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(emptyView)
        // The layout constant lives in another file of the app.
        if !folderNames.isEmpty && defaults.bool(forKey: KLibraryFolderLayout) {
            tableView.rowHeight = 88
        }
    }

    func showDocuments() {
        let folder = library.folder(at: FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first!)
        titleLabel.text = folder?.name
    }

    func checkDatabase() {
        guard let directory = FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask).first else {
            return
        }
        let database = directory
            .appendingPathComponent("MediaLibrary")
            .appendingPathComponent("library.db")
        if FileManager.default.fileExists(atPath: database.path) {
            titleLabel.text = database.lastPathComponent
        }
    }

    func loadStoredFolders() {
        if let stored = Realm.current?.objects(StoredFolder.self) {
            folderNames = stored.map { $0.name }
        }
        tableView.reloadData()
    }

    func search(_ url: URL) {
        Task {
            do {
                let data = try await CatalogueAPI.shared.load(url)
                await MainActor.run {
                    results = (try? JSONDecoder().decode([CatalogueEntry].self, from: data)) ?? []
                    tableView.reloadData()
                }
            } catch {
                tableView.isHidden = true
            }
        }
    }
}
