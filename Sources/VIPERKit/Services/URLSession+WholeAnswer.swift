import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// The answer to `request`, which must arrive whole within `limit` seconds: a host that sends
    /// its bytes slowly enough to pass every wait for the next ones is cut off too (the request's
    /// own timeout bounds only those waits).
    /// - Throws: `URLError(.timedOut)` past `limit`, and whatever `data(for:)` throws.
    public func data(for request: URLRequest, wholeWithin limit: TimeInterval) async throws -> (Data, URLResponse) {
        try await wholeAnswer(within: limit) { try await self.data(for: request) }
    }
}

/// What `fetch` answers, which must arrive whole within `limit` seconds; `fetch` is cancelled then.
/// - Throws: `URLError(.timedOut)` past `limit`, and whatever `fetch` throws.
func wholeAnswer(
    within limit: TimeInterval, _ fetch: @escaping @Sendable () async throws -> (Data, URLResponse)
) async throws -> (Data, URLResponse) {
    try await withThrowingTaskGroup(of: (Data, URLResponse)?.self) { group in
        group.addTask { try await fetch() }
        group.addTask {
            try await Task.sleep(for: .milliseconds(Int64((limit * 1000).rounded(.up))))
            return nil
        }
        defer { group.cancelAll() }
        guard let answer = try await group.next() ?? nil else { throw URLError(.timedOut) }
        return answer
    }
}
