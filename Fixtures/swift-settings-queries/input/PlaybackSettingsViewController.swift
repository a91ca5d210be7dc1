import UIKit

let kRotationLockSetting = "RotationLockSetting"

/// Playback settings: the screen reads what the user saved while it lays itself out.
final class PlaybackSettingsViewController: UIViewController {
    @IBOutlet weak var lockButton: UIButton!
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var autoplaySwitch: UISwitch!
    var shouldAutoplay = false
    var profileName: String = "default"

    override func viewDidLoad() {
        super.viewDidLoad()
        // The lock follows the saved setting.
        if UserDefaults.standard.bool(forKey: kRotationLockSetting) {
            lockButton.isSelected = true
        }
        shouldAutoplay = UserDefaults.standard.bool(forKey: "AutoplayEnabled")
        autoplaySwitch.isOn = shouldAutoplay
        if let name = UserDefaults.standard.string(forKey: "ProfileName\(profileName)") {
            nameLabel.text = name
        }
    }

    @IBAction func lockTapped(_ sender: UIButton) {
        guard !FileManager.default.fileExists(atPath: NSTemporaryDirectory()) else { return }
        lockButton.isSelected.toggle()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Subtitles follow the saved size.
        let defaults = UserDefaults.standard
        nameLabel.font = .systemFont(ofSize: CGFloat(defaults.integer(forKey: "SubtitleSize")))
    }

    @IBAction func autoplayChanged(_ sender: UISwitch) {
        shouldAutoplay = sender.isOn
        nameLabel.isHidden = !sender.isOn && UserDefaults.standard.integer(forKey: "ProfileCount") > 1
    }
}
