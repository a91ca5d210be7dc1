import UIKit

/// Shows the title of a web article and lets the reader keep it for later.
final class ArticlePreviewViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var spinner: UIActivityIndicatorView!

    /// Set by the screen that opens this one.
    var articleURL: URL?

    override func viewDidLoad() {
        super.viewDidLoad()
        loadTitle()
    }

    func loadTitle() {
        guard let url = articleURL else { return }
        spinner.startAnimating()
        // The page's HTML; the view shows it as the title.
        URLSession.shared.dataTask(with: url) { [weak self] data, response, error in
            DispatchQueue.main.async {
                self?.spinner.stopAnimating()
                if let data = data {
                    self?.titleLabel.text = String(decoding: data, as: UTF8.self)
                } else {
                    self?.titleLabel.text = error?.localizedDescription
                }
            }
        }.resume()
    }

    @IBAction func keepTapped(_ sender: UIButton) {
        guard let url = articleURL else { return }
        // Written off the main thread; the button is updated back on it.
        DispatchQueue.global().async {
            UserDefaults.standard.set(url.absoluteString, forKey: "keptArticle")
            DispatchQueue.main.async {
                sender.isEnabled = false
            }
        }
    }
}
