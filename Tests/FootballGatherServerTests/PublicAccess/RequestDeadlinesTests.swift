import NIOCore
import NIOEmbedded
import Testing

@testable import FootballGatherServer

/// The deadlines of a request on its way in, on an event loop whose clock the test moves.
@Suite("A request's head and body arrive within their deadlines, or the connection is closed")
struct RequestDeadlinesTests {
    /// A connection with ``RequestDeadlines`` first in its pipeline (a head within 1 s, the whole
    /// request within 2 s), on a loop whose time moves only when the test says.
    private static func connection() throws -> (EmbeddedChannel, EmbeddedEventLoop) {
        let loop = EmbeddedEventLoop()
        let limits = ConnectionLimits(headDeadline: .seconds(1), requestDeadline: .seconds(2))
        let channel = EmbeddedChannel(handler: RequestDeadlines(limits: limits), loop: loop)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return (channel, loop)
    }

    private static func send(_ text: String, on channel: EmbeddedChannel) throws {
        try channel.writeInbound(ByteBuffer(string: text))
        _ = try channel.readInbound(as: ByteBuffer.self)
    }

    /// The server's answer: its bytes pass the handler on their way out.
    private static func answer(_ text: String, on channel: EmbeddedChannel) throws {
        try channel.writeOutbound(ByteBuffer(string: text))
        _ = try channel.readOutbound(as: IOData.self)
    }

    /// What the handler itself wrote (its 408), as text.
    private static func written(on channel: EmbeddedChannel) throws -> String {
        var text = ""
        while case .byteBuffer(let buffer) = try channel.readOutbound(as: IOData.self) {
            text += String(buffer: buffer)
        }
        return text
    }

    @Test("A head that trickles in is answered 408 at its deadline, though its bytes keep the connection from idling")
    func headDeadline() throws {
        let (channel, loop) = try Self.connection()
        try Self.send("GET /health/live HTTP/1.1\r\nHost: localhost\r\n", on: channel)
        // A header line now and then: each would reset an idle timeout, none ends the head.
        for line in 0..<2 {
            loop.advanceTime(by: .milliseconds(400))
            try Self.send("X-Trickle-\(line): 1\r\n", on: channel)
        }
        #expect(channel.isActive)
        loop.advanceTime(by: .milliseconds(200))

        let answer = try Self.written(on: channel)
        #expect(answer.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
        #expect(answer.contains("Connection: close"))
        #expect(answer.hasSuffix(#"{"error":true,"reason":"The request's head took longer than 1 second to arrive."}"#))
        #expect(!channel.isActive)
    }

    @Test("A head in time and a body that never ends are answered 408 at the request's deadline")
    func bodyDeadline() throws {
        let (channel, loop) = try Self.connection()
        try Self.send("POST /api/users HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n{", on: channel)
        loop.advanceTime(by: .milliseconds(1_500))
        #expect(channel.isActive, "a head that arrived whole was held to the head's deadline")
        loop.advanceTime(by: .milliseconds(500))
        #expect(
            try Self.written(on: channel).hasSuffix(
                #"{"error":true,"reason":"The request took longer than 2 seconds to arrive."}"#))
        #expect(!channel.isActive)
    }

    @Test("One connection carries request after request, each with deadlines of its own")
    func keepAliveRequestsEachGetTheirOwnDeadline() throws {
        let (channel, loop) = try Self.connection()
        for _ in 0..<3 {
            try Self.send("GET /health/live HTTP/1.1\r\nHost: localhost\r\n\r\n", on: channel)
            try Self.answer("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n", on: channel)
            // Longer than both deadlines between requests: silence between requests is the idle
            // timeout's business, not a deadline's.
            loop.advanceTime(by: .milliseconds(2_500))
        }
        try Self.send("GET /health/live HTTP/1.1\r\nHost: localhost\r\n\r\n", on: channel)
        loop.advanceTime(by: .milliseconds(900))
        #expect(try Self.written(on: channel) == "", "a request on a connection used before was cut early")
        #expect(channel.isActive)
    }

    @Test("A WebSocket is no request on its way in: it outlives the deadlines, frame after frame")
    func webSocketOutlivesDeadlines() throws {
        let (channel, loop) = try Self.connection()
        try Self.send(
            "GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n", on: channel)
        try Self.answer("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n", on: channel)
        for _ in 0..<2 {
            loop.advanceTime(by: .milliseconds(1_200))
            // A masked text frame, as a client sends one: no blank line ends it.
            try channel.writeInbound(ByteBuffer(bytes: [0x81, 0x85, 1, 2, 3, 4, 0x69, 0x6B, 0x62, 0x67, 0x6E]))
            _ = try channel.readInbound(as: ByteBuffer.self)
        }
        loop.advanceTime(by: .seconds(5))
        #expect(try Self.written(on: channel) == "", "the WebSocket was cut by a request's deadline")
        #expect(channel.isActive)
    }

    @Test("Line ends between requests start no deadline")
    func lineEndsStartNothing() throws {
        let (channel, loop) = try Self.connection()
        try Self.send("\r\n", on: channel)
        loop.advanceTime(by: .seconds(5))
        #expect(try Self.written(on: channel) == "")
        #expect(channel.isActive)
    }
}
