import UIKit

/// An episode of a podcast, kept by the app.
final class Episode {
    var title = ""
}

protocol EpisodeEditorDelegate: AnyObject {
    func episodeEditorDidFinish(_ editor: EpisodeEditorViewController)
}

final class EpisodeEditorViewController: UIViewController {
    weak var delegate: EpisodeEditorDelegate?
}

final class EpisodeNotesViewController: UIViewController {
    init(episode: Episode) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

protocol EpisodeSharing {
    func shareController() -> UIViewController
}
