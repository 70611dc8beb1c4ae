import Foundation
import Testing
import Vapor

@testable import VIPERKitWeb

/// The front end listening on a loopback port, for tests that talk to it over a real WebSocket.
private struct LiveFrontEnd {
    let app: Application
    let frontEnd: WebFrontEnd<CounterApp>
    let port: Int

    static func start() async throws -> LiveFrontEnd {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        let frontEnd = WebFrontEnd(app: await CounterApp())
        try frontEnd.register(on: app)
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        let port = try #require(app.http.server.shared.localAddress?.port)
        return LiveFrontEnd(app: app, frontEnd: frontEnd, port: port)
    }

    func stop() async throws {
        await app.server.shutdown()
        try await app.asyncShutdown()
    }

    /// Opens the tab's WebSocket as the page would. - Returns: the socket and the texts it receives.
    func open(tab: String, cookie: String, origin: String? = nil) async throws -> (
        LockedBox<WebSocket?>, AsyncStream<String>
    ) {
        let (texts, continuation) = AsyncStream.makeStream(of: String.self)
        let socket = LockedBox<WebSocket?>(nil)
        var headers: HTTPHeaders = ["Cookie": "viperkit_session=\(cookie)"]
        // The client sends `Host: 127.0.0.1` without the port, so the page's own origin is spelled alike.
        headers.add(name: .origin, value: origin ?? "http://127.0.0.1")
        let url = try #require(URL(string: "ws://127.0.0.1:\(port)/ws?tab=\(tab)"))
        // The future-returning connect keeps the query; Vapor's async one drops it.
        // The upgrade callback runs on the socket's event loop before any frame is read: the
        // handlers are set right there, so a page the server sends at once is never missed. The
        // connection's future can complete before that callback ran, so the socket is awaited.
        let upgraded = app.eventLoopGroup.next().makePromise(of: WebSocket.self)
        let connected: EventLoopFuture<Void> = WebSocket.connect(to: url, headers: headers, on: app.eventLoopGroup) {
            ws in
            ws.onText { _, text in continuation.yield(text) }
            ws.onClose.whenComplete { _ in continuation.finish() }
            upgraded.succeed(ws)
        }
        connected.whenFailure { upgraded.fail($0) }
        socket.value = try await upgraded.futureResult.get()
        return (socket, texts)
    }
}

/// A value shared with the socket's callbacks.
final class LockedBox<Value>: @unchecked Sendable {
    // @unchecked: `stored` is read and written with `lock` held.
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

@Suite("WebSocket: events in, pages out, the stack kept across reconnects", .timeLimit(.minutes(1)))
struct WebSocketTests {
    @Test("A tab receives its page, sends a tap, gets the new page; a reconnect finds the same count")
    func roundTrip() async throws {
        let live = try await LiveFrontEnd.start()
        let cookie = try #require(await live.frontEnd.sessions.registerBrowser())
        var (box, texts) = try await live.open(tab: "tab-00001", cookie: cookie)
        var iterator = texts.makeAsyncIterator()
        var socket = try #require(box.value)
        var reader = PageReader()
        let firstText = try #require(await iterator.next())
        #expect(firstText.contains(#""type":"page""#), "a connection starts with a whole page")
        let first = try #require(try reader.read(firstText))
        #expect(first.html.contains("Hello: 0"))

        try await socket.send(#"{"type":"teleport"}"#)
        try await socket.send(#"{"type":"action","action":"increment"}"#)
        let secondText = try #require(await iterator.next())
        let second = try #require(try reader.read(secondText))
        #expect(secondText.contains(#""type":"patch""#), "only the change is sent")
        #expect(second.html.contains("Hello: 1"), "a malformed event is skipped, the next one still handled")
        #expect(second.title == "Count 1 · Counter")
        try await socket.close()

        (box, texts) = try await live.open(tab: "tab-00001", cookie: cookie)
        iterator = texts.makeAsyncIterator()
        reader = PageReader()
        let resumedText = try #require(await iterator.next())
        let resumed = try #require(try reader.read(resumedText))
        #expect(resumed.html.contains("Hello: 1"))
        socket = try #require(box.value)
        try await socket.close()
        try await live.stop()
    }

    @Test("An unknown session cookie is closed with 4401 so the page gets a new one")
    func unknownSession() async throws {
        let live = try await LiveFrontEnd.start()
        let (box, texts) = try await live.open(tab: "tab-00001", cookie: "forged")
        for await _ in texts {}
        #expect(box.value?.closeCode == .unknown(4401))
        try await live.stop()
    }

    @Test("A WebSocket from another origin is refused")
    func otherOrigin() async throws {
        let live = try await LiveFrontEnd.start()
        let cookie = try #require(await live.frontEnd.sessions.registerBrowser())
        await #expect(throws: (any Error).self) {
            _ = try await live.open(tab: "tab-00001", cookie: cookie, origin: "http://evil.example")
        }
        #expect(await live.frontEnd.sessions.tabCount == 0)
        try await live.stop()
    }
}
