import Clocks
import FootballGatherAPI
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers each stream it opens with the next of its scripts, and keeps the requests.
final class ScriptedEventStreamTransport: EventStreamTransport, @unchecked Sendable {
    // @unchecked: `scripts` and `requests` are read and written with `lock` held.
    /// What one opened stream does: delivers `parts`, then ends, fails, or stays open.
    struct Script: Sendable {
        enum Then: Sendable { case end, fail, stayOpen }
        var parts: [StreamedHTTPPart]
        var then: Then
    }

    private let lock = NSLock()
    private var scripts: [Script]
    private var requests: [URLRequest] = []

    init(_ scripts: [Script]) {
        self.scripts = scripts
    }

    var all: [URLRequest] { lock.withLock { requests } }

    func open(_ request: URLRequest) -> AsyncThrowingStream<StreamedHTTPPart, any Error> {
        let script = lock.withLock {
            requests.append(request)
            return scripts.isEmpty ? Script(parts: [], then: .fail) : scripts.removeFirst()
        }
        let (stream, continuation) = AsyncThrowingStream<StreamedHTTPPart, any Error>.makeStream()
        for part in script.parts { continuation.yield(part) }
        switch script.then {
        case .end: continuation.finish()
        case .fail: continuation.finish(throwing: URLError(.cannotConnectToHost))
        case .stayOpen: break
        }
        return stream
    }
}

@Suite("Change stream client: backoff, the server's delays and silence, on a test clock", .timeLimit(.minutes(1)))
struct EventStreamChangeServiceTimingTests {
    static let open = StreamedHTTPPart.head(status: 200, headers: ["content-type": "text/event-stream; charset=utf-8"])

    let clock = TestClock()
    let credentials = FileCredentialStore(
        fileURL: FileManager.default.temporaryDirectory.appendingPathComponent("fg-unused-\(UUID().uuidString).json"))

    init() throws {
        try credentials.save(
            Session(token: "t0k3n", userID: UUID(), username: "alice", expiresAt: .distantFuture), persistently: false)
    }

    private func service(_ transport: ScriptedEventStreamTransport) -> EventStreamChangeService {
        EventStreamChangeService(
            serverURL: URL(string: "http://127.0.0.1:9/")!, credentials: credentials, transport: transport,
            clock: clock, random: { 0 })
    }

    private func isWaiting(_ status: LiveConnectionStatus?) -> Bool {
        if case .reconnecting(let delay, _) = status { delay > .zero } else { false }
    }

    @Test("Delays double from half a second up to thirty, and each is said on screen")
    func backoff() async throws {
        let transport = ScriptedEventStreamTransport([])
        let service = service(transport)
        let statuses = Heard(service.connectionStatus())
        let heard = Heard(service.changes())
        var delays: [Duration] = []
        var seen = 0
        for _ in 0..<8 {
            let items = try await statuses.wait { $0.dropFirst(seen).contains(where: isWaiting) }
            let index = try #require(items.indices.dropFirst(seen).first { isWaiting(items[$0]) })
            seen = index + 1
            guard case .reconnecting(let delay, let reason) = items[index] else { return }
            #expect(reason == "cannot reach 127.0.0.1:9")
            delays.append(delay)
            await clock.advance(by: delay)
        }
        #expect(delays == [0.5, 1, 2, 4, 8, 16, 30, 30].map { Duration.milliseconds(Int($0 * 1000)) })
        #expect(
            LiveConnectionStatus.reconnecting(retryIn: delays[1], reason: "cannot reach 127.0.0.1:9").notice
                == "Live updates paused: cannot reach 127.0.0.1:9; trying again in 1 s.")
        // The ninth try failed too, and is waiting for its turn again.
        try await statuses.wait { $0.dropFirst(seen).contains(where: isWaiting) }
        #expect(transport.all.count == 9)
        #expect(heard.all.isEmpty)
        heard.stop()
        try await statuses.wait { $0.last == .idle }
    }

    @Test("A 429 waits its Retry-After; a connection that spoke starts the backoff afresh, floored by retry:")
    func serverDelays() async throws {
        let transport = ScriptedEventStreamTransport([
            .init(parts: [.head(status: 429, headers: ["retry-after": "7"])], then: .end),
            .init(parts: [Self.open, .bytes(Data("retry: 3000\n\nid: e-1\nevent: change\n".utf8))], then: .fail),
            .init(parts: [], then: .fail),
        ])
        let service = service(transport)
        let statuses = Heard(service.connectionStatus())
        let heard = Heard(service.changes())
        let refused = try await statuses.waitForElement { isWaiting($0) }
        #expect(
            refused
                == .reconnecting(
                    retryIn: .seconds(7), reason: "too many live connections are open for this account or this address")
        )
        await clock.advance(by: .seconds(7))
        try await heard.wait { $0 == [.missed] }
        // The stream spoke: the backoff starts afresh, and the server's retry: is the floor.
        try await statuses.waitForElement {
            $0 == .reconnecting(retryIn: .seconds(3), reason: "the connection to 127.0.0.1:9 was lost")
        }
        await clock.advance(by: .seconds(3))
        try await statuses.waitForElement {
            $0 == .reconnecting(retryIn: .seconds(3), reason: "cannot reach 127.0.0.1:9")
        }
        // The event cut off before its blank line was not dispatched: nothing to resume from yet.
        #expect(transport.all.map { $0.value(forHTTPHeaderField: "Last-Event-ID") } == [nil, nil, nil])
        heard.stop()
    }

    @Test("A stream silent for 45 seconds counts as dead and is opened again, resuming from the last id")
    func silence() async throws {
        let transport = ScriptedEventStreamTransport([
            .init(
                parts: [
                    Self.open,
                    .bytes(Data("id: e-4\nevent: change\ndata: {\"topic\":\"players\",\"version\":4}\n\n".utf8)),
                ], then: .stayOpen),
            .init(parts: [Self.open], then: .stayOpen),
        ])
        let service = service(transport)
        let statuses = Heard(service.connectionStatus())
        let heard = Heard(service.changes())
        try await heard.wait { $0 == [.missed, .changed(topic: "players", version: 4)] }
        // The silence is checked every 15 s; a step taken before the check sleeps again passes it
        // by, so the clock moves on until the stream counts as dead, which is never before 45 s.
        for _ in 0..<2 { await clock.advance(by: .seconds(15)) }
        #expect(!statuses.all.contains(where: isWaiting))
        while !statuses.all.contains(where: isWaiting) {
            await clock.advance(by: .seconds(15))
            await letOtherTasksRun()
        }
        let silent = try await statuses.waitForElement { isWaiting($0) }
        #expect(silent == .reconnecting(retryIn: .milliseconds(500), reason: "127.0.0.1:9 stopped answering"))
        while statuses.all.filter({ $0 == .live }).count < 2 {
            await clock.advance(by: .milliseconds(500))
            await letOtherTasksRun()
        }
        #expect(transport.all.map { $0.value(forHTTPHeaderField: "Last-Event-ID") } == [nil, "e-4"])
        #expect(heard.all == [.missed, .changed(topic: "players", version: 4)])
        heard.stop()
    }

    @Test("A listener that does not keep up is told it missed news instead of what did not fit, once there is room")
    func slowListener() async throws {
        let service = service(ScriptedEventStreamTransport([.init(parts: [], then: .stayOpen)]))
        let stream = service.changes()
        let backlog = EventStreamChangeService.listenerBacklog
        for version in 1...(backlog + 10) { service.deliver(.changed(topic: "players", version: version)) }
        service.deliver(nil)
        let heard = Heard(stream)
        try await heard.wait { $0.count == backlog }
        #expect(heard.all == (1...backlog).map { .changed(topic: "players", version: $0) })
        service.deliver(nil)
        try await heard.wait { $0.count == backlog + 1 }
        service.deliver(.changed(topic: "players", version: 100))
        try await heard.wait { $0.count == backlog + 2 }
        #expect(heard.all.suffix(2) == [.missed, .changed(topic: "players", version: 100)])
        heard.stop()
    }
}

@Suite("Reconnect backoff")
struct ReconnectBackoffTests {
    let backoff = ReconnectBackoff()

    @Test("It doubles up to the maximum; jitter takes up to a quarter off")
    func doubling() {
        let delays = (0..<9).map { backoff.delay(afterFailures: $0, retry: nil, retryAfter: nil, random: 0) }
        #expect(delays == [0.5, 1, 2, 4, 8, 16, 30, 30, 30].map { Duration.milliseconds(Int($0 * 1000)) })
        #expect(backoff.delay(afterFailures: 3, retry: nil, retryAfter: nil, random: 1) == .seconds(3))
        #expect(backoff.delay(afterFailures: 1_000, retry: nil, retryAfter: nil, random: 0.5) == .milliseconds(26_250))
    }

    @Test("The server's retry: and Retry-After are floors, each capped")
    func floors() {
        #expect(backoff.delay(afterFailures: 0, retry: .seconds(2), retryAfter: nil, random: 0) == .seconds(2))
        #expect(backoff.delay(afterFailures: 0, retry: .seconds(300), retryAfter: nil, random: 0) == .seconds(30))
        #expect(backoff.delay(afterFailures: 0, retry: nil, retryAfter: .seconds(60), random: 0) == .seconds(60))
        #expect(backoff.delay(afterFailures: 0, retry: nil, retryAfter: .seconds(86_400), random: 0) == .seconds(600))
        #expect(
            backoff.delay(afterFailures: 9, retry: .seconds(2), retryAfter: nil, random: 1) == .milliseconds(22_500))
    }
}

/// Lets the service's tasks take what the clock's last step woke, without waiting on real time.
private func letOtherTasksRun() async {
    for _ in 0..<50 { await Task.yield() }
}
