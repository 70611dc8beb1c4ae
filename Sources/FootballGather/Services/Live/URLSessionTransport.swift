import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPTransport`` over `URLSession`.
public struct URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// - Parameter session: the session to send with; an ephemeral one (no cache, no cookies) by default.
    public init(session: URLSession = URLSession(configuration: .ephemeral)) {
        self.session = session
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let httpResponse = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, httpResponse)
    }
}
