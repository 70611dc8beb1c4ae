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
        try await withApp(on: .sqlite, adjust: { $0.passwordHashCost = 12 }) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp("drained", password: "a-long-password")
            try await whileListening(app) { app, url in
                let stream = try await LoopbackEventStream.open(
                    url.appendingPathComponent("api/changes"), headers: [("Authorization", "Bearer \(token)")])
                // A login hashes its password for a quarter of a second or so: it is in flight once its hash started.
                let credentials = Data("drained:a-long-password".utf8).base64EncodedString()
                let inFlight = Task {
                    try await LoopbackHTTPClient.send(
                        "POST", to: url.appendingPathComponent("api/users/login"),
                        headers: [("Authorization", "Basic \(credentials)")])
                }
                while app.passwordHashing.admittedJobs == 0 { try await Task.sleep(for: .milliseconds(5)) }

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
