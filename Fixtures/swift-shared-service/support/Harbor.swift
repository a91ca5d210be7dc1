import Foundation

final class Tab {
    var url: URL?
}

final class TabManager {
    var tabs: [Tab] = []
    var selectedTab: Tab?
    func removeTab(_ tab: Tab) {}
    func nextTab() -> Tab? { tabs.first }
}

final class BookmarkStore {
    func addBookmark(_ tab: Tab) {}
}

protocol SyncServiceProtocol: AnyObject {
    func syncTabs()
}
