//
//  MainMenuViewController.swift
//  CityGuide
//
//  Created by Nadia Petrova on 12.02.2016.
//  Copyright © 2016 CityGuide. All rights reserved.
//

import UIKit
import CoreData

/// The guide's main menu, drawn over the paper guide's cover photo.
class MainMenuViewController: UIViewController, MainMenuViewInput {
    lazy var output: MainMenuViewOutput = MainMenuAssembly().configure(self)

    @IBOutlet weak var backgroundImageView: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        backgroundImageView.contentMode = .scaleAspectFill
        loadBackgroundImage()
    }

    private func loadBackgroundImage() {
        output.loadBackgroundImage()
    }

    func showGuideBackgroundImage(_ guideBackgroundImage: UIImage?) {
        backgroundImageView.image = guideBackgroundImage
    }
}
