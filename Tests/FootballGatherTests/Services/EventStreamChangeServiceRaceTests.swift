import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@Suite("Change stream client: listeners that leave while news arrives", .timeLimit(.minutes(2)))
struct EventStreamChangeServiceRaceTests {
    @Test("Screens closing while news is delivered never leave the client stuck")
    func leavingWhileDelivering() async throws {
        let credentials = FileCredentialStore(
            fileURL: FileManager.default.temporaryDirectory.appendingPathComponent("fg-race-\(UUID().uuidString).json"))
        try credentials.save(
            Session(token: "t0k3n", userID: UUID(), username: "alice", expiresAt: .distantFuture), persistently: false)
        let service = EventStreamChangeService(
            serverURL: URL(string: "http://127.0.0.1:9/")!, credentials: credentials,
            transport: ScriptedEventStreamTransport([
                .init(parts: [EventStreamChangeServiceTimingTests.open], then: .stayOpen)
            ]))
        let staying = Heard(service.changes())
        let leavers = Leavers()
        let returned = await allReturn(
            within: .seconds(20),
            running: [
                { for version in 0..<40_000 { service.deliver(.changed(topic: "players", version: version)) } },
                {
                    for _ in 0..<2_000 {
                        let changes = service.changes()
                        let listening = Task { for await _ in changes {} }
                        leavers.add(listening)
                        sched_yield()
                        listening.cancel()
                    }
                },
            ])
        try #require(returned, "delivering news and closing listeners blocked each other")
        // Every listener that left has been forgotten once its task is over (its stream
        // terminated) and the clean-up queue is through.
        for listening in leavers.all { await listening.value }
        service.cleanUp.sync {}
        #expect(service.listenerCount == 1)
        service.deliver(.changed(topic: "gathers", version: 40_000))
        let last = try await staying.waitForElement { $0 == .changed(topic: "gathers", version: 40_000) }
        #expect(last == .changed(topic: "gathers", version: 40_000))
    }
}

/// The listeners' tasks, kept from the thread that starts them.
private final class Leavers: @unchecked Sendable {
    // @unchecked: `tasks` is read and written with `lock` held.
    private let lock = NSLock()
    private var tasks: [Task<Void, Never>] = []

    func add(_ task: Task<Void, Never>) {
        lock.withLock { tasks.append(task) }
    }

    var all: [Task<Void, Never>] { lock.withLock { tasks } }
}
