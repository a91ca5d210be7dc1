import UIKit

/// Sends the user's edits with a comment, then closes.
final class UploadViewController: UIViewController, UploadViewInput {
    lazy var output: UploadViewOutput = UploadAssembly().configure(self)
    @IBOutlet weak var spinner: UIActivityIndicatorView!
    @IBOutlet weak var sendButton: UIButton!
    @IBOutlet weak var commentField: UITextField!
    @IBOutlet weak var errorLabel: UILabel!
    var uploader: EditUploader! {
        get { output.uploader }
        set { output.uploader = newValue }
    }

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
                self.output.showUnauthorized()
            case .rejected(let reason)?:
                errorLabel.text = reason
            case nil:
                self.output.close()
                self.output.saveUploadCount()
            }
        }

        // Only the view's work: stays as it is.
        func clearError() {
            errorLabel.text = nil
        }

        clearError()
        output.upload(commentField.text) { (error: UploadError?) in
            finish(error)
        }
    }
}
