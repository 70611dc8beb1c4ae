import FootballGatherAPI
import Foundation
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

@Suite("Draining before a restart: nothing under way is lost")
struct DrainTests {
    @Test(
        "Draining refuses new connections, ends change streams, lets a request in flight finish, and says it is not ready"
    )
    func drain() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp("drained", password: "a-long-password")
            // A request in flight until the drain has begun (its hooks run once the server stops accepting).
            let (entered, enter) = AsyncStream<Void>.makeStream()
            let (released, release) = AsyncStream<Void>.makeStream()
            app.get("slow") { _ async -> String in
                enter.yield()
                for await _ in released { break }
                return "done"
            }
            app.onDrain { release.yield() }
            try await whileListening(app) { app, url in
                let stream = try await LoopbackEventStream.open(
                    url.appendingPathComponent("api/changes"), headers: [("Authorization", "Bearer \(token)")])
                let inFlight = Task { try await LoopbackHTTPClient.send("GET", to: url.appendingPathComponent("slow")) }
                for await _ in entered { break }

                await app.drain()

                #expect(try await inFlight.value.status == 200)
                // The stream was ended: reading it to its end returns.
                _ = try await stream.readToEnd()
                #expect(app.changeFeed.openStreams == 0)
                await #expect(throws: (any Error).self) {
                    try await LoopbackHTTPClient.send("GET", to: url.appendingPathComponent("health/live"))
                }
                let ready = try await api.send(.GET, APIPath.healthReady)
                #expect(ready.status == .serviceUnavailable)
                #expect(try api.decode(ProbeResponse.self, from: ready) == .unavailable("The server is shutting down."))
            }
        }
    }

    @Test("With no grace and nothing in flight, draining logs no error: the server's own socket still closes in time")
    func drainWithoutGrace() async throws {
        let lines = LogLines()
        try await withApp(on: .sqlite, adjust: { $0.shutdownGrace = 0 }) { app in
            app.http.server.configuration.logger = Logger(label: "codes.vapor.http-server") { label in
                JSONLogHandler(label: label, level: .info, write: lines.append)
            }
            try await whileListening(app) { app, url in
                let live = try await LoopbackHTTPClient.send("GET", to: url.appendingPathComponent("health/live"))
                #expect(live.status == 200)
                await app.drain()
            }
        }
        #expect(lines.objects().filter { $0["level"] as? String == "error" }.isEmpty, "\(lines.all)")
        #expect(lines.all.contains { $0.contains("Server started") }, "the server's logger was not the one read")
    }

    @Test("SHUTDOWN_GRACE_SECONDS is 0 to 300 seconds, 10 when unset")
    func grace() throws {
        #expect(try ServerConfiguration.fromEnvironment([:]).shutdownGrace == 10)
        #expect(try ServerConfiguration.fromEnvironment(["SHUTDOWN_GRACE_SECONDS": "30"]).shutdownGrace == 30)
        for value in ["-1", "301", "soon"] {
            #expect(
                throws: ConfigurationError(
                    variable: "SHUTDOWN_GRACE_SECONDS",
                    reason: "must be a whole number of seconds between 0 and 300, not \"\(value)\"")
            ) {
                try ServerConfiguration.fromEnvironment(["SHUTDOWN_GRACE_SECONDS": value])
            }
        }
    }
}
