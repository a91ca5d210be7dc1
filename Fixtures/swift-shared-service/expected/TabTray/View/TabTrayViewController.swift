//
//  TabTrayViewController.swift
//  Harbor
//
//  Created by Ines Marchetti on 14.09.2022.
//  Copyright © 2022 Harbor. All rights reserved.
//

import UIKit

/// The open tabs of the browser, as a strip of cards. The app creates it with its services.
final class TabTrayViewController: UIViewController, TabTrayViewInput {
    lazy var output: TabTrayViewOutput = TabTrayAssembly().configure(self)

    let tabManager: TabManager
    let bookmarkStore: BookmarkStore
    /// Set by the settings screen when the user signs in.
    var syncService: SyncServiceProtocol! {
        get { output.syncService }
        set { output.syncService = newValue }
    }
    @IBOutlet weak var countLabel: UILabel!
    @IBOutlet weak var bookmarkButton: UIButton!

    init(tabManager: TabManager, bookmarkStore: BookmarkStore) {
        self.tabManager = tabManager
        self.bookmarkStore = bookmarkStore
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Tabs", comment: "")
        countLabel.text = "\(tabManager.tabs.count)"
    }

    // MARK: - Actions

    @IBAction func closeTapped(_ sender: UIButton) {
        output.closeTapped()
        countLabel.text = "\(tabManager.tabs.count)"
    }

    @IBAction func bookmarkTapped(_ sender: UIButton) {
        output.bookmarkTapped()
        bookmarkButton.isSelected = true
    }

    @IBAction func syncTapped(_ sender: UIBarButtonItem) {
        output.syncTapped()
        countLabel.text = NSLocalizedString("Syncing…", comment: "")
    }

    /// Called by the keyboard shortcut handler.
    func selectNextTab() {
        output.selectNextTab()
    }
}
