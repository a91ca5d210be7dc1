import UIKit

struct Address: Equatable {
    var street: String
    var city: String
    var postcode: String

    var singleLine: String {
        return "\(street), \(postcode) \(city)"
    }
}

final class Cart {
    let id: String
    var totalPence: Int
    var shippingAddress: Address?

    init(id: String, totalPence: Int, shippingAddress: Address? = nil) {
        self.id = id
        self.totalPence = totalPence
        self.shippingAddress = shippingAddress
    }

    var formattedTotal: String {
        return String(format: "£%d.%02d", totalPence / 100, totalPence % 100)
    }
}

final class AddressFormViewController: UIViewController {
    var onSave: ((Address) -> Void)?
    private let address: Address?

    init(address: Address?) {
        self.address = address
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class OrderTrackingViewController: UIViewController {
    let orderID: String

    init(orderID: String) {
        self.orderID = orderID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
