import UIKit

final class NotesViewController: UIViewController {
    var episodeID: String?
}
