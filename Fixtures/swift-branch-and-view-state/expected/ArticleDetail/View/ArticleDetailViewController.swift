//
//  ArticleDetailViewController.swift
//  Reader
//

import UIKit

/// One article: its author, its comments, a bookmark toggle.
final class ArticleDetailViewController: UIViewController, ArticleDetailViewInput {
    lazy var output: ArticleDetailViewOutput = ArticleDetailAssembly().configure(self)
    @IBOutlet weak var authorButton: UIButton!
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var bookmarkSwitch: UISwitch!

    var article: Article? {
        get { output.article }
        set { output.article = newValue }
    }
    private var isPreview = false

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = article?.title
    }

    // The created screen is configured from view state: the value becomes a parameter.
    @IBAction func authorTapped(_ sender: UIButton) {
        output.authorTapped(article)
    }

    // Only the `else` branch navigates: the view keeps the `if`.
    @IBAction func commentsTapped(_ sender: UIButton) {
        if isPreview {
            authorButton.isHidden = true
        } else {
            output.commentsTapped()
        }
    }

    // The view reads its switch; the branch that stores the choice moves.
    @IBAction func bookmarkChanged(_ sender: UISwitch) {
        titleLabel.alpha = 0.5
        if bookmarkSwitch.isOn {
            output.saveBookmarked()
        }
    }

    // Counter-example: the moved `guard` would return from the interactor, not from here, and
    // the title would be set anyway. Stays in the view.
    func markVisited() {
        if authorButton.isEnabled {
            guard let visited = output.visited() else { return }
            print(visited)
        }
        authorButton.setTitle("Seen", for: .normal)
    }
}
