import UIKit

/// Shows when the notes were last synced, pings the server and clears the export folder.
final class SyncStatusViewController: UIViewController, SyncStatusViewInput {
    lazy var output: SyncStatusViewOutput = SyncStatusAssembly().configure(self)
    @IBOutlet var statusLabel: UILabel!
    private let serverURL: URL = URL(string: "https://notes.example.com/api")!
    private let exportFolder: URL = FileManager.default.temporaryDirectory
    let statusFormatter = SyncStatusAssembly().makeStatusFormatter()

    @IBAction func pingTapped(_ sender: Any) {
        output.pingTapped(serverURL)
        statusLabel.text = "Pinging…"
    }

    @IBAction func clearExportsTapped(_ sender: Any) {
        output.clearExportsTapped(exportFolder)
        statusLabel.text = "Exports cleared"
    }

    @IBAction func showLastSyncTapped(_ sender: Any) {
        output.showLastSyncTapped()
        statusLabel.text = statusFormatter.text
    }
}

final class SyncStatusFormatter {
    private(set) var text = ""
    func reset(_ count: Int) { text = "\(count) syncs" }
}
