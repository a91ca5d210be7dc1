import UIKit

/// Playback controls: a button and a swipe both skip to the next track, and two places stop
/// playback. Each pair calls the same service method.
final class PlayerControlsViewController: UIViewController, PlayerControlsViewInput {
    lazy var output: PlayerControlsViewOutput = PlayerControlsAssembly().configure(self)
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var skipButton: UIButton!

    @IBAction func nextTapped(_ sender: UIButton) {
        output.nextTapped()
    }

    func showTrack(_ track: Track) {
        titleLabel.text = track.title
    }

    @objc func swipedLeft(_ gesture: UISwipeGestureRecognizer) {
        output.swipedLeft()
        skipButton.isEnabled = true
    }

    func showTrackOnSwipedLeft(_ track: Track) {
        titleLabel.text = track.title
    }

    @IBAction func closeTapped(_ sender: UIButton) {
        output.closeTapped()
        titleLabel.text = nil
    }

    @IBAction func minimizeTapped(_ sender: UIButton) {
        output.minimizeTapped()
        skipButton.isEnabled = false
    }
}
