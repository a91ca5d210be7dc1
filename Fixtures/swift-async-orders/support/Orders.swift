import Foundation

struct Order: Hashable {
    let id: Int
    let title: String
    var isDelivered: Bool
}

enum AppConfig {
    static let apiBaseURL = URL(string: "https://api.courier.example/v3")!
}

/// The orders API, async/await since Courier 3.0.
final class OrdersService {
    private let baseURL: URL

    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    func fetchOrders() async throws -> [Order] { [] }
    func unreadCount() async -> Int { 0 }
    func archiveDelivered() async {}
}
