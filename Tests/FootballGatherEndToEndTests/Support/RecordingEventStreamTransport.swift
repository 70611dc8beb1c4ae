import FootballGather
import Foundation
import VIPERKitTesting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app's ``SocketEventStreamTransport``, recording the requests it opens and, while held,
/// holding each new one back until the test lets it through.
final class RecordingEventStreamTransport: EventStreamTransport, @unchecked Sendable {
    // @unchecked: `requests`, `isHolding` and `held` are read and written with `lock` held.
    private let base = SocketEventStreamTransport()
    private let lock = NSLock()
    private var requests: [URLRequest] = []
    private var isHolding = false
    private var held: [CheckedContinuation<Void, Never>] = []
    /// Every request opened, for a test to wait on.
    let opened: Heard<URLRequest>
    private let openedContinuation: AsyncStream<URLRequest>.Continuation

    init() {
        let (stream, continuation) = AsyncStream<URLRequest>.makeStream()
        opened = Heard(stream)
        openedContinuation = continuation
    }

    /// The requests opened so far.
    var all: [URLRequest] { lock.withLock { requests } }

    /// Holds back the requests opened from now on, until ``release()``.
    func hold() {
        lock.withLock { isHolding = true }
    }

    /// Lets the held requests through, and the next ones.
    func release() {
        let waiting = lock.withLock {
            isHolding = false
            defer { held = [] }
            return held
        }
        for continuation in waiting { continuation.resume() }
    }

    func open(_ request: URLRequest) -> AsyncThrowingStream<StreamedHTTPPart, any Error> {
        lock.withLock { requests.append(request) }
        openedContinuation.yield(request)
        let base = self.base
        return AsyncThrowingStream { continuation in
            let forwarding = Task {
                await self.waitWhileHolding()
                do {
                    for try await part in base.open(request) { continuation.yield(part) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in forwarding.cancel() }
        }
    }

    private func waitWhileHolding() async {
        await withCheckedContinuation { continuation in
            let holding = lock.withLock {
                if isHolding { held.append(continuation) }
                return isHolding
            }
            if !holding { continuation.resume() }
        }
    }
}
