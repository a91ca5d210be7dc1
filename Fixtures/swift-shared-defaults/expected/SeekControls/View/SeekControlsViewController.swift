import UIKit

final class SeekControlsViewController: UIViewController, SeekControlsViewInput {
    lazy var output: SeekControlsViewOutput = SeekControlsAssembly().configure(self)
    @IBOutlet weak var forwardButton: UIButton!
    @IBOutlet weak var backwardButton: UIButton!
    @IBOutlet weak var statusLabel: UILabel!

    private var seekForwardBy: Int {
        get { output.seekForwardBy }
        set { output.seekForwardBy = newValue }
    }
    private var seekBackwardBy: Int {
        get { output.seekBackwardBy }
        set { output.seekBackwardBy = newValue }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setupSeekDurations()
    }

    private func setupSeekDurations() {
        let lengthsEqual = output.seekLengthsEqual()
        seekForwardBy = output.seekForwardLength()
        seekBackwardBy = lengthsEqual ? seekForwardBy : output.seekBackwardLength()

        forwardButton.setTitle("+\(seekForwardBy)s", for: .normal)
        backwardButton.setTitle("-\(seekBackwardBy)s", for: .normal)
    }

    func recordingFinished(named name: String) {
        let toast = ToastView(text: name, action: { tapped in
            guard tapped else { return }

            self.output.openRecordingsFolder { [weak self] opened in
                if !opened {
                    self?.statusLabel.text = "Could not open the recordings folder"
                }
            }
        })
        view.addSubview(toast)
    }
}
