import UIKit

/// Sends the user's edits with a comment, then closes.
final class UploadViewController: UIViewController {
    @IBOutlet weak var spinner: UIActivityIndicatorView!
    @IBOutlet weak var sendButton: UIButton!
    @IBOutlet weak var commentField: UITextField!
    @IBOutlet weak var errorLabel: UILabel!
    var uploader: EditUploader!

    @IBAction func send(_ sender: Any) {
        spinner.startAnimating()
        sendButton.isEnabled = false

        // Runs when the upload ends, with its error if there was one.
        func finish(_ error: UploadError?) {
            spinner.stopAnimating()
            sendButton.isEnabled = true
            switch error {
            case .unauthorized?:
                // The session expired: log in again.
                performSegue(withIdentifier: "loginSegue", sender: self)
            case .rejected(let reason)?:
                errorLabel.text = reason
            case nil:
                dismiss(animated: true)
                let count = UserDefaults.standard.integer(forKey: "uploadCount")
                UserDefaults.standard.set(count + 1, forKey: "uploadCount")
            }
        }

        // Only the view's work: stays as it is.
        func clearError() {
            errorLabel.text = nil
        }

        clearError()
        uploader.upload(comment: commentField.text ?? "") { (error: UploadError?) in
            finish(error)
        }
    }
}
