import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one HTTP request and returns the raw answer: the seam between ``APIClient`` and the network.
///
/// The live transport is ``URLSessionTransport``; tests answer requests in memory.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the body and the response, whatever its status code.
    /// - Throws: when no HTTP answer arrived (connection refused, timeout, cancelled).
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
