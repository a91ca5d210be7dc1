import UIKit

let kReaderBrightness = "reader-brightness"
let kReaderRemembersBrightness = "reader-remembers-brightness"

/// A night-reading screen that restores the brightness the reader chose last time and saves it
/// when the screen goes away.
final class ReaderViewController: UIViewController, ReaderViewInput {
    lazy var output: ReaderViewOutput = ReaderAssembly().configure(self)
    @IBOutlet var brightnessSlider: UISlider!
    var readerScreen: UIScreen?

#if os(iOS)
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)

        if output.readerRemembersBrightness() {
            // the stored value is a CGFloat, as UIScreen gives it
            if let brightness = output.readerBrightness() {
                readerScreen?.brightness = brightness
                brightnessSlider.value = Float(brightness)
            }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)

        if let current = readerScreen?.brightness {
            brightnessSlider.value = Float(current)
            output.saveReaderBrightness(current)
        }
    }
#endif
}
