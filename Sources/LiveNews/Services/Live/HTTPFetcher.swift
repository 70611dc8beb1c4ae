import Foundation
import VIPERKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches a URL with a time limit and turns transport failures and HTTP errors into ``NewsError``.
struct HTTPFetcher: Sendable {
    /// How long a request may take before it fails, unless told otherwise.
    static let defaultTimeout: TimeInterval = 15

    /// How long a request may take before it fails.
    let timeout: TimeInterval
    let session: URLSession

    init(timeout: TimeInterval = Self.defaultTimeout) {
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        session = URLSession(configuration: configuration)
    }

    /// The body and status of the answer to `request`.
    func fetch(_ request: URLRequest) async throws -> (data: Data, status: Int) {
        var request = request
        request.timeoutInterval = timeout
        let url = request.url?.shownWithoutCredentials ?? ""
        let data: Data
        let response: URLResponse
        do {
            // The whole answer within the time, not only each wait for its next bytes.
            (data, response) = try await session.data(for: request, wholeWithin: timeout)
        } catch {
            throw NewsError.unreachable(url: url, reason: reason(for: error))
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        return (data, status)
    }

    /// A short reason for a transport failure.
    func reason(for error: any Error) -> String {
        if let error = error as? URLError, error.code == .timedOut {
            return "no answer within \(Self.seconds(timeout))"
        }
        return (error as NSError).localizedDescription
    }

    /// "15 seconds", "1 second", "0.5 seconds".
    static func seconds(_ interval: TimeInterval) -> String {
        let number = interval == interval.rounded() ? String(Int(interval)) : String(interval)
        return interval == 1 ? "1 second" : "\(number) seconds"
    }
}
