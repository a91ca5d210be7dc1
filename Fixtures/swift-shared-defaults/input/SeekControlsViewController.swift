import UIKit

final class SeekControlsViewController: UIViewController {
    @IBOutlet weak var forwardButton: UIButton!
    @IBOutlet weak var backwardButton: UIButton!
    @IBOutlet weak var statusLabel: UILabel!

    private var seekForwardBy = 10
    private var seekBackwardBy = 10

    override func viewDidLoad() {
        super.viewDidLoad()
        setupSeekDurations()
    }

    private func setupSeekDurations() {
        let defaults = UserDefaults.standard

        let lengthsEqual = defaults.bool(forKey: kSeekLengthsEqual)
        seekForwardBy = defaults.integer(forKey: kSeekForwardLength)
        seekBackwardBy = lengthsEqual ? seekForwardBy : defaults.integer(forKey: kSeekBackwardLength)

        forwardButton.setTitle("+\(seekForwardBy)s", for: .normal)
        backwardButton.setTitle("-\(seekBackwardBy)s", for: .normal)
    }

    func recordingFinished(named name: String) {
        let toast = ToastView(text: name, action: { tapped in
            guard tapped else { return }

            FileManager.default.openRecordingsFolder { [weak self] opened in
                if !opened {
                    self?.statusLabel.text = "Could not open the recordings folder"
                }
            }
        })
        view.addSubview(toast)
    }
}
