import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An HTTP client for a server that fetches addresses on its users' behalf: it holds at most
/// ``maxBytes`` of an answer, follows redirects only as its ``RedirectPolicy`` allows, and can
/// bound the time of the whole answer.
///
/// The size limit is checked against the answer's `Content-Length` before its body is read, and
/// against the bytes as they arrive: past the limit the transfer is cancelled and the bytes already
/// held are let go. On Linux, FoundationNetworking reads ahead of its delegate and cancels late,
/// so a sender faster than the delegate can still make it buffer more than the limit for a moment;
/// it also keeps a redirect's own body until that answer ends (only the time limit bounds that).
public final class GuardedHTTPClient: Sendable {
    /// The longest a redirect's target may take to resolve before the redirect is refused.
    public static let redirectDecisionLimit: TimeInterval = 5

    /// The most bytes of an answer's body it holds.
    public let maxBytes: Int
    /// Which redirects it follows.
    public let redirects: RedirectPolicy
    private let session: URLSession
    private let router: Router

    /// - Parameters:
    ///   - configuration: the session's configuration (its timeouts bound each wait for bytes).
    ///   - maxBytes: the most bytes of an answer's body it holds.
    ///   - redirects: which redirects it follows; public addresses only by default.
    public init(
        configuration: URLSessionConfiguration = .ephemeral, maxBytes: Int,
        redirects: RedirectPolicy = .publicAddressesOnly
    ) {
        self.maxBytes = maxBytes
        self.redirects = redirects
        let router = Router()
        self.router = router
        session = URLSession(configuration: configuration, delegate: router, delegateQueue: nil)
    }

    deinit {
        // The session keeps its delegate until it is invalidated.
        session.finishTasksAndInvalidate()
    }

    /// The body and response of the answer to `request`, which must arrive whole within `limit`
    /// seconds (the request's own timeout bounds only each wait for the next bytes).
    /// - Throws: ``GuardedFetchError`` past the size limit or for a refused redirect,
    ///   `URLError(.timedOut)` past `limit`, `URLError(.cancelled)` when the task is cancelled,
    ///   and the `URLError` of a transport failure.
    public func data(for request: URLRequest, wholeWithin limit: TimeInterval) async throws -> (Data, URLResponse) {
        try await wholeAnswer(within: limit) { try await self.data(for: request) }
    }

    /// The body and response of the answer to `request`.
    /// - Throws: ``GuardedFetchError`` past the size limit or for a refused redirect,
    ///   `URLError(.cancelled)` when the task is cancelled, and the `URLError` of a transport failure.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let task = session.dataTask(with: request)
        let waits = [request.timeoutInterval, session.configuration.timeoutIntervalForRequest]
        let fetch = GuardedFetch(
            task: task, original: request.url ?? URL(fileURLWithPath: "/"), maxBytes: maxBytes, redirects: redirects,
            decisionLimit: min(Self.redirectDecisionLimit, (waits.min() ?? 0) / 2))
        router.add(fetch, for: task.taskIdentifier)
        defer { router.remove(task.taskIdentifier) }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if fetch.start(continuation) { task.resume() }
            }
        } onCancel: {
            fetch.finish(.failure(URLError(.cancelled)))
        }
    }

    /// Sends each task's delegate calls to its ``GuardedFetch``.
    private final class Router: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        // @unchecked: `fetches` is only touched with `lock` held.
        private let lock = NSLock()
        private var fetches: [Int: GuardedFetch] = [:]

        func add(_ fetch: GuardedFetch, for task: Int) {
            lock.withLock { fetches[task] = fetch }
        }

        func remove(_ task: Int) {
            _ = lock.withLock { fetches.removeValue(forKey: task) }
        }

        private func fetch(for task: URLSessionTask) -> GuardedFetch? {
            lock.withLock { fetches[task.taskIdentifier] }
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
        ) {
            let allowed = fetch(for: dataTask)?.received(response) ?? false
            completionHandler(allowed ? .allow : .cancel)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            fetch(for: dataTask)?.received(data)
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            // Without its fetch the task was cancelled or has ended: FoundationNetworking stops
            // (fatalError) when a cancelled task's redirect is answered, so it is not.
            fetch(for: task)?.redirected(to: request, answer: completionHandler)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            fetch(for: task)?.completed(error: error)
        }
    }
}
