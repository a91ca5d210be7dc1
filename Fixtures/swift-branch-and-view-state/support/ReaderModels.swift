import UIKit

struct Author {
    let name: String
}

struct Article {
    let title: String
    let author: Author
}

final class AuthorProfileViewController: UIViewController {
    var author: Author?
}

final class CommentsViewController: UIViewController {}
