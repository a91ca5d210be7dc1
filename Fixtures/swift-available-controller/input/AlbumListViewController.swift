import UIKit

/// Lists the photo albums. The app shows this screen from iOS 13 on; older systems keep the
/// legacy list.
@available(iOS 13.0, *)
final class AlbumListViewController: UIViewController {
    @IBOutlet var emptyLabel: UILabel!
    private let lastOpenedKey = "albums.lastOpened"

    override func viewDidLoad() {
        super.viewDidLoad()
        emptyLabel.isHidden = UserDefaults.standard.bool(forKey: lastOpenedKey)
    }

    @IBAction func openRecentsTapped(_ sender: Any) {
        UserDefaults.standard.set(true, forKey: lastOpenedKey)
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}
