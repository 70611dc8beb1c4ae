import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPTransport`` over `URLSession`.
public struct URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// How long a request may wait for an answer before it fails as unreachable.
    public static let requestTimeout: TimeInterval = 15

    /// An ephemeral configuration (no cache, no cookies) whose requests give up after ``requestTimeout``.
    public static var defaultConfiguration: URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = requestTimeout
        return configuration
    }

    /// - Parameter session: the session to send with; one with ``defaultConfiguration`` by default.
    public init(session: URLSession = URLSession(configuration: URLSessionTransport.defaultConfiguration)) {
        self.session = session
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let httpResponse = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, httpResponse)
    }
}
