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
        server.application.onDrain {
            drainStarted.continuation.yield()
            // Something the drain waits for that never ends.
            try? await Task.sleep(for: .seconds(3600))
        }

        await server.stop()

        var started = drainStarted.stream.makeAsyncIterator()
        #expect(await started.next() != nil)
    }
}
