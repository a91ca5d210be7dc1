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
class MainMenuViewController: UIViewController {

    @IBOutlet weak var backgroundImageView: UIImageView!

    /// Cover photos are downloaded once and kept on disk.
    lazy var imageLocalCacheManager: ImageLocalCacheManager = {
        let fileManager = FileManager.default
        return ImageLocalCacheManagerImplementation(fileManager: fileManager)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        backgroundImageView.contentMode = .scaleAspectFill
        loadBackgroundImage()
    }

    private func loadBackgroundImage() {
        let request: NSFetchRequest<PaperGuide> = PaperGuide.fetchRequest()
        request.fetchLimit = 1
        guard let guide = (try? GuideDatabase.shared.mainContext.fetch(request))?.first,
              let photoID = guide.backgroundPhotoID else {
            return
        }
        let guideBackgroundImage = imageLocalCacheManager.loadImage(withImageID: photoID)
        backgroundImageView.image = guideBackgroundImage
    }
}
