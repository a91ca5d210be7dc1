import UIKit

/// Imports a document the user picks. A method of the view builds the picker, whose delegate the
/// view is; an action presents it. Another method builds an alert, which the view shows itself.
class ImportViewController: UIViewController, UIDocumentPickerDelegate, ImportViewInput {
    lazy var output: ImportViewOutput = ImportAssembly().configure(self)
    @IBOutlet weak var statusLabel: UILabel!

    func makeDocumentPicker() -> UIDocumentPickerViewController {
        let picker = UIDocumentPickerViewController(nibName: nil, bundle: nil)
        picker.delegate = self
        picker.allowsMultipleSelection = false
        return picker
    }

    func makeHelpAlert() -> UIAlertController {
        let alert = UIAlertController(title: "Import", message: "Pick a file to import.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
        return alert
    }

    @IBAction func importTapped(_ sender: Any) {
        statusLabel.text = "Choose a file"
        output.showImport(makeDocumentPicker())
    }

    @IBAction func helpTapped(_ sender: Any) {
        present(makeHelpAlert(), animated: true)
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        statusLabel.text = urls.isEmpty ? "Nothing picked" : "Imported"
    }
}
