import Foundation

struct Draft {
    var id: String
    var title: String
}
