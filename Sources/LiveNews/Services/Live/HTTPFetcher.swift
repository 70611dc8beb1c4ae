import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches a URL with a time limit and turns transport failures and HTTP errors into ``NewsError``.
struct HTTPFetcher: Sendable {
    /// How long a request may take before it fails.
    static let timeout: TimeInterval = 15

    let session: URLSession

    init(session: URLSession = Self.makeSession()) {
        self.session = session
    }

    static func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        return URLSession(configuration: configuration)
    }

    /// The body and status of the answer to `request`.
    func fetch(_ request: URLRequest) async throws -> (data: Data, status: Int) {
        var request = request
        request.timeoutInterval = Self.timeout
        let url = request.url?.absoluteString ?? ""
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw NewsError.unreachable(url: url, reason: Self.reason(for: error))
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        return (data, status)
    }

    /// A short reason for a transport failure.
    static func reason(for error: any Error) -> String {
        if let error = error as? URLError, error.code == .timedOut {
            return "no answer within \(Int(timeout)) seconds"
        }
        return (error as NSError).localizedDescription
    }
}
