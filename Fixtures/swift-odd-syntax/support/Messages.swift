import UIKit

struct Message: Hashable {
    let id: UUID
    let sender: String
    let subject: String
    let tags: [String]
    var isRead: Bool
    var isPinned: Bool
}

/// Closure-based service, so tests can swap in canned data.
struct MessageService {
    var fetchMessages: () async throws -> [Message]
    var markAllRead: () async -> Void

    static let live = MessageService(fetchMessages: { [] }, markAllRead: {})
    static let fixtures = MessageService(
        fetchMessages: {
            [Message(id: UUID(), sender: "Parcel", subject: "Welcome", tags: ["hello"], isRead: false, isPinned: true)]
        },
        markAllRead: {})
}

final class MessageCell: UITableViewCell {}
