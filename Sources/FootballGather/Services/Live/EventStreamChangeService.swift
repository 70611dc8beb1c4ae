import Foundation
import VIPERKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The account's changes heard from the server's `GET /api/changes` stream (Server-Sent Events),
/// for a front end talking to the API over the network.
///
/// All listeners share one connection: it opens when the first one calls ``changes()`` and closes
/// when the last one stops listening. It is authorized with the session in the credential store;
/// without a session it does not connect. When it fails or ends it connects again after a
/// ``ReconnectBackoff`` delay, sending the id of the last event it heard as `Last-Event-ID`; after a
/// 401 it stops until a listener starts listening with another session's token.
///
/// Nothing is skipped silently. A connection that resumes from an event id is told by the server
/// either every change after it or `missed` when it no longer knows them; a connection that has no
/// id to resume from (the first one, or one after a connection that heard no event) gives every
/// listener `.missed` once it is open, since changes made before it opened were not heard. A
/// listener too slow to take its news (``listenerBacklog`` waiting) gets `.missed` instead of
/// what did not fit, as soon as there is room.
///
/// ``connectionStatus()`` tells how it is doing, for a front end to say so while it cannot connect.
///
/// News and statuses are yielded with `lock` held (so they keep their order), and yielding to a
/// listener takes its task's own lock; the runtime calls a stream's `onTermination` holding that
/// same task lock when the task is cancelled. So the termination handlers never wait for `lock`:
/// they leave the clean-up to a serial queue of the service's own.
public final class EventStreamChangeService: TopicChangeSource, @unchecked Sendable {
    // @unchecked: `state` is only read and written with `lock` held; the rest is immutable.

    /// The most news waiting for one listener before it is told `.missed` instead.
    public static let listenerBacklog = 64

    /// The server's address, e.g. `http://127.0.0.1:8080`.
    public let serverURL: URL
    let credentials: any CredentialStore
    let transport: any EventStreamTransport
    let backoff: ReconnectBackoff
    let idleLimit: Duration
    let clock: any Clock<Duration>
    let random: @Sendable () -> Double
    let lock = NSLock()
    var state = State()
    /// Where the streams' termination handlers leave their clean-up, in order (see above).
    let cleanUp = DispatchQueue(label: "EventStreamChangeService.cleanUp")

    struct Listener {
        let continuation: AsyncStream<TopicChange>.Continuation
        /// News was dropped for it: it is owed `.missed`.
        var isBehind = false
    }

    struct State {
        var listeners: [Int: Listener] = [:]
        var statusWatchers: [Int: AsyncStream<LiveConnectionStatus>.Continuation] = [:]
        var nextKey = 0
        var status = LiveConnectionStatus.idle
        /// The running connection loop and its number; a loop that is not the current one says nothing.
        var connection: (task: Task<Void, Never>, generation: Int)?
        var generation = 0
        /// The token a 401 refused: no connection with it again.
        var refusedToken: String?
        /// Closed for good (``EventStreamChangeService/close()``): no listener, no connection.
        var isClosed = false

        mutating func key() -> Int {
            nextKey += 1
            return nextKey
        }
    }

    /// - Parameters:
    ///   - serverURL: the API's address; the stream is at `<serverURL>/api/changes`.
    ///   - credentials: where the session token is read each time the stream connects.
    ///   - transport: opens the stream (``SocketEventStreamTransport`` in the app).
    ///   - backoff: the delays between tries.
    ///   - idleLimit: how long the stream may stay silent before it counts as dead; the server sends
    ///     a comment at least every 15 seconds.
    ///   - clock: measures the delays and the silence.
    ///   - random: numbers from 0 up to 1 for the backoff's jitter.
    public init(
        serverURL: URL, credentials: any CredentialStore,
        transport: any EventStreamTransport = SocketEventStreamTransport(),
        backoff: ReconnectBackoff = ReconnectBackoff(), idleLimit: Duration = .seconds(45),
        clock: any Clock<Duration> = ContinuousClock(),
        random: @escaping @Sendable () -> Double = { .random(in: 0..<1) }
    ) {
        self.serverURL = serverURL
        self.credentials = credentials
        self.transport = transport
        self.backoff = backoff
        self.idleLimit = idleLimit
        self.clock = clock
        self.random = random
    }

    public func changes() -> AsyncStream<TopicChange> {
        let (stream, continuation) = AsyncStream<TopicChange>.makeStream(
            bufferingPolicy: .bufferingOldest(Self.listenerBacklog))
        let key = lock.withLock { () -> Int? in
            guard !state.isClosed else { return nil }
            let key = state.key()
            state.listeners[key] = Listener(continuation: continuation)
            if state.connection == nil { startConnecting() }
            return key
        }
        guard let key else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.cleanUp.async { [weak self] in self?.stopListening(key) }
        }
        return stream
    }

    public func connectionStatus() -> AsyncStream<LiveConnectionStatus> {
        let (stream, continuation) = AsyncStream<LiveConnectionStatus>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let key = lock.withLock { () -> Int? in
            continuation.yield(state.status)
            guard !state.isClosed else { return nil }
            let key = state.key()
            state.statusWatchers[key] = continuation
            return key
        }
        guard let key else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.cleanUp.async { [weak self] in self?.stopWatchingStatus(key) }
        }
        return stream
    }

    /// Closes the connection and finishes every listener's and status watcher's stream; from now
    /// on a new listener's stream finishes at once (a watcher's after the status, idle), and
    /// nothing connects.
    public func close() {
        let (listeners, watchers) = lock.withLock {
            state.isClosed = true
            state.connection?.task.cancel()
            state.connection = nil
            setStatus(.idle)
            defer {
                state.listeners = [:]
                state.statusWatchers = [:]
            }
            return (state.listeners.values.map(\.continuation), Array(state.statusWatchers.values))
        }
        // Outside the lock: finishing runs the streams' termination handlers.
        for listener in listeners { listener.finish() }
        for watcher in watchers { watcher.finish() }
    }

    /// The status now.
    public var status: LiveConnectionStatus { lock.withLock { state.status } }

    /// How many listen now.
    public var listenerCount: Int { lock.withLock { state.listeners.count } }

    // MARK: Listeners and status (called with `lock` held unless said otherwise)

    /// Starts the connection loop. With `lock` held.
    private func startConnecting() {
        state.generation += 1
        let generation = state.generation
        state.connection = (Task { await self.connect(generation: generation) }, generation)
    }

    private func stopWatchingStatus(_ key: Int) {
        lock.withLock { _ = state.statusWatchers.removeValue(forKey: key) }
    }

    private func stopListening(_ key: Int) {
        lock.withLock {
            state.listeners[key] = nil
            guard state.listeners.isEmpty else { return }
            state.connection?.task.cancel()
            state.connection = nil
            setStatus(.idle)
        }
    }

    /// With `lock` held.
    func setStatus(_ status: LiveConnectionStatus) {
        guard state.status != status else { return }
        state.status = status
        for watcher in state.statusWatchers.values { watcher.yield(status) }
    }

    /// Sets the status if the loop `generation` is still the current one. - Returns: whether it is.
    @discardableResult
    func report(_ status: LiveConnectionStatus, generation: Int) -> Bool {
        lock.withLock {
            guard state.connection?.generation == generation else { return false }
            setStatus(status)
            return true
        }
    }

    /// Tells every listener of `change`, and `.missed` first to those it is owed to.
    func deliver(_ change: TopicChange?) {
        lock.withLock {
            for (key, var listener) in state.listeners {
                if listener.isBehind, case .enqueued = listener.continuation.yield(.missed) {
                    listener.isBehind = false
                }
                if let change, !listener.isBehind, case .dropped = listener.continuation.yield(change) {
                    listener.isBehind = true
                }
                state.listeners[key] = listener
            }
        }
    }

    /// The session token to connect with, or `nil` after ending the loop `generation` when there is
    /// none, or only the one a 401 refused: a listener who starts listening later tries again.
    func tokenToConnect(generation: Int) -> String? {
        lock.withLock {
            guard state.connection?.generation == generation else { return nil }
            let session = credentials.load()
            if let token = session?.token, token != state.refusedToken { return token }
            state.connection = nil
            setStatus(
                .stopped(
                    reason: session == nil
                        ? "Live updates stopped: log in to see changes made elsewhere."
                        : "Live updates stopped: the session has ended; log in again to see changes made elsewhere."))
            return nil
        }
    }

    /// Remembers that `token` was refused, so that no connection uses it again.
    func refuse(_ token: String) {
        lock.withLock { state.refusedToken = token }
    }
}
