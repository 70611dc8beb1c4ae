import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request of a ``GuardedHTTPClient``: the answer so far, the continuation waiting for it, and
/// its redirects.
///
/// FoundationNetworking stops the process (fatalError) when a redirect is answered after its task
/// was cancelled or timed out, so a redirect is answered at most once, never after
/// ``cancelTask()``, and within `decisionLimit` (before the request's own timeout).
final class GuardedFetch: @unchecked Sendable {
    // @unchecked: every `var` is only touched with `lock` held.
    typealias Answer = (Data, URLResponse)

    private let lock = NSLock()
    private let task: URLSessionTask
    private let original: URL
    private let maxBytes: Int
    private let redirects: RedirectPolicy
    private let decisionLimit: TimeInterval
    private var continuation: CheckedContinuation<Answer, any Error>?
    /// Set once the answer is decided; later calls change nothing.
    private var outcome: Result<Answer, any Error>?
    private var response: URLResponse?
    private var body = Data()
    private var redirectCount = 0
    private var stayedOnOriginalHost = true
    private var taskCancelled = false
    /// The completion handler of the redirect waiting for a decision.
    private var pendingRedirect: (@Sendable (URLRequest?) -> Void)?

    init(task: URLSessionTask, original: URL, maxBytes: Int, redirects: RedirectPolicy, decisionLimit: TimeInterval) {
        self.task = task
        self.original = original
        self.maxBytes = maxBytes
        self.redirects = redirects
        self.decisionLimit = decisionLimit
    }

    /// Waits with `continuation`; `false` when the answer is already decided (cancelled).
    func start(_ continuation: CheckedContinuation<Answer, any Error>) -> Bool {
        let decided: Result<Answer, any Error>? = lock.withLock {
            if outcome == nil { self.continuation = continuation }
            return outcome
        }
        guard let decided else { return true }
        continuation.resume(with: decided)
        return false
    }

    /// Decides the answer once and resumes the waiting continuation; a failure cancels the task
    /// unless `cancelling` is false.
    func finish(_ result: Result<Answer, any Error>, cancelling: Bool = true) {
        let (first, waiting): (Bool, CheckedContinuation<Answer, any Error>?) = lock.withLock {
            guard outcome == nil else { return (false, nil) }
            outcome = result
            body = Data()
            defer { continuation = nil }
            return (true, continuation)
        }
        guard first else { return }
        waiting?.resume(with: result)
        if case .failure = result, cancelling { cancelTask() }
    }

    /// Cancels the task, once; a redirect waiting for its answer then never gets one.
    private func cancelTask() {
        lock.withLock {
            guard !taskCancelled else { return }
            taskCancelled = true
            task.cancel()
        }
    }

    /// Keeps `response`; `false`, failing, when its `Content-Length` is over the limit.
    func received(_ response: URLResponse) -> Bool {
        guard response.expectedContentLength <= maxBytes else {
            finish(.failure(GuardedFetchError.tooLarge(limit: maxBytes)))
            return false
        }
        return lock.withLock {
            self.response = response
            body = Data()
            return outcome == nil
        }
    }

    /// Keeps `data`, or fails once the body would pass the limit.
    func received(_ data: Data) {
        let over: Bool = lock.withLock {
            guard outcome == nil else { return false }
            guard body.count + data.count <= maxBytes else { return true }
            body.append(data)
            return false
        }
        if over { finish(.failure(GuardedFetchError.tooLarge(limit: maxBytes))) }
    }

    /// Decides off the delegate queue (resolving a name blocks) whether to follow the redirect to
    /// `request`, and calls `answer` with the request to send, or with `nil` after failing.
    func redirected(to request: URLRequest, answer: @escaping @Sendable (URLRequest?) -> Void) {
        let state: (number: Int, stayed: Bool)? = lock.withLock {
            guard !taskCancelled, pendingRedirect == nil else { return nil }
            pendingRedirect = answer
            redirectCount += 1
            return (redirectCount, stayedOnOriginalHost)
        }
        guard let state else { return }
        let target = request.url?.shownWithoutCredentials ?? ""
        DispatchQueue.global().asyncAfter(deadline: .now() + decisionLimit) {
            self.answerRedirect(
                .failure(.redirectRefused(target: target, reason: "a name whose address was not found in time")))
        }
        DispatchQueue.global().async {
            self.answerRedirect(
                self.redirects.follow(
                    request, from: self.original, number: state.number, stayedOnOriginalHost: state.stayed))
        }
    }

    /// Answers the pending redirect with `decision`, unless it was answered or its task cancelled.
    private func answerRedirect(_ decision: Result<URLRequest, GuardedFetchError>) {
        let answered: Bool = lock.withLock {
            guard let answer = pendingRedirect, !taskCancelled else { return false }
            pendingRedirect = nil
            switch decision {
            case .success(let next):
                let host = NetworkAddress.normalized(next.url?.host ?? "")
                stayedOnOriginalHost = stayedOnOriginalHost && host == NetworkAddress.normalized(original.host ?? "")
                answer(outcome == nil ? next : nil)
            case .failure:
                // The redirect's own answer ends the task; cancelling it now would stop the process.
                taskCancelled = true
                answer(nil)
            }
            return true
        }
        if answered, case .failure(let refusal) = decision { finish(.failure(refusal), cancelling: false) }
    }

    /// Ends with the body kept, or with the transport's `error`.
    func completed(error: (any Error)?) {
        if let error { return finish(.failure(error)) }
        let answer: Answer = lock.withLock {
            let response =
                response ?? task.response
                ?? URLResponse(url: original, mimeType: nil, expectedContentLength: body.count, textEncodingName: nil)
            return (body, response)
        }
        finish(.success(answer))
    }
}
