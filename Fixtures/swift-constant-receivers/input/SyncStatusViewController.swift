import UIKit

/// Shows when the notes were last synced, pings the server and clears the export folder.
final class SyncStatusViewController: UIViewController {
    @IBOutlet var statusLabel: UILabel!
    private let serverURL: URL = URL(string: "https://notes.example.com/api")!
    private let exportFolder: URL = FileManager.default.temporaryDirectory
    private let statusFormatter = SyncStatusFormatter()

    @IBAction func pingTapped(_ sender: Any) {
        URLSession.shared.dataTask(with: serverURL.appendingPathComponent("ping")).resume()
        statusLabel.text = "Pinging…"
    }

    @IBAction func clearExportsTapped(_ sender: Any) {
        try? FileManager.default.removeItem(at: exportFolder.appendingPathComponent("notes.zip"))
        statusLabel.text = "Exports cleared"
    }

    @IBAction func showLastSyncTapped(_ sender: Any) {
        // the formatter is the view's own object: its reset stays with it
        statusFormatter.reset(UserDefaults.standard.integer(forKey: "notes.syncCount"))
        statusLabel.text = statusFormatter.text
    }
}

final class SyncStatusFormatter {
    private(set) var text = ""
    func reset(_ count: Int) { text = "\(count) syncs" }
}
