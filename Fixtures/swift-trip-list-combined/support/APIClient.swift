import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

enum APIError: Error {
    case transport(Error)
    case badStatus(Int)
    case decoding(Error)
}

/// Talks to the Wayfarer REST API.
final class APIClient {
    private let baseURL: URL
    private let session: URLSession
    private let decoder = JSONDecoder()

    init(baseURL: URL, session: URLSession) {
        self.baseURL = baseURL
        self.session = session
        decoder.dateDecodingStrategy = .iso8601
    }

    func fetchTrips(completion: @escaping (Result<[Trip], APIError>) -> Void) {
        let url = baseURL.appendingPathComponent("trips")
        session.dataTask(with: url) { data, response, error in
            if let error = error {
                completion(.failure(.transport(error)))
                return
            }
            if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                completion(.failure(.badStatus(http.statusCode)))
                return
            }
            do {
                completion(.success(try self.decoder.decode([Trip].self, from: data ?? Data())))
            } catch {
                completion(.failure(.decoding(error)))
            }
        }.resume()
    }

    func deleteTrip(id: String, completion: @escaping (Error?) -> Void) {
        var request = URLRequest(url: baseURL.appendingPathComponent("trips/\(id)"))
        request.httpMethod = "DELETE"
        session.dataTask(with: request) { _, _, error in
            completion(error)
        }.resume()
    }
}
