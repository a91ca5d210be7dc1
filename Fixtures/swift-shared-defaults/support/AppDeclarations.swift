import UIKit

let kSeekForwardLength = "seek-forward-length"
let kSeekBackwardLength = "seek-backward-length"
let kSeekLengthsEqual = "seek-lengths-equal"

final class ToastView: UIView {
    init(text: String, action: @escaping (Bool) -> Void) { super.init(frame: .zero) }
    required init?(coder: NSCoder) { nil }
}

extension FileManager {
    func openRecordingsFolder(completion: @escaping (Bool) -> Void) {}
}
