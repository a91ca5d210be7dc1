import UIKit

struct Photo {
    let id: String
    let url: URL
    let caption: String?
}

/// Keeps images on disk under Caches/Images.
protocol ImageCacheManager: AnyObject {
    func image(forKey key: String) -> UIImage?
    func store(_ image: UIImage, forKey key: String)
}

final class ImageCacheManagerImpl: ImageCacheManager {
    private let fileManager: FileManager

    init(fileManager: FileManager) {
        self.fileManager = fileManager
    }

    func image(forKey key: String) -> UIImage? {
        let url = directory.appendingPathComponent(key)
        guard let data = fileManager.contents(atPath: url.path) else { return nil }
        return UIImage(data: data)
    }

    func store(_ image: UIImage, forKey key: String) {
        guard let data = image.pngData() else { return }
        fileManager.createFile(atPath: directory.appendingPathComponent(key).path, contents: data)
    }

    private var directory: URL {
        let caches = fileManager.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        return caches.appendingPathComponent("Images", isDirectory: true)
    }
}

protocol ImageDownloading: AnyObject {
    func downloadImage(from url: URL, completion: @escaping (UIImage?) -> Void)
}

final class URLSessionImageDownloader: ImageDownloading {
    private let session: URLSession
    var timeout: TimeInterval = 60

    init(session: URLSession) {
        self.session = session
    }

    func downloadImage(from url: URL, completion: @escaping (UIImage?) -> Void) {
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout
        session.dataTask(with: request) { data, _, _ in
            let image = data.flatMap { UIImage(data: $0) }
            DispatchQueue.main.async { completion(image) }
        }.resume()
    }
}
