import UIKit

/// Playback controls: a button and a swipe both skip to the next track, and two places stop
/// playback. Each pair calls the same service method.
final class PlayerControlsViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var skipButton: UIButton!

    private let playbackService = PlaybackService()

    @IBAction func nextTapped(_ sender: UIButton) {
        let track: Track = playbackService.next()
        titleLabel.text = track.title
    }

    @objc func swipedLeft(_ gesture: UISwipeGestureRecognizer) {
        let track: Track = playbackService.next()
        titleLabel.text = track.title
        skipButton.isEnabled = true
    }

    @IBAction func closeTapped(_ sender: UIButton) {
        playbackService.stopPlayback()
        titleLabel.text = nil
    }

    @IBAction func minimizeTapped(_ sender: UIButton) {
        playbackService.stopPlayback()
        skipButton.isEnabled = false
    }
}
