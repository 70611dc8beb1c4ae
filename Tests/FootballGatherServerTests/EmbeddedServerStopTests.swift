import Foundation
import Testing
import Vapor

@testable import FootballGatherServer

@Suite("Stopping the embedded server", .timeLimit(.minutes(1)))
struct EmbeddedServerStopTests {
    @Test("A program quitting is not held by a drain that never ends: stop returns after the grace and its margin")
    func stopReturnsWhenTheDrainHangs() async throws {
        var configuration = ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4)
        configuration.shutdownGrace = 1
        let server = try await EmbeddedServer.start(configuration: configuration)
        let drainStarted = AsyncStream<Void>.makeStream()
        // Something the drain waits for that does not end while the test holds it open.
        let neverEnding = AsyncStream<Void>.makeStream()
        server.application.onDrain {
            drainStarted.continuation.yield()
            for await _ in neverEnding.stream {}
        }

        await server.stop()
        // Released now: the drain goes on and the server shuts down behind the test.
        neverEnding.continuation.finish()

        var started = drainStarted.stream.makeAsyncIterator()
        #expect(await started.next() != nil)
    }
}
