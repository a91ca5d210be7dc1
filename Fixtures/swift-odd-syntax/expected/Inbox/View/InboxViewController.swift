//
//  InboxViewController.swift
//  Parcel
//
//  Created by Lea Moreau on 11.10.2022.
//  Copyright © 2022 Parcel SAS. All rights reserved.
//

import UIKit

final class InboxViewController: UITableViewController, InboxViewInput {
    lazy var output: InboxViewOutput = InboxAssembly().configure(self)

    /// Table sections, in display order.
    enum Section: Int, CaseIterable {
        case pinned
        case recent

        var title: String {
            switch self {
            case .pinned: return NSLocalizedString("Pinned", comment: "")
            case .recent: return NSLocalizedString("Recent", comment: "")
            }
        }
    }

    private struct Layout {
        static let rowHeight: CGFloat = 76
    }

    static let storyboardIdentifier = "InboxViewController"

    var service: MessageService = .live
    private var messages: [Section: [Message]] = [:]
    private var loadTask: Task<Void, Never>?

    /// Unread count across both sections, shown in the title.
    private var unreadCount: Int {
        return messages.values.joined().filter { !$0.isRead }.count
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = Layout.rowHeight
        tableView.register(MessageCell.self, forCellReuseIdentifier: "MessageCell")
        #if DEBUG
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Debug", style: .plain,
                                                            target: self, action: #selector(showDebugMenu))
        #endif
        loadTask = Task { [weak self] in
            await self?.reload()
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        loadTask?.cancel()
    }

    // MARK: - Loading

    // viperize: mixed member: 'reload()' mixes view, interactor code: service.fetchMessages (line 63); not split: line 63 mixes interactor code with view code ('service', line 63); left in the view unchanged
    private func reload() async {
        do {
            let all = try await service.fetchMessages()
            messages = Dictionary(grouping: all) { $0.isPinned ? Section.pinned : Section.recent }
            title = "Inbox (\(unreadCount))"
            tableView.reloadData()
        } catch is CancellationError {
            // Left the screen before the load finished
        } catch {
            showBanner(text: "Couldn't load: \(error.localizedDescription)")
        }
    }

    // viperize: mixed member: 'markAllRead()' mixes view, interactor code: service.markAllRead (line 76); it uses 'service' (line 76), which stays in the view; it uses 'reload' (line 77), which stays in the view; not split: line 76 mixes interactor code with view code ('service', line 76); left in the view unchanged
    func markAllRead() {
        Task {
            await service.markAllRead()
            await reload()
        }
    }

    #if DEBUG
    @objc private func showDebugMenu() {
        let alert = UIAlertController(title: "Debug", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Load fixtures", style: .default) { [weak self] _ in
            self?.service = .fixtures
            self?.markAllRead()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
    #endif

    // MARK: - Table

    override func numberOfSections(in tableView: UITableView) -> Int {
        return Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return Section(rawValue: section)?.title
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items(in: section).count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeue(MessageCell.self, for: indexPath)
        let message = items(in: indexPath.section)[indexPath.row]
        cell.textLabel?.text = "\(message.sender): \(message.subject.isEmpty ? "(no subject)" : message.subject)"
        cell.detailTextLabel?.text = "\(message.tags.map { "#\($0)" }.joined(separator: " "))"
        return cell
    }

    /// Typed dequeue; crashes early if the storyboard and the code disagree.
    private func dequeue<Cell: UITableViewCell>(_ type: Cell.Type, for indexPath: IndexPath) -> Cell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: String(describing: type),
                                                       for: indexPath) as? Cell else {
            fatalError("Expected \(type) at \(indexPath)")
        }
        return cell
    }
}

// Same-file helpers, invisible outside this file.
private extension InboxViewController {

    func items(in section: Int) -> [Message] {
        guard let section = Section(rawValue: section) else { return [] }
        return messages[section] ?? []
    }

    func showBanner(text: String) {
        let banner = UILabel()
        banner.text = text
        banner.alpha = 0
        view.addSubview(banner)
        UIView.animate(withDuration: 0.3) {
            banner.alpha = 1
        } completion: { _ in
            UIView.animate(withDuration: 0.3, delay: 2, options: [], animations: { banner.alpha = 0 }) { _ in
                banner.removeFromSuperview()
            }
        }
    }
}
