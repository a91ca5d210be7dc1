//
//  EpisodeListViewController.swift
//  Podcasts
//

import UIKit

final class EpisodeListViewController: UIViewController, EpisodeEditorDelegate {
    @IBOutlet weak var titleLabel: UILabel!
    var episode: Episode?
    var isEditingEpisode = false

    // The editor is configured for its transition, and reports back to this screen.
    @IBAction func editTapped(_ sender: UIBarButtonItem) {
        let editor = EpisodeEditorViewController()
        editor.modalPresentationStyle = .formSheet
        editor.delegate = self
        present(editor, animated: true)
    }

    // The screen remembers that it is editing before it shows the editor.
    @IBAction func renameTapped(_ sender: UIBarButtonItem) {
        let editor = EpisodeEditorViewController()
        isEditingEpisode = true
        editor.delegate = self
        present(editor, animated: true)
    }

    func showNotes() {
        guard let episode else { return }

        titleLabel.text = episode.title
        let notes = EpisodeNotesViewController(episode: episode)
        navigationController?.pushViewController(notes, animated: true)
    }

    // The notes screen is built up front; only an episode with a title shows it.
    func showNotesIfTitled(_ title: String) {
        titleLabel.text = title
        let notes = EpisodeNotesViewController(episode: Episode())
        if !title.isEmpty {
            notes.title = title
            navigationController?.pushViewController(notes, animated: true)
            isEditingEpisode = false
        }
    }

    func returnHere() {
        navigationController?.popToViewController(self, animated: true)
    }

    func share<Item: EpisodeSharing>(_ item: inout Item) {
        titleLabel.isHidden = true
        let sheet = item.shareController()
        present(sheet, animated: true)
    }

    func episodeEditorDidFinish(_ editor: EpisodeEditorViewController) {
        titleLabel.text = editor.title
    }
}
