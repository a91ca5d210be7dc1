import UIKit

/// A product the user scanned.
struct HistoryItem {
    var barcode: String
    var productName: String
}

/// Reads and writes the scan history (SQLite in the app).
protocol HistoryDataManagerProtocol: AnyObject {
    func getHistory() -> [HistoryItem]
    func clearHistory()
}

/// Uploads the local history to the user's account.
final class SyncManager {
    static let shared = SyncManager()
    func syncHistory() {}
}

/// A short message sliding in at the bottom of a view; not a screen.
final class ToastView: UIView {
    func present(in view: UIView, text: String) {}
}

final class ProductDetailViewController: UIViewController {
    init(barcode: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}
