import UIKit

let kReaderBrightness = "reader-brightness"
let kReaderRemembersBrightness = "reader-remembers-brightness"

/// A night-reading screen that restores the brightness the reader chose last time and saves it
/// when the screen goes away.
final class ReaderViewController: UIViewController {
    @IBOutlet var brightnessSlider: UISlider!
    var readerScreen: UIScreen?
    private let userDefaults = UserDefaults.standard

#if os(iOS)
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)

        if userDefaults.bool(forKey: kReaderRemembersBrightness) {
            // the stored value is a CGFloat, as UIScreen gives it
            if let brightness = userDefaults.value(forKey: kReaderBrightness) as? CGFloat {
                readerScreen?.brightness = brightness
                brightnessSlider.value = Float(brightness)
            }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)

        if let current = readerScreen?.brightness {
            brightnessSlider.value = Float(current)
            userDefaults.set(current, forKey: kReaderBrightness)
        }
    }
#endif
}
