import UIKit

/// Plays an episode; from here the listener opens the show's notes or closes the player.
final class EpisodeViewController: UIViewController, EpisodeViewInput {
    lazy var output: EpisodeViewOutput = EpisodeAssembly().configure(self)
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var playButton: UIButton!

    @IBAction func closeTapped(_ sender: Any) {
        playButton.isEnabled = false
        output.closeTapped()
    }

    func afterClose() {
        self.playButton.isEnabled = true
    }

    func showNotes(for episodeID: String) {
        output.showNotes(episodeID)
    }

    func afterShowNotes(_ episodeID: String) {
        self.titleLabel.text = episodeID
    }

    func confirmDelete() {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .destructive))
        present(alert, animated: true) {
            self.playButton.isEnabled = false
        }
    }
}
