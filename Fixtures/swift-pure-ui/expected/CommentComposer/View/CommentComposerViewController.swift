//
//  CommentComposerViewController.swift
//  Threadline
//
//  Created by Priya Raman on 30.01.2020.
//  Copyright © 2020 Threadline Inc. All rights reserved.
//

import UIKit

/// The bottom bar where a comment is typed. Purely presentational: sending is wired up by the
/// embedding screen through `commentField`.
class CommentComposerViewController: UIViewController, CommentComposerViewInput {
    lazy var output: CommentComposerViewOutput = CommentComposerAssembly().configure(self)

    @IBOutlet weak var containerView: UIView!
    @IBOutlet weak var commentField: UITextField!
    @IBOutlet weak var counterLabel: UILabel!
    @IBOutlet weak var clearButton: UIButton!
    @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

    @IBInspectable var cornerRadius: CGFloat = 12

    private let maximumLength = 280
    private static let animationDuration: TimeInterval = 0.25

    override func viewDidLoad() {
        super.viewDidLoad()
        commentField.delegate = self
        commentField.placeholder = NSLocalizedString("Add a comment…", comment: "")
        commentField.addTarget(self, action: #selector(textDidChange), for: .editingChanged)
        clearButton.alpha = 0

        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)

        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
        updateCounter()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        containerView.layer.cornerRadius = cornerRadius
        containerView.layer.masksToBounds = true
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    // MARK: - Keyboard

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else {
            return
        }
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval
        bottomConstraint.constant = frame.height
        UIView.animate(withDuration: duration ?? Self.animationDuration) {
            self.view.layoutIfNeeded()
        }
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        bottomConstraint.constant = 0
        UIView.animate(withDuration: Self.animationDuration) {
            self.view.layoutIfNeeded()
        }
    }

    @objc private func dismissKeyboard() {
        view.endEditing(true)
    }

    // MARK: - Text

    @objc private func textDidChange() {
        updateCounter()
        let hasText = !(commentField.text ?? "").isEmpty
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseOut], animations: {
            self.clearButton.alpha = hasText ? 1 : 0
        }, completion: nil)
    }

    private func updateCounter() {
        let remaining = maximumLength - (commentField.text?.count ?? 0)
        counterLabel.text = "\(remaining)"
        counterLabel.textColor = remaining < 0 ? .systemRed : .secondaryLabel
    }

    /// A quick horizontal wiggle when the comment is too long.
    private func shakeField() {
        commentField.transform = CGAffineTransform(translationX: 8, y: 0)
        UIView.animate(withDuration: 0.4, delay: 0, options: [.allowUserInteraction], animations: {
            self.commentField.transform = .identity
        }, completion: nil)
    }

    // MARK: - Actions

    @IBAction func clearTapped(_ sender: UIButton) {
        let alert = UIAlertController(title: NSLocalizedString("Discard comment?", comment: ""),
                                      message: nil,
                                      preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Discard", comment: ""), style: .destructive) { _ in
            self.commentField.text = nil
            self.textDidChange()
        })
        alert.addAction(UIAlertAction(title: NSLocalizedString("Keep Editing", comment: ""), style: .cancel))
        present(alert, animated: true)
    }
}

// MARK: - UITextFieldDelegate

extension CommentComposerViewController: UITextFieldDelegate {

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if (textField.text?.count ?? 0) > maximumLength {
            shakeField()
            return false
        }
        return textField.resignFirstResponder()
    }
}
