//
//  TabTrayViewController.swift
//  Harbor
//
//  Created by Ines Marchetti on 14.09.2022.
//  Copyright © 2022 Harbor. All rights reserved.
//

import UIKit

/// The open tabs of the browser, as a strip of cards. The app creates it with its services.
final class TabTrayViewController: UIViewController {

    let tabManager: TabManager
    private let bookmarkStore: BookmarkStore
    /// Set by the settings screen when the user signs in.
    var syncService: SyncServiceProtocol!
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
        // Closing the last tab opens a blank one, so the tray is never empty.
        if let tab = tabManager.selectedTab {
            tabManager.removeTab(tab)
        }
        countLabel.text = "\(tabManager.tabs.count)"
    }

    @IBAction func bookmarkTapped(_ sender: UIButton) {
        if let tab = tabManager.selectedTab {
            bookmarkStore.addBookmark(tab)
        }
        bookmarkButton.isSelected = true
    }

    @IBAction func syncTapped(_ sender: UIBarButtonItem) {
        syncService.syncTabs()
        countLabel.text = NSLocalizedString("Syncing…", comment: "")
    }

    /// Called by the keyboard shortcut handler.
    func selectNextTab() {
        tabManager.selectedTab = tabManager.nextTab()
    }
}
