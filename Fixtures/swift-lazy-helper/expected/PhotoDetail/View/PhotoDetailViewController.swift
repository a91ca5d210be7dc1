//
//  PhotoDetailViewController.swift
//  Gallery
//
//  Created by Tim Brandt on 21.11.2017.
//  Copyright © 2017 Gallery GmbH. All rights reserved.
//

import UIKit

class PhotoDetailViewController: UIViewController, PhotoDetailViewInput {
    lazy var output: PhotoDetailViewOutput = PhotoDetailAssembly().configure(self)

    @IBOutlet weak var imageView: UIImageView!
    @IBOutlet weak var captionLabel: UILabel!

    /// Set by the gallery before the push.
    var photo: Photo! {
        get { output.photo }
        set { output.photo = newValue }
    }

    // Created on first use; the cache directory is shared with the gallery grid.
    lazy var imageCache = PhotoDetailAssembly().makeImageCache()

    private lazy var downloader: ImageDownloading = PhotoDetailAssembly().makeDownloader()

    override func viewDidLoad() {
        super.viewDidLoad()
        captionLabel.text = photo.caption
        imageView.contentMode = .scaleAspectFit
        loadImage()
    }

    // viperize: mixed member: 'loadImage()' mixes view, interactor code: imageCache.image (line 37), imageCache.store (line 43); not split: line 37 mixes interactor code with view code ('imageView', line 38); left in the view unchanged
    private func loadImage() {
        // Cached copy first, network only on a miss
        if let cached = imageCache.image(forKey: photo.id) {
            imageView.image = cached
            return
        }
        downloader.downloadImage(from: photo.url) { [weak self] image in
            guard let self = self, let image = image else { return }
            self.imageCache.store(image, forKey: self.photo.id)
            self.imageView.image = image
        }
    }
}
