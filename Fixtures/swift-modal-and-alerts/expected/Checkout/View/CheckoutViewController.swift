//
//  CheckoutViewController.swift
//  Basket
//
//  Created by Olu Adeyemi on 17.08.2019.
//  Copyright © 2019 Basket Ltd. All rights reserved.
//

import UIKit

/// Last step of checkout. Presented modally from the cart.
class CheckoutViewController: UIViewController, CheckoutViewInput {
    lazy var output: CheckoutViewOutput = CheckoutAssembly().configure(self)

    @IBOutlet weak var totalLabel: UILabel!
    @IBOutlet weak var addressLabel: UILabel!
    @IBOutlet weak var payButton: UIButton!

    var cart: Cart! {
        get { output.cart }
        set { output.cart = newValue }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Checkout", comment: "")
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel,
                                                           target: self,
                                                           action: #selector(cancelTapped))
        totalLabel.text = cart.formattedTotal
        addressLabel.text = cart.shippingAddress?.singleLine ?? NSLocalizedString("Add an address", comment: "")
    }

    // MARK: - Actions

    @objc func cancelTapped() {
        output.cancelTapped()
    }

    @IBAction func editAddressTapped(_ sender: UIButton) {
        // The address form has its own navigation bar with Save/Cancel
        let editor = AddressFormViewController(address: cart.shippingAddress)
        editor.onSave = { [weak self] address in
            self?.cart.shippingAddress = address
            self?.addressLabel.text = address.singleLine
        }
        output.editAddressTapped(editor)
    }

    @IBAction func payTapped(_ sender: UIButton) {
        guard cart.shippingAddress != nil else {
            let alert = UIAlertController(title: NSLocalizedString("No shipping address", comment: ""),
                                          message: NSLocalizedString("Where should we send your order?", comment: ""),
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: NSLocalizedString("Add Address", comment: ""), style: .default) { _ in
                self.editAddressTapped(sender)
            })
            alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel, handler: nil))
            present(alert, animated: true, completion: nil)
            return
        }

        let confirmation = UIAlertController(title: NSLocalizedString("Order placed", comment: ""),
                                             message: String(format: NSLocalizedString("We've emailed your receipt for %@.", comment: ""),
                                                             cart.formattedTotal),
                                             preferredStyle: .alert)
        confirmation.addAction(UIAlertAction(title: NSLocalizedString("Track Order", comment: ""), style: .default) { [weak self] _ in
            guard let self = self else { return }
            let tracking = OrderTrackingViewController(orderID: self.cart.id)
            self.output.showPay(tracking)
        })
        confirmation.addAction(UIAlertAction(title: NSLocalizedString("Done", comment: ""), style: .cancel) { [weak self] _ in
            // Back to the shop; the cart screen empties itself on dismissal
            self?.output.closeOnPay()
        })
        present(confirmation, animated: true)
    }

    @IBAction func helpTapped(_ sender: UIButton) {
        output.helpTapped(sender)
    }
}
