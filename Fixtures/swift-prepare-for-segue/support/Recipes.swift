import UIKit

struct Recipe {
    let id: Int
    let name: String
    let minutes: Int
}

enum RecipeFilter {
    case all, vegetarian, quick

    var title: String {
        switch self {
        case .all: return "Recipes"
        case .vegetarian: return "Vegetarian"
        case .quick: return "Under 30 Minutes"
        }
    }
}

final class RecipeDetailViewController: UIViewController {
    var recipe: Recipe?
    var servings = 1
}

final class RecipeFiltersViewController: UITableViewController {
    var selectedFilter = RecipeFilter.all
    var onApply: ((RecipeFilter) -> Void)?
}
