/// The app's store of favourite servers (a stand-in for the fixture).
final class ServerStore {
    func forget(_ name: String) -> Bool { return true }
}
