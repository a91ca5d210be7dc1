//
//  MainMenuViewController.swift
//  CityGuide
//
//  Created by Egor Tolstoy on 12.02.2016.
//  Copyright © 2016 CityGuide. All rights reserved.
//

import UIKit
import CoreData

/// The guide's main menu, drawn over the paper guide's cover photo.
class MainMenuViewController: UIViewController, MainMenuViewInput {
    var output: MainMenuViewOutput!


    @IBOutlet weak var backgroundImageView: UIImageView!

    /// Cover photos are downloaded once and kept on disk.
    var imageLocalCacheManager: ImageLocalCacheManager!

    override func viewDidLoad() {
        super.viewDidLoad()
        backgroundImageView.contentMode = .scaleAspectFill
        loadBackgroundImage()
    }

    // viperize: mixed member: 'loadBackgroundImage()' mixes view, interactor code: NSFetchRequest (line 30), fetchRequest (line 30), NSManagedObjectContext.fetch (line 32), imageLocalCacheManager.loadImage (line 36); left in the view unchanged
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
