import UIKit

final class TripCell: UITableViewCell {
    static let reuseIdentifier = "TripCell"

    @IBOutlet weak var destinationLabel: UILabel!
    @IBOutlet weak var datesLabel: UILabel!
}

final class TripDetailViewController: UIViewController {
    var trip: Trip?
    var dateText: String?
}

protocol NewTripViewControllerDelegate: AnyObject {
    func newTripViewController(_ controller: NewTripViewController, didCreate trip: Trip)
}

final class NewTripViewController: UIViewController {
    weak var delegate: NewTripViewControllerDelegate?
}
