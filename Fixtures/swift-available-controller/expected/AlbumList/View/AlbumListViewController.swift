import UIKit

/// Lists the photo albums. The app shows this screen from iOS 13 on; older systems keep the
/// legacy list.
@available(iOS 13.0, *)
final class AlbumListViewController: UIViewController, AlbumListViewInput {
    lazy var output: AlbumListViewOutput = AlbumListAssembly().configure(self)
    @IBOutlet var emptyLabel: UILabel!
    private let lastOpenedKey = "albums.lastOpened"

    override func viewDidLoad() {
        super.viewDidLoad()
        emptyLabel.isHidden = output.bool(lastOpenedKey)
    }

    @IBAction func openRecentsTapped(_ sender: Any) {
        output.set(lastOpenedKey)
        output.showRecents()
    }
}
