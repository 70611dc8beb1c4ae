import FootballGatherAPI
import Foundation
import NIOCore
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

@Suite("What one connection and one address may hold before a request is read", .timeLimit(.minutes(1)))
struct ConnectionLimitsTests {
    /// Runs `test` with the app listening at a free port, with `limits` on its connections.
    private func withServer(
        _ limits: ConnectionLimits, trustedProxies: String = "",
        _ test: (Application, Int) async throws -> Void
    ) async throws {
        try await withApp(
            on: .sqlite,
            adjust: {
                $0.connections = limits
                $0.trustedProxies = (try? TrustedProxies(parsing: trustedProxies)) ?? .none
            }
        ) { app in
            try await whileListening(app) { app, url in try await test(app, try #require(url.port)) }
        }
    }

    private func live(_ port: Int, from address: String) async throws -> Int {
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/health/live"))
        return try await LoopbackHTTPClient.send("GET", to: url, from: address).status
    }

    @Test("An address past its connections is closed as it connects, while another address is served")
    func connectionsPerAddress() async throws {
        try await withServer(ConnectionLimits(perAddress: 3)) { app, port in
            let gate = try #require(app.connectionGate)
            let held = try await [0, 1, 2].asyncMap { _ in try await HeldConnection.open(port: port) }
            await gate.waitUntil { $0.openConnections(from: "127.0.0.1") == 3 }

            let fourth = try await HeldConnection.open(port: port)
            try await fourth.send("GET /health/live HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try await fourth.readToEnd() == "", "a fourth connection from one address was answered")
            #expect(try await live(port, from: "127.0.0.2") == 200)
            // A connection that ended is counted no more.
            await gate.waitUntil { $0.openConnections(from: "127.0.0.2") == 0 }

            held[0].close()
            await gate.waitUntil { $0.openConnections(from: "127.0.0.1") == 2 }
            #expect(try await live(port, from: "127.0.0.1") == 200)
            held.forEach { $0.close() }
        }
    }

    @Test("A trusted proxy carries everyone's connections: it is not held to one address's count")
    func trustedProxyIsNotCounted() async throws {
        try await withServer(ConnectionLimits(perAddress: 2), trustedProxies: "127.0.0.1") { app, port in
            let held = try await [0, 1, 2].asyncMap { _ in try await HeldConnection.open(port: port) }
            #expect(try await live(port, from: "127.0.0.1") == 200)
            #expect(app.connectionGate?.openConnections(from: "127.0.0.1") == 0)
            held.forEach { $0.close() }
        }
    }

    @Test(
        "A body that never ends is answered 408 at the request's deadline; a request in time on another connection is served"
    )
    func requestDeadline() async throws {
        try await withServer(ConnectionLimits(headDeadline: .seconds(1), requestDeadline: .seconds(2))) { _, port in
            let client = try await HeldConnection.open(port: port)
            try await client.send(
                "POST \(APIPath.users) HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 100\r\n\r\n{\"username\":")
            let reading = Task { try await client.readToEnd() }
            #expect(try await live(port, from: "127.0.0.2") == 200)
            let answer = try await reading.value
            #expect(answer.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
            #expect(answer.hasSuffix(#"{"error":true,"reason":"The request took longer than 2 seconds to arrive."}"#))
        }
    }

    @Test("An event stream's connection has a small send buffer, so a reader that stops is found out after few changes")
    func eventStreamSendBuffer() async throws {
        let limits = ConnectionLimits()
        try await withServer(limits) { app, port in
            let server = ChangeStreamTests.Server(app: app, url: try #require(URL(string: "http://127.0.0.1:\(port)")))
            let token = try await server.signUp("alice")
            let user = try #require(try await UserTokenModel.query(on: app.db).first()?.$user.id)
            let reader = try await HeldConnection.open(port: port)
            try await reader.send(
                "GET /api/changes HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer \(token)\r\n"
                    + "Accept: text/event-stream\r\n\r\n")
            _ = try await reader.read(until: "retry: 2000")

            let peer = try SocketAddress(ipAddress: "127.0.0.1", port: reader.localPort)
            let connection = try #require(app.connectionGate?.connection(to: peer))
            let sendBuffer = try await connection.getOption(ChannelOptions.socketOption(.so_sndbuf)).get()
            // Linux doubles what it is given, for its own bookkeeping.
            #expect(sendBuffer <= 2 * limits.eventStreamSendBuffer)

            // The reader reads nothing more: its stream ends once its own receive buffer (about
            // 128 KB here, some 1,900 changes), the server's small send buffer and the backlog
            // are full.
            var published = 0
            while app.changeFeed.openStreams > 0, published < 20_000 {
                app.changeFeed.publish(.players, for: user)
                published += 1
                if published.isMultiple(of: 50) { try await Task.sleep(for: .milliseconds(20)) }
            }
            await app.changeFeed.waitUntil { $0.openStreams == 0 }
            #expect(published < 4_000, "a reader that stopped kept its stream through \(published) changes")
            reader.close()
        }
    }
}

extension Array {
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
