import UIKit

/// Imports a file the user picks next to the note it belongs to, or into the caches when the
/// note lives outside the documents folder.
final class AttachmentImportViewController: UIViewController, UIDocumentPickerDelegate {
    @IBOutlet var statusLabel: UILabel!
    var noteURL: URL?
    var importsAsImage: Bool?

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        guard let pickedURL = urls.first, let noteURL = noteURL else {
            return
        }

        let baseName = noteURL.lastPathComponent as NSString
        let fileManager = FileManager.default

        var folders = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
        var folder = folders[0]
        var prefix = "\(baseName.deletingPathExtension)"
        // a note outside the documents folder keeps its attachments in the caches
        if !noteURL.path.hasPrefix(folder) {
            folders = NSSearchPathForDirectoriesInDomains(.cachesDirectory, .userDomainMask, true)
            folder = folders[0]
            let attachmentsFolder = (folder as NSString).appendingPathComponent("Attachments")
            do {
                try fileManager.createDirectory(atPath: attachmentsFolder, withIntermediateDirectories: true)
            } catch {
                return
            }
            prefix = "Attachments/\(baseName.deletingPathExtension)"
        }

        var destination = (folder as NSString).appendingPathComponent("\(prefix).\(pickedURL.pathExtension)")
        var copyNumber = 0
        while fileManager.fileExists(atPath: destination) {
            copyNumber += 1
            destination = (folder as NSString).appendingPathComponent("\(prefix)\(copyNumber).\(pickedURL.pathExtension)")
        }

        do {
            try fileManager.copyItem(at: pickedURL, to: URL(fileURLWithPath: destination))
        } catch {
            return
        }

        let asImage = importsAsImage ?? false
        importsAsImage = nil
        statusLabel.text = asImage ? "Image attached" : "File attached"
    }
}
