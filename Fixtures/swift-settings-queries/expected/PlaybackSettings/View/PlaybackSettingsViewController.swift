import UIKit

let kRotationLockSetting = "RotationLockSetting"

/// Playback settings: the screen reads what the user saved while it lays itself out.
final class PlaybackSettingsViewController: UIViewController, PlaybackSettingsViewInput {
    lazy var output: PlaybackSettingsViewOutput = PlaybackSettingsAssembly().configure(self)
    @IBOutlet weak var lockButton: UIButton!
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var autoplaySwitch: UISwitch!
    var shouldAutoplay: Bool {
        get { output.shouldAutoplay }
        set { output.shouldAutoplay = newValue }
    }
    var profileName: String {
        get { output.profileName }
        set { output.profileName = newValue }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The lock follows the saved setting.
        if output.rotationLockSetting() {
            lockButton.isSelected = true
        }
        shouldAutoplay = output.autoplayEnabled()
        autoplaySwitch.isOn = shouldAutoplay
        if let name = output.profileNameOnViewDidLoad(profileName) {
            nameLabel.text = name
        }
    }

    @IBAction func lockTapped(_ sender: UIButton) {
        guard !output.fileExists() else { return }
        lockButton.isSelected.toggle()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        nameLabel.font = .systemFont(ofSize: CGFloat(output.subtitleSize()))
    }

    @IBAction func autoplayChanged(_ sender: UISwitch) {
        shouldAutoplay = sender.isOn
        nameLabel.isHidden = !sender.isOn && output.profileCount() > 1
    }
}
