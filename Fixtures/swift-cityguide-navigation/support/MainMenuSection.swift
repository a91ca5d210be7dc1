import Foundation

/// Rows of the main menu, in display order.
enum MainMenuSection: Int, CaseIterable {
    case city
    case places
    case referenceBook

    var localizedTitle: String {
        switch self {
        case .city: return NSLocalizedString("City", comment: "Main menu row")
        case .places: return NSLocalizedString("Places", comment: "Main menu row")
        case .referenceBook: return NSLocalizedString("Reference Book", comment: "Main menu row")
        }
    }
}
