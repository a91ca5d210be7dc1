import UIKit

/// Shows the title of a web article and lets the reader keep it for later.
final class ArticlePreviewViewController: UIViewController, ArticlePreviewViewInput {
    lazy var output: ArticlePreviewViewOutput = ArticlePreviewAssembly().configure(self)
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var spinner: UIActivityIndicatorView!

    /// Set by the screen that opens this one.
    var articleURL: URL? {
        get { output.articleURL }
        set { output.articleURL = newValue }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loadTitle()
    }

    func loadTitle() {
        guard let url = articleURL else { return }
        spinner.startAnimating()
        output.loadTitle(url)
    }

    func showLoadTitleResult(_ data: Data?, response: URLResponse?, error: Error?) {
        DispatchQueue.main.async { [weak self] in
            self?.spinner.stopAnimating()
            if let data = data {
                self?.titleLabel.text = String(decoding: data, as: UTF8.self)
            } else {
                self?.titleLabel.text = error?.localizedDescription
            }
        }
    }

    // viperize: mixed member: 'keepTapped(_:)' mixes view, interactor code: UserDefaults (line 36); not split: line 35 mixes interactor code with view code (setting the UI object 'sender', line 35); left in the view unchanged
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
