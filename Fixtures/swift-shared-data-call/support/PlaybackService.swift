import Foundation

struct Track {
    let title: String
}

/// Plays the queue.
final class PlaybackService {
    func next() -> Track { Track(title: "") }
    func stopPlayback() {}
}
