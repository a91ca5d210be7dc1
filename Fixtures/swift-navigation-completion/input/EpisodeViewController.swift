import UIKit

/// Plays an episode; from here the listener opens the show's notes or closes the player.
final class EpisodeViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var playButton: UIButton!

    @IBAction func closeTapped(_ sender: Any) {
        playButton.isEnabled = false
        // The mini player takes over once the player is gone.
        dismiss(animated: true) { [weak self] in
            self?.playButton.isEnabled = true
        }
    }

    func showNotes(for episodeID: String) {
        let notes = NotesViewController()
        notes.episodeID = episodeID
        present(notes, animated: true) {
            self.titleLabel.text = episodeID
        }
    }

    func confirmDelete() {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .destructive))
        present(alert, animated: true) {
            self.playButton.isEnabled = false
        }
    }
}
