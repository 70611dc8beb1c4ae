import FootballGatherAPI
import Foundation
import VIPERKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension EventStreamChangeService {
    /// How one try at the stream ended.
    enum Ending: Equatable {
        /// Nobody listens any more.
        case cancelled
        /// 401: the token is not (or no longer) valid.
        case unauthorized
        /// The server ended a stream that was open and had spoken: connect again without fuss.
        case ended
        /// The stream could not open, or broke; `problem` completes "Live updates paused: …".
        case failed(problem: String, retryAfter: Duration?)
    }

    /// What the tries of one connection loop share: the id to resume from, the server's `retry:`
    /// time, and whether bytes are still arriving.
    final class Progress: @unchecked Sendable {
        // @unchecked: every property is read and written with `lock` held.
        private let lock = NSLock()
        private var _lastEventID: String?
        private var _retry: Duration?
        private var _quietThirds = 0
        private var _isOpen = false
        private var _hasSpoken = false

        /// The id of the last event heard; `nil` while no event was (nothing to resume from).
        var lastEventID: String? {
            get { lock.withLock { _lastEventID } }
            set { lock.withLock { _lastEventID = newValue } }
        }
        /// The server's reconnection time.
        var retry: Duration? {
            get { lock.withLock { _retry } }
            set { lock.withLock { _retry = newValue } }
        }
        /// Counts a third of the idle limit gone by. - Returns: how many went by since something arrived.
        func quietThirdPassed() -> Int {
            lock.withLock {
                _quietThirds += 1
                return _quietThirds
            }
        }
        /// This try's stream is open (200, `text/event-stream`).
        var isOpen: Bool {
            get { lock.withLock { _isOpen } }
            set { lock.withLock { _isOpen = newValue } }
        }
        /// This try's open stream delivered bytes.
        var hasSpoken: Bool { lock.withLock { _hasSpoken } }

        func startTry() {
            lock.withLock {
                _isOpen = false
                _hasSpoken = false
                _quietThirds = 0
            }
        }

        func arrived(bytes: Bool) {
            lock.withLock {
                _quietThirds = 0
                if bytes, _isOpen { _hasSpoken = true }
            }
        }
    }

    /// `host:port` of the server, as a sentence names it.
    var serverName: String {
        guard let host = serverURL.host else { return serverURL.absoluteString }
        return serverURL.port.map { "\(host):\($0)" } ?? host
    }

    /// Connects, and connects again after each ending with the backoff's delay, until nobody
    /// listens, there is no session, or the server refused the session's token.
    func connect(generation: Int) async {
        let progress = Progress()
        var failures = 0
        var problem: String?
        while !Task.isCancelled {
            guard let token = tokenToConnect(generation: generation) else { return }
            report(problem.map { .reconnecting(retryIn: .zero, reason: $0) } ?? .connecting, generation: generation)
            progress.startTry()
            var retryAfter: Duration?
            switch await attempt(token: token, progress: progress, generation: generation) {
            case .cancelled:
                return
            case .unauthorized:
                // The next turn stops, unless another session was saved meanwhile.
                refuse(token)
                continue
            case .ended:
                problem = nil
            case .failed(let reason, let after):
                problem = reason
                retryAfter = after
            }
            if progress.hasSpoken { failures = 0 }
            let delay = backoff.delay(
                afterFailures: failures, retry: progress.retry, retryAfter: retryAfter, random: random())
            failures += 1
            let waiting = problem.map { LiveConnectionStatus.reconnecting(retryIn: delay, reason: $0) } ?? .connecting
            guard report(waiting, generation: generation) else { return }
            do {
                try await clock.sleep(for: delay)
            } catch {
                return
            }
        }
    }

    /// One try: opens the stream and reads it until it ends, fails or falls silent.
    private func attempt(token: String, progress: Progress, generation: Int) async -> Ending {
        var base = serverURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        guard let url = URL(string: base + APIRoute.streamChanges.path()) else {
            return .failed(problem: "cannot reach \(serverName)", retryAfter: nil)
        }
        var request = URLRequest(url: url)
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue(ChangeStreamWire.mediaType, forHTTPHeaderField: "Accept")
        request.setValue("no-cache", forHTTPHeaderField: "Cache-Control")
        if let lastEventID = progress.lastEventID, !lastEventID.isEmpty {
            request.setValue(lastEventID, forHTTPHeaderField: "Last-Event-ID")
        }
        let parts = transport.open(request)
        return await withTaskGroup(of: Ending.self) { group in
            group.addTask { await self.read(parts, progress: progress, generation: generation) }
            group.addTask { await self.watchForSilence(progress) }
            let first = await group.next() ?? .cancelled
            group.cancelAll()
            return first
        }
    }

    /// Reads the answer: its head decides whether the stream is open; its events go to the listeners.
    private func read(
        _ parts: AsyncThrowingStream<StreamedHTTPPart, any Error>, progress: Progress, generation: Int
    ) async -> Ending {
        var parser = ServerSentEventParser(lastEventID: progress.lastEventID ?? "")
        do {
            for try await part in parts {
                switch part {
                case .head(let status, let headers):
                    progress.arrived(bytes: false)
                    if let refusal = refusal(status: status, headers: headers) { return refusal }
                    progress.isOpen = true
                    report(.live, generation: generation)
                    // Nothing to resume from: what changed before the stream opened was not heard.
                    if progress.lastEventID == nil { deliver(.missed) }
                case .bytes(let bytes):
                    progress.arrived(bytes: true)
                    do {
                        try take(parser.feed(bytes), progress: progress)
                    } catch {
                        return .failed(
                            problem: "\(serverName) sent something that is not live updates", retryAfter: nil)
                    }
                    if !parser.lastEventID.isEmpty { progress.lastEventID = parser.lastEventID }
                }
            }
        } catch {
            if Task.isCancelled { return .cancelled }
            let problem = progress.isOpen ? "the connection to \(serverName) was lost" : "cannot reach \(serverName)"
            return .failed(problem: problem, retryAfter: nil)
        }
        if Task.isCancelled { return .cancelled }
        guard progress.hasSpoken else {
            let problem = progress.isOpen ? "\(serverName) closed the connection" : "cannot reach \(serverName)"
            return .failed(problem: problem, retryAfter: nil)
        }
        return .ended
    }

    /// Why an answer with `status` and `headers` is not an open stream; `nil` when it is.
    private func refusal(status: Int, headers: [String: String]) -> Ending? {
        switch status {
        case 200 where headers["content-type"]?.lowercased().hasPrefix(ChangeStreamWire.mediaType) == true:
            return nil
        case 401:
            return .unauthorized
        case 429:
            let seconds = headers["retry-after"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            return .failed(
                problem: "too many live connections are open for this account or this address",
                retryAfter: .seconds(seconds ?? 60))
        case 404:
            return .failed(problem: "\(serverName) does not offer live updates", retryAfter: nil)
        default:
            return .failed(problem: "\(serverName) could not open live updates", retryAfter: nil)
        }
    }

    /// Gives the listeners what the parser read; a change it cannot read counts as missed news.
    private func take(_ items: [ServerSentEventParser.Item], progress: Progress) {
        for item in items {
            switch item {
            case .retry(let retry):
                progress.retry = retry
            case .event(let event):
                switch ChangeStreamEvent(type: event.type, data: event.data) {
                case .change(let change?):
                    deliver(.changed(topic: change.topic, version: change.version, cause: change.cause))
                case .change(nil), .missed: deliver(.missed)
                case .ended, nil: break
                }
            }
        }
        // Heartbeats too give a listener that was behind its `.missed`.
        deliver(nil)
    }

    /// Returns once nothing arrived for ``idleLimit`` (counted in thirds of it): the connection
    /// is dead, or the server cannot be reached.
    private func watchForSilence(_ progress: Progress) async -> Ending {
        repeat {
            do {
                try await clock.sleep(for: idleLimit / 3)
            } catch {
                return .cancelled
            }
        } while progress.quietThirdPassed() < 3
        let problem = progress.isOpen ? "\(serverName) stopped answering" : "cannot reach \(serverName)"
        return .failed(problem: problem, retryAfter: nil)
    }
}
