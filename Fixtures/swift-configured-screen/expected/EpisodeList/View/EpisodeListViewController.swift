//
//  EpisodeListViewController.swift
//  Podcasts
//

import UIKit

final class EpisodeListViewController: UIViewController, EpisodeEditorDelegate, EpisodeListViewInput {
    lazy var output: EpisodeListViewOutput = EpisodeListAssembly().configure(self)
    @IBOutlet weak var titleLabel: UILabel!
    var episode: Episode? {
        get { output.episode }
        set { output.episode = newValue }
    }
    var isEditingEpisode: Bool {
        get { output.isEditingEpisode }
        set { output.isEditingEpisode = newValue }
    }

    // The editor is configured for its transition, and reports back to this screen.
    @IBAction func editTapped(_ sender: UIBarButtonItem) {
        output.editTapped()
    }

    // The screen remembers that it is editing before it shows the editor.
    @IBAction func renameTapped(_ sender: UIBarButtonItem) {
        isEditingEpisode = true
        output.renameTapped()
    }

    func showNotes() {
        guard let episode else { return }

        titleLabel.text = episode.title
        output.showNotes(episode)
    }

    // The notes screen is built up front; only an episode with a title shows it.
    func showNotesIfTitled(_ title: String) {
        titleLabel.text = title
        if !title.isEmpty {
            output.showNotesIfTitled(title)
            isEditingEpisode = false
        }
    }

    func returnHere() {
        output.returnHere()
    }

    func share<Item: EpisodeSharing>(_ item: inout Item) {
        titleLabel.isHidden = true
        let sheet = item.shareController()
        output.showShare(sheet)
    }

    func episodeEditorDidFinish(_ editor: EpisodeEditorViewController) {
        titleLabel.text = editor.title
    }
}
